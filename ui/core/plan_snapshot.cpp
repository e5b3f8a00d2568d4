#include "core/plan_snapshot.h"
#include "core/text/input_error_text.h"

#include "io/errors.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <QObject>

namespace gpuplanner::ui {

PlanSnapshot computeSnapshot(const nlohmann::json& scenario, const QString& origin,
                             const Catalogs& c, const PlanSettings& settings) {
    PlanSnapshot snap;
    try {
        PlanJob job;
        job.sort = settings.sort;
        // A bounded, representative set (plan.h): the tables and charts of a 100,000-offering
        // catalog stay responsive and the memory bounded.
        job.top = kShownTop;
        job.sample = kShownSample;
        job.currency = settings.currency.toStdString();
        job.today = settings.today.toStdString(); // empty: today in UTC, as gpuplan
        job.probe_file = settings.probe_file.toStdString();
        job.calibration_file = settings.calibration_file.toStdString();
        job.kept_calibration_file = settings.kept_calibration_file.toStdString();
        if (settings.probe_device >= 0)
            job.probe_device = settings.probe_device;
        PlannedScenario planned = plan_scenario(scenario, origin.toStdString(), c, job);
        snap.scenario = std::move(planned.scenario);
        snap.plan = std::move(planned.plan);
        snap.summary = std::move(planned.summary);
        snap.fits = std::move(planned.fits);
        snap.latency_curve = std::move(planned.latency_curve);
    } catch (const RequestError& e) {
        snap = PlanSnapshot{};
        snap.error = QStringLiteral("%1: %2").arg(
            settings.currencySource.isEmpty() ? QObject::tr("Settings") : settings.currencySource,
            errorText(e));
    } catch (const InputError& e) {
        snap = PlanSnapshot{};
        snap.error = errorText(e);
        if (e.file() == origin.toStdString()) // not a field of a config.json or probe file
            snap.errorField = QString::fromStdString(e.field());
    } catch (const std::exception& e) {
        snap = PlanSnapshot{};
        snap.error = errorText(e);
    }
    return snap;
}

} // namespace gpuplanner::ui
