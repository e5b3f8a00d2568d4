#include "calibration/training_log.h"

#include "calibration/log_lines.h"
#include "calibration/progress_bar.h"
#include "io/errors.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <utility>

namespace gpuplanner {

const char* to_string(TrainingLogTool tool) {
    switch (tool) {
    case TrainingLogTool::Megatron:
        return "megatron";
    case TrainingLogTool::TorchTitan:
        return "torchtitan";
    case TrainingLogTool::DeepSpeed:
        return "deepspeed";
    case TrainingLogTool::HfTrainer:
        return "hf_trainer";
    case TrainingLogTool::Lightning:
        return "lightning";
    }
    return "megatron";
}

std::optional<double> TrainingLog::median_step_seconds() const {
    return median_of(step_seconds);
}

std::size_t TrainingLog::measurements() const {
    return std::max(
        {logged, step_seconds.size(), tokens_per_second_per_gpu.size(), samples_per_second.size()});
}

namespace {

// A run's progress at its first and latest timed line: (wall seconds, steps done).
struct TimedProgress {
    std::optional<std::pair<double, double>> first, last;
    void add(double seconds, double done) {
        if (!first)
            first = std::make_pair(seconds, done);
        last = std::make_pair(seconds, done);
    }
};

// One series of a log in fixed memory: when it holds kMaxLogSamples figures, every other one is
// dropped and from then on every 2nd (then 4th, ...) figure is kept, an even sample of the run
// whose median stands where the whole run's does (within the steps' own spread).
class Series final {
public:
    explicit Series(std::vector<double>& out)
        : out_(out) {}
    void add(double x) {
        if (++skipped_ < stride_)
            return;
        skipped_ = 0;
        out_.push_back(x);
        if (out_.size() < kMaxLogSamples)
            return;
        for (std::size_t i = 0; 2 * i < out_.size(); ++i)
            out_[i] = out_[2 * i];
        out_.resize((out_.size() + 1) / 2);
        stride_ *= 2;
    }
    void clear() {
        out_.clear();
        stride_ = 1;
        skipped_ = 0;
    }

private:
    std::vector<double>& out_;
    std::size_t stride_ = 1, skipped_ = 0;
};

// torchtitan colours its lines (ANSI escapes): the text without them.
std::string without_escapes(const std::string& line) {
    std::string out;
    out.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && !std::isalpha(static_cast<unsigned char>(line[i])))
                ++i;
            continue;
        }
        out.push_back(line[i]);
    }
    return out;
}

// The first "YYYY-MM-DD" in the line, or "".
std::string date_in(std::string_view line) {
    for (std::size_t i = 0; i + 10 <= line.size(); ++i) {
        const auto digit = [&](std::size_t k) {
            return std::isdigit(static_cast<unsigned char>(line[i + k])) != 0;
        };
        if (digit(0) && digit(1) && digit(2) && digit(3) && line[i + 4] == '-' && digit(5) &&
            digit(6) && line[i + 7] == '-' && digit(8) && digit(9) &&
            (line[i] == '1' || line[i] == '2'))
            return std::string(line.substr(i, 10));
    }
    return {};
}

// Megatron's arguments block: "  tensor_model_parallel_size ............ 8".
bool megatron_argument(const std::string& line, std::string& name, std::string& value) {
    std::size_t i = 0;
    while (i < line.size() && line[i] == ' ')
        ++i;
    const std::size_t start = i;
    while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_'))
        ++i;
    if (i == start || i + 2 >= line.size() || line[i] != ' ' || line[i + 1] != '.')
        return false;
    name = line.substr(start, i - start);
    ++i;
    while (i < line.size() && line[i] == '.')
        ++i;
    while (i < line.size() && line[i] == ' ')
        ++i;
    value = line.substr(i);
    return !value.empty();
}

// A line of Megatron's timer block: "    all-grads-sync ........: (12.34, 13.45)" (min, max
// across ranks) or "...: 13.45" (max only); the name and the max in milliseconds.
bool megatron_timer(const std::string& line, std::string& name, double& max_ms) {
    std::size_t i = 0;
    while (i < line.size() && line[i] == ' ')
        ++i;
    const std::size_t dots = line.find(" .", i);
    const std::size_t colon = line.find(": ", dots == std::string::npos ? i : dots);
    if (i == 0 || dots == std::string::npos || colon == std::string::npos)
        return false;
    name = line.substr(i, dots - i);
    std::string_view value(line);
    value.remove_prefix(colon + 2);
    if (!value.empty() && value.front() == '(') {
        const std::size_t comma = value.find(',');
        if (comma == std::string_view::npos)
            return false;
        value.remove_prefix(comma + 1);
    }
    const std::optional<double> v = number_after(value, "");
    if (!v || *v < 0)
        return false;
    max_ms = *v;
    return true;
}

// A time with its unit as DeepSpeed's profiler prints it ("184.73 ms", "1.23 s", "34.09 us").
std::optional<double> seconds_after(std::string_view line, std::string_view key) {
    const std::optional<double> v = number_after(line, key);
    if (!v)
        return std::nullopt;
    const std::size_t at = line.find(key) + key.size();
    std::size_t i = at;
    while (i < line.size() &&
           (line[i] == ' ' || line[i] == '.' || std::isdigit(static_cast<unsigned char>(line[i]))))
        ++i;
    const std::string_view unit = line.substr(i, 2);
    if (unit == "ms")
        return *v / 1e3;
    if (unit == "us")
        return *v / 1e6;
    return *v; // "s"
}

void set_layout(LoggedLayout& l, const std::string& name, const std::string& value) {
    const auto integer = [&]() -> std::optional<std::int64_t> {
        const std::optional<double> v = number_after(value, "");
        if (!v || *v < 0 || *v > 1e12 || *v != static_cast<double>(static_cast<std::int64_t>(*v)))
            return std::nullopt;
        return static_cast<std::int64_t>(*v);
    };
    if (name == "tensor_model_parallel_size")
        l.tensor = integer();
    else if (name == "pipeline_model_parallel_size")
        l.pipeline = integer();
    else if (name == "virtual_pipeline_model_parallel_size")
        l.virtual_stages = integer();
    else if (name == "context_parallel_size")
        l.context = integer();
    else if (name == "expert_model_parallel_size")
        l.expert = integer();
    else if (name == "data_parallel_size")
        l.data = integer();
    else if (name == "micro_batch_size")
        l.micro_batch = integer();
    else if (name == "global_batch_size")
        l.global_batch = integer();
    else if (name == "seq_length")
        l.sequence_length = integer();
    else if (name == "world_size")
        l.world_size = integer();
    else if (name == "recompute_granularity")
        l.recompute = value == "full" || value == "selective" ? value : "";
}

} // namespace

TrainingLog read_training_log(const std::string& file) {
    LogLines lines(file);
    TrainingLog log;
    log.file = file;
    bool found = false, in_arguments = false, in_profile = false;
    int deepspeed_breakdowns = 0;
    bool first_megatron = true, first_titan = true, first_deepspeed = true;
    Series steps(log.step_seconds), tflops(log.tflops_per_gpu),
        tokens(log.tokens_per_second_per_gpu), samples(log.samples_per_second);
    // The training bar: the one with the largest total (evaluation bars are shorter); its
    // rates from a fifth of the way on, where tqdm's average has let go of the warm-up.
    std::vector<double> bar_rates;
    Series bar(bar_rates);
    long long bar_total = 0;
    bool lightning = false, trainer_metrics = false;
    std::optional<double> closing_step;
    Series comm(log.data_parallel_comm_share);
    // Megatron's timer block after an iteration line: its exposed data-parallel communication
    // against that interval's time per iteration (the first interval's block skipped).
    bool in_timers = false;
    int megatron_intervals = 0;
    double last_iteration_ms = 0, block_comm_ms = -1;
    const auto close_timer_block = [&] {
        if (block_comm_ms >= 0 && megatron_intervals >= 2 && last_iteration_ms > 0)
            comm.add(std::min(1.0, block_comm_ms / last_iteration_ms));
        in_timers = false;
        block_comm_ms = -1;
    };
    TimedProgress megatron_timed, bar_timed; // for the goodput
    std::string raw;
    while (lines.next(raw)) {
        const std::string line = without_escapes(raw);
        if (log.date.empty())
            log.date = date_in(line);
        if (line.find("-- arguments --") != std::string::npos ||
            line.find(" arguments ------") != std::string::npos) {
            in_arguments = line.find("end of arguments") == std::string::npos;
            continue;
        }
        if (in_timers) {
            std::string name;
            double ms = 0;
            if (megatron_timer(line, name, ms)) {
                if (name == "all-grads-sync" || name == "params-all-gather")
                    block_comm_ms = std::max(block_comm_ms, 0.0) + ms;
                continue;
            }
            close_timer_block();
        }
        if (line.find("time across ranks (ms):") != std::string::npos) {
            in_timers = true;
            continue;
        }
        if (in_arguments) {
            std::string name, value;
            if (megatron_argument(line, name, value))
                set_layout(log.layout, name, value);
            continue;
        }
        // Megatron: " [2024-..] iteration   10/ 500 | ... | elapsed time per iteration (ms):
        // 1234.5 | throughput per GPU (TFLOP/s/GPU): 401.2 | ... | global batch size: 512 |"
        if (const auto ms = number_after(line, "elapsed time per iteration (ms):");
            ms && line.find("iteration") != std::string::npos) {
            log.tool = TrainingLogTool::Megatron;
            found = true;
            ++megatron_intervals;
            last_iteration_ms = *ms;
            if (const auto stamp = timestamp_seconds(line); stamp)
                if (const auto done = number_after(line, "iteration"); done)
                    megatron_timed.add(*stamp, *done);
            if (const auto gb = number_after(line, "global batch size:");
                gb && *gb >= 1 && *gb <= 1e12)
                log.layout.global_batch = static_cast<std::int64_t>(*gb);
            if (first_megatron) { // the first interval holds the warm-up
                first_megatron = false;
                continue;
            }
            if (*ms > 0) {
                steps.add(*ms / 1000.0);
                ++log.logged;
            }
            if (const auto tf = number_after(line, "throughput per GPU (TFLOP/s/GPU):"); tf)
                tflops.add(*tf);
            continue;
        }
        for (const ProgressTick& t : progress_ticks(line)) {
            if (t.total > bar_total) {
                bar_total = t.total;
                bar.clear();
                bar_timed = {};
            }
            lightning = lightning || t.lightning_epoch;
            if (t.total == bar_total && 5 * t.done > t.total && t.done >= 2) {
                bar.add(t.seconds_per_iteration);
                if (t.elapsed_seconds >= 0)
                    bar_timed.add(t.elapsed_seconds, static_cast<double>(t.done));
            }
        }
        // A training script's own "torch.cuda.max_memory_allocated()" line.
        if (const auto mem = memory_gib_after(line, "max_memory_allocated"); mem)
            log.peak_memory_gib = std::max(log.peak_memory_gib.value_or(0), *mem);
        if (const auto mem = number_after(line, "max allocated:"); mem) // Megatron's [Rank 0]
            log.peak_memory_gib = std::max(log.peak_memory_gib.value_or(0), *mem / 1024.0); // MB
        // torchtitan: "step: 10  loss:  7.8  memory: 40.51GiB(51.23%)  tps: 6,123  tflops:
        // 300.12  mfu: 30.35%"
        if (line.find("step:") != std::string::npos && line.find("tps:") != std::string::npos) {
            log.tool = TrainingLogTool::TorchTitan;
            found = true;
            if (const auto m = number_after(line, "memory:"); m)
                log.peak_memory_gib = std::max(log.peak_memory_gib.value_or(0), *m);
            if (first_titan) {
                first_titan = false;
                continue;
            }
            if (const auto tps = number_after(line, "tps:"); tps && *tps > 0) {
                tokens.add(*tps);
                ++log.logged;
            }
            if (const auto tf = number_after(line, "tflops:"); tf)
                tflops.add(*tf);
            if (const auto mfu = number_after(line, "mfu:"); mfu)
                log.mfu = *mfu / 100.0;
            continue;
        }
        // DeepSpeed's wall_clock_breakdown: "time (ms) | fwd: 120.5 | bwd: 240.1 | bwd_inner:
        // 200.3 | bwd_allreduce: 39.8 | step: 12.0" (the global timers; the *_microstep line
        // holds one micro-step). The first one holds the warm-up.
        if (line.find("time (ms)") != std::string::npos) {
            const auto fwd = number_after(line, "| fwd:"), bwd = number_after(line, "| bwd:"),
                       reduce = number_after(line, "| bwd_allreduce:"),
                       step = number_after(line, "| step:");
            if (fwd && bwd && reduce && step && *fwd + *bwd + *step > 0) {
                if (deepspeed_breakdowns++ > 0)
                    comm.add(std::min(1.0, *reduce / (*fwd + *bwd + *step)));
                continue;
            }
        }
        // DeepSpeed's flops profiler summary ("iter latency: 184.73 ms", "FLOPS per GPU = 3 *
        // fwd flops per GPU / iter latency: 102.0 TFLOPS", "samples/second: 433.07"): one
        // profiled step, at the profile_step the user chose past the warm-up.
        if (line.find("DeepSpeed Flops Profiler") != std::string::npos) {
            in_profile = true;
            continue;
        }
        if (in_profile) {
            if (const auto s = seconds_after(line, "iter latency:");
                s && *s > 0 && line.rfind("iter latency:", 0) == 0) {
                log.tool = TrainingLogTool::DeepSpeed;
                found = true;
                steps.add(*s);
                ++log.logged;
                continue;
            }
            if (const auto tf = number_after(line, "fwd flops per GPU / iter latency:"); tf) {
                const bool giga = line.find("GFLOPS") != std::string::npos;
                tflops.add(giga ? *tf / 1e3 : *tf);
                continue;
            }
            if (const auto sps = number_after(line, "samples/second:"); sps) {
                samples.add(*sps);
                in_profile = false; // the summary's last figure
                continue;
            }
        }
        // DeepSpeed's throughput timer: "epoch=0/micro_step=10/global_step=10,
        // RunningAvgSamplesPerSec=12.3, CurrSamplesPerSec=12.5, MemAllocated=10.2GB,
        // MaxMemAllocated=20.1GB"
        if (const auto sps = number_after(line, "CurrSamplesPerSec="); sps) {
            log.tool = TrainingLogTool::DeepSpeed;
            found = true;
            if (const auto m = number_after(line, "MaxMemAllocated="); m)
                log.peak_memory_gib = std::max(log.peak_memory_gib.value_or(0), *m);
            if (first_deepspeed) {
                first_deepspeed = false;
                continue;
            }
            if (*sps > 0) {
                samples.add(*sps);
                ++log.logged;
            }
            continue;
        }
        // Hugging Face Trainer's closing metrics: "{'train_runtime': 812.4,
        // 'train_samples_per_second': 24.6, 'train_steps_per_second': 0.77, ...}"
        // ("'1.953'" quoted since Transformers 4.5x).
        if (const auto per_second = number_after(line, "'train_steps_per_second':"); per_second) {
            trainer_metrics = true;
            if (*per_second > 0)
                closing_step = 1.0 / *per_second;
            if (const auto sps = number_after(line, "'train_samples_per_second':"); sps)
                samples.add(*sps);
        }
    }
    close_timer_block();
    if (!found && (trainer_metrics || (lightning && !bar_rates.empty()))) {
        found = true;
        log.tool = trainer_metrics ? TrainingLogTool::HfTrainer : TrainingLogTool::Lightning;
        if (!bar_rates.empty()) {
            log.step_seconds = bar_rates;
            log.logged = bar_rates.size();
        } else if (closing_step) {
            log.step_seconds.push_back(*closing_step);
            log.logged = 1;
        }
    }
    // Goodput: the steps' own time over the wall clock between the first and last timed line.
    const TimedProgress& timed = megatron_timed.first ? megatron_timed : bar_timed;
    if (const auto median = log.median_step_seconds(); median && timed.first) {
        const double span = timed.last->first - timed.first->first;
        const double done = timed.last->second - timed.first->second;
        if (span >= kMinGoodputSpanSeconds && done > 0) {
            log.goodput = std::min(1.0, done * *median / span);
            log.goodput_span_seconds = span;
        }
    }
    log.lines = lines.line_number();
    if (!found)
        throw InputError(file, "",
                         input_problem(InputProblemCode::NoTrainingLogLine,
                                       {{"lines", std::to_string(log.lines)}}));
    if (log.measurements() == 0)
        throw InputError(
            file, "line " + std::to_string(log.lines),
            input_problem(InputProblemCode::OnlyWarmupStep, {{"tool", to_string(log.tool)}}));
    return log;
}

} // namespace gpuplanner
