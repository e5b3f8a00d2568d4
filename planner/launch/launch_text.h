#pragma once
// What the launch files share (launch_configs.cpp writes the engine settings, launch_targets.cpp
// the schedulers' files and the README). Internal to the launch module.
#include "launch/launch.h"

#include <string>

namespace gpuplanner::launch_detail {

inline std::string integer(std::int64_t v) {
    return std::to_string(v);
}

// A name Slurm, Kubernetes and SkyPilot all accept: lower-case letters, digits and '-', starting
// with a letter, at most 40 characters ("llama-2-7b-pre-training-on-2t-tokens").
[[nodiscard]] std::string job_name(const Scenario& s);
// Wall clock for the scheduler: the planned hours with a 20% margin and half an hour for start-up
// and checkpoint loading, in whole minutes, as Slurm's D-HH:MM:SS.
[[nodiscard]] std::string slurm_time_limit(double hours);
[[nodiscard]] std::int64_t time_limit_minutes(double hours);
// "#SBATCH --time=…" for a job of `hours`, with a note where it passes a week (what many
// partitions allow).
[[nodiscard]] std::string slurm_time_line(double hours);

// The engine settings as files: ds_config.json, megatron_args.sh, training.json (which apply).
[[nodiscard]] std::vector<LaunchFile> training_config_files(const TrainingLaunch& t,
                                                            const Scenario& s);
// megatron_args.sh's text (launch_megatron.cpp): the parallel sizes, batch, recomputation and
// model shape as Megatron-LM's arguments (MindSpeed-LLM's on Ascend).
[[nodiscard]] std::string megatron_arguments(const TrainingLaunch& t, const Scenario& s);
// Whether the engine reads megatron_args.sh, and the line that sources it from `config_dir`
// ("" when it does not).
[[nodiscard]] bool uses_megatron(const TrainingLaunch& t);
// The script the job runs unless TRAIN_SCRIPT names another: on Ascend, Megatron-LM's
// arguments go to MindSpeed-LLM's pretrain_gpt.py (run from its folder); elsewhere to the
// user's own train.py.
[[nodiscard]] const char* default_train_script(const TrainingLaunch& t);
[[nodiscard]] std::string megatron_source_line(const TrainingLaunch& t,
                                               const std::string& config_dir);
// The training command each node runs (torchrun with its rendezvous from `rendezvous`: the
// shell text of --nnodes/--node-rank/--rdzv flags for the scheduler at hand).
[[nodiscard]] std::string training_command(const TrainingLaunch& t, const std::string& rendezvous,
                                           const std::string& config_dir);
// `vllm serve ...` as a list of arguments after "vllm" (for a shell line or a container's args).
[[nodiscard]] std::vector<std::string> vllm_arguments(const ServingLaunch& v);
[[nodiscard]] std::string vllm_command_line(const ServingLaunch& v);
// vllm_serve.sh: the command of one replica; for a replica over several nodes, run on each.
[[nodiscard]] std::string vllm_serve_script(const ServingLaunch& v);
// The lines a serving script over several nodes starts with: how to run it, and the two
// variables (NODE_RANK, HEAD) it refuses to run without.
[[nodiscard]] std::string per_node_preamble(const ServingLaunch& v);
// The engines (launch_engines.cpp): "vllm", "sglang", "trtllm", and the script named after one.
[[nodiscard]] const char* server_engine_name(ServerEngine e);
[[nodiscard]] std::string server_script_name(ServerEngine e);
// The Kubernetes manifest of a service, named after the engine its pods start ("vllm.yaml",
// "sglang.yaml", "trtllm.yaml"), so that an SGLang service is not applied as "vllm.yaml".
[[nodiscard]] std::string server_manifest_name(ServerEngine e);
// The engine's server flags for the longest request it accepts and for its share of GPU memory:
// one spelling for its script and for the README that explains them.
[[nodiscard]] const char* max_length_flag(ServerEngine e);
[[nodiscard]] const char* memory_share_flag(ServerEngine e);
// The command that starts one node's server of v.engine, program first (a shell line, or a
// container's command and args).
[[nodiscard]] std::vector<std::string> server_argv(const ServingLaunch& v);
[[nodiscard]] std::string server_command_line(const ServingLaunch& v);
// sglang_serve.sh: the replica with SGLang (--tp-size t·d; with attention data parallelism
// --dp-size d --enable-dp-attention --ep-size t·d; over nodes --nnodes --node-rank).
[[nodiscard]] std::string sglang_serve_script(const ServingLaunch& v);
// trtllm_serve.sh: the replica with TensorRT-LLM's trtllm-serve (replicas of one node).
[[nodiscard]] std::string trtllm_serve_script(const ServingLaunch& v);

// Huawei Ascend (launch_ascend.cpp): the lines a job script sources CANN's environment with (""
// for CUDA), how a Slurm job asks for the node's accelerators, the options Ascend's stack cannot
// run (InputError, field "option"), and the README's section on the stack ("" for CUDA).
[[nodiscard]] std::string ascend_environment(LaunchStack stack, bool training);
// The option's NPUs are an Atlas A3 system's (910C): the images' "-a3" builds.
[[nodiscard]] bool atlas_a3(const PlanOption& o);
[[nodiscard]] std::string slurm_accelerator_lines(LaunchStack stack, std::int64_t per_node);
void check_ascend_option(const Scenario& s, const PlanOption& o);
[[nodiscard]] std::string ascend_readme(const Scenario& s, const PlanOption& o, bool chinese);

// A Slurm script's first lines: the shebang and what it was written for (scenario, offering, GPUs).
[[nodiscard]] std::string slurm_script_start(const Scenario& s, const PlanOption& o);
// `text` with every line indented by `spaces` (YAML blocks).
[[nodiscard]] std::string indent(const std::string& text, int spaces);
// A pod's containers and volumes (Kubernetes), indented as a pod spec's body: the image, its
// command lines (YAML at the container's level), GPUs, and extra volume mounts and volumes.
// Ascend NPUs are requested as the Ascend Device Plugin's huawei.com/Ascend910 resource.
[[nodiscard]] std::string pod_spec(const std::string& image, const std::string& command_yaml,
                                   std::int64_t gpus, const std::string& mounts,
                                   const std::string& volumes,
                                   LaunchStack stack = LaunchStack::Cuda);

// Disaggregated prefill and decode (launch_disaggregated.cpp): one vLLM instance
// (vllm_pd_worker.sh ROLE PORT [NIXL_PORT]), vLLM's proxy (pd_proxy.sh), a node's instances
// (pd_node.sh, for Slurm), the Slurm job, and the Kubernetes manifests.
[[nodiscard]] std::string vllm_pd_worker_script(const ServingLaunch& v);
[[nodiscard]] std::string pd_proxy_script();
[[nodiscard]] std::string pd_node_script(const ServingLaunch& v);
[[nodiscard]] std::string slurm_disaggregated(const Scenario& s, const PlanOption& o,
                                              const ServingLaunch& v, const std::string& name);
[[nodiscard]] std::string kubernetes_disaggregated(const ServingLaunch& v, const std::string& name);

// `vllm bench serve ...` at the load the plan simulated (its rate per replica, the clients of a
// closed loop, or a disaggregated service's whole rate through its proxy), the lengths, requests,
// seed, percentiles and the targets as goodput; its bench.json is what `gpuplan calibrate` reads.
// `base_url` is written as given (a placeholder host where it is empty). A length mix vLLM's
// random dataset cannot draw (bench_replays_lengths) is replayed from `lengths_path` (as
// written, a shell word), the random dataset at the mean lengths where that is empty.
[[nodiscard]] std::string serving_benchmark_command(const Scenario& s, const PlanOption& o,
                                                    const std::string& model,
                                                    const std::string& base_url,
                                                    const std::string& lengths_path);
// Whether the benchmark replays the plan's own requests: a trace, or normal or exponential
// lengths (vLLM's random dataset draws fixed or uniform lengths only).
[[nodiscard]] bool bench_replays_lengths(const InferenceWorkload& w);
// bench_lengths.csv: the requests the plan simulated (its draws, seed and count), each within
// v.max_model_len, as the BurstGPT CSV that `vllm bench serve --dataset-name burstgpt` reads.
[[nodiscard]] std::string bench_lengths_csv(const Scenario& s, const ServingLaunch& v);
// bench_serving.sh: that benchmark against $BASE_URL; bench-job.yaml: the same as a Kubernetes
// Job against the service's Service, carrying `lengths` (bench_lengths_csv's text, "" where the
// benchmark does not replay the plan's requests) in a ConfigMap while it fits one.
[[nodiscard]] std::string bench_serving_script(const Scenario& s, const PlanOption& o,
                                               const ServingLaunch& v);
[[nodiscard]] std::string bench_job_yaml(const Scenario& s, const PlanOption& o,
                                         const ServingLaunch& v, const std::string& name,
                                         const std::string& lengths);

// The data set and the kept checkpoints (the plan's storage sizing) with 10% room, in GiB, at
// least `at_least`.
[[nodiscard]] std::int64_t storage_gib(const PlanResult& plan, std::int64_t at_least);
// SkyPilot's name of the option's cloud ("aws", "gcp", "azure", "lambda"), or "" where it has
// none (the own machine, another provider).
[[nodiscard]] std::string skypilot_cloud(const PlanOption& o);
// task.yaml (launch_skypilot.cpp); InputError (field "format") where SkyPilot has no cloud.
[[nodiscard]] std::string skypilot(const Scenario& s, const PlanResult& plan, const PlanOption& o,
                                   const std::string& name);

// README.md of the folder: the files, what to fill in, the plan's figures to compare against;
// `chinese` writes README.zh-CN.md, the same in Simplified Chinese.
[[nodiscard]] std::string readme(const Scenario& s, const PlanResult& plan, const PlanOption& o,
                                 LaunchFormat f, const std::vector<LaunchFile>& files,
                                 bool chinese = false);

} // namespace gpuplanner::launch_detail
