#pragma once
// Re-plans the scenario on a worker thread after every edit, so the window never waits for the
// planner. Edits that arrive while a plan runs are coalesced: only the newest scenario is planned
// next, and results of older requests are dropped.
#include "catalog_store.h"
#include "fit.h"
#include "plan.h"
#include "plan_summary.h"
#include "scenario.h"

#include <nlohmann/json.hpp>

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace gpuplanner::ui {

struct PlanSnapshot {
    Scenario scenario;
    PlanResult plan;
    PlanSummary summary;
    std::vector<GpuFit> fits;
    QString error; // "file: field: problem" when the scenario is invalid; the rest is then empty
    QString errorField; // the scenario's field at fault ("workload.micro_batch"), or empty
    std::uint64_t generation = 0;
};

struct PlanSettings {
    QString currency; // empty: the scenario's
    SortKey sort = SortKey::Cost;
    QString today; // YYYY-MM-DD; empty: today in UTC (the planner's date rule)
    // A gpuprobe result planned as the user's own machine (gpuplan report --probe).
    QString probe_file;
    int probe_device = -1; // -1: the probe's first device
    // Who asked for the currency, for the message when it is unknown ("--currency"); empty: the
    // workbench's settings.
    QString currencySource;
};

// Runs the whole pipeline for one scenario JSON; used by the runner and directly by tests/benches.
[[nodiscard]] PlanSnapshot computeSnapshot(const nlohmann::json& scenario, const QString& origin,
                                           const CatalogData& catalogs,
                                           const PlanSettings& settings);

class PlanRunner final : public QObject {
    Q_OBJECT
public:
    explicit PlanRunner(QObject* parent = nullptr);
    ~PlanRunner() override;

    void setCatalogs(std::shared_ptr<const CatalogData> catalogs);
    [[nodiscard]] const std::shared_ptr<const CatalogData>& catalogs() const { return catalogs_; }
    void setSettings(const PlanSettings& settings);
    void request(const nlohmann::json& scenario, const QString& origin);
    [[nodiscard]] bool busy() const { return running_; }
    [[nodiscard]] const std::shared_ptr<const PlanSnapshot>& latest() const { return latest_; }

signals:
    void planned(std::shared_ptr<const PlanSnapshot> snapshot);

private:
    void start();
    void finished();

    std::shared_ptr<const CatalogData> catalogs_;
    PlanSettings settings_;
    std::optional<std::pair<nlohmann::json, QString>> pending_;
    std::uint64_t generation_ = 0;
    bool running_ = false;
    std::shared_ptr<const PlanSnapshot> latest_;
    std::unique_ptr<QFutureWatcher<std::shared_ptr<const PlanSnapshot>>> watcher_;
};

} // namespace gpuplanner::ui
