#include "core/models/options_filter_model.h"

#include "core/models/options_model.h"

#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

OptionsFilterModel::OptionsFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(RawValueRole);
    setDynamicSortFilter(true);
}

void OptionsFilterModel::setFilter(const OptionFilter& filter) {
    filter_ = filter;
    invalidateFilter();
}

bool OptionsFilterModel::filterAcceptsRow(int row, const QModelIndex&) const {
    const auto* model = qobject_cast<const OptionsModel*>(sourceModel());
    const PlanOption* o = model ? model->option(row) : nullptr;
    return o && option_matches(*o, filter_, catalog_ ? &catalog_->offerings : nullptr);
}

} // namespace gpuplanner::ui
