#pragma once
// How much gpuprobe measures in each mode, and which GEMM shapes fit the memory it may take.
// Pure arithmetic, tested without a GPU.
#include "model/precision.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gpuprobe {

struct ProbeBudget {
    int bandwidth_repeats = 0;            // timed runs of each bandwidth kernel
    double bandwidth_array_bytes_max = 0; // per array (copy uses 2, triad 3)
    double transfer_bytes = 0;            // one host<->device or peer copy
    int transfer_repeats = 0;
    int gemm_samples = 0;                  // timed samples per shape, L2 flushed before each
    double gemm_sample_seconds = 0;        // each sample repeats the GEMM about this long
    double gemm_seconds_per_precision = 0; // larger shapes are skipped past this
    int latency_launches = 0;
    double time_limit_seconds = 0;   // the whole run; a watchdog ends the process past it
    double wait_timeout_seconds = 0; // one wait for the GPU
};

[[nodiscard]] ProbeBudget probe_budget(bool quick);

struct GemmShape {
    std::int64_t m = 0;
    std::int64_t n = 0;
    std::int64_t k = 0;
    bool operator==(const GemmShape& o) const { return m == o.m && n == o.n && k == o.k; }
};

// Element sizes of the GEMM gpuprobe runs per precision: A and B in the input type, C (= D) in
// the output type (fp32 for fp32/tf32, the same 16-bit type for fp16/bf16, bf16 for fp8, int32
// for int8: the combinations cuBLASLt supports).
[[nodiscard]] double gemm_input_bytes(gpuplanner::Precision p);
[[nodiscard]] double gemm_output_bytes(gpuplanner::Precision p);
[[nodiscard]] double gemm_flops(const GemmShape& s);      // 2 m n k
[[nodiscard]] std::string shape_text(const GemmShape& s); // "4096x4096x4096"
[[nodiscard]] double gemm_bytes(const GemmShape& s, gpuplanner::Precision p);

// Square shapes, multiples of 256, whose matrices fit in `memory_budget_bytes`, smallest first.
[[nodiscard]] std::vector<GemmShape> gemm_shapes(bool quick, gpuplanner::Precision p,
                                                 double memory_budget_bytes);

// Floats per bandwidth array: as large as the budget allows (three arrays must fit) up to the
// mode's maximum, a multiple of 4096 so float4 loads stay aligned. 0 when nothing useful fits.
[[nodiscard]] std::size_t bandwidth_array_floats(double memory_budget_bytes,
                                                 const ProbeBudget& budget);
// Bytes written between GEMM samples so that none starts with its operands in L2.
[[nodiscard]] double l2_flush_bytes(double l2_bytes);
// Repeats of an operation that takes `seconds_each` so that a sample lasts about `target`.
[[nodiscard]] int repeats_for(double seconds_each, double target_seconds);

[[nodiscard]] double median(std::vector<double> values); // 0 for none
[[nodiscard]] double best(const std::vector<double>& values);

} // namespace gpuprobe
