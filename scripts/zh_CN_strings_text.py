# Simplified Chinese translations, continued (zh_CN_strings.py merges them): the planner's
# diagnostics, the report's assumptions, summary sentences, field names and the launch-file
# export. Kept apart so that neither file grows past a reviewable size.
ZH = {}
# Planner diagnostics (ui/core/text/diagnostic_text.cpp, context "Diagnostic").
ZH.update({
    "%1 Gbps between nodes: gradient exchange will be slow": "节点间仅 %1 Gbps：梯度交换会很慢",
    "%1 of the %2 GPUs stay idle: no layout that fits uses them all": "%2 块 GPU 中有 %1 块闲置：没有能容纳的布局可用满全部 GPU",
    "%1 offering(s) skipped: their GPU is not in the GPU catalog": "跳过 %1 个实例：其 GPU 不在 GPU 目录中",
    "%1 s per output token misses the target": "每个输出 token %1 秒，未达到目标",
    "%1 spot option(s) dropped: without checkpoints the expected time has no bound": "舍弃 %1 个竞价方案：没有检查点时预期时间没有上限",
    "%1 price(s) given again by a later catalog replace the earlier ones (the first: %2)": "后加载的目录再次给出 %1 个价格，已替换先前的价格（第一个：%2）",
    "a %1-hour job in a single zone: a zone outage stops it; plan checkpoints to storage another zone can read": "单一可用区中运行 %1 小时的任务：可用区故障会使其中断；请把检查点存到其他可用区可读取的存储中",
    "a reservation is paid whether used or not: reserved costs assume the capacity is used %1% of its term": "预留实例无论是否使用都要付费：预留成本假设在期限内 %1% 的时间在使用",
    "a reservation is paid whether used or not: reserved options are charged their whole term, since the scenario does not say the rest of it is used (billing.reserved.utilization)": "预留实例无论是否使用都要付费：场景未说明期限的其余时间有其他用途，因此预留方案按整个期限计费（billing.reserved.utilization）",
    "constraints.deadline_hours applies to training jobs; a service runs for workload.duration_hours": "constraints.deadline_hours 只适用于训练任务；服务按 workload.duration_hours 运行",
    "exchange rates as of %1 are older than six months: set today's in the scenario (currency.rates_per_usd)": "%1 的汇率已超过六个月：请在场景中设置当前汇率（currency.rates_per_usd）",
    "incompatible: %1": "不兼容：%1",
    "misses the %1 h deadline": "未能在 %1 小时的期限内完成",
    "more GPUs than constraints.max_gpus": "GPU 数超过 constraints.max_gpus",
    "no option meets the constraints and fits in memory": "没有方案同时满足约束并能装入显存",
    "no snapshot policy: an instance lost for good takes the data and checkpoints on its disks with it; keep them on snapshotted or object storage": "没有快照策略：实例永久丢失时，其磁盘上的数据和检查点也随之丢失；请保存在有快照的存储或对象存储中",
    "offload needs %1 GiB of host RAM per GPU process": "卸载需要每个 GPU 进程 %1 GiB 主机内存",
    "offload needs %1 GiB of host RAM per node, the instance has %2 GiB": "卸载需要每个节点 %1 GiB 主机内存，该实例只有 %2 GiB",
    "over budget": "超出预算",
    "price as of %1 is older than six months": "%1 的价格已超过六个月",
    "serving is modelled for transformer language models only (prefill, decode, KV cache); %1 is planned by parameters and FLOPs per sample, for training": "推理服务只对 Transformer 语言模型建模（预填充、解码、KV 缓存）；%1 按参数量和每样本 FLOPs 规划，仅适用于训练",
    "spot capacity can be reclaimed at any time: keep on-demand capacity for the service level": "竞价容量随时可能被回收：请保留按需容量以保证服务水平",
    "spot without checkpoints: every interruption restarts the job from the beginning": "竞价实例没有检查点：每次中断都要从头重新开始",
    "the GPUs read %1 GB/s, more than the %2 GB/s storage gives: data loading bounds the job": "GPU 读取 %1 GB/s，超过存储提供的 %2 GB/s：数据加载成为瓶颈",
    "the layout runs %1 sequences per step, more than the %2 asked for: fewer data-parallel replicas or a larger batch": "该布局每步运行 %1 条序列，多于要求的 %2 条：请减少数据并行副本或增大批量",
    "the layout runs %1 sequences per step, more than the %2 of the default global batch: fewer data-parallel replicas or a larger batch": "该布局每步运行 %1 条序列，多于默认全局批量的 %2 条：请减少数据并行副本或增大批量",
    "the local %1 machine cannot run this workload (memory or precision)": "本地 %1 机器无法运行该工作负载（显存或精度）",
    "the strategy fields set in the scenario do not fit on any GPU of the plan: at best they need %1 GiB per GPU on %2 (%3 GiB); leave them to the planner (remove them) or change them": "场景中设定的策略字段在规划中的任何 GPU 上都放不下：最少也需要在 %2（%3 GiB）上每 GPU %1 GiB；请交给规划器（删除这些字段）或修改它们",
    "time to first token %1 s misses the target": "首 token 时间 %1 秒，未达到目标",
    "unverified price: %1": "价格未经核实：%1",
})

# The report's assumptions table (field names the form has no box for).
ZH.update({
    "Data": "数据",
    "GPU count": "GPU 数",
    "Hardware": "硬件",
    "LoRA modules": "LoRA 模块",
    "Software": "软件",
    "budget": "预算",
    "certifications": "合规认证",
    "checkpoints kept": "保留的检查点",
    "currency": "货币",
    "dataset (GB)": "数据集（GB）",
    "no": "否",
    "parameter offload": "参数卸载",
    "prefill chunk (tokens)": "预填充块（token）",
    "providers": "服务商",
    "regions": "区域",
    "snapshots": "快照",
    "storage in several zones": "多可用区存储",
})

# An option's why line, and where its utilisation comes from (diagnostic_text.cpp).
ZH.update({
    "%1 replica(s) × tp %2, TTFT %3 s, %4 tokens/s per sequence, decode compute-bound": "%1 个副本 × tp %2，首 token 时间 %3 秒，每条序列 %4 token/秒，解码受算力限制",
    "%1 replica(s) × tp %2, TTFT %3 s, %4 tokens/s per sequence, decode memory-bound": "%1 个副本 × tp %2，首 token 时间 %3 秒，每条序列 %4 token/秒，解码受显存带宽限制",
    "%1% of the term in use": "期限内使用 %1%",
    "%1, MFU %2%, compute %3% of the time": "%1，MFU %2%，计算占时间的 %3%",
    "%1, paid for the whole term; %2": "%1，按整个期限付费；%2",
    "GPU as measured by gpuprobe": "GPU 按 gpuprobe 实测",
    "GPU as measured by gpuprobe on %1": "GPU 按 gpuprobe 于 %1 的实测",
    "Llama 2 (A100, 39-43% MFU) and Llama 3 (H100, 38-43% MFU) published runs": "Llama 2（A100，MFU 39–43%）与 Llama 3（H100，MFU 38–43%）公开的训练记录",
    "MFU set in the scenario": "场景中设定的 MFU",
    "NVIDIA DeepLearningExamples ResNet-50 v1.5 mixed-precision throughput: about 25% of the tensor peak": "NVIDIA DeepLearningExamples 中 ResNet-50 v1.5 混合精度吞吐：约为张量峰值的 25%",
    "achieved hardware TFLOPS per GPU set in the scenario": "场景中设定的每 GPU 实测硬件 TFLOPS",
    "achieved model TFLOPS per GPU set in the scenario": "场景中设定的每 GPU 实测模型 TFLOPS",
    "assumed: no published large-scale MFU for this GPU class (PCIe, workstation or older)": "假设值：此类 GPU（PCIe、工作站或更早型号）没有公开的大规模 MFU",
    "cheaper than on-demand above %1% use": "使用率高于 %1% 时比按需便宜",
    "listed reserved price": "标价的预留价格",
    "on-demand less the assumed %1% discount": "按需价格减去假设的 %1% 折扣",
    "owned: %1 %2 per used hour (capital over %3 years at %4% use, power %5)": "自有：每使用小时 %1 %2（资本按 %3 年、%4% 使用率摊销，电费 %5）",
    "spot: %1% expected rework (%2 interruptions per month)": "竞价：预计返工 %1%（每月中断 %2）",
    "the whole term charged to this job": "整个期限计入本作业",
    " × cp %1": " × cp %1",
    "dp %1 × tp %2 × pp %3": "dp %1 × tp %2 × pp %3",
})

# Summary sentences shared by the workbench and the report (ui/core/text/summary_text.cpp).
ZH.update({
    "%1, %2 × %3, %4: %5, %6": "%1，%2 × %3，%4：%5，%6",
    "<p><b>Buy or rent:</b> %1</p>": "<p><b>购买还是租用：</b>%1</p>",
    "Buy or rent: %1": "购买还是租用：%1",
    "renting costs less than the electricity of the owned machine: rent.": "租用比自有机器的电费还便宜：租用。",
    "the owned machine pays for itself after %1 jobs like this one; that does not happen within its amortization period, so renting is cheaper.": "自有机器在完成 %1 个这样的作业后回本；这在其摊销期内不会发生，因此租用更便宜。",
    "the owned machine pays for itself after %1 jobs like this one; that happens within its amortization period, so buying is cheaper.": "自有机器在完成 %1 个这样的作业后回本；这在其摊销期内会发生，因此购买更便宜。",
})

# Sentences that name a field by its label instead of its JSON key (issue #13).
ZH.update({
    "Global batch: the default for a model of this size (%1 per step); set “%2” to change it": "全局批次：该规模模型的默认值（每步 %1）；可通过“%2”修改",
    "No gpuprobe measurement of a local GPU is attached to this scenario; an own machine, if any, is planned from the catalog's datasheet figures.": "此场景未附带本地 GPU 的 gpuprobe 测量结果；如有自有机器，则按目录中的规格值规划。",
    "The scenario describes no machine of your own, so there is nothing to compare.": "场景中没有描述自有机器，因此无从比较。",
    "a reservation is paid whether used or not: reserved options are charged their whole term, since the scenario does not say the rest of it is used (“%1”)": "预留实例无论是否使用都要付费：场景未说明期限的其余时间有其他用途，因此预留方案按整个期限计费（“%1”）",
    "exchange rates as of %1 are older than six months: set today's in the scenario (“%2”)": "%1 的汇率已超过六个月：请在场景中设置当前汇率（“%2”）",
    "exchange rates per USD": "每美元汇率",
    "global batch (tokens)": "全局批次（token）",
    "gpuprobe measurement": "gpuprobe 测量结果",
    "include unverified prices": "包含未经核实的价格",
    "more GPUs than “%1” allows": "GPU 数超过“%1”的上限",
    "offerings with unverified prices are left out unless “%1” is set": "价格未经核实的实例默认不计入，除非设置“%1”",
    "“%1” applies to training jobs; a service runs for “%2”": "“%1”只适用于训练任务；服务按“%2”运行",
})

# Names of the fields the form has no box for, and the own machine as an option (issue #13).
ZH.update({
    "CUDA context (MiB)": "CUDA 上下文（MiB）",
    "CUDA version": "CUDA 版本",
    "PUE (facility power / IT power)": "PUE（设施总功耗 / IT 功耗）",
    "PyTorch version": "PyTorch 版本",
    "TensorFlow version": "TensorFlow 版本",
    "achieved TFLOPS count": "实测 TFLOPS 的计数口径",
    "achieved TFLOPS per GPU": "每 GPU 实测 TFLOPS",
    "allocator headroom": "分配器余量",
    "assumed 1-year reservation discount": "假设的 1 年预留折扣",
    "assumed 3-year reservation discount": "假设的 3 年预留折扣",
    "batch size": "批大小",
    "bytes per sample": "每样本字节数",
    "bytes per token": "每 token 字节数",
    "communication overlap": "通信重叠比例",
    "decode bandwidth efficiency": "解码带宽效率",
    "disk snapshots": "磁盘快照",
    "driver version": "驱动版本",
    "global batch (samples)": "全局批次（样本）",
    "gradient accumulation": "梯度累积",
    "healthy GPU's GEMM efficiency": "健康 GPU 的 GEMM 效率",
    "healthy GPU's bandwidth efficiency": "健康 GPU 的带宽效率",
    "host power (W)": "主机功耗（W）",
    "machine with %1 × %2": "%1 × %2 的机器",
    "measured device": "测量的设备",
    "on premises": "本地机房",
    "own": "自有",
    "prefill MFU": "预填充 MFU",
    "restart after an interruption (h)": "中断后重启（小时）",
    "sequence parallelism": "序列并行",
    "storage read speed (GB/s per node)": "存储读取速度（每节点 GB/s）",
    "target output tokens per second": "目标每秒输出 token 数",
    "the scenario's own machine (purchase price, power and use as given there)": "场景中的自有机器（购置价格、电费和使用率按场景所填）",
    "time per output token target (s)": "每个输出 token 的时间目标（秒）",
})

ZH.update({
    "; ": "；",
    "Source: %1": "来源：%1",
})

# Exporting launch files (ui/workbench/export_launch_dialog.cpp, issue #14).
ZH.update({
    "%1 and %2 more": "%1 等另外 %2 项",
    "%1 holds files GPU Planner did not write (%2); they stay as they are. Choose a new or empty folder.": "%1 中有不是 GPU Planner 写入的文件（%2）；这些文件保持不变。请选择新的或空的文件夹。",
    "%1 holds %2, which the earlier export did not write: move it away or choose another folder.": "%1 中有 %2，它不是上次导出写入的：请将其移走或选择其他文件夹。",
    "%1 holds an earlier export.": "%1 中有上次导出的文件。",
    "%1 holds other files (%2), which stay as they are. Write the launch files into a new folder, %3?": "%1 中有其他文件（%2），这些文件保持不变。把启动文件写入新文件夹 %3 吗？",
    "Nothing else in the folder is touched.": "文件夹中的其他内容不会被改动。",
    "%1 is a file, not a folder.": "%1 是文件，不是文件夹。",
    "A part of %1 is a file, not a folder.": "%1 的路径中有一部分是文件，不是文件夹。",
    "%1 is a link to a folder that does not exist.": "%1 是指向不存在的文件夹的链接。",
    "%1 cannot be read.": "无法读取 %1。",
    "%1 holds the launch files of an earlier export.": "%1 中有上次导出的启动文件。",
    "Replaced: %1.": "替换：%1。",
    "Added: %1.": "新增：%1。",
    "Removed (the new export does not write them): %1.": "删除（本次导出不再写入）：%1。",
    "You edited %1 since: your version is kept as %2.": "%1 在导出后被你编辑过：你的版本将保存为 %2。",
    "Kept, as you edited them: %1.": "保留（你编辑过）：%1。",
    "Replace the earlier export?": "替换上次导出的文件吗？",
    "your edited %1 is kept as %2": "你编辑过的 %1 已保存为 %2",
    "kept %1 (edited since)": "保留了 %1（导出后被编辑过）",
    "<b>%1</b>: %2 × %3, %4. The job script or manifests, the engine settings of the option's strategy (DeepSpeed, Megatron-LM or vLLM) and a README with what to fill in and the plan's figures.": "<b>%1</b>：%2 × %3，%4。包括作业脚本或清单、该方案策略的引擎设置（DeepSpeed、Megatron-LM 或 vLLM），以及说明需填写内容和规划数据的 README。",
    "Browse…": "浏览…",
    "Choose a folder to write the files to.": "请选择写入文件的文件夹。",
    "Export": "导出",
    "Export &Launch Files…": "导出启动文件(&L)…",
    "Export Launch Files": "导出启动文件",
    "Export Launch Files…": "导出启动文件…",
    "Folder": "文件夹",
    "Folder for the launch files": "启动文件的文件夹",
    "Format": "格式",
    "Kubernetes (Kubeflow PyTorchJob, or vLLM Deployment)": "Kubernetes（Kubeflow PyTorchJob，或 vLLM Deployment）",
    "Launch files written to %1": "启动文件已写入 %1",
    "No option to export.": "没有可导出的方案。",
    "No option to export: the plan has none yet.": "没有可导出的方案：规划中还没有方案。",
    "SkyPilot (task YAML)": "SkyPilot（任务 YAML）",
    "SkyPilot has no cloud for this option (it launches on AWS, Google Cloud, Azure and Lambda): choose Slurm or Kubernetes.": "SkyPilot 不支持此方案所在的云（它可在 AWS、Google Cloud、Azure 和 Lambda 上启动）：请选择 Slurm 或 Kubernetes。",
    "Slurm (sbatch script, torchrun)": "Slurm（sbatch 脚本，torchrun）",
    "The files could not be written: %1": "无法写入文件：%1",
    "There is no such option in the plan.": "规划中没有这个方案。",
})

ZH.update({
    "Another scenario is being opened.": "正在打开另一个场景。",
})

# Writing files (ui/core/text/save_file.cpp, planner/io/atomic_write.h)
ZH.update({
    "; the previous file is unchanged": "；原文件保持不变",
    "cannot be examined": "无法检查",
    "cannot create a file in its folder": "无法在其所在文件夹中创建文件",
    "cannot keep the file's permissions": "无法保留文件的权限",
    "cannot replace the file": "无法替换该文件",
    "cannot write": "无法写入",
    "is a folder, not a file": "是文件夹，不是文件",
    "is a symbolic link to a file that does not exist": "是指向不存在文件的符号链接",
    "is not a regular file (a device, FIFO or socket is not replaced)": "不是普通文件（不会替换设备、FIFO 或套接字）",
    "its folder does not exist": "其所在文件夹不存在",
    "its folder is not writable": "其所在文件夹不可写",
    "no file name given": "未给出文件名",
})

# A bounded plan (planner/plan/plan_types.h kShownTop), ui/core/text/summary_text.cpp
ZH.update({
    "Showing %1 of %2 options: the best %3 by the sort order, every option on the Pareto front of time and cost, and an even sample of the rest (gpuplan plan --all lists every one).":
        "显示 %2 个方案中的 %1 个：按排序方式最优的 %3 个、时间与成本帕累托前沿上的全部方案，以及其余方案的均匀抽样（gpuplan plan --all 列出全部方案）。",
})

# FlashAttention off also costs time (planner/time/performance.cpp unfused_attention_seconds), ui/core/field_specs.cpp
ZH.update({
    "Fused attention that never stores the attention scores. Off: the scores are kept for the backward pass and moved through memory, which costs memory and time.":
        "融合注意力，不保存注意力分数。关闭时，注意力分数为反向传播保存并在显存中读写，占用显存并耗费时间。",
})

# Serving figures of an option: the options table's columns and the report's serving table.
ZH.update({
    "%1 ms": "%1 毫秒",
    "%1 s": "%1 秒",
    "%1 × tp %2": "%1 × tp %2",
    "Cost per 1M output tokens": "每百万输出 token 成本",
    "Output tokens/s": "每秒输出 token",
    "Replicas × tp": "副本 × tp",
    "Serving figures of these options": "这些方案的服务指标",
    "Time per output token": "每个输出 token 的时间",
    "Time to first token": "首 token 时间",
})

# Serving memory at the cheapest option's tensor-parallel size (summary panel and report).
ZH.update({
    "<p>The scenario leaves the tensor-parallel size to the planner; the cheapest option runs tp %1, where each GPU needs <b>%2</b>.</p>":
        "<p>场景未指定张量并行规模，由规划器选择；最便宜的方案使用 tp %1，每个 GPU 需要 <b>%2</b>。</p>",
    "Memory per GPU of the cheapest option (tp %1): <b>%2</b>. Fits %3 of %4 GPU types; fewest GPUs: %5 × %6.":
        "最便宜方案（tp %1）的每 GPU 显存：<b>%2</b>。%4 种 GPU 中有 %3 种可容纳；最少 GPU：%5 × %6。",
})

# Spot capacity for a service (report: assumptions and risks).
ZH.update({
    "allowed; an interruption takes a replica down until it is replaced: keep on-demand capacity for the service level":
        "允许；一次中断会使一个副本停机直至被替换：为服务等级保留按需容量",
    "interruptions %1 per month (AWS Spot Advisor bucket); a service pays the spot price for its whole period, and an interruption costs availability, not time":
        "每月中断 %1（AWS Spot Advisor 分档）；服务在整个时段按竞价付费，中断损失的是可用性而非时间",
})

# Serving ranks and plots by the time per output token (a service runs its period whatever).
ZH.update({
    "%1, %2 × %3, %4: %5 per output token, %6 for %7": "%1，%2 × %3，%4：每个输出 token %5，%7 共 %6",
    "Cost against time per output token": "成本与每个输出 token 的时间",
    "Every option that meets the constraints, by the time a user waits for each output token (a service runs its period whatever the option); the red line is the Pareto front: no other option is both faster and cheaper. Both axes are logarithmic.":
        "满足约束的所有方案，按用户等待每个输出 token 的时间排列（无论选哪个方案，服务都运行整个时段）；红线为帕累托前沿：没有其他方案既更快又更便宜。两个坐标轴均为对数刻度。",
    "Time per output token, s (log scale)": "每个输出 token 的时间，秒（对数坐标）",
})

ZH.update({
    "%1 per output token": "每个输出 token %1",
})
# Issue #24: the exchange rates the plan used (ui/report/report.cpp, context "Report").
ZH.update({
    "per USD: %1; as of %2 (%3)": "每美元：%1；日期 %2（%3）",
    "per USD: %1; %2 set in the scenario, as of %3; the others from the bundled table as of %4 (%5)": "每美元：%1；%2 为场景中设定，日期 %3；其余取自内置汇率表，日期 %4（%5）",
})
