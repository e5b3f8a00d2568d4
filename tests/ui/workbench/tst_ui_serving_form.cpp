// The serving fields of the form as a user types them (helper walkthrough, 2026-12-06): shares
// shown in percent hold the fraction the planner reads, and every number on the form can take
// more than one value.
#include "core/field_specs.h"
#include "ui_test_support.h"
#include "workbench/main_window.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QDoubleSpinBox>
#include <QLabel>
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
};

int runTestUiServingForm(int argc, char** argv) {
    TestUiServingForm t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_serving_form.moc"
