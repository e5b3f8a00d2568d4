// The main window's scenario files: open, new, save, recent files, autosave and recovery, drop.
#include "core/text/input_error_text.h"
#include "core/text/save_file.h"
#include "workbench/dialog_folders.h"
#include "workbench/main_window.h"

#include "core/application.h"
#include "core/calibration_store.h"
#include "core/text/theme_colors.h"
#include "io/dates.h"
#include "io/resources.h"
#include "report/report.h"
#include "scenario/scenario_reader.h"
#include "workbench/autosave_store.h"
#include "workbench/catalog_dialog.h"
#include "workbench/local_gpu_panel.h"
#include "workbench/plan_runner.h"
#include "workbench/probe_runner.h"
#include "workbench/results_view.h"
#include "workbench/run_log_dialog.h"
#include "workbench/scenario_document.h"
#include "workbench/scenario_editor.h"
#include "workbench/status_message.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDesktopServices>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QtConcurrent>

namespace gpuplanner::ui {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

namespace {

struct OpenedFile {
    nlohmann::json json;
    QByteArray hash; // of the bytes as opened: a save over a file changed since then asks first
    QString error;
};

// Reads and parses a scenario file (and what it names: a config.json, a probe result) as the
// reader would: a parse, not a plan. Runs on a worker thread.
OpenedFile readScenario(const QString& file, std::shared_ptr<const CatalogData> catalogs) {
    OpenedFile out;
    out.hash = ScenarioDocument::fileHash(file);
    out.error = ScenarioDocument::readJson(file, out.json);
    if (out.error.isEmpty() && catalogs) {
        try {
            (void)parse_scenario(out.json, file.toStdString(), catalogs->context());
        } catch (const std::exception& e) {
            out.error = errorText(e);
        }
    }
    return out;
}

} // namespace

bool MainWindow::openScenario(const QString& file, QString* error) {
    // Check that the reader accepts it before anything on screen changes. The file and the files
    // it names are read and parsed on a worker (a large config.json or probe result does not
    // freeze the window); the plan runs on the plan worker once the document is shown. While
    // waiting the window repaints but takes no input, so nothing else is opened meanwhile.
    if (opening_) {
        if (error)
            *error = tr("Another scenario is being opened.");
        return false;
    }
    opening_ = true;
    QFutureWatcher<OpenedFile> watcher;
    QEventLoop wait;
    connect(&watcher, &QFutureWatcher<OpenedFile>::finished, &wait, &QEventLoop::quit);
    watcher.setFuture(QtConcurrent::run(readScenario, file, runner_->catalogs()));
    if (!watcher.isFinished())
        wait.exec(QEventLoop::ExcludeUserInputEvents);
    opening_ = false;
    const OpenedFile opened = watcher.result();
    if (!opened.error.isEmpty()) {
        if (error)
            *error = opened.error;
        return false;
    }
    results_->fitColumnsAfresh();
    doc_->reset(opened.json, file);
    doc_->setDiskHash(opened.hash);
    addRecent(file);
    return true;
}

void MainWindow::openDialog() {
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), dialogStart(QStringLiteral("scenarios")),
        tr("GPU Planner scenarios (*.gpuplan.json *.json)"));
    if (file.isEmpty())
        return;
    rememberDialogFolder(QStringLiteral("scenarios"), file);
    QString error;
    if (!openScenario(file, &error))
        QMessageBox::warning(this, tr("Cannot open scenario"), error);
}

void MainWindow::newScenario() {
    if (!maybeSave())
        return;
    results_->fitColumnsAfresh();
    doc_->reset(ScenarioDocument::newScenario(), QString());
}

QString MainWindow::saveScenarioAs(const QString& file) {
    const QString error = doc_->saveAs(file);
    if (error.isEmpty()) {
        addRecent(file);
        autosave_->discard();
    }
    return error;
}

bool MainWindow::save() {
    if (doc_->filePath().isEmpty())
        return saveAsDialog();
    if (doc_->changedOnDisk()) { // another window or program saved it since: say so, not overwrite
        QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                        tr("%1 was changed on disk since you opened it (another GPU Planner window "
                           "or another program).")
                            .arg(doc_->filePath()),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("changedOnDisk"));
        box.setInformativeText(tr("Overwrite it with this window's version, or cancel and save "
                                  "under another name (File → Save As…)?"));
        QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != overwrite)
            return false;
    }
    const QString error = saveScenarioAs(doc_->filePath());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"), error);
    return error.isEmpty();
}

bool MainWindow::saveAsDialog() {
    // Start in the user's documents, never over a bundled example (or anything else read-only).
    QString start = doc_->filePath();
    const QString docs = dialogStart(QStringLiteral("scenarios"));
    const QFileInfo current(start);
    if (start.isEmpty() || !QFileInfo(current.absolutePath()).isWritable() ||
        (runner_->catalogs() && CatalogStore::isBundledPath(*runner_->catalogs(), start)))
        start = QDir(docs).filePath(current.fileName().isEmpty() ? tr("scenario.gpuplan.json")
                                                                 : current.fileName());
    QString file = QFileDialog::getSaveFileName(this, tr("Save Scenario"), start,
                                                tr("GPU Planner scenarios (*.gpuplan.json)"));
    if (file.isEmpty())
        return false;
    if (!file.endsWith(QLatin1String(".json")))
        file += QStringLiteral(".gpuplan.json");
    const QString error = saveScenarioAs(file);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"), error);
    return error.isEmpty();
}

bool MainWindow::maybeSave() {
    if (!doc_->isModified() || !confirmOnClose_)
        return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), tr("Save the changes to the scenario?"),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecent(const QString& name) {
    // One entry per file however it was named (relative on the command line, absolute from the
    // dialog): the absolute, clean path.
    const QString file = QDir::cleanPath(QFileInfo(name).absoluteFilePath());
    QSettings s;
    QStringList recent = s.value(QStringLiteral("files/recent")).toStringList();
    for (QString& r : recent)
        r = QDir::cleanPath(QFileInfo(r).absoluteFilePath());
    recent.removeAll(file);
    recent.removeDuplicates();
    recent.prepend(file);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    s.setValue(QStringLiteral("files/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (const QString& f : recent)
        recentMenu_
            ->addAction(QFileInfo(f).fileName(), this,
                        [this, f] {
                            if (!maybeSave())
                                return;
                            QString error;
                            if (!openScenario(f, &error))
                                QMessageBox::warning(this, tr("Cannot open scenario"), error);
                        })
            ->setToolTip(f);
    recentMenu_->setEnabled(!recent.isEmpty());
}

QString MainWindow::autosaveFolder() {
    return AutosaveStore::defaultFolder();
}

QString MainWindow::autosavePath() const {
    return autosave_->path();
}

void MainWindow::autosave() {
    if (!doc_->isModified()) {
        autosave_->discard(); // saved or undone: nothing left to recover
        return;
    }
    // Atomic: a crash or a full disk while writing leaves the previous autosave whole.
    showAutosaveProblem(autosave_->save(doc_->serialized(), doc_->filePath(), doc_->diskHash()));
}

void MainWindow::showAutosaveProblem(const QString& problem) {
    if (problem == autosaveProblem_)
        return; // told once; every autosave tries again, quietly
    autosaveProblem_ = problem;
    if (!autosaveStatus_) {
        autosaveStatus_ = new QLabel(this);
        autosaveStatus_->setObjectName(QStringLiteral("autosaveStatus"));
        statusBar()->addPermanentWidget(autosaveStatus_);
    }
    const QString text =
        problem.isEmpty()
            ? QString()
            : tr("Autosave is off (%1): save your work with File → Save.").arg(problem);
    autosaveStatus_->setStyleSheet(
        QStringLiteral("QLabel { color: %1; }").arg(ThemeColors::of(palette()).errorText.name()));
    autosaveStatus_->setText(text);
    autosaveStatus_->setToolTip(text);
    autosaveStatus_->setVisible(!problem.isEmpty());
    emit autosaveProblemChanged(problem);
}

bool MainWindow::start(const QString& file, bool offerRecovery, QString* error) {
    if (offerRecovery && recoverAutosave(true, file))
        return true;
    return openScenario(file.isEmpty() ? QString::fromStdString(
                                             ResourcePaths{find_resources_dir()}.example_scenario())
                                       : file,
                        error);
}

bool MainWindow::recoverAutosave(bool ask, const QString& instead) {
    bool recovered = false;
    int kept = 0;
    for (const AutosaveStore::Orphan& o : autosave_->claimOrphans()) {
        nlohmann::json json;
        if (const QString e = ScenarioDocument::readJson(o.scenarioPath, json); !e.isEmpty()) {
            // Kept under a name no autosave takes, and named: never replaced, never offered again.
            const QString aside = autosave_->setAside(o);
            const QString text =
                aside.isEmpty()
                    ? tr("Unsaved work of an earlier session cannot be read: %1").arg(e)
                    : tr("Unsaved work of an earlier session cannot be read: %1\n\nIt is kept as "
                         "%2.")
                          .arg(e, aside);
            if (ask)
                QMessageBox::warning(this, tr("Cannot recover unsaved changes"), text);
            else
                showStatusMessage(statusBar(), text);
            continue;
        }
        if (recovered) {
            autosave_->releaseOrphan(o);
            ++kept;
            continue;
        }
        if (ask) {
            QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"),
                            tr("GPU Planner did not close normally. Unsaved changes to %1, "
                               "autosaved %2, can be recovered.")
                                .arg(o.origin.isEmpty() ? tr("an untitled scenario") : o.origin,
                                     QLocale().toString(o.savedAt, QLocale::ShortFormat)),
                            QMessageBox::NoButton, this);
            box.setObjectName(QStringLiteral("recoverAutosave"));
            QString more = tr("Recover opens them as unsaved work; Discard deletes them; Keep for "
                              "later offers them again at the next start.");
            if (!instead.isEmpty())
                more += QStringLiteral("\n\n") +
                        tr("Recover opens them instead of %1.").arg(QFileInfo(instead).fileName());
            box.setInformativeText(more);
            QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
            QPushButton* discard = box.addButton(QMessageBox::Discard);
            QPushButton* later = box.addButton(tr("Keep for later"), QMessageBox::RejectRole);
            box.setDefaultButton(recover);
            box.setEscapeButton(later);
            box.exec();
            if (box.clickedButton() == discard) {
                autosave_->discardOrphan(o);
                continue;
            }
            if (box.clickedButton() != recover) {
                autosave_->releaseOrphan(o);
                ++kept;
                continue;
            }
        }
        results_->fitColumnsAfresh();
        doc_->reset(json, o.origin);
        doc_->setDiskHash(o.originHash); // saving over the origin asks if it changed since
        doc_->markUnsaved();             // recovered work is unsaved work
        updateTitle();
        autosave(); // this window's autosave holds it now
        if (autosaveProblem_.isEmpty())
            autosave_->discardOrphan(o);
        else
            autosave_->releaseOrphan(o);
        recovered = true;
    }
    if (kept > 0)
        showStatusMessage(statusBar(),
                          tr("Autosaves of earlier sessions kept for the next start: %1").arg(kept),
                          15000);
    return recovered;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(QStringLiteral("ui/optionsHeader"), results_->headerState());
    QSettings().setValue(QStringLiteral("ui/geometry"), saveGeometry()); // gpuplanner_main.cpp
    // A clean exit removes this window's own autosave; another window's, or one a crashed session
    // left and nobody was offered, stays.
    autosave_->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray head = f.read(4096);
        if (head.contains("gpuplanner-scenario")) {
            QString error;
            if (maybeSave() && !openScenario(path, &error))
                QMessageBox::warning(this, tr("Cannot open scenario"), error);
        } else {
            const QString error = editor_->importHfConfig(path);
            showStatusMessage(statusBar(), error.isEmpty() ? tr("Imported %1").arg(path) : error,
                              8000);
        }
        event->acceptProposedAction();
        return;
    }
}

void MainWindow::showRunLogs(bool import) {
    if (!runner_->catalogs())
        return;
    RunLogDialog dialog(doc_->json(),
                        doc_->filePath().isEmpty() ? tr("untitled") : doc_->filePath(),
                        runner_->catalogs(), CalibrationStore::path(),
                        PlanFormat(QLocale(), settings_.decimalUnits), this);
    connect(&dialog, &RunLogDialog::calibrationsChanged, this, [this] {
        applyPlanSettings();
        replan();
    });
    if (import)
        QTimer::singleShot(0, &dialog, [&dialog] { dialog.chooseAndImport(); });
    dialog.exec();
}

void MainWindow::applyPlanSettings() {
    PlanSettings ps;
    ps.currency = settings_.currency;
    // Only a file that loads: one the user broke by hand is named in the dialog, never a plan's
    // failure.
    QString error;
    const QString kept = CalibrationStore::path();
    const CalibrationOutcome runs = CalibrationStore::load(kept, &error);
    if ((!runs.entries.empty() || runs.probe) && error.isEmpty())
        ps.kept_calibration_file = kept;
    runner_->setSettings(ps);
}

} // namespace gpuplanner::ui
