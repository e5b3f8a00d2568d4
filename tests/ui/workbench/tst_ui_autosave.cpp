// Work in the workbench survives crashes (issue #24, part 2), through real windows in a temp HOME
// (QStandardPaths' test mode): a crash's autosave is offered whether or not a file is named, a
// clean quit keeps what was never offered, each window has its own autosave, an unreadable one is
// set aside and named, an unwritable data folder is reported once, Save As into another folder
// keeps relative paths working, and saving over a file changed on disk asks first; the user's
// files leave the doubled folder an earlier version used.
#include "core/catalog_store.h"
#include "ui_test_support.h"
#include "workbench/autosave_store.h"
#include "workbench/main_window.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLockFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <memory>

using namespace gpuplanner::ui;

namespace {

QString lockOf(const QString& autosave) {
    return autosave.chopped(int(qstrlen(".gpuplan.json"))) + QStringLiteral(".lock");
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// A window edits the bert example, autosaves and is gone without closing, as in a crash. Its lock
// is then left as `lock` says: "gone", "dead" (a lock file of a process that no longer runs, as
// kill -9 leaves it) or "garbage" (a lock file nobody can read, a minute old).
QString crashWithAutosave(const QString& lock, nlohmann::json* edited) {
    QString path;
    {
        MainWindow w;
        w.setConfirmOnClose(false);
        if (!w.openScenario(example("bert-base-finetune.gpuplan.json")))
            return {};
        document(w)->setValue("/workload/micro_batch", 7);
        w.autosave();
        if (edited)
            *edited = document(w)->json();
        path = w.autosavePath();
    }
    const QString lockPath = lockOf(path);
    if (lock == QLatin1String("dead")) {
        QByteArray contents;
        {
            QLockFile live(lockPath);
            if (!live.tryLock(0))
                return {};
            contents = readAll(lockPath);
        }
        contents = QByteArrayLiteral("2147483000") + contents.mid(contents.indexOf('\n'));
        if (!writeAll(lockPath, contents))
            return {};
    } else if (lock == QLatin1String("garbage")) {
        QFile f(lockPath);
        if (!f.open(QIODevice::WriteOnly) || f.write("not a lock file") < 0 || !f.flush())
            return {};
        f.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime);
    }
    return path;
}

QAction* saveAction(MainWindow& w) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            return a;
    return nullptr;
}

} // namespace

class TestUiAutosave final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_autosave")); }
    // Every test starts with no autosave and with its folders free, even after a test that put a
    // file in their way failed half-way.
    void init() {
        const QString folder = MainWindow::autosaveFolder();
        for (const QString& path : {QFileInfo(folder).absolutePath(), folder})
            if (QFileInfo(path).isFile())
                QFile::remove(path);
        QDir(folder).removeRecursively();
    }

    // The user's files live in <data>/<application> (not <data>/<org>/<app>, which read
    // "GPU Planner/GPU Planner"); what an earlier version left in the doubled folder moves over,
    // and a file already in the new folder is kept.
    void userFilesLeaveTheDoubledFolder() {
        const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        const QString now =
            QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                .filePath(QCoreApplication::applicationName());
        QVERIFY(old != now);
        QDir(now).removeRecursively();
        QVERIFY(QDir().mkpath(old + QStringLiteral("/autosave")));
        const auto write = [](const QString& path, const QByteArray& bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        write(old + QStringLiteral("/user-offerings.json"), "old catalog");
        write(old + QStringLiteral("/autosave/a.json"), "old autosave");
        QCOMPARE(userDataFolder(), now);
        QCOMPARE(CatalogStore::userCatalogPath(), now + QStringLiteral("/user-offerings.json"));
        QFile moved(now + QStringLiteral("/user-offerings.json"));
        QVERIFY(moved.open(QIODevice::ReadOnly));
        QCOMPARE(moved.readAll(), QByteArray("old catalog"));
        QVERIFY(QFileInfo::exists(now + QStringLiteral("/autosave/a.json")));
        QVERIFY(!QFileInfo::exists(old + QStringLiteral("/user-offerings.json")));
        // A file in both: the new folder's stays, the old one is left where it was.
        write(old + QStringLiteral("/user-offerings.json"), "older");
        (void)userDataFolder();
        QFile kept(now + QStringLiteral("/user-offerings.json"));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old catalog"));
        QVERIFY(QFileInfo::exists(old + QStringLiteral("/user-offerings.json")));
        QDir(old).removeRecursively();
        QDir(now).removeRecursively();
    }

    // After a crash the next start offers the autosave, with a file named or not and however
    // the crashed window's lock was left; Recover, Discard and Keep for later do what they say.
    void crashIsOfferedWhateverTheCommandLine_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("lock");
        QTest::addColumn<QString>("answer");
        const QString named = example("llama3-8b-lora.gpuplan.json");
        QTest::newRow("no file, lock gone, recover") << QString() << "gone"
                                                     << "Recover";
        QTest::newRow("file named, lock gone, recover") << named << "gone"
                                                        << "Recover";
        QTest::newRow("file named, dead process's lock, recover") << named << "dead"
                                                                  << "Recover";
        QTest::newRow("file named, unreadable lock, recover") << named << "garbage"
                                                              << "Recover";
        QTest::newRow("file named, discard") << named << "dead"
                                             << "Discard";
        QTest::newRow("file named, keep for later") << named << "dead"
                                                    << "Keep for later";
    }
    void crashIsOfferedWhateverTheCommandLine() {
        QFETCH(QString, file);
        QFETCH(QString, lock);
        QFETCH(QString, answer);
        nlohmann::json edited;
        const QString crashed = crashWithAutosave(lock, &edited);
        QVERIFY(QFileInfo::exists(crashed));
        QObject context;
        MainWindow w;
        w.setConfirmOnClose(false);
        const auto box = answerNextBox(&context, answer);
        QString error;
        QVERIFY2(w.start(file, true, &error), qPrintable(error));
        QVERIFY(box->seen);
        QVERIFY2(box->text.contains(QLatin1String("bert-base-finetune.gpuplan.json")),
                 qPrintable(box->text));
        if (!file.isEmpty())
            QVERIFY2(box->text.contains(QLatin1String("instead of llama3-8b-lora.gpuplan.json")),
                     qPrintable(box->text));
        if (answer == QLatin1String("Recover")) {
            QCOMPARE(document(w)->json(), edited);
            QVERIFY(document(w)->isModified());
            QCOMPARE(document(w)->filePath(), example("bert-base-finetune.gpuplan.json"));
            QVERIFY(QFileInfo::exists(w.autosavePath())); // this window's autosave holds it now
            QVERIFY(!QFileInfo::exists(crashed));
        } else {
            QCOMPARE(document(w)->filePath(),
                     file.isEmpty() ? example("bert-base-finetune.gpuplan.json") : file);
            QVERIFY(!document(w)->isModified());
            QCOMPARE(QFileInfo::exists(crashed), answer == QLatin1String("Keep for later"));
        }
        w.close();
        MainWindow next; // kept for later: offered again
        next.setConfirmOnClose(false);
        QCOMPARE(next.recoverAutosave(false), answer == QLatin1String("Keep for later"));
    }

    // A clean quit removes the window's own autosave only: one a crash left and nobody was
    // offered (a start with --screenshot) stays for the next start.
    void cleanQuitKeepsWhatWasNeverOffered() {
        nlohmann::json edited;
        const QString crashed = crashWithAutosave(QStringLiteral("dead"), &edited);
        QVERIFY(QFileInfo::exists(crashed));
        {
            MainWindow w;
            w.setConfirmOnClose(false);
            QVERIFY(w.start(example("llama3-8b-lora.gpuplan.json"), false));
            document(w)->setValue("/workload/micro_batch", 2);
            w.autosave();
            QVERIFY(QFileInfo::exists(w.autosavePath()));
            w.close();
            QVERIFY(!QFileInfo::exists(w.autosavePath()));
        }
        QVERIFY(QFileInfo::exists(crashed));
        MainWindow next;
        next.setConfirmOnClose(false);
        QVERIFY(next.recoverAutosave(false));
        QCOMPARE(document(next)->json(), edited);
    }

    // An edit back to what the file holds is no change: the title loses its "*" (helper
    // walkthrough, 2026-12-07: a combo switched away and back kept it).
    void editBackIsNoChange() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.start(example("llama3-8b-lora.gpuplan.json"), false));
        const nlohmann::json before = document(w)->value("/workload/micro_batch");
        document(w)->setValue("/workload/micro_batch", 7);
        QVERIFY(document(w)->isModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral(" *")));
        document(w)->setValue("/workload/micro_batch", before);
        QVERIFY(!document(w)->isModified());
        QVERIFY2(!w.windowTitle().contains(QStringLiteral(" *")), qPrintable(w.windowTitle()));
        w.close();
    }

    // Two windows (as two instances) autosave to two files and never take each other's as a
    // crash's; closing one leaves the other's.
    void eachWindowHasItsOwnAutosave() {
        MainWindow a, b;
        for (MainWindow* w : {&a, &b}) {
            w->setConfirmOnClose(false);
            QVERIFY(w->openScenario(example("bert-base-finetune.gpuplan.json")));
        }
        document(a)->setValue("/workload/micro_batch", 3);
        document(b)->setValue("/workload/micro_batch", 5);
        a.autosave();
        b.autosave();
        QVERIFY(a.autosavePath() != b.autosavePath());
        nlohmann::json json;
        QVERIFY(ScenarioDocument::readJson(a.autosavePath(), json).isEmpty());
        QCOMPARE(json, document(a)->json());
        QVERIFY(ScenarioDocument::readJson(b.autosavePath(), json).isEmpty());
        QCOMPARE(json, document(b)->json());
        MainWindow c; // a third start: both are live, nothing to recover
        c.setConfirmOnClose(false);
        QVERIFY(!c.recoverAutosave(false));
        a.close();
        QVERIFY(!QFileInfo::exists(a.autosavePath()));
        QVERIFY(QFileInfo::exists(b.autosavePath()));
    }

    // An autosave that cannot be read is renamed aside, named to the user, and neither offered
    // again nor replaced.
    void unreadableAutosaveIsSetAsideAndNamed_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("no file named") << QString();
        QTest::newRow("file named") << example("llama3-8b-lora.gpuplan.json");
    }
    void unreadableAutosaveIsSetAsideAndNamed() {
        QFETCH(QString, file);
        const QString crashed = crashWithAutosave(QStringLiteral("dead"), nullptr);
        QVERIFY(writeAll(crashed, "{\"format\": \"gpuplanner-scenario\", \"na"));
        QObject context;
        MainWindow w;
        w.setConfirmOnClose(false);
        const auto box = answerNextBox(&context, QStringLiteral("OK"));
        QVERIFY(w.start(file, true));
        QVERIFY(box->seen);
        QVERIFY(!QFileInfo::exists(crashed));
        const QStringList aside =
            QDir(MainWindow::autosaveFolder())
                .entryList(QStringList{QStringLiteral("autosave-*-unreadable-*")});
        QCOMPARE(aside.size(), 1);
        const QString kept = QDir(MainWindow::autosaveFolder()).filePath(aside.first());
        QVERIFY2(box->text.contains(kept), qPrintable(box->text));
        QCOMPARE(readAll(kept), QByteArray("{\"format\": \"gpuplanner-scenario\", \"na"));
        QVERIFY(!document(w)->isModified());
        document(w)->setValue("/workload/micro_batch", 4);
        w.autosave();
        QCOMPARE(readAll(kept), QByteArray("{\"format\": \"gpuplanner-scenario\", \"na"));
        w.close();
        MainWindow next;
        next.setConfirmOnClose(false);
        QVERIFY(!next.recoverAutosave(false));
        QVERIFY(QFileInfo::exists(kept));
    }

    // A data folder autosaves cannot be written in is reported at start, in the status bar,
    // once; when it can be written again the report goes.
    void unwritableDataFolderIsReportedOnce_data() {
        QTest::addColumn<bool>("dataFolder"); // the app data folder itself, or its autosave/
        QTest::newRow("autosave folder") << false;
        QTest::newRow("data folder") << true;
    }
    void unwritableDataFolderIsReportedOnce() {
        QFETCH(bool, dataFolder);
        // A file where the folder should be: unwritable even for root, who ignores permissions.
        const QString blocked = dataFolder ? QFileInfo(MainWindow::autosaveFolder()).absolutePath()
                                           : MainWindow::autosaveFolder();
        QDir(blocked).removeRecursively();
        QVERIFY(QDir().mkpath(QFileInfo(blocked).absolutePath()));
        QVERIFY(writeAll(blocked, "in the way"));
        {
            MainWindow w;
            w.setConfirmOnClose(false);
            auto* label = w.findChild<QLabel*>(QStringLiteral("autosaveStatus"));
            QVERIFY(label);
            QVERIFY(!label->isHidden());
            QVERIFY2(label->text().contains(blocked), qPrintable(label->text()));
            QSignalSpy reported(&w, &MainWindow::autosaveProblemChanged);
            QVERIFY(w.openScenario(example("bert-base-finetune.gpuplan.json")));
            for (int i = 0; i < 3; ++i) {
                document(w)->setValue("/workload/micro_batch", 2 + i);
                w.autosave(); // each one fails again, quietly
            }
            QCOMPARE(reported.count(), 0);
            QVERIFY(QFile::remove(blocked));
            w.autosave();
            QCOMPARE(reported.count(), 1);
            QCOMPARE(reported.first().first().toString(), QString());
            QVERIFY(label->isHidden());
            QVERIFY(QFileInfo::exists(w.autosavePath()));
            w.close();
        }
        QFile::remove(blocked);
    }

    // Save As into another folder writes the relative paths the reader resolves against the
    // scenario's folder as absolute ones, so the copy reopens; in the same folder they stay.
    void saveAsKeepsRelativePathsWorking_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<bool>("otherFolder");
        QTest::newRow("hf_config_file, other folder") << "/model/hf_config_file" << true;
        QTest::newRow("local probe, other folder") << "/local/probe" << true;
        QTest::newRow("hf_config_file, same folder") << "/model/hf_config_file" << false;
    }
    void saveAsKeepsRelativePathsWorking() {
        QFETCH(QString, pointer);
        QFETCH(bool, otherFolder);
        const QString from = dir_.filePath(QStringLiteral("project"));
        const QString to = otherFolder ? dir_.filePath(QStringLiteral("copies")) : from;
        QVERIFY(QDir().mkpath(from) && QDir().mkpath(to));
        nlohmann::json scenario = ScenarioDocument::newScenario();
        const bool hf = pointer == QLatin1String("/model/hf_config_file");
        const QString target =
            from + (hf ? QStringLiteral("/config.json") : QStringLiteral("/probe.json"));
        QFile::remove(target);
        QVERIFY(QFile::copy(QString::fromStdString(fixture(hf ? "hf/llama-3-8b-config.json"
                                                              : "probe/synthetic-h100.json")),
                            target));
        if (hf)
            scenario["model"] = {{"hf_config_file", "config.json"}};
        else
            scenario["local"] = {{"count", 1}, {"purchase_price", 0}, {"probe", "probe.json"}};
        const QString original = from + QStringLiteral("/scenario.gpuplan.json");
        const std::string text = scenario.dump(2);
        QVERIFY(writeAll(original, QByteArray(text.data(), qsizetype(text.size()))));
        MainWindow w;
        w.setConfirmOnClose(false);
        QString error;
        QVERIFY2(w.openScenario(original, &error), qPrintable(error));
        const QString copy = to + QStringLiteral("/copy.gpuplan.json");
        QVERIFY(w.saveScenarioAs(copy).isEmpty());
        nlohmann::json saved;
        QVERIFY(ScenarioDocument::readJson(copy, saved).isEmpty());
        const std::string written = saved.at(nlohmann::json::json_pointer(pointer.toStdString()));
        QCOMPARE(QString::fromStdString(written),
                 otherFolder ? target : QFileInfo(target).fileName());
        MainWindow reopened;
        reopened.setConfirmOnClose(false);
        QVERIFY2(reopened.openScenario(copy, &error), qPrintable(error));
    }

    // Two windows with one file open: the second to save is told the file changed on disk since
    // it opened it, and Cancel leaves the other's version; a file touched but not changed saves
    // without a question.
    void savingOverAFileChangedOnDiskAsks_data() {
        QTest::addColumn<QString>("answer"); // "" : the other window did not change the file
        QTest::newRow("cancel") << "Cancel";
        QTest::newRow("overwrite") << "Overwrite";
        QTest::newRow("touched, not changed") << QString();
    }
    void savingOverAFileChangedOnDiskAsks() {
        QFETCH(QString, answer);
        const QString file = dir_.filePath(QStringLiteral("shared.gpuplan.json"));
        QFile::remove(file);
        QVERIFY(QFile::copy(example("bert-base-finetune.gpuplan.json"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow a, b;
        for (MainWindow* w : {&a, &b}) {
            w->setConfirmOnClose(false);
            QVERIFY(w->openScenario(file));
        }
        if (answer.isEmpty()) {
            const QByteArray same = readAll(file);
            QVERIFY(writeAll(file, same)); // rewritten with the same bytes
        } else {
            document(b)->setValue("/workload/micro_batch", 3);
            saveAction(b)->trigger();
            QVERIFY(!document(b)->isModified());
        }
        const QByteArray before = readAll(file);
        document(a)->setValue("/workload/micro_batch", 5);
        QObject context;
        const auto box =
            answerNextBox(&context, answer.isEmpty() ? QStringLiteral("Cancel") : answer);
        QAction* save = saveAction(a);
        QVERIFY(save);
        save->trigger();
        QCOMPARE(box->seen, !answer.isEmpty());
        nlohmann::json onDisk;
        QVERIFY(ScenarioDocument::readJson(file, onDisk).isEmpty());
        if (answer == QLatin1String("Cancel")) {
            QVERIFY2(box->text.contains(file) &&
                         box->text.contains(QLatin1String("changed on disk")),
                     qPrintable(box->text));
            QCOMPARE(readAll(file), before);
            QVERIFY(document(a)->isModified());
        } else {
            QCOMPARE(onDisk, document(a)->json());
            QVERIFY(!document(a)->isModified());
        }
    }
};

int runTestUiAutosave(int argc, char** argv) {
    TestUiAutosave t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_autosave.moc"
