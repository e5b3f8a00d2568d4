#pragma once
// The options the filter lets through, sorted numerically.
#include "plan/catalogs.h"
#include "plan/option_filter.h"

#include <QSortFilterProxyModel>

#include <memory>

namespace gpuplanner::ui {

// Sorts on RawValueRole; filters with the core's option_matches().
class OptionsFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit OptionsFilterModel(QObject* parent = nullptr);
    void setFilter(const OptionFilter& filter);
    [[nodiscard]] const OptionFilter& filter() const { return filter_; }
    void setCatalog(std::shared_ptr<const Catalogs> catalog) { catalog_ = std::move(catalog); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    OptionFilter filter_;
    std::shared_ptr<const Catalogs> catalog_;
};

} // namespace gpuplanner::ui
