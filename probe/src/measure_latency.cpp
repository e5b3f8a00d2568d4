// Kernel launch cost: back-to-back empty kernels timed with events (what a stream of small
// kernels pays per launch), and launch-then-wait round trips timed on the host.
#include "cuda_support.h"
#include "kernels.h"
#include "measurements.h"

#include <chrono>
#include <cstdio>

namespace gpuprobe {

int latency_steps() {
    return 1;
}

void measure_launch_latency(DeviceReport& d, const MeasureContext& ctx) {
    ctx.progress->begin("kernel launch latency");
    Stream stream;
    EventPair ev;
    const double timeout = ctx.budget.wait_timeout_seconds;
    for (int i = 0; i < 100; ++i)
        check(empty_kernel(stream.get()), "launching a kernel");
    finish_stream(stream.get(), timeout, "launch warm-up");
    const int n = ctx.budget.latency_launches;
    ev.start(stream.get());
    for (int i = 0; i < n; ++i)
        check(empty_kernel(stream.get()), "launching a kernel");
    ev.stop(stream.get());
    d.launch_latency_seconds = ev.seconds(timeout, "launch latency") / n;

    using clock = std::chrono::steady_clock;
    std::vector<double> trips;
    for (int i = 0; i < 200; ++i) {
        const auto t0 = clock::now();
        check(empty_kernel(stream.get()), "launching a kernel");
        const auto deadline = t0 + std::chrono::duration<double>(timeout);
        cudaError_t s;
        while ((s = cudaStreamQuery(stream.get())) == cudaErrorNotReady)
            if (clock::now() > deadline)
                throw ProbeFailure("launch round trip: the GPU did not finish an empty kernel");
        check(s, "launch round trip");
        trips.push_back(std::chrono::duration<double>(clock::now() - t0).count());
    }
    d.launch_round_trip_seconds = median(trips);
    char text[96];
    std::snprintf(text, sizeof text, "%.2f us per launch, %.2f us launch and wait",
                  *d.launch_latency_seconds * 1e6, *d.launch_round_trip_seconds * 1e6);
    ctx.progress->end(text);
}

} // namespace gpuprobe
