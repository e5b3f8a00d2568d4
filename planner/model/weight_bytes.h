#pragma once
// Bytes the weights of a model occupy at a serving or training precision, split into the
// routed experts (what expert parallelism shards) and everything else.
#include "model/model.h"
#include "model/precision.h"

#include <cstdint>

namespace gpuplanner {

struct WeightBytes {
    double routed_experts = 0;
    double rest = 0;
    [[nodiscard]] double total() const { return routed_experts + rest; }
};

// Bytes per weight of a weight-only quantized layer matrix: int8 with one 16-bit scale per
// output row (hidden_size weights), int4 in groups of 128 with a 16-bit scale and a 4-bit zero
// point (AutoAWQ / GPTQ defaults); other precisions their storage size.
[[nodiscard]] double quantized_bytes_per_param(Precision p, std::int64_t hidden_size);

// Layer matrices at `p`, embeddings, norms, biases and the LM head at 16 bit (32 at fp32).
// When the checkpoint's own quantization_config stores the same format (fp8 blocks at FP8,
// MXFP4 / AWQ / GPTQ at INT4), its exact layout is used: converted modules, group size, scales.
[[nodiscard]] WeightBytes weight_bytes(const ModelSpec& model, Precision p);

// The precision a checkpoint's quantization_config corresponds to (BF16 when unquantized).
[[nodiscard]] Precision checkpoint_precision(const CheckpointQuantization& q);

} // namespace gpuplanner
