#include "model/pipeline_split.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner {

PipelineSplit split_pipeline(std::int64_t layers, std::int64_t stages, double output_layer_load,
                             bool uneven) {
    PipelineSplit s;
    const std::int64_t p = std::max<std::int64_t>(stages, 1);
    const std::int64_t l = std::max<std::int64_t>(layers, 1);
    s.layers = l;
    s.stages = p;
    const double lg = std::max(0.0, output_layer_load);
    s.mean_load = (static_cast<double>(l) + lg) / static_cast<double>(p);
    const std::int64_t even = (l + p - 1) / p; // ceil(L/p)
    if (p == 1) {
        s.layers_per_stage = l;
        s.last_stage_layers = l;
        s.heaviest_load = static_cast<double>(l) + lg;
        return s;
    }
    // Even split: the floor(L/p) stages (if any) go last, the last one carries the output.
    s.layers_per_stage = even;
    s.last_stage_layers = l / p;
    s.heaviest_load =
        std::max(static_cast<double>(even), static_cast<double>(s.last_stage_layers) + lg);
    if (!uneven)
        return s;
    // Uneven: k layers on every other stage, the rest on the last; the smallest heaviest load.
    for (std::int64_t k = even; k * (p - 1) <= l; ++k) {
        const std::int64_t last = l - (p - 1) * k;
        const double heaviest = std::max(static_cast<double>(k), static_cast<double>(last) + lg);
        if (heaviest < s.heaviest_load - 1e-12) {
            s.heaviest_load = heaviest;
            s.layers_per_stage = k;
            s.last_stage_layers = last;
        }
    }
    return s;
}

std::int64_t PipelineSplit::layers_on(std::int64_t stage) const {
    if (stages <= 1)
        return layers;
    if (last_stage_lighter())
        return stage == stages - 1 ? last_stage_layers : layers_per_stage;
    return stage < layers % stages || layers % stages == 0 ? layers_per_stage
                                                           : layers_per_stage - 1;
}

std::int64_t PipelineSplit::stages_holding_most() const {
    std::int64_t n = 0;
    for (std::int64_t i = 0; i < stages; ++i)
        n += layers_on(i) == layers_per_stage ? 1 : 0;
    return n;
}

bool interleaving_possible(std::int64_t layers, std::int64_t stages, std::int64_t virtual_stages,
                           bool uneven) {
    if (virtual_stages <= 1)
        return true;
    if (stages <= 1)
        return false;
    const std::int64_t chunks = stages * virtual_stages;
    if (layers % chunks == 0)
        return true;
    return uneven && layers >= chunks;
}

double output_layer_load(const ModelSpec& model, std::int64_t sequence) {
    if (!model.is_transformer() || model.arch.encoder_only || model.arch.num_layers <= 0)
        return 0.0;
    const double output = 2.0 * static_cast<double>(model.arch.vocab_size) *
                          static_cast<double>(model.arch.embedding_dim());
    const double per_layer = (model.forward_flops_per_token(sequence) - output) /
                             static_cast<double>(model.arch.num_layers);
    return per_layer > 0 ? output / per_layer : 0.0;
}

std::string pipeline_layout(const PipelineSplit& split, std::int64_t stages,
                            std::int64_t virtual_stages) {
    const std::int64_t p = std::max<std::int64_t>(stages, 1);
    const std::int64_t v = std::max<std::int64_t>(virtual_stages, 1);
    std::string out;
    for (std::int64_t chunk = 0; chunk < v; ++chunk) {
        for (std::int64_t stage = 0; stage < p; ++stage) {
            if (!out.empty())
                out += '|';
            if (chunk == 0 && stage == 0)
                out += 'E';
            const std::int64_t layers = split.layers_on(stage);
            // This chunk's share: the first (layers % v) chunks take one more.
            const std::int64_t n = layers / v + (chunk < layers % v ? 1 : 0);
            out.append(static_cast<std::size_t>(n), 't');
            if (chunk == v - 1 && stage == p - 1)
                out += 'L';
        }
    }
    return out;
}

} // namespace gpuplanner
