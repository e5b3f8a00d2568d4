#include "main_window.h"

#include "fit.h"
#include "presets.h"
#include "resources.h"
#include "scenario.h"
#include "units.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuplanner::ui {

namespace {

QString gib(double bytes) {
    return MainWindow::tr("%1 GiB").arg(QLocale().toString(bytes / kGiB, 'f', 2));
}

QTableWidgetItem* item(const QString& text,
                       Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
    auto* it = new QTableWidgetItem(text);
    it->setTextAlignment(align);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return it;
}

QString termLabel(const std::string& term) {
    if (term == "weights")
        return MainWindow::tr("Weights");
    if (term == "gradients")
        return MainWindow::tr("Gradients");
    if (term == "optimizer")
        return MainWindow::tr("Optimizer states");
    if (term == "activations")
        return MainWindow::tr("Activations");
    if (term == "kv_cache")
        return MainWindow::tr("KV cache");
    return MainWindow::tr("Overhead");
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent) {
    setWindowTitle(tr("GPU Planner"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    summary_ = new QLabel(central);
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::PlainText);
    layout->addWidget(summary_);

    auto* split = new QSplitter(Qt::Vertical, central);
    memoryTable_ = new QTableWidget(0, 2, split);
    memoryTable_->setObjectName(QStringLiteral("memoryTable"));
    memoryTable_->setHorizontalHeaderLabels({tr("Memory per GPU"), tr("Size")});
    memoryTable_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    memoryTable_->verticalHeader()->hide();
    fitTable_ = new QTableWidget(0, 5, split);
    fitTable_->setObjectName(QStringLiteral("fitTable"));
    fitTable_->setHorizontalHeaderLabels({tr("GPU"), tr("Memory"), tr("Fits as configured"),
                                          tr("Fewest GPUs (dp × tp × pp)"), tr("Why not")});
    fitTable_->horizontalHeader()->setSectionResizeMode(4, QHeaderView::Stretch);
    fitTable_->verticalHeader()->hide();
    layout->addWidget(split, 1);
    setCentralWidget(central);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Scenario…"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::openScenarioDialog);
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    statusBar()->showMessage(tr("Open a scenario to see its memory per GPU."));
}

void MainWindow::openScenarioDialog() {
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), QString(), tr("GPU Planner scenarios (*.gpuplan.json *.json)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!openScenario(file, &error))
        QMessageBox::warning(this, tr("Cannot open scenario"), error);
}

bool MainWindow::openScenario(const QString& file, QString* error) {
    // Everything is computed before anything on screen changes: a bad file leaves the view as it
    // was.
    Scenario s;
    GpuCatalog catalog;
    MemoryBreakdown memory;
    std::vector<GpuFit> fits;
    try {
        const ResourcePaths paths{find_resources_dir()};
        if (paths.root.empty())
            throw std::runtime_error(
                tr("Cannot find the bundled resources (set GPUPLANNER_RESOURCES).").toStdString());
        catalog = load_gpu_catalog(paths.gpus());
        const auto presets = load_presets(paths.models());
        s = load_scenario(file.toStdString(), ScenarioContext{&presets, &catalog});
        memory = workload_memory(s.model, s.workload, s.overheads);
        fits = fit_on_catalog(s.model, s.workload, s.overheads, catalog);
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }

    const Layout layout = requested_layout(s.workload);
    summary_->setText(
        tr("%1 — %2, %3 billion parameters; %4 GPU(s) as configured (dp %5 × tp %6 × pp %7)")
            .arg(QString::fromStdString(s.name.empty() ? s.file : s.name),
                 QString::fromStdString(s.model.name),
                 QLocale().toString(static_cast<double>(s.model.parameters().total) / 1e9, 'f', 2))
            .arg(layout.gpus())
            .arg(layout.data)
            .arg(layout.tensor)
            .arg(layout.pipeline));

    const std::pair<QString, double> rows[] = {
        {tr("Weights"), memory.weights_bytes},
        {tr("Gradients"), memory.gradients_bytes},
        {tr("Optimizer states"), memory.optimizer_bytes},
        {tr("Activations"), memory.activations_bytes},
        {tr("KV cache"), memory.kv_cache_bytes},
        {tr("CUDA context"), memory.cuda_context_bytes},
        {tr("Allocator headroom"), memory.allocator_headroom_bytes},
        {tr("Total"), memory.total_bytes()},
    };
    memoryTable_->setRowCount(static_cast<int>(std::size(rows)));
    int r = 0;
    for (const auto& [label, bytes] : rows) {
        memoryTable_->setItem(r, 0, item(label));
        memoryTable_->setItem(r, 1, item(gib(bytes), Qt::AlignRight | Qt::AlignVCenter));
        ++r;
    }

    fitTable_->setRowCount(static_cast<int>(fits.size()));
    for (int i = 0; i < static_cast<int>(fits.size()); ++i) {
        const GpuFit& f = fits[static_cast<std::size_t>(i)];
        const GpuSpec* g = catalog.find(f.gpu_id);
        fitTable_->setItem(i, 0, item(QString::fromStdString(g->name)));
        fitTable_->setItem(i, 1, item(gib(g->memory_bytes), Qt::AlignRight | Qt::AlignVCenter));
        fitTable_->setItem(i, 2, item(f.fits_requested ? tr("yes") : tr("no")));
        fitTable_->setItem(i, 3,
                           item(f.fits_any ? tr("%1 (%2 × %3 × %4)")
                                                 .arg(f.min_layout.gpus())
                                                 .arg(f.min_layout.data)
                                                 .arg(f.min_layout.tensor)
                                                 .arg(f.min_layout.pipeline)
                                           : tr("none")));
        const std::string largest = f.requested.largest_term();
        QString why;
        if (!f.precision_supported)
            why = tr("cannot compute in %1")
                      .arg(QString::fromStdString(to_string(compute_precision(s.workload))));
        else if (!f.fits_requested)
            why = tr("needs %1, has %2; largest term: %3 (%4)")
                      .arg(gib(f.requested.total_bytes()), gib(g->memory_bytes), termLabel(largest),
                           gib(f.requested.term_bytes(largest)));
        fitTable_->setItem(i, 4, item(why));
        fitTable_->item(i, 4)->setToolTip(QString::fromStdString(f.why_not));
    }
    fitTable_->resizeColumnsToContents();
    statusBar()->showMessage(tr("Loaded %1").arg(file));
    return true;
}

} // namespace gpuplanner::ui
