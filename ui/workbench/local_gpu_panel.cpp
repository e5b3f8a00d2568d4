#include "workbench/local_gpu_panel.h"
#include "core/application.h"
#include "core/text/input_error_text.h"
#include "workbench/dialog_folders.h"

#include "core/text/theme_colors.h"

#include "core/charts/plan_charts.h"
#include "core/text/local_gpu_text.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "scenario/scenario_reader.h"
#include "workbench/probe_runner.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplanner::ui {

LocalGpuPanel::LocalGpuPanel(ScenarioDocument* doc, ProbeRunner* runner, QWidget* parent)
    : QWidget(parent)
    , doc_(doc)
    , runner_(runner)
    , model_(new ProbeComparisonModel(this)) {
    setObjectName(QStringLiteral("localGpuPanel"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Measure the GPU of this machine with gpuprobe (GEMM throughput per precision, memory "
           "and PCIe bandwidth, launch latency), or import a result made on another machine. The "
           "measurement replaces the datasheet for your own machine in the plan."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* buttons = new QHBoxLayout;
    quick_ = new QPushButton(tr("Run quick probe (about 15 s)"), this);
    quick_->setObjectName(QStringLiteral("probeQuick"));
    full_ = new QPushButton(tr("Run full probe (about 90 s)"), this);
    import_ = new QPushButton(tr("Import result…"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setObjectName(QStringLiteral("probeCancel"));
    forget_ = new QPushButton(tr("Forget measurement"), this);
    // Two rows (measure here; import, stop or forget): one row of five made the results pane
    // wider than a 1024-pixel window leaves it.
    for (QPushButton* b : {quick_, full_})
        buttons->addWidget(b);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    auto* more = new QHBoxLayout;
    for (QPushButton* b : {import_, cancel_, forget_})
        more->addWidget(b);
    more->addStretch(1);
    layout->addLayout(more);
    if (runner_->executable().isEmpty()) {
        const QString why = tr("gpuprobe is not installed with this build (it needs the CUDA "
                               "toolkit); import a result made on another machine.");
        quick_->setEnabled(false);
        full_->setEnabled(false);
        quick_->setToolTip(why);
        full_->setToolTip(why);
    }
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("probeProgress"));
    progress_->setRange(0, 1000);
    progress_->setTextVisible(true);
    layout->addWidget(progress_);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("probeMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message_);
    device_ = new QLabel(this);
    device_->setObjectName(QStringLiteral("probeDevice"));
    device_->setWordWrap(true);
    device_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(device_);
    comparison_ = new QLabel(this);
    comparison_->setObjectName(QStringLiteral("probeComparison"));
    comparison_->setWordWrap(true);
    layout->addWidget(comparison_);

    auto* split = new QSplitter(Qt::Vertical, this);
    table_ = new QTableView(split);
    table_->setObjectName(QStringLiteral("probeTable"));
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(false);
    chart_ = new ProbeChartView(model_, split);
    chart_->setMinimumHeight(240);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(quick_, &QPushButton::clicked, this, [this] { runProbe(true); });
    connect(full_, &QPushButton::clicked, this, [this] { runProbe(false); });
    connect(import_, &QPushButton::clicked, this, &LocalGpuPanel::importDialog);
    connect(cancel_, &QPushButton::clicked, runner_, &ProbeRunner::cancel);
    connect(forget_, &QPushButton::clicked, this, &LocalGpuPanel::forgetProbe);
    connect(runner_, &ProbeRunner::progress, this, [this](double fraction, const QString& stage) {
        progress_->setValue(static_cast<int>(fraction * 1000));
        progress_->setFormat(QStringLiteral("%p% – ") + stage);
    });
    connect(runner_, &ProbeRunner::succeeded, this,
            [this](const QString& file, const QString& notes) {
                setRunning(false);
                const QString error = attachProbe(file);
                if (!error.isEmpty())
                    showMessage(error, true);
                else if (!notes.isEmpty())
                    showMessage(tr("Measured, with problems:\n%1").arg(notes), true);
                else
                    showMessage(tr("Measured; the plan now uses this GPU (%1).").arg(file), false);
            });
    connect(runner_, &ProbeRunner::failed, this, [this](const QString& message) {
        setRunning(false);
        showMessage(message, true);
    });
    setRunning(runner_->isRunning());
    updateTexts();
}

QString LocalGpuPanel::newResultPath() {
    const QString dir = userDataFolder() + QStringLiteral("/probes");
    QDir().mkpath(dir);
    return dir + QStringLiteral("/gpuprobe-") +
           QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) +
           QStringLiteral(".json");
}

void LocalGpuPanel::runProbe(bool quick) {
    if (runner_->isRunning())
        return;
    showMessage(quick ? tr("Running the quick probe…") : tr("Running the full probe…"), false);
    progress_->setValue(0);
    progress_->setFormat(QStringLiteral("%p%"));
    setRunning(true);
    runner_->start(quick, newResultPath());
}

void LocalGpuPanel::importDialog() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Import a gpuprobe result"),
                                                      dialogStart(QStringLiteral("probes")),
                                                      tr("gpuprobe result (*.json)"));
    if (file.isEmpty())
        return;
    rememberDialogFolder(QStringLiteral("probes"), file);
    std::optional<int> device;
    try {
        const ProbeResult r = load_probe_result(file.toStdString());
        if (r.devices.size() > 1) {
            QStringList names;
            for (const ProbeDevice& d : r.devices)
                names << tr("GPU %1: %2").arg(d.index).arg(QString::fromStdString(d.name));
            bool ok = false;
            const QString pick = QInputDialog::getItem(
                this, tr("Which GPU?"), tr("The file holds several GPUs; plan with:"), names, 0,
                false, &ok);
            if (!ok)
                return;
            device = r.devices[static_cast<std::size_t>(names.indexOf(pick))].index;
        }
    } catch (const InputError& e) {
        showMessage(errorText(e), true);
        return;
    }
    const QString error = attachProbe(file, device);
    showMessage(error.isEmpty() ? tr("Imported %1.").arg(file) : error, !error.isEmpty());
}

QString LocalGpuPanel::attachProbe(const QString& file, std::optional<int> device) {
    try {
        const ProbeResult r = load_probe_result(file.toStdString());
        if (!find_probe_device(r, device))
            return tr("%1: devices: the probe file has no device %2").arg(file).arg(*device);
    } catch (const InputError& e) {
        return errorText(e);
    }
    nlohmann::json scenario = doc_->json();
    (void)attach_probe(scenario, file.toStdString(), device);
    const nlohmann::json local = scenario["local"];
    doc_->setValue("/local", local);
    return {};
}

void LocalGpuPanel::forgetProbe() {
    nlohmann::json local = doc_->value("/local");
    if (!local.is_object() || !local.contains("probe"))
        return;
    const std::string catalogGpu =
        snap_ && snap_->plan.local_datasheet ? snap_->plan.local_datasheet->id : std::string();
    if (catalogGpu.empty()) {
        doc_->setValue("/local", nullptr); // nothing to plan the own machine with
        return;
    }
    for (const char* k :
         {"probe", "probe_device", "reference_gemm_efficiency", "reference_bandwidth_efficiency"})
        local.erase(k);
    local["gpu"] = catalogGpu;
    doc_->setValue("/local", local);
}

void LocalGpuPanel::showSnapshot(std::shared_ptr<const PlanSnapshot> snapshot) {
    snap_ = std::move(snapshot);
    model_->setSnapshot(snap_);
    updateTexts();
    if (isVisible())
        refreshChart();
}

void LocalGpuPanel::setFormat(const PlanFormat& format) {
    format_ = format;
    model_->setFormat(format);
    updateTexts();
    if (isVisible())
        refreshChart();
}

void LocalGpuPanel::refreshChart() {
    chart_->refresh(format_, snap_ ? QString::fromStdString(snap_->plan.currency) : QString());
}

void LocalGpuPanel::setRunning(bool running) {
    const bool canRun = !runner_->executable().isEmpty();
    quick_->setEnabled(!running && canRun);
    full_->setEnabled(!running && canRun);
    import_->setEnabled(!running);
    cancel_->setEnabled(running);
    progress_->setVisible(running);
}

void LocalGpuPanel::showMessage(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(
        error ? QStringLiteral("color: %1;").arg(ThemeColors::of(palette()).errorText.name())
              : QString());
}

void LocalGpuPanel::updateTexts() {
    const bool measured = snap_ && snap_->plan.local_probe;
    forget_->setEnabled(measured);
    table_->setVisible(measured);
    chart_->setVisible(measured);
    if (!measured) {
        device_->setText(tr("No measurement in this scenario yet."));
        comparison_->clear();
        return;
    }
    device_->setText(measuredDeviceText(*snap_, format_));
    comparison_->setText(localComparisonText(*snap_, format_));
}

} // namespace gpuplanner::ui
