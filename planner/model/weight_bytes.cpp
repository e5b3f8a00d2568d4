#include "model/weight_bytes.h"

#include <algorithm>

namespace gpuplanner {

namespace {

double d(std::int64_t v) {
    return static_cast<double>(v);
}

// Matrix weights of the routed experts (biases excluded).
double routed_expert_matrices(const TransformerArch& a) {
    const double per_mlp = (a.mlp == MlpKind::Gated ? 3.0 : 2.0) * d(a.hidden_size);
    return d(a.moe_layers()) * d(a.num_experts) * per_mlp * d(a.expert_width());
}

} // namespace

double quantized_bytes_per_param(Precision p, std::int64_t hidden_size) {
    switch (p) {
    case Precision::INT8:
        return 1.0 + 2.0 / d(std::max<std::int64_t>(hidden_size, 1));
    case Precision::INT4:
        return 0.5 + 2.5 / 128.0;
    default:
        return storage_bytes(p);
    }
}

Precision checkpoint_precision(const CheckpointQuantization& q) {
    if (!q.quantized())
        return Precision::BF16;
    if (q.bits <= 4.0)
        return Precision::INT4;
    return q.method == "fp8" ? Precision::FP8 : Precision::INT8;
}

WeightBytes weight_bytes(const ModelSpec& model, Precision p) {
    const ParameterCount pc = model.parameters();
    const double high = p == Precision::FP32 ? 4.0 : 2.0;
    WeightBytes w;
    if (!model.is_transformer()) {
        w.rest = d(pc.total) * (p == Precision::FP32 ? 4.0 : storage_bytes(p));
        if (p == Precision::INT4 || p == Precision::INT8)
            w.rest = d(pc.total) * quantized_bytes_per_param(p, 4096);
        return w;
    }
    const TransformerArch& a = model.arch;
    const double expert_matrices = routed_expert_matrices(a);
    const double expert_params = d(pc.routed_experts);
    const CheckpointQuantization& q = model.checkpoint;
    if (q.quantized() && checkpoint_precision(q) == p) {
        const double b = q.bytes_per_weight();
        const double converted = q.experts_only ? expert_matrices : d(pc.quantizable);
        const double expert_converted = expert_matrices;
        w.routed_experts = expert_converted * b + (expert_params - expert_matrices) * 2.0;
        w.rest = (converted - expert_converted) * b +
                 (d(pc.total) - converted - (expert_params - expert_matrices)) * 2.0;
        return w;
    }
    const double qb = quantized_bytes_per_param(p, a.hidden_size);
    const double other_matrices = d(pc.quantizable) - expert_matrices;
    w.routed_experts = expert_matrices * qb + (expert_params - expert_matrices) * high;
    w.rest = other_matrices * qb +
             (d(pc.total) - d(pc.quantizable) - (expert_params - expert_matrices)) * high;
    return w;
}

} // namespace gpuplanner
