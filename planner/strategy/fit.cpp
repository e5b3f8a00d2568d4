#include "strategy/fit.h"

#include "io/units.h"
#include "strategy/strategy.h"
#include "time/performance.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <tuple>

namespace gpuplanner {

namespace {

std::string gib(double bytes) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f GiB", bytes / kGiB);
    return buf;
}

std::vector<std::int64_t> powers_of_two(std::int64_t max) {
    std::vector<std::int64_t> out;
    for (std::int64_t v = 1; v <= max; v *= 2)
        out.push_back(v);
    return out;
}

std::string term_label(const std::string& term) {
    if (term == "optimizer")
        return "optimizer states";
    if (term == "kv_cache")
        return "KV cache";
    return term;
}

} // namespace

// The fit of a workload whose automatic fields are already settled.
bool precision_supported(const Workload& w, const GpuSpec& gpu) {
    return w.is_inference() ? inference_peak(gpu, w.inference.weight_precision).has_value()
                            : gpu.peak_flops(compute_precision(w)).has_value();
}

GpuFit fit_on_gpu_settled(const ModelSpec& model, const Workload& w, const Overheads& o,
                          const GpuSpec& gpu, const FitLimits& limits);

Layout requested_layout(const Workload& w) {
    if (w.is_inference())
        return {w.inference.attention_data_parallel, w.inference.tensor_parallel,
                w.inference.pipeline_parallel, 1, w.inference.expert_parallel()};
    return w.training.parallel.layout();
}

Workload with_layout(Workload w, const Layout& layout) {
    if (w.is_inference()) {
        w.inference.tensor_parallel = layout.tensor;
        w.inference.pipeline_parallel = layout.pipeline;
    } else {
        w.training.parallel.data = layout.data;
        w.training.parallel.tensor = layout.tensor;
        w.training.parallel.pipeline = layout.pipeline;
        w.training.parallel.expert = layout.expert;
    }
    return w;
}

std::string explain_overflow(const MemoryBreakdown& m, double capacity_bytes) {
    const std::string term = m.largest_term();
    std::string why = "needs " + gib(m.total_bytes()) + " per GPU, has " + gib(capacity_bytes) +
                      "; largest term: " + term_label(term) + " (" + gib(m.term_bytes(term)) + ")";
    if (m.term_bytes(term) > capacity_bytes)
        why += ", which alone exceeds the GPU";
    return why;
}

MemoryBreakdown planned_memory(const ModelSpec& model, const Workload& w, const Overheads& o,
                               TrainingStack stack) {
    if (w.is_inference())
        return inference_memory(model, w.inference, o);
    return training_memory(model, w.training, o, first_stage_layers(model, w.training, stack));
}

Precision compute_precision(const Workload& w) {
    if (!w.is_inference())
        return w.training.precision;
    return w.inference.weight_precision == Precision::FP32 ? Precision::FP32 : Precision::BF16;
}

GpuFit fit_on_gpu(const ModelSpec& model, const Workload& w, const Overheads& o, const GpuSpec& gpu,
                  const FitLimits& limits) {
    if (!w.is_inference()) {
        // Fields the scenario leaves to the planner take the settings the search would use.
        Workload settled = w;
        settled.training = settle_for_memory(model, w.training, o, gpu.memory_bytes, limits.stack);
        return fit_on_gpu_settled(model, settled, o, gpu, limits);
    }
    return fit_on_gpu_settled(model, w, o, gpu, limits);
}

GpuFit fit_on_gpu_settled(const ModelSpec& model, const Workload& w, const Overheads& o,
                          const GpuSpec& gpu, const FitLimits& limits) {
    GpuFit fit;
    fit.gpu_id = gpu.id;
    fit.capacity_bytes = gpu.memory_bytes;
    fit.settled = w;
    fit.requested = planned_memory(model, w, o, limits.stack);
    const Precision needed = w.is_inference() ? w.inference.weight_precision : compute_precision(w);
    if (!precision_supported(w, gpu)) {
        fit.precision_supported = false;
        fit.why_not = gpu.name +
                      (w.is_inference() ? " cannot serve " + to_string(needed) + " weights"
                                        : " cannot compute in " + to_string(needed)) +
                      " (no matching peak in the catalog)";
        return fit;
    }
    fit.fits_requested = fit.requested.total_bytes() <= gpu.memory_bytes;
    if (w.is_inference())
        fit.max_concurrent_sequences =
            max_concurrent_sequences(model, w.inference, o, gpu.memory_bytes);

    // Candidate degrees. Tensor parallelism must divide the attention heads; pipeline stages
    // cannot outnumber layers; data parallelism only lowers memory with ZeRO sharding.
    const bool transformer = model.is_transformer();
    std::vector<std::int64_t> tensors{1};
    std::vector<std::int64_t> pipelines{1};
    if (transformer) {
        tensors.clear();
        for (std::int64_t t : powers_of_two(limits.max_tensor_parallel))
            if (model.arch.num_heads % t == 0)
                tensors.push_back(t);
        pipelines.clear();
        for (std::int64_t p : powers_of_two(limits.max_pipeline_parallel))
            if (p <= model.arch.num_layers)
                pipelines.push_back(p);
    }
    // An MoE model's routed experts split over the data-parallel GPUs (expert parallelism),
    // so there more data parallelism lowers memory even without ZeRO.
    const bool moe_training = !w.is_inference() && transformer && model.arch.is_moe();
    std::vector<std::int64_t> datas{1};
    if (!w.is_inference() && (w.training.parallel.zero_stage >= 1 || moe_training))
        datas = powers_of_two(limits.max_data_parallel);
    // The largest expert-parallel size a data-parallel size allows (the search's rule), or 0
    // where a pinned one does not divide it.
    const auto experts_for = [&](std::int64_t dp) {
        if (!moe_training)
            return std::int64_t{1};
        const auto sizes = expert_parallel_sizes(model, w.training.pinned.expert, dp);
        return sizes.empty() ? std::int64_t{0} : sizes.back();
    };

    bool found = false;
    MemoryBreakdown smallest;
    bool have_smallest = false;
    for (std::int64_t t : tensors) {
        for (std::int64_t p : pipelines) {
            for (std::int64_t dp : datas) {
                const std::int64_t ep = experts_for(dp);
                if (ep == 0)
                    continue;
                // Serving: the attention data-parallel groups are GPUs of the replica too.
                const Layout l = w.is_inference() ? Layout{w.inference.attention_data_parallel, t,
                                                           p, 1, w.inference.expert_parallel()}
                                                  : Layout{dp, t, p, 1, ep};
                if (found && l.gpus() > fit.min_layout.gpus())
                    break; // larger data parallelism only adds GPUs from here
                MemoryBreakdown m;
                try {
                    m = planned_memory(model, with_layout(w, l), o, limits.stack);
                } catch (const std::invalid_argument&) {
                    continue;
                }
                if (!have_smallest || m.total_bytes() < smallest.total_bytes()) {
                    smallest = m;
                    have_smallest = true;
                }
                if (m.total_bytes() > gpu.memory_bytes)
                    continue;
                const auto key = [](const Layout& x) {
                    return std::make_tuple(x.gpus(), x.pipeline, x.tensor);
                };
                if (!found || key(l) < key(fit.min_layout)) {
                    fit.min_layout = l;
                    fit.at_min_layout = m;
                    found = true;
                }
                break; // more data parallelism at this (t, p) only adds GPUs
            }
        }
    }
    fit.fits_any = found;
    if (!fit.fits_requested) {
        fit.why_not = explain_overflow(fit.requested, gpu.memory_bytes);
        if (!found && have_smallest)
            fit.why_not += "; no layout up to " + std::to_string(limits.max_tensor_parallel) +
                           "-way tensor, " + std::to_string(pipelines.back()) +
                           "-way pipeline parallelism fits either (best: " +
                           explain_overflow(smallest, gpu.memory_bytes) + ")";
    }
    return fit;
}

std::vector<GpuFit> fit_on_catalog(const ModelSpec& model, const Workload& w, const Overheads& o,
                                   const GpuCatalog& catalog, const FitLimits& limits) {
    std::vector<GpuFit> out;
    out.reserve(catalog.gpus.size());
    for (const auto& g : catalog.gpus)
        out.push_back(fit_on_gpu(model, w, o, g, limits));
    return out;
}

} // namespace gpuplanner
