#include "export_launch_dialog.h"

#include "errors.h"
#include "text/summary_text.h"
#include "text/theme_colors.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpuplanner::ui {

QString exportLaunchFiles(const PlanSnapshot& snap, std::size_t index, LaunchFormat format,
                          const QString& folder, bool replace) {
    if (index >= snap.plan.options.size())
        return ExportLaunchDialog::tr("There is no such option in the plan.");
    if (folder.isEmpty())
        return ExportLaunchDialog::tr("Choose a folder to write the files to.");
    const PlanOption& o = snap.plan.options[index];
    if (!launch_format_applies(o, format))
        return ExportLaunchDialog::tr("SkyPilot has no cloud for this option (it launches on AWS, "
                                      "Google Cloud, Azure and Lambda): choose Slurm or "
                                      "Kubernetes.");
    // A full folder is said in the user's language, not read back from the planner's English.
    if (const QDir dir(folder); !replace && dir.exists() && !dir.isEmpty())
        return ExportLaunchDialog::tr("%1 is not empty.").arg(folder);
    try {
        write_launch_files(QDir::toNativeSeparators(folder).toStdString(),
                           launch_files(snap.scenario, snap.plan, o, format), replace);
    } catch (const InputError& e) {
        return ExportLaunchDialog::tr("The files could not be written: %1")
            .arg(QString::fromStdString(e.what()));
    }
    return {};
}

ExportLaunchDialog::ExportLaunchDialog(std::shared_ptr<const PlanSnapshot> snapshot,
                                       std::size_t option, const QString& folder, QWidget* parent)
    : QDialog(parent)
    , snap_(std::move(snapshot))
    , option_(option)
    , format_(new QComboBox(this))
    , folder_(new QLineEdit(folder, this))
    , problem_(new QLabel(this)) {
    setWindowTitle(tr("Export Launch Files"));
    setMinimumWidth(620); // the folder's path whole
    auto* v = new QVBoxLayout(this);
    const PlanOption* o =
        snap_ && option_ < snap_->plan.options.size() ? &snap_->plan.options[option_] : nullptr;
    auto* what = new QLabel(
        o ? tr("<b>%1</b>: %2 × %3, %4. The job script or manifests, the engine settings of the "
               "option's strategy (DeepSpeed, Megatron-LM or vLLM) and a README with what to "
               "fill in and the plan's figures.")
                .arg(optionName(*o).toHtmlEscaped())
                .arg(o->gpu_count)
                .arg(QString::fromStdString(o->gpu_id), billingLabel(o->billing))
          : tr("No option to export."),
        this);
    what->setWordWrap(true);
    v->addWidget(what);
    auto* form = new QFormLayout;
    const std::pair<LaunchFormat, QString> formats[] = {
        {LaunchFormat::Slurm, tr("Slurm (sbatch script, torchrun)")},
        {LaunchFormat::Kubernetes, tr("Kubernetes (Kubeflow PyTorchJob, or vLLM Deployment)")},
        {LaunchFormat::SkyPilot, tr("SkyPilot (task YAML)")}};
    for (const auto& [f, label] : formats)
        if (o && launch_format_applies(*o, f))
            format_->addItem(label, static_cast<int>(f));
    form->addRow(tr("Format"), format_);
    auto* row = new QHBoxLayout;
    row->addWidget(folder_, 1);
    auto* browse = new QPushButton(tr("Browse…"), this);
    row->addWidget(browse);
    form->addRow(tr("Folder"), row);
    v->addLayout(form);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(errorBannerStyle(ThemeColors::of(palette())));
    problem_->hide();
    v->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* ok = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    ok->setEnabled(o != nullptr);
    v->addWidget(buttons);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Folder for the launch files"), folder_->text());
        if (!dir.isEmpty())
            folder_->setText(dir);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (exportNow())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString ExportLaunchDialog::folder() const {
    return folder_->text().trimmed();
}

bool ExportLaunchDialog::exportNow(bool askBeforeReplacing) {
    if (!snap_ || format_->count() == 0)
        return false;
    const auto format = static_cast<LaunchFormat>(format_->currentData().toInt());
    QString problem = exportLaunchFiles(*snap_, option_, format, folder(), false);
    const QDir dir(folder());
    if (!problem.isEmpty() && dir.exists() && !dir.isEmpty() && askBeforeReplacing &&
        QMessageBox::question(
            this, windowTitle(),
            tr("%1 is not empty. Replace its contents with the launch files?").arg(folder())) ==
            QMessageBox::Yes)
        problem = exportLaunchFiles(*snap_, option_, format, folder(), true);
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    return problem.isEmpty();
}

} // namespace gpuplanner::ui
