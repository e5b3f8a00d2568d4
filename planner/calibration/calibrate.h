#pragma once
// gpuplan calibrate: a training log set against the plan of the same layout (the log's own
// arguments pinned into the scenario), the difference written as a calibration
// (time/calibration.h; docs/calibration.md).
#include "calibration/engine_log.h"
#include "calibration/serving_benchmark.h"
#include "calibration/training_log.h"
#include "plan/plan_pipeline.h"
#include "time/calibration.h"

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <string>
#include <vector>

namespace gpuplanner {

// What one row of a calibration compares.
enum class CalibrationQuantity {
    StepSeconds,           // training: seconds per step
    TokensPerSecondPerGpu, // training (torchtitan tps; else from the step time)
    SamplesPerSecond,      // training (DeepSpeed's timer, the Trainer's metrics)
    Mfu,                   // training: model FLOPs utilisation, a fraction
    PeakMemoryGib,         // training: the highest allocated memory per GPU
    TtftSeconds,           // serving: time to first token
    TpotSeconds,           // serving: time per output token
    OutputTokensPerSecond, // serving: output tokens per second of one replica
    WeightsGib,            // serving: weights loaded per GPU (an engine's start-up log)
    KvCacheTokens,         // serving: tokens the KV cache holds (an engine's start-up log)
    // training: the share of a step in data-parallel communication not hidden behind compute
    // (Megatron's timers, DeepSpeed's wall-clock breakdown)
    DataParallelCommShare,
    // training: seconds per step of that communication (calibrates the network)
    DataParallelCommSeconds,
    // training: the share of the logged wall clock that stepped (calibrates the run overhead)
    Goodput,
    // serving: what the engine keeps per GPU beside weights and KV cache (an engine's start-up
    // log: its memory share less the weights loaded and the KV cache; calibrates the memory)
    EngineOverheadGib,
};
[[nodiscard]] const char* calibration_quantity_name(CalibrationQuantity q); // "step_seconds"
[[nodiscard]] const char* calibration_quantity_text(CalibrationQuantity q); // "seconds per step"

// One measured figure of a log or benchmark against its plan.
struct CalibrationRow {
    std::string file, tool, date;
    std::string gpu, stack; // stack: the training stack's or the serving engine's name
    std::string layout;     // "dp 4 x tp 4 x pp 4" as planned
    std::size_t measurements = 0;
    CalibrationQuantity quantity = CalibrationQuantity::StepSeconds;
    double measured = 0, planned = 0;
    double factor = 1; // measured time / planned time (of a rate: planned / measured)
    double spread = 0;
    // What the row calibrates; nullopt: shown beside the others (MFU, memory, throughput),
    // never written as a calibration.
    std::optional<CalibrationKind> kind;
    std::string trained; // training: "full" or "adapters" (TimeCalibration::trained)
    std::string network; // DataParallelComm rows: the network class (TimeCalibration::network)
    // The step row's factor leaves the exposed data-parallel communication out (the same log's
    // DataParallelComm row calibrates it).
    bool excludes_data_parallel_comm = false;
    // More than 3x apart: shown, not written (a different job, or the wrong scenario).
    bool refused = false;
};

struct CalibrationOutcome {
    std::vector<CalibrationRow> rows;
    std::vector<TimeCalibration> entries; // the rows not refused, one per GPU, stack and kind
    // A gpuprobe result of the team's own machine (the document as gpuprobe wrote it): a plan
    // with this calibration plans the measured GPU as the own machine, as --probe does.
    std::shared_ptr<const nlohmann::json> probe;
    std::string probe_source; // its file name
};

// `base` (its file, tool, GPU, stack, layout) comparing `quantity` alone: shown beside the
// calibrations, never one (no kind, no spread, never refused).
[[nodiscard]] CalibrationRow beside_row(CalibrationRow base, CalibrationQuantity quantity,
                                        double measured, double planned);

// The calibrations the rows support: each row with a kind and not refused, merged per GPU,
// stack and kind (merge_calibrations).
[[nodiscard]] std::vector<TimeCalibration> calibrations_of(const std::vector<CalibrationRow>& rows);

// The calibration file with its rows ("runs": what was measured against what was planned, for the
// workbench's table and the report's appendix; docs/formats.md), and reading it back: InputError
// naming the file and field. A file without "runs" (written by hand) reads with none.
[[nodiscard]] std::string calibration_document_text(const CalibrationOutcome& outcome);
// One row as the file's "runs" and `gpuplan calibrate --json` write it ("kind" only for a row
// that calibrates, "trained" only for a training row).
[[nodiscard]] nlohmann::json calibration_row_json(const CalibrationRow& row);
[[nodiscard]] CalibrationOutcome read_calibration_document(const std::string& file);

// Pins the log's layout (Megatron's arguments: tp, pp, vp, cp, ep, dp, micro and global batch,
// sequence length, recomputation) into `scenario` (which must name hardware.gpu, the GPU the run
// used), plans it and compares. InputError when the scenario cannot plan that layout.
[[nodiscard]] CalibrationOutcome calibrate_training(const nlohmann::json& scenario,
                                                    const std::string& origin,
                                                    const Catalogs& catalogs,
                                                    const std::vector<TrainingLog>& logs);

// Pins each benchmark's load (requests in flight, mean prompt and output lengths) into the
// serving `scenario` (hardware.gpu named; its tensor_parallel the server's), plans one replica
// and compares: two rows per benchmark, the time to first token (the prefill factor) and the
// time per output token (the decode step's factor, the prefills interleaved with it taken at
// the measured prefill factor). InputError when the scenario does not serve or cannot plan.
[[nodiscard]] CalibrationOutcome calibrate_serving(const nlohmann::json& scenario,
                                                   const std::string& origin,
                                                   const Catalogs& catalogs,
                                                   const std::vector<ServingBenchmark>& runs);

// Every file against `scenario`: gpuprobe results kept as they are (the last one given), serving
// benchmarks (looks_like_serving_benchmark) with calibrate_serving, the rest as training logs
// with calibrate_training; InputError naming the first file or field that cannot be read or
// planned (nothing is returned half). `scenario` may be null when every file is a probe result.
[[nodiscard]] CalibrationOutcome calibrate_files(const std::vector<std::string>& files,
                                                 const nlohmann::json& scenario,
                                                 const std::string& origin,
                                                 const Catalogs& catalogs);

// The rows kept so far with a fresh import: a file imported again replaces its earlier rows, a
// fresh probe result the kept one; the calibrations are derived anew from all rows
// (calibrations_of).
[[nodiscard]] CalibrationOutcome keep_runs(CalibrationOutcome kept,
                                           const CalibrationOutcome& fresh);

// An engine's start-up log against the plan of one replica of the serving `scenario`: the
// weights per GPU and the tokens the KV cache holds (planned: what is left of
// kEngineMemoryUtilization of the GPU after the weights, activations and CUDA context, over the
// KV bytes of a token on one GPU), shown beside the calibrations; with both, what the engine
// keeps beside them (that share of the GPU less the weights loaded and the KV cache) against
// the planned activations and CUDA context, written as a ServingMemory calibration.
[[nodiscard]] CalibrationOutcome calibrate_engine_startup(const nlohmann::json& scenario,
                                                          const std::string& origin,
                                                          const Catalogs& catalogs,
                                                          const std::vector<EngineStartup>& logs);
// vLLM's default --gpu-memory-utilization (the share of the GPU the engine takes).
inline constexpr double kEngineMemoryUtilization = 0.9;

// The scenario as planned before any calibration: its performance.calibration left out, so a
// calibration is measured against the sourced defaults, never against an earlier calibration.
[[nodiscard]] nlohmann::json uncalibrated(nlohmann::json scenario);

// Several runs of one GPU and stack as one calibration: the factor weighted by measurements, the
// spread the widest of theirs and of their disagreement, every source named, the latest date.
[[nodiscard]] std::vector<TimeCalibration> merge_calibrations(std::vector<TimeCalibration> entries);

} // namespace gpuplanner
