#pragma once
// Re-plans the scenario on a worker thread after every edit, so the window never waits for the
// planner. Edits that arrive while a plan runs are coalesced: only the newest scenario is planned
// next, and results of older requests are dropped.
#include "core/catalog_store.h"
#include "core/plan_snapshot.h"

#include <nlohmann/json.hpp>

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace gpuplanner::ui {

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
