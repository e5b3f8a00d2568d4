#pragma once
// File → Import Run Log… (issue #30): what the team's own runs measured against what was planned,
// as a table and a chart of measured ÷ planned, with the runs imported so far kept in the user's
// data folder (core/calibration_store.h) and applied to every plan on the same GPU and stack.
#include "core/text/plan_format.h"
#include "plan/catalogs.h"

#include <nlohmann/json.hpp>

#include <QDialog>
#include <QString>
#include <QStringList>

#include <memory>

class QLabel;
class QTableView;

namespace gpuplanner::ui {

class MeasuredRunsChartView;
class MeasuredRunsModel;

class RunLogDialog final : public QDialog {
    Q_OBJECT
public:
    // `scenario` as the document holds it now (what an import compares with), named `origin`.
    RunLogDialog(nlohmann::json scenario, QString origin, std::shared_ptr<const Catalogs> catalogs,
                 QString storePath, const PlanFormat& format, QWidget* parent = nullptr);
    ~RunLogDialog() override;
    // Imports `files` and shows every kept run; a problem is shown in the dialog, nothing kept
    // changes (tests call it directly). True when the runs changed.
    bool importFiles(const QStringList& files);
    // Forgets every kept run.
    void forgetAll();
    // Asks for files (a file dialog) and imports them.
    void chooseAndImport();
    [[nodiscard]] MeasuredRunsModel* model() const { return model_; }
    [[nodiscard]] MeasuredRunsChartView* chart() const { return chart_; }
    [[nodiscard]] QLabel* messageLabel() const { return message_; }

signals:
    // The kept calibrations changed: the plan should be made again.
    void calibrationsChanged();

private:
    void reload();

    nlohmann::json scenario_;
    QString origin_;
    std::shared_ptr<const Catalogs> catalogs_;
    QString storePath_;
    PlanFormat format_;
    MeasuredRunsModel* model_;
    QTableView* table_;
    MeasuredRunsChartView* chart_;
    QLabel* message_;
};

} // namespace gpuplanner::ui
