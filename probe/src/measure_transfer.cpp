// Host<->device bandwidth, pinned and pageable, both directions; and GPU-to-GPU copies.
// cudaMemcpyAsync timed with events on a stream of its own; median of the repeats.
#include "cuda_support.h"
#include "measurements.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <memory>

namespace gpuprobe {

namespace {

std::string rate_text(double bytes_per_second) {
    char text[48];
    std::snprintf(text, sizeof text, "%.1f GB/s", bytes_per_second / 1e9);
    return text;
}

} // namespace

int transfer_steps() {
    return 4;
}

void measure_transfers(DeviceReport& d, const MeasureContext& ctx) {
    const std::size_t bytes =
        static_cast<std::size_t>(std::min(ctx.budget.transfer_bytes, ctx.memory_budget_bytes / 2));
    Stream stream;
    DeviceBuffer device(bytes);
    PinnedBuffer pinned(bytes);
    std::unique_ptr<unsigned char[]> pageable(new unsigned char[bytes]);
    std::memset(pageable.get(), 1, bytes); // touch every page before timing
    std::memset(pinned.get(), 1, bytes);
    EventPair ev;
    const double timeout = ctx.budget.wait_timeout_seconds;

    auto run = [&](const std::string& what, void* dst, const void* src, cudaMemcpyKind kind) {
        ctx.progress->begin(what);
        std::vector<double> rates;
        for (int i = 0; i <= ctx.budget.transfer_repeats; ++i) {
            ev.start(stream.get());
            check(cudaMemcpyAsync(dst, src, bytes, kind, stream.get()), what);
            ev.stop(stream.get());
            const double s = ev.seconds(timeout, what);
            if (i > 0) // the first is a warm-up
                rates.push_back(static_cast<double>(bytes) / s);
        }
        const double m = median(rates);
        ctx.progress->end(rate_text(m));
        return m;
    };
    d.h2d_pinned =
        run("host to device, pinned", device.get(), pinned.get(), cudaMemcpyHostToDevice);
    d.d2h_pinned =
        run("device to host, pinned", pinned.get(), device.get(), cudaMemcpyDeviceToHost);
    d.h2d_pageable =
        run("host to device, pageable", device.get(), pageable.get(), cudaMemcpyHostToDevice);
    d.d2h_pageable =
        run("device to host, pageable", pageable.get(), device.get(), cudaMemcpyDeviceToHost);
}

void measure_peers(std::vector<DeviceReport>& devices, const MeasureContext& ctx) {
    const std::size_t bytes =
        static_cast<std::size_t>(std::min(ctx.budget.transfer_bytes, ctx.memory_budget_bytes / 2));
    const double timeout = ctx.budget.wait_timeout_seconds;
    for (DeviceReport& from : devices)
        for (const DeviceReport& to : devices) {
            if (from.index == to.index)
                continue;
            const std::string what =
                "peer GPU " + std::to_string(from.index) + " to GPU " + std::to_string(to.index);
            ctx.progress->begin(what);
            int can = 0;
            check(cudaDeviceCanAccessPeer(&can, from.index, to.index), what);
            if (!can) {
                ctx.progress->end("no direct path (copies go through the host)");
                continue;
            }
            check(cudaSetDevice(to.index), what);
            DeviceBuffer dst(bytes);
            check(cudaSetDevice(from.index), what);
            const cudaError_t enabled = cudaDeviceEnablePeerAccess(to.index, 0);
            if (enabled != cudaSuccess && enabled != cudaErrorPeerAccessAlreadyEnabled)
                check(enabled, what);
            (void)cudaGetLastError(); // clear "already enabled"
            DeviceBuffer src(bytes);
            Stream stream;
            EventPair ev;
            std::vector<double> rates;
            for (int i = 0; i <= ctx.budget.transfer_repeats; ++i) {
                ev.start(stream.get());
                check(cudaMemcpyPeerAsync(dst.get(), to.index, src.get(), from.index, bytes,
                                          stream.get()),
                      what);
                ev.stop(stream.get());
                const double s = ev.seconds(timeout, what);
                if (i > 0)
                    rates.push_back(static_cast<double>(bytes) / s);
            }
            from.peer_bytes_per_second[to.index] = median(rates);
            ctx.progress->end(rate_text(median(rates)));
        }
}

} // namespace gpuprobe
