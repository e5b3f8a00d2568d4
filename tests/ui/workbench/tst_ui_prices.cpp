// How old the prices are and which rates convert them, as a user meets them: each offering's
// age in the catalog editor and the filter that finds rows among a thousand, and the scenario's
// own exchange rates in the form (the stale-rates warning names a field the form now has).
#include "core/catalog_store.h"
#include "core/models/options_model.h"
#include "core/text/plan_format.h"
#include "ui_test_support.h"
#include "workbench/catalog_dialog.h"
#include "workbench/main_window.h"
#include "workbench/scenario_document.h"
#include "workbench/scenario_editor.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QDate>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplanner::ui;

class TestUiPrices final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_prices")); }

    // A price's age as the catalog shows it: days while fresh, then months, then years.
    void priceAgeReadsAsAPerson_data() {
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<QString>("age");
        QTest::newRow("today") << "2026-12-07"
                               << "today";
        QTest::newRow("one day") << "2026-12-06"
                                 << "1 day";
        QTest::newRow("59 days") << "2026-10-09"
                                 << "59 days";
        QTest::newRow("60 days: 2 months") << "2026-10-08"
                                           << "2 months";
        QTest::newRow("bundled rates, 23 months") << "2024-12-31"
                                                  << "23 months";
        QTest::newRow("two years") << "2024-12-07"
                                   << "2.0 years";
        QTest::newRow("after today: none") << "2026-12-08"
                                           << "";
        QTest::newRow("not a date") << "2026-13-01"
                                    << "";
    }
    void priceAgeReadsAsAPerson() {
        QFETCH(QString, asOf);
        QFETCH(QString, age);
        QCOMPARE(priceAge(asOf.toStdString(), "2026-12-07"), age);
    }

    // Each offering shows how old its price is, and typing words keeps only the rows holding
    // them all (a catalog with SkyPilot's clouds imported has over a thousand rows).
    void offeringsShowAgeAndFilterByWords() {
        const auto catalogs = CatalogStore::load(QString());
        CatalogDialog dialog(catalogs, dir_.filePath(QStringLiteral("unused.json")),
                             QStringLiteral("2026-12-07"));
        QTableWidget* table = dialog.offeringsTable();
        const int age = 9;
        QCOMPARE(table->horizontalHeaderItem(age)->text(), QStringLiteral("Age"));
        for (int r = 0; r < table->rowCount(); ++r)
            QCOMPARE(table->item(r, age)->text(),
                     priceAge(table->item(r, 8)->text().toStdString(), "2026-12-07"));
        QVERIFY(!table->item(0, age)->text().isEmpty());
        QVERIFY(!(table->item(0, age)->flags() & Qt::ItemIsEditable));
        auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("offeringsFilter"));
        auto* count = dialog.findChild<QLabel*>(QStringLiteral("offeringsCount"));
        QVERIFY(filter && count);
        QCOMPARE(count->text(),
                 QStringLiteral("%1 offerings").arg(QLocale().toString(table->rowCount())));
        filter->setText(QStringLiteral("ALIBABA  a10"));
        int shown = 0;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->isRowHidden(r))
                continue;
            ++shown;
            QVERIFY(
                table->item(r, 0)->text().contains(QStringLiteral("alibaba"), Qt::CaseInsensitive));
        }
        QVERIFY(shown > 0 && shown < table->rowCount());
        QCOMPARE(count->text(), QStringLiteral("%1 of %2 offerings")
                                    .arg(shown)
                                    .arg(QLocale().toString(table->rowCount())));
        filter->setText(QStringLiteral("no-such-provider"));
        QCOMPARE(count->text(),
                 QStringLiteral("0 of %1 offerings").arg(QLocale().toString(table->rowCount())));
        filter->clear();
        for (int r = 0; r < table->rowCount(); ++r)
            QVERIFY(!table->isRowHidden(r));
    }

    // The options table gives the price's date beside the price, and the Columns menu lists
    // the columns in the table's order (helper walkthrough, 2026-12-07: it came last there).
    void priceDateBesideThePrice() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(::example("llama2-7b-pretrain.gpuplan.json")));
        auto* table = only<QTableView>(w, "optionsTable");
        const QHeaderView* header = table->horizontalHeader();
        QCOMPARE(header->visualIndex(OptionsModel::PriceAsOf),
                 header->visualIndex(OptionsModel::PricePerHour) + 1);
        QStringList menu;
        for (QAction* a : only<QPushButton>(w, "columnsButton")->menu()->actions())
            menu << a->text();
        const int price = static_cast<int>(menu.indexOf(QStringLiteral("Price per hour")));
        QVERIFY(price >= 0 && price + 1 < menu.size());
        QCOMPARE(menu.at(price + 1), QStringLiteral("Price as of"));
    }

    // The scenario's own rates typed in the form: one undo step writes the rate (its digits
    // merged) and today's date,
    // undo removes both (the catalog's rates apply again), and a file's rates and date show.
    void exchangeRatesInTheForm() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        auto* cny = only<QDoubleSpinBox>(w, "rate/CNY");
        auto* asOf = fieldBox<QDateEdit>(w, "/currency/as_of");
        QVERIFY(cny && asOf);
        QCOMPARE(cny->value(), 0.0);
        QVERIFY2(cny->text().startsWith(QStringLiteral("CNY ")) &&
                     cny->text().endsWith(QStringLiteral("(catalog)")),
                 qPrintable(cny->text()));
        QVERIFY(!asOf->isEnabled());
        ScenarioDocument* doc = document(w);
        const int steps = doc->undoStack()->count();
        cny->setFocus();
        QTest::keyClick(cny, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(cny, QStringLiteral("7.1"));
        QTest::keyClick(cny, Qt::Key_Tab);
        QVERIFY2(cny->isVisible(), "rates box hidden");
        QCOMPARE(cny->value(), 7.1);
        QCOMPARE(doc->value("/currency/rates_per_usd"), nlohmann::json({{"CNY", 7.1}}));
        QCOMPARE(doc->value("/currency/as_of"),
                 nlohmann::json(QDate::currentDate().toString(Qt::ISODate).toStdString()));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Exchange rates"));
        QVERIFY(asOf->isEnabled());
        doc->undoStack()->undo();
        QVERIFY(doc->value("/currency/rates_per_usd").is_null());
        QVERIFY(doc->value("/currency/as_of").is_null());
        QCOMPARE(cny->value(), 0.0);
        // A file's rates and their date.
        doc->setValue("/currency", nlohmann::json{{"code", "EUR"},
                                                  {"rates_per_usd", {{"EUR", 0.9123}}},
                                                  {"as_of", "2025-01-02"}});
        QCOMPARE(only<QDoubleSpinBox>(w, "rate/EUR")->value(), 0.9123);
        QCOMPARE(asOf->date(), QDate(2025, 1, 2));
        QVERIFY(asOf->isEnabled());
        // The stale-rates warning leads to this field: activated, the form frames it.
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* warnings = only<QListWidget>(w, "warnings");
        QListWidgetItem* stale = nullptr;
        for (int i = 0; i < warnings->count(); ++i)
            if (warnings->item(i)->data(Qt::UserRole).toString() ==
                QStringLiteral("currency.rates_per_usd"))
                stale = warnings->item(i);
        QVERIFY(stale);
        QVERIFY(stale->toolTip().contains(QStringLiteral("Double-click")));
        emit warnings->itemActivated(stale);
        auto* rates = fieldBox<QWidget>(w, "/currency/rates_per_usd");
        QVERIFY(rates->styleSheet().contains(QStringLiteral("border")));
        QCOMPARE(rates->toolTip(), stale->text());
        // Undone back to no rates, the date waiting for the next rate is today's again, and an
        // emptied box is "not set" (the catalog's rate), not its last value.
        doc->undoStack()->undo();
        QCOMPARE(asOf->date(), QDate::currentDate());
        auto* eur = only<QDoubleSpinBox>(w, "rate/EUR");
        eur->setFocus();
        QTest::keyClick(eur, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(eur, QStringLiteral("0.95"));
        QTest::keyClick(eur, Qt::Key_Tab);
        QCOMPARE(doc->value("/currency/rates_per_usd"), nlohmann::json({{"EUR", 0.95}}));
        eur->setFocus();
        QTest::keyClick(eur, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(eur, Qt::Key_Delete);
        QTest::keyClick(eur, Qt::Key_Tab);
        QCOMPARE(eur->value(), 0.0);
        QVERIFY(doc->value("/currency/rates_per_usd").is_null());
    }
};

int runTestUiPrices(int argc, char** argv) {
    TestUiPrices t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_prices.moc"
