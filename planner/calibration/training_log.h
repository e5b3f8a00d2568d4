#pragma once
// What a training run's log says about its speed, as the tools print it (docs/calibration.md,
// "Logs it reads"): Megatron-LM / Megatron-Core iteration lines and the arguments block it prints
// at start and its timers, torchtitan's step lines, DeepSpeed's throughput timer, wall-clock
// breakdown and flops profiler summary, Hugging Face Trainer's
// progress bar and closing metrics, PyTorch Lightning's progress bar, and peak-memory lines. Read
// in bounded memory (log_lines.h); a log none of them wrote is an InputError naming the file and
// what was looked for.
#include "io/median.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum class TrainingLogTool { Megatron, TorchTitan, DeepSpeed, HfTrainer, Lightning };
[[nodiscard]] const char* to_string(TrainingLogTool tool);

// The layout as the log states it (Megatron's arguments block); absent what it does not print.
struct LoggedLayout {
    std::optional<std::int64_t> tensor, pipeline, virtual_stages, context, expert, data;
    std::optional<std::int64_t> micro_batch, global_batch, sequence_length, world_size;
    std::string recompute; // "full", "selective" or "" (none or not said)
};

// The shortest wall clock a goodput is taken over: ten minutes hold a checkpoint save or an
// evaluation of most runs, and one-second timestamps are then exact to 0.2%.
inline constexpr double kMinGoodputSpanSeconds = 600;

// The most figures one series of a log keeps (8 bytes each): past it, every other one.
inline constexpr std::size_t kMaxLogSamples = 65536;

struct TrainingLog {
    TrainingLogTool tool = TrainingLogTool::Megatron;
    std::string file;
    std::string date; // the first YYYY-MM-DD the log prints; empty when it prints none
    LoggedLayout layout;
    // One entry per logged step (Megatron: per logging interval), the first dropped: it holds
    // start-up, compilation and warm-up, not the steady state. Trainer and Lightning: the
    // progress bar's rate from a fifth of the way on; the Trainer's closing
    // train_steps_per_second (which counts the warm-up) only when no bar was printed.
    std::vector<double> step_seconds;
    std::vector<double> tflops_per_gpu;            // Megatron --log-throughput, torchtitan
    std::vector<double> tokens_per_second_per_gpu; // torchtitan tps
    std::vector<double> samples_per_second;        // DeepSpeed, HF Trainer (whole job)
    // Of each logged step, the share spent in data-parallel communication not hidden behind
    // compute: Megatron's timers (--timing-log-level >= 1: all-grads-sync + params-all-gather
    // over the elapsed time per iteration), DeepSpeed's wall_clock_breakdown (bwd_allreduce over
    // fwd + bwd + step). Shown beside the calibration, not applied.
    std::vector<double> data_parallel_comm_share;
    // The share of the logged wall clock that stepped (goodput): the steps advanced times the
    // median step over the time between the first and the last timed line (Megatron's
    // iteration timestamps, the training bar's elapsed time); checkpoint saves, evaluation,
    // restarts within the log and stalls are the rest. nullopt when the log does not time its
    // steps or spans less than kMinGoodputSpanSeconds.
    std::optional<double> goodput;
    double goodput_span_seconds = 0;       // the wall clock it was taken over
    std::optional<double> mfu;             // torchtitan's last, as a fraction
    std::optional<double> peak_memory_gib; // the highest any line states
    std::size_t lines = 0;                 // lines read
    // Steady-state measurements logged; the series above keep an even sample of at most
    // kMaxLogSamples of them (a run of millions of steps in fixed memory).
    std::size_t logged = 0;

    // The median of step_seconds (robust to a slow checkpointing step); nullopt when none.
    [[nodiscard]] std::optional<double> median_step_seconds() const;
    // How many steady-state measurements back the figures.
    [[nodiscard]] std::size_t measurements() const;
};

// Reads `file`; InputError when no line of any known tool is found ("no Megatron iteration line,
// torchtitan step line, DeepSpeed throughput line or Trainer metrics found in 1,234 lines").
[[nodiscard]] TrainingLog read_training_log(const std::string& file);

} // namespace gpuplanner
