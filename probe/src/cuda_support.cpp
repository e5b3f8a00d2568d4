#include "cuda_support.h"

#include <chrono>
#include <thread>
#include <utility>

namespace gpuprobe {

void check(cudaError_t status, const std::string& what) {
    if (status != cudaSuccess)
        throw ProbeFailure(what + ": " + cudaGetErrorName(status) + " (" +
                           cudaGetErrorString(status) + ")");
}

void wait_for(cudaEvent_t event, double timeout_seconds, const std::string& what) {
    using clock = std::chrono::steady_clock;
    const auto deadline = clock::now() + std::chrono::duration<double>(timeout_seconds);
    auto pause = std::chrono::microseconds(20);
    for (;;) {
        const cudaError_t s = cudaEventQuery(event);
        if (s == cudaSuccess)
            return;
        if (s != cudaErrorNotReady)
            check(s, what);
        if (clock::now() > deadline)
            throw ProbeFailure(what + ": the GPU did not finish within " +
                               std::to_string(static_cast<int>(timeout_seconds)) + " s");
        std::this_thread::sleep_for(pause);
        pause = std::min(pause * 2, std::chrono::microseconds(2000));
    }
}

void finish_stream(cudaStream_t stream, double timeout_seconds, const std::string& what) {
    cudaEvent_t done = nullptr;
    check(cudaEventCreateWithFlags(&done, cudaEventDisableTiming), what);
    try {
        check(cudaEventRecord(done, stream), what);
        wait_for(done, timeout_seconds, what);
    } catch (...) {
        cudaEventDestroy(done);
        throw;
    }
    cudaEventDestroy(done);
}

EventPair::EventPair() {
    check(cudaEventCreate(&start_), "creating a timing event");
    check(cudaEventCreate(&stop_), "creating a timing event");
}

EventPair::~EventPair() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
}

void EventPair::start(cudaStream_t stream) {
    check(cudaEventRecord(start_, stream), "timing");
}
void EventPair::stop(cudaStream_t stream) {
    check(cudaEventRecord(stop_, stream), "timing");
}

double EventPair::seconds(double timeout_seconds, const std::string& what) {
    wait_for(stop_, timeout_seconds, what);
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start_, stop_), what);
    return static_cast<double>(ms) / 1000.0;
}

DeviceBuffer::DeviceBuffer(std::size_t bytes)
    : bytes_(bytes) {
    check(cudaMalloc(&data_, bytes),
          "allocating " + std::to_string(bytes >> 20) + " MiB of GPU memory");
}

DeviceBuffer::~DeviceBuffer() {
    if (data_)
        cudaFree(data_);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer&& other) noexcept
    : data_(std::exchange(other.data_, nullptr))
    , bytes_(std::exchange(other.bytes_, 0)) {}

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept {
    if (this != &other) {
        if (data_)
            cudaFree(data_);
        data_ = std::exchange(other.data_, nullptr);
        bytes_ = std::exchange(other.bytes_, 0);
    }
    return *this;
}

PinnedBuffer::PinnedBuffer(std::size_t bytes) {
    check(cudaMallocHost(&data_, bytes), "allocating pinned host memory");
}

PinnedBuffer::~PinnedBuffer() {
    cudaFreeHost(data_);
}

Stream::Stream() {
    check(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking), "stream");
}
Stream::~Stream() {
    cudaStreamDestroy(stream_);
}

} // namespace gpuprobe
