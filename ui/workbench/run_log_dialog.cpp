#include "workbench/run_log_dialog.h"

#include "core/calibration_store.h"
#include "core/charts/plan_charts.h"
#include "core/models/measured_runs_model.h"
#include "core/text/plan_format.h"
#include "workbench/dialog_folders.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::ui {

RunLogDialog::RunLogDialog(nlohmann::json scenario, QString origin,
                           std::shared_ptr<const Catalogs> catalogs, QString storePath,
                           const PlanFormat& format, QWidget* parent)
    : QDialog(parent)
    , scenario_(std::move(scenario))
    , origin_(std::move(origin))
    , catalogs_(std::move(catalogs))
    , storePath_(std::move(storePath))
    , format_(format)
    , model_(new MeasuredRunsModel(this))
    , table_(new QTableView(this))
    , chart_(new MeasuredRunsChartView(model_, this))
    , message_(new QLabel(this)) {
    setWindowTitle(tr("Measured on our own runs"));
    model_->setFormat(format_);
    auto* intro = new QLabel(
        tr("Training logs (Megatron-LM, torchtitan, DeepSpeed, Hugging Face Trainer, PyTorch "
           "Lightning) and serving benchmarks (vllm bench serve, GuideLLM, SGLang "
           "bench_serving) are compared with the plan of the scenario open now, on its "
           "hardware. Step times, times to first token and decode steps within 3× of the plan "
           "calibrate every plan on the same GPU and stack or engine (training: training the "
           "same weights, full or adapters); a timed data-parallel exchange calibrates the "
           "collectives on the same network, a log's timestamps over 10 minutes or more the "
           "run's overhead beside its steps (goodput), a vLLM start-up log the engine's memory "
           "beside weights and KV cache; the rest is shown beside them. Kept in %1.")
            .arg(QDir::toNativeSeparators(storePath_)),
        this);
    intro->setWordWrap(true);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setWordWrap(false); // one line a figure; the whole path is the Run cell's tooltip
    chart_->setMinimumHeight(220);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(chart_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* import = buttons->addButton(tr("&Import Run Log…"), QDialogButtonBox::ActionRole);
    QPushButton* forget = buttons->addButton(tr("&Forget All"), QDialogButtonBox::ResetRole);
    connect(import, &QPushButton::clicked, this, &RunLogDialog::chooseAndImport);
    connect(forget, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Forget all runs"),
                                  tr("Forget every imported run and its calibration? Plans go "
                                     "back to the sourced figures.")) == QMessageBox::Yes)
            forgetAll();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(message_);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    // Wide enough for every column where the screen allows (1024 px: the table scrolls).
    const QRect screen =
        parent && parent->screen() ? parent->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    resize(std::min(1200, screen.width() - 40), std::min(680, screen.height() - 40));
    reload();
}

RunLogDialog::~RunLogDialog() = default;

void RunLogDialog::reload() {
    QString error;
    const CalibrationOutcome kept = CalibrationStore::load(storePath_, &error);
    model_->setRows(kept.rows);
    chart_->refresh(format_, QString());
    if (!error.isEmpty())
        message_->setText(
            tr("The kept runs cannot be read (the file is left as it is): %1").arg(error));
    else if (kept.rows.empty())
        message_->setText(tr("No run imported yet."));
}

bool RunLogDialog::importFiles(const QStringList& files) {
    if (files.isEmpty() || !catalogs_)
        return false;
    QString error;
    const CalibrationOutcome fresh =
        CalibrationStore::import(files, scenario_, origin_, *catalogs_, storePath_, &error);
    if (!error.isEmpty()) {
        message_->setText(tr("Nothing imported: %1").arg(error));
        return false;
    }
    reload();
    int refused = 0;
    for (const CalibrationRow& r : fresh.rows)
        refused += r.kind && r.refused ? 1 : 0;
    message_->setText(joinSentences(
        {tr("%n figure(s) imported; %1 calibration(s) apply to the plans.", "",
            static_cast<int>(fresh.rows.size()))
             .arg(CalibrationStore::load(storePath_, nullptr).entries.size()),
         refused > 0 ? tr("%n more than 3× from the plan: shown, not used (a different job "
                          "or the wrong scenario?).",
                          "", refused)
                     : QString()}));
    emit calibrationsChanged();
    return true;
}

void RunLogDialog::forgetAll() {
    if (const QString error = CalibrationStore::forget(storePath_); !error.isEmpty()) {
        message_->setText(error);
        return;
    }
    reload();
    emit calibrationsChanged();
}

void RunLogDialog::chooseAndImport() {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Run Log"), dialogStart(QStringLiteral("runlogs")),
        tr("Run logs and benchmark results (*.log *.out *.txt *.json);;All files (*)"));
    if (files.isEmpty())
        return;
    rememberDialogFolder(QStringLiteral("runlogs"), files.front());
    importFiles(files);
}

} // namespace gpuplanner::ui
