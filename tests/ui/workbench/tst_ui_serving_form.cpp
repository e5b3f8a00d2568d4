// The serving fields of the form as a user types them (helper walkthrough, 2026-12-06): shares
// shown in percent hold the fraction the planner reads, and every number on the form can take
// more than one value.
#include "core/charts/plan_charts.h"
#include "core/field_specs.h"
#include "core/models/model_roles.h"
#include "core/models/options_model.h"
#include "ui_test_support.h"
#include "workbench/main_window.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace gpuplanner::ui;

class TestUiServingForm final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_serving_form")); }

    // Every number the form shows can take more than one value: a share shown in percent is
    // scaled down (JSON 0.7 = 70 %), not up (helper walkthrough, 2026-12-06: "Acceptance rate"
    // showed 0 % and any key press stored 0).
    void everyFieldSpansItsRange() {
        for (const FieldSpec& f : scenarioFields()) {
            if (f.kind != FieldKind::Number && f.kind != FieldKind::Integer)
                continue;
            const double step = std::pow(10.0, -f.decimals);
            QVERIFY2(f.maximum - f.minimum >= step, f.pointer);
            QVERIFY2(f.fallback >= f.minimum - step && f.fallback <= f.maximum + step, f.pointer);
        }
    }

    void percentFieldsTypeAsShown_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<int>("shown");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("stored");
        QTest::newRow("acceptance 70 % -> 80 %")
            << "/workload/speculative_acceptance" << 70 << "80" << 0.8;
        QTest::newRow("prefix-cache hits 0 % -> 50 %")
            << "/workload/prefix_cache_hit_share" << 0 << "50" << 0.5;
    }
    void percentFieldsTypeAsShown() {
        QFETCH(QString, pointer);
        QFETCH(int, shown);
        QFETCH(QString, typed);
        QFETCH(double, stored);
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        const QByteArray p = pointer.toUtf8();
        auto* box = fieldBox<QDoubleSpinBox>(w, p.constData());
        QVERIFY(box);
        QCOMPARE(qRound(box->value()), shown);
        box->setFocus();
        QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(box, typed);
        QTest::keyClick(box, Qt::Key_Tab);
        QCOMPARE(box->text(), typed + QStringLiteral(" %"));
        const nlohmann::json v = document(w)->value(p.toStdString());
        QVERIFY(v.is_number());
        QVERIFY2(qAbs(v.get<double>() - stored) < 1e-9, v.dump().c_str());
    }

    // A trace replaces the distribution and the mean lengths: the form says so beside them.
    void traceIsShown() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        auto* label = w.findChild<QLabel*>(QStringLiteral("lengthTrace"));
        QVERIFY(label);
        QVERIFY(!label->isVisible());
        document(w)->setValue("/workload/lengths",
                              nlohmann::json::array({{1000, 200}, {300, 900}}));
        QTRY_VERIFY(label->isVisible());
        QVERIFY2(label->text().contains(QStringLiteral("2 request")), qPrintable(label->text()));
        document(w)->setValue("/workload/lengths", nullptr);
        document(w)->setValue("/workload/lengths_file", "traces/azure-conv.csv");
        QTRY_VERIFY(label->text().contains(QStringLiteral("azure-conv.csv")));
        QVERIFY(label->isVisible());
    }

    // A field the planner ignores in the scenario as set is greyed out and says why (helper
    // walkthrough, 2026-12-07: the rate stayed editable under maximum load, which ignores it).
    void unusedFieldsGreyOut() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        auto* rate = fieldBox<QDoubleSpinBox>(w, "/workload/target_requests_per_second");
        auto* arrival = fieldBox<QComboBox>(w, "/workload/arrival");
        QVERIFY(rate && arrival);
        QVERIFY(rate->isEnabled());
        const auto choose = [arrival](const char* key) { // as a click on the entry does
            arrival->setCurrentIndex(arrival->findData(QString::fromLatin1(key)));
            emit arrival->activated(arrival->currentIndex());
        };
        choose("max_load");
        QCOMPARE(document(w)->value("/workload/arrival"), nlohmann::json("max_load"));
        QTRY_VERIFY(!rate->isEnabled());
        QVERIFY(
            !fieldBox<QDoubleSpinBox>(w, "/workload/target_output_tokens_per_second")->isEnabled());
        // At maximum load the sequences in flight are what the KV cache holds, not the field's.
        QVERIFY(!fieldBox<QSpinBox>(w, "/workload/concurrency")->isEnabled());
        QVERIFY2(
            rate->toolTip().endsWith(QStringLiteral("Not used while Arrivals is Maximum load.")),
            qPrintable(rate->toolTip()));
        choose("constant");
        QTRY_VERIFY(rate->isEnabled());
        QVERIFY(fieldBox<QSpinBox>(w, "/workload/concurrency")->isEnabled());
        QVERIFY(!rate->toolTip().contains(QStringLiteral("Not used")));
        // The spread of fixed lengths (the default where the file has none) is not used either.
        auto* spread = fieldBox<QDoubleSpinBox>(w, "/workload/length_spread");
        document(w)->setValue("/workload/length_distribution", "uniform");
        QTRY_VERIFY(spread->isEnabled());
        document(w)->setValue("/workload/length_distribution", nullptr);
        QTRY_VERIFY(!spread->isEnabled());
        QVERIFY(spread->toolTip().endsWith(
            QStringLiteral("Not used while Length distribution is Fixed.")));
    }

    // The simulation's other percentiles are columns of their own, hidden until the Columns
    // menu shows them (helper walkthrough, 2026-12-06: p50 and p99 were in the JSON alone).
    void percentileColumns() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        QTableView* table = only<QTableView>(w, "optionsTable");
        for (const int c : {OptionsModel::TtftP50, OptionsModel::TtftP99, OptionsModel::TpotP50,
                            OptionsModel::TpotP99, OptionsModel::EndToEndAtPercentile,
                            OptionsModel::MeetsTargetsShare})
            QVERIFY(table->isColumnHidden(c));
        const auto raw = [&](int column) {
            return table->model()->index(0, column).data(RawValueRole);
        };
        QVERIFY(raw(OptionsModel::TtftP50).isValid()); // the first option is simulated
        QVERIFY(raw(OptionsModel::TtftP50).toDouble() <=
                raw(OptionsModel::TtftAtPercentile).toDouble());
        QVERIFY(raw(OptionsModel::TtftP99).toDouble() >=
                raw(OptionsModel::TtftAtPercentile).toDouble());
        QVERIFY(raw(OptionsModel::TpotP99).toDouble() >= raw(OptionsModel::TpotP50).toDouble());
        const double share = raw(OptionsModel::MeetsTargetsShare).toDouble();
        QVERIFY2(share > 0.9 && share <= 1.0, QByteArray::number(share).constData());
        // The Columns menu shows one.
        auto* button = only<QPushButton>(w, "columnsButton");
        QAction* p99 = nullptr;
        for (QAction* a : button->menu()->actions())
            if (a->text() == QStringLiteral("Time to first token, p99"))
                p99 = a;
        QVERIFY(p99);
        p99->setChecked(true);
        QVERIFY(!table->isColumnHidden(OptionsModel::TtftP99));
    }

    // A target left at 0 says "none" with its unit in sight: the time per output token is in
    // milliseconds where the time to first token is in seconds (helper walkthrough, 2026-12-07:
    // 0.05 typed as seconds became "none").
    void noTargetShowsItsUnit() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        auto* tpot = fieldBox<QDoubleSpinBox>(w, "/workload/tpot_target_seconds");
        QVERIFY(tpot);
        QCOMPARE(tpot->value(), 0.0); // the example sets none
        QCOMPARE(tpot->text(), QStringLiteral("none (ms)"));
        QCOMPARE(fieldBox<QDoubleSpinBox>(w, "/workload/ttft_target_seconds")->specialValueText(),
                 QStringLiteral("none (s)"));
    }

    // A latency axis cut short (its target times four) names the end it shows, after the nice
    // numbers (helper walkthrough, 2026-12-07: "cut at 8.00 s" beside an axis to 10).
    void cutAxisNamesItsEnd() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(::example("llama3-70b-serving.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* latency = only<LatencyRateChartView>(w);
        latency->refresh(PlanFormat(), QStringLiteral("USD"));
        int cuts = 0;
        for (QAbstractAxis* a : latency->chart()->axes(Qt::Vertical))
            if (auto* v = qobject_cast<QValueAxis*>(a);
                v && v->titleText().contains(QStringLiteral("(cut at"))) {
                ++cuts;
                QVERIFY2(v->titleText().endsWith(
                             QStringLiteral("(cut at %1)").arg(PlanFormat().seconds(v->max()))),
                         qPrintable(v->titleText()));
            }
        QCOMPARE(cuts, 1); // the time to first token runs past four times its 2 s target
    }
};

int runTestUiServingForm(int argc, char** argv) {
    TestUiServingForm t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_serving_form.moc"
