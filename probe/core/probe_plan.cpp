#include "probe_plan.h"

#include <algorithm>
#include <cmath>

namespace gpuprobe {

using gpuplanner::Precision;

ProbeBudget probe_budget(bool quick) {
    ProbeBudget b;
    constexpr double MiB = 1024.0 * 1024.0;
    if (quick) {
        b.bandwidth_repeats = 10;
        b.bandwidth_array_bytes_max = 256 * MiB;
        b.transfer_bytes = 64 * MiB;
        b.transfer_repeats = 3;
        b.gemm_samples = 3;
        b.gemm_sample_seconds = 0.005;
        b.gemm_seconds_per_precision = 1.5;
        b.latency_launches = 2000;
        b.time_limit_seconds = 120;
        b.wait_timeout_seconds = 20;
    } else {
        b.bandwidth_repeats = 30;
        b.bandwidth_array_bytes_max = 1024 * MiB;
        b.transfer_bytes = 256 * MiB;
        b.transfer_repeats = 10;
        b.gemm_samples = 7;
        b.gemm_sample_seconds = 0.02;
        b.gemm_seconds_per_precision = 10;
        b.latency_launches = 10000;
        b.time_limit_seconds = 600;
        b.wait_timeout_seconds = 60;
    }
    return b;
}

double gemm_input_bytes(Precision p) {
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
        return 4;
    case Precision::FP16:
    case Precision::BF16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 1;
    case Precision::INT4:
        return 0.5;
    }
    return 4;
}

double gemm_output_bytes(Precision p) {
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
    case Precision::INT8: // int32 accumulators
        return 4;
    case Precision::FP16:
    case Precision::BF16:
    case Precision::FP8: // bf16 output
        return 2;
    case Precision::INT4:
        return 4;
    }
    return 4;
}

double gemm_flops(const GemmShape& s) {
    return 2.0 * static_cast<double>(s.m) * static_cast<double>(s.n) * static_cast<double>(s.k);
}

std::string shape_text(const GemmShape& s) {
    return std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
}

double gemm_bytes(const GemmShape& s, Precision p) {
    const double m = static_cast<double>(s.m);
    const double n = static_cast<double>(s.n);
    const double k = static_cast<double>(s.k);
    return (m * k + k * n) * gemm_input_bytes(p) + m * n * gemm_output_bytes(p);
}

std::vector<GemmShape> gemm_shapes(bool quick, Precision p, double memory_budget_bytes) {
    static const std::vector<std::int64_t> quick_sizes = {1024, 2048, 4096, 8192};
    static const std::vector<std::int64_t> full_sizes = {256,  512,  1024, 2048,  3072,
                                                         4096, 6144, 8192, 12288, 16384};
    std::vector<GemmShape> out;
    for (std::int64_t n : quick ? quick_sizes : full_sizes) {
        const GemmShape s{n, n, n};
        if (gemm_bytes(s, p) <= memory_budget_bytes)
            out.push_back(s);
    }
    return out;
}

std::size_t bandwidth_array_floats(double memory_budget_bytes, const ProbeBudget& budget) {
    const double per_array = std::min(budget.bandwidth_array_bytes_max, memory_budget_bytes / 3.0);
    const double floats = std::floor(per_array / 4.0 / 4096.0) * 4096.0;
    return floats >= 4096.0 ? static_cast<std::size_t>(floats) : 0;
}

double l2_flush_bytes(double l2_bytes) {
    return std::max(2.0 * l2_bytes, 8.0 * 1024 * 1024);
}

int repeats_for(double seconds_each, double target_seconds) {
    if (!(seconds_each > 0))
        return 1;
    return static_cast<int>(std::clamp(std::ceil(target_seconds / seconds_each), 1.0, 1000.0));
}

double median(std::vector<double> values) {
    if (values.empty())
        return 0;
    const auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), mid, values.end());
    if (values.size() % 2 == 1)
        return *mid;
    const double upper = *mid;
    const double lower = *std::max_element(values.begin(), mid);
    return (lower + upper) / 2.0;
}

double best(const std::vector<double>& values) {
    return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

} // namespace gpuprobe
