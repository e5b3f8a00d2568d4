// The workbench, offscreen: typing into fields changes the table and the charts; undo and redo;
// save/open round trip; broken scenarios and catalogs are refused without changing anything;
// language switch; autosave recovery; the catalog editor never writes the bundled catalog.
#include "catalog/catalog_update.h"
#include "catalog/skypilot.h"
#include "core/application.h"
#include "core/charts/plan_charts.h"
#include "core/text/theme_colors.h"
#include "io/json_reader.h"
#include "test_paths.h"
#include "ui_test_support.h"
#include "workbench/catalog_dialog.h"
#include "workbench/local_gpu_panel.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"
#include "workbench/probe_runner.h"
#include "workbench/results_view.h"
#include "workbench/scenario_document.h"
#include "workbench/scenario_editor.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDialog>
#include <QDirIterator>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>

using namespace gpuplanner::ui;

namespace {

// A stand-in for gpuprobe: a shell script (CI has no GPU, and the real probe's no-GPU path is
// tested in tst_probe). gpuprobe's arguments here: --quick --machine-progress --json FILE.
QString fakeProbe(const QTemporaryDir& dir, const char* name, const QByteArray& body) {
    const QString path = dir.path() + QLatin1Char('/') + QString::fromUtf8(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n" + body);
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

QByteArray treeHash(const QString& dir) {
    QCryptographicHash h(QCryptographicHash::Sha256);
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString& f : files) {
        QFile file(f);
        if (file.open(QIODevice::ReadOnly))
            h.addData(file.readAll());
    }
    return h.result();
}

} // namespace

class TestUi final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui")); }

    void opensExampleAndPlans() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QString error;
        QVERIFY2(w.openScenario(example("llama3-8b-lora.gpuplan.json"), &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const QAbstractItemModel* options = only<QTableView>(w, "optionsTable")->model();
        QVERIFY(options->rowCount() > 10);
        QVERIFY(only<SummaryView>(w)->text().contains(QStringLiteral("Cheapest:")));
        // Charts are drawn when their tab is shown.
        auto* costTime = only<CostTimeChartView>(w);
        only<QTabWidget>(w, "resultsTabs")->setCurrentWidget(costTime);
        QCOMPARE(costTime->pointCount(), options->rowCount());
        // Each Pareto option of a training plan has its range drawn, and says it in the tooltip.
        QVERIFY(costTime->paretoPointCount() > 0);
        QCOMPARE(costTime->rangeBarCount(), costTime->paretoPointCount());
        const QString tip = options->index(0, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("Time: ")) && tip.contains(QStringLiteral("likely")),
                 qPrintable(tip));
        only<QTabWidget>(w, "resultsTabs")->setCurrentIndex(2);
        QVERIFY(only<MemoryChartView>(w)->categoryCount() > 10);
        QCOMPARE(only<MemoryChartView>(w)->barSetCount(), 6); // weights .. overhead
    }

    void typingChangesTableAndCharts() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const QAbstractItemModel* options = only<QTableView>(w, "optionsTable")->model();
        auto* costTime = only<CostTimeChartView>(w);
        only<QTabWidget>(w, "resultsTabs")->setCurrentWidget(costTime);
        const int before = options->rowCount();
        // At most 1 GPU instead of 8: fewer options, and the chart follows the table.
        auto* maxGpus = fieldBox<QSpinBox>(w, "/constraints/max_gpus");
        QVERIFY(maxGpus);
        maxGpus->selectAll();
        QTest::keyClicks(maxGpus, QStringLiteral("1"));
        QCOMPARE(document(w)->value("/constraints/max_gpus").get<int>(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w) && options->rowCount() < before, 20000);
        QCOMPARE(costTime->pointCount(), options->rowCount());
        for (int r = 0; r < options->rowCount(); ++r)
            QCOMPARE(options->index(r, 4).data(RawValueRole).toInt(), 1);
        // A longer sequence changes the memory at the user's layout shown in the summary.
        const QString summary = only<SummaryView>(w)->text();
        auto* seq = fieldBox<QSpinBox>(w, "/workload/sequence_length");
        seq->setValue(16384);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w) && only<SummaryView>(w)->text() != summary, 20000);
    }

    void undoRedoMergesEditsOfOneField() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        auto* mb = fieldBox<QSpinBox>(w, "/workload/micro_batch");
        QCOMPARE(mb->text(), QStringLiteral("automatic")); // the example leaves it to the plan
        mb->setValue(3);
        mb->setValue(4);
        mb->setValue(5);
        QCOMPARE(document(w)->undoStack()->count(), 1); // one field, one step
        QVERIFY(document(w)->isModified());
        document(w)->undoStack()->undo();
        QVERIFY(document(w)->value("/workload/micro_batch").is_null());
        QCOMPARE(mb->text(), QStringLiteral("automatic"));
        QVERIFY(!document(w)->isModified());
        document(w)->undoStack()->redo();
        QCOMPARE(mb->value(), 5);
        // Another field is another step.
        fieldBox<QSpinBox>(w, "/workload/lora_rank")->setValue(32);
        QCOMPARE(document(w)->undoStack()->count(), 2);
    }

    void saveOpenRoundTrip() {
        const QString path = dir_.filePath(QStringLiteral("round.gpuplan.json"));
        nlohmann::json saved;
        {
            MainWindow w;
            w.setConfirmOnClose(false);
            QVERIFY(w.openScenario(example("qlora-8b-workstation.gpuplan.json")));
            document(w)->setValue("/workload/lora_rank", 64);
            QCOMPARE(w.saveScenarioAs(path), QString());
            QVERIFY(!document(w)->isModified());
            saved = document(w)->json();
        }
        MainWindow again;
        again.setConfirmOnClose(false);
        QVERIFY(again.openScenario(path));
        QCOMPARE(document(again)->json(), saved);
        QCOMPARE(document(again)->value("/workload/lora_rank").get<int>(), 64);
        QCOMPARE(document(again)->value("/local/gpu").get<std::string>(), std::string("rtx-4090"));
    }

    void brokenScenarioChangesNothing_data() {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("malformed") << "{\"format\": "
                                   << "(top level): malformed JSON";
        QTest::newRow("unknown preset")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"nope"},"workload":{"type":"training"}})"
            << "model.preset: unknown model preset \"nope\"";
        QTest::newRow("negative batch")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},"workload":{"type":"training","micro_batch":-1}})"
            << "workload.micro_batch: -1 is out of range";
    }
    void brokenScenarioChangesNothing() {
        QFETCH(QString, content);
        QFETCH(QString, message);
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        const nlohmann::json before = document(w)->json();
        const QString path =
            QString::fromStdString(write_file(dir_, "broken.gpuplan.json", content.toStdString()));
        QString error;
        QVERIFY(!w.openScenario(path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": ") + message), qPrintable(error));
        QCOMPARE(document(w)->json(), before);
        QCOMPARE(document(w)->filePath(), example("llama3-8b-lora.gpuplan.json"));
    }

    void invalidEditShowsTheProblem() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const int rows = only<QTableView>(w, "optionsTable")->model()->rowCount();
        document(w)->setValue("/workload/tensor_parallel", 3); // does not divide 32 heads
        QTRY_VERIFY_WITH_TIMEOUT(!w.runner()->busy() && w.runner()->latest() &&
                                     !w.runner()->latest()->error.isEmpty(),
                                 20000);
        QVERIFY(only<QLabel>(w, "planError")
                    ->text()
                    .contains(QStringLiteral("workload.tensor_parallel")));
        QCOMPARE(only<QTableView>(w, "optionsTable")->model()->rowCount(),
                 rows); // the last good plan stays
    }

    void brokenUserCatalogNamesTheFile() {
        const QString path = QString::fromStdString(write_file(
            dir_, "user.json",
            R"({"format":"gpuplanner-offerings","version":1,"offerings":[{"provider":"x"}]})"));
        const auto catalogs = CatalogStore::load(path); // the bundled catalog still loads
        QVERIFY2(QString::fromStdString(catalogs->user_catalog_error)
                     .startsWith(path + QStringLiteral(": offerings[0].instance_type: missing")),
                 catalogs->user_catalog_error.c_str());
        QCOMPARE(catalogs->offerings.offerings.size(), catalogs->bundled_offerings);
        QVERIFY(catalogs->bundled_offerings > 100);
    }

    void autosaveAndRecovery() {
        nlohmann::json edited;
        QString crashed;
        {
            MainWindow w;
            w.setConfirmOnClose(false);
            QVERIFY(w.openScenario(example("bert-base-finetune.gpuplan.json")));
            document(w)->setValue("/workload/micro_batch", 7);
            w.autosave();
            edited = document(w)->json();
            crashed = w.autosavePath();
            QVERIFY(QFileInfo::exists(crashed));
            // No close(): as after a crash, the autosave stays.
        }
        MainWindow next;
        next.setConfirmOnClose(false);
        QVERIFY(next.recoverAutosave(false));
        QCOMPARE(document(next)->json(), edited);
        QVERIFY(document(next)->isModified());
        QVERIFY(!QFileInfo::exists(crashed)); // recovered: the window's own autosave holds it
        next.close();
        QVERIFY(!QFileInfo::exists(next.autosavePath())); // a clean exit removes it
    }

    void catalogEditorNeverWritesBundledCatalog() {
        const auto catalogs = CatalogStore::load(QString());
        const QString bundled = QString::fromStdString(catalogs->resources_dir);
        const QByteArray before = treeHash(bundled);
        // Refuses a path inside the bundled resources.
        CatalogDialog inside(catalogs, bundled + QStringLiteral("/catalog/offerings/aws.json"),
                             QStringLiteral("2026-11-30"));
        QVERIFY(
            inside.save().contains(QStringLiteral("refusing to write inside the bundled catalog")));
        // Edits and imports go to the user file.
        const QString user = dir_.filePath(QStringLiteral("user-offerings.json"));
        CatalogDialog dialog(catalogs, user, QStringLiteral("2026-11-30"));
        dialog.offeringsTable()->item(0, 6)->setText(QStringLiteral("1.2345"));
        QVERIFY(dialog.importCatalog(QString::fromStdString(fixture("skypilot/lambda/vms.csv")))
                    .contains(QStringLiteral("3 offerings")));
        // gpuhunt's and dstack's formats through the same button: runpod's three, dstack's two.
        QVERIFY(dialog.importCatalog(QString::fromStdString(fixture("gpuhunt/runpod.csv")))
                    .contains(QStringLiteral("3 offerings imported from 6 rows of a gpuhunt")));
        QVERIFY(dialog.importCatalog(QString::fromStdString(fixture("dstack/offers.json")))
                    .contains(QStringLiteral("2 offerings")));
        QVERIFY(dialog.importCatalog(QString::fromStdString(fixture("skypilot/not-skypilot.csv")))
                    .contains(QStringLiteral("not-skypilot.csv")));
        QCOMPARE(dialog.save(), QString());
        QCOMPARE(treeHash(bundled), before);
        const auto reloaded = CatalogStore::load(user);
        // Imported rows with the key (provider/instance/region) of a bundled row replace it.
        std::set<std::string> keys;
        for (const auto& o : catalogs->offerings.offerings)
            keys.insert(o.key());
        std::size_t added = 0;
        for (const char* file :
             {"skypilot/lambda/vms.csv", "gpuhunt/runpod.csv", "dstack/offers.json"}) {
            const std::string path = fixture(file);
            const auto imported = gpuplanner::import_catalog_text(
                gpuplanner::read_input_file(path, 1 << 20), path,
                gpuplanner::provider_from_origin(path), "2026-11-30", nullptr);
            for (const auto& o : imported.result.offerings)
                added += keys.insert(o.key()).second ? 1 : 0;
        }
        QCOMPARE(reloaded->offerings.offerings.size(),
                 catalogs->offerings.offerings.size() + added);
        QCOMPARE(*reloaded->offerings.offerings[0].on_demand_per_hour,
                 1.2345); // the edit overrides the bundled row
    }

    void filterLivesInTheCore() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        gpuplanner::OptionFilter f;
        f.providers.insert("gcp");
        auto* proxy = only<OptionsFilterModel>(w, "optionsProxy");
        proxy->setFilter(f);
        QVERIFY(proxy->rowCount() > 0);
        for (int r = 0; r < proxy->rowCount(); ++r)
            QCOMPARE(proxy->index(r, 0).data().toString(), QStringLiteral("gcp"));
        // Sorting is numeric (raw values), not by the display text.
        only<QTableView>(w, "optionsTable")->sortByColumn(9, Qt::AscendingOrder);
        for (int r = 1; r < proxy->rowCount(); ++r)
            QVERIFY(proxy->index(r - 1, 9).data(RawValueRole).toDouble() <=
                    proxy->index(r, 9).data(RawValueRole).toDouble());
    }

    // Importing a probe result makes it the own machine (one undo step); the table, the chart and
    // the comparison follow the plan; a broken file changes nothing; forgetting keeps the
    // catalog GPU.
    void localGpuImportAndForget() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        LocalGpuPanel* panel = only<LocalGpuPanel>(w);
        const QAbstractItemModel* measured = only<QTableView>(*panel, "probeTable")->model();
        QCOMPARE(measured->rowCount(), 0);
        const nlohmann::json before = document(w)->json();

        const QString bad = QString::fromStdString(
            write_file(dir_, "bad-probe.json", R"({"format":"gpuplanner-probe","version":1})"));
        const QString error = panel->attachProbe(bad);
        QVERIFY2(error.startsWith(bad + QStringLiteral(": devices: ")), qPrintable(error));
        QCOMPARE(document(w)->json(), before);

        const QString probe = QString::fromStdString(fixture("probe/synthetic-h100.json"));
        QVERIFY(panel->attachProbe(probe).isEmpty());
        QCOMPARE(document(w)->value("/local/probe").get<std::string>(), probe.toStdString());
        QCOMPARE(document(w)->value("/local/purchase_price").get<double>(), 0.0);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w) && w.runner()->latest()->plan.local_probe, 20000);
        QCOMPARE(measured->rowCount(), 6); // fp32, bf16, triad, copy, h2d, d2h
        QCOMPARE(measured->index(1, 3).data().toString(), QStringLiteral("71%"));
        only<QTabWidget>(w, "resultsTabs")->setCurrentWidget(panel);
        QCOMPARE(only<ProbeChartView>(*panel)->categoryCount(), 4); // with a datasheet figure
        const QString comparison = only<QLabel>(*panel, "probeComparison")->text();
        QVERIFY2(comparison.contains(QStringLiteral("as long")), qPrintable(comparison));
        const QString device = only<QLabel>(*panel, "probeDevice")->text();
        QVERIFY(device.contains(QStringLiteral("NVIDIA H100 80GB HBM3")));

        panel->forgetProbe();
        QCOMPARE(document(w)->value("/local/gpu").get<std::string>(), std::string("h100-sxm"));
        QVERIFY(document(w)->value("/local/probe").is_null());
        document(w)->undoStack()->undo();
        document(w)->undoStack()->undo();
        QCOMPARE(document(w)->json(), before);
    }

    void probeRunnerOutcomes_data() {
        QTest::addColumn<QByteArray>("script");
        QTest::addColumn<int>("timeout");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("message");
        const QByteArray fixtureFile =
            QByteArray::fromStdString(fixture("probe/synthetic-h100.json"));
        QTest::newRow("measured")
            << QByteArray("echo 'gpuprobe-progress 0.500 memory copy'\necho 'GPU 0: table'\n"
                          "cp '" +
                          fixtureFile + "' \"$4\"\nexit 0\n")
            << 30 << true << QString();
        QTest::newRow("no GPU")
            << QByteArray("echo 'gpuprobe: gpuprobe found no NVIDIA driver on this machine.' >&2\n"
                          "exit 3\n")
            << 30 << false
            << QStringLiteral("gpuprobe found no NVIDIA GPU it can use on this machine");
        QTest::newRow("crash") << QByteArray("kill -SEGV $$\n") << 30 << false
                               << QStringLiteral("gpuprobe crashed");
        QTest::newRow("hang") << QByteArray("exec sleep 60\n") << 1 << false
                              << QStringLiteral("did not finish in time");
        QTest::newRow("nothing written") << QByteArray("exit 0\n") << 30 << false
                                         << QStringLiteral("without writing its result");
        QTest::newRow("failed measurement")
            << QByteArray("echo 'gpuprobe: GPU 0 GEMM fp8 failed: status 7' >&2\ncp '" +
                          fixtureFile + "' \"$4\"\nexit 4\n")
            << 30 << true << QStringLiteral("GEMM fp8 failed");
    }
    // The workbench survives whatever the probe process does; only a written result succeeds.
    void probeRunnerOutcomes() {
        QFETCH(QByteArray, script);
        QFETCH(int, timeout);
        QFETCH(bool, ok);
        QFETCH(QString, message);
        ProbeRunner runner;
        runner.setExecutable(fakeProbe(dir_, "fake-gpuprobe", script));
        runner.setTimeoutSeconds(timeout);
        QSignalSpy progress(&runner, &ProbeRunner::progress);
        QSignalSpy succeeded(&runner, &ProbeRunner::succeeded);
        QSignalSpy failed(&runner, &ProbeRunner::failed);
        const QString out = dir_.path() + QStringLiteral("/probe-out.json");
        runner.start(true, out);
        QVERIFY(runner.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(succeeded.count() + failed.count() == 1, 20000);
        QVERIFY(!runner.isRunning());
        if (ok) {
            QCOMPARE(succeeded.at(0).at(0).toString(), out);
            QVERIFY(succeeded.at(0).at(1).toString().contains(message));
        } else {
            QVERIFY2(failed.at(0).at(0).toString().contains(message),
                     qPrintable(failed.at(0).at(0).toString()));
        }
        if (script.contains("gpuprobe-progress")) {
            QCOMPARE(progress.count(), 1);
            QCOMPARE(progress.at(0).at(0).toDouble(), 0.5);
            QCOMPARE(progress.at(0).at(1).toString(), QStringLiteral("memory copy"));
        }
    }

    // Run from the panel: progress, Cancel, and a successful run entering the plan.
    void probeRunFromThePanel() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        LocalGpuPanel* panel = only<LocalGpuPanel>(w);
        const nlohmann::json before = document(w)->json();
        only<ProbeRunner>(w)->setExecutable(
            fakeProbe(dir_, "slow-gpuprobe",
                      "echo 'gpuprobe-progress 0.250 gemm bf16 1024x1024x1024'\n"
                      "exec sleep 60\n"));
        auto* cancel = only<QPushButton>(*panel, "probeCancel");
        auto* quick = only<QPushButton>(*panel, "probeQuick");
        panel->runProbe(true);
        QVERIFY(cancel->isEnabled());
        QVERIFY(!quick->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(only<QProgressBar>(*panel, "probeProgress")->value(), 250, 10000);
        cancel->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            only<QLabel>(*panel, "probeMessage")->text().contains(QStringLiteral("Cancelled")),
            10000);
        QCOMPARE(document(w)->json(), before);
        QVERIFY(quick->isEnabled());

        const QByteArray fixtureFile =
            QByteArray::fromStdString(fixture("probe/synthetic-h100.json"));
        only<ProbeRunner>(w)->setExecutable(
            fakeProbe(dir_, "good-gpuprobe", "cp '" + fixtureFile + "' \"$4\"\n"));
        panel->runProbe(true);
        QTRY_VERIFY_WITH_TIMEOUT(document(w)->value("/local/probe").is_string(), 10000);
        const QString saved =
            QString::fromStdString(document(w)->value("/local/probe").get<std::string>());
        QVERIFY2(saved.startsWith(userDataFolder()), qPrintable(saved));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w) && w.runner()->latest()->plan.local_probe, 20000);
    }

    // The real gpuprobe from the workbench's runner, where it was built: on a machine without a
    // GPU (CI) the panel's message is gpuprobe's one sentence; with one, the run succeeds.
    void realGpuprobeFromTheRunner() {
        ProbeRunner runner;
        if (runner.executable().isEmpty())
            QSKIP("gpuprobe is not built here (no CUDA compiler)");
        QSignalSpy succeeded(&runner, &ProbeRunner::succeeded);
        QSignalSpy failed(&runner, &ProbeRunner::failed);
        runner.start(true, dir_.path() + QStringLiteral("/real-probe.json"));
        QTRY_VERIFY_WITH_TIMEOUT(succeeded.count() + failed.count() == 1, 180000);
        if (failed.count() == 1)
            QVERIFY2(failed.at(0).at(0).toString().startsWith(
                         QStringLiteral("gpuprobe found no NVIDIA GPU")),
                     qPrintable(failed.at(0).at(0).toString()));
    }

    void findsGpuprobe() {
        const QString fake = fakeProbe(dir_, "env-gpuprobe", "exit 0\n");
        qputenv("GPUPLANNER_GPUPROBE", fake.toUtf8());
        QCOMPARE(ProbeRunner::findExecutable(), fake);
        qputenv("GPUPLANNER_GPUPROBE", QByteArray("/nonexistent/gpuprobe"));
        QCOMPARE(ProbeRunner::findExecutable(), QString());
        ProbeRunner runner;
        QSignalSpy failed(&runner, &ProbeRunner::failed);
        runner.start(true, dir_.path() + QStringLiteral("/x.json"));
        QCOMPARE(failed.count(), 1); // not found: said at once, nothing started
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("not found")));
        qunsetenv("GPUPLANNER_GPUPROBE");
    }
};

int runTestUi(int argc, char** argv) {
    TestUi t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui.moc"
