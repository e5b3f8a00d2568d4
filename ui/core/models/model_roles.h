#pragma once
// Item roles the plan's table models add to Qt's: the raw number behind a formatted cell (charts
// and sorting read it), a compact label for chart axes, the offering a row stands for.
#include <Qt>

namespace gpuplanner::ui {

inline constexpr int RawValueRole = Qt::UserRole + 1;
inline constexpr int ShortLabelRole = Qt::UserRole + 2;
inline constexpr int OfferingRole = Qt::UserRole + 3;

} // namespace gpuplanner::ui
