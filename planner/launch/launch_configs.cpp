// The engine settings of an option: what DeepSpeed, Megatron-LM, a plain PyTorch script or vLLM
// is told, all from the option's strategy (sources of each key: docs/export.md).
#include "launch/launch_text.h"

#include "io/errors.h"
#include "io/number_text.h"
#include "io/units.h"
#include "launch/escape.h"
#include "scenario/scenario_schema.h"
#include "strategy/serving_search.h"
#include "time/request_mix.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

namespace gpuplanner {

std::optional<LaunchFormat> launch_format_from_string(const std::string& s) {
    if (s == "slurm")
        return LaunchFormat::Slurm;
    if (s == "kubernetes")
        return LaunchFormat::Kubernetes;
    if (s == "skypilot")
        return LaunchFormat::SkyPilot;
    return std::nullopt;
}

const char* to_string(LaunchFormat f) {
    switch (f) {
    case LaunchFormat::Slurm:
        return "slurm";
    case LaunchFormat::Kubernetes:
        return "kubernetes";
    case LaunchFormat::SkyPilot:
        return "skypilot";
    }
    return "";
}

TrainingLaunch training_launch(const PlanOption& o) {
    if (!o.strategy || !o.strategy->fits)
        throw InputError("", "option", input_problem(InputProblemCode::NoFittingStrategy));
    const Strategy& st = o.strategy->best;
    const TrainingWorkload& w = st.workload;
    TrainingLaunch t;
    t.nodes = o.nodes;
    t.gpus_per_node = o.gpus_per_node;
    t.chosen = w;
    t.gradient_accumulation = st.gradient_accumulation;
    t.global_batch = std::llround(st.global_batch);
    t.steps = st.steps;
    t.precision = to_string(w.precision);
    const bool model_parallel = w.parallel.tensor > 1 || w.parallel.pipeline > 1 ||
                                w.parallel.context > 1 || w.parallel.expert > 1;
    t.engine = w.framework == Framework::Megatron                     ? "megatron"
               : w.framework == Framework::PyTorch && !model_parallel ? "pytorch"
               : model_parallel                                       ? "megatron-deepspeed"
                                                                      : "deepspeed";
    t.stack = launch_stack(o).value_or(LaunchStack::Cuda);
    t.image = t.stack == LaunchStack::Cuda ? kPyTorchImage
              : launch_detail::atlas_a3(o) ? kMindSpeedA3Image
                                           : kMindSpeedImage;
    return t;
}

ServingLaunch serving_launch(const Scenario& s, const PlanOption& o) {
    const InferenceWorkload& w = s.workload.inference;
    ServingLaunch v;
    // The Hugging Face repository the model's figures come from
    // (https://huggingface.co/ORG/NAME/...), else a placeholder to fill in.
    const std::string hub = "https://huggingface.co/";
    const std::string& src = s.model.source;
    if (src.rfind(hub, 0) == 0) {
        const auto slash = src.find('/', hub.size());
        const auto end = slash == std::string::npos ? std::string::npos : src.find('/', slash + 1);
        v.model =
            src.substr(hub.size(), end == std::string::npos ? std::string::npos : end - hub.size());
    }
    if (v.model.empty())
        v.model = "YOUR_MODEL";
    v.tensor = std::max<std::int64_t>(1, o.layout.tensor);
    // The option's layout, as the serving search chose it (pipeline stages over whole nodes
    // where one node cannot hold a replica).
    v.pipeline = std::max<std::int64_t>(1, o.layout.pipeline);
    v.replicas = std::max<std::int64_t>(1, o.replicas);
    if (o.layout.expert > 1)
        v.data_parallel = std::max<std::int64_t>(1, o.layout.expert / v.tensor);
    const std::int64_t per_node = std::max<std::int64_t>(1, o.gpus_per_node);
    v.nodes = v.gpus() > per_node ? (v.gpus() + per_node - 1) / per_node : 1;
    // The longest request of the lengths the plan simulated (a trace's longest pair, a
    // distribution's bound: time/request_mix.h), within the model's context and one attention
    // group's KV cache (vLLM refuses to start when its cache cannot hold one such request).
    // The mean lengths would make the engine refuse the longer half of the traffic.
    v.max_model_len = longest_request_tokens(w, s.model.max_context());
    if (o.serving && o.serving->kv_capacity_tokens > 0)
        v.max_model_len = std::min(v.max_model_len, o.serving->kv_capacity_tokens);
    v.max_model_len = std::max<std::int64_t>(v.max_model_len, 1);
    // vLLM's --max-num-seqs holds for each data-parallel engine: the scheduler limit the plan's
    // simulation ran each attention group with (workload.max_sequences).
    v.max_num_seqs = std::max<std::int64_t>(1, w.max_sequences);
    // The token budget a step the simulation ran with. Engines that prefill a prompt in one
    // step (vLLM before V1) need room for the longest.
    v.max_num_batched_tokens = std::max<std::int64_t>(w.prefill_chunk_tokens, 1);
    const ServingEngine engine = s.plan.performance.serving_engine;
    if (engine == ServingEngine::VllmV0 || engine == ServingEngine::TensorRtLlm)
        v.max_num_batched_tokens = std::max(v.max_num_batched_tokens, v.max_model_len);
    // vLLM's default share of GPU memory for weights, activations and KV cache; the plan's
    // allocator headroom is what it leaves.
    v.gpu_memory_utilization = serving_memory_utilization(s.overheads);
    if (o.serving) // down to the cent: never above the plan
        v.static_memory_fraction = std::floor(o.serving->static_memory_fraction * 100) / 100;
    v.kv_cache_dtype = w.kv_precision == Precision::FP8 ? "fp8" : "auto";
    if (w.weight_precision == Precision::FP8)
        v.quantization = "fp8"; // vLLM quantises a 16-bit checkpoint to fp8 as it loads
    v.dtype = w.weight_precision == Precision::FP16 ? "float16" : "bfloat16";
    // The speculative decoding the plan's times per output token assume: the model's own
    // multi-token-prediction heads where its config has them (vLLM's "mtp" method), else a
    // draft model the team names (the plan took its acceptance rate and cost from them).
    if (w.speculative_tokens > 0) {
        const bool mtp = s.model.is_transformer() && s.model.arch.mtp_layers > 0;
        v.speculative_tokens = w.speculative_tokens;
        v.speculative_mtp = mtp;
        v.speculative_config =
            std::string("{\"method\": \"") + (mtp ? "mtp" : "draft_model") + "\", " +
            (mtp ? "" : "\"model\": \"" + std::string(kDraftModelPlaceholder) + "\", ") +
            "\"num_speculative_tokens\": " + std::to_string(w.speculative_tokens) + "}";
    }
    v.gpus_per_node = per_node;
    v.option_nodes = std::max<std::int64_t>(1, o.nodes);
    if (o.serving && o.serving->disaggregated) {
        // The workers the plan sized; whole nodes' spare GPUs decode (headroom at the price).
        v.prefill_workers = std::max<std::int64_t>(1, o.serving->disaggregated->prefill_workers);
        v.decode_workers = std::max<std::int64_t>(1, v.replicas - v.prefill_workers);
    }
    v.stack = launch_stack(o).value_or(LaunchStack::Cuda);
    if (v.stack == LaunchStack::Ascend)
        v.image = launch_detail::atlas_a3(o) ? kVllmAscendA3Image : kVllmAscendImage;
    // The engine the plan was timed for starts the replica (helper walkthrough, 2026-12-06:
    // SGLang and TensorRT-LLM scenarios exported jobs that started vLLM). SGLang's replicas may
    // span nodes (--nnodes, --node-rank, --dist-init-addr: its multi-node docs). Where the files
    // have no such launch, vLLM's: prefill/decode disaggregation (NixlConnector), Ascend
    // (vLLM-Ascend), TensorRT-LLM over several nodes (MPI's launcher) or where attention groups
    // span several GPUs (its attention data parallelism gives each rank a group of its own).
    const ServingEngine chosen = s.plan.performance.serving_engine;
    if (v.stack == LaunchStack::Cuda && !v.disaggregated()) {
        if (chosen == ServingEngine::Sglang) {
            v.engine = ServerEngine::Sglang;
            v.image = kSglangImage;
        } else if (chosen == ServingEngine::TensorRtLlm && v.nodes == 1 &&
                   (v.data_parallel == 1 || v.tensor == 1)) {
            v.engine = ServerEngine::TrtLlm;
            v.image = kTrtLlmImage;
        }
    }
    // The release the team runs (performance.serving_engine_version), where the scenario
    // names one for the engine the files start: its image tag and package version (each
    // project's own tag scheme). vLLM-Ascend's releases are numbered apart: not applied there.
    v.version = s.plan.performance.serving_engine_version;
    const bool for_engine = chosen == ServingEngine::Sglang ? v.engine == ServerEngine::Sglang
                            : chosen == ServingEngine::TensorRtLlm
                                ? v.engine == ServerEngine::TrtLlm
                                : chosen != ServingEngine::GptFast;
    if (!for_engine || v.stack != LaunchStack::Cuda)
        v.version.clear();
    if (!v.version.empty())
        v.image = v.engine == ServerEngine::Sglang ? "lmsysorg/sglang:v" + v.version
                  : v.engine == ServerEngine::TrtLlm
                      ? "nvcr.io/nvidia/tensorrt-llm/release:" + v.version
                      : "vllm/vllm-openai:v" + v.version;
    return v;
}

namespace launch_detail {

std::string job_name(const Scenario& s) {
    constexpr std::size_t kMax = 40;
    std::string out;
    for (const char c : s.name.empty() ? std::string("gpuplanner-job") : s.name) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x80 && std::isalnum(u))
            out += static_cast<char>(std::tolower(u));
        else if (!out.empty() && out.back() != '-')
            out += '-';
        if (out.size() >= kMax)
            break;
    }
    // RFC 1123 labels (Kubernetes), Slurm and SkyPilot: a letter first, no '-' at either end,
    // the prefix put on before the length is cut so that the cut cannot end on a '-'.
    if (out.empty() || !std::isalpha(static_cast<unsigned char>(out.front())))
        out = "job-" + out;
    out.resize(std::min(out.size(), kMax));
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

std::int64_t time_limit_minutes(double hours) {
    return static_cast<std::int64_t>(std::ceil((hours * 1.2 + 0.5) * 60.0));
}

std::string slurm_time_limit(double hours) {
    const std::int64_t m = time_limit_minutes(hours);
    char buf[48];
    std::snprintf(buf, sizeof buf, "%lld-%02lld:%02lld:00", static_cast<long long>(m / 1440),
                  static_cast<long long>(m / 60 % 24), static_cast<long long>(m % 60));
    return buf;
}

std::string slurm_time_line(double hours) {
    // Said where it is set: the README's wall clock and this limit differ (helper walkthrough,
    // 2026-12-07: "36-12:30:00" beside "730.0 h" was not explained).
    std::string line =
        "# The time limit: the plan's " + format_number("%.1f", hours) +
        " h + 20% and 30 minutes of start-up.\n#SBATCH --time=" + slurm_time_limit(hours) + "\n";
    // Partitions commonly cap a job at a day to a week (Slurm's MaxTime): a month-long service
    // is refused at submission, so the script says what to do rather than failing silently.
    if (time_limit_minutes(hours) > 7 * 24 * 60)
        line += "# Longer than many partitions allow (sinfo -o '%P %l' shows each one's limit):\n"
                "# lower --time to it and resubmit before it ends, or serve outside Slurm.\n";
    return line;
}

std::vector<LaunchFile> training_config_files(const TrainingLaunch& t, const Scenario& s) {
    std::vector<LaunchFile> files;
    const bool deepspeed = t.engine == "deepspeed" || t.engine == "megatron-deepspeed";
    if (deepspeed) {
        // DeepSpeed's configuration (deepspeed.ai/docs/config-json): train_batch_size is
        // micro-batch x accumulation x data-parallel size, which DeepSpeed checks at start.
        nlohmann::ordered_json ds;
        ds["train_batch_size"] =
            t.chosen.micro_batch * t.gradient_accumulation * t.chosen.parallel.data;
        ds["train_micro_batch_size_per_gpu"] = t.chosen.micro_batch;
        ds["gradient_accumulation_steps"] = t.gradient_accumulation;
        ds["gradient_clipping"] = 1.0;
        if (t.precision == "fp16")
            ds["fp16"] = {{"enabled", true}, {"loss_scale", 0}, {"initial_scale_power", 16}};
        else if (t.precision == "bf16" || t.precision == "fp8")
            ds["bf16"] = {{"enabled", true}};
        nlohmann::ordered_json zero{{"stage", t.chosen.parallel.zero_stage},
                                    {"overlap_comm", true},
                                    {"contiguous_gradients", true}};
        if (t.chosen.offload_optimizer)
            zero["offload_optimizer"] = {{"device", "cpu"}, {"pin_memory", true}};
        ds["zero_optimization"] = zero;
        ds["steps_per_print"] = 10;
        ds["wall_clock_breakdown"] = false;
        files.push_back({"ds_config.json", ds.dump(2) + "\n", false});
    }
    if (uses_megatron(t))
        files.push_back({"megatron_args.sh", megatron_arguments(t, s), false});
    if (t.engine == "pytorch") {
        // No engine reads a standard file here: the settings for the user's own script, with
        // the FSDP sharding that matches the ZeRO stage (docs/export.md).
        const char* sharding = t.chosen.parallel.zero_stage >= 3   ? "FULL_SHARD"
                               : t.chosen.parallel.zero_stage >= 2 ? "SHARD_GRAD_OP"
                                                                   : "NO_SHARD";
        nlohmann::ordered_json j{
            {"nodes", t.nodes},
            {"gpus_per_node", t.gpus_per_node},
            {"data_parallel", t.chosen.parallel.data},
            {"micro_batch_per_gpu", t.chosen.micro_batch},
            {"gradient_accumulation_steps", t.gradient_accumulation},
            {"global_batch", t.global_batch},
            {"steps", t.steps},
            {"fsdp_sharding_strategy", sharding},
            {"activation_checkpointing", t.chosen.recompute != Recompute::None},
            {"cpu_offload", t.chosen.offload_optimizer},
            {"precision", t.precision}};
        files.push_back({"training.json", j.dump(2) + "\n", false});
    }
    return files;
}

bool uses_megatron(const TrainingLaunch& t) {
    return t.engine == "megatron" || t.engine == "megatron-deepspeed";
}

const char* default_train_script(const TrainingLaunch& t) {
    return t.stack == LaunchStack::Ascend && uses_megatron(t) ? "pretrain_gpt.py" : "train.py";
}

std::string megatron_source_line(const TrainingLaunch& t, const std::string& config_dir) {
    return uses_megatron(t) ? "source " + config_dir + "/megatron_args.sh\n" : std::string();
}

std::string training_command(const TrainingLaunch& t, const std::string& rendezvous,
                             const std::string& config_dir) {
    const char* script = default_train_script(t);
    std::string cmd = "torchrun " + rendezvous + " --nproc-per-node=" + integer(t.gpus_per_node) +
                      " \\\n    \"${TRAIN_SCRIPT:-" + script + "}\"";
    if (t.engine == "deepspeed")
        cmd += " --deepspeed " + config_dir + "/ds_config.json";
    else if (t.engine == "megatron-deepspeed")
        cmd += " \"${MEGATRON_ARGS[@]}\" --deepspeed --deepspeed_config " + config_dir +
               "/ds_config.json";
    else if (t.engine == "megatron")
        cmd += " \"${MEGATRON_ARGS[@]}\"";
    else
        cmd += " --config " + config_dir + "/training.json";
    return cmd;
}

std::vector<std::string> vllm_arguments(const ServingLaunch& v) {
    std::vector<std::string> a{"serve",
                               v.model,
                               "--tensor-parallel-size",
                               integer(v.tensor),
                               max_length_flag(ServerEngine::Vllm),
                               integer(v.max_model_len),
                               "--max-num-seqs",
                               integer(v.max_num_seqs),
                               "--max-num-batched-tokens",
                               integer(v.max_num_batched_tokens),
                               memory_share_flag(ServerEngine::Vllm),
                               format_number("%.2f", v.gpu_memory_utilization),
                               "--kv-cache-dtype",
                               v.kv_cache_dtype,
                               "--dtype",
                               v.dtype,
                               "--port",
                               "8000"};
    if (v.pipeline > 1) {
        a.push_back("--pipeline-parallel-size");
        a.push_back(integer(v.pipeline));
    }
    if (v.data_parallel > 1) {
        // As vLLM deploys DeepSeek and Qwen3 MoE (docs/serving/expert_parallel_deployment):
        // attention data parallel, the experts over tensor x data GPUs.
        a.push_back("--data-parallel-size");
        a.push_back(integer(v.data_parallel));
        a.push_back("--enable-expert-parallel");
    }
    if (!v.quantization.empty()) {
        a.push_back("--quantization");
        a.push_back(v.quantization);
    }
    if (!v.speculative_config.empty()) {
        a.push_back("--speculative-config");
        a.push_back(v.speculative_config);
    }
    return a;
}

std::string per_node_preamble(const ServingLaunch& v) {
    return "# The replica spans " + integer(v.nodes) +
           " nodes: run this on each with NODE_RANK=0.." + integer(v.nodes - 1) +
           " and HEAD=<first node's address>.\n"
           ": \"${NODE_RANK:?set NODE_RANK}\" \"${HEAD:?set HEAD}\"\n";
}

std::string vllm_serve_script(const ServingLaunch& v) {
    std::string out =
        "#!/bin/bash\n# The vLLM server of one replica (GPU Planner). --max-num-seqs is the "
        "engine's limit the plan\n# simulated (workload.max_sequences), not the load: the "
        "replicas were sized for the scenario's rate.\nset -euo pipefail\n" +
        ascend_environment(v.stack, false);
    if (v.nodes <= 1)
        return out + "exec " + vllm_command_line(v) + "\n";
    if (v.data_parallel <= 1) {
        // Tensor and pipeline parallelism over nodes run on a Ray cluster (vLLM's
        // examples/online_serving/multi-node-serving.sh): the other nodes join the first, which
        // waits for all of them (300 s at most) and serves the API.
        return out + per_node_preamble(v) +
               "if [ \"$NODE_RANK\" -ne 0 ]; then\n"
               "    exec ray start --block --address=\"$HEAD:6379\"\n"
               "fi\n"
               "ray start --head --port=6379\n"
               "for _ in $(seq 60); do\n"
               "    [ \"$(ray status 2>/dev/null | grep -c ' node_')\" -ge " +
               integer(v.nodes) +
               " ] && break\n"
               "    sleep 5\n"
               "done\n"
               "exec " +
               vllm_command_line(v) + " \\\n    --distributed-executor-backend ray\n";
    }
    // vLLM's multi-node data parallelism (vLLM >= 0.9.1, docs: data parallel deployment): every
    // node runs this with NODE_RANK (0 first) and HEAD (the first node's address); the first
    // serves the API, the others run headless and hold their share of the data-parallel ranks.
    const std::string local = integer(v.data_parallel / v.nodes);
    return out + per_node_preamble(v) + "extra=(--data-parallel-size-local " + local +
           " --data-parallel-start-rank $((NODE_RANK * " + local +
           "))\n       --data-parallel-address \"$HEAD\" --data-parallel-rpc-port 13345)\n"
           "[ \"$NODE_RANK\" -eq 0 ] || extra+=(--headless)\n"
           "exec " +
           vllm_command_line(v) + " \\\n    \"${extra[@]}\"\n";
}

} // namespace launch_detail

} // namespace gpuplanner
