#pragma once
// What one transformer layer costs one GPU for one micro-batch, kernel class by kernel class:
// GEMMs at the efficiency their shape allows (tile and wave quantization, the roofline),
// attention at the efficiency of its kernel (FlashAttention generation, or unfused batched
// GEMMs), element-wise work (norms, activations, residuals, rotary) at memory bandwidth, and the
// fixed cost of launching the kernels. Formulas and sources: docs/performance.md, "Compute time
// from the layer's kernels".
#include "model/model.h"
#include "model/workload.h"

#include <array>
#include <cstdint>

namespace gpuplanner {

// What one GPU runs at, for one software stack.
struct KernelRates {
    double peak_flops = 0;       // dense peak at the precision (FLOP/s)
    double gemm_efficiency = 0;  // of the peak, a large GEMM (docs/performance.md)
    std::int64_t sms = 0;        // streaming multiprocessors; 0: no wave quantization
    double bytes_per_second = 0; // memory-bound kernels (datasheet x efficiency)
    // Fused attention kernels (FlashAttention), of the dense peak, forward and backward.
    double attention_forward_efficiency = 0;
    double attention_backward_efficiency = 0;
    // Seconds a kernel costs beyond its work (launch and the gap to the next one).
    double kernel_gap_seconds = 0;
    // The fused attention kernel's measured rate at sequence lengths 512, 1k, 2k, 4k, 8k and
    // 16k (causal, head dimension 128; any unit): the efficiencies above hold at 8k, shorter
    // blocks run slower (all zero: no length effect).
    std::array<double, 6> attention_rate_by_length{};
};

// The fused attention's rate on blocks of `block_tokens` (the sequence, or a context-parallel
// GPU's slice of it) relative to its rate at 8k, interpolated on a log scale between the
// measured lengths and held at the ends.
[[nodiscard]] double attention_length_factor(const KernelRates& rates, double block_tokens);

// One GEMM C[m x n] = A[m x k] B[k x n]: the slower of its FLOPs (at the GEMM efficiency, with
// the wave quantization of the best output tile) and reading A and B and writing C.
[[nodiscard]] double gemm_seconds(double m, double n, double k, double element_bytes,
                                  const KernelRates& rates);
// The share of the SMs the last wave of a GEMM's output tiles keeps busy, averaged over the
// waves (1: the tiles fill every wave), for the best of the tile shapes cuBLAS uses.
[[nodiscard]] double wave_efficiency(double m, double n, std::int64_t sms);

struct LayerTime {
    double gemm_seconds = 0;        // the layer's projections and MLP (or experts, shared)
    double attention_seconds = 0;   // scores and values (fused or not)
    double scores_seconds = 0;      // of attention: unfused scores through memory
    double elementwise_seconds = 0; // norms, activations, residuals, rotary, dropout
    double overhead_seconds = 0;    // kernel launches and gaps
    // The same FLOPs at the large-GEMM rate, with no shape loss: what the layer would take if
    // every kernel ran like a large GEMM.
    double ideal_seconds = 0;
    [[nodiscard]] double total() const {
        return gemm_seconds + attention_seconds + elementwise_seconds + overhead_seconds;
    }
};

// Of the dense peak, what one layer's forward GEMMs reach at `tokens` rows on one GPU of a
// tensor-parallel group of `tensor` (compute side only: the large-GEMM efficiency times the
// FLOP-weighted wave efficiency of their shapes). A serving engine's decode step at small
// batches runs far below the large-GEMM figure.
[[nodiscard]] double forward_gemm_efficiency(const TransformerArch& arch, double tokens,
                                             std::int64_t tensor, bool moe_layer,
                                             const KernelRates& rates);

// What one layer's forward GEMMs at `tokens` rows on one GPU of a tensor-parallel group of
// `tensor` spend beyond their FLOPs at the large-GEMM rate because reading their operands and
// writing their output takes longer (the roofline's memory side, GEMM by GEMM: rows x depth and
// rows x width activations of `activation_bytes`, depth x width weights of `weight_bytes`, at
// `rates.bytes_per_second`). 0 when every GEMM is compute bound. An MoE layer's expert GEMMs
// have few rows per expert and, under tensor parallelism, a narrow width or a shallow depth:
// Qwen3-235B-A22B at tp 8 and 2,048 tokens runs 128 rows per expert through 4,096 x 384 and
// 192 x 4,096 weights, both memory bound on an A100 (docs/performance.md, "Prefill GEMMs on
// the roofline").
[[nodiscard]] double forward_gemm_memory_excess_seconds(const TransformerArch& arch, double tokens,
                                                        std::int64_t tensor, bool moe_layer,
                                                        const KernelRates& rates,
                                                        double weight_bytes,
                                                        double activation_bytes);

// The loss over the vocabulary for one micro-batch on one GPU: memory-bound work on the
// tokens x (vocabulary / tensor) logits, 56 bytes per logit counted from Megatron-Core's
// vocab-parallel cross entropy (an fp32 copy of the logits; max, subtract, exp, sum and divide
// in place; backward: one multiply and the cast back; docs/performance.md). Its GEMM is in the
// model's FLOPs already.
[[nodiscard]] double cross_entropy_seconds(const TransformerArch& arch, const TrainingWorkload& w,
                                           const KernelRates& rates);

// Kernels one layer launches in a forward pass (dense, or MoE when `moe_layer`): the training
// forward's count, also what a serving engine's decode step or prefill launches per layer.
[[nodiscard]] double forward_kernels_per_layer(bool moe_layer);

// One layer (dense, or MoE when `moe_layer`), one micro-batch of the workload, one GPU of its
// tensor and context parallel group: forward, backward and the recomputation the workload asks
// for. Expert GEMMs of an MoE layer are counted at their per-expert token count
// (time/expert_parallel.h adds the all-to-alls and the router imbalance).
[[nodiscard]] LayerTime training_layer_time(const TransformerArch& arch, const TrainingWorkload& w,
                                            const KernelRates& rates, bool moe_layer);

} // namespace gpuplanner
