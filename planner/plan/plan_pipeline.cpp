#include "plan/plan_pipeline.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "plan/plan.h"
#include "scenario/scenario_reader.h"
#include "time/calibration.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace gpuplanner {

std::string today_utc() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

namespace {

// Whether the calibration `file` keeps a gpuprobe result; a file that cannot be read does not
// (loading the calibrations names it).
bool calibration_keeps_probe(const std::string& file) {
    try {
        const nlohmann::json j = parse_json_file(file);
        return j.is_object() && j.contains("probe");
    } catch (const std::exception&) {
        return false;
    }
}

} // namespace

PlannedScenario plan_scenario(const nlohmann::json& scenario, const std::string& origin,
                              const Catalogs& catalogs, const PlanJob& job) {
    nlohmann::json doc = scenario;
    // A gpuprobe result a calibration keeps plans the own machine as --probe does (not when
    // --probe names one); the front end's kept one only where the scenario describes an own
    // machine (a local section), so it never adds one to every scenario.
    std::string probe_file = job.probe_file;
    if (probe_file.empty() && !job.calibration_file.empty() &&
        calibration_keeps_probe(job.calibration_file))
        probe_file = job.calibration_file;
    if (probe_file.empty() && !job.kept_calibration_file.empty() && doc.contains("local") &&
        calibration_keeps_probe(job.kept_calibration_file))
        probe_file = job.kept_calibration_file;
    const bool owned_added = !probe_file.empty() && attach_probe(doc, probe_file, job.probe_device);
    PlannedScenario out;
    out.scenario = parse_scenario(doc, origin, catalogs.context());
    if (!job.calibration_file.empty())
        out.scenario.plan.performance.calibrations = load_calibration_file(job.calibration_file);
    if (!job.kept_calibration_file.empty()) {
        try {
            std::vector<TimeCalibration> kept = load_calibration_file(job.kept_calibration_file);
            std::vector<TimeCalibration>& all = out.scenario.plan.performance.calibrations;
            all.insert(all.end(), kept.begin(), kept.end());
        } catch (const InputError& e) {
            out.scenario.warnings.push_back({DiagCode::CalibrationsLeftOut, "", {}, {e.what()}});
        }
    }
    if (owned_added)
        out.scenario.warnings.push_back({DiagCode::MeasuredMachineOwned, "", {}, {}});
    if (!job.currency.empty() && !catalogs.currencies.knows(job.currency) &&
        !out.scenario.plan.currency.rates_per_usd.count(job.currency)) {
        std::string known;
        for (const std::string& code : catalogs.currencies.codes())
            known += (known.empty() ? "" : ", ") + code;
        throw RequestError("unknown currency \"" + job.currency + "\" (the currency table has " +
                           known + ")");
    }
    PlanRequest req;
    req.sort = job.sort;
    req.top = job.top;
    req.sample = job.sample;
    req.currency = job.currency;
    req.today = job.today.empty() ? today_utc() : job.today;
    out.plan = make_plan(out.scenario, catalogs.view(), req);
    out.summary = summarize(out.plan);
    if (out.summary.cheapest)
        out.latency_curve =
            latency_curve(out.scenario, catalogs.view(), out.plan, *out.summary.cheapest);
    FitLimits limits;
    limits.stack = out.scenario.plan.performance.stack;
    out.fits = fit_on_catalog(out.scenario.model, out.scenario.workload, out.scenario.overheads,
                              catalogs.gpus, limits);
    // The GPU types the scenario compares (constraints.gpus), as `gpuplan memory` judges them:
    // the memory chart and the report's "fits on N of M GPUs" counted all 43 (walkthrough,
    // 2026-12-08).
    const Constraints& c = out.scenario.plan.constraints;
    out.fits.erase(std::remove_if(out.fits.begin(), out.fits.end(),
                                  [&c](const GpuFit& f) { return !c.allows_gpu(f.gpu_id); }),
                   out.fits.end());
    return out;
}

} // namespace gpuplanner
