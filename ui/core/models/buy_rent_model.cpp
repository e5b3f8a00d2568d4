#include "core/models/buy_rent_model.h"

#include <QLocale>

#include <algorithm>

namespace gpuplanner::ui {

BuyRentModel::BuyRentModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void BuyRentModel::setSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    beginResetModel();
    points_.clear();
    breakEven_.reset();
    // An own machine is compared whenever the plan has one, bought (a purchase price) or already
    // owned (a gpuprobe import: purchase 0, only its power is paid).
    if (snapshot && snapshot->summary.owned) {
        const PlanResult& p = snapshot->plan;
        std::optional<std::size_t> cloud;
        for (std::size_t i = 0; i < p.options.size(); ++i)
            if (p.options[i].billing != BillingMode::Owned &&
                (!cloud || p.options[i].cost < p.options[*cloud].cost))
                cloud = i;
        if (cloud) {
            const double even = p.options[*cloud].buy_break_even_local_hours.value_or(0);
            const double span = std::max({even * 1.5, p.owned_hours_available, 1.0});
            points_ = buy_rent_curve(p, p.options[*cloud], span, 21);
            if (even > 0) {
                const auto at = buy_rent_curve(p, p.options[*cloud], even, 2);
                if (!at.empty())
                    breakEven_ = at.back();
            }
        }
    }
    endResetModel();
}

int BuyRentModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(points_.size());
}
int BuyRentModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BuyRentModel::data(const QModelIndex& index, int role) const {
    if (index.row() < 0 || index.row() >= static_cast<int>(points_.size()) ||
        (role != Qt::DisplayRole && role != RawValueRole))
        return {};
    const BuyRentPoint& p = points_[static_cast<std::size_t>(index.row())];
    switch (index.column()) {
    case Hours:
        return p.hours;
    case Owned:
        return p.owned_cost;
    case Rented:
        return p.rented_cost;
    default:
        return {};
    }
}

QVariant BuyRentModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Hours:
        return tr("Hours of use");
    case Owned:
        return tr("Buy");
    case Rented:
        return tr("Rent");
    default:
        return {};
    }
}

} // namespace gpuplanner::ui
