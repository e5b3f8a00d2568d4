#include "time/layer_compute.h"

#include "io/units.h"
#include "memory/memory.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplanner {

namespace {

// Output tiles cuBLAS and CUTLASS pick from for 16-bit GEMMs on Ampere and Hopper (the 256x128
// and 128x128 tiles of NVIDIA's Matrix Multiplication Background guide, either orientation).
struct Tile {
    double rows;
    double cols;
};
constexpr Tile kTiles[] = {{256, 128}, {128, 256}, {128, 128}};
// Rows of one tensor-core MMA instruction for 16-bit inputs (mma.m16n8k16, PTX ISA).
constexpr double kMmaRows = 16;
// Split-K: a GEMM with too few output tiles to fill the SMs splits its inner dimension over up
// to this many slices (cuBLAS heuristics do; each slice at least kMinSliceK deep).
constexpr double kMaxSplitK = 4;
constexpr double kMinSliceK = 512;

// Kernels one layer launches in its forward, counted from Megatron-Core's fused transformer
// layer (norm, QKV GEMM, rotary, attention, output GEMM, bias-dropout-add, norm, MLP in GEMM,
// activation, MLP out GEMM, bias-dropout-add, plus the tensor-parallel collectives) and, for an
// MoE layer, router, top-k, permute, grouped expert GEMMs and unpermute. The backward launches
// about twice as many (docs/performance.md).
constexpr double kDenseForwardKernels = 12;
constexpr double kMoeExtraForwardKernels = 8;

// `groups` GEMMs of the same shape run as one grouped kernel (the local experts of an MoE
// layer, Megatron-Core's grouped GEMM): their tiles share the waves.
struct Gemm {
    double m;
    double n;
    double k;
    double groups = 1;
};

} // namespace

double attention_length_factor(const KernelRates& r, double block_tokens) {
    const auto& v = r.attention_rate_by_length;
    if (v[4] <= 0 || block_tokens <= 0)
        return 1.0;
    // Lengths 512 x 2^i: position on that scale, held at the ends.
    const double x = std::clamp(std::log2(block_tokens / 512.0), 0.0, 5.0);
    const auto i = static_cast<std::size_t>(std::min(std::floor(x), 4.0));
    const double f = x - static_cast<double>(i);
    return ((1.0 - f) * v[i] + f * v[i + 1]) / v[4];
}

double forward_kernels_per_layer(bool moe_layer) {
    return kDenseForwardKernels + (moe_layer ? kMoeExtraForwardKernels : 0);
}

double wave_efficiency(double m, double n, std::int64_t sms) {
    if (sms <= 0 || m <= 0 || n <= 0)
        return 1.0;
    double best = 0;
    for (const Tile& t : kTiles) {
        const double tiles = std::ceil(m / t.rows) * std::ceil(n / t.cols);
        const double waves = std::ceil(tiles / d(sms));
        // Useful output over what the waves could compute: tile and wave quantization at once.
        best = std::max(best, m * n / (waves * d(sms) * t.rows * t.cols));
    }
    return std::min(1.0, best);
}

namespace {

// Seconds of a GEMM's FLOPs alone, at the GEMM efficiency and the wave efficiency of its tiles.
double grouped_flop_seconds(double m, double n, double k, double groups, const KernelRates& r) {
    // The groups' tiles share the waves: as one GEMM of groups x m rows for the quantization.
    double waves = wave_efficiency(m * groups, n, r.sms);
    if (r.sms > 0 && waves < 0.9) {
        // Split-K fills idle SMs when the inner dimension is deep enough.
        for (double split = 2; split <= kMaxSplitK && k / split >= kMinSliceK; ++split)
            waves = std::max(waves, wave_efficiency(m * groups * split, n, r.sms));
    }
    return groups * 2.0 * m * n * k / (r.peak_flops * r.gemm_efficiency * waves);
}

double grouped_gemm_seconds(double m, double n, double k, double groups, double element_bytes,
                            const KernelRates& r) {
    if (m <= 0 || n <= 0 || k <= 0 || groups <= 0 || r.peak_flops <= 0 || r.gemm_efficiency <= 0)
        return 0.0;
    const double flop_seconds = grouped_flop_seconds(m, n, k, groups, r);
    const double byte_seconds =
        r.bytes_per_second > 0
            ? groups * element_bytes * (m * k + k * n + m * n) / r.bytes_per_second
            : 0.0;
    return std::max(flop_seconds, byte_seconds);
}

} // namespace

double gemm_seconds(double m, double n, double k, double element_bytes, const KernelRates& r) {
    return grouped_gemm_seconds(m, n, k, 1.0, element_bytes, r);
}

namespace {

// The forward GEMMs of one layer on one GPU: `tokens` rows, weights sliced by tensor
// parallelism `t` the way Megatron-Core slices them (column-parallel in, row-parallel out).
void attention_gemms(const TransformerArch& a, double tokens, double t, std::vector<Gemm>& out) {
    const double h = d(a.hidden_size);
    if (a.is_latent()) {
        // Multi-head latent attention: the down-projections are not split by tensor parallelism.
        const double heads = d(a.num_heads) / t;
        const double qk_head = d(a.qk_nope_head_dim + a.qk_rope_head_dim);
        if (a.q_lora_rank > 0) {
            out.push_back({tokens, d(a.q_lora_rank), h});
            out.push_back({tokens, heads * qk_head, d(a.q_lora_rank)});
        } else {
            out.push_back({tokens, heads * qk_head, h});
        }
        out.push_back({tokens, d(a.kv_lora_rank + a.qk_rope_head_dim), h});
        out.push_back({tokens, heads * d(a.qk_nope_head_dim + a.v_head_dim), d(a.kv_lora_rank)});
        out.push_back({tokens, h, heads * d(a.v_head_dim)});
        return;
    }
    const double qkv = d(a.attention_dim()) + 2.0 * d(a.kv_dim());
    out.push_back({tokens, qkv / t, h});
    out.push_back({tokens, h, d(a.value_dim()) / t});
}

void mlp_gemms(const TransformerArch& a, double tokens, double width, double t, double groups,
               std::vector<Gemm>& out) {
    if (width <= 0 || tokens <= 0 || groups <= 0)
        return;
    const double h = d(a.hidden_size);
    const double in = (a.mlp == MlpKind::Gated ? 2.0 : 1.0) * width / t;
    out.push_back({tokens, in, h, groups});
    out.push_back({tokens, h, width / t, groups});
}

// Seconds of the forward and the backward GEMMs (data gradient, and weight gradient when the
// weights train), and the same FLOPs at the large-GEMM rate.
struct GemmTimes {
    double forward = 0;
    double backward = 0;
    double forward_ideal = 0;
    double backward_ideal = 0;
};

GemmTimes time_gemms(const std::vector<Gemm>& gemms, double e, bool weight_gradients,
                     const KernelRates& r) {
    GemmTimes g;
    const double rate = r.peak_flops * r.gemm_efficiency;
    for (const Gemm& x : gemms) {
        const double flops = x.groups * 2.0 * x.m * x.n * x.k;
        g.forward += grouped_gemm_seconds(x.m, x.n, x.k, x.groups, e, r);
        g.forward_ideal += flops / rate;
        g.backward += grouped_gemm_seconds(x.m, x.k, x.n, x.groups, e, r); // dX = dY W^T
        g.backward_ideal += flops / rate;
        if (weight_gradients) {
            g.backward += grouped_gemm_seconds(x.k, x.n, x.m, x.groups, e, r); // dW = X^T dY
            g.backward_ideal += flops / rate;
        }
    }
    return g;
}

} // namespace

namespace {

// One layer's forward GEMMs at `tokens` rows on one GPU of a tensor-parallel group of `tensor`;
// an MoE layer's tokens spread their k expert choices over the experts they reach.
std::vector<Gemm> forward_gemms(const TransformerArch& a, double tokens, std::int64_t tensor,
                                bool moe_layer) {
    const double t = d(std::max<std::int64_t>(tensor, 1));
    std::vector<Gemm> gemms;
    gemms.reserve(10); // at most 6 attention + 2 x 2 MLP: one allocation, not four (serving
                       // asks this for every layout and batch it times, docs/bench.md)
    attention_gemms(a, tokens, t, gemms);
    if (moe_layer && a.is_moe()) {
        mlp_gemms(a, tokens, d(a.shared_expert_intermediate_size), t, 1.0, gemms);
        const double routed = tokens * d(a.experts_per_token);
        const double reached = std::min(d(a.num_experts), routed);
        mlp_gemms(a, routed / reached, d(a.expert_width()), t, reached, gemms);
    } else {
        mlp_gemms(a, tokens, d(a.intermediate_size), t, 1.0, gemms);
    }
    return gemms;
}

} // namespace

double forward_gemm_memory_excess_seconds(const TransformerArch& a, double tokens,
                                          std::int64_t tensor, bool moe_layer, const KernelRates& r,
                                          double weight_bytes, double activation_bytes) {
    if (r.peak_flops <= 0 || r.gemm_efficiency <= 0 || r.bytes_per_second <= 0 ||
        a.hidden_size <= 0 || tokens <= 0)
        return 0.0;
    double excess = 0;
    for (const Gemm& x : forward_gemms(a, tokens, tensor, moe_layer)) {
        if (x.m <= 0 || x.n <= 0 || x.k <= 0 || x.groups <= 0)
            continue;
        const double flop_seconds =
            x.groups * 2.0 * x.m * x.n * x.k / (r.peak_flops * r.gemm_efficiency);
        const double bytes =
            x.groups * (activation_bytes * (x.m * x.k + x.m * x.n) + weight_bytes * x.k * x.n);
        excess += std::max(0.0, bytes / r.bytes_per_second - flop_seconds);
    }
    return excess;
}

double forward_gemm_efficiency(const TransformerArch& a, double tokens, std::int64_t tensor,
                               bool moe_layer, const KernelRates& r) {
    if (r.peak_flops <= 0 || r.gemm_efficiency <= 0 || a.hidden_size <= 0 || tokens <= 0)
        return r.gemm_efficiency;
    const std::vector<Gemm> gemms = forward_gemms(a, tokens, tensor, moe_layer);
    double flops = 0;
    double seconds = 0;
    for (const Gemm& x : gemms) {
        if (x.m <= 0 || x.n <= 0 || x.k <= 0 || x.groups <= 0)
            continue;
        const double f = x.groups * 2.0 * x.m * x.n * x.k;
        flops += f;
        if (x.m < kTiles[2].rows) {
            // Fewer rows than the smallest large tile: skinny kernels (cuBLAS's and the serving
            // engines' small-batch GEMMs) tile the rows by the tensor cores' 16-row MMA shape
            // and split K until the SMs are busy, so only the row padding is lost.
            const double padded = kMmaRows * std::ceil(x.m / kMmaRows);
            seconds += f / (r.peak_flops * r.gemm_efficiency * x.m / padded);
        } else {
            seconds += grouped_flop_seconds(x.m, x.n, x.k, x.groups, r);
        }
    }
    return seconds > 0 ? flops / (seconds * r.peak_flops) : r.gemm_efficiency;
}

double cross_entropy_seconds(const TransformerArch& a, const TrainingWorkload& w,
                             const KernelRates& r) {
    if (r.bytes_per_second <= 0 || a.vocab_size <= 0)
        return 0.0;
    const Parallelism& par = w.parallel;
    const double t = d(std::max<std::int64_t>(par.tensor, 1));
    const double cp = d(std::max<std::int64_t>(par.context, 1));
    const double tokens = d(w.sequence_length) / cp * d(w.micro_batch);
    constexpr double kBytesPerLogit = 6.0 + 36.0 + 14.0; // cast, five passes forward, backward
    return tokens * d(a.vocab_size) / t * kBytesPerLogit / r.bytes_per_second;
}

LayerTime training_layer_time(const TransformerArch& a, const TrainingWorkload& w,
                              const KernelRates& r, bool moe_layer) {
    LayerTime lt;
    if (r.peak_flops <= 0 || a.hidden_size <= 0)
        return lt;
    const Parallelism& par = w.parallel;
    const double t = d(std::max<std::int64_t>(par.tensor, 1));
    const double cp = d(std::max<std::int64_t>(par.context, 1));
    const double ep = d(std::max<std::int64_t>(par.expert, 1));
    const double e = activation_element_bytes(w.precision);
    const double s = d(w.sequence_length);
    const double tokens = s / cp * d(w.micro_batch); // rows of every GEMM on this GPU
    const double h = d(a.hidden_size);
    const bool full_recompute = w.recompute == Recompute::Full;
    const bool weights_train = w.method == FineTuneMethod::Full;

    // GEMMs.
    std::vector<Gemm> gemms;
    gemms.reserve(8);
    attention_gemms(a, tokens, t, gemms);
    double mlp_width_per_token = d(a.intermediate_size); // for the activation's bytes
    if (moe_layer && a.is_moe()) {
        gemms.push_back({tokens, d(a.num_experts), h}); // router (not split)
        mlp_gemms(a, tokens, d(a.shared_expert_intermediate_size), t, 1.0, gemms);
        // Each of the E/ep local experts receives k/E of the tokens of the ep ranks.
        const double per_expert = tokens * ep * d(a.experts_per_token) / d(a.num_experts);
        mlp_gemms(a, per_expert, d(a.expert_width()), t, d(a.num_experts) / ep, gemms);
        mlp_width_per_token =
            d(a.shared_expert_intermediate_size) + d(a.experts_per_token) * d(a.expert_width());
    } else {
        mlp_gemms(a, tokens, d(a.intermediate_size), t, 1.0, gemms);
    }
    const GemmTimes g = time_gemms(gemms, e, weights_train, r);
    lt.gemm_seconds = g.forward + g.backward + (full_recompute ? g.forward : 0.0);
    lt.ideal_seconds =
        g.forward_ideal + g.backward_ideal + (full_recompute ? g.forward_ideal : 0.0);
    double kernels = forward_kernels_per_layer(moe_layer && a.is_moe());
    kernels *= full_recompute ? 4.0 : 3.0;

    // Attention: the FLOPs the planner counts per token (causal: half of the s x s products,
    // Kaplan et al.'s 2·n_ctx·d_attn, with local layers at their window) on a/t heads.
    const double context =
        a.num_layers > 0 ? a.kv_layer_tokens(w.sequence_length) / d(a.num_layers) : s;
    const double d_attn = 0.5 * d(a.attention_dim() + a.value_dim());
    const double forward_flops = tokens * 2.0 * context * d_attn / t;
    const double ideal_rate = r.peak_flops * r.gemm_efficiency;
    const bool recompute_attention = w.recompute != Recompute::None;
    if (w.flash_attention && r.attention_forward_efficiency > 0) {
        // FlashAttention's backward recomputes the scores: 2.5x the forward's FLOPs (five
        // matmuls to two), at its own efficiency (Dao 2023, section 3; its benchmark counts).
        // Each GPU's attention runs on blocks of its s/cp queries (the ring's steps under
        // context parallelism): shorter blocks run below the kernel's 8k rate.
        const double length = attention_length_factor(r, s / cp);
        const double fwd = forward_flops / (r.peak_flops * r.attention_forward_efficiency * length);
        const double bwd =
            2.5 * forward_flops / (r.peak_flops * r.attention_backward_efficiency * length);
        lt.attention_seconds = fwd + bwd + (recompute_attention ? fwd : 0.0);
    } else {
        // Unfused: two batched GEMMs per head over the full s x s (the mask is applied after
        // the product), forward, twice that backward, and the scores through memory.
        const double heads = d(a.num_heads) / t;
        const double head_dim = d_attn / d(std::max<std::int64_t>(a.num_heads, 1));
        const double queries = s / cp; // per sequence
        const double keys = s;
        const double batch = heads * d(w.micro_batch); // one product per head and sequence
        const double fwd = grouped_gemm_seconds(queries, keys, head_dim, batch, e, r) +
                           grouped_gemm_seconds(queries, head_dim, keys, batch, e, r);
        const bool dropout = a.attention_dropout > 0;
        const double forward_bytes = dropout ? 6.0 * e + 1.0 : 4.0 * e;
        const double backward_bytes = dropout ? 9.0 * e + 1.0 : 7.0 * e;
        const double scores = batch * queries * keys / r.bytes_per_second;
        lt.scores_seconds =
            scores * (forward_bytes + backward_bytes + (recompute_attention ? forward_bytes : 0.0));
        lt.attention_seconds = fwd * (3.0 + (recompute_attention ? 1.0 : 0.0)) + lt.scores_seconds;
    }
    lt.ideal_seconds += forward_flops * (3.0 + (recompute_attention ? 1.0 : 0.0)) / ideal_rate;

    // Element-wise kernels, in elements read and written per token in the forward: two norms
    // (read, write: 4h), two residual adds (read two, write one: 6h), the MLP activation (gated:
    // read 2f, write f; plain: read f, write f), the MoE permutation (k copies read and written
    // twice). With sequence parallelism each tensor rank handles 1/t of the tokens' hidden
    // states, else all of them. The backward moves about twice the forward's bytes.
    const double hidden_share = par.sequence_parallel && t > 1 ? h / t : h;
    double per_token = 10.0 * hidden_share;
    per_token += (a.mlp == MlpKind::Gated ? 3.0 : 2.0) * mlp_width_per_token / t;
    if (moe_layer && a.is_moe())
        per_token += 4.0 * d(a.experts_per_token) * hidden_share;
    if (r.bytes_per_second > 0) {
        const double forward = tokens * per_token * e / r.bytes_per_second;
        lt.elementwise_seconds = forward * (3.0 + (full_recompute ? 1.0 : 0.0));
    }
    lt.overhead_seconds = kernels * r.kernel_gap_seconds;
    return lt;
}

} // namespace gpuplanner
