// README.md (and README.zh-CN.md, the same in Chinese) of an export folder: what each file is, what
// the user fills in, and the plan's figures to hold the first real steps against (with how to read
// them off the run).
#include "launch/launch_text.h"

#include "io/number_text.h"
#include "io/units.h"
#include "launch/escape.h"
#include "scenario/scenario_schema.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include <sstream>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

namespace {

// The README's words in the reader's language: English (README.md) or Simplified Chinese
// (README.zh-CN.md); code, file names and figures are the same in both.
struct Words {
    bool zh;
    const char* operator()(const char* en, const char* zh_text) const { return zh ? zh_text : en; }
};

// The words name vLLM's manifest; an SGLang or TensorRT-LLM service's is named after its engine.
std::string naming_manifest(std::string words, const std::string& manifest) {
    const std::string vllm = "vllm.yaml";
    for (std::size_t at = words.find(vllm); at != std::string::npos && manifest != vllm;
         at = words.find(vllm, at + manifest.size()))
        words.replace(at, vllm.size(), manifest);
    return words;
}

const char* describe(const std::string& file, Words t) {
    if (file == "ds_config.json")
        return t("DeepSpeed configuration: ZeRO stage, offload, precision, micro-batch, "
                 "accumulation and train batch size of the plan's strategy",
                 "DeepSpeed 配置：方案策略的 ZeRO 阶段、卸载、精度、微批次、梯度累积和训练批大小");
    if (file == "megatron_args.sh")
        return t("Megatron-LM arguments (parallel sizes, batch, recomputation, model shape); "
                 "`source` it, then pass \"${MEGATRON_ARGS[@]}\"",
                 "Megatron-LM 参数（并行规模、批大小、重计算、模型形状）；先 `source`，再传入 "
                 "\"${MEGATRON_ARGS[@]}\"");
    if (file == "training.json")
        return t("the strategy's settings for your own PyTorch script (FSDP sharding that matches "
                 "the ZeRO stage)",
                 "供自有 PyTorch 脚本使用的策略设置（与 ZeRO 阶段对应的 FSDP 分片）");
    if (file == "vllm_pd_worker.sh")
        return t(
            "one vLLM instance of the disaggregated service: `vllm_pd_worker.sh prefill|decode "
            "PORT [NIXL_PORT]` (NixlConnector hands each prompt's KV cache from a prefill "
            "instance to a decode instance)",
            "分离式服务中的一个 vLLM 实例：`vllm_pd_worker.sh prefill|decode PORT "
            "[NIXL_PORT]`（NixlConnector 将每个提示的 KV 缓存从预填充实例交给解码实例）");
    if (file == "pd_proxy.sh")
        return t("vLLM's proxy in front (each request to a prefill instance, then to a decode "
                 "instance); set PREFILL_HOSTS, PREFILL_PORTS, DECODE_HOSTS, DECODE_PORTS",
                 "前端的 vLLM 代理（每个请求先发往预填充实例，再发往解码实例）；需设置 "
                 "PREFILL_HOSTS、PREFILL_PORTS、DECODE_HOSTS、DECODE_PORTS");
    if (file == "pd_node.sh")
        return t("the instances of one node (prefill first, in node order) and, on the first "
                 "node, the proxy; `job.sbatch` runs it on every node",
                 "一个节点上的实例（按节点顺序，预填充在前），第一个节点上还有代理；"
                 "`job.sbatch` 在每个节点上运行它");
    if (file == "vllm_serve.sh")
        return t("the `vllm serve` command of one replica", "一个副本的 `vllm serve` 命令");
    if (file == "bench_serving.sh")
        return t("the benchmark that checks the plan (`vllm bench serve` at the simulated load); "
                 "`BASE_URL=http://HOST:8000 ./bench_serving.sh` writes bench.json for `gpuplan "
                 "calibrate`",
                 "检验方案的基准测试（按模拟负载运行 `vllm bench serve`）；"
                 "`BASE_URL=http://HOST:8000 ./bench_serving.sh` 写出供 `gpuplan calibrate` "
                 "读取的 bench.json");
    if (file == "bench_lengths.csv")
        return t("the requests the plan simulated, which the benchmark replays (vLLM's "
                 "`burstgpt` dataset: a length mix its random prompts cannot draw)",
                 "方案模拟的请求，由基准测试重放（vLLM 的 `burstgpt` 数据集：其随机提示"
                 "无法生成的长度分布）");
    if (file == "bench-job.yaml")
        return t("the same benchmark as a Kubernetes Job against the service, which runs one "
                 "replica while it measures (the file says how); `kubectl logs` prints bench.json",
                 "作为 Kubernetes Job 对服务运行的同一基准测试，测量期间服务只运行一个副本"
                 "（文件中写明做法）；`kubectl logs` 输出 bench.json");
    if (file == "kserve.yaml")
        return t(
            "the same replicas as a KServe InferenceService (raw deployment mode): apply "
            "this or vllm.yaml, not both",
            "以 KServe InferenceService（原始部署模式）表示的相同副本：应用此文件或 vllm.yaml，"
            "不要同时应用");
    if (file == "trtllm_serve.sh")
        return t("the same replica with TensorRT-LLM's `trtllm-serve` (PyTorch backend) instead of "
                 "vLLM; the job files start vLLM",
                 "同一副本改用 TensorRT-LLM 的 `trtllm-serve`（PyTorch 后端）而非 vLLM；作业文件"
                 "启动的是 vLLM");
    if (file == "sglang_serve.sh")
        return t("the same replica with SGLang instead of vLLM (DP attention and expert "
                 "parallelism, as SGLang deploys DeepSeek); the job files start vLLM",
                 "用 SGLang 代替 vLLM 的同一副本（DP 注意力和专家并行，即 SGLang 部署 DeepSeek "
                 "的方式）；作业文件启动的是 vLLM");
    if (file == "job.sbatch")
        return t("Slurm batch script: `sbatch job.sbatch`",
                 "Slurm 批处理脚本：`sbatch job.sbatch`");
    if (file == "pytorchjob.yaml")
        return t("Kubeflow PyTorchJob with its checkpoint volume claim and the engine settings as "
                 "a ConfigMap: `kubectl apply -f pytorchjob.yaml`",
                 "Kubeflow PyTorchJob，含检查点卷声明，引擎设置放在 ConfigMap 中："
                 "`kubectl apply -f pytorchjob.yaml`");
    if (file == "vllm.yaml")
        return t("vLLM Deployment and Service: `kubectl apply -f vllm.yaml`",
                 "vLLM Deployment 与 Service：`kubectl apply -f vllm.yaml`");
    if (file == "task.yaml")
        return t("SkyPilot task: `sky launch task.yaml` (serving: `sky serve up task.yaml`)",
                 "SkyPilot 任务：`sky launch task.yaml`（推理服务：`sky serve up task.yaml`）");
    return "";
}

// A billing mode in the reader's words (the JSON name follows in a code span).
const char* billing_words(BillingMode m, Words t) {
    switch (m) {
    case BillingMode::OnDemand:
        return t("billed on demand", "按需计费");
    case BillingMode::Spot:
        return t("billed as spot capacity", "按竞价实例计费");
    case BillingMode::Reserved1y:
        return t("reserved for 1 year", "预留 1 年");
    case BillingMode::Reserved3y:
        return t("reserved for 3 years", "预留 3 年");
    case BillingMode::Owned:
        return t("your own machine", "自有机器");
    }
    return "";
}

// What the engine's memory setting is and where it came from (helper walkthrough, 2026-12-07:
// SGLang's --mem-fraction-static was unexplained). Each engine's flag means something else.
std::string memory_share_words(const ServingLaunch& v, Words t) {
    const bool sglang = v.engine == ServerEngine::Sglang;
    if (sglang && v.static_memory_fraction <= 0)
        return {};
    const std::string flag =
        std::string("`") + memory_share_flag(v.engine) + " " +
        format_number("%.2f", sglang ? v.static_memory_fraction : v.gpu_memory_utilization);
    switch (v.engine) {
    case ServerEngine::Sglang:
        return flag +
               t("` is the plan's weights and KV cache pool over each GPU's memory (the pool the "
                 "plan's KV capacity assumes; the memory per GPU above counts only the planned "
                 "sequences' cache): SGLang sizes only those two from it, and "
                 "its activations and CUDA graphs take the rest. If the server runs out of "
                 "memory, lower it: the KV cache, and the requests it holds at once, shrink with "
                 "it.\n\n",
                 "` 是方案的权重与 KV 缓存池占每个 GPU 显存的比例（该池即方案 KV 容量所假定的"
                 "缓存池；上表的每 GPU 显存只计入计划中序列的缓存）：SGLang 只按它划分"
                 "这两部分，激活和 CUDA Graph 使用其余显存。若服务器显存不足，请调低它：KV 缓存"
                 "及其可同时容纳的请求会随之减少。\n\n");
    case ServerEngine::TrtLlm:
        return flag +
               t("` is the share of the memory left after the weights that TensorRT-LLM gives "
                 "its KV cache, set to the share of the GPU the plan lets the engine take. As "
                 "the rest it keeps free is of the memory after the weights, not of the whole "
                 "GPU, its KV cache comes out a little larger than the plan's.\n\n",
                 "` 是加载权重后剩余显存中分给 TensorRT-LLM KV 缓存的比例，取方案允许引擎使用的"
                 "GPU 显存比例。由于它留出的空闲部分按权重之后的剩余显存而非整个 GPU 计算，其 KV "
                 "缓存会比方案的略大。\n\n");
    case ServerEngine::Vllm:
        break;
    }
    return flag + t("` is the share of each GPU's memory vLLM takes for weights, activations and "
                    "KV cache: the rest is the plan's allocator headroom (`overheads`).\n\n",
                    "` 是 vLLM 用于权重、激活和 KV 缓存的每 GPU 显存比例：其余为方案的分配器余量"
                    "（`overheads`）。\n\n");
}

// The latency rows of a service's table: the simulated percentile the targets are judged at
// where the option was simulated (what the workbench and the report give), else the analytic
// mean, said so (a README gave 0.24 s where the report gave a p95 of 1.10 s).
std::string serving_latency_rows(const PlanOption& o, Words t) {
    std::ostringstream out;
    const bool simulated = o.serving && o.serving->simulation;
    const double q = o.serving ? o.serving->workload.slo_percentile : 95;
    const std::string p = format_number(q == std::floor(q) ? "%.0f" : "%.1f", q);
    if (simulated)
        out << t("| time to first token, p", "| 首 token 时间，p") << p
            << t(" (simulated at the planned rate) | ", "（按计划速率模拟） | ")
            << format_number("%.2f", o.ttft_at_target_percentile()) << " s |\n"
            << t("| time per output token, p", "| 每输出 token 时间，p") << p
            << t(" (simulated) | ", "（模拟） | ")
            << grouped_figure(o.tpot_at_target_percentile() * 1e3,
                              o.tpot_at_target_percentile() < 0.01 ? 1 : 0)
            << " ms |\n"; // as the CLI writes it ("1,509 ms", "7.3 ms")
    else
        out << t("| time to first token (analytic mean at the scenario's concurrency) | ",
                 "| 首 token 时间（场景并发下的解析均值） | ")
            << format_number("%.2f", o.ttft_seconds) << " s |\n";
    return out.str();
}

} // namespace

std::string readme(const Scenario& s, const PlanResult& plan, const PlanOption& o, LaunchFormat f,
                   const std::vector<LaunchFile>& files, bool chinese) {
    const Words t{chinese};
    std::ostringstream out;
    // Names from the scenario and the catalogs are data: escaped Markdown text, code spans.
    out << t("# Launch files: ", "# 启动文件：") << markdown_text(s.name) << "\n\n"
        << t("Chinese: [README.zh-CN.md](README.zh-CN.md)", "English: [README.md](README.md)")
        << "\n\n"
        << t("Written by GPU Planner (`gpuplan export ... --format ",
             "由 GPU Planner 生成（`gpuplan export ... --format ")
        << to_string(f) << t("`) for the option ", "`），对应方案 ") << markdown_code(o.provider)
        << " " << markdown_code(o.instance) << " (" << markdown_code(o.region)
        << "): " << grouped_figure(static_cast<double>(o.gpu_count), 0) << " x "
        << markdown_code(o.gpu_id) << t(" on ", "，") << o.nodes << t(" node(s), ", " 个节点，")
        << billing_words(o.billing, t) << t(" (`", "（`") << to_string(o.billing)
        << t("`).", "`）。")
        << t("\n\n## Files\n\n| file | what |\n|---|---|\n",
             "\n\n## 文件\n\n| 文件 | 内容 |\n|---|---|\n");
    const ServerEngine engine =
        s.workload.is_inference() ? serving_launch(s, o).engine : ServerEngine::Vllm;
    // The service's manifest is named after the engine its pods start; the words below name
    // vLLM's, and are given the right name where they are written.
    const std::string manifest = server_manifest_name(engine);
    for (const LaunchFile& file : files) {
        std::string what = describe(file.name == manifest ? "vllm.yaml" : file.name, t);
        if (engine != ServerEngine::Vllm && file.name == server_script_name(engine))
            what = t("the server of one replica, with the engine the plan was timed for "
                     "(`performance.serving_engine`); the job files start it",
                     "一个副本的服务器，使用方案计时所依据的引擎（`performance.serving_engine`）；"
                     "作业文件启动的就是它");
        else if (engine != ServerEngine::Vllm && file.name == "vllm_serve.sh")
            what = t("the same replica with vLLM, for comparison (the plan was timed for the "
                     "other engine)",
                     "用 vLLM 运行的同一副本，供对照（方案按另一引擎计时）");
        if (file.name == manifest && disaggregated(o))
            what = t("the prefill and decode Deployments, the proxy and their Services: `kubectl "
                     "apply -f vllm.yaml`",
                     "预填充与解码 Deployment、代理及其 Service：`kubectl apply -f vllm.yaml`");
        else if (file.name == manifest && replica_spans_nodes(o))
            what = t("a LeaderWorkerSet (one leader and its workers per replica, over several "
                     "nodes), the scripts' ConfigMap and the leader's Service: `kubectl apply -f "
                     "vllm.yaml` (needs the LeaderWorkerSet controller)",
                     "LeaderWorkerSet（每个副本一个 leader 及其 worker，跨多个节点）、脚本 "
                     "ConfigMap 与 leader 的 Service：`kubectl apply -f vllm.yaml`（需要 "
                     "LeaderWorkerSet 控制器）");
        else if (file.name == "task.yaml" && replica_spans_nodes(o))
            what = t("SkyPilot task of one replica's cluster, the engine's script on each of its "
                     "nodes: `sky launch -c NAME-1 task.yaml` from this folder, once per replica "
                     "(SkyServe runs one-node replicas), and a load balancer in front",
                     "一个副本集群的 SkyPilot 任务，在其每个节点上运行引擎脚本：在本文件夹中"
                     "每个副本运行一次 `sky launch -c NAME-1 task.yaml`（SkyServe 只运行单节点"
                     "副本），并在前面放置负载均衡器");
        else if (file.name == manifest && engine != ServerEngine::Vllm)
            what = t("the server's Deployment and Service (the engine the plan was timed for): "
                     "`kubectl apply -f vllm.yaml`",
                     "服务器的 Deployment 与 Service（方案计时所依据的引擎）："
                     "`kubectl apply -f vllm.yaml`");
        out << "| `" << file.name << "` | " << naming_manifest(what, manifest) << " |\n";
    }
    out << t("| `README.md` | this file |\n| `README.zh-CN.md` | this file in Chinese |\n\n"
             "## Fill in before the first run\n\n",
             "| `README.md` | 本说明的英文版 |\n| `README.zh-CN.md` | 本文件 |\n\n"
             "## 首次运行前需填写\n\n");
    if (f == LaunchFormat::Slurm)
        out << t("- the partition and account: remove one `#` from the `##SBATCH` lines;\n",
                 "- 分区和账户：去掉 `##SBATCH` 行中的一个 `#`；\n");
    const bool ascend = launch_stack(o) == LaunchStack::Ascend;
    if (f == LaunchFormat::Kubernetes)
        out << t("- the container image (a public one with the right software: your "
                 "registry's copy, or a newer tag once you have checked it), the node "
                 "selector and tolerations of your ",
                 "- 容器镜像（含相应软件的公开镜像：可换成你的镜像仓库中的副本，"
                 "或经你验证后的更新标签）、")
            << (ascend ? "NPU" : "GPU")
            << (s.workload.is_inference()
                    ? t(" nodes, and for a gated model the `hf-token` Secret that the manifest's "
                        "commented `env` reads;\n",
                        " 节点的节点选择器和容忍度；受限模型还需创建清单中注释掉的 `env` 所读取的 "
                        "`hf-token` Secret；\n")
                    : t(" nodes, the storage class of the checkpoint claim;\n",
                        " 节点的节点选择器和容忍度、检查点卷声明的存储类；\n"));
    if (f == LaunchFormat::SkyPilot && !s.workload.is_inference())
        out << t("- the checkpoint bucket (`file_mounts`), which outlives the cluster;\n",
                 "- 检查点存储桶（`file_mounts`），集群释放后仍保留；\n");
    if (s.workload.is_inference()) {
        const ServingLaunch launch = serving_launch(s, o);
        out << t("- the model: ", "- 模型：") << markdown_code(launch.model)
            << t(" is the repository the planner's figures come from; a gated model needs "
                 "`HF_TOKEN` in the environment;\n",
                 " 是规划数据所依据的仓库；受限模型需要在环境中设置 `HF_TOKEN`；\n");
        if (launch.speculative_tokens > 0 && !launch.speculative_mtp) {
            // Where each engine's files name the draft (launch_configs.cpp, launch_engines.cpp).
            const std::string where =
                launch.engine == ServerEngine::Sglang   ? "`--speculative-draft-model-path`"
                : launch.engine == ServerEngine::TrtLlm ? "`speculative_model_dir`"
                                                        : "`--speculative-config`";
            out << t("- the draft model (`", "- 草稿模型（");
            if (t.zh)
                out << where << " 中的 `" << kDraftModelPlaceholder << "`";
            else
                out << kDraftModelPlaceholder << "` in " << where;
            out << t("): the plan decodes ", "）：方案按每步推测 ")
                << s.workload.inference.speculative_tokens
                << t(" speculative tokens a step at the acceptance rate you gave (",
                     " 个 token、按你给出的接受率（")
                << format_number("%.0f%%", s.workload.inference.speculative_acceptance * 100)
                << (launch.engine == ServerEngine::TrtLlm ? t(");\n", "）解码；\n")
                    : launch.engine == ServerEngine::Sglang
                        ? t("); an EAGLE-3 speculator is `--speculative-algorithm EAGLE3`;\n",
                            "）解码；EAGLE-3 推测器写作 `--speculative-algorithm EAGLE3`；\n")
                        : t("); an EAGLE-3 speculator is `\"method\": \"eagle3\"`;\n",
                            "）解码；EAGLE-3 推测器写作 `\"method\": \"eagle3\"`；\n"));
        }
    } else
        out << t("- your training script: `TRAIN_SCRIPT` (default `",
                 "- 训练脚本：`TRAIN_SCRIPT`（默认 `")
            << default_train_script(training_launch(o))
            << t("`), which reads the engine settings above, and the data and checkpoint paths "
                 "it takes;\n",
                 "`），它读取上述引擎设置，以及它所需的数据和检查点路径；\n");
    const TrainingWorkload& w = s.workload.training;
    if (!s.workload.is_inference() && w.method != FineTuneMethod::Full) {
        std::string targets;
        for (const std::string& target : w.lora_targets)
            targets += (targets.empty() ? "" : ", ") + markdown_code(target);
        out << t("- the adapters the plan assumed: ", "- 方案假定的适配器：") << to_string(w.method)
            << t(" rank ", " 秩 ") << w.lora_rank
            << (targets.empty() ? std::string() : t(" on ", "，作用于 ") + targets)
            << (w.method == FineTuneMethod::QLoRA
                    ? t(", the frozen weights in 4-bit NF4", "，冻结权重为 4 位 NF4")
                    : "")
            << t(" (PEFT's `LoraConfig(r=", "（PEFT 的 `LoraConfig(r=") << w.lora_rank
            << t(")`);\n", ")`）；\n");
    }
    const char* collectives = ascend ? "HCCL" : "NCCL";
    out << t("- anything your site requires (modules, containers, network interfaces for ",
             "- 站点要求的其他内容（模块、容器、")
        << collectives
        << t(").\n\n## The plan's figures, to compare the first steps against\n\n"
             "| figure | planned |\n|---|---|\n",
             " 使用的网络接口）。\n\n## 方案数据：用来对照最初几步\n\n| 指标 | 计划值 "
             "|\n|---|---|\n");
    out << t("| wall clock | ", "| 墙钟时间 | ") << grouped_figure(o.hours, 1) << " h |\n"
        << t("| cost | ", "| 费用 | ") << grouped_figure(o.cost, 0) << " "
        << markdown_text(plan.currency) << " |\n";
    if (o.strategy && !s.workload.is_inference()) {
        const StrategyResult& r = *o.strategy;
        const TrainingTime& time = r.time;
        out << t("| memory per GPU | ", "| 每 GPU 显存 | ")
            << format_number("%.1f", r.memory.total_bytes() / kGiB) << " GiB |\n"
            << t("| steps | ", "| 步数 | ") << grouped_figure(static_cast<double>(r.best.steps), 0)
            << " |\n"
            << t("| seconds per step | ", "| 每步秒数 | ")
            << format_number("%.2f",
                             time.total_seconds /
                                 static_cast<double>(std::max<std::int64_t>(1, r.best.steps)))
            << " |\n"
            << "| MFU | " << format_number("%.0f%%", time.mfu * 100) << " |\n";
        // On Ascend torch_npu's counters and npu-smi; gpuprobe measures CUDA GPUs only.
        out << t("\nHow to read them off the run: the step time from DeepSpeed's "
                 "`steps_per_print` lines or Megatron's `elapsed time per iteration (ms)`; memory "
                 "from `",
                 "\n如何从运行中读出：步时取自 DeepSpeed 的 `steps_per_print` 行或 Megatron 的 "
                 "`elapsed time per iteration (ms)`；显存取自 `")
            << (ascend ? "torch.npu.max_memory_allocated()" : "torch.cuda.max_memory_allocated()")
            << t("` (GiB = 2^30 bytes) or `", "`（GiB = 2^30 字节）或 `")
            << (ascend ? "npu-smi info" : "nvidia-smi")
            << t("`; MFU as 6 x (active) parameters x tokens per second / (GPUs x dense peak). "
                 "A step time more than 15% off the plan means the plan's assumptions (MFU, "
                 "network) do not hold on this cluster: ",
                 "`；MFU = 6 × （激活）参数量 × 每秒 token 数 / （GPU 数 × 稠密峰值）。步时与计划"
                 "相差超过 15% 说明方案的假设（MFU、网络）在此集群上不成立：")
            << (ascend ? ""
                       : t("measure the GPU with `gpuprobe`, and ", "用 `gpuprobe` 测量 GPU；"))
            << t("after the first logging intervals run `gpuplan calibrate LOG --scenario "
                 "SCENARIO -o calibration.json` (LOG: the job's output, e.g. slurm-JOBID.out), "
                 "then plan with `--calibration calibration.json`.\n",
                 "最初几个日志间隔之后运行 `gpuplan calibrate LOG --scenario SCENARIO -o "
                 "calibration.json`（LOG：作业输出，如 slurm-JOBID.out），再加 `--calibration "
                 "calibration.json` 重新规划。\n");
    } else if (s.workload.is_inference()) {
        out << t("| replicas | ", "| 副本数 | ") << o.replicas << " |\n"
            << t("| output tokens per second, all replicas | ", "| 所有副本每秒输出 token 数 | ")
            << grouped_figure(o.tokens_per_second, 0) << " |\n"
            << serving_latency_rows(o, t) << t("| memory per GPU | ", "| 每 GPU 显存 | ")
            << format_number("%.1f", (o.memory_per_gpu_bytes > 0 ? o.memory_per_gpu_bytes
                                                                 : plan.memory.total_bytes()) /
                                         kGiB)
            << " GiB |\n";
        const ServingLaunch launch = serving_launch(s, o);
        if (launch.disaggregated()) {
            const DisaggregatedService& pd = *o.serving->disaggregated;
            out << t("\nPrefill and decode run on vLLM instances of their own (",
                     "\n预填充和解码运行在各自的 vLLM 实例上（")
                << launch.prefill_workers << t(" prefill + ", " 个预填充 + ")
                << launch.decode_workers << t(" decode, tp ", " 个解码，tp ") << launch.tensor
                << t("): each prompt's KV cache (", "）：每个提示的 KV 缓存（")
                << format_number("%.1f", pd.kv_transfer_bytes / 1e6)
                << t(" MB per GPU) goes over NIXL in about ", " MB/GPU）经 NIXL 传输约 ")
                << format_number("%.1f", pd.kv_transfer_seconds * 1e3)
                << t(" ms. Needs vLLM 0.9 or newer with `nixl`; the proxy is vLLM's "
                     "`toy_proxy_server.py` (fetched by `pd_proxy.sh`). The benchmark below runs "
                     "against the proxy (PROXY) at the whole service's rate.\n",
                     " 毫秒。需要 vLLM 0.9 或更新版本及 `nixl`；代理为 vLLM 的 "
                     "`toy_proxy_server.py`（由 `pd_proxy.sh` 下载）。下面的基准测试以整个服务的"
                     "请求速率对代理（PROXY）运行。\n");
        }
        // The engine the option runs says it in its own words (helper walkthrough,
        // 2026-12-07: an SGLang export told the reader what vLLM logs).
        if (launch.engine == ServerEngine::Vllm)
            out << t("\nHow to read them off the run: vLLM logs `Model loading took X GiB` and "
                     "the KV cache's size in tokens at start; ",
                     "\n如何从运行中读出：vLLM 启动时记录 `Model loading took X GiB` 和以 token "
                     "计的 KV 缓存大小；");
        else
            out << t("\nHow to read them off the run: the engine's start-up log gives the "
                     "weights' memory and the KV cache's size in tokens (`gpuplan calibrate` "
                     "reads vLLM's); ",
                     "\n如何从运行中读出：引擎的启动日志给出权重所占显存和以 token 计的 KV 缓存"
                     "大小（`gpuplan calibrate` 读取 vLLM 的日志）；");
        out << t("throughput, time to first token and time per output token from a benchmark at "
                 "the plan's load and lengths, against one replica:\n\n",
                 "吞吐量、首 token 时间和每输出 token 时间取自按方案负载和长度、对一个副本运行的"
                 "基准测试：\n\n");
        // Each engine's own flag (helper walkthrough, 2026-12-07: an SGLang README named vLLM's).
        // Normal and exponential lengths have no longest: the model's context (2026-12-07).
        out << "`" << max_length_flag(launch.engine) << " " << launch.max_model_len
            << t("` is the longest request the plan's lengths allow (a trace's longest, a "
                 "uniform spread's bound; the model's context for normal or exponential "
                 "lengths, which have no longest), within one attention group's KV cache; the "
                 "engine refuses longer ones.\n\n",
                 "` 是方案长度所允许的最长请求（轨迹中最长的一条、均匀分布的上界；正态或指数分布"
                 "没有最长值，取模型的上下文长度），且不超过一个注意力组的 KV 缓存；引擎会拒绝"
                 "更长的请求。\n\n");
        out << memory_share_words(launch, t);
        const InferenceWorkload& mix = s.workload.inference;
        if (bench_replays_lengths(mix)) {
            out << t("The benchmark replays the plan's own requests: `bench_lengths.csv` holds "
                     "the ",
                     "基准测试重放方案自己的请求：`bench_lengths.csv` 保存方案模拟的 ")
                << mix.simulated_requests
                << t(" the plan simulated (the same draws and seed), in the BurstGPT columns "
                     "vLLM's `burstgpt` dataset reads, so its tail percentiles compare with the "
                     "plan's. Its prompts are synthetic tokens of each row's length (a few tokens "
                     "off once the server tokenises them again)",
                     " 个请求（相同的抽样和种子），采用 vLLM `burstgpt` 数据集读取的 BurstGPT "
                     "列格式，因此其尾部百分位可与方案对照。提示为按每行长度生成的合成 token"
                     "（服务器重新分词后可能相差几个 token）");
            if (mix.prefix_cache_hit_share > 0)
                out << t("; they share no prefix, so the plan's prefix-cache hits are not sent "
                         "and the measured time to first token runs above the plan's",
                         "；它们没有共享前缀，方案的前缀缓存命中不会被发送，实测首 token "
                         "时间将高于方案值");
            out << t(". `gpuplan calibrate` plans the benchmark at its mean lengths.\n\n",
                     "。`gpuplan calibrate` 按基准测试的平均长度规划。\n\n");
        }
        // docs/calibration.md "Serving benchmarks": the result and the start-up log are what
        // `gpuplan calibrate` reads back.
        // calibrate plans the benchmark on one GPU and layout: the scenario names this
        // option's (helper walkthrough, 2026-12-06: the command failed without them, and found
        // another layout with only the GPU pinned).
        const InferenceWorkload& sw = o.serving ? o.serving->workload : s.workload.inference;
        // The GPU's id is catalog data: a JSON string in a Markdown code span (escaped).
        const std::string hardware = "\"hardware\": {\"gpu\": " +
                                     nlohmann::json(o.gpu_id).dump(
                                         -1, ' ', false, nlohmann::json::error_handler_t::replace) +
                                     ", \"count\": " + std::to_string(sw.replica_gpus()) + "}";
        const std::string layout =
            "\"tensor_parallel\": " + std::to_string(sw.tensor_parallel) +
            ", \"pipeline_parallel\": " + std::to_string(sw.pipeline_parallel) +
            (sw.attention_data_parallel > 1
                 ? ", \"attention_data_parallel\": " + std::to_string(sw.attention_data_parallel)
                 : std::string());
        out << t("SCENARIO is the scenario pinned to this option's replica: add ",
                 "SCENARIO 为固定到此方案副本的场景：加入 ")
            << markdown_code(hardware) << t(" and, in `workload`, ", "，并在 `workload` 中加入 ")
            << markdown_code(layout) << t(".\n\n", "。\n\n");
        out << "```sh\n"
            << serving_benchmark_command(s, o, launch.model, "", "bench_lengths.csv") << "\n"
            << "gpuplan calibrate bench.json vllm-startup.log --scenario SCENARIO -o "
               "calibration.json\n```\n\n"
            << t("(`vllm-startup.log`: the server's output up to \"Application startup "
                 "complete\"; SGLang's `python -m sglang.bench_serving` output and GuideLLM's "
                 "`benchmarks.json` read the same way.) Plan again with `--calibration "
                 "calibration.json`: the measured prefill and decode step replace the plan's on "
                 "this GPU and engine.\n",
                 "（`vllm-startup.log`：服务器启动到 \"Application startup complete\" 为止的输出；"
                 "SGLang 的 `python -m sglang.bench_serving` 输出和 GuideLLM 的 "
                 "`benchmarks.json` 同样可读。）再加 `--calibration calibration.json` 重新规划："
                 "实测的预填充和解码步时间在此 GPU 与引擎上替换方案值。\n");
    }
    out << ascend_readme(s, o, chinese);
    return out.str();
}

} // namespace gpuplanner::launch_detail
