// Dense GEMM throughput through cuBLASLt: D = A^T B ("TN", the layout FP8 and INT8 kernels
// require, used for every precision), random normal operands, one warm-up, the L2 cache
// overwritten before each timed sample, 2 m n k operations per multiply.
#include "cuda_support.h"
#include "hardware/probe_result.h"
#include "io/versions.h"
#include "kernels.h"
#include "measurements.h"
#include "telemetry.h"

#include <cublasLt.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace gpuprobe {

using gpuplanner::Precision;

namespace {

struct LtTypes {
    cudaDataType_t ab;
    cudaDataType_t cd;
    cublasComputeType_t compute;
    cudaDataType_t scale;
    ElementType fill;
};

LtTypes types_for(Precision p) {
    switch (p) {
    case Precision::TF32:
        return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUDA_R_32F, ElementType::F32};
    case Precision::FP16:
        return {CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUDA_R_32F, ElementType::F16};
    case Precision::BF16:
        return {CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, ElementType::BF16};
    case Precision::FP8:
        return {CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, ElementType::E4M3};
    case Precision::INT8:
        return {CUDA_R_8I, CUDA_R_32I, CUBLAS_COMPUTE_32I, CUDA_R_32I, ElementType::I8};
    case Precision::FP32:
    case Precision::INT4:
        break;
    }
    return {CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, CUDA_R_32F, ElementType::F32};
}

void lt_check(cublasStatus_t s, const std::string& what) {
    if (s != CUBLAS_STATUS_SUCCESS)
        throw ProbeFailure(what + ": cuBLASLt status " + std::to_string(static_cast<int>(s)));
}

// Owns the descriptors of one GEMM shape.
class LtGemm final {
public:
    LtGemm(const LtTypes& t, const GemmShape& s) {
        lt_check(cublasLtMatmulDescCreate(&op_, t.compute, t.scale), "matmul descriptor");
        const cublasOperation_t transpose = CUBLAS_OP_T;
        const cublasOperation_t none = CUBLAS_OP_N;
        lt_check(cublasLtMatmulDescSetAttribute(op_, CUBLASLT_MATMUL_DESC_TRANSA, &transpose,
                                                sizeof transpose),
                 "matmul descriptor");
        lt_check(
            cublasLtMatmulDescSetAttribute(op_, CUBLASLT_MATMUL_DESC_TRANSB, &none, sizeof none),
            "matmul descriptor");
        const auto m = static_cast<std::uint64_t>(s.m);
        const auto n = static_cast<std::uint64_t>(s.n);
        const auto k = static_cast<std::uint64_t>(s.k);
        lt_check(cublasLtMatrixLayoutCreate(&a_, t.ab, k, m, static_cast<std::int64_t>(k)), "A");
        lt_check(cublasLtMatrixLayoutCreate(&b_, t.ab, k, n, static_cast<std::int64_t>(k)), "B");
        lt_check(cublasLtMatrixLayoutCreate(&c_, t.cd, m, n, static_cast<std::int64_t>(m)), "C");
    }
    ~LtGemm() {
        cublasLtMatrixLayoutDestroy(c_);
        cublasLtMatrixLayoutDestroy(b_);
        cublasLtMatrixLayoutDestroy(a_);
        cublasLtMatmulDescDestroy(op_);
    }
    LtGemm(const LtGemm&) = delete;
    LtGemm& operator=(const LtGemm&) = delete;

    // Up to kCandidates of cuBLASLt's heuristic choices for this shape within the workspace, best
    // guess first; false when it has none.
    bool choose(cublasLtHandle_t lt, std::size_t workspace) {
        cublasLtMatmulPreference_t pref = nullptr;
        lt_check(cublasLtMatmulPreferenceCreate(&pref), "preference");
        const std::uint64_t ws = workspace;
        cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws,
                                             sizeof ws);
        cublasLtMatmulHeuristicResult_t found[kCandidates] = {};
        int count = 0;
        const cublasStatus_t s = cublasLtMatmulAlgoGetHeuristic(lt, op_, a_, b_, c_, c_, pref,
                                                                kCandidates, found, &count);
        cublasLtMatmulPreferenceDestroy(pref);
        candidates_.clear();
        if (s == CUBLAS_STATUS_SUCCESS)
            for (int i = 0; i < count; ++i)
                if (found[i].state == CUBLAS_STATUS_SUCCESS)
                    candidates_.push_back(found[i]);
        return !candidates_.empty();
    }
    [[nodiscard]] int candidates() const { return static_cast<int>(candidates_.size()); }
    // The candidate every later run() uses.
    void use(int candidate) { chosen_ = static_cast<std::size_t>(candidate); }

    cublasStatus_t run(cublasLtHandle_t lt, const void* alpha, const void* beta, const void* a,
                       const void* b, void* c, void* workspace, std::size_t workspace_bytes,
                       cudaStream_t stream) const {
        return cublasLtMatmul(lt, op_, alpha, a, a_, b, b_, beta, c, c_, c, c_,
                              &candidates_[chosen_].algo, workspace, workspace_bytes, stream);
    }

    static constexpr int kCandidates = 4;

private:
    cublasLtMatmulDesc_t op_ = nullptr;
    cublasLtMatrixLayout_t a_ = nullptr, b_ = nullptr, c_ = nullptr;
    std::vector<cublasLtMatmulHeuristicResult_t> candidates_;
    std::size_t chosen_ = 0;
};

class LtHandle final {
public:
    LtHandle() { lt_check(cublasLtCreate(&h_), "starting cuBLASLt"); }
    ~LtHandle() { cublasLtDestroy(h_); }
    LtHandle(const LtHandle&) = delete;
    LtHandle& operator=(const LtHandle&) = delete;
    [[nodiscard]] cublasLtHandle_t get() const { return h_; }

private:
    cublasLtHandle_t h_ = nullptr;
};

} // namespace

std::vector<Precision> gemm_precisions(DeviceReport& d, const std::vector<std::string>& wanted) {
    const auto below = [&](const char* cc) {
        return gpuplanner::compare_versions(d.compute_capability, cc) < 0;
    };
    std::vector<Precision> out;
    for (Precision p : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16,
                        Precision::FP8, Precision::INT8}) {
        const std::string name = gpuplanner::to_string(p);
        if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), name) == wanted.end())
            continue;
        if ((p == Precision::TF32 || p == Precision::BF16) && below("8.0"))
            d.gemm_skipped[name] = gpuplanner::probe_skip::kNeedsAmpere;
        else if (p == Precision::FP8 && below("8.9"))
            d.gemm_skipped[name] = gpuplanner::probe_skip::kNeedsAda;
        else if (p == Precision::INT8 && below("7.5"))
            d.gemm_skipped[name] = gpuplanner::probe_skip::kNeedsTuring;
        else
            out.push_back(p);
    }
    return out;
}

void measure_gemm(DeviceReport& d, const MeasureContext& ctx, Precision p, Telemetry& telemetry) {
    const std::string name = gpuplanner::to_string(p);
    constexpr std::size_t kWorkspace = 32u << 20; // what cuBLAS recommends for Hopper
    const double flush_bytes = l2_flush_bytes(d.l2_bytes);
    const double room = ctx.memory_budget_bytes - double(kWorkspace) - flush_bytes;
    const std::vector<GemmShape> shapes = gemm_shapes(ctx.quick, p, room);
    const int planned = static_cast<int>(gemm_shapes(ctx.quick, p, 1e18).size());
    if (shapes.empty()) {
        d.gemm_skipped[name] = gpuplanner::probe_skip::kTooLittleMemory;
        ctx.progress->skip(planned);
        return;
    }
    ctx.progress->skip(planned - static_cast<int>(shapes.size()));
    const LtTypes types = types_for(p);
    const GemmShape& largest = shapes.back();
    const auto elements = [](std::int64_t a, std::int64_t b) {
        return static_cast<std::size_t>(a) * static_cast<std::size_t>(b);
    };
    const std::size_t in_size = static_cast<std::size_t>(gemm_input_bytes(p));
    const std::size_t out_size = static_cast<std::size_t>(gemm_output_bytes(p));
    Stream stream;
    DeviceBuffer a(elements(largest.m, largest.k) * in_size);
    DeviceBuffer b(elements(largest.k, largest.n) * in_size);
    DeviceBuffer c(elements(largest.m, largest.n) * out_size);
    DeviceBuffer workspace(kWorkspace);
    DeviceBuffer flush(static_cast<std::size_t>(flush_bytes));
    check(fill_normal(a.get(), elements(largest.m, largest.k), types.fill, 11, stream.get()),
          "filling A");
    check(fill_normal(b.get(), elements(largest.k, largest.n), types.fill, 12, stream.get()),
          "filling B");
    check(cudaMemsetAsync(c.get(), 0, c.bytes(), stream.get()), "clearing C");
    LtHandle lt;
    const float alpha_f = 1, beta_f = 0;
    const std::int32_t alpha_i = 1, beta_i = 0;
    const void* alpha = types.scale == CUDA_R_32I ? static_cast<const void*>(&alpha_i) : &alpha_f;
    const void* beta = types.scale == CUDA_R_32I ? static_cast<const void*>(&beta_i) : &beta_f;
    const double timeout = ctx.budget.wait_timeout_seconds;
    EventPair ev;
    GemmRun run;
    run.precision = p;
    telemetry.set_during_gemm(true);
    const auto started = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        const GemmShape& s = shapes[i];
        const std::string what = "gemm " + name + " " + shape_text(s);
        const double spent =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        // The next shape's time, predicted from the last rate: one warm-up plus the samples.
        const double last_rate = run.sweep.empty() ? 0 : run.sweep.back().second;
        const double predicted =
            last_rate > 0 ? gemm_flops(s) / last_rate * (1 + ctx.budget.gemm_samples) : 0;
        if (spent + std::max(predicted, ctx.budget.gemm_samples * ctx.budget.gemm_sample_seconds) >
            ctx.budget.gemm_seconds_per_precision) {
            ctx.progress->skip(static_cast<int>(shapes.size() - i));
            ctx.warnings->push_back("GPU " + std::to_string(d.index) + " " + name +
                                    ": sweep stopped before " + shape_text(s) +
                                    " (time budget of the mode)");
            break;
        }
        ctx.progress->begin(what);
        LtGemm gemm(types, s);
        if (!gemm.choose(lt.get(), kWorkspace)) {
            ctx.progress->end("cuBLASLt has no kernel for it");
            continue;
        }
        auto once = [&] {
            lt_check(gemm.run(lt.get(), alpha, beta, a.get(), b.get(), c.get(), workspace.get(),
                              kWorkspace, stream.get()),
                     what);
        };
        once(); // warm-up (first use of the kernels)
        // The fastest of cuBLASLt's first few choices, each run once untimed and once timed (the
        // heuristic's first guess is not always its best kernel for the shape).
        double fastest = 0;
        int best_candidate = 0;
        for (int i = 0; i < gemm.candidates(); ++i) {
            gemm.use(i);
            const auto multiply = [&] {
                return gemm.run(lt.get(), alpha, beta, a.get(), b.get(), c.get(), workspace.get(),
                                kWorkspace, stream.get());
            };
            if (multiply() != CUBLAS_STATUS_SUCCESS)
                continue;
            ev.start(stream.get());
            if (multiply() != CUBLAS_STATUS_SUCCESS) {
                ev.stop(stream.get());
                (void)ev.seconds(timeout, what);
                continue;
            }
            ev.stop(stream.get());
            const double seconds = ev.seconds(timeout, what);
            if (fastest == 0 || seconds < fastest) {
                fastest = seconds;
                best_candidate = i;
            }
        }
        gemm.use(best_candidate);
        const int repeats = repeats_for(fastest, ctx.budget.gemm_sample_seconds);
        std::vector<double> rates;
        for (int sample = 0; sample < ctx.budget.gemm_samples; ++sample) {
            check(cudaMemsetAsync(flush.get(), sample, flush.bytes(), stream.get()), "L2 flush");
            ev.start(stream.get());
            for (int r = 0; r < repeats; ++r)
                once();
            ev.stop(stream.get());
            rates.push_back(gemm_flops(s) * repeats / ev.seconds(timeout, what));
        }
        const double rate = median(rates);
        run.sweep.emplace_back(s, rate);
        char text[64];
        std::snprintf(text, sizeof text, "%.1f %s", rate / 1e12,
                      p == Precision::INT8 ? "TOP/s" : "TFLOP/s");
        ctx.progress->end(text);
    }
    telemetry.set_during_gemm(false);
    if (run.sweep.empty())
        d.gemm_skipped[name] = gpuplanner::probe_skip::kNoKernel;
    else
        d.gemm.push_back(run);
}

} // namespace gpuprobe
