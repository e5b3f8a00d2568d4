// Exporting launch files from the workbench (issues #14, #24): the dialog offers the formats
// that apply, writes a new folder, asks before replacing an earlier export (naming its files),
// and never empties a folder of the user's own files: it offers a new subfolder instead; the
// PDF report, its table cells kept whole between words, and the export shortcuts from inside a
// form field.
#include "launch/launch.h"
#include "report/page_writer.h"
#include "ui_test_support.h"
#include "workbench/dialog_folders.h"
#include "workbench/export_launch_dialog.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gpuplanner::ui;

class TestUiExport final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_export")); }

    // A report table breaks a cell between words, never inside a figure with its unit or a
    // label with its figure (the serving layout broke as "attention dp / 8"): the spaces kept
    // are the only places a line may break.
    void reportCellsKeepFiguresWhole_data() {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("breaks"); // the cell's ASCII spaces as "|"
        QTest::newRow("price") << QStringLiteral("6.84 USD") << QStringLiteral("6.84~USD");
        QTest::newRow("GPUs") << QStringLiteral("8 × h100-sxm") << QStringLiteral("8~×~h100-sxm");
        QTest::newRow("serving layout") << QStringLiteral("2 × tp 1 × attention dp 8 (ep 8)")
                                        << QStringLiteral("2~×~tp~1~×~attention|dp~8~(ep~8)");
        QTest::newRow("Chinese layout") << QStringLiteral("2 × tp 1 × 注意力数据并行 8")
                                        << QStringLiteral("2~×~tp~1~×~注意力数据并行~8");
        QTest::newRow("words") << QStringLiteral("compute; Pareto")
                               << QStringLiteral("compute;|Pareto");
        // A label joins a short figure ("tp 2"), not a long sum: "commits 128,364,134 USD" as
        // one word was wider than the notes column and broke as "US / D" (helper walkthrough,
        // 2026-12-07).
        QTest::newRow("commitment") << QStringLiteral("commits 128,364,134 USD over 3 years")
                                    << QStringLiteral("commits|128,364,134~USD|over~3~years");
    }
    void reportCellsKeepFiguresWhole() {
        QFETCH(QString, cell);
        QFETCH(QString, breaks);
        QString shown = PageWriter::tableCellText(cell);
        shown.replace(QChar(0x00A0), QLatin1Char('~')).replace(QLatin1Char(' '), QLatin1Char('|'));
        QCOMPARE(shown, breaks);
    }

    // Ctrl+E in a text or number field opens Export PDF Report, as the menu says, rather than
    // moving the field's cursor to the end (helper check, 2026-12-06).
    void exportShortcutWorksFromAField() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* rank = fieldBox<QSpinBox>(w, "/workload/lora_rank");
        rank->setFocus();
        QTRY_VERIFY(rank->hasFocus());
        QString opened;
        QTimer::singleShot(0, &w, [&opened] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                opened = dialog->windowTitle();
                dialog->reject();
            }
        });
        QTest::keyClick(rank, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(opened, QStringLiteral("Export PDF Report"));
        QCOMPARE(rank->value(), 16); // the field kept its value
    }

    // A dialog never offers "Documents" as a file name: an account without that folder starts
    // in its home (helper check, 2026-12-06).
    void dialogsStartInAFolderThatExists() {
        QTemporaryDir home;
        const QByteArray before = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        const QString start = dialogStart(QStringLiteral("never-used-kind"));
        const QString named =
            dialogStart(QStringLiteral("never-used-kind"), QStringLiteral("a.pdf"));
        qputenv("HOME", before);
        QVERIFY2(QFileInfo(start).isDir(), qPrintable(start));
        QCOMPARE(QFileInfo(named).fileName(), QStringLiteral("a.pdf"));
        QVERIFY(QFileInfo(QFileInfo(named).absolutePath()).isDir());
    }

    // The PDF report from the window: a real PDF of some size.
    void exportPdfReport() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-70b-serving.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("export.pdf"));
        QCOMPARE(w.exportReport(pdf), QString());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        QVERIFY(f.size() > 20000);
    }

    // Export launch files from the workbench (issue #14): the dialog offers the formats that
    // apply to the option (no SkyPilot for the own machine), writes the folder, and says so
    // when the folder is in the way instead of overwriting it.
    void exportLaunchFilesFromTheWorkbench() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("qlora-8b-workstation.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const auto snap = w.runner()->latest();
        QVERIFY(snap && !snap->plan.options.empty());
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("launch"));
        ExportLaunchDialog cloud(snap, 0, folder);
        QStringList questions;
        bool answer = false;
        cloud.setAsk([&](const QString& q) {
            questions << q;
            return answer;
        });
        QCOMPARE(cloud.formatBox()->count(), 3);
        QVERIFY(cloud.exportNow());
        QVERIFY(questions.isEmpty()); // a new folder: nothing to ask
        for (const char* f : {"job.sbatch", "ds_config.json", "README.md"})
            QVERIFY2(QFile::exists(folder + QLatin1Char('/') + QLatin1String(f)), f);
        // Again: the question names the files it replaces; No leaves them.
        QFile notes(folder + QStringLiteral("/notes.txt"));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("mine\n");
        notes.close();
        QVERIFY(!cloud.exportNow());
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions.last().contains(QStringLiteral("job.sbatch")) &&
                     questions.last().contains(QStringLiteral("README.md")) &&
                     !questions.last().contains(QStringLiteral("notes.txt")),
                 qPrintable(questions.last()));
        answer = true;
        QVERIFY(cloud.exportNow());
        QVERIFY(QFile::exists(folder + QStringLiteral("/notes.txt")));

        // Issue #24: a folder of the user's files (Documents) was emptied after one "Yes". Now
        // the question offers a new subfolder, and every file there survives either answer.
        const QString documents = dir.filePath(QStringLiteral("Documents"));
        QVERIFY(QDir().mkpath(documents + QStringLiteral("/sub")));
        for (const QString& name : {QStringLiteral("thesis.tex"), QStringLiteral("sub/data.csv")}) {
            QFile f(documents + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me\n");
        }
        ExportLaunchDialog toDocuments(snap, 0, documents);
        questions.clear();
        toDocuments.setAsk([&](const QString& q) {
            questions << q;
            return answer;
        });
        answer = false;
        QVERIFY(!toDocuments.exportNow());
        QCOMPARE(QDir(documents).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList({QStringLiteral("sub"), QStringLiteral("thesis.tex")}));
        answer = true;
        QVERIFY(toDocuments.exportNow());
        QVERIFY2(questions.last().contains(QStringLiteral("thesis.tex")),
                 qPrintable(questions.last()));
        QCOMPARE(toDocuments.folder(), documents + QStringLiteral("/launch-slurm"));
        QVERIFY(QFile::exists(documents + QStringLiteral("/launch-slurm/job.sbatch")));
        for (const QString& name : {QStringLiteral("thesis.tex"), QStringLiteral("sub/data.csv")}) {
            QFile f(documents + QLatin1Char('/') + name);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("keep me\n"));
        }
        std::size_t owned = 0;
        while (snap->plan.options[owned].billing != gpuplanner::BillingMode::Owned)
            ++owned;
        ExportLaunchDialog mine(snap, owned, dir.filePath(QStringLiteral("own")));
        QCOMPARE(mine.formatBox()->count(), 2); // Slurm and Kubernetes
        QVERIFY(mine.exportNow());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("own/job.sbatch"))));
        QCOMPARE(exportLaunchFiles(*snap, owned, gpuplanner::LaunchFormat::SkyPilot,
                                   dir.filePath(QStringLiteral("sky")), false)
                     .isEmpty(),
                 false);
    }

    // A served MoE whose replicas span two nodes (DeepSeek-V3 on H100: attention dp 16): the
    // dialog offers Slurm, Kubernetes (a LeaderWorkerSet) and SkyPilot where it has the cloud (a
    // cluster per replica), and says how each node runs.
    void replicaOverNodesExportsEverywhere() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("deepseek-v3-serving.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const auto snap = w.runner()->latest();
        QVERIFY(snap);
        std::size_t spans = 0;
        while (spans < snap->plan.options.size() &&
               !gpuplanner::replica_spans_nodes(snap->plan.options[spans]))
            ++spans;
        QVERIFY(spans < snap->plan.options.size());
        QTemporaryDir dir;
        ExportLaunchDialog d(snap, spans, dir.filePath(QStringLiteral("serve")));
        // Slurm, Kubernetes (a LeaderWorkerSet) and, where SkyPilot has the provider's cloud,
        // SkyPilot (a cluster per replica, since 2026-12-06).
        const gpuplanner::PlanOption& o = snap->plan.options[spans];
        const bool sky = gpuplanner::launch_format_applies(o, gpuplanner::LaunchFormat::SkyPilot);
        QCOMPARE(d.formatBox()->count(), sky ? 3 : 2);
        QVERIFY(d.formatBox()->itemText(0).contains(QStringLiteral("vLLM")));
        const QString skyResult =
            exportLaunchFiles(*snap, spans, gpuplanner::LaunchFormat::SkyPilot,
                              dir.filePath(QStringLiteral("sky")), false);
        if (sky) {
            QVERIFY2(skyResult.isEmpty(), qPrintable(skyResult));
            QFile task(dir.filePath(QStringLiteral("sky/task.yaml")));
            QVERIFY(task.open(QIODevice::ReadOnly));
            QVERIFY(task.readAll().contains("num_nodes: "));
        } else {
            QVERIFY2(skyResult.contains(QStringLiteral("SkyPilot")), qPrintable(skyResult));
        }
        QVERIFY(exportLaunchFiles(*snap, spans, gpuplanner::LaunchFormat::Kubernetes,
                                  dir.filePath(QStringLiteral("k8s")), false)
                    .isEmpty());
        QFile lws(dir.filePath(QStringLiteral("k8s/vllm.yaml")));
        QVERIFY(lws.open(QIODevice::ReadOnly));
        QVERIFY(lws.readAll().contains("kind: LeaderWorkerSet"));
        QVERIFY(d.exportNow());
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("serve/vllm_serve.sh"))));
    }
};

int runTestUiExport(int argc, char** argv) {
    TestUiExport t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_export.moc"
