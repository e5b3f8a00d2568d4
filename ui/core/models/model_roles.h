#pragma once
// Item roles the plan's table models add to Qt's: the raw number behind a formatted cell (charts
// and sorting read it), a compact label for chart axes, the offering a row stands for, the
// range of a number the plan is not sure of.
#include <Qt>

namespace gpuplanner::ui {

inline constexpr int RawValueRole = Qt::UserRole + 1;
inline constexpr int ShortLabelRole = Qt::UserRole + 2;
inline constexpr int OfferingRole = Qt::UserRole + 3;
// The low and high end of a training option's hours or cost (the Hours and Cost columns; none
// for serving): what the chart's error bars span.
inline constexpr int RangeLowRole = Qt::UserRole + 4;
inline constexpr int RangeHighRole = Qt::UserRole + 5;

} // namespace gpuplanner::ui
