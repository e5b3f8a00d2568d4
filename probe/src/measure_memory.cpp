// Device-memory bandwidth: STREAM's copy and triad (McCalpin) over arrays far larger than L2,
// timed with CUDA events; bytes counted as read + written, median of the repeats.
#include "cuda_support.h"
#include "kernels.h"
#include "measurements.h"

#include <cstdio>

namespace gpuprobe {

int memory_steps() {
    return 2;
}

void measure_memory_bandwidth(DeviceReport& d, const MeasureContext& ctx) {
    const std::size_t floats = bandwidth_array_floats(ctx.memory_budget_bytes, ctx.budget);
    if (floats == 0) {
        ctx.warnings->push_back("GPU " + std::to_string(d.index) +
                                ": too little free memory for the bandwidth test");
        ctx.progress->skip(memory_steps());
        return;
    }
    const std::size_t bytes = floats * sizeof(float);
    if (static_cast<double>(bytes) < 4 * d.l2_bytes)
        ctx.warnings->push_back("GPU " + std::to_string(d.index) +
                                ": the bandwidth arrays are under 4x the L2 cache; the figures "
                                "may include cache hits");
    Stream stream;
    DeviceBuffer a(bytes), b(bytes), c(bytes);
    check(fill_normal(a.get(), floats, ElementType::F32, 1, stream.get()), "filling arrays");
    check(fill_normal(b.get(), floats, ElementType::F32, 2, stream.get()), "filling arrays");
    check(fill_normal(c.get(), floats, ElementType::F32, 3, stream.get()), "filling arrays");
    const int blocks = streaming_blocks(ctx.device);
    const std::size_t float4s = floats / 4;
    const double timeout = ctx.budget.wait_timeout_seconds;
    EventPair ev;

    auto run = [&](const char* what, double bytes_moved, auto&& launch) {
        ctx.progress->begin(std::string("memory ") + what);
        check(launch(), what);
        finish_stream(stream.get(), timeout, std::string("memory ") + what + " warm-up");
        std::vector<double> rates;
        for (int i = 0; i < ctx.budget.bandwidth_repeats; ++i) {
            ev.start(stream.get());
            check(launch(), what);
            ev.stop(stream.get());
            rates.push_back(bytes_moved / ev.seconds(timeout, std::string("memory ") + what));
        }
        const double m = median(rates);
        char text[64];
        std::snprintf(text, sizeof text, "%.1f GB/s", m / 1e9);
        ctx.progress->end(text);
        return m;
    };
    d.copy_bytes_per_second = run("copy", 2.0 * static_cast<double>(bytes), [&] {
        return copy_floats(a.get(), b.get(), float4s, blocks, stream.get());
    });
    d.triad_bytes_per_second = run("triad", 3.0 * static_cast<double>(bytes), [&] {
        return triad_floats(a.get(), b.get(), c.get(), 0.5f, float4s, blocks, stream.get());
    });
}

} // namespace gpuprobe
