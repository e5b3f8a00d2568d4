// README.md of an export folder: what each file is, what the user fills in, and the plan's
// figures to hold the first real steps against (with how to read them off the run).
#include "launch/launch_text.h"

#include "io/number_text.h"
#include "io/units.h"
#include "launch/escape.h"
#include "scenario/scenario_schema.h"

#include <sstream>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

namespace {

const char* describe(const std::string& file) {
    if (file == "ds_config.json")
        return "DeepSpeed configuration: ZeRO stage, offload, precision, micro-batch, accumulation "
               "and train batch size of the plan's strategy";
    if (file == "megatron_args.sh")
        return "Megatron-LM arguments (parallel sizes, batch, recomputation, model shape); "
               "`source` it, then pass \"${MEGATRON_ARGS[@]}\"";
    if (file == "training.json")
        return "the strategy's settings for your own PyTorch script (FSDP sharding that matches "
               "the ZeRO stage)";
    if (file == "vllm_serve.sh")
        return "the `vllm serve` command of one replica";
    if (file == "sglang_serve.sh")
        return "the same replica with SGLang instead of vLLM (DP attention and expert "
               "parallelism, as SGLang deploys DeepSeek); the job files start vLLM";
    if (file == "job.sbatch")
        return "Slurm batch script: `sbatch job.sbatch`";
    if (file == "pytorchjob.yaml")
        return "Kubeflow PyTorchJob with its checkpoint volume claim and the engine settings as a "
               "ConfigMap: `kubectl apply -f pytorchjob.yaml`";
    if (file == "vllm.yaml")
        return "vLLM Deployment and Service: `kubectl apply -f vllm.yaml`";
    if (file == "task.yaml")
        return "SkyPilot task: `sky launch task.yaml` (serving: `sky serve up task.yaml`)";
    return "";
}

} // namespace

std::string readme(const Scenario& s, const PlanResult& plan, const PlanOption& o, LaunchFormat f,
                   const std::vector<LaunchFile>& files) {
    std::ostringstream out;
    // Names from the scenario and the catalogs are data: escaped Markdown text, code spans.
    out << "# Launch files: " << markdown_text(s.name) << "\n\n"
        << "Written by GPU Planner (`gpuplan export ... --format " << to_string(f)
        << "`) for the option " << markdown_code(o.provider) << " " << markdown_code(o.instance)
        << " (" << markdown_code(o.region) << "): " << o.gpu_count << " x "
        << markdown_code(o.gpu_id) << " on " << o.nodes << " node(s), " << to_string(o.billing)
        << " billing.\n\n## Files\n\n| file | what |\n|---|---|\n";
    for (const LaunchFile& file : files)
        out << "| `" << file.name << "` | " << describe(file.name) << " |\n";
    out << "| `README.md` | this file |\n\n## Fill in before the first run\n\n";
    if (f == LaunchFormat::Slurm)
        out << "- the partition and account: remove one `#` from the `##SBATCH` lines;\n";
    if (f == LaunchFormat::Kubernetes)
        out << "- the container image (a placeholder with the right software), the node selector "
               "and tolerations of your GPU nodes, the storage class of the checkpoint claim;\n";
    if (f == LaunchFormat::SkyPilot && !s.workload.is_inference())
        out << "- the checkpoint bucket (`file_mounts`), which outlives the cluster;\n";
    if (s.workload.is_inference())
        out << "- the model: " << markdown_code(serving_launch(s, o).model)
            << " is the repository the planner's figures come from; a gated model needs "
               "`HF_TOKEN` in the environment;\n";
    else
        out << "- your training script: `TRAIN_SCRIPT` (default `train.py`), which reads the "
               "engine settings above, and the data and checkpoint paths it takes;\n";
    const TrainingWorkload& w = s.workload.training;
    if (!s.workload.is_inference() && w.method != FineTuneMethod::Full) {
        std::string targets;
        for (const std::string& t : w.lora_targets)
            targets += (targets.empty() ? "" : ", ") + markdown_code(t);
        out << "- the adapters the plan assumed: " << to_string(w.method) << " rank " << w.lora_rank
            << (targets.empty() ? std::string() : " on " + targets)
            << (w.method == FineTuneMethod::QLoRA ? ", the frozen weights in 4-bit NF4" : "")
            << " (PEFT's `LoraConfig(r=" << w.lora_rank << ")`);\n";
    }
    out << "- anything your site requires (modules, containers, network interfaces for NCCL).\n\n"
        << "## The plan's figures, to compare the first steps against\n\n";
    out << "| figure | planned |\n|---|---|\n";
    out << "| wall clock | " << format_number("%.1f", o.hours) << " h |\n"
        << "| cost | " << format_number("%.0f", o.cost) << " " << markdown_text(plan.currency)
        << " |\n";
    if (o.strategy && !s.workload.is_inference()) {
        const StrategyResult& r = *o.strategy;
        const TrainingTime& t = r.time;
        out << "| memory per GPU | " << format_number("%.1f", r.memory.total_bytes() / kGiB)
            << " GiB |\n"
            << "| steps | " << r.best.steps << " |\n"
            << "| seconds per step | "
            << format_number("%.2f", t.total_seconds / static_cast<double>(
                                                           std::max<std::int64_t>(1, r.best.steps)))
            << " |\n"
            << "| MFU | " << format_number("%.0f%%", t.mfu * 100) << " |\n";
        out << "\nHow to read them off the run: the step time from DeepSpeed's `steps_per_print` "
               "lines or Megatron's `elapsed time per iteration (ms)`; memory from "
               "`torch.cuda.max_memory_allocated()` (GiB = 2^30 bytes) or `nvidia-smi`; MFU as "
               "6 x (active) parameters x tokens per second / (GPUs x dense peak). A step time "
               "more than "
               "15% off the plan means the plan's assumptions (MFU, network) do not hold on this "
               "cluster: measure the GPU with `gpuprobe` and set `performance.achieved_tflops`.\n";
    } else if (s.workload.is_inference()) {
        out << "| replicas | " << o.replicas << " |\n"
            << "| output tokens per second, all replicas | "
            << format_number("%.0f", o.tokens_per_second) << " |\n"
            << "| time to first token | " << format_number("%.2f", o.ttft_seconds) << " s |\n"
            << "| memory per GPU | "
            << format_number("%.1f", (o.memory_per_gpu_bytes > 0 ? o.memory_per_gpu_bytes
                                                                 : plan.memory.total_bytes()) /
                                         kGiB)
            << " GiB |\n";
        out << "\nHow to read them off the run: vLLM logs `model weights took X GiB` and the KV "
               "cache's size in tokens at start; throughput and time to first token from "
               "`vllm bench serve` at the plan's concurrency.\n";
    }
    return out.str();
}

} // namespace gpuplanner::launch_detail
