#pragma once
// The probe's own kernels (kernels.cu), callable from host code compiled by the C++ compiler.
#include <cuda_runtime_api.h>

#include <cstddef>

namespace gpuprobe {

enum class ElementType { F32, F16, BF16, E4M3, I8 };

// Normally distributed values (mean 0, standard deviation 1; int8 as round(32 x), clamped):
// zeros or constants would let a power-limited GPU clock higher than real data allows.
cudaError_t fill_normal(void* data, std::size_t count, ElementType type, unsigned long long seed,
                        cudaStream_t stream);
// b[i] = a[i] and a[i] = b[i] + s c[i] over float4s, grid-stride, `blocks` blocks of 256.
cudaError_t copy_floats(const void* a, void* b, std::size_t float4s, int blocks,
                        cudaStream_t stream);
cudaError_t triad_floats(void* a, const void* b, const void* c, float scalar, std::size_t float4s,
                         int blocks, cudaStream_t stream);
// An empty kernel of one thread: what a launch costs.
cudaError_t empty_kernel(cudaStream_t stream);
// Blocks that fill the device once for the bandwidth kernels (SMs x resident blocks per SM).
int streaming_blocks(int device);

} // namespace gpuprobe
