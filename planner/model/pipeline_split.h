#pragma once
// How a stack splits a model's layers over pipeline stages (and interleaved chunks), and what
// the heaviest stage carries: its layers plus, on the last stage, the output layer
// (docs/performance.md, "Pipeline stages"). One rule for the time, the search and the reader.
#include "model/model.h"

#include <cstdint>
#include <string>

namespace gpuplanner {

struct PipelineSplit {
    std::int64_t layers = 0;
    std::int64_t stages = 1;
    std::int64_t layers_per_stage = 0; // the most any stage holds (the first stage holds it)
    std::int64_t last_stage_layers = 0;
    double heaviest_load = 0; // in layers, the output layer counted as output_layer_load
    double mean_load = 0;     // (layers + output_layer_load) / stages
    [[nodiscard]] double imbalance() const {
        return mean_load > 0 ? heaviest_load / mean_load : 1.0;
    }
    // Whether every stage but the last holds layers_per_stage (the uneven form); else the even
    // form: ceil(L/p) on the first L mod p stages, floor(L/p) on the rest.
    [[nodiscard]] bool last_stage_lighter() const {
        return layers_per_stage * (stages - 1) + last_stage_layers == layers;
    }
    // The layers stage `stage` (0-based) holds; they add up to `layers`.
    [[nodiscard]] std::int64_t layers_on(std::int64_t stage) const;
    // How many stages hold layers_per_stage layers.
    [[nodiscard]] std::int64_t stages_holding_most() const;
};

// `output_layer_load`: the output projection and loss in layers' worth of compute.
// `uneven`: the stack can give the last stage fewer layers (Megatron-Core's
// --decoder-last-pipeline-num-layers, torchtitan's split points), else stages hold
// ceil(L/p) or floor(L/p) layers and the last one also the output layer.
[[nodiscard]] PipelineSplit split_pipeline(std::int64_t layers, std::int64_t stages,
                                           double output_layer_load, bool uneven);

// Whether `virtual_stages` chunks per stage are possible: layers must divide into stages x
// virtual_stages chunks, or, where stages may be uneven, every chunk keep at least one layer.
[[nodiscard]] bool interleaving_possible(std::int64_t layers, std::int64_t stages,
                                         std::int64_t virtual_stages, bool uneven);

// The output projection (logits) of `model` in layers' worth of forward FLOPs at `sequence`
// tokens (0 for encoders and models without layers).
[[nodiscard]] double output_layer_load(const ModelSpec& model, std::int64_t sequence);

// Megatron-Core's --pipeline-model-parallel-layout for the split: E (embedding), t (a layer),
// L (loss), stages separated by "|", stages x virtual_stages segments in schedule order (the
// first chunk of every stage, then the second...). Each stage's layers are spread over its
// chunks as evenly as they go.
[[nodiscard]] std::string pipeline_layout(const PipelineSplit& split, std::int64_t stages,
                                          std::int64_t virtual_stages);

} // namespace gpuplanner
