#include "workbench/export_launch_dialog.h"
#include "core/text/input_error_text.h"

#include "core/text/summary_text.h"
#include "core/text/theme_colors.h"
#include "io/errors.h"
#include "launch/export_folder.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplanner::ui {

namespace {

// The engine a serving option's files start (the launch's choice: the engine the plan was timed
// for where the files have its launch, else vLLM): a name, not translated.
QString servingEngineName(const PlanSnapshot& snap, const PlanOption& o) {
    switch (serving_launch(snap.scenario, o).engine) {
    case ServerEngine::Sglang:
        return QStringLiteral("SGLang");
    case ServerEngine::TrtLlm:
        return QStringLiteral("TensorRT-LLM");
    case ServerEngine::Vllm:
        break;
    }
    return QStringLiteral("vLLM");
}

QString joined(const std::vector<std::string>& names, std::size_t total = 0) {
    QStringList out;
    for (const std::string& n : names)
        out << QString::fromStdString(n);
    QString text = QLocale().createSeparatedList(out);
    if (total > names.size())
        text = ExportLaunchDialog::tr("%1 and %2 more")
                   .arg(text, QLocale().toString(static_cast<qulonglong>(total - names.size())));
    return text;
}

// The first launch-FORMAT, launch-FORMAT-2, ... that does not exist in `folder`.
QString freeSubfolder(const QString& folder, LaunchFormat format) {
    const QString stem = QStringLiteral("launch-") + QString::fromLatin1(to_string(format));
    QString name = stem;
    for (int n = 2; QFileInfo::exists(QDir(folder).filePath(name)); ++n)
        name = stem + QLatin1Char('-') + QString::number(n);
    return QDir(folder).filePath(name);
}

} // namespace

QString exportLaunchFiles(const PlanSnapshot& snap, std::size_t index, LaunchFormat format,
                          const QString& folder, bool replace, ExportResult* result) {
    if (index >= snap.plan.options.size())
        return ExportLaunchDialog::tr("There is no such option in the plan.");
    if (folder.isEmpty())
        return ExportLaunchDialog::tr("Choose a folder to write the files to.");
    const PlanOption& o = snap.plan.options[index];
    if (!launch_format_applies(o, format))
        return disaggregated(o)
                   ? ExportLaunchDialog::tr("This option serves prefill and decode on vLLM "
                                            "instances of their own: its launch files are "
                                            "written for Slurm and Kubernetes only.")
                   : ExportLaunchDialog::tr("SkyPilot has no cloud for this option (it launches "
                                            "on AWS, Google Cloud, Azure and Lambda): choose "
                                            "Slurm or Kubernetes.");
    try {
        const std::vector<LaunchFile> files = launch_files(snap.scenario, snap.plan, o, format);
        const std::string dir = QDir::toNativeSeparators(folder).toStdString();
        // What is in the way is said in the user's language, not read back from the planner.
        const ExportFolderCheck c = check_export_folder(dir, files);
        switch (c.reason) {
        case NotAFolderReason::IsFile:
            return ExportLaunchDialog::tr("%1 is a file, not a folder.").arg(folder);
        case NotAFolderReason::PathThroughFile:
            return ExportLaunchDialog::tr("A part of %1 is a file, not a folder.").arg(folder);
        case NotAFolderReason::DanglingLink:
            return ExportLaunchDialog::tr("%1 is a link to a folder that does not exist.")
                .arg(folder);
        case NotAFolderReason::Unreadable:
            return ExportLaunchDialog::tr("%1 cannot be read.").arg(folder);
        case NotAFolderReason::None:
            break;
        }
        if (c.state == ExportFolderState::Foreign)
            return ExportLaunchDialog::tr("%1 holds files GPU Planner did not write (%2); they "
                                          "stay as they are. Choose a new or empty folder.")
                .arg(folder, joined(c.others, c.others_total));
        if (!c.clashes.empty())
            return ExportLaunchDialog::tr("%1 holds %2, which the earlier export did not write: "
                                          "move it away or choose another folder.")
                .arg(folder, joined(c.clashes));
        if (c.replaces() && !replace)
            return ExportLaunchDialog::tr("%1 holds an earlier export.").arg(folder);
        const ExportResult done = write_launch_files(dir, files, replace);
        if (result)
            *result = done;
    } catch (const InputError& e) {
        return ExportLaunchDialog::tr("The files could not be written: %1").arg(errorText(e));
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
               "option's strategy (DeepSpeed, Megatron-LM, vLLM, SGLang or TensorRT-LLM) and a "
               "README with what to fill in and the plan's figures.")
                .arg(optionName(*o).toHtmlEscaped())
                .arg(o->gpu_count)
                .arg(QString::fromStdString(o->gpu_id), billingLabel(o->billing))
          : tr("No option to export."),
        this);
    what->setWordWrap(true);
    v->addWidget(what);
    auto* form = new QFormLayout;
    const bool serving = snap_ && snap_->scenario.workload.is_inference();
    const QString engine = o && serving ? servingEngineName(*snap_, *o) : QString();
    const std::pair<LaunchFormat, QString> formats[] = {
        {LaunchFormat::Slurm, serving ? tr("Slurm (sbatch script, %1)").arg(engine)
                                      : tr("Slurm (sbatch script, torchrun)")},
        {LaunchFormat::Kubernetes,
         serving ? tr("Kubernetes (%1 Deployment and KServe InferenceService, or "
                      "LeaderWorkerSet)")
                       .arg(engine)
                 : tr("Kubernetes (Kubeflow PyTorchJob)")},
        {LaunchFormat::SkyPilot, tr("SkyPilot (task YAML)")}};
    for (const auto& [f, label] : formats)
        if (o && launch_format_applies(*o, f))
            format_->addItem(label, static_cast<int>(f));
    form->addRow(tr("Format"), format_);
    // The format chosen last time, where it applies to this option.
    if (const int last =
            format_->findData(QSettings().value(QStringLiteral("launch/format"), -1).toInt());
        last >= 0)
        format_->setCurrentIndex(last);
    connect(format_, &QComboBox::activated, this, [this](int) {
        QSettings().setValue(QStringLiteral("launch/format"), format_->currentData().toInt());
    });
    if (o && disaggregated(*o)) {
        auto* only = new QLabel(tr("Prefill and decode run on vLLM instances of their own "
                                   "(vllm_pd_worker.sh, NixlConnector between them) with vLLM's "
                                   "proxy in front (pd_proxy.sh), started by Slurm or as "
                                   "Kubernetes Deployments; SkyPilot files are not written for "
                                   "it."),
                                this);
        only->setWordWrap(true);
        form->addRow(QString(), only);
    } else if (o && replica_spans_nodes(*o)) {
        auto* only = new QLabel(tr("Each replica of this option spans several nodes: %1's "
                                   "serve script runs on every node, started by Slurm, a "
                                   "Kubernetes LeaderWorkerSet or a SkyPilot cluster per "
                                   "replica.")
                                    .arg(engine),
                                this);
        only->setWordWrap(true);
        form->addRow(QString(), only);
    }
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

bool ExportLaunchDialog::exportNow() {
    if (!snap_ || format_->count() == 0 || option_ >= snap_->plan.options.size())
        return false;
    const auto format = static_cast<LaunchFormat>(format_->currentData().toInt());
    const auto ask = [this](const QString& question) {
        if (ask_)
            return ask_(question);
        return QMessageBox::question(this, windowTitle(), question) == QMessageBox::Yes;
    };
    showProblem(QString()); // an old problem is not this attempt's
    bool replace = false;
    QString target = folder();
    if (!target.isEmpty()) {
        try {
            const PlanOption& o = snap_->plan.options[option_];
            const ExportFolderCheck c =
                check_export_folder(QDir::toNativeSeparators(target).toStdString(),
                                    launch_files(snap_->scenario, snap_->plan, o, format));
            if (c.state == ExportFolderState::Foreign && c.problem.empty()) {
                const QString sub = freeSubfolder(target, format);
                if (!ask(tr("%1 holds other files (%2), which stay as they are. Write the launch "
                            "files into a new folder, %3?")
                             .arg(target, joined(c.others, c.others_total), sub)))
                    return false;
                target = sub;
                folder_->setText(sub);
            } else if (c.replaces() && !c.refused()) {
                // What will happen, file by file, then the question.
                QStringList lines{
                    tr("%1 holds the launch files of an earlier export.").arg(target)};
                lines << tr("Replaced: %1.").arg(joined(c.replaced));
                std::vector<std::string> added = c.added, goes;
                for (const std::string& n : c.removed)
                    if (std::find(c.kept.begin(), c.kept.end(), n) == c.kept.end())
                        goes.push_back(n);
                if (!added.empty())
                    lines << tr("Added: %1.").arg(joined(added));
                if (!goes.empty())
                    lines << tr("Removed (the new export does not write them): %1.")
                                 .arg(joined(goes));
                for (const std::string& n : c.edited_and_replaced())
                    lines << tr("You edited %1 since: your version is kept as %2.")
                                 .arg(QString::fromStdString(n),
                                      QString::fromStdString(n) + QStringLiteral(".edited"));
                if (!c.kept.empty())
                    lines << tr("Kept, as you edited them: %1.").arg(joined(c.kept));
                lines << tr("Nothing else in the folder is touched.")
                      << tr("Replace the earlier export?");
                const QString question = lines.join(QLatin1Char('\n'));
                if (!ask(question))
                    return false;
                replace = true;
            }
        } catch (const InputError&) {
            // exportLaunchFiles says what is wrong
        }
    }
    ExportResult done;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const QString problem = exportLaunchFiles(*snap_, option_, format, target, replace, &done);
    QGuiApplication::restoreOverrideCursor();
    QStringList summary{tr("Launch files written to %1").arg(target)};
    for (const auto& [file, copy] : done.saved)
        summary << tr("your edited %1 is kept as %2")
                       .arg(QString::fromStdString(file), QString::fromStdString(copy));
    if (!done.kept.empty())
        summary << tr("kept %1 (edited since)").arg(joined(done.kept));
    summary_ = summary.join(tr("; "));
    showProblem(problem);
    return problem.isEmpty();
}

void ExportLaunchDialog::showProblem(const QString& problem) {
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    // The dialog grows with the message instead of squeezing the form above it.
    layout()->activate();
    resize(width(), qMax(height(), sizeHint().height()));
}

} // namespace gpuplanner::ui
