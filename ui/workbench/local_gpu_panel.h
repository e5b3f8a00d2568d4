#pragma once
// The "Local GPU" tab: run gpuprobe on this machine (progress, cancel) or import a result made on
// another one; the measurement against the datasheet as a table and a chart; and what the current
// scenario's job takes and costs on that GPU next to the cloud. The measurement enters the plan
// as the scenario's local.probe (one undo step); everything shown comes from the plan.
#include "core/models/probe_comparison_model.h"
#include "core/text/plan_format.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace gpuplanner::ui {

class ProbeChartView;
class ProbeRunner;
class ScenarioDocument;

class LocalGpuPanel final : public QWidget {
    Q_OBJECT
public:
    LocalGpuPanel(ScenarioDocument* doc, ProbeRunner* runner, QWidget* parent = nullptr);
    void showSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    // How numbers are written (the settings' choice).
    void setFormat(const PlanFormat& format);
    // Chart rebuilt when shown (like the other charts).
    void refreshChart();

    // Validates the file, then makes it the scenario's local machine. Returns the error
    // ("file: field: problem") or an empty string; on error nothing changes.
    QString attachProbe(const QString& file, std::optional<int> device = std::nullopt);
    // Removes the measurement (keeping the own machine as its catalog GPU where there is one).
    void forgetProbe();
    // Where a probe run on this machine writes its result.
    [[nodiscard]] static QString newResultPath();

public slots:
    void runProbe(bool quick);
    void importDialog();

private:
    void setRunning(bool running);
    void showMessage(const QString& text, bool error);
    void updateTexts();

    ScenarioDocument* doc_;
    ProbeRunner* runner_;
    std::shared_ptr<const PlanSnapshot> snap_;
    ProbeComparisonModel* model_;
    PlanFormat format_;
    QTableView* table_;
    ProbeChartView* chart_;
    QLabel* device_;
    QLabel* comparison_;
    QLabel* message_;
    QProgressBar* progress_;
    QPushButton* quick_;
    QPushButton* full_;
    QPushButton* import_;
    QPushButton* cancel_;
    QPushButton* forget_;
};

} // namespace gpuplanner::ui
