#include "calibration/calibrate.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "time/stacks.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace gpuplanner {

namespace {

// The log's layout into the scenario's workload, as `gpuplan plan` would read it pinned.
void pin_layout(nlohmann::json& scenario, const LoggedLayout& l) {
    nlohmann::json& w = scenario["workload"];
    const auto pin = [&](const char* key, const std::optional<std::int64_t>& v) {
        if (v && *v >= 1)
            w[key] = *v;
    };
    pin("tensor_parallel", l.tensor);
    pin("pipeline_parallel", l.pipeline);
    pin("virtual_pipeline_stages", l.virtual_stages);
    pin("context_parallel", l.context);
    pin("expert_parallel", l.expert);
    pin("data_parallel", l.data);
    pin("micro_batch", l.micro_batch);
    pin("sequence_length", l.sequence_length);
    if (!l.recompute.empty())
        w["activation_checkpointing"] = l.recompute;
    if (l.global_batch && l.sequence_length)
        scenario["performance"]["global_batch_tokens"] =
            static_cast<double>(*l.global_batch * *l.sequence_length);
}

} // namespace

CalibrationOutcome calibrate_training(const nlohmann::json& scenario, const std::string& origin,
                                      const Catalogs& catalogs,
                                      const std::vector<TrainingLog>& logs) {
    if (!scenario.is_object() || !scenario.contains("hardware"))
        throw InputError(origin, "hardware", input_problem(InputProblemCode::TrainingRunGpu));
    if (!scenario.contains("workload") || !scenario["workload"].is_object())
        throw InputError(origin, "workload", input_problem(InputProblemCode::TrainingRunJob));
    if (string_member(scenario["workload"], "type") == "inference")
        throw InputError(origin, "workload.type",
                         input_problem(InputProblemCode::TrainingLogNeedsTraining));
    CalibrationOutcome out;
    for (const TrainingLog& log : logs) {
        nlohmann::json pinned = uncalibrated(scenario);
        pin_layout(pinned, log.layout);
        PlanJob job;
        job.sort = SortKey::Time;
        job.top = 1;
        PlannedScenario planned = plan_scenario(pinned, origin, catalogs, job);
        if (planned.plan.options.empty() && !pinned.contains("local")) {
            // No offering holds exactly the GPUs the run used (one GPU of an eight-GPU node):
            // the same GPUs as a machine of their own, for the step time alone.
            pinned["local"] = {{"gpu", pinned["hardware"].value("gpu", std::string())},
                               {"count", pinned["hardware"].value("count", 1)},
                               {"purchase_price", 1},
                               {"currency", "USD"}};
            planned = plan_scenario(pinned, origin, catalogs, job);
        }
        if (planned.plan.options.empty() || !planned.plan.options.front().strategy)
            throw InputError(
                origin, "workload",
                input_problem(InputProblemCode::NoPlanForLogLayout, {{"file", log.file}}));
        const PlanOption& o = planned.plan.options.front();
        const TrainingTime& t = o.strategy->time;
        const double gpus = static_cast<double>(std::max<std::int64_t>(o.gpu_count, 1));
        const double steps_alone = t.total_seconds - t.downtime_seconds;
        const double tokens = planned.scenario.workload.training.tokens;
        CalibrationRow row;
        row.file = log.file;
        row.tool = to_string(log.tool);
        row.date = log.date;
        row.gpu = o.gpu_id;
        row.trained = trained_weights_name(planned.scenario.workload.training.method);
        row.stack = training_stack_name(resolve_stack(
            planned.scenario.plan.performance.stack, planned.scenario.workload.training.framework));
        row.layout = layout_text(o.layout);
        row.measurements = log.measurements();
        row.kind = CalibrationKind::TrainingStep;
        std::vector<double> samples; // measured, in the quantity compared
        if (!log.step_seconds.empty()) {
            row.quantity = CalibrationQuantity::StepSeconds;
            row.planned = steps_alone / static_cast<double>(std::max<std::int64_t>(t.steps, 1));
            samples = log.step_seconds;
            row.measured = *median_of(samples);
            row.factor = row.measured / row.planned;
        } else if (!log.tokens_per_second_per_gpu.empty()) {
            row.quantity = CalibrationQuantity::TokensPerSecondPerGpu;
            row.planned = tokens / steps_alone / gpus;
            samples = log.tokens_per_second_per_gpu;
            row.measured = *median_of(samples);
            row.factor = row.planned / row.measured;
        } else {
            row.quantity = CalibrationQuantity::SamplesPerSecond;
            const double seq = static_cast<double>(
                std::max<std::int64_t>(planned.scenario.workload.training.sequence_length, 1));
            row.planned = tokens / seq / steps_alone;
            samples = log.samples_per_second;
            row.measured = *median_of(samples);
            row.factor = row.planned / row.measured;
        }
        const auto [lo, hi] = std::minmax_element(samples.begin(), samples.end());
        row.spread =
            std::min(1.0, std::max(kMinCalibrationSpread, (*hi - *lo) / 2.0 / row.measured));
        row.refused = !(row.factor >= 1.0 / 3.0 && row.factor <= 3.0);
        // The network apart (Megatron's timers, DeepSpeed's breakdown): the exposed
        // data-parallel communication a step measured against the plan's, on this network;
        // the step factor then holds the rest of the step.
        std::optional<CalibrationRow> network_row;
        const double steps = static_cast<double>(std::max<std::int64_t>(t.steps, 1));
        const double planned_step = steps_alone / steps, measured_step = planned_step * row.factor;
        const double planned_comm = t.data_parallel_comm_seconds / steps;
        // The factor is the collectives' own time against the plan's: the exposed time turned
        // back through what the plan hides behind compute (time/data_parallel.h), so that it
        // moves a plan that hides more, or all, of the exchange.
        const std::optional<double> share = median_of(log.data_parallel_comm_share);
        const std::optional<double> slowdown =
            share && !row.refused ? t.data_parallel_exchange.slowdown_for(*share * measured_step)
                                  : std::nullopt;
        if (slowdown) {
            CalibrationRow n = row;
            n.quantity = CalibrationQuantity::DataParallelCommSeconds;
            n.kind = CalibrationKind::DataParallelComm;
            n.trained.clear(); // the network's, whatever the weights
            n.network = t.data_parallel_network();
            n.measurements = log.data_parallel_comm_share.size();
            n.measured = *share * measured_step;
            n.planned = planned_comm;
            n.factor = *slowdown;
            // The spread of the collectives' time the shares' spread gives.
            const auto [lo, hi] = std::minmax_element(log.data_parallel_comm_share.begin(),
                                                      log.data_parallel_comm_share.end());
            const auto at = [&](double s) {
                return t.data_parallel_exchange.slowdown_for(s * measured_step).value_or(0.0);
            };
            n.spread = std::min(
                1.0, std::max(kMinCalibrationSpread, (at(*hi) - at(*lo)) / 2.0 / n.factor));
            n.refused = !(n.factor >= 1.0 / 3.0 && n.factor <= 3.0);
            const double rest = (measured_step - n.measured) / (planned_step - planned_comm);
            if (!n.refused && planned_step > planned_comm && rest >= 1.0 / 3.0 && rest <= 3.0) {
                row.factor = rest;
                row.excludes_data_parallel_comm = true;
            }
            network_row = n;
        }
        out.rows.push_back(row);
        if (network_row)
            out.rows.push_back(*network_row);
        // The run's overhead beside its steps (checkpoint saves, evaluation, restarts in the
        // log): the wall clock over the steps' own time, 1 / the goodput the log's timestamps
        // give. The plan's steps are all goodput until a calibration says otherwise (its
        // interruptions are modelled apart, time/goodput.h).
        if (log.goodput && !row.refused) {
            CalibrationRow g = row;
            g.quantity = CalibrationQuantity::Goodput;
            g.kind = CalibrationKind::RunOverhead;
            g.trained.clear();
            g.excludes_data_parallel_comm = false;
            g.measurements = 1; // one span of wall clock
            g.measured = *log.goodput;
            g.planned = 1.0;
            g.factor = 1.0 / *log.goodput;
            g.spread = kMinCalibrationSpread;
            g.refused = g.factor > 3.0;
            out.rows.push_back(g);
        }
        // Beside it, what else the log measured against the plan (shown, not calibrated).
        const auto beside = [&](CalibrationQuantity q, double measured, double planned_value) {
            out.rows.push_back(beside_row(row, q, measured, planned_value));
        };
        // MFU of the steps alone: the plan's counts downtime in, a log's steps do not.
        const double planned_mfu = t.mfu * t.total_seconds / steps_alone;
        const std::optional<double> tflops = median_of(log.tflops_per_gpu);
        if (log.mfu)
            beside(CalibrationQuantity::Mfu, *log.mfu, planned_mfu);
        else if (tflops && t.peak_flops_per_gpu > 0)
            beside(CalibrationQuantity::Mfu, *tflops * 1e12 / t.peak_flops_per_gpu, planned_mfu);
        // The network's share: what the log timed of data-parallel communication not hidden
        // behind compute, against the plan's exposed term over its steps.
        if (share)
            beside(CalibrationQuantity::DataParallelCommShare, *share,
                   t.data_parallel_comm_seconds / steps_alone);
        if (log.peak_memory_gib)
            beside(CalibrationQuantity::PeakMemoryGib, *log.peak_memory_gib,
                   o.strategy->memory.total_bytes() / (1024.0 * 1024.0 * 1024.0));
        if (row.quantity == CalibrationQuantity::StepSeconds && log.layout.global_batch &&
            log.layout.sequence_length)
            beside(CalibrationQuantity::TokensPerSecondPerGpu,
                   static_cast<double>(*log.layout.global_batch * *log.layout.sequence_length) /
                       row.measured / gpus,
                   tokens / steps_alone / gpus);
    }
    out.entries = calibrations_of(out.rows);
    return out;
}

nlohmann::json uncalibrated(nlohmann::json scenario) {
    if (const auto p = scenario.find("performance"); p != scenario.end() && p->is_object())
        p->erase("calibration");
    return scenario;
}

std::vector<TimeCalibration> merge_calibrations(std::vector<TimeCalibration> entries) {
    std::vector<TimeCalibration> merged;
    for (TimeCalibration& e : entries) {
        auto same = std::find_if(merged.begin(), merged.end(), [&](const TimeCalibration& m) {
            return m.kind == e.kind && m.gpu == e.gpu && m.stack == e.stack &&
                   m.trained == e.trained && m.network == e.network &&
                   m.excludes_data_parallel_comm == e.excludes_data_parallel_comm;
        });
        if (same == merged.end()) {
            merged.push_back(std::move(e));
            continue;
        }
        TimeCalibration& m = *same;
        const double n = static_cast<double>(m.measurements),
                     k = static_cast<double>(e.measurements);
        const double factor = (m.factor * n + e.factor * k) / (n + k);
        // The runs' disagreement is part of how sure the figure is.
        const double apart = std::max(std::abs(m.factor - factor), std::abs(e.factor - factor));
        m.spread = std::min(1.0, std::max({m.spread, e.spread, apart / factor}));
        m.factor = factor;
        m.measurements += e.measurements;
        if ((", " + m.source + ", ").find(", " + e.source + ", ") == std::string::npos)
            m.source += ", " + e.source; // each file named once (a GuideLLM sweep is one file)
        if (!e.tool.empty() && m.tool.find(e.tool) == std::string::npos)
            m.tool += (m.tool.empty() ? "" : ", ") + e.tool;
        m.date = std::max(m.date, e.date); // the latest run
    }
    return merged;
}

} // namespace gpuplanner
