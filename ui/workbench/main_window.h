#pragma once
// The workbench window: scenario editor on the left, live results on the right. Every edit
// re-plans on a worker thread; undo/redo, files (atomic saves, recent files, autosave and crash
// recovery), settings, the catalog editor and the language live here.
#include "workbench/settings_dialog.h"

#include <QMainWindow>
#include <QString>
#include <QStringList>

#include <memory>

class QLabel;
class QMenu;
class QTimer;

namespace gpuplanner::ui {

class AutosaveStore;
class LocalGpuPanel;
class PlanRunner;
class ProbeRunner;
class ResultsView;
class ScenarioDocument;
class ScenarioEditor;
struct CatalogData;
struct PlanSnapshot;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario file; on a bad file shows nothing new and returns false with the message.
    bool openScenario(const QString& file, QString* error = nullptr);
    QString saveScenarioAs(const QString& file);
    void newScenario();
    // Re-reads the catalogs (after the catalog editor saved); returns an error or "".
    QString reloadCatalogs();
    void applySettings(const AppSettings& settings);
    // The PDF report of the current plan; returns an error or "".
    QString exportReport(const QString& file);

    // For --screenshot (gpuplanner_main.cpp): wait for the plan, pick a tab. Tests find the
    // window's parts through the object tree instead (tests/support/ui_test_support.h).
    [[nodiscard]] ResultsView* results() const { return results_; }
    [[nodiscard]] PlanRunner* runner() const { return runner_; }
    // What the window shows first: the work of a crashed session if there is any and the user
    // recovers it (offered whether or not `file` is named; not when `offerRecovery` is false, as
    // for --screenshot), else `file`, else the bundled example. False with the message when the
    // file cannot be opened.
    bool start(const QString& file, bool offerRecovery, QString* error = nullptr);
    // The folder of every window's autosave (autosave_store.h), and this window's own file.
    [[nodiscard]] static QString autosaveFolder();
    [[nodiscard]] QString autosavePath() const;
    // Offers the autosaves of windows that did not close normally, newest first (Recover,
    // Discard, Keep for later); `ask` false recovers the newest without asking. An unreadable one
    // is set aside under a new name, which the user is told. `instead`: the file Recover replaces.
    bool recoverAutosave(bool ask, const QString& instead = QString());
    void setConfirmOnClose(bool confirm) { confirmOnClose_ = confirm; }
    // Writes the autosave file now when there are unsaved changes (the timer calls it every 30 s);
    // removes it when there are none. A folder it cannot write is reported once.
    void autosave();

signals:
    // Autosaves cannot be written (the reason), or can again (""); once per change.
    void autosaveProblemChanged(const QString& problem);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void buildUi();
    void buildMenus();
    void retranslate();
    // Numbers and memory units as the settings say, in the language's locale.
    void applyFormat();
    void replan();
    void planned(std::shared_ptr<const PlanSnapshot> snapshot);
    void updateTitle();
    void updateStatus();
    void addRecent(const QString& file);
    void rebuildRecentMenu();
    void showAutosaveProblem(const QString& problem);
    bool maybeSave();
    void openDialog();
    bool save();
    bool saveAsDialog();
    void showCatalog();
    // The runs measured so far against their plans; `import` asks for files first (File →
    // Import Run Log…).
    void showRunLogs(bool import);
    // The runner's settings: the currency chosen, the calibrations kept (when they load).
    void applyPlanSettings();
    void showSettings();
    void exportReportDialog();
    // The launch files of plan option `index` (of the latest plan), or of the option selected in
    // the table (the first when none is) for -1.
    void exportLaunchDialog(int index = -1);
    void printPreview();
    void print();

    ScenarioDocument* doc_ = nullptr;
    PlanRunner* runner_ = nullptr;
    ProbeRunner* probe_ = nullptr; // outlives the widgets (a probe run survives retranslation)
    LocalGpuPanel* localGpu_ = nullptr;
    ScenarioEditor* editor_ = nullptr;
    ResultsView* results_ = nullptr;
    bool opening_ = false; // openScenario is reading a file on a worker
    QLabel* status_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QTimer* autosaveTimer_ = nullptr;
    std::unique_ptr<AutosaveStore> autosave_;
    QLabel* autosaveStatus_ = nullptr;
    QString autosaveProblem_; // as last reported
    AppSettings settings_;
    QString catalogError_;
    QString shownError_; // the plan error last put in the status bar
    bool confirmOnClose_ = true;
};

} // namespace gpuplanner::ui
