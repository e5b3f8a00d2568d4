#include "kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <cstdint>

namespace gpuprobe {

namespace {

constexpr int kThreads = 256;

// SplitMix64: a counter-based generator, so every element is independent of launch geometry.
__device__ std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// Box-Muller from two 24-bit uniforms in (0, 1].
__device__ float normal(std::uint64_t seed, std::size_t i) {
    const std::uint64_t r = mix(seed ^ mix(static_cast<std::uint64_t>(i)));
    const float u1 = (static_cast<float>(r >> 40) + 1.0f) / 16777217.0f;
    const float u2 = static_cast<float>((r >> 8) & 0xFFFFFFu) / 16777216.0f;
    return sqrtf(-2.0f * logf(u1)) * cospif(2.0f * u2);
}

template <typename T> __device__ T convert(float v);
template <> __device__ float convert<float>(float v) {
    return v;
}
template <> __device__ __half convert<__half>(float v) {
    return __float2half(v);
}
template <> __device__ __nv_bfloat16 convert<__nv_bfloat16>(float v) {
    return __float2bfloat16(v);
}
template <> __device__ __nv_fp8_e4m3 convert<__nv_fp8_e4m3>(float v) {
    return __nv_fp8_e4m3(v);
}
template <> __device__ std::int8_t convert<std::int8_t>(float v) {
    return static_cast<std::int8_t>(fmaxf(-127.0f, fminf(127.0f, rintf(32.0f * v))));
}

template <typename T> __global__ void fill_kernel(T* data, std::size_t count, std::uint64_t seed) {
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < count;
         i += stride)
        data[i] = convert<T>(normal(seed, i));
}

__global__ void copy_kernel(const float4* __restrict__ a, float4* __restrict__ b, std::size_t n) {
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += stride)
        b[i] = a[i];
}

__global__ void triad_kernel(float4* __restrict__ a, const float4* __restrict__ b,
                             const float4* __restrict__ c, float s, std::size_t n) {
    const std::size_t stride = static_cast<std::size_t>(gridDim.x) * blockDim.x;
    for (std::size_t i = static_cast<std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += stride) {
        const float4 x = b[i];
        const float4 y = c[i];
        a[i] = make_float4(x.x + s * y.x, x.y + s * y.y, x.z + s * y.z, x.w + s * y.w);
    }
}

__global__ void nothing_kernel() {}

template <typename T>
cudaError_t fill(void* data, std::size_t count, std::uint64_t seed, cudaStream_t stream) {
    const std::size_t wanted = (count + kThreads - 1) / kThreads;
    const unsigned blocks = static_cast<unsigned>(wanted < 65535 ? (wanted ? wanted : 1) : 65535);
    fill_kernel<T><<<blocks, kThreads, 0, stream>>>(static_cast<T*>(data), count, seed);
    return cudaGetLastError();
}

} // namespace

cudaError_t fill_normal(void* data, std::size_t count, ElementType type, unsigned long long seed,
                        cudaStream_t stream) {
    switch (type) {
    case ElementType::F32:
        return fill<float>(data, count, seed, stream);
    case ElementType::F16:
        return fill<__half>(data, count, seed, stream);
    case ElementType::BF16:
        return fill<__nv_bfloat16>(data, count, seed, stream);
    case ElementType::E4M3:
        return fill<__nv_fp8_e4m3>(data, count, seed, stream);
    case ElementType::I8:
        return fill<std::int8_t>(data, count, seed, stream);
    }
    return cudaErrorInvalidValue;
}

cudaError_t copy_floats(const void* a, void* b, std::size_t float4s, int blocks,
                        cudaStream_t stream) {
    copy_kernel<<<blocks, kThreads, 0, stream>>>(static_cast<const float4*>(a),
                                                 static_cast<float4*>(b), float4s);
    return cudaGetLastError();
}

cudaError_t triad_floats(void* a, const void* b, const void* c, float scalar, std::size_t float4s,
                         int blocks, cudaStream_t stream) {
    triad_kernel<<<blocks, kThreads, 0, stream>>>(static_cast<float4*>(a),
                                                  static_cast<const float4*>(b),
                                                  static_cast<const float4*>(c), scalar, float4s);
    return cudaGetLastError();
}

cudaError_t empty_kernel(cudaStream_t stream) {
    nothing_kernel<<<1, 1, 0, stream>>>();
    return cudaGetLastError();
}

int streaming_blocks(int device) {
    int sms = 0;
    int per_sm = 0;
    if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess ||
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, triad_kernel, kThreads, 0) !=
            cudaSuccess)
        return 1024;
    return sms * (per_sm > 0 ? per_sm : 1);
}

} // namespace gpuprobe
