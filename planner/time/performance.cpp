#include "time/performance.h"

#include "time/data_parallel.h"
#include "time/expert_parallel.h"
#include "time/training_calibration.h"

#include "io/units.h"

#include "memory/memory.h"
#include "model/pipeline_split.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace gpuplanner {

namespace {

// The SXM parts on NVLink/NVSwitch that the published large runs used; the PCIe cards of the
// same families take the lower default (docs/performance.md).
// Bandwidth of one GPU's point-to-point transfers (pipeline stages, the context-parallel ring):
// NVLink/PCIe inside a node, the GPU's share of the node's NIC between nodes (10 Gb/s per node
// when the network is unknown).
double point_to_point_bytes_per_second(const ClusterShape& cluster, bool across_nodes) {
    const double per_node = d(std::max<std::int64_t>(cluster.gpus_per_node, 1));
    if (!across_nodes)
        return cluster.intra_node_bytes_per_second;
    return (cluster.inter_node_bytes_per_second > 0 ? cluster.inter_node_bytes_per_second
                                                    : 1.25e9) /
           per_node;
}

bool is_datacenter_nvlink(const GpuSpec& g) {
    const std::string_view id = g.id; // no temporaries: this runs for every evaluated strategy
    if (id.find("pcie") != std::string_view::npos)
        return false;
    // H800 and A800 are the export versions of H100 and A100 (NVLink cut to 400 GB/s), H20 a
    // cut-down Hopper on the same NVLink board; B300 and GB200 are Blackwell NVLink parts.
    const std::string_view head = id.substr(0, 4);
    return head == "a100" || head == "a800" || head == "h100" || head == "h200" || head == "h800" ||
           head == "h20" || head == "b200" || head == "b300" || head == "gb20";
}

// The peak a workload runs at. fp32 training of a transformer uses the fp32 peak (PyTorch
// leaves TF32 off for matmuls by default since 1.12); fp32 training of a CNN uses the TF32 peak
// where the GPU has one, because cuDNN convolutions run in TF32 by default in PyTorch
// (torch.backends.cudnn.allow_tf32 = True) and TensorFlow enables TF32 by default.
std::optional<double> training_peak(const GpuSpec& g, Precision p, ModelKind kind) {
    if (p == Precision::FP32 && kind == ModelKind::PerSample)
        if (const auto tf32 = g.peak_flops(Precision::TF32))
            return tf32;
    return g.peak_flops(p);
}

// Seconds one GPU spends moving one layer's s x s attention scores for one micro-batch when
// attention is not fused (Megatron-LM's softmax kernels; the tensors of Korthikanti et al.
// 2022, section 4.1; each step counted in docs/performance.md): forward (6e + 1)·a·s²·b bytes
// and backward (9e + 1)·a·s²·b with attention dropout, 4e and 7e without (p = 0: PyTorch
// returns the softmax output as it is); recomputation repeats the forward. Each GPU holds a/t
// heads and s/cp of the queries against all s keys, at decode_bandwidth_efficiency of the
// datasheet bandwidth, as every memory-bound kernel the planner models.
double unfused_attention_seconds(const ModelSpec& model, const TrainingWorkload& w,
                                 const GpuSpec& gpu, const PerformanceAssumptions& a) {
    const double bandwidth = gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency;
    if (bandwidth <= 0)
        return 0;
    const double e = activation_element_bytes(w.precision);
    const Parallelism& par = w.parallel;
    const double heads = d(model.arch.num_heads) / d(std::max<std::int64_t>(par.tensor, 1));
    const double s = d(w.sequence_length);
    const double queries = s / d(std::max<std::int64_t>(par.context, 1));
    const bool dropout = model.arch.attention_dropout > 0;
    const double forward = dropout ? 6.0 * e + 1.0 : 4.0 * e;
    const double backward = dropout ? 9.0 * e + 1.0 : 7.0 * e;
    const double per_element =
        forward + backward + (w.recompute == Recompute::None ? 0.0 : forward);
    return per_element * heads * queries * s * d(w.micro_batch) / bandwidth;
}

} // namespace

std::optional<double> inference_peak(const GpuSpec& g, Precision weights) {
    if (weights == Precision::FP8) {
        if (auto fp8 = g.peak_flops(Precision::FP8))
            return fp8;
        // Weight-only fp8 kernels (vLLM's Marlin) need compute capability 8.0 or newer.
        // The major number compared as a number (as strings "10.0", Blackwell, sorts before
        // "8.0"), read without the version parser's allocations: the serving search asks this
        // for every layout and batch it times (5% of a serving plan, docs/bench.md).
        const std::string& cc = g.compute_capability;
        int major = 0;
        const auto [end, ec] = std::from_chars(cc.data(), cc.data() + cc.size(), major);
        if (cc.empty() || ec != std::errc() || (end != cc.data() + cc.size() && *end != '.') ||
            major < 8)
            return std::nullopt;
    }
    if (weights == Precision::FP32)
        return g.peak_flops(Precision::FP32);
    // bf16 weights compute in bf16: a GPU without it (V100, T4) cannot serve them, as it cannot
    // train in it (one rule for every workload; such a team serves an fp16 copy instead).
    if (weights == Precision::BF16)
        return g.peak_flops(Precision::BF16);
    if (auto bf16 = g.peak_flops(Precision::BF16))
        return bf16;
    return g.peak_flops(Precision::FP16);
}

std::optional<double> attention_peak(const GpuSpec& g, Precision kv) {
    if (kv == Precision::FP8)
        if (auto fp8 = g.peak_flops(Precision::FP8))
            return fp8;
    if (auto bf16 = g.peak_flops(Precision::BF16))
        return bf16;
    return g.peak_flops(Precision::FP16);
}

MfuDefault default_mfu(const GpuSpec& gpu, ModelKind kind) {
    if (kind == ModelKind::PerSample)
        return {0.25, MfuSource::ResNetExamples};
    if (is_datacenter_nvlink(gpu))
        return {0.40, MfuSource::LlamaRuns};
    return {0.30, MfuSource::Assumed};
}

TrainingFlops training_flops(const ModelSpec& model, const TrainingWorkload& w) {
    TrainingFlops f;
    if (model.kind == ModelKind::Transformer || model.kind == ModelKind::ParamsOnly) {
        const double tokens = w.tokens;
        const double forward =
            model.forward_flops_per_token(model.is_transformer() ? w.sequence_length : 0);
        // Full training: forward + backward (2x forward) = 3x forward, i.e. 6·N·D (Kaplan et al.).
        // Adapters (LoRA/QLoRA): the frozen weights need no weight gradients, only activation
        // gradients: forward + 1x forward = 2x forward.
        const double passes = w.method == FineTuneMethod::Full ? 3.0 : 2.0;
        f.model = passes * forward * tokens;
        double extra = 0;
        if (w.recompute == Recompute::Full)
            extra = forward * tokens; // one more forward (Narayanan et al. 2021: 8·N·D)
        else if (w.recompute == Recompute::Selective && model.is_transformer())
            // recompute only the attention scores: the attention term of one forward
            extra = (forward - model.forward_flops_per_token(0)) * tokens;
        f.hardware = f.model + extra;
    } else {
        const double samples = w.samples * d(w.epochs);
        f.model = 3.0 * model.forward_flops_per_sample * samples;
        f.hardware = f.model * (w.recompute == Recompute::Full ? 4.0 / 3.0 : 1.0);
    }
    return f;
}

namespace {

std::optional<TrainingTime> planned_training_time(const ModelSpec& model, const TrainingWorkload& w,
                                                  const GpuSpec& gpu, const ClusterShape& links,
                                                  const PerformanceAssumptions& a);

} // namespace

std::optional<TrainingTime> training_time(const ModelSpec& model, const TrainingWorkload& w,
                                          const GpuSpec& gpu, const ClusterShape& links,
                                          const PerformanceAssumptions& a) {
    std::optional<TrainingTime> t = planned_training_time(model, w, gpu, links, a);
    // A rate the scenario measured is the team's own figure already.
    if (t) {
        t->data_parallel_gpus = w.parallel.gpus();
        t->data_parallel_gpus_per_node = links.gpus_per_node;
        t->data_parallel_nic_bytes_per_second = links.inter_node_bytes_per_second;
    }
    if (!t || t->measured_rate || a.calibrations.empty())
        return t;
    apply_training_calibrations(*t, w, gpu, a);
    return t;
}

namespace {

std::optional<TrainingTime> planned_training_time(const ModelSpec& model, const TrainingWorkload& w,
                                                  const GpuSpec& gpu, const ClusterShape& links,
                                                  const PerformanceAssumptions& a) {
    // Collectives reach network_efficiency of the links' nominal bandwidth (NCCL bus bandwidth
    // against the unidirectional datasheet figure, docs/performance.md).
    // The kernel model runs where the scenario names its stack; `auto` keeps the default
    // utilisation of docs/performance.md (an end-to-end figure, with the runs' communication
    // efficiency and optimizer steps inside it): searching freely, the kernel model still finds
    // layouts faster than anyone published (issue #28, docs/performance.md).
    const bool kernel_model = times_with_kernel_model(model, a.stack);
    ClusterShape cluster = links;
    if (kernel_model) {
        cluster.intra_node_bytes_per_second *= a.network_efficiency;
        cluster.inter_node_bytes_per_second *= a.network_efficiency;
    }
    const auto peak = training_peak(gpu, w.precision, model.kind);
    if (!peak)
        return std::nullopt;
    TrainingTime t;
    const Parallelism& par = w.parallel;
    const double gpus = d(par.gpus());
    const TrainingFlops flops = training_flops(model, w);
    t.model_flops = flops.model;
    t.hardware_flops = flops.hardware;
    t.peak_flops_per_gpu = *peak;
    const bool transformer = model.is_transformer();
    const double pp = d(std::max<std::int64_t>(par.pipeline, 1));
    const double vs = d(std::max<std::int64_t>(par.virtual_stages, 1));
    const StackProfile stack = stack_profile(a.stack, w.framework);
    t.stack = stack.stack;
    // The pipeline runs at the pace of its heaviest stage: layers that do not divide evenly,
    // and the output layer on the last stage (model/pipeline_split.h).
    double heaviest = 1.0;
    if (transformer) {
        const PipelineSplit split = training_pipeline_split(model, w, a.stack);
        heaviest = d(split.layers_per_stage);
        t.stage_imbalance = par.pipeline > 1 ? split.imbalance() : 1.0;
    }

    // Steps and gradient accumulation.
    const bool tokens_based = model.kind != ModelKind::PerSample;
    const double per_microbatch =
        tokens_based ? d(w.micro_batch) * d(w.sequence_length) : d(w.micro_batch);
    const double work = tokens_based ? w.tokens : w.samples * d(w.epochs);
    t.gradient_accumulation = a.gradient_accumulation;
    const std::optional<double> batch =
        tokens_based ? a.global_batch_tokens : a.global_batch_samples;
    if (batch && !a.gradient_accumulation_set)
        t.gradient_accumulation =
            std::max<std::int64_t>(1, std::llround(*batch / (per_microbatch * d(par.data))));
    const double ga = d(t.gradient_accumulation);
    const double per_step = per_microbatch * d(par.data) * ga;
    t.steps = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(work / per_step)));
    const double steps = d(t.steps);

    // A rate measured on a real run already holds that run's bubble, communication and
    // recomputation: the time is its FLOPs at that rate, nothing is added.
    if (a.achieved_tflops || a.mfu) {
        t.measured_rate = true;
        double seconds = 0;
        if (a.achieved_tflops) {
            const double rate = *a.achieved_tflops * 1e12 * gpus;
            seconds = (a.achieved_tflops_hardware ? flops.hardware : flops.model) / rate;
            t.mfu_source = a.achieved_tflops_hardware ? MfuSource::ScenarioHardwareTflops
                                                      : MfuSource::ScenarioModelTflops;
        } else {
            seconds = flops.model / (gpus * *peak * *a.mfu);
            t.mfu_source = MfuSource::ScenarioMfu;
        }
        t.compute_seconds = seconds;
        t.total_seconds = seconds;
        t.mfu = flops.model / (seconds * gpus * *peak);
        t.hfu = flops.hardware / (seconds * gpus * *peak);
        return t;
    }

    // Transformers: each layer's kernels at the rates of the GPU and the software stack
    // (time/layer_compute.h); the run's hardware FLOPs at the large-GEMM rate, slowed by what
    // the layer's shapes, attention, element-wise work and launches cost beyond that rate.
    // Other models: the default utilisation while computing.
    double gemm_share = 1.0; // of the compute time, the GEMMs (what TP comm overlap hides behind)
    if (kernel_model) {
        const KernelRates rates =
            training_kernel_rates(gpu, *peak, w, stack, a.decode_bandwidth_efficiency);
        t.attention_kernel = attention_kernel_name(attention_kernel(gpu, w, stack));
        LayerTime lt = training_layer_time(model.arch, w, rates, false);
        if (model.arch.is_moe()) {
            const LayerTime moe = training_layer_time(model.arch, w, rates, true);
            const double share = model.arch.moe_layer_share();
            const auto mix = [share](double dense, double expert) {
                return (1.0 - share) * dense + share * expert;
            };
            lt.gemm_seconds = mix(lt.gemm_seconds, moe.gemm_seconds);
            lt.attention_seconds = mix(lt.attention_seconds, moe.attention_seconds);
            lt.scores_seconds = mix(lt.scores_seconds, moe.scores_seconds);
            lt.elementwise_seconds = mix(lt.elementwise_seconds, moe.elementwise_seconds);
            lt.overhead_seconds = mix(lt.overhead_seconds, moe.overhead_seconds);
            lt.ideal_seconds = mix(lt.ideal_seconds, moe.ideal_seconds);
        }
        t.layer = lt;
        const double slowdown = lt.ideal_seconds > 0 ? lt.total() / lt.ideal_seconds : 1.0;
        t.compute_seconds =
            flops.hardware / (gpus * *peak * rates.gemm_efficiency) * t.stage_imbalance * slowdown;
        // The loss over the vocabulary, on the last stage, every micro-batch.
        t.compute_seconds +=
            cross_entropy_seconds(model.arch, w, rates) * steps * d(t.gradient_accumulation);
        // What the stack reaches of these rates in its own benchmarks (time/stacks.h).
        t.compute_seconds /= stack.achieved_share;
        t.hfu = flops.hardware / (gpus * *peak * t.compute_seconds);
        t.mfu_source = MfuSource::KernelModel;
        if (lt.total() > 0) {
            t.attention_scores_seconds = t.compute_seconds * lt.scores_seconds / lt.total();
            gemm_share = lt.gemm_seconds / lt.total();
        }
    } else {
        const MfuDefault def = default_mfu(gpu, model.kind);
        t.hfu = def.mfu;
        t.mfu_source = def.source;
        // Every FLOP the GPUs execute (recomputation included) at the compute-phase utilisation.
        t.compute_seconds = flops.hardware / (gpus * *peak * t.hfu) * t.stage_imbalance;
        // The default utilisation comes from runs with fused (flash) attention. Without it the
        // attention scores go through memory as well: part of the compute, so the bubble and
        // the overlap below count it too.
        if (transformer && !w.flash_attention) {
            t.attention_scores_seconds = unfused_attention_seconds(model, w, gpu, a) * heaviest *
                                         d(t.gradient_accumulation) * d(t.steps);
            t.compute_seconds += t.attention_scores_seconds;
        }
        // Context parallelism cuts each GPU's attention into blocks of s/cp tokens, where the
        // fused kernel runs below its rate on the whole sequence (the default utilisation was
        // measured without context parallelism): the attention's share of the compute slows
        // by that ratio (time/layer_compute.h, attention_length_factor).
        if (transformer && w.flash_attention && par.context > 1) {
            const KernelRates fa =
                training_kernel_rates(gpu, *peak, w, stack, a.decode_bandwidth_efficiency);
            const double s = d(w.sequence_length);
            const double slower =
                attention_length_factor(fa, s) / attention_length_factor(fa, s / d(par.context)) -
                1.0;
            const double per_token = model.forward_flops_per_token(w.sequence_length);
            const double attention_share =
                per_token > 0 ? (per_token - model.forward_flops_per_token(0)) / per_token : 0.0;
            t.compute_seconds += t.compute_seconds * attention_share * slower;
        }
    }

    // Expert parallelism: the busiest rank's extra expert work is compute (the bubble below
    // scales with it); the all-to-alls are their own term (time/expert_parallel.h). The kernel
    // model already puts the expert GEMMs on the roofline.
    const GpuRates rates{*peak * t.hfu,
                         gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency};
    const ExpertParallelTime ept = expert_parallel_time(
        model, w, cluster, rates, t.compute_seconds, heaviest,
        d(t.steps) * d(t.gradient_accumulation), a.comm_overlap, par.virtual_stages);
    t.expert_imbalance_seconds = ept.imbalance_seconds;
    t.expert_memory_bound_seconds = kernel_model ? 0.0 : ept.memory_bound_seconds;
    t.compute_seconds += ept.imbalance_seconds + t.expert_memory_bound_seconds;
    t.expert_parallel_comm_seconds = ept.all_to_all_seconds;

    // Pipeline bubble, 1F1B: (p - 1) / m of the compute time with m micro-batches per step;
    // interleaved 1F1B with v model chunks per stage: (p - 1) / (v·m) (Narayanan et al. 2021,
    // sections 2.2.1 and 2.2.2).
    if (par.pipeline > 1)
        t.pipeline_bubble_seconds = t.compute_seconds * (pp - 1.0) / (vs * ga);

    const double e = activation_element_bytes(w.precision);
    const double tv = d(std::max<std::int64_t>(par.tensor, 1));
    const double cp = d(std::max<std::int64_t>(par.context, 1));
    // Tokens of one micro-batch on one GPU's slice of the sequence (context parallelism).
    const double local_tokens = d(w.sequence_length) / cp * d(w.micro_batch);
    // Tensor parallelism (Megatron): 4 all-reduces of e·s·b·h per layer and micro-batch
    // (2 forward, 2 backward), 6 with full recomputation (the recomputed forward repeats its
    // two; Narayanan et al. 2021 section 3.2), ring 2(t-1)/t, inside the node, not overlapped.
    if (par.tensor > 1 && transformer) {
        const double bytes = e * local_tokens * d(model.arch.hidden_size);
        const double reduces = w.recompute == Recompute::Full ? 6.0 : 4.0;
        const double per_layer =
            reduces * 2.0 * (tv - 1.0) / tv * bytes / cluster.intra_node_bytes_per_second;
        const double all = per_layer * heaviest * steps * ga;
        // Stacks that overlap the collectives with the GEMMs they feed (Megatron-Core's
        // --tp-comm-overlap, with sequence parallelism) hide them behind those GEMMs.
        const double hidden = stack.tensor_comm_overlap && par.sequence_parallel
                                  ? a.comm_overlap * t.compute_seconds * gemm_share
                                  : 0.0;
        t.tensor_parallel_comm_seconds = std::max(0.0, all - hidden);
    }

    // Pipeline point-to-point: activations forward and their gradients backward at every stage
    // boundary. In the steady state they overlap with compute; filling and draining the
    // pipeline exposes one transfer per boundary crossed, (p·v - 1) each way per step.
    if (par.pipeline > 1 && transformer) {
        const double bytes =
            e * local_tokens * d(model.arch.hidden_size) / (par.sequence_parallel ? tv : 1.0);
        const bool across_nodes =
            cluster.nodes > 1 && d(par.tensor) * cp * pp > d(cluster.gpus_per_node);
        const double link = point_to_point_bytes_per_second(cluster, across_nodes);
        t.pipeline_p2p_seconds = 2.0 * (pp * vs - 1.0) * bytes / link * steps;
    }

    // Context parallelism (Megatron-LM's ring attention, load-balanced chunks): in each layer
    // every GPU passes its K and V slice around the ring of cp GPUs, cp - 1 hops of
    // 2·(s/cp)·b·d_kv·e bytes (2·d_kv/t with tensor parallelism) in the forward; the backward
    // sends K/V and their gradients, twice that; full recomputation repeats the forward. Each
    // hop overlaps the attention of the chunk in hand (comm_overlap of the attention's share of
    // compute hides it). The ring stays in the node while tensor x context GPUs fit in it.
    if (par.context > 1 && transformer) {
        const double kv_bytes =
            2.0 * local_tokens * d(model.arch.kv_dim()) / tv * e; // K and V of one slice
        const double passes = w.recompute == Recompute::Full ? 4.0 : 3.0;
        const bool across_nodes = cluster.nodes > 1 && tv * cp > d(cluster.gpus_per_node);
        const double link = point_to_point_bytes_per_second(cluster, across_nodes);
        const double hops = passes * (cp - 1.0) * heaviest * steps * ga;
        const double ring = hops * kv_bytes / link;
        const double per_token = model.forward_flops_per_token(w.sequence_length);
        const double attention_share =
            per_token > 0 ? (per_token - model.forward_flops_per_token(0)) / per_token : 0.0;
        // Every hop is its own attention kernel on the block in hand plus a send and a receive:
        // three kernels' fixed cost that no overlap hides (docs/performance.md, "Context
        // parallelism"). What makes 512-token slices of an 8 K sequence cost what they cost.
        t.context_parallel_comm_seconds =
            std::max(0.0, ring - a.comm_overlap * t.compute_seconds * attention_share) +
            hops * 3.0 * kernel_gap_seconds();
    }

    // Data parallelism: gradients reduced across replicas, what the backward does not hide
    // (time/data_parallel.h).
    t.data_parallel_exchange = data_parallel_exchange(
        model, w, cluster, t.compute_seconds, steps * ga, t.gradient_accumulation, a.comm_overlap);
    t.data_parallel_comm_seconds = t.data_parallel_exchange.exposed_seconds() * steps;

    // The optimizer step: memory-bound, once per step over the parameters this GPU updates
    // (its tensor/pipeline shard, and its ZeRO shard of the data-parallel group). Per parameter
    // with Adam-family optimizers in 16-bit training (Megatron-LM's optimizer, counted in
    // docs/performance.md): the fp32 gradient zeroed (4 bytes), read for the norm (4), the
    // fused Adam step reading weight, gradient and two moments and writing weight and moments
    // (28), the 16-bit copy of the weight (6): 42 bytes; one moment less: 34.
    if (kernel_model && !w.offload_optimizer && gpu.memory_bandwidth_bytes_per_second > 0) {
        const ParameterCount pc = model.parameters();
        const double trainable =
            w.method == FineTuneMethod::Full
                ? d(pc.total)
                : d(w.adapter_parameters
                        ? *w.adapter_parameters
                        : lora_parameters(model.arch, w.lora_rank, w.lora_targets));
        const double shards =
            d(par.tensor * par.pipeline) *
            (par.zero_stage >= 1 ? d(par.data * std::max<std::int64_t>(par.context, 1)) : 1.0);
        const double per_param =
            w.optimizer == Optimizer::AdamW || w.optimizer == Optimizer::Adam ? 42.0 : 34.0;
        t.optimizer_seconds =
            steps * trainable / shards * per_param /
            (gpu.memory_bandwidth_bytes_per_second * a.decode_bandwidth_efficiency);
    }

    // ZeRO-Offload: every step sends the GPU's gradient shard to the host and brings the
    // updated 16-bit parameters back over PCIe (Ren et al. 2021), at about 25 GB/s.
    if (w.offload_optimizer) {
        const double shard = d(model.parameters().total) / gpus;
        t.offload_seconds = steps * shard * (2.0 + 2.0) / 25e9;
    }

    const double busy = t.compute_seconds + t.pipeline_bubble_seconds +
                        t.tensor_parallel_comm_seconds + t.pipeline_p2p_seconds +
                        t.context_parallel_comm_seconds + t.expert_parallel_comm_seconds +
                        t.data_parallel_comm_seconds + t.optimizer_seconds + t.offload_seconds;
    // Data loading runs ahead of compute (prefetching workers); it only shows when it is slower.
    const double data_bytes = work * (tokens_based ? a.bytes_per_token : a.bytes_per_sample);
    const double read =
        a.storage_read_bytes_per_second * d(std::max<std::int64_t>(cluster.nodes, 1));
    t.data_loading_stall_seconds = std::max(0.0, data_bytes / read - busy);
    // A plan is a production run: the kernel model's steps plus the downtime of one, by the
    // cluster's size and the run's length (time/goodput.h).
    const double steps_alone = busy + t.data_loading_stall_seconds;
    if (kernel_model)
        t.downtime_seconds =
            steps_alone * (1.0 / production_goodput(gpus, steps_alone / 3600.0, a.recovery) - 1.0);
    t.total_seconds = steps_alone + t.downtime_seconds;
    t.mfu = flops.model / (t.total_seconds * gpus * *peak);
    return t;
}

} // namespace

} // namespace gpuplanner
