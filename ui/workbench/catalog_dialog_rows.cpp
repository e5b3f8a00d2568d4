// The catalog dialog's offerings (catalog_dialog.h): its rows filled from the catalog, each
// price's date and age (stale ones marked), and the filter that shows only the rows matching
// what the user typed (a catalog with SkyPilot's clouds imported has over a thousand rows).
#include "workbench/catalog_dialog.h"
#include "workbench/catalog_dialog_cells.h"

#include "core/text/plan_format.h"
#include "core/text/theme_colors.h"

#include "io/dates.h"

#include <QDate>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

namespace gpuplanner::ui {

namespace catalog_cells {

QTableWidgetItem* cell(const QString& text, bool editable) {
    auto* item = new QTableWidgetItem(text);
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (editable)
        flags |= Qt::ItemIsEditable;
    item->setFlags(flags);
    return item;
}

QString price(const std::optional<double>& perHour) {
    return perHour ? QString::number(*perHour, 'f', 4) : QString();
}

// Wider, a source's header title sat centred out of view (helper check, 2026-12-05). The whole
// text stays in the cell's tooltip; the table scrolls by pixels, not a whole column at a time.
void fitColumns(QTableWidget* table, int sourceColumn) {
    constexpr int kSourceWidth = 360;
    table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // One line a row: a wrapped source doubled every row's height, halving the rows in view.
    table->setWordWrap(false);
    table->resizeColumnsToContents();
    if (table->columnWidth(sourceColumn) > kSourceWidth)
        table->setColumnWidth(sourceColumn, kSourceWidth);
    for (int r = 0; r < table->rowCount(); ++r)
        if (QTableWidgetItem* item = table->item(r, sourceColumn);
            item && item->toolTip().isEmpty())
            item->setToolTip(item->text());
}

} // namespace catalog_cells

using namespace catalog_cells;

void CatalogDialog::showPriceDate(int row) {
    const Offering& o = rows_[static_cast<std::size_t>(row)];
    QTableWidgetItem* asOf = offerings_->item(row, AsOf);
    if (!asOf) {
        asOf = cell(QString(), true);
        offerings_->setItem(row, AsOf, asOf);
    }
    asOf->setText(QString::fromStdString(o.as_of));
    QTableWidgetItem* age = offerings_->item(row, Age);
    if (!age) {
        age = cell(QString());
        offerings_->setItem(row, Age, age);
    }
    age->setText(priceAge(o.as_of, today_.toStdString()));
    const bool stale = is_stale(o.as_of, today_.toStdString());
    const ThemeColors colors = ThemeColors::of(palette());
    for (QTableWidgetItem* item : {asOf, age}) {
        item->setBackground(stale ? QBrush(colors.staleBackground) : QBrush());
        item->setForeground(stale          ? QBrush(colors.staleText)
                            : o.unverified ? QBrush(Qt::gray)
                                           : QBrush());
        item->setToolTip(stale ? tr("Older than six months: check the price") : QString());
    }
}

void CatalogDialog::fillOfferings() {
    filling_ = true;
    offerings_->setRowCount(static_cast<int>(rows_.size()));
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const Offering& o = rows_[static_cast<std::size_t>(r)];
        offerings_->setItem(r, Provider, cell(QString::fromStdString(o.provider)));
        offerings_->setItem(r, Instance, cell(QString::fromStdString(o.instance_type)));
        offerings_->setItem(r, Region, cell(QString::fromStdString(o.region)));
        offerings_->setItem(r, Gpu, cell(QString::fromStdString(o.gpu_id)));
        offerings_->setItem(r, Count, cell(QString::number(o.gpu_count)));
        offerings_->setItem(r, Currency, cell(QString::fromStdString(o.currency)));
        offerings_->setItem(r, OnDemand, cell(price(o.on_demand_per_hour), true));
        offerings_->setItem(r, Spot, cell(price(o.spot_per_hour), true));
        offerings_->setItem(r, AsOf, cell(QString(), true));
        offerings_->setItem(r, Age, cell(QString()));
        auto* source = cell(QString::fromStdString(o.source));
        source->setToolTip(o.notes.empty() ? QString::fromStdString(o.source)
                                           : QString::fromStdString(o.source + "\n\n" + o.notes));
        offerings_->setItem(r, Source, source);
        if (o.unverified)
            for (int c = 0; c < ColumnCount; ++c)
                offerings_->item(r, c)->setForeground(Qt::gray);
        showPriceDate(r);
    }
    fitColumns(offerings_, Source);
    filling_ = false;
    applyFilter();
}

void CatalogDialog::applyFilter() {
    // Every word must appear (any case) in the provider, instance, region, GPU, currency or
    // source: "alibaba h20", "cn-beijing a800", "skypilot".
    const QStringList words = filterText_.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int shown = 0;
    for (int r = 0; r < offerings_->rowCount(); ++r) {
        QString row;
        for (int c : {Provider, Instance, Region, Gpu, Currency, Source})
            if (const QTableWidgetItem* item = offerings_->item(r, c))
                row += item->text() + QLatin1Char(' ');
        bool match = true;
        for (const QString& w : words)
            match = match && row.contains(w, Qt::CaseInsensitive);
        offerings_->setRowHidden(r, !match);
        shown += match ? 1 : 0;
    }
    const int total = offerings_->rowCount();
    filterCount_->setText(words.isEmpty()
                              ? tr("%1 offering(s)", nullptr, shown).arg(QLocale().toString(shown))
                              : tr("%1 of %2 offering(s)", nullptr, total)
                                    .arg(QLocale().toString(shown), QLocale().toString(total)));
}

void CatalogDialog::setFilter(const QString& text) {
    filterText_ = text;
    applyFilter();
}

} // namespace gpuplanner::ui
