#include "workbench/main_window.h"
#include "core/text/input_error_text.h"
#include "workbench/dialog_folders.h"

#include "workbench/export_launch_dialog.h"

#include "core/text/theme_colors.h"

#include "core/application.h"
#include "core/calibration_store.h"
#include "io/dates.h"
#include "report/report.h"
#include "workbench/autosave_store.h"
#include "workbench/catalog_dialog.h"
#include "workbench/local_gpu_panel.h"
#include "workbench/plan_runner.h"
#include "workbench/probe_runner.h"
#include "workbench/results_view.h"
#include "workbench/scenario_document.h"
#include "workbench/scenario_editor.h"
#include "workbench/status_message.h"
#include "workbench/window_shortcuts.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QLayout>
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

namespace gpuplanner::ui {

namespace {

// `ours` first (the menu shows the first shortcut: the platform's own is empty on some desktops,
// which left Save As and Settings without one in the menu), then the platform's where it
// differs.
QList<QKeySequence> withPlatformKeys(const QKeySequence& ours, QKeySequence::StandardKey key) {
    QList<QKeySequence> keys{ours};
    for (const QKeySequence& k : QKeySequence::keyBindings(key))
        if (!k.isEmpty() && !keys.contains(k))
            keys << k;
    return keys;
}

} // namespace

namespace {
constexpr int kMaxRecent = 8;
constexpr int kAutosaveMs = 30'000;
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , doc_(new ScenarioDocument(this))
    , runner_(new PlanRunner(this))
    , probe_(new ProbeRunner(this))
    , settings_(AppSettings::load()) {
    setAcceptDrops(true);
    try {
        runner_->setCatalogs(CatalogStore::load(CatalogStore::userCatalogPath()));
    } catch (const std::exception& e) {
        catalogError_ = errorText(e);
    }
    applyPlanSettings();
    buildUi();
    buildMenus();
    doc_->setUndoLabeler(&ScenarioEditor::undoLabel);
    connect(doc_, &ScenarioDocument::changed, this, &MainWindow::replan);
    connect(doc_, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // An edit back to what the file holds clears the "*" though the stack stays unclean.
    connect(doc_, &ScenarioDocument::changed, this, &MainWindow::updateTitle);
    connect(runner_, &PlanRunner::planned, this, &MainWindow::planned);
    autosaveTimer_ = new QTimer(this);
    autosaveTimer_->setInterval(kAutosaveMs);
    connect(autosaveTimer_, &QTimer::timeout, this, &MainWindow::autosave);
    autosaveTimer_->start();
    autosave_ = std::make_unique<AutosaveStore>();
    updateTitle();
    updateStatus();
    showAutosaveProblem(autosave_->problem());
    replan();
}

MainWindow::~MainWindow() {
    // The document (a child) outlives this part of the object during destruction, and its undo
    // stack signals on the way out: stop listening first.
    disconnect(doc_->undoStack(), nullptr, this, nullptr);
    disconnect(doc_, nullptr, this, nullptr);
    disconnect(runner_, nullptr, this, nullptr);
}

void MainWindow::buildUi() {
    auto* split = new QSplitter(Qt::Horizontal, this);
    editor_ = new ScenarioEditor(doc_, split);
    results_ = new ResultsView(split);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({470, 970});
    setCentralWidget(split);
    if (runner_->catalogs()) {
        editor_->setCatalogs(runner_->catalogs());
        results_->setCatalogs(runner_->catalogs());
    }
    results_->restoreHeaderState(
        QSettings().value(QStringLiteral("ui/optionsHeader")).toByteArray());
    connect(results_, &ResultsView::exportLaunchRequested, this,
            [this](int index) { exportLaunchDialog(index); });
    connect(results_, &ResultsView::warningFieldRequested, editor_,
            &ScenarioEditor::markInvalidField);
    localGpu_ = new LocalGpuPanel(doc_, probe_, results_->tabs());
    applyFormat();
    results_->tabs()->addTab(localGpu_, tr("Local GPU"));
    connect(results_->tabs(), &QTabWidget::currentChanged, localGpu_, [this](int) {
        if (results_->tabs()->currentWidget() == localGpu_)
            localGpu_->refreshChart();
    });
    connect(editor_, &ScenarioEditor::message, this,
            [this](const QString& m) { showStatusMessage(statusBar(), m, 8000); });
    if (!status_) {
        status_ = new QLabel(this);
        status_->setObjectName(QStringLiteral("catalogStatus"));
        statusBar()->addPermanentWidget(status_);
    }
    if (runner_->latest()) {
        results_->showSnapshot(runner_->latest());
        localGpu_->showSnapshot(runner_->latest());
    }
}

void MainWindow::buildMenus() {
    // The menus of the previous language go with their actions: left alive, their shortcuts
    // (Ctrl+Z, Ctrl+S) would stay registered beside the new ones and become ambiguous. Later,
    // not now: the Settings action that switched the language is still being triggered.
    for (QMenu* old : menuBar()->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
        old->deleteLater();
    menuBar()->clear();
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* a = file->addAction(tr("&New"), this, &MainWindow::newScenario);
    a->setShortcut(QKeySequence::New);
    a = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    a->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    a = file->addAction(tr("&Save"), this, &MainWindow::save);
    a->setShortcut(QKeySequence::Save);
    a = file->addAction(tr("Save &As…"), this, &MainWindow::saveAsDialog);
    a->setShortcuts(
        withPlatformKeys(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QKeySequence::SaveAs));
    file->addSeparator();
    a = file->addAction(tr("&Export PDF Report…"), this, &MainWindow::exportReportDialog);
    a->setShortcut(QKeySequence(exportReportKeys()));
    a = file->addAction(tr("Export &Launch Files…"), this, [this] { exportLaunchDialog(); });
    a->setShortcut(QKeySequence(exportLaunchKeys()));
    file->addAction(tr("Import Run Lo&g…"), this, [this] { showRunLogs(true); });
    file->addAction(tr("Print Pre&view…"), this, &MainWindow::printPreview);
    a = file->addAction(tr("&Print…"), this, &MainWindow::print);
    a->setShortcut(QKeySequence::Print);
    file->addSeparator();
    a = file->addAction(tr("&Quit"), this, &QWidget::close);
    a->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(edit, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = doc_->undoStack()->createRedoAction(edit, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    a = tools->addAction(tr("&Catalog…"), this, &MainWindow::showCatalog);
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    a = tools->addAction(tr("Run GPU &Probe"), this, [this] {
        results_->tabs()->setCurrentWidget(localGpu_);
        localGpu_->runProbe(true);
    });
    a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    tools->addAction(tr("&Measured Runs…"), this, [this] { showRunLogs(false); });
    tools->addAction(tr("&Import Probe Result…"), this, [this] {
        results_->tabs()->setCurrentWidget(localGpu_);
        localGpu_->importDialog();
    });
    a = tools->addAction(tr("&Settings…"), this, &MainWindow::showSettings);
    a->setShortcuts(
        withPlatformKeys(QKeySequence(Qt::CTRL | Qt::Key_Comma), QKeySequence::Preferences));

    // Result tabs from the keyboard: Ctrl+Tab / Ctrl+PageDown and back.
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const auto stepTab = [this](int step) {
        QTabWidget* tabs = results_->tabs();
        tabs->setCurrentIndex((tabs->currentIndex() + step + tabs->count()) % tabs->count());
    };
    a = view->addAction(tr("&Next Result Tab"), this, [stepTab] { stepTab(1); });
    a->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    a = view->addAction(tr("&Previous Result Tab"), this, [stepTab] { stepTab(-1); });
    a->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                     QKeySequence(Qt::CTRL | Qt::Key_PageUp)});

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Documentation"), this, [this] {
        // The docs sit beside the resources in a source tree; an install has no copy.
        const QString guide = runner_->catalogs()
                                  ? QDir(QString::fromStdString(runner_->catalogs()->resources_dir))
                                        .absoluteFilePath(QStringLiteral("../docs/workbench.md"))
                                  : QString();
        if (!guide.isEmpty() && QFileInfo::exists(guide))
            QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(guide).canonicalFilePath()));
        else
            QMessageBox::information(this, tr("Documentation"),
                                     tr("The guide is docs/workbench.md in GPU Planner's "
                                        "sources; formulas and sources are in docs/."));
    });
    help->addAction(tr("&About GPU Planner"), this, [this] {
        QMessageBox::about(
            this, tr("About GPU Planner"),
            tr("GPU Planner %1\n\nGPU Planner turns a deep-learning workload into memory per "
               "GPU, time and cost across cloud offerings and your own hardware. Prices are "
               "indicative; every figure has its source in the catalog. Documentation: the docs "
               "folder next to the program's sources (docs/workbench.md).")
                .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::retranslate() {
    QSettings().setValue(QStringLiteral("ui/optionsHeader"), results_->headerState());
    // Rebuild the widgets in the new language; the document, undo stack and plan stay, and so
    // does the window's size (the new widgets, not laid out yet, asked for 942 pixels of
    // height and the window grew past the screen).
    const QSize before = size();
    // And its place: a window manager moves a window that grows past the screen, and the new
    // widgets, before they are laid out, ask for more (openbox put the window at the top of
    // the screen, 1,033 pixels high for a moment; helper check 2026-12-05). The layout sets no
    // minimum size until they are laid out, so the window never grows.
    layout()->setSizeConstraint(QLayout::SetNoConstraint);
    QWidget* old = centralWidget();
    buildUi();
    old->deleteLater();
    doc_->relabelUndoSteps(); // the menu's "Undo LoRA rank" in the new language
    buildMenus();
    updateTitle();
    updateStatus();
    if (autosaveStatus_ && !autosaveProblem_.isEmpty()) // the same problem, in the new language
        autosaveStatus_->setText(
            tr("Autosave is off (%1): save your work with File → Save.").arg(autosaveProblem_));
    resize(before);
    QTimer::singleShot(0, this, [this, before] {
        // Once the new widgets are laid out: the minimum the layout set while they were not
        // (their word-wrapped labels at no width) is measured anew, then the size comes back.
        layout()->setSizeConstraint(QLayout::SetDefaultConstraint);
        layout()->invalidate();
        layout()->activate();
        resize(before);
    });
}

void MainWindow::replan() {
    runner_->request(doc_->json(), doc_->filePath().isEmpty() ? tr("untitled") : doc_->filePath());
    if (!runner_->catalogs()) {
        auto snap = std::make_shared<PlanSnapshot>();
        snap->error = catalogError_;
        results_->showSnapshot(snap);
    }
}

void MainWindow::planned(std::shared_ptr<const PlanSnapshot> snapshot) {
    results_->showSnapshot(snapshot);
    localGpu_->showSnapshot(snapshot);
    editor_->markInvalidField(snapshot->errorField, snapshot->error);
    if (statusBar()->currentMessage() == shownError_ && !shownError_.isEmpty())
        statusBar()->clearMessage(); // the problem it named is gone (or replaced below)
    shownError_ = snapshot->error.isEmpty()
                      ? QString()
                      : showStatusMessage(statusBar(), snapshot->error, 10000);
    updateStatus(); // the exchange rates the plan used (the scenario's own, when it sets them)
}

void MainWindow::updateTitle() {
    const QString name =
        doc_->filePath().isEmpty() ? tr("Untitled") : QFileInfo(doc_->filePath()).fileName();
    setWindowTitle(
        tr("%1%2 — GPU Planner").arg(name, doc_->isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::updateStatus() {
    const auto& c = runner_->catalogs();
    if (!c) {
        status_->setText(tr("Catalog not loaded: %1").arg(catalogError_));
        return;
    }
    if (!c->user_catalog_error.empty()) {
        status_->setStyleSheet(QStringLiteral("QLabel { color: %1; }")
                                   .arg(ThemeColors::of(palette()).errorText.name()));
        status_->setText(tr("Your catalog did not load and is left out (Tools → Catalog… to fix "
                            "or set it aside): %1")
                             .arg(QString::fromStdString(c->user_catalog_error)));
        status_->setToolTip(status_->text());
        return;
    }
    status_->setStyleSheet(QString());
    status_->setToolTip(QString());
    const QString oldest = QString::fromStdString(c->oldest_price_date());
    const QDate date = QDate::fromString(oldest, Qt::ISODate);
    const bool stale = date.isValid() && date.daysTo(QDate::currentDate()) > kPriceStaleDays;
    // The rates the latest plan converted with: the scenario's date when it sets its own.
    const auto snap = runner_->latest();
    const std::string& rates =
        snap && snap->error.isEmpty() && !snap->plan.exchange_rates.as_of.empty()
            ? snap->plan.exchange_rates.as_of
            : c->currencies.as_of;
    // The oldest date, said as such: each row's own is in the catalog dialog (a reader took
    // "prices as of" for every row's date).
    status_->setText(tr("%1 offerings, the oldest price from %2%3; exchange rates as of %4")
                         .arg(c->offerings.offerings.size())
                         .arg(oldest, stale ? tr(" (older than six months)") : QString(),
                              QString::fromStdString(rates)));
}

QString MainWindow::reloadCatalogs() {
    try {
        runner_->setCatalogs(CatalogStore::load(CatalogStore::userCatalogPath()));
    } catch (const std::exception& e) {
        return errorText(e);
    }
    editor_->setCatalogs(runner_->catalogs());
    results_->setCatalogs(runner_->catalogs());
    updateStatus();
    replan();
    return {};
}

void MainWindow::showCatalog() {
    if (!runner_->catalogs())
        return;
    CatalogDialog dialog(runner_->catalogs(), CatalogStore::userCatalogPath(),
                         QDate::currentDate().toString(Qt::ISODate), this);
    const int result = dialog.exec();
    // Window managers (openbox) may leave no window active after the dialog's own question box
    // closed it: the window takes the keyboard back, so its shortcuts work at once.
    activateWindow();
    if ((result == QDialog::Accepted && dialog.saved()) || dialog.userCatalogSetAside()) {
        const QString error = reloadCatalogs();
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Cannot load the catalog"), error);
    }
}

void MainWindow::showSettings() {
    QStringList currencies;
    if (runner_->catalogs())
        for (const std::string& code : runner_->catalogs()->currencies.codes())
            currencies << QString::fromStdString(code);
    else
        currencies << QStringLiteral("USD");
    SettingsDialog dialog(settings_, currencies, this);
    if (dialog.exec() == QDialog::Accepted)
        applySettings(dialog.settings());
}

void MainWindow::applyFormat() {
    const PlanFormat format(QLocale(), settings_.decimalUnits);
    results_->setFormat(format);
    localGpu_->setFormat(format);
}

void MainWindow::applySettings(const AppSettings& settings) {
    const bool languageChanged = settings.language != settings_.language;
    settings_ = settings;
    settings_.save();
    applyPlanSettings();
    if (languageChanged) {
        installLanguage(*qApp, settings_.language);
        retranslate();
    }
    applyFormat(); // after the language: the locale's numbers follow it
    replan();
}

namespace {

ReportOptions reportOptions(const AppSettings& settings) {
    ReportOptions o;
    o.paper = settings.paper == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4;
    o.organisation = settings.organisation;
    o.author = settings.author;
    o.decimalMemory = settings.decimalUnits;
    // The kept runs, for the appendix when they moved an option (a broken file: none).
    o.measuredRuns = CalibrationStore::load(CalibrationStore::path(), nullptr).rows;
    return o;
}

} // namespace

QString MainWindow::exportReport(const QString& file) {
    const auto& snap = runner_->latest();
    if (!snap || !runner_->catalogs())
        return tr("No plan to report yet.");
    if (!snap->error.isEmpty())
        return snap->error;
    return writeReportPdf(file, *snap, *runner_->catalogs(), doc_->json(),
                          reportOptions(settings_));
}

void MainWindow::exportLaunchDialog(int index) {
    const auto snap = runner_->latest();
    if (!snap || !snap->error.isEmpty() || snap->plan.options.empty()) {
        QMessageBox::information(this, tr("Export Launch Files"),
                                 tr("No option to export: the plan has none yet."));
        return;
    }
    // No row selected: the option the summary recommends (a service's is never spot), not the
    // table's first row (helper check, 2026-12-06: a spot row was exported).
    if (index < 0)
        index = static_cast<int>(
            results_->selectedOption().value_or(snap->summary.cheapest.value_or(0)));
    const QString base = QFileInfo(doc_->filePath()).baseName(); // "llama2-7b-pretrain"
    // In Documents, or home where there is none (dialog_folders.h).
    const QString folder = QDir(dialogStart(QStringLiteral("launch")))
                               .filePath((base.isEmpty() ? QStringLiteral("gpuplanner") : base) +
                                         QStringLiteral("-launch"));
    ExportLaunchDialog dialog(snap, static_cast<std::size_t>(index), folder, this);
    if (dialog.exec() == QDialog::Accepted)
        showStatusMessage(statusBar(), dialog.summary(), 12000);
}

void MainWindow::exportReportDialog() {
    QString base =
        doc_->filePath().isEmpty() ? tr("report") : QFileInfo(doc_->filePath()).completeBaseName();
    base.replace(QStringLiteral(".gpuplan"), QString());
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export PDF Report"),
        dialogStart(QStringLiteral("reports"), base + QStringLiteral(".pdf")), tr("PDF (*.pdf)"));
    if (file.isEmpty())
        return;
    rememberDialogFolder(QStringLiteral("reports"), file);
    const QString error = exportReport(file);
    if (error.isEmpty())
        showStatusMessage(statusBar(), tr("Report written to %1").arg(file), 8000);
    else
        QMessageBox::warning(this, tr("Cannot write the report"), error);
}

void MainWindow::printPreview() {
    const auto snap = runner_->latest();
    if (!snap || !snap->error.isEmpty() || !runner_->catalogs())
        return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog dialog(&printer, this);
    const auto catalogs = runner_->catalogs();
    const nlohmann::json scenario = doc_->json();
    const ReportOptions options = reportOptions(settings_);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [snap, catalogs, scenario, options](QPrinter* p) {
                renderReport(*p, *snap, *catalogs, scenario, options);
            });
    dialog.exec();
}

void MainWindow::print() {
    const auto snap = runner_->latest();
    if (!snap || !snap->error.isEmpty() || !runner_->catalogs())
        return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        renderReport(printer, *snap, *runner_->catalogs(), doc_->json(), reportOptions(settings_));
}

} // namespace gpuplanner::ui
