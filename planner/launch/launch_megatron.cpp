// megatron_args.sh: Megatron-LM's arguments for a training option (MindSpeed-LLM's on Ascend).
// Keys and their sources: docs/export.md.
#include "launch/launch_text.h"

#include "model/pipeline_split.h"
#include "time/expert_parallel.h"
#include "time/stacks.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace gpuplanner::launch_detail {

std::string megatron_arguments(const TrainingLaunch& t, const Scenario& s) {
    // Megatron-LM's arguments (megatron/training/arguments.py); the model's shape from the
    // scenario's architecture.
    std::ostringstream a;
    const bool ascend = t.stack == LaunchStack::Ascend;
    a << "# Megatron-LM arguments for pretrain_gpt.py (source this file, then pass\n"
         "# \"${MEGATRON_ARGS[@]}\"). Written by GPU Planner from the option's strategy.\n";
    if (ascend) // MindSpeed-LLM's release 26.1.0 runs Megatron-LM core_v0.12.1
        a << "# For MindSpeed-LLM on Ascend NPUs (Megatron-LM core_v0.12.1 underneath).\n";
    a << "MEGATRON_ARGS=(\n";
    const auto arg = [&](const std::string& k, const std::string& v = std::string()) {
        a << "  " << k << (v.empty() ? "" : " " + v) << "\n";
    };
    if (ascend)
        arg("--use-mcore-models"); // as MindSpeed-LLM's example scripts pass it
    arg("--tensor-model-parallel-size", integer(t.chosen.parallel.tensor));
    arg("--pipeline-model-parallel-size", integer(t.chosen.parallel.pipeline));
    // Stacks that split stages unevenly get the planned layout itself (the last stage
    // lighter by the output layer, chunks that need not divide the layers): the split the
    // time was planned with (model/pipeline_split.h).
    const Parallelism& par = t.chosen.parallel;
    const std::int64_t layers = s.model.arch.num_layers;
    const bool uneven = stack_profile(s.plan.performance.stack, t.chosen.framework).uneven_pipeline;
    const PipelineSplit split =
        training_pipeline_split(s.model, t.chosen, s.plan.performance.stack);
    const bool custom = uneven && par.pipeline > 1 && s.model.is_transformer() &&
                        (split.last_stage_layers != split.layers_per_stage ||
                         layers % (par.pipeline * par.virtual_stages) != 0);
    if (custom && ascend) // the flag came with Megatron-Core 0.13 (its MoE README)
        a << "  # The plan splits the stages unevenly (\""
          << pipeline_layout(split, par.pipeline, par.virtual_stages)
          << "\"): Megatron-LM core_v0.12.1\n  # has no --pipeline-model-parallel-layout. "
             "Its even split (no interleaving) has a larger pipeline bubble;\n  # where "
             "the stages do not divide the layers, set --decoder-first-pipeline-num-layers "
             "and\n  # --decoder-last-pipeline-num-layers.\n";
    else if (custom)
        arg("--pipeline-model-parallel-layout",
            "\"" + pipeline_layout(split, par.pipeline, par.virtual_stages) + "\"");
    else if (par.virtual_stages > 1)
        arg("--num-virtual-stages-per-pipeline-rank", integer(par.virtual_stages));
    if (t.chosen.parallel.context > 1)
        arg("--context-parallel-size", integer(t.chosen.parallel.context));
    if (t.chosen.parallel.expert > 1)
        arg("--expert-model-parallel-size", integer(t.chosen.parallel.expert));
    if (t.sequence_parallel())
        arg("--sequence-parallel");
    if (t.chosen.parallel.zero_stage >= 1 && t.engine == "megatron")
        arg("--use-distributed-optimizer"); // Megatron's ZeRO-1
    if (t.chosen.offload_optimizer && t.engine == "megatron") {
        // The plan fits only with the optimizer's states in host memory (Megatron-DeepSpeed
        // offloads through ds_config.json).
        if (ascend) // MindSpeed's swap-optimizer (needs the distributed optimizer, set above)
            arg("--swap-optimizer");
        else {
            // Megatron-Core 0.11's hybrid-device optimizer: the whole step on the CPU, which
            // needs the precision-aware optimizer (megatron/core/optimizer/cpu_offloading).
            arg("--optimizer-cpu-offload");
            arg("--optimizer-offload-fraction", "1.0");
            arg("--use-precision-aware-optimizer");
            arg("--overlap-cpu-optimizer-d2h-h2d");
        }
    }
    arg("--micro-batch-size", integer(t.chosen.micro_batch));
    arg("--global-batch-size", integer(t.global_batch));
    arg("--train-iters", integer(t.steps));
    if (t.chosen.recompute == Recompute::Selective)
        arg("--recompute-granularity", "selective");
    else if (t.chosen.recompute == Recompute::Full) {
        arg("--recompute-granularity", "full");
        arg("--recompute-method", "uniform");
        arg("--recompute-num-layers", "1");
    }
    if (t.precision == "bf16" || t.precision == "fp8")
        arg("--bf16");
    else if (t.precision == "fp16")
        arg("--fp16");
    if (t.precision == "fp8")
        arg("--fp8-format", "hybrid");
    const ModelSpec& m = s.model;
    if (m.is_transformer()) {
        arg("--num-layers", integer(m.arch.num_layers));
        arg("--hidden-size", integer(m.arch.hidden_size));
        arg("--ffn-hidden-size", integer(m.arch.intermediate_size));
        arg("--num-attention-heads", integer(m.arch.num_heads));
        if (m.arch.num_kv_heads > 0 && m.arch.num_kv_heads != m.arch.num_heads) {
            arg("--group-query-attention");
            arg("--num-query-groups", integer(m.arch.num_kv_heads));
        }
        if (m.arch.head_dim * m.arch.num_heads != m.arch.hidden_size && !m.arch.is_latent())
            arg("--kv-channels", integer(m.arch.head_dim));
        // The architecture the plan counted: Megatron-LM's defaults are GPT-2's (GeLU MLP,
        // LayerNorm, learned positions, tied embeddings, biases), so a Llama-style model says
        // what differs (the flags of Megatron-LM's and MindSpeed-LLM's Llama examples).
        if (m.arch.mlp == MlpKind::Gated)
            arg("--swiglu"); // gated MLP with SiLU (Gemma's GeLU gate is not recorded)
        if (m.arch.norm == NormKind::RmsNorm)
            arg("--normalization", "RMSNorm");
        if (m.arch.learned_position_rows == 0 && m.arch.family == "bloom") {
            // BLOOM's ALiBi and embedding LayerNorm (the BigScience fork of Megatron-DeepSpeed
            // trained it with both); Megatron-Core has neither.
            a << "  # ALiBi positions and an embedding LayerNorm (BLOOM): Megatron-DeepSpeed's "
                 "--position-embedding-type alibi\n  # --embed-layernorm; Megatron-Core has "
                 "neither\n";
        } else if (m.arch.learned_position_rows == 0) {
            arg("--position-embedding-type", "rope");
            a << "  # --rotary-base: the model's rope_theta from its config.json (Megatron's "
                 "default is 10000)\n";
        }
        if (!m.arch.tied_embeddings)
            arg("--untie-embeddings-and-output-weights");
        if (!m.arch.out_bias && !m.arch.mlp_bias) {
            arg("--disable-bias-linear");
            if (m.arch.qkv_bias)
                arg("--add-qkv-bias"); // Qwen2's biased q, k, v only
        }
        if (m.arch.qk_norm != QkNorm::None)
            arg("--qk-layernorm");
        if (m.arch.is_latent()) {
            // Megatron-Core's MLA (DeepSeek-V2/V3 configs in its examples).
            arg("--multi-latent-attention");
            if (m.arch.q_lora_rank > 0)
                arg("--q-lora-rank", integer(m.arch.q_lora_rank));
            arg("--kv-lora-rank", integer(m.arch.kv_lora_rank));
            arg("--qk-head-dim", integer(m.arch.qk_nope_head_dim));
            arg("--qk-pos-emb-head-dim", integer(m.arch.qk_rope_head_dim));
            arg("--v-head-dim", integer(m.arch.v_head_dim));
        }
        if (m.arch.is_moe()) {
            // Megatron-Core MoE (megatron/core/transformer/moe): routed experts, top-k,
            // expert width, shared experts, which layers are MoE, the all-to-all dispatcher.
            arg("--num-experts", integer(m.arch.num_experts));
            arg("--moe-router-topk", integer(m.arch.experts_per_token));
            arg("--moe-ffn-hidden-size", integer(m.arch.expert_width()));
            if (m.arch.shared_expert_intermediate_size > 0)
                arg("--moe-shared-expert-intermediate-size",
                    integer(m.arch.shared_expert_intermediate_size));
            if (m.arch.dense_layers > 0 && m.arch.dense_layers_first)
                arg("--moe-layer-freq", "\"([0]*" + integer(m.arch.dense_layers) + "+[1]*" +
                                            integer(m.arch.moe_layers()) + ")\"");
            else if (m.arch.dense_layers > 0)
                a << "  # " << integer(m.arch.dense_layers)
                  << " dense layers between the MoE layers: set --moe-layer-freq to the "
                     "model's pattern\n";
            if (m.arch.router_bias)
                arg("--moe-router-enable-expert-bias");
            arg("--moe-token-dispatcher-type", "alltoall");
            arg("--moe-grouped-gemm");
            // The plan's time hid the all-to-alls behind another micro-batch's compute
            // (time/expert_parallel.h): the schedule that does it.
            if (overlaps_expert_all_to_all(t.chosen, t.chosen.parallel.virtual_stages)) {
                if (ascend) // Megatron-Core 0.14's flag (its MoE README)
                    a << "  # The plan hides the expert all-to-alls behind compute "
                         "(--overlap-moe-expert-parallel-comm,\n  # Megatron-Core 0.14): "
                         "not in core_v0.12.1; the all-to-alls then show in the step.\n";
                else
                    arg("--overlap-moe-expert-parallel-comm");
            }
        }
        arg("--seq-length", integer(s.workload.training.sequence_length));
        arg("--max-position-embeddings",
            integer(std::max(m.arch.max_position_embeddings, s.workload.training.sequence_length)));
        // Megatron-LM defaults both to 0.1; the model's own (0.0 for Llama-style models).
        arg("--attention-dropout", nlohmann::json(m.arch.attention_dropout).dump());
        arg("--hidden-dropout", nlohmann::json(m.arch.hidden_dropout).dump());
    }
    if (s.workload.training.flash_attention)
        arg("--use-flash-attn");
    a << ")\n";
    return a.str();
}

} // namespace gpuplanner::launch_detail
