#pragma once
// Error checks, bounded waits and owning buffers for the probe's host code.
#include <cuda_runtime_api.h>

#include <cstddef>
#include <stdexcept>
#include <string>

namespace gpuprobe {

// A measurement that could not be made (exit 4): the message says which and why.
class ProbeFailure final : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

void check(cudaError_t status, const std::string& what);

// Waits for the event by polling, never longer than `timeout_seconds` (a hung GPU must not hang
// the probe or the workbench that started it).
void wait_for(cudaEvent_t event, double timeout_seconds, const std::string& what);
// Records on `stream`, then waits as above.
void finish_stream(cudaStream_t stream, double timeout_seconds, const std::string& what);

class EventPair final {
public:
    EventPair();
    ~EventPair();
    EventPair(const EventPair&) = delete;
    EventPair& operator=(const EventPair&) = delete;
    void start(cudaStream_t stream);
    void stop(cudaStream_t stream);
    // Waits for the stop event (bounded), then the seconds between the two.
    double seconds(double timeout_seconds, const std::string& what);

private:
    cudaEvent_t start_ = nullptr;
    cudaEvent_t stop_ = nullptr;
};

class DeviceBuffer final {
public:
    DeviceBuffer() = default;
    explicit DeviceBuffer(std::size_t bytes);
    ~DeviceBuffer();
    DeviceBuffer(DeviceBuffer&& other) noexcept;
    DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    [[nodiscard]] void* get() const { return data_; }
    [[nodiscard]] std::size_t bytes() const { return bytes_; }

private:
    void* data_ = nullptr;
    std::size_t bytes_ = 0;
};

class PinnedBuffer final {
public:
    explicit PinnedBuffer(std::size_t bytes);
    ~PinnedBuffer();
    PinnedBuffer(const PinnedBuffer&) = delete;
    PinnedBuffer& operator=(const PinnedBuffer&) = delete;
    [[nodiscard]] void* get() const { return data_; }

private:
    void* data_ = nullptr;
};

class Stream final {
public:
    Stream();
    ~Stream();
    Stream(const Stream&) = delete;
    Stream& operator=(const Stream&) = delete;
    [[nodiscard]] cudaStream_t get() const { return stream_; }

private:
    cudaStream_t stream_ = nullptr;
};

} // namespace gpuprobe
