#pragma once
// File → Export Launch Files… and the options table's context menu: one option of the plan as
// launch files (planner/launch/launch.h) in a folder the user picks, for Slurm, Kubernetes or
// SkyPilot.
#include "core/plan_snapshot.h"
#include "launch/export_folder.h"
#include "launch/launch.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gpuplanner::ui {

// Writes the launch files of plan option `index` of `snapshot` into `folder`: a new or empty
// folder, or one holding an earlier export, whose files are replaced only with `replace`
// (launch/export_folder.h; nothing else in the folder is ever touched). Returns "" or the
// problem, in the user's language.
[[nodiscard]] QString exportLaunchFiles(const PlanSnapshot& snapshot, std::size_t index,
                                        LaunchFormat format, const QString& folder, bool replace,
                                        ExportResult* result = nullptr);

class ExportLaunchDialog final : public QDialog {
    Q_OBJECT
public:
    ExportLaunchDialog(std::shared_ptr<const PlanSnapshot> snapshot, std::size_t option,
                       const QString& folder, QWidget* parent = nullptr);
    [[nodiscard]] QString folder() const;
    [[nodiscard]] QComboBox* formatBox() const { return format_; }
    [[nodiscard]] QLabel* problemLabel() const { return problem_; }
    // Asks the user a yes/no question (a message box; tests answer it themselves).
    using Ask = std::function<bool(const QString& question)>;
    void setAsk(Ask ask) { ask_ = std::move(ask); }
    // Exports; on a problem it is shown and the dialog stays open (tests call it directly). A
    // folder holding an earlier export is replaced only after a question naming its files; a
    // folder holding other files gets the launch files in a new subfolder, after a question.
    bool exportNow();
    // After a successful export: where the files went and what was kept (the status bar's line).
    [[nodiscard]] QString summary() const { return summary_; }

private:
    std::shared_ptr<const PlanSnapshot> snap_;
    std::size_t option_;
    QComboBox* format_;
    QLineEdit* folder_;
    QLabel* problem_;
    Ask ask_;
    QString summary_;
    void showProblem(const QString& problem);
};

} // namespace gpuplanner::ui
