#include "plan_runner.h"

#include "errors.h"

#include <QDate>
#include <QtConcurrent/QtConcurrentRun>

namespace gpuplanner::ui {

PlanSnapshot computeSnapshot(const nlohmann::json& scenario, const QString& origin,
                             const CatalogData& c, const PlanSettings& settings) {
    PlanSnapshot snap;
    try {
        snap.scenario =
            parse_scenario(scenario, origin.toStdString(), ScenarioContext{&c.presets, &c.gpus});
        PlanRequest req;
        req.sort = settings.sort;
        req.currency = settings.currency.toStdString();
        req.today =
            (settings.today.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : settings.today)
                .toStdString();
        if (!req.currency.empty() && !c.currencies.knows(req.currency))
            req.currency.clear();
        snap.plan = make_plan(snap.scenario,
                              PlanCatalogs{&c.gpus, &c.offerings, &c.currencies, &c.compat}, req);
        snap.summary = summarize(snap.plan);
        snap.fits = fit_on_catalog(snap.scenario.model, snap.scenario.workload,
                                   snap.scenario.overheads, c.gpus);
    } catch (const InputError& e) {
        snap = PlanSnapshot{};
        snap.error = QString::fromStdString(e.what());
        if (e.file() == origin.toStdString()) // not a field of a config.json or probe file
            snap.errorField = QString::fromStdString(e.field());
    } catch (const std::exception& e) {
        snap = PlanSnapshot{};
        snap.error = QString::fromStdString(e.what());
    }
    return snap;
}

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
