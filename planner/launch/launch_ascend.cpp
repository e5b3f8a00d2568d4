// What the launch files say differently on Huawei Ascend NPUs (CANN and torch_npu): the
// environment a job sources, the options Ascend's stack cannot run, how Slurm asks for NPUs and
// the README's section on the stack. Sources: docs/export.md, "Ascend".
#include "launch/launch_text.h"

#include "io/errors.h"

namespace gpuplanner {

std::optional<LaunchStack> launch_stack(const PlanOption& o) {
    if (o.cuda)
        return LaunchStack::Cuda;
    if (o.vendor == "Huawei")
        return LaunchStack::Ascend;
    return std::nullopt;
}

} // namespace gpuplanner

namespace gpuplanner::launch_detail {

bool atlas_a3(const PlanOption& o) {
    return o.gpu_id == "ascend-910c"; // Atlas A3 systems carry the 910C, A2 the 910B
}

namespace {

struct Words {
    bool zh;
    const char* operator()(const char* en, const char* zh_text) const { return zh ? zh_text : en; }
};

} // namespace

std::string ascend_environment(LaunchStack stack, bool training) {
    if (stack != LaunchStack::Ascend)
        return {};
    // CANN's toolkit environment (its install guide; the images set it too, hence the test;
    // set_env.sh reads variables that may be unset, so not under `set -u`).
    std::string out = "# Huawei Ascend (CANN, torch_npu): the toolkit's environment.\n"
                      "if [ -f /usr/local/Ascend/ascend-toolkit/set_env.sh ]; then\n"
                      "    set +u\n"
                      "    source /usr/local/Ascend/ascend-toolkit/set_env.sh\n"
                      "    set -u\n"
                      "fi\n";
    // The variables MindSpeed-LLM's example scripts export: one stream per device for
    // Megatron's overlap, the NPU allocator's expandable segments, HCCL timeouts for large jobs.
    if (training)
        out += "# As MindSpeed-LLM's example scripts set them.\n"
               "export CUDA_DEVICE_MAX_CONNECTIONS=1 "
               "PYTORCH_NPU_ALLOC_CONF=expandable_segments:True\n"
               "export HCCL_CONNECT_TIMEOUT=1200 HCCL_EXEC_TIMEOUT=1200\n";
    return out;
}

std::string slurm_accelerator_lines(LaunchStack stack, std::int64_t per_node) {
    if (stack != LaunchStack::Ascend)
        return "#SBATCH --gpus-per-node=" + integer(per_node) + "\n";
    // Slurm knows GPUs, not NPUs: sites declare Ascend NPUs as a generic resource of their own
    // name (gres.conf), or hand out whole nodes.
    return "# Ascend NPUs are not Slurm GPUs: ask for them as your site declares them in\n"
           "# gres.conf (remove one '#'; the name may differ), or take whole nodes (--exclusive).\n"
           "##SBATCH --gres=npu:" +
           integer(per_node) + "\n";
}

void check_ascend_option(const Scenario& s, const PlanOption& o) {
    if (launch_stack(o) != LaunchStack::Ascend)
        return;
    if (!s.workload.is_inference()) {
        if (training_launch(o).engine == "megatron-deepspeed")
            throw InputError(
                "", "option",
                input_problem(InputProblemCode::AscendNoMegatronDeepSpeed, {{"gpu", o.gpu_id}}));
        return;
    }
    if (o.serving && o.serving->disaggregated)
        throw InputError(
            "", "option",
            input_problem(InputProblemCode::AscendNoDisaggregation, {{"gpu", o.gpu_id}}));
}

std::string ascend_readme(const Scenario& s, const PlanOption& o, bool chinese) {
    if (launch_stack(o) != LaunchStack::Ascend)
        return {};
    const Words t{chinese};
    std::string out = t("\n## On Ascend NPUs\n\n", "\n## 在昇腾 NPU 上\n\n");
    out += t("These files run Huawei's stack, not CUDA: CANN with PyTorch's `torch_npu` "
             "extension. The jobs source CANN's `set_env.sh`",
             "这些文件使用华为的软件栈而非 CUDA：CANN 加 PyTorch 的 `torch_npu` 扩展。作业会 "
             "source CANN 的 `set_env.sh`");
    out += s.workload.is_inference() ? t(".\n\n", "。\n\n")
                                     : t(" and set HCCL's timeouts as MindSpeed-LLM's examples "
                                         "do.\n\n",
                                         "，并按 MindSpeed-LLM 示例设置 HCCL 超时。\n\n");
    if (s.workload.is_inference()) {
        out += t("- Serving: vLLM-Ascend (the same `vllm serve` arguments, image `",
                 "- 推理服务：vLLM-Ascend（`vllm serve` 参数相同，镜像 `");
        out += serving_launch(s, o).image;
        out += t("`; Atlas A2 = 910B, A3 = 910C). TensorRT-LLM and SGLang files are not "
                 "written.\n",
                 "`；Atlas A2 即 910B，A3 即 910C）。不生成 TensorRT-LLM 和 SGLang 文件。\n");
    } else {
        const TrainingLaunch l = training_launch(o);
        if (uses_megatron(l))
            out += t("- Training: MindSpeed-LLM, which reads Megatron-LM's arguments "
                     "(`megatron_args.sh`, with `--use-mcore-models`): run its "
                     "`pretrain_gpt.py` (`TRAIN_SCRIPT`, default `pretrain_gpt.py` in "
                     "MindSpeed-LLM's folder). Release 26.1.0 runs Megatron-LM core_v0.12.1, "
                     "so arguments newer than that are left as comments in the file.\n",
                     "- 训练：MindSpeed-LLM，它读取 Megatron-LM 的参数（`megatron_args.sh`，含 "
                     "`--use-mcore-models`）：运行其 `pretrain_gpt.py`（`TRAIN_SCRIPT`，默认为 "
                     "MindSpeed-LLM 目录下的 `pretrain_gpt.py`）。26.1.0 版基于 Megatron-LM "
                     "core_v0.12.1，更新版本才有的参数在文件中保留为注释。\n");
        else
            out += t("- Training: your script with `import torch_npu` (DeepSpeed selects its "
                     "NPU accelerator when `torch_npu` is installed; FSDP runs over HCCL).\n",
                     "- 训练：您的脚本需 `import torch_npu`（安装 `torch_npu` 后 DeepSpeed 会"
                     "选用 NPU 加速器；FSDP 通过 HCCL 运行）。\n");
        out += t("- Image: `", "- 镜像：`");
        out += l.image;
        out += t("` (MindSpeed-LLM's tag scheme; build it with its `docker/image_build.sh` or "
                 "pull it from AscendHub into your registry).\n",
                 "`（MindSpeed-LLM 的标签格式；用其 `docker/image_build.sh` 构建，或从 AscendHub "
                 "拉取到您的镜像仓库）。\n");
    }
    out += t("- Kubernetes asks for `huawei.com/Ascend910` (MindCluster's Ascend Device Plugin, "
             "with Ascend Docker Runtime mounting the NPUs and driver); Slurm for the generic "
             "resource your site declares (`##SBATCH --gres=npu:N` is a placeholder).\n"
             "- `gpuprobe` measures CUDA GPUs only: hold the first steps against the plan's "
             "figures above and calibrate from the logs (`gpuplan calibrate`).\n",
             "- Kubernetes 申请 `huawei.com/Ascend910`（MindCluster 的 Ascend Device Plugin，"
             "由 Ascend Docker Runtime 挂载 NPU 和驱动）；Slurm 申请站点声明的通用资源"
             "（`##SBATCH --gres=npu:N` 为占位）。\n"
             "- `gpuprobe` 只测量 CUDA GPU：请用上面的方案数据对照最初几步，并根据日志校准"
             "（`gpuplan calibrate`）。\n");
    return out;
}

} // namespace gpuplanner::launch_detail
