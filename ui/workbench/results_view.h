#pragma once
// The right-hand side of the workbench: error banner, summary, and tabs with the options table
// (sortable, filterable, column chooser), cost-versus-time, memory, billing and buy-versus-rent
// charts, and the warnings list. Fed one PlanSnapshot at a time.
#include "core/catalog_store.h"
#include "core/models/billing_model.h"
#include "core/models/buy_rent_model.h"
#include "core/models/memory_model.h"
#include "core/models/options_filter_model.h"
#include "core/models/options_model.h"
#include "core/text/plan_format.h"
#include "workbench/options_table_view.h"
#include "workbench/summary_view.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTabWidget;
class QTableView;
class QPushButton;

namespace gpuplanner::ui {

class BillingChartView;
class BuyRentChartView;
class CostTimeChartView;
class LatencyRateChartView;
class LatencyRateModel;
class MemoryChartView;

class ResultsView final : public QWidget {
    Q_OBJECT
public:
    explicit ResultsView(QWidget* parent = nullptr);
    void setCatalogs(std::shared_ptr<const CatalogData> catalogs);
    void showSnapshot(std::shared_ptr<const PlanSnapshot> snapshot);
    // How numbers and memory are written (the settings' choice); redraws what is shown.
    void setFormat(const PlanFormat& format);

    /// The next plan fits the options columns anew, narrower too (a scenario opened or new).
    void fitColumnsAfresh() { shrinkColumns_ = true; }
    [[nodiscard]] QTabWidget* tabs() const { return tabs_; }
    // The plan option of the table's current row (an index into the snapshot's options).
    [[nodiscard]] std::optional<std::size_t> selectedOption() const;
    // The latency chart follows the selected option (the recommended one until one is chosen).
    void followSelectionInLatencyChart();
    [[nodiscard]] QByteArray headerState() const;
    void restoreHeaderState(const QByteArray& state);

signals:
    // The options table's context menu: export the launch files of plan option `index`.
    void exportLaunchRequested(int index);
    // A warning that names a scenario field was activated (double-click, Enter): `field` as the
    // form's markInvalidField takes it ("currency.rates_per_usd"), `text` the warning.
    void warningFieldRequested(const QString& field, const QString& text);

private:
    void applyFilter();
    void updateNoMatch();
    void refreshVisibleChart();
    void fitColumns();
    void updateSummary(const PlanSnapshot& snap);
    void updateWarnings(const PlanSnapshot& snap);
    QWidget* buildOptionsTab();

    std::shared_ptr<const CatalogData> catalogs_;
    std::shared_ptr<const PlanSnapshot> snap_;
    PlanFormat format_;
    OptionsModel* options_;
    OptionsFilterModel* proxy_;
    OptionsFilterModel* paretoProxy_;
    MemoryModel* memory_;
    BillingModel* billing_;
    BuyRentModel* buyRent_;
    LatencyRateModel* latency_;
    QLabel* error_ = nullptr;
    SummaryView* summary_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    OptionsTableView* table_ = nullptr;
    bool shrinkColumns_ = true; // see fitColumns()
    // The Columns menu's actions, by column; the serving columns are shown when the plan turns
    // to serving and hidden when it turns to training (the user's own choice stands between).
    std::vector<QAction*> columnActions_;
    std::optional<bool> servingColumns_;
    QComboBox* providerFilter_ = nullptr;
    QComboBox* billingFilter_ = nullptr;
    QComboBox* certificationFilter_ = nullptr;
    QLineEdit* regionFilter_ = nullptr;
    QLineEdit* textFilter_ = nullptr;
    QCheckBox* paretoOnly_ = nullptr;
    QPushButton* columns_ = nullptr; // a push button draws its menu arrow beside the text
    CostTimeChartView* costTime_ = nullptr;
    MemoryChartView* memoryChart_ = nullptr;
    QWidget* memoryPage_ = nullptr; // the Memory tab: the chart (scrolled) over the table
    BillingChartView* billingChart_ = nullptr;
    BuyRentChartView* buyRentChart_ = nullptr;
    LatencyRateChartView* latencyChart_ = nullptr; // serving plans only
    QListWidget* warnings_ = nullptr;
    QLabel* noMatch_ = nullptr;
    QLabel* shown_ = nullptr;            // "Showing 556 of 113,534 options: ..." for a bounded plan
    std::uint64_t chartsGeneration_ = 0; // per chart: which snapshot it shows
    std::uint64_t costTimeShown_ = ~0ull, memoryShown_ = ~0ull, billingShown_ = ~0ull,
                  buyRentShown_ = ~0ull, latencyShown_ = ~0ull;
};

} // namespace gpuplanner::ui
