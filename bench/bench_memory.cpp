// Memory evaluations per second: every catalog GPU x a grid of parallel layouts, for the
// Llama-3-8B preset in bf16 mixed precision with AdamW. Prints the median of several rounds.
// Goal (issue #2): >= 1,000,000 evaluations per second on one core.
#include "bench_guard.h"
#include "hardware/hardware.h"
#include "io/resources.h"
#include "memory/memory.h"
#include "model/presets.h"
#include "strategy/fit.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace gpuplanner;

static int run(int argc, char** argv) {
    const ResourcePaths paths{argc > 1 ? argv[1] : find_resources_dir()};
    const GpuCatalog catalog = load_gpu_catalog(paths.gpus());
    const auto presets = load_presets(paths.models());
    const ModelSpec model = find_preset(presets, "llama-3-8b")->model;

    TrainingWorkload w;
    w.precision = Precision::BF16;
    w.optimizer = Optimizer::AdamW;
    w.micro_batch = 1;
    w.sequence_length = 4096;
    w.recompute = Recompute::Selective;
    const Overheads overheads;

    const int stages[] = {0, 1, 2, 3};
    const std::int64_t tensors[] = {1, 2, 4, 8};
    const std::int64_t pipelines[] = {1, 2, 4, 8};
    const std::int64_t datas[] = {1, 8, 64, 512};

    std::vector<double> rates;
    long fits = 0; // used so the work cannot be optimised away
    for (int round = 0; round < 7; ++round) {
        long evaluations = 0;
        const auto start = std::chrono::steady_clock::now();
        for (const GpuSpec& gpu : catalog.gpus)
            for (int z : stages)
                for (auto t : tensors)
                    for (auto p : pipelines)
                        for (auto d : datas) {
                            w.parallel = Parallelism{d, t, p, true, z};
                            const MemoryBreakdown m = training_memory(model, w, overheads);
                            fits += m.total_bytes() <= gpu.memory_bytes;
                            ++evaluations;
                        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rates.push_back(static_cast<double>(evaluations) / seconds);
    }
    std::sort(rates.begin(), rates.end());
    std::printf("memory evaluations: %zu GPUs x 256 layouts per round, 7 rounds\n",
                catalog.gpus.size());
    std::printf("median %.0f evaluations/s (min %.0f, max %.0f); %ld fitted\n",
                rates[rates.size() / 2], rates.front(), rates.back(), fits);

    // The whole fit search (every GPU, smallest layout) as `gpuplan memory` runs it.
    Workload workload;
    workload.training = w;
    workload.training.parallel = Parallelism{1, 1, 1, true, 3};
    std::vector<double> seconds;
    std::size_t fitted = 0;
    for (int round = 0; round < 21; ++round) {
        const auto start = std::chrono::steady_clock::now();
        fitted += fit_on_catalog(model, workload, overheads, catalog).size();
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    std::printf("fit search over the catalog (ZeRO-3, data parallel up to 4096): median %.3f ms "
                "(%zu fits)\n",
                seconds[seconds.size() / 2] * 1e3, fitted);
    return 0;
}

int main(int argc, char** argv) {
    return gpuplanner::bench::guarded("bench_memory", [&] { return run(argc, argv); });
}
