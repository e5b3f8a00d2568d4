// The calibration file with its rows (calibrate.h; docs/formats.md "Calibration").
#include "calibration/calibrate.h"
#include "calibration/log_lines.h"

#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace gpuplanner {

namespace {

constexpr CalibrationQuantity kQuantities[] = {CalibrationQuantity::StepSeconds,
                                               CalibrationQuantity::TokensPerSecondPerGpu,
                                               CalibrationQuantity::SamplesPerSecond,
                                               CalibrationQuantity::Mfu,
                                               CalibrationQuantity::PeakMemoryGib,
                                               CalibrationQuantity::TtftSeconds,
                                               CalibrationQuantity::TpotSeconds,
                                               CalibrationQuantity::OutputTokensPerSecond,
                                               CalibrationQuantity::WeightsGib,
                                               CalibrationQuantity::KvCacheTokens,
                                               CalibrationQuantity::DataParallelCommShare,
                                               CalibrationQuantity::DataParallelCommSeconds,
                                               CalibrationQuantity::Goodput,
                                               CalibrationQuantity::EngineOverheadGib};

constexpr CalibrationKind kKinds[] = {
    CalibrationKind::TrainingStep,  CalibrationKind::ServingPrefill,
    CalibrationKind::ServingDecode, CalibrationKind::DataParallelComm,
    CalibrationKind::RunOverhead,   CalibrationKind::ServingMemory};

// The document of a gpuprobe result ("format": "gpuplanner-probe"), or null for any other file.
std::shared_ptr<const nlohmann::json> probe_document(const std::string& file) {
    if (!is_json_document(file))
        return nullptr;
    nlohmann::json doc = parse_json_file(file);
    if (string_member(doc, "format") != "gpuplanner-probe")
        return nullptr;
    return std::make_shared<const nlohmann::json>(std::move(doc));
}

// A log, or, for a file that opens as a JSON object but does not parse as one and holds no
// training line either, both problems: a truncated benchmark result is named as such.
TrainingLog training_log_or_broken_json(const std::string& file) {
    try {
        return read_training_log(file);
    } catch (const InputError& log_error) {
        // A JSON document opens with '{' and a quoted key; a log opening with a Python dict
        // ({'loss': ...}) is a log.
        if (first_non_space_characters(file, 2) != "{\"")
            throw;
        try {
            (void)parse_json_file(file);
        } catch (const InputError& json_error) {
            throw InputError(file, json_error.field(),
                             json_error.problem() + "; nor a training log: " + log_error.problem());
        }
        throw;
    }
}

} // namespace

const char* calibration_quantity_name(CalibrationQuantity q) {
    switch (q) {
    case CalibrationQuantity::StepSeconds:
        return "step_seconds";
    case CalibrationQuantity::TokensPerSecondPerGpu:
        return "tokens_per_second_per_gpu";
    case CalibrationQuantity::SamplesPerSecond:
        return "samples_per_second";
    case CalibrationQuantity::Mfu:
        return "mfu";
    case CalibrationQuantity::PeakMemoryGib:
        return "peak_memory_gib";
    case CalibrationQuantity::TtftSeconds:
        return "ttft_seconds";
    case CalibrationQuantity::TpotSeconds:
        return "tpot_seconds";
    case CalibrationQuantity::OutputTokensPerSecond:
        return "output_tokens_per_second";
    case CalibrationQuantity::WeightsGib:
        return "weights_gib";
    case CalibrationQuantity::KvCacheTokens:
        return "kv_cache_tokens";
    case CalibrationQuantity::DataParallelCommShare:
        return "data_parallel_comm_share";
    case CalibrationQuantity::DataParallelCommSeconds:
        return "data_parallel_comm_seconds";
    case CalibrationQuantity::Goodput:
        return "goodput";
    case CalibrationQuantity::EngineOverheadGib:
        return "engine_overhead_gib";
    }
    return "step_seconds";
}

const char* calibration_quantity_text(CalibrationQuantity q) {
    switch (q) {
    case CalibrationQuantity::StepSeconds:
        return "seconds per step";
    case CalibrationQuantity::TokensPerSecondPerGpu:
        return "tokens per second per GPU";
    case CalibrationQuantity::SamplesPerSecond:
        return "samples per second";
    case CalibrationQuantity::Mfu:
        return "MFU";
    case CalibrationQuantity::PeakMemoryGib:
        return "peak memory per GPU (GiB)";
    case CalibrationQuantity::TtftSeconds:
        return "seconds to first token";
    case CalibrationQuantity::TpotSeconds:
        return "seconds per output token";
    case CalibrationQuantity::OutputTokensPerSecond:
        return "output tokens per second per replica";
    case CalibrationQuantity::WeightsGib:
        return "weights per GPU (GiB)";
    case CalibrationQuantity::KvCacheTokens:
        return "KV cache tokens";
    case CalibrationQuantity::DataParallelCommShare:
        return "share of a step in exposed data-parallel communication";
    case CalibrationQuantity::DataParallelCommSeconds:
        return "seconds per step of exposed data-parallel communication";
    case CalibrationQuantity::Goodput:
        return "share of the wall clock spent stepping (goodput)";
    case CalibrationQuantity::EngineOverheadGib:
        return "engine memory beside weights and KV cache per GPU (GiB)";
    }
    return "";
}

CalibrationRow beside_row(CalibrationRow base, CalibrationQuantity quantity, double measured,
                          double planned) {
    base.quantity = quantity;
    base.measured = measured;
    base.planned = planned;
    base.factor = planned > 0 ? measured / planned : 0.0;
    base.spread = 0;
    base.kind.reset();
    base.refused = false;
    base.excludes_data_parallel_comm = false;
    return base;
}

std::vector<TimeCalibration> calibrations_of(const std::vector<CalibrationRow>& rows) {
    std::vector<TimeCalibration> entries;
    for (const CalibrationRow& r : rows)
        if (r.kind && !r.refused)
            entries.push_back({r.gpu, r.stack, r.factor, r.spread, r.measurements,
                               std::filesystem::path(r.file).filename().string(), r.tool, r.date,
                               *r.kind, r.trained, r.network, r.excludes_data_parallel_comm});
    return merge_calibrations(std::move(entries));
}

CalibrationOutcome calibrate_files(const std::vector<std::string>& files,
                                   const nlohmann::json& scenario, const std::string& origin,
                                   const Catalogs& catalogs) {
    std::vector<TrainingLog> logs;
    std::vector<ServingBenchmark> benchmarks;
    std::vector<EngineStartup> startups;
    CalibrationOutcome out;
    for (const std::string& file : files) {
        if (std::shared_ptr<const nlohmann::json> probe = probe_document(file)) {
            (void)parse_probe_result(*probe, file); // a probe that cannot plan is named now
            out.probe = std::move(probe);
            out.probe_source = std::filesystem::path(file).filename().string();
        } else if (looks_like_engine_log(file)) {
            startups.push_back(read_engine_startup(file));
        } else if (looks_like_serving_benchmark(file)) {
            for (ServingBenchmark& b : read_serving_benchmarks(file))
                benchmarks.push_back(std::move(b));
        } else {
            logs.push_back(training_log_or_broken_json(file));
        }
    }
    if ((!logs.empty() || !benchmarks.empty() || !startups.empty()) && !scenario.is_object())
        throw InputError(origin, "", input_problem(InputProblemCode::CalibrationNeedsScenario));
    if (!logs.empty())
        out.rows = calibrate_training(scenario, origin, catalogs, logs).rows;
    if (!benchmarks.empty()) {
        const CalibrationOutcome serving =
            calibrate_serving(scenario, origin, catalogs, benchmarks);
        out.rows.insert(out.rows.end(), serving.rows.begin(), serving.rows.end());
    }
    if (!startups.empty()) {
        const CalibrationOutcome memory =
            calibrate_engine_startup(scenario, origin, catalogs, startups);
        out.rows.insert(out.rows.end(), memory.rows.begin(), memory.rows.end());
    }
    out.entries = calibrations_of(out.rows);
    return out;
}

CalibrationOutcome keep_runs(CalibrationOutcome kept, const CalibrationOutcome& fresh) {
    kept.rows.erase(std::remove_if(kept.rows.begin(), kept.rows.end(),
                                   [&](const CalibrationRow& old) {
                                       return std::any_of(fresh.rows.begin(), fresh.rows.end(),
                                                          [&](const CalibrationRow& r) {
                                                              return r.file == old.file;
                                                          });
                                   }),
                    kept.rows.end());
    kept.rows.insert(kept.rows.end(), fresh.rows.begin(), fresh.rows.end());
    if (fresh.probe) {
        kept.probe = fresh.probe;
        kept.probe_source = fresh.probe_source;
    }
    kept.entries = calibrations_of(kept.rows);
    return kept;
}

nlohmann::json calibration_row_json(const CalibrationRow& r) {
    nlohmann::json row{{"file", r.file},
                       {"tool", r.tool},
                       {"date", r.date},
                       {"gpu", r.gpu},
                       {"stack", r.stack},
                       {"layout", r.layout},
                       {"measurements", r.measurements},
                       {"quantity", calibration_quantity_name(r.quantity)},
                       {"measured", r.measured},
                       {"planned", r.planned},
                       {"factor", r.factor},
                       {"spread", r.spread},
                       {"refused", r.refused}};
    if (r.kind)
        row["kind"] = calibration_kind_name(*r.kind);
    if (!r.trained.empty())
        row["trained"] = r.trained;
    if (!r.network.empty())
        row["network"] = r.network;
    if (r.excludes_data_parallel_comm)
        row["excludes_data_parallel_comm"] = true;
    return row;
}

std::string calibration_document_text(const CalibrationOutcome& outcome) {
    nlohmann::json j = nlohmann::json::parse(calibration_file_text(outcome.entries));
    nlohmann::json runs = nlohmann::json::array();
    for (const CalibrationRow& r : outcome.rows)
        runs.push_back(calibration_row_json(r));
    j["runs"] = std::move(runs);
    if (outcome.probe) {
        j["probe"] = *outcome.probe;
        j["probe_source"] = outcome.probe_source;
    }
    return j.dump(2) + "\n";
}

CalibrationOutcome read_calibration_document(const std::string& file) {
    CalibrationOutcome out;
    out.entries = load_calibration_file(file);
    const nlohmann::json j = parse_json_file(file);
    if (const auto probe = j.find("probe"); probe != j.end()) {
        (void)parse_probe_result(*probe, file);
        out.probe = std::make_shared<const nlohmann::json>(*probe);
        out.probe_source = string_member(j, "probe_source");
    }
    const auto runs = j.find("runs");
    if (runs == j.end())
        return out;
    if (!runs->is_array())
        throw InputError(file, "runs", input_problem(InputProblemCode::ExpectedRunArray));
    for (std::size_t i = 0; i < runs->size(); ++i) {
        JsonObjectReader r((*runs)[i], file, "runs[" + std::to_string(i) + "]");
        CalibrationRow row;
        row.file = r.string("file");
        row.tool = r.string_or("tool", "");
        row.date = r.string_or("date", "");
        row.gpu = r.string("gpu");
        row.stack = r.string_or("stack", "");
        row.trained = read_trained_weights(r);
        row.layout = r.string_or("layout", "");
        row.network = r.string_or("network", "");
        row.excludes_data_parallel_comm = r.boolean_or("excludes_data_parallel_comm", false);
        row.measurements = static_cast<std::size_t>(r.integer("measurements", 0, 1000000000000));
        const std::string quantity = r.string("quantity");
        bool known = false;
        for (CalibrationQuantity q : kQuantities)
            if (quantity == calibration_quantity_name(q)) {
                row.quantity = q;
                known = true;
            }
        if (!known) {
            std::string allowed;
            for (CalibrationQuantity q : kQuantities)
                allowed +=
                    (allowed.empty() ? "" : ", ") + std::string(calibration_quantity_name(q));
            r.fail("quantity", input_problem(InputProblemCode::UnknownValue,
                                             {{"value", quantity}, {"allowed", allowed}}));
        }
        row.measured = r.number("measured", 0, 1e300);
        row.planned = r.number("planned", 0, 1e300);
        row.factor = r.number("factor", 0, 1e300);
        row.spread = r.number_or("spread", 0, 0, 1);
        row.refused = r.boolean_or("refused", false);
        if (r.has("kind")) {
            const std::string kind = r.string("kind");
            for (CalibrationKind k : kKinds)
                if (kind == calibration_kind_name(k))
                    row.kind = k;
            if (!row.kind) {
                std::string allowed;
                for (CalibrationKind k : kKinds)
                    allowed +=
                        (allowed.empty() ? "" : ", ") + std::string(calibration_kind_name(k));
                r.fail("kind", input_problem(InputProblemCode::UnknownValue,
                                             {{"value", kind}, {"allowed", allowed}}));
            }
        }
        r.finish();
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace gpuplanner
