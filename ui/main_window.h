#pragma once
// First workbench window: the memory breakdown of a scenario and which GPUs fit.
// The interactive workbench (scenario editor, plan, charts) replaces it in issue #4.
#include <QMainWindow>
#include <QString>

class QLabel;
class QTableWidget;

namespace gpuplanner::ui {

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    // Loads and shows a scenario; on bad input shows the message and keeps what was shown.
    // Returns false (and fills *error) when the file could not be used.
    bool openScenario(const QString& file, QString* error = nullptr);

private:
    void openScenarioDialog();
    QLabel* summary_ = nullptr;
    QTableWidget* memoryTable_ = nullptr;
    QTableWidget* fitTable_ = nullptr;
};

} // namespace gpuplanner::ui
