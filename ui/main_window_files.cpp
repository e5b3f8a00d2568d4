// The main window's scenario files: open, new, save, recent files, autosave and recovery, drop.
#include "main_window.h"
#include "text/save_file.h"

#include "application.h"
#include "catalog_dialog.h"
#include "dates.h"
#include "local_gpu_panel.h"
#include "plan_runner.h"
#include "probe_runner.h"
#include "report/report.h"
#include "results_view.h"
#include "scenario_document.h"
#include "scenario_editor.h"

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
constexpr int kAutosaveMs = 30'000;
} // namespace

namespace {

struct OpenedFile {
    nlohmann::json json;
    QString error;
};

// Reads and parses a scenario file (and what it names: a config.json, a probe result) as the
// reader would: a parse, not a plan. Runs on a worker thread.
OpenedFile readScenario(const QString& file, std::shared_ptr<const CatalogData> catalogs) {
    OpenedFile out;
    out.error = ScenarioDocument::readJson(file, out.json);
    if (out.error.isEmpty() && catalogs) {
        try {
            (void)parse_scenario(out.json, file.toStdString(), catalogs->context());
        } catch (const std::exception& e) {
            out.error = QString::fromStdString(e.what());
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
    addRecent(file);
    return true;
}

void MainWindow::openDialog() {
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), QString(), tr("GPU Planner scenarios (*.gpuplan.json *.json)"));
    if (file.isEmpty())
        return;
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
        QFile::remove(autosavePath());
    }
    return error;
}

bool MainWindow::save() {
    if (doc_->filePath().isEmpty())
        return saveAsDialog();
    const QString error = saveScenarioAs(doc_->filePath());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"), error);
    return error.isEmpty();
}

bool MainWindow::saveAsDialog() {
    // Start in the user's documents, never over a bundled example (or anything else read-only).
    QString start = doc_->filePath();
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
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

void MainWindow::addRecent(const QString& file) {
    QSettings s;
    QStringList recent = s.value(QStringLiteral("files/recent")).toStringList();
    recent.removeAll(file);
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

QString MainWindow::autosavePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave.gpuplan.json"));
}

void MainWindow::autosave() {
    if (!doc_->isModified())
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    // Atomic: a crash or a full disk while writing leaves the previous autosave whole. A failed
    // autosave is not worth a dialog while the user types; the next edit tries again.
    (void)saveFileAtomically(autosavePath(), doc_->serialized());
    QSettings().setValue(QStringLiteral("files/autosaveOrigin"), doc_->filePath());
}

bool MainWindow::recoverAutosave(bool ask) {
    if (!QFileInfo::exists(autosavePath()))
        return false;
    if (ask &&
        QMessageBox::question(
            this, tr("Recover unsaved changes"),
            tr("GPU Planner did not close normally. Restore the scenario it was editing?")) !=
            QMessageBox::Yes) {
        QFile::remove(autosavePath());
        return false;
    }
    ScenarioDocument probe;
    if (!probe.open(autosavePath()).isEmpty())
        return false;
    results_->fitColumnsAfresh();
    doc_->reset(probe.json(), QSettings().value(QStringLiteral("files/autosaveOrigin")).toString());
    doc_->undoStack()->resetClean(); // recovered work is unsaved work
    updateTitle();
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings().setValue(QStringLiteral("ui/optionsHeader"), results_->headerState());
    QFile::remove(autosavePath()); // a clean exit leaves nothing to recover
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
            statusBar()->showMessage(error.isEmpty() ? tr("Imported %1").arg(path) : error, 8000);
        }
        event->acceptProposedAction();
        return;
    }
}

} // namespace gpuplanner::ui
