#pragma once
// gpuprobe's command line: what to measure and where to write it. No CUDA here, so the parsing
// is tested on machines without a GPU.
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpuprobe {

class UsageError final : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ProbeOptions {
    bool quick = false;            // --quick: about 15 s instead of about 90 s
    std::string json_file;         // --json FILE
    std::vector<int> devices;      // --device N (repeatable); empty: every device
    std::vector<std::string> gemm; // --gemm fp32,bf16,...; empty: every precision
    bool machine_progress = false; // --machine-progress: "gpuprobe-progress ..." lines on stdout
    double memory_fraction = 0.5;  // --memory-fraction F: share of the free memory it may take
    std::optional<double> time_limit_seconds; // --time-limit S: give up after S seconds
    bool help = false;
    bool version = false;
};

// Throws UsageError naming the argument and the problem.
[[nodiscard]] ProbeOptions parse_probe_options(const std::vector<std::string>& args);
[[nodiscard]] std::string probe_usage();

} // namespace gpuprobe
