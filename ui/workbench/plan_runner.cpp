#include "workbench/plan_runner.h"

#include <nlohmann/json.hpp>

#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner::ui {

PlanRunner::PlanRunner(QObject* parent)
    : QObject(parent)
    , watcher_(std::make_unique<QFutureWatcher<std::shared_ptr<const PlanSnapshot>>>()) {
    connect(watcher_.get(), &QFutureWatcherBase::finished, this, &PlanRunner::finished);
}

PlanRunner::~PlanRunner() {
    watcher_->waitForFinished();
}

void PlanRunner::setCatalogs(std::shared_ptr<const CatalogData> catalogs) {
    catalogs_ = std::move(catalogs);
}

void PlanRunner::setSettings(const PlanSettings& settings) {
    settings_ = settings;
}

void PlanRunner::request(const nlohmann::json& scenario, const QString& origin) {
    pending_ = std::make_pair(scenario, origin);
    if (!running_)
        start();
}

void PlanRunner::start() {
    if (!pending_ || !catalogs_)
        return;
    running_ = true;
    const auto job = std::move(*pending_);
    pending_.reset();
    const std::uint64_t generation = ++generation_;
    // The worker gets its own copies (JSON, settings) and shares the immutable catalogs.
    const auto catalogs = catalogs_;
    const auto settings = settings_;
    watcher_->setFuture(QtConcurrent::run([job, catalogs, settings, generation]() {
        auto snap = std::make_shared<PlanSnapshot>(
            computeSnapshot(job.first, job.second, *catalogs, settings));
        snap->generation = generation;
        return std::shared_ptr<const PlanSnapshot>(snap);
    }));
}

void PlanRunner::finished() {
    running_ = false;
    auto snap = watcher_->result();
    if (pending_) { // a newer edit arrived: plan that, drop this one
        start();
        return;
    }
    latest_ = snap;
    emit planned(snap);
}

} // namespace gpuplanner::ui
