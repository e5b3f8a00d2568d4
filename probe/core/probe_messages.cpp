#include "probe_messages.h"

namespace gpuprobe {

std::string cuda_version_text(int version) {
    return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

std::string no_gpu_sentence(int error_code, const std::string& error_name, int driver_version,
                            int runtime_version) {
    // cudaError_t values (driver_types.h), kept as numbers so this builds without CUDA.
    constexpr int kInitializationError = 3;
    constexpr int kStubLibrary = 34;
    constexpr int kInsufficientDriver = 35;
    constexpr int kNoDevice = 100;
    constexpr int kSuccess = 0;
    if (error_code == kNoDevice || error_code == kSuccess)
        return "gpuprobe found no NVIDIA GPU on this machine (the driver is present but reports "
               "no CUDA device), so there is nothing to measure.";
    if (error_code == kStubLibrary || (error_code == kInsufficientDriver && driver_version == 0))
        return "gpuprobe found no NVIDIA driver on this machine (libcuda.so.1 could not be "
               "loaded), so there is no GPU to measure.";
    if (error_code == kInsufficientDriver)
        return "The NVIDIA driver supports CUDA " + cuda_version_text(driver_version) +
               " but gpuprobe was built with CUDA " + cuda_version_text(runtime_version) +
               ": update the driver, or build gpuprobe with a toolkit the driver supports.";
    if (error_code == kInitializationError)
        return "CUDA could not initialise the GPU (" + error_name +
               "): check the driver with nvidia-smi; a GPU in use by another process in "
               "exclusive mode also gives this.";
    return "CUDA could not start on this machine (" + error_name +
           "): check the NVIDIA driver with nvidia-smi.";
}

} // namespace gpuprobe
