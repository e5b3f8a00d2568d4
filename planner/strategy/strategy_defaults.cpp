// The strategy search's defaults and its memory-only settlement (strategy.h).
#include "strategy/strategy.h"

#include "io/units.h"

#include <algorithm>

namespace gpuplanner {

namespace {

bool tokens_based(const ModelSpec& m) {
    return m.kind != ModelKind::PerSample;
}

} // namespace

GlobalBatch default_global_batch(const ModelSpec& model, const TrainingWorkload& w,
                                 WorkloadType type) {
    GlobalBatch b;
    if (!tokens_based(model)) {
        b.samples = 1024;
        b.source = "ResNet-50 on ImageNet trains to the same accuracy at 256 to 8,192 images per "
                   "step (Goyal et al. 2017); 1,024 is inside that range";
        return b;
    }
    const double seq = d(std::max<std::int64_t>(w.sequence_length, 1));
    if (type == WorkloadType::FineTuning) {
        b.samples = 128;
        b.tokens = 128 * seq;
        b.source = "128 sequences per step, as Stanford Alpaca fine-tuned LLaMA 7B (Taori et al. "
                   "2023)";
        return b;
    }
    const double n = d(model.parameters().total);
    if (n < 1e9) {
        b.tokens = 524288; // 2^19
        b.source = "0.5 M tokens below 1 B parameters (GPT-3 125M-760M, Brown et al. 2020, "
                   "Table 2.1)";
    } else if (n < 5e9) {
        b.tokens = 1048576; // 2^20
        b.source = "1 M tokens from 1 B to 5 B parameters (GPT-3 1.3B and 2.7B, Brown et al. "
                   "2020, Table 2.1)";
    } else if (n < 30e9) {
        b.tokens = 2097152; // 2^21
        b.source = "2 M tokens from 5 B to 30 B parameters (GPT-3 6.7B and 13B, Brown et al. "
                   "2020; Pythia, Biderman et al. 2023)";
    } else {
        b.tokens = 4194304; // 2^22
        b.source = "4 M tokens from 30 B parameters (LLaMA 33B/65B, Touvron et al. 2023; Llama 2 "
                   "70B, Touvron et al. 2023)";
    }
    b.samples = b.tokens / seq; // sequences (a fraction is rounded by the accumulation)
    return b;
}

ZeroStages zero_stage_candidates(const TrainingWorkload& w, std::int64_t data_times_context,
                                 bool offload) {
    ZeroStages z;
    const auto add = [&z](int stage) { z.stages[z.size++] = stage; };
    if (w.pinned.zero_stage)
        add(*w.pinned.zero_stage);
    else if (data_times_context > 1 && w.framework == Framework::Megatron)
        add(1); // Megatron-LM's distributed optimizer: optimizer states sharded
    else if (data_times_context > 1)
        for (int stage : {1, 2, 3})
            add(stage);
    else
        add(offload ? 1 : 0);
    return z;
}

TrainingWorkload settle_for_memory(const ModelSpec& model, const TrainingWorkload& w,
                                   const Overheads& overheads, double capacity_bytes,
                                   TrainingStack stack) {
    const StrategyPins& pin = w.pinned;
    std::vector<Recompute> recomputes{w.recompute};
    if (!pin.recompute && model.is_transformer())
        recomputes = {Recompute::None, Recompute::Selective, Recompute::Full};
    const ZeroStages zeros =
        zero_stage_candidates(w, w.parallel.data * w.parallel.context, w.offload_optimizer);
    TrainingWorkload best = w;
    double least = -1;
    // The layout is the workload's own: one split for every setting tried.
    const std::int64_t first_stage = first_stage_layers(model, w, stack);
    for (Recompute rc : recomputes)
        for (int z : zeros) {
            TrainingWorkload c = w;
            c.recompute = rc;
            c.parallel.zero_stage = z;
            if (!pin.micro_batch)
                c.micro_batch = 1;
            if (c.offload_optimizer && z < 1)
                continue;
            const double bytes = training_memory(model, c, overheads, first_stage).total_bytes();
            if (bytes <= capacity_bytes)
                return c;
            if (least < 0 || bytes < least) {
                least = bytes;
                best = c;
            }
        }
    return best;
}

} // namespace gpuplanner
