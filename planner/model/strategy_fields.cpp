#include "model/strategy_fields.h"

namespace gpuplanner {

namespace {

template <class T> std::optional<std::int64_t> widen(const std::optional<T>& v) {
    return v ? std::optional<std::int64_t>(static_cast<std::int64_t>(*v)) : std::nullopt;
}

} // namespace

const std::vector<StrategyField>& strategy_fields() {
    using W = TrainingWorkload;
    using P = StrategyPins;
    using I = std::int64_t;
    static const std::vector<StrategyField> fields = {
        {"zero_stage", [](const W& w) -> I { return w.parallel.zero_stage; },
         [](W& w, I v) { w.parallel.zero_stage = static_cast<int>(v); },
         [](const P& p) { return widen(p.zero_stage); },
         [](P& p, I v) { p.zero_stage = static_cast<int>(v); }},
        {"data_parallel", [](const W& w) -> I { return w.parallel.data; },
         [](W& w, I v) { w.parallel.data = v; }, [](const P& p) { return widen(p.data); },
         [](P& p, I v) { p.data = v; }},
        {"tensor_parallel", [](const W& w) -> I { return w.parallel.tensor; },
         [](W& w, I v) { w.parallel.tensor = v; }, [](const P& p) { return widen(p.tensor); },
         [](P& p, I v) { p.tensor = v; }},
        {"pipeline_parallel", [](const W& w) -> I { return w.parallel.pipeline; },
         [](W& w, I v) { w.parallel.pipeline = v; }, [](const P& p) { return widen(p.pipeline); },
         [](P& p, I v) { p.pipeline = v; }},
        {"virtual_pipeline_stages", [](const W& w) -> I { return w.parallel.virtual_stages; },
         [](W& w, I v) { w.parallel.virtual_stages = v; },
         [](const P& p) { return widen(p.virtual_stages); },
         [](P& p, I v) { p.virtual_stages = v; }},
        {"context_parallel", [](const W& w) -> I { return w.parallel.context; },
         [](W& w, I v) { w.parallel.context = v; }, [](const P& p) { return widen(p.context); },
         [](P& p, I v) { p.context = v; }},
        {"expert_parallel", [](const W& w) -> I { return w.parallel.expert; },
         [](W& w, I v) { w.parallel.expert = v; }, [](const P& p) { return widen(p.expert); },
         [](P& p, I v) { p.expert = v; }},
        {"sequence_parallel", [](const W& w) -> I { return w.parallel.sequence_parallel ? 1 : 0; },
         [](W& w, I v) { w.parallel.sequence_parallel = v != 0; },
         [](const P& p) { return widen(p.sequence_parallel); },
         [](P& p, I v) { p.sequence_parallel = v != 0; }},
        {"micro_batch", [](const W& w) -> I { return w.micro_batch; },
         [](W& w, I v) { w.micro_batch = v; }, [](const P& p) { return widen(p.micro_batch); },
         [](P& p, I v) { p.micro_batch = v; }},
        {"activation_checkpointing", [](const W& w) -> I { return static_cast<I>(w.recompute); },
         [](W& w, I v) { w.recompute = static_cast<Recompute>(v); },
         [](const P& p) { return widen(p.recompute); },
         [](P& p, I v) { p.recompute = static_cast<Recompute>(v); }},
        {"offload_optimizer", [](const W& w) -> I { return w.offload_optimizer ? 1 : 0; },
         [](W& w, I v) { w.offload_optimizer = v != 0; },
         [](const P& p) { return widen(p.offload_optimizer); },
         [](P& p, I v) { p.offload_optimizer = v != 0; }},
    };
    return fields;
}

TrainingWorkload& pin_all(TrainingWorkload& w) {
    for (const StrategyField& f : strategy_fields())
        f.pin(w.pinned, f.value(w));
    return w;
}

} // namespace gpuplanner
