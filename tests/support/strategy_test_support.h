#pragma once
// What tst_strategy's test classes share: the presets, the GPU catalog and a DGX-style query.
#include "model/presets.h"
#include "strategy/strategy.h"
#include "test_paths.h"

#include <string>
#include <vector>

namespace strategy_test {

using namespace gpuplanner;

struct StrategyFixture {
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;

    void load() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    // A DGX-style cluster: 8 GPUs per node on NVLink (300 GB/s per A100, 150 GB/s per V100),
    // 200 Gb/s InfiniBand per GPU (Llama 2 paper, section 2.2.1: 1.6 Tb/s per node).
    StrategyQuery query(const ModelSpec& m, const char* gpu, std::int64_t gpus, double seq,
                        double tokens) const {
        StrategyQuery q;
        q.model = &m;
        q.gpu = gpus_.find(gpu);
        q.workload.sequence_length = static_cast<std::int64_t>(seq);
        q.workload.tokens = tokens;
        q.workload.precision =
            std::string(gpu).rfind("v100", 0) == 0 ? Precision::FP16 : Precision::BF16;
        q.cluster = ClusterShape{
            gpus / 8, 8, std::string(gpu).rfind("v100", 0) == 0 ? 150e9 : 300e9, 1600e9 / 8};
        q.allow_idle = true;
        return q;
    }
};

} // namespace strategy_test
