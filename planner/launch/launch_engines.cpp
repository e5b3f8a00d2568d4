// The serving engines a replica's launch files start (docs/export.md): vLLM (vllm serve, its
// arguments in launch_configs.cpp), SGLang (python3 -m sglang.launch_server) and TensorRT-LLM
// (trtllm-serve, PyTorch backend), each as one argument list for a shell line, a script or a
// container's command, so that the engine the plan was timed for is the engine the job runs.
#include "launch/escape.h"
#include "launch/launch_text.h"

#include "io/number_text.h"

#include <algorithm>
#include <cmath>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

namespace {

std::string integer_text(std::int64_t v) {
    return std::to_string(v);
}

std::string fraction(double v) {
    return format_number("%.2f", v);
}

} // namespace

const char* server_engine_name(ServerEngine e) {
    switch (e) {
    case ServerEngine::Vllm:
        return "vllm";
    case ServerEngine::Sglang:
        return "sglang";
    case ServerEngine::TrtLlm:
        return "trtllm";
    }
    return "vllm";
}

std::string server_script_name(ServerEngine e) {
    return std::string(server_engine_name(e)) + "_serve.sh";
}

std::string server_manifest_name(ServerEngine e) {
    return std::string(server_engine_name(e)) + ".yaml";
}

const char* max_length_flag(ServerEngine e) {
    switch (e) {
    case ServerEngine::Sglang:
        return "--context-length";
    case ServerEngine::TrtLlm:
        return "--max_seq_len";
    case ServerEngine::Vllm:
        break;
    }
    return "--max-model-len";
}

const char* memory_share_flag(ServerEngine e) {
    switch (e) {
    case ServerEngine::Sglang:
        return "--mem-fraction-static";
    case ServerEngine::TrtLlm:
        return "--kv_cache_free_gpu_memory_fraction";
    case ServerEngine::Vllm:
        break;
    }
    return "--gpu-memory-utilization";
}

// SGLang's server arguments (python -m sglang.launch_server): with DP attention the tensor size
// is the replica's GPUs and each of the --dp-size attention groups gets tp/dp of them; MoE
// layers run expert parallel over --ep-size GPUs. A dense model's replica is --tp-size alone.
// --max-running-requests is vLLM's --max-num-seqs (per engine, x d), --chunked-prefill-size its
// token budget a step. --mem-fraction-static is not vLLM's --gpu-memory-utilization: it sizes
// the weights and the KV cache pool alone, and SGLang's activations and CUDA graphs take what
// is left (SGLang's server arguments: "Use a smaller value if you see out-of-memory errors").
// Given vLLM's share it left them 5% (helper walkthrough, 2026-12-07); it is the plan's weights
// and KV cache over the GPU's memory, and SGLang's own default where the plan has none.
std::vector<std::string> sglang_argv(const ServingLaunch& v) {
    const std::int64_t gpus = v.tensor * v.data_parallel;
    std::vector<std::string> a{"python3", "-m",        "sglang.launch_server", "--model-path",
                               v.model,   "--tp-size", integer_text(gpus)};
    if (v.data_parallel > 1)
        a.insert(a.end(), {"--dp-size", integer_text(v.data_parallel), "--enable-dp-attention",
                           "--ep-size", integer_text(gpus)});
    if (v.pipeline > 1) // SGLang's pipeline parallelism ("Pipeline Parallelism" docs)
        a.insert(a.end(), {"--pp-size", integer_text(v.pipeline)});
    a.insert(a.end(), {max_length_flag(ServerEngine::Sglang), integer_text(v.max_model_len),
                       "--max-running-requests", integer_text(v.max_num_seqs * v.data_parallel),
                       "--chunked-prefill-size", integer_text(v.max_num_batched_tokens)});
    if (v.static_memory_fraction > 0)
        a.insert(a.end(),
                 {memory_share_flag(ServerEngine::Sglang), fraction(v.static_memory_fraction)});
    a.insert(a.end(), {"--host", "0.0.0.0", "--port", "8000"});
    if (v.kv_cache_dtype == "fp8")
        a.insert(a.end(), {"--kv-cache-dtype", "fp8_e4m3"});
    if (!v.quantization.empty())
        a.insert(a.end(), {"--quantization", v.quantization});
    // Speculative decoding (SGLang's "Speculative Decoding" docs): a model's MTP heads through
    // its EAGLE path (its DeepSeek docs: steps 1, top-k 1, 2 draft tokens for one token drafted),
    // a draft model as STANDALONE; a chain of N steps verifies N + 1 tokens.
    if (v.speculative_tokens > 0) {
        a.insert(a.end(), {"--speculative-algorithm", v.speculative_mtp ? "EAGLE" : "STANDALONE"});
        if (!v.speculative_mtp)
            a.insert(a.end(), {"--speculative-draft-model-path", kDraftModelPlaceholder});
        a.insert(a.end(), {"--speculative-num-steps", integer_text(v.speculative_tokens),
                           "--speculative-eagle-topk", "1", "--speculative-num-draft-tokens",
                           integer_text(v.speculative_tokens + 1)});
    }
    return a;
}

// TensorRT-LLM takes attention data parallelism and speculative decoding from a YAML file of
// LLM API options (--extra_llm_api_options): enable_attention_dp (its parallelism docs: every
// rank an attention group of its own, the routed experts expert-parallel), a model's MTP heads
// as speculative decoding_type MTP, a draft model as DraftTarget, which runs without the overlap
// scheduler (NVIDIA's trtllm-serve examples). One line in YAML's flow style, so that a shell
// line can write it; "" where none applies.
namespace {
std::string trtllm_extra_options(const ServingLaunch& v) {
    std::vector<std::string> entries;
    if (v.data_parallel > 1)
        entries.emplace_back("enable_attention_dp: true");
    if (v.speculative_tokens > 0) {
        const std::string n = integer_text(v.speculative_tokens);
        if (v.speculative_mtp) {
            entries.push_back(
                "speculative_config: {decoding_type: MTP, num_nextn_predict_layers: " + n + "}");
        } else {
            entries.emplace_back("disable_overlap_scheduler: true");
            entries.push_back("speculative_config: {decoding_type: DraftTarget, max_draft_len: " +
                              n + ", speculative_model_dir: " + kDraftModelPlaceholder + "}");
        }
    }
    if (entries.empty())
        return "";
    std::string out = "{";
    for (std::size_t i = 0; i < entries.size(); ++i)
        out += (i ? ", " : "") + entries[i];
    return out + "}";
}
} // namespace

// TensorRT-LLM's OpenAI server on its PyTorch backend (trtllm-serve MODEL [OPTIONS], the
// "trtllm-serve" reference): the same tensor and pipeline sizes, batch and token limits and
// context as vLLM's. With attention data parallelism (one rank per attention group) the tensor
// size is the replica's GPUs and the routed experts spread over all of them (--ep_size); its
// batch limit holds for each rank, as vLLM's --max-num-seqs for each engine. Its KV cache takes a
// share of the memory left after the weights
// (--kv_cache_free_gpu_memory_fraction), vLLM's of all of it: the plan's share is the
// conservative stand-in (a little less KV cache than vLLM's).
std::vector<std::string> trtllm_argv(const ServingLaunch& v) {
    std::vector<std::string> a{"trtllm-serve",
                               v.model,
                               "--backend",
                               "pytorch",
                               "--host",
                               "0.0.0.0",
                               "--port",
                               "8000",
                               "--tp_size",
                               integer_text(v.tensor * v.data_parallel),
                               "--pp_size",
                               integer_text(v.pipeline),
                               "--max_batch_size",
                               integer_text(v.max_num_seqs),
                               "--max_num_tokens",
                               integer_text(v.max_num_batched_tokens),
                               max_length_flag(ServerEngine::TrtLlm),
                               integer_text(v.max_model_len),
                               memory_share_flag(ServerEngine::TrtLlm),
                               fraction(v.gpu_memory_utilization)};
    if (v.data_parallel > 1)
        a.insert(a.end(), {"--ep_size", integer_text(v.tensor * v.data_parallel)});
    // With options the file is written first, wherever the command runs (a
    // script, srun, a container's command): one `bash -c` line that writes it and execs.
    const std::string options = trtllm_extra_options(v);
    if (options.empty())
        return a;
    // The options hold no shell characters but braces, commas and spaces: double quotes.
    const std::string file = "/tmp/trtllm-extra-options.yaml";
    std::string line = "echo \"" + options + "\" > " + file + " && exec";
    for (const std::string& word : a)
        line += " " + shell_word(word);
    return {"bash", "-c", line + " --extra_llm_api_options " + file};
}

namespace {

// A shell line: the program and its words, each option on a line of its own.
std::string command_line(const std::vector<std::string>& argv) {
    std::string out;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        out += (i == 0 ? "" : a.rfind("--", 0) == 0 ? " \\\n    " : " ") + shell_word(a);
    }
    return out;
}

std::vector<std::string> vllm_argv(const ServingLaunch& v) {
    std::vector<std::string> a{"vllm"};
    for (std::string& arg : vllm_arguments(v))
        a.push_back(std::move(arg));
    return a;
}

} // namespace

std::vector<std::string> server_argv(const ServingLaunch& v) {
    switch (v.engine) {
    case ServerEngine::Sglang:
        return sglang_argv(v);
    case ServerEngine::TrtLlm:
        return trtllm_argv(v);
    case ServerEngine::Vllm:
        break;
    }
    return vllm_argv(v);
}

std::string server_command_line(const ServingLaunch& v) {
    return command_line(server_argv(v));
}

std::string vllm_command_line(const ServingLaunch& v) {
    return command_line(vllm_argv(v));
}

std::string sglang_serve_script(const ServingLaunch& v) {
    std::string cmd = command_line(sglang_argv(v));
    std::string out = std::string("#!/bin/bash\n# ") +
                      (v.engine == ServerEngine::Sglang
                           ? "The SGLang server of one replica, the engine the plan was timed for"
                           : "The same replica with SGLang instead of vLLM") +
                      " (GPU Planner).\nset -euo pipefail\n";
    if (v.nodes > 1) {
        out += per_node_preamble(v);
        cmd += " \\\n    --nnodes " + integer_text(v.nodes) +
               " --node-rank \"$NODE_RANK\" --dist-init-addr \"$HEAD:5000\"";
    }
    return out + "exec " + cmd + "\n";
}

std::string trtllm_serve_script(const ServingLaunch& v) {
    return std::string("#!/bin/bash\n# ") +
           (v.engine == ServerEngine::TrtLlm
                ? "The TensorRT-LLM server of one replica (trtllm-serve, PyTorch backend), the "
                  "engine the plan was timed for"
                : "The same replica with TensorRT-LLM's OpenAI server (trtllm-serve, PyTorch "
                  "backend)") +
           " (GPU Planner).\nset -euo pipefail\nexec " + command_line(trtllm_argv(v)) + "\n";
}

} // namespace gpuplanner::launch_detail
