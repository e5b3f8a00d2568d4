#pragma once
// What the catalog dialog's two tables share (catalog_dialog.cpp builds them,
// catalog_dialog_rows.cpp fills and filters the offerings): the offerings' columns and the cells.
#include <QString>

#include <optional>

class QTableWidget;
class QTableWidgetItem;

namespace gpuplanner::ui::catalog_cells {

enum OfferingColumn {
    Provider,
    Instance,
    Region,
    Gpu,
    Count,
    Currency,
    OnDemand,
    Spot,
    AsOf,
    Age, // how old the price is today: shown, never edited
    Source,
    ColumnCount
};

// A cell the user may select (and edit, when `editable`).
[[nodiscard]] QTableWidgetItem* cell(const QString& text, bool editable = false);
// A price as the offerings table shows it (four decimals), empty for none.
[[nodiscard]] QString price(const std::optional<double>& perHour);
// Columns as wide as their text, the source column at most a readable width (its text in the
// tooltip).
void fitColumns(QTableWidget* table, int sourceColumn);

} // namespace gpuplanner::ui::catalog_cells
