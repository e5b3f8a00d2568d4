#pragma once
// The sentences gpuprobe prints when it cannot run, chosen from what CUDA reported at start-up.
#include <string>

namespace gpuprobe {

// CUDA's integer versions (13000) as "13.0".
[[nodiscard]] std::string cuda_version_text(int version);

// One sentence for a machine without a usable GPU: `error_code` and `error_name` are
// cudaGetDeviceCount's result, `driver_version` cudaDriverGetVersion's (0: no driver),
// `runtime_version` cudaRuntimeGetVersion's.
[[nodiscard]] std::string no_gpu_sentence(int error_code, const std::string& error_name,
                                          int driver_version, int runtime_version);

} // namespace gpuprobe
