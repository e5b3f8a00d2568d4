#pragma once
// Numeric formats used for weights, gradients, activations, KV cache and GEMM peaks.
#include <optional>
#include <string>

namespace gpuplanner {

enum class Precision { FP32, TF32, FP16, BF16, FP8, INT8, INT4 };

[[nodiscard]] std::string to_string(Precision p);
[[nodiscard]] std::optional<Precision> precision_from_string(const std::string& s);
// Storage bytes per element, without quantization scales (TF32 is stored as FP32).
[[nodiscard]] double storage_bytes(Precision p);

} // namespace gpuplanner
