#pragma once
// A calibration: what the team's own runs measured against what the plan planned for the same
// layout (gpuplan calibrate, planner/calibration/), applied where it holds (the same GPU and
// software stack): the time is the planned time x the measured factor, and its range the
// measurements' own spread (docs/calibration.md, "Calibrating from your own runs"). A serving
// benchmark calibrates the engine's prefill (time to first token) and decode step on that GPU.
#include "model/workload.h"
#include "time/serving_engines.h"
#include "time/stacks.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gpuplanner {

class JsonObjectReader; // io/json_reader.h

// What a calibration scales: a training step, or a serving engine's prefill or decode step.
// DataParallelComm: the training step's data-parallel collectives, on one network.
// RunOverhead: a run's wall clock over its steps' own time (checkpoint saves, evaluation,
// restarts: 1 / the measured goodput), on top of the interruptions the plan models.
// ServingMemory: what a serving engine keeps beside weights and KV cache (activations, CUDA
// context, graphs) on one GPU, measured from its start-up log against the plan.
enum class CalibrationKind {
    TrainingStep,
    ServingPrefill,
    ServingDecode,
    DataParallelComm,
    RunOverhead,
    ServingMemory
};
[[nodiscard]] const char* calibration_kind_name(CalibrationKind kind); // the file's "kind"

struct TimeCalibration {
    std::string gpu; // catalog GPU id the run used ("h100-sxm")
    // Training: the stack's name (time/stacks.h: "megatron_core"); serving: the engine's
    // (time/serving_engines.h: "vllm_v1"). "" = any.
    std::string stack;
    // Measured time / planned time on the measured layout: of a step (training), of the time to
    // first token (ServingPrefill), of a decode step (ServingDecode); of the data-parallel
    // collectives (DataParallelComm: the exposed time measured, turned back through what the
    // plan hides, time/data_parallel.h); the wall clock over the steps (RunOverhead).
    double factor = 1;
    // Half the measured step times' spread, relative to their median (at least kMinSpread).
    double spread = 0;
    std::size_t measurements = 0;
    std::string source; // the log it came from
    std::string tool;   // "megatron", "torchtitan", ...
    std::string date;   // YYYY-MM-DD of the run
    CalibrationKind kind = CalibrationKind::TrainingStep;
    // Training: which weights the run trained, "full" (pre-training, full fine-tuning) or
    // "adapters" (LoRA, QLoRA: the frozen weights' backward and the adapters' own kernels make
    // another step; measured on an H200 the same model's LoRA step took 1.10x the full one's
    // where the plan said 0.74x, docs/calibration.md). "" = any (files before 2026-12).
    std::string trained{};
    // DataParallelComm: the network the data-parallel group crossed (network_class()).
    std::string network{};
    // TrainingStep: the factor leaves the exposed data-parallel communication out (a
    // DataParallelComm entry of the same run measured it apart).
    bool excludes_data_parallel_comm = false;
};

// The network class of a data-parallel exchange over `gpus` GPUs: "intra_node" when they share
// a node of `gpus_per_node`, else "inter_node_<N>gbps" by the node's NIC bandwidth (bytes/s;
// "inter_node" when not known). A network calibration holds for the same class only.
[[nodiscard]] std::string network_class(std::int64_t gpus, std::int64_t gpus_per_node,
                                        double inter_node_bytes_per_second);
// The DataParallelComm calibration for `gpu`, `stack` and `network`; nullptr when none.
[[nodiscard]] const TimeCalibration*
find_network_calibration(const std::vector<TimeCalibration>& calibrations, const std::string& gpu,
                         TrainingStack stack, const std::string& network);

// The RunOverhead calibration for `gpu` and `stack`; nullptr when none.
[[nodiscard]] const TimeCalibration*
find_run_overhead_calibration(const std::vector<TimeCalibration>& calibrations,
                              const std::string& gpu, TrainingStack stack);

// The file's "trained" for a training method: "full" or "adapters".
[[nodiscard]] const char* trained_weights_name(FineTuneMethod method);
// Reads an optional "trained" of `reader`'s object: "", "full" or "adapters", else a failure
// naming the field (the entries' and the rows' one rule).
[[nodiscard]] std::string read_trained_weights(JsonObjectReader& reader);

// The narrowest range a calibration gives: run-to-run variation of the same job (2%).
inline constexpr double kMinCalibrationSpread = 0.02;

// The calibration that applies to a step on `gpu` with `stack` training `method`'s weights: the
// same GPU, stack and trained weights (an entry without a stack, or without trained weights,
// holds for any); the first one listed wins. nullptr when none.
[[nodiscard]] const TimeCalibration*
find_time_calibration(const std::vector<TimeCalibration>& calibrations, const std::string& gpu,
                      TrainingStack stack, FineTuneMethod method);
// The serving calibration of `kind` for `engine` on `gpu` (Auto as vLLM V1), as above.
[[nodiscard]] const TimeCalibration*
find_serving_calibration(const std::vector<TimeCalibration>& calibrations, const std::string& gpu,
                         ServingEngine engine, CalibrationKind kind);

// The calibration file ("gpuplanner-calibration", version 1; docs/formats.md): its entries, or
// InputError naming the file and field.
[[nodiscard]] std::vector<TimeCalibration> load_calibration_file(const std::string& file);
// One entry as the file and the plan's JSON write it (no "stack" when it holds for any).
[[nodiscard]] nlohmann::json calibration_json(const TimeCalibration& calibration);
// The file's JSON for `entries` (gpuplan calibrate writes it atomically).
[[nodiscard]] std::string calibration_file_text(const std::vector<TimeCalibration>& entries);

} // namespace gpuplanner
