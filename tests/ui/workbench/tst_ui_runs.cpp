// Measured on our own runs (issue #30): Tools → Measured Runs… imports a Megatron log against the
// scenario open in the window, shows measured against planned in a table and a chart, keeps it
// in the user's data folder, and every plan on the same GPU and stack says it is calibrated; a
// file it cannot read changes nothing; Forget All takes the plan back.
#include "core/calibration_store.h"
#include "core/charts/plan_charts.h"
#include "core/models/measured_runs_model.h"
#include "ui_test_support.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"
#include "workbench/run_log_dialog.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QTableView>
#include <QTimer>
#include <QtTest>

using namespace gpuplanner::ui;

namespace {

// The tooltip of the options table's first row.
QString firstOptionTip(MainWindow& w) {
    return only<QTableView>(w, "optionsTable")
        ->model()
        ->index(0, 0)
        .data(Qt::ToolTipRole)
        .toString();
}

} // namespace

class TestUiRuns final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_runs")); }

    void importRunLogFromTheMenu() {
        // The run of the fixture log: Llama 3 8B on 64 H100s with Megatron-Core.
        const std::string scenario = write_file(dir_, "run.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(QString::fromStdString(scenario)));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 30000);
        const double hoursBefore = w.runner()->latest()->plan.options.at(0).hours;
        QVERIFY(!firstOptionTip(w).contains(QStringLiteral("Calibrated")));

        QAction* measured = nullptr;
        for (QAction* a : w.menuBar()->findChildren<QAction*>())
            if (a->text() == QStringLiteral("&Measured Runs…"))
                measured = a;
        QVERIFY(measured);
        int rows = -1, bars = -1;
        QString refusedMessage, status;
        QTimer::singleShot(0, &w, [&] {
            auto* dialog = qobject_cast<RunLogDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            // Not a log: nothing imported, the message names the file.
            const std::string junk = write_file(dir_, "junk.log", "hello\n");
            dialog->importFiles({QString::fromStdString(junk)});
            refusedMessage = dialog->messageLabel()->text();
            dialog->importFiles(
                {QString::fromStdString(fixture("calibration/megatron_gpt_8b.log"))});
            rows = dialog->model()->rowCount();
            bars = dialog->chart()->barCount();
            status = dialog->model()->index(0, MeasuredRunsModel::Status).data().toString();
            dialog->reject();
        });
        measured->trigger();
        QVERIFY2(refusedMessage.contains(QStringLiteral("junk.log")), qPrintable(refusedMessage));
        QCOMPARE(rows, 4); // step time, then MFU, memory and tokens/s beside it
        QCOMPARE(bars, 4);
        QCOMPARE(status, QStringLiteral("calibrates the plan"));
        QVERIFY(QFile::exists(CalibrationStore::path()));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(
            firstOptionTip(w).contains(QStringLiteral("Calibrated from our own runs on h100-sxm")),
            30000);
        QVERIFY(firstOptionTip(w).contains(QStringLiteral("our own runs' measurements")));
        QVERIFY(w.runner()->latest()->plan.options.at(0).hours > hoursBefore * 1.2);

        // Forget All: the plan goes back to the sourced figures.
        QTimer::singleShot(0, &w, [&] {
            if (auto* dialog = qobject_cast<RunLogDialog*>(QApplication::activeModalWidget())) {
                dialog->forgetAll();
                rows = dialog->model()->rowCount();
                dialog->reject();
            }
        });
        measured->trigger();
        QCOMPARE(rows, 0);
        QVERIFY(!QFile::exists(CalibrationStore::path()));
        QTRY_VERIFY_WITH_TIMEOUT(!firstOptionTip(w).contains(QStringLiteral("Calibrated")), 30000);
    }

    // A kept file broken by hand is named in the dialog and left as it is; plans go on without it.
    void brokenKeptFileIsNamed() {
        QFile f(CalibrationStore::path());
        QDir().mkpath(QFileInfo(f).absolutePath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"gpuplanner-calibration\", \"version\": 7}");
        f.close();
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(showPlanned(w, "llama2-7b-pretrain.gpuplan.json"));
        QVERIFY(!w.runner()->latest()->plan.options.empty());
        RunLogDialog dialog(nlohmann::json::object(), QStringLiteral("s"), w.runner()->catalogs(),
                            CalibrationStore::path(), PlanFormat(QLocale(), false));
        QVERIFY2(dialog.messageLabel()->text().contains(QStringLiteral("version")),
                 qPrintable(dialog.messageLabel()->text()));
        QFile::remove(CalibrationStore::path());
    }
};

int runTestUiRuns(int argc, char** argv) {
    TestUiRuns t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_runs.moc"
