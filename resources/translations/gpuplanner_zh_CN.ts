<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="59"/>
        <source>there is no folder for application data (is HOME set?)</source>
        <translation>没有用于存放应用数据的文件夹（是否设置了 HOME？）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="63"/>
        <source>%1: the folder cannot be created</source>
        <translation>%1：无法创建该文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="67"/>
        <source>%1: cannot create a file in this folder</source>
        <translation>%1：无法在该文件夹中创建文件</translation>
    </message>
</context>
<context>
    <name>CalibrationStore</name>
    <message>
        <location filename="../../ui/core/calibration_store.cpp" line="70"/>
        <source>%1: cannot remove the file</source>
        <translation>%1：无法删除该文件</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="24"/>
        <source>incompatible: {problem}</source>
        <translation>不兼容：{problem}</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="28"/>
        <source>misses the {short_deadline} h deadline</source>
        <translation>未能在 {short_deadline} 小时的期限内完成</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="29"/>
        <source>misses the {deadline} h deadline</source>
        <translation>未能在 {deadline} 小时的期限内完成</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="32"/>
        <source>over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="38"/>
        <source>time to first token {ttft} s misses the target</source>
        <translation>首 token 时间 {ttft} 秒，未达到目标</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="39"/>
        <source>time to first token {ttft} s misses the {target} s target</source>
        <translation>首 token 时间 {ttft} 秒，未达到 {target} 秒的目标</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="41"/>
        <source>time to first token {ttft} s misses the target: the prompt at that percentile takes {floor} s alone, so more replicas cannot meet it (a faster GPU, a larger replica or a looser target can)</source>
        <translation>首 token 时间 {ttft} 秒，未达到目标：该百分位的提示独占副本时就需 {floor} 秒，增加副本无法达到（更快的 GPU、更大的副本或放宽目标可以）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="45"/>
        <source>time to first token {ttft} s misses the {target} s target: the prompt at that percentile takes {floor} s alone, so more replicas cannot meet it (a faster GPU, a larger replica or a looser target can)</source>
        <translation>首 token 时间 {ttft} 秒，未达到 {target} 秒的目标：该百分位的提示独占副本时就需 {floor} 秒，增加副本无法达到（更快的 GPU、更大的副本或放宽目标可以）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="56"/>
        <source>{tpot} s per output token misses the target</source>
        <translation>每个输出 token {tpot} 秒，未达到目标</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="57"/>
        <source>{tpot} s per output token misses the {target} s target</source>
        <translation>每个输出 token {tpot} 秒，未达到 {target} 秒的目标</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="61"/>
        <source>more GPUs than {max_gpus} allows</source>
        <translation>GPU 数超过{max_gpus}的上限</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="65"/>
        <source>offload needs {needed} GiB of host RAM per node, the instance has {has} GiB</source>
        <translation>卸载需要每个节点 {needed} GiB 主机内存，该实例只有 {has} GiB</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="72"/>
        <source>the layout runs {sequences} sequences per step, more than the {batch} asked for: fewer data-parallel replicas or a larger batch</source>
        <translation>该布局每步运行 {sequences} 条序列，多于要求的 {batch} 条：请减少数据并行副本或增大批量</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="76"/>
        <source>the layout runs {sequences} sequences per step, more than the {batch} of the default global batch: fewer data-parallel replicas or a larger batch</source>
        <translation>该布局每步运行 {sequences} 条序列，多于默认全局批量的 {batch} 条：请减少数据并行副本或增大批量</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="83"/>
        <source>{idle} of the {gpus} GPUs stay idle: no layout that fits uses them all</source>
        <translation>{gpus} 块 GPU 中有 {idle} 块闲置：没有能容纳的布局可用满全部 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="95"/>
        <source>unverified price: {note}</source>
        <translation>价格未经核实：{note}</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="97"/>
        <source>this offering&apos;s price per GPU-hour is {share}% of the median of {count} offerings of {gpu} ({median} {currency}, spot against spot, else on-demand): a placeholder or an error in the catalog? Check it before relying on it</source>
        <translation>该报价每 GPU 小时的价格仅为 {count} 条 {gpu} 报价中位数（{median} {currency}；竞价与竞价比较，其余与按需比较）的 {share}%：是目录中的占位价格或错误吗？依赖前请先核实</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="105"/>
        <source>{gbps} Gbps between nodes: gradient exchange will be slow</source>
        <translation>节点间仅 {gbps} Gbps：梯度交换会很慢</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="109"/>
        <source>a reservation is paid whether used or not: reserved options are charged their whole term, since the scenario does not say the rest of it is used ({utilization_field})</source>
        <translation>预留实例无论是否使用都要付费：场景未说明期限的其余时间有其他用途，因此预留方案按整个期限计费（{utilization_field}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="117"/>
        <source>a reservation is paid whether used or not: reserved costs assume the capacity is used {utilization}% of its term</source>
        <translation>预留实例无论是否使用都要付费：预留成本假设在期限内 {utilization}% 的时间在使用</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="127"/>
        <source>{count} offering(s) skipped: their GPU is not in the GPU catalog</source>
        <translation>跳过 {count} 个实例：其 GPU 不在 GPU 目录中</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="132"/>
        <source>no offering in the catalogs has a domestic accelerator ({count} left out by {field}): add offerings of one (Ascend 910B or 910C) with --catalog or the catalog dialog</source>
        <translation>目录中没有任何实例配备国产加速卡（{field} 排除了 {count} 个）：请用 --catalog 或目录对话框添加昇腾 910B 或 910C 的实例</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="138"/>
        <source>no offering in the catalogs has an accelerator that reaches China without a US export licence ({count} left out by {field}): add offerings of one (L20, RTX 4090 D, Ascend 910B) with --catalog or the catalog dialog</source>
        <translation>目录中没有任何报价配备无需美国出口许可即可进入中国的加速卡（{field} 排除了 {count} 条）：请用 --catalog 或目录对话框添加此类型号的报价（L20、RTX 4090 D、昇腾 910B）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="145"/>
        <source>workload.sequence_length {length} exceeds the model&apos;s max_position_embeddings ({max})</source>
        <translation>workload.sequence_length {length} 超过模型的 max_position_embeddings（{max}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="150"/>
        <source>prompt_tokens + output_tokens ({tokens}) exceeds the model&apos;s max_position_embeddings ({max})</source>
        <translation>prompt_tokens + output_tokens（{tokens}）超过模型的 max_position_embeddings（{max}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="155"/>
        <source>workload.{field} {value} replaced by the mean of the request lengths ({mean})</source>
        <translation>workload.{field} {value} 已由请求长度的平均值（{mean}）取代</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="159"/>
        <source>local.gpu is &quot;{gpu}&quot; but the probe measured {probe}; the measurement is used</source>
        <translation>local.gpu 为“{gpu}”，但探测测得的是 {probe}；采用测量值</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="174"/>
        <source>the checkpoint stores its weights as {format} ({stored} GiB); {field} is not set, so they are planned in {planned_as} ({planned} GiB): set it to {keeps} to serve them as stored</source>
        <translation>检查点以 {format} 存储权重（{stored} GiB）；{field} 未设置，因此按 {planned_as} 规划（{planned} GiB）：将其设为 {keeps} 即可按存储格式提供服务</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="181"/>
        <source>{arrival_field} at maximum load keeps every replica full, so a request&apos;s time to first token includes its wait behind the others&apos; prompts and more replicas do not shorten it: the target ({ttft_field}) is judged against a full engine (a target rate with Poisson arrivals sizes the replicas for it)</source>
        <translation>{arrival_field}为最大负载时，每个副本都处于满载，请求的首 token 时间包含排在其他请求提示词之后的等待，增加副本也不会缩短它：目标（{ttft_field}）按满载引擎判定（设定目标速率并使用泊松到达，才会按目标确定副本数）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="190"/>
        <source>calibrations left out: {why}</source>
        <translation>已略去校准：{why}</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="192"/>
        <source>the scenario has no local section: the measured machine is taken as already owned (no purchase price, power only)</source>
        <translation>场景没有 local 部分：所测机器视为已拥有（无购置价格，只计电费）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="198"/>
        <source>the rate and targets need {replicas} replica(s) of {replica_gpus} GPU(s), more than the {pinned} GPUs {field} pins: raise the count or lower the rate</source>
        <translation>请求速率和目标需要 {replicas} 个副本、每个 {replica_gpus} 个 GPU，超过 {field} 固定的 {pinned} 个 GPU：请增加数量或降低速率</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="208"/>
        <source>no offering of {gpu} makes the {pinned} GPUs {field} pins: its nodes hold {sizes} GPU(s), and several nodes need a stated network between them; pin a count whole nodes make</source>
        <translation>没有任何 {gpu} 供应能组成 {field} 固定的 {pinned} 个 GPU：其节点各有 {sizes} 个 GPU，且多个节点之间需要标明的网络；请固定整节点能组成的数量</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="218"/>
        <source>no offering in the catalogs has {gpus} ({count} of the GPU types {field} lists), so none of them is planned: add offerings of them with --catalog or the catalog dialog</source>
        <translation>目录中没有任何报价配备 {gpus}（{field} 所列 GPU 型号中的 {count} 种），因此它们都未参与规划：请用 --catalog 或目录对话框添加这些型号的报价</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="226"/>
        <source>{count} offering(s) left out because {gpus} cannot compute in {precision} (no such peak in the GPU catalog): choose another precision or a GPU that has it</source>
        <translation>{count} 条报价未参与规划，因为 {gpus} 无法以 {precision} 计算（GPU 目录中没有该精度的峰值）：请换一种精度或选用支持它的 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="232"/>
        <source>{count} spot option(s) dropped: without checkpoints the expected time has no bound</source>
        <translation>舍弃 {count} 个竞价方案：没有检查点时预期时间没有上限</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="238"/>
        <source>serving is modelled for transformer language models only (prefill, decode, KV cache); {model} is planned by parameters and FLOPs per sample, for training</source>
        <translation>推理服务只对 Transformer 语言模型建模（预填充、解码、KV 缓存）；{model} 按参数量和每样本 FLOPs 规划，仅适用于训练</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="245"/>
        <source>{deadline_field} applies to training jobs; a service runs for {duration_field}</source>
        <translation>{deadline_field}只适用于训练任务；服务按{duration_field}运行</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="255"/>
        <source>no option meets the constraints: {excluded} fit in memory but each misses one (the excluded options below say which)</source>
        <translation>没有方案满足约束：{excluded} 个方案显存够用，但各自未满足某项约束（见下方被排除的方案）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="260"/>
        <source>the strategy fields set in the scenario do not fit on any GPU of the plan: at best they need {needed} GiB per GPU on {gpu} ({has} GiB); leave them to the planner (remove them) or change them</source>
        <translation>场景中设定的策略字段在规划中的任何 GPU 上都放不下：最少也需要在 {gpu}（{has} GiB）上每 GPU {needed} GiB；请交给规划器（删除这些字段）或修改它们</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="280"/>
        <source>a {hours}-hour job in a single zone: a zone outage stops it; plan checkpoints to storage another zone can read</source>
        <translation>单一可用区中运行 {hours} 小时的任务：可用区故障会使其中断；请把检查点存到其他可用区可读取的存储中</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="285"/>
        <source>the GPUs read {read} GB/s, more than the {has} GB/s storage gives: data loading bounds the job</source>
        <translation>GPU 读取 {read} GB/s，超过存储提供的 {has} GB/s：数据加载成为瓶颈</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="292"/>
        <source>offload needs {needed} GiB of host RAM per GPU process</source>
        <translation>卸载需要每个 GPU 进程 {needed} GiB 主机内存</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="295"/>
        <source>the local {gpu} machine cannot run this workload (memory or precision)</source>
        <translation>本地 {gpu} 机器无法运行该工作负载（显存或精度）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="300"/>
        <source>{count} price(s) given again by a later catalog replace the earlier ones (the first: {first})</source>
        <translation>后加载的目录再次给出 {count} 个价格，已替换先前的价格（第一个：{first}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="14"/>
        <source>{layout}, MFU {mfu}%, compute {compute}% of the time</source>
        <translation>{layout}，MFU {mfu}%，计算占时间的 {compute}%</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="15"/>
        <source>{layout}, MFU {mfu}%, compute {compute}% of the training steps, plus {downtime}% of the time for a production run&apos;s failures and restarts</source>
        <translation>{layout}，MFU {mfu}%，计算占训练步骤时间的 {compute}%，另有 {downtime}% 的时间用于生产训练中的故障与重启</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="60"/>
        <source>prefill and decode disaggregated: {prefill} prefill + {decode} decode worker(s) × tp {tp}, each prompt&apos;s KV cache handed over in {transfer} ms, TTFT {ttft} s</source>
        <translation>预填充与解码分离：{prefill} 个预填充 + {decode} 个解码实例 × tp {tp}，每个提示的 KV 缓存在 {transfer} 毫秒内交接，首 token 时间 {ttft} 秒</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="104"/>
        <source>GPU as measured by gpuprobe</source>
        <translation>GPU 按 gpuprobe 实测</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="105"/>
        <source>GPU as measured by gpuprobe on {date}</source>
        <translation>GPU 按 gpuprobe 于 {date} 的实测</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="108"/>
        <source>the API server sets the pace: {ms} ms per request, one after another, at most {rate} requests/s per replica</source>
        <translation>API 服务器决定节奏：请求逐个处理，每个 {ms} 毫秒，每个副本每秒最多 {rate} 个请求</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="115"/>
        <source>prefill at {share}% of the dense peak: assumed, no published benchmark of this engine on this GPU (performance.prefill_mfu takes a measured figure)</source>
        <translation>预填充按稠密峰值的 {share}% 计：假设值，未找到此引擎在此 GPU 上公开的基准测试（performance.prefill_mfu 可填入实测值）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="119"/>
        <source>prefill at {share}% of the dense peak, from vLLM&apos;s own benchmark on this class of GPU</source>
        <translation>预填充按稠密峰值的 {share}% 计，取自 vLLM 官方在此类 GPU 上的基准测试</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="122"/>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="124"/>
        <source>prefill at {share}% of the dense peak, as the scenario sets it</source>
        <translation>预填充按稠密峰值的 {share}% 计，依场景中的设定</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="128"/>
        <source>the time-to-first-token target of {target} s is under twice what the prompt at that percentile takes alone ({floor} s): prompts may barely queue, so the target sizes the replicas and a looser one needs fewer</source>
        <translation>首 token 时间目标 {target} 秒不到该百分位的提示独占副本时所需时间（{floor} 秒）的两倍：提示几乎不能排队，因此副本数由该目标决定，放宽目标所需副本更少</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="67"/>
        <source>spot: {rework}% expected rework ({interruptions} interruptions per month)</source>
        <translation>竞价：预计返工 {rework}%（每月中断 {interruptions}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="92"/>
        <source>price as of {date} is older than {days} days</source>
        <translation>价格日期为 {date}，已超过 {days} 天</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="165"/>
        <source>{arrival_field} at maximum load keeps as many requests in flight as the KV cache holds: the target rate ({rate_field}) is not used</source>
        <translation>{arrival_field}为最大负载时，在途请求数取 KV 缓存所能容纳的数量：不使用目标速率（{rate_field}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="268"/>
        <source>exchange rates as of {date} are older than {days} days: set today&apos;s in the scenario ({rates_field})</source>
        <translation>汇率日期为 {date}，已超过 {days} 天：请在场景中设置当日汇率（{rates_field}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="24"/>
        <source>{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation>{replicas} 个副本 × tp {tp}，首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受算力限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="27"/>
        <source>{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation>{replicas} 个副本 × tp {tp}，首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="30"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × 注意力数据并行 {groups}（专家并行 {ep}），首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受算力限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="35"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × 注意力数据并行 {groups}（专家并行 {ep}），首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="39"/>
        <source>{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × pp {pp}（跨节点），首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受算力限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="43"/>
        <source>{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × pp {pp}（跨节点），首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="47"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × 注意力数据并行 {groups}（专家并行 {ep}）× pp {pp}，首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受算力限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="52"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation>{replicas} 个副本 × tp {tp} × 注意力数据并行 {groups}（专家并行 {ep}）× pp {pp}，首 token 时间 {ttft} 秒，每条序列 {tokens} token/秒（两次预填充之间），解码受显存带宽限制</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="75"/>
        <source>listed reserved price, paid for the whole term; {utilization}% of the term in use</source>
        <translation>标价的预留价格，按整个期限付费；期限内使用 {utilization}%</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="79"/>
        <source>on-demand less the assumed {discount}% discount, paid for the whole term; {utilization}% of the term in use</source>
        <translation>按需价格减去假设的 {discount}% 折扣，按整个期限付费；期限内使用 {utilization}%</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="83"/>
        <source>listed reserved price, paid for the whole term; the whole term charged to this job</source>
        <translation>标价的预留价格，按整个期限付费；整个期限计入本作业</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="87"/>
        <source>on-demand less the assumed {discount}% discount, paid for the whole term; the whole term charged to this job</source>
        <translation>按需价格减去假设的 {discount}% 折扣，按整个期限付费；整个期限计入本作业</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="93"/>
        <source>cheaper than on-demand above {use}% use</source>
        <translation>使用率高于 {use}% 时比按需便宜</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="96"/>
        <source>owned: {per_hour} {currency} per used hour (capital over {years} years at {use}% use, power {power})</source>
        <translation>自有：每使用小时 {per_hour} {currency}（资本按 {years} 年、{use}% 使用率摊销，电费 {power}）</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="88"/>
        <source>spot without checkpoints: every interruption restarts the job from the beginning</source>
        <translation>竞价实例没有检查点：每次中断都要从头重新开始</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="122"/>
        <source>spot capacity can be reclaimed at any time: keep on-demand capacity for the service level</source>
        <translation>竞价容量随时可能被回收：请保留按需容量以保证服务水平</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="254"/>
        <source>no option meets the constraints and fits in memory</source>
        <translation>没有方案同时满足约束并能装入显存</translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="274"/>
        <source>no snapshot policy: an instance lost for good takes the data and checkpoints on its disks with it; keep them on snapshotted or object storage</source>
        <translation>没有快照策略：实例永久丢失时，其磁盘上的数据和检查点也随之丢失；请保存在有快照的存储或对象存储中</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="76"/>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="78"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="80"/>
        <source>tensor-parallel communication</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="82"/>
        <source>gradient exchange</source>
        <translation>梯度同步</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="84"/>
        <source>pipeline transfers</source>
        <translation>流水线传输</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="86"/>
        <source>context-parallel K/V exchange</source>
        <translation>上下文并行的 K/V 交换</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="88"/>
        <source>expert-parallel token exchange</source>
        <translation>专家并行 token 交换</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="90"/>
        <source>optimizer offload transfers</source>
        <translation>优化器卸载传输</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="92"/>
        <source>data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="94"/>
        <source>memory bandwidth (decode)</source>
        <translation>显存带宽（解码）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="96"/>
        <source>compute (decode)</source>
        <translation>计算（解码）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="104"/>
        <source>achieved hardware TFLOPS per GPU set in the scenario</source>
        <translation>场景中设定的每 GPU 实测硬件 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="107"/>
        <source>achieved model TFLOPS per GPU set in the scenario</source>
        <translation>场景中设定的每 GPU 实测模型 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="110"/>
        <source>MFU set in the scenario</source>
        <translation>场景中设定的 MFU</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="112"/>
        <source>NVIDIA DeepLearningExamples ResNet-50 v1.5 mixed-precision throughput: about 25% of the tensor peak</source>
        <translation>NVIDIA DeepLearningExamples 中 ResNet-50 v1.5 混合精度吞吐：约为张量峰值的 25%</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="116"/>
        <source>Llama 2 (A100, 39-43% MFU) and Llama 3 (H100, 38-43% MFU) published runs</source>
        <translation>Llama 2（A100，MFU 39–43%）与 Llama 3（H100，MFU 38–43%）公开的训练记录</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="120"/>
        <source>the layer&apos;s kernels: GEMMs by shape, attention kernel, element-wise work at bandwidth, the loss over the vocabulary, at the share of them the stack reaches in its own benchmarks (docs/performance.md)</source>
        <translation>按层的算子计算：按形状计的 GEMM、注意力内核、按带宽计的逐元素运算、词表上的损失，再按该软件栈在其自身基准中达到的比例折算（docs/performance.md）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="125"/>
        <source>assumed: no published large-scale MFU for this GPU class (PCIe, workstation or older)</source>
        <translation>假设值：此类 GPU（PCIe、工作站或更早型号）没有公开的大规模 MFU</translation>
    </message>
</context>
<context>
    <name>ExcludedGroups</name>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="70"/>
        <source>The reason most options are excluded: %1.</source>
        <translation>多数方案被排除的原因：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="73"/>
        <source>The reason most options are excluded, told by the nearest: %1.</source>
        <translation>多数方案被排除的原因（以最接近的方案为例）：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="82"/>
        <source>Excluded, %1 option(s); the nearest: %2</source>
        <translation>已排除 %1 个方案；最接近的：%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="85"/>
        <source>Excluded, %1 option(s): %2</source>
        <translation>已排除 %1 个方案：%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="94"/>
        <source>%1 more excluded option(s) are not counted above: the plan keeps the reasons of the first %2.</source>
        <translation>另有 %1 个被排除的方案未计入上面：方案只保留前 %2 个方案的原因。</translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="46"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="47"/>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="59"/>
        <source>&lt;input&gt;</source>
        <translation>&lt;输入&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="62"/>
        <source>(top level)</source>
        <translation>（顶层）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="64"/>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="24"/>
        <source>cannot open file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="26"/>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="28"/>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="30"/>
        <source>file larger than {limit}</source>
        <translation>文件大于 {limit}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="32"/>
        <source>cannot read file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="34"/>
        <source>malformed JSON: {detail}</source>
        <translation>JSON 格式错误：{detail}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="36"/>
        <source>nesting deeper than {levels} levels</source>
        <translation>嵌套超过 {levels} 层</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="38"/>
        <source>given twice (each key once)</source>
        <translation>重复给出（每个键只能出现一次）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="40"/>
        <source>expected an object, found {found}</source>
        <translation>应为对象，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="42"/>
        <source>expected a number, found {found}</source>
        <translation>应为数字，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="44"/>
        <source>expected an integer, found {found}</source>
        <translation>应为整数，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="46"/>
        <source>expected a string, found {found}</source>
        <translation>应为字符串，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="48"/>
        <source>expected true or false, found {found}</source>
        <translation>应为 true 或 false，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="50"/>
        <source>expected an array of strings, found {found}</source>
        <translation>应为字符串数组，实际为{found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="52"/>
        <source>not a finite number</source>
        <translation>不是有限数值</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="54"/>
        <source>{value} is out of range [{min}, {max}]</source>
        <translation>{value} 超出范围 [{min}, {max}]</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="56"/>
        <source>integer too large</source>
        <translation>整数过大</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="58"/>
        <source>missing required number</source>
        <translation>缺少必需的数字</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="60"/>
        <source>missing required integer</source>
        <translation>缺少必需的整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="62"/>
        <source>missing required string</source>
        <translation>缺少必需的字符串</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="64"/>
        <source>missing required object</source>
        <translation>缺少必需的对象</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="66"/>
        <source>unknown value &quot;{value}&quot; (expected one of: {allowed})</source>
        <translation>未知值“{value}”（应为以下之一：{allowed}）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="69"/>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="71"/>
        <source>holds a byte that is not UTF-8 ({code} at position {position}); identifiers must be plain text</source>
        <translation>含有非 UTF-8 字节（位置 {position} 处的 {code}）；标识符必须是纯文本</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="75"/>
        <source>holds a control or invisible character ({code} at position {position}); identifiers must be plain text</source>
        <translation>含有控制字符或不可见字符（位置 {position} 处的 {code}）；标识符必须是纯文本</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="79"/>
        <source>&quot;{value}&quot; is not a day of the calendar</source>
        <translation>“{value}”不是日历上的日期</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="81"/>
        <source>expected a date YYYY-MM-DD, found &quot;{value}&quot;</source>
        <translation>应为 YYYY-MM-DD 格式的日期，实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="83"/>
        <source>give exactly one of preset, hf_config, hf_config_file or params</source>
        <translation>preset、hf_config、hf_config_file 和 params 须给出且只能给出其一</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="86"/>
        <source>unknown model preset &quot;{id}&quot; (gpuplan models lists them)</source>
        <translation>未知模型预设“{id}”（gpuplan models 可列出全部）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="89"/>
        <source>&quot;{value}&quot; is not a jurisdiction: two capital letters, as the providers&apos; catalog writes them (CN, US)</source>
        <translation>&quot;{value}&quot; 不是司法辖区代码：应为两个大写字母，与服务商目录的写法一致（CN、US）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="93"/>
        <source>unknown GPU &quot;{id}&quot; (gpuplan gpus lists them)</source>
        <translation>未知 GPU“{id}”（gpuplan gpus 可列出全部）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="95"/>
        <source>tensor and pipeline parallelism need a transformer architecture</source>
        <translation>张量并行和流水线并行需要 Transformer 架构</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="98"/>
        <source>{tp}-way tensor parallelism does not divide the {heads} attention heads</source>
        <translation>{tp} 路张量并行不能整除 {heads} 个注意力头</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="102"/>
        <source>{stages} pipeline stages for {layers} layers</source>
        <translation>{layers} 层却有 {stages} 个流水线阶段</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="104"/>
        <source>LoRA and QLoRA need a transformer architecture</source>
        <translation>LoRA 和 QLoRA 需要 Transformer 架构</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="106"/>
        <source>unknown module &quot;{module}&quot; (q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj)</source>
        <translation>未知模块“{module}”（可选 q_proj、k_proj、v_proj、o_proj、gate_proj、up_proj、down_proj）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="109"/>
        <source>&quot;{module}&quot; is already listed at [{index}]: list each module once</source>
        <translation>“{module}”已在 [{index}] 处列出：每个模块只列一次</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="112"/>
        <source>QLoRA computes in bf16 or fp16</source>
        <translation>QLoRA 以 bf16 或 fp16 计算</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="114"/>
        <source>data x tensor x pipeline x context parallel exceeds {max} GPUs</source>
        <translation>数据 × 张量 × 流水线 × 上下文并行超过 {max} 个 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="117"/>
        <source>layers ({layers}) must give every one of the pipeline_parallel x virtual_pipeline_stages chunks at least one layer</source>
        <translation>层数（{layers}）必须使 pipeline_parallel × virtual_pipeline_stages 的每个分块至少有一层</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="121"/>
        <source>sequence_length ({sequence_length}) must split into 2 x context_parallel chunks</source>
        <translation>sequence_length（{sequence_length}）必须能分成 2 × context_parallel 块</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="125"/>
        <source>context parallelism splits a transformer&apos;s sequences</source>
        <translation>上下文并行用于切分 Transformer 的序列</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="128"/>
        <source>expert parallelism splits a mixture of experts&apos; routed experts; this model has none</source>
        <translation>专家并行用于切分混合专家模型的路由专家；此模型没有路由专家</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="132"/>
        <source>must divide the number of routed experts ({experts}), found {found}</source>
        <translation>必须整除路由专家数（{experts}），实际为 {found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="135"/>
        <source>must divide data_parallel x context_parallel ({product}), found {found}</source>
        <translation>必须整除 data_parallel × context_parallel（{product}），实际为 {found}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="139"/>
        <source>optimizer offload needs zero_stage 1, 2 or 3</source>
        <translation>优化器卸载需要 zero_stage 为 1、2 或 3</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="141"/>
        <source>parameter offload needs zero_stage 3</source>
        <translation>参数卸载需要 zero_stage 为 3</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="143"/>
        <source>prompt_tokens + output_tokens must be at least 1</source>
        <translation>prompt_tokens + output_tokens 至少为 1</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="145"/>
        <source>attention data parallelism spreads a mixture of experts&apos; routed experts; this model has none (add replicas instead)</source>
        <translation>注意力数据并行用于分布混合专家模型的路由专家；此模型没有路由专家（请改为增加副本）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="149"/>
        <source>tensor_parallel x attention_data_parallel ({product}) must divide the number of routed experts ({experts})</source>
        <translation>tensor_parallel × attention_data_parallel（{product}）必须整除路由专家数（{experts}）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="153"/>
        <source>{count} GPUs do not match data x tensor x pipeline x context = {product}</source>
        <translation>{count} 个 GPU 与 数据 × 张量 × 流水线 × 上下文 = {product} 不符</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="157"/>
        <source>fewer GPUs than tensor x pipeline x attention data parallelism needs</source>
        <translation>GPU 数少于 张量 × 流水线 × 注意力数据并行 所需</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="160"/>
        <source>&quot;{value}&quot; is not a release such as 0.11.0 (letters, digits, &apos;.&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation>“{value}”不是 0.11.0 这样的版本号（只能含字母、数字、“.”、“+”和“-”）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="164"/>
        <source>{count} characters; at most {max} are allowed</source>
        <translation>{count} 个字符；最多允许 {max} 个</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="166"/>
        <source>unknown currency &quot;{code}&quot;</source>
        <translation>未知货币“{code}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="168"/>
        <source>this calibration file keeps no gpuprobe result</source>
        <translation>此校准文件未保存 gpuprobe 结果</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="170"/>
        <source>the probe file has no device {index}</source>
        <translation>探测文件中没有设备 {index}</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="32"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="34"/>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="36"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="38"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="40"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="42"/>
        <source>invalid</source>
        <translation>无效值</translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="44"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="15"/>
        <source>give the scenario the run planned (--scenario)</source>
        <translation>请给出该次运行所规划的场景（--scenario）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="17"/>
        <source>name the GPU the run used (hardware.gpu and hardware.count): a calibration holds for one GPU</source>
        <translation>请指明该次运行所用的 GPU（hardware.gpu 和 hardware.count）：一份校准只适用于一种 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="21"/>
        <source>expected an object (the run&apos;s training job)</source>
        <translation>应为对象（该次运行的训练任务）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="23"/>
        <source>a training log needs the scenario of a training job, not a service</source>
        <translation>训练日志需要训练任务的场景，而不是推理服务的场景</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="26"/>
        <source>no plan for the layout of {file} on this scenario&apos;s hardware (see gpuplan plan)</source>
        <translation>在此场景的硬件上没有适用于 {file} 所用布局的方案（参见 gpuplan plan）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="30"/>
        <source>name the GPU the benchmark ran on (hardware.gpu and hardware.count): a calibration holds for one GPU</source>
        <translation>请指明基准测试所用的 GPU（hardware.gpu 和 hardware.count）：一份校准只适用于一种 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="34"/>
        <source>a serving benchmark needs the scenario of the service (type &quot;inference&quot;)</source>
        <translation>推理服务基准测试需要该服务的场景（type 为“inference”）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="38"/>
        <source>no serving plan on this scenario&apos;s hardware</source>
        <translation>在此场景的硬件上没有推理服务方案</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="40"/>
        <source>no serving plan at the load of {file} on this scenario&apos;s hardware (see gpuplan plan)</source>
        <translation>在此场景的硬件上没有能承受 {file} 所测负载的推理服务方案（参见 gpuplan plan）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="44"/>
        <source>the benchmark does not state it: a calibration needs the time to first token, the time per output token and the load</source>
        <translation>基准测试结果中没有这一项：校准需要首 token 时间、每个输出 token 的时间和负载</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="48"/>
        <source>expected an array of measured runs</source>
        <translation>应为实测运行的数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="50"/>
        <source>no vLLM (&quot;Model loading took&quot;, &quot;GPU KV cache size:&quot;) or SGLang (&quot;Load weight end.&quot;, &quot;KV Cache is allocated.&quot;) start-up line in {lines} line(s)</source>
        <translation>在 {lines} 行中没有找到 vLLM（&quot;Model loading took&quot;、&quot;GPU KV cache size:&quot;）或 SGLang（&quot;Load weight end.&quot;、&quot;KV Cache is allocated.&quot;）的启动行</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="55"/>
        <source>expected a list of GuideLLM benchmarks</source>
        <translation>应为 GuideLLM 基准测试的列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="57"/>
        <source>missing: is this a GuideLLM report?</source>
        <translation>缺失：这是 GuideLLM 报告吗？</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="59"/>
        <source>missing or not a positive number</source>
        <translation>缺失或不是正数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="61"/>
        <source>missing or not a number: is this a vllm bench serve result (or GuideLLM&apos;s benchmarks.json)?</source>
        <translation>缺失或不是数字：这是 vllm bench serve 的结果（或 GuideLLM 的 benchmarks.json）吗？</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="65"/>
        <source>more requests than any benchmark sends</source>
        <translation>请求数多于任何基准测试会发送的数量</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="67"/>
        <source>no &quot;Serving Benchmark Result&quot; block and not a JSON result: is this the output of vllm bench serve or SGLang&apos;s bench_serving?</source>
        <translation>没有 &quot;Serving Benchmark Result&quot; 块，也不是 JSON 结果：这是 vllm bench serve 或 SGLang 的 bench_serving 的输出吗？</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="71"/>
        <source>the result block has no &quot;Output token throughput (tok/s):&quot; line</source>
        <translation>结果块中没有 &quot;Output token throughput (tok/s):&quot; 行</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="74"/>
        <source>expected a JSON object (vllm bench serve --save-result)</source>
        <translation>应为 JSON 对象（vllm bench serve --save-result）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="77"/>
        <source>no Megatron iteration line, torchtitan step line, DeepSpeed throughput line, Trainer metrics or Lightning progress bar found in {lines} line(s); nor is it a serving benchmark&apos;s result (vllm bench serve --save-result JSON, GuideLLM&apos;s benchmarks.json, SGLang&apos;s bench_serving output) or a vLLM start-up log</source>
        <translation>在 {lines} 行中没有找到 Megatron 迭代行、torchtitan 步骤行、DeepSpeed 吞吐量行、Trainer 指标或 Lightning 进度条；它也不是推理服务基准测试的结果（vllm bench serve --save-result JSON、GuideLLM 的 benchmarks.json、SGLang 的 bench_serving 输出）或 vLLM 启动日志</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="84"/>
        <source>only the first {tool} step was logged (it holds the warm-up): run at least two logging intervals</source>
        <translation>只记录了 {tool} 的第一步（其中包含预热）：请至少运行两个日志记录间隔</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="95"/>
        <source>not UTF-8 text: {text}</source>
        <translation>不是 UTF-8 文本：{text}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="97"/>
        <source>expected a non-negative number, found &quot;{value}&quot;</source>
        <translation>应为非负数，实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="99"/>
        <source>{value} per hour is above the largest price a catalog accepts ({max})</source>
        <translation>每小时 {value} 超过了目录可接受的最高价格（{max}）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="103"/>
        <source>missing column {column} (is this a {format}?)</source>
        <translation>缺少列 {column}（这是 {format} 吗？）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="105"/>
        <source>empty file: expected a {format} header</source>
        <translation>空文件：应有 {format} 的表头</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="107"/>
        <source>unterminated quoted field</source>
        <translation>带引号的字段没有结束引号</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="109"/>
        <source>more than {max} offerings: more than a catalog file can hold (64 MiB); import the file in parts (by region)</source>
        <translation>超过 {max} 条报价：超出目录文件所能容纳的上限（64 MiB）；请分批导入（按区域）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="113"/>
        <source>more than 100,000 price rules</source>
        <translation>价格规则超过 100,000 条</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="115"/>
        <source>empty: expected a SkyPilot vms.csv, a gpuhunt CSV, dstack offer JSON or a GPU Planner offerings file</source>
        <translation>文件为空：应为 SkyPilot vms.csv、gpuhunt CSV、dstack offer JSON 或 GPU Planner 报价文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="119"/>
        <source>a JSON document that is neither dstack offer&apos;s output (&quot;offers&quot;) nor a GPU Planner offerings file (&quot;format&quot;: &quot;gpuplanner-offerings&quot;)</source>
        <translation>该 JSON 文档既不是 dstack offer 的输出（&quot;offers&quot;），也不是 GPU Planner 报价文件（&quot;format&quot;: &quot;gpuplanner-offerings&quot;）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="124"/>
        <source>not a catalog this reads: expected a SkyPilot vms.csv header (InstanceType, AcceleratorName, ...), SkyPilot&apos;s slurm/pricing.csv header (Region, Zone, PricePerVCPU, ...), a gpuhunt header (instance_name, location, price, ...), dstack offer JSON or a GPU Planner offerings file</source>
        <translation>不是可读取的目录：应为 SkyPilot vms.csv 表头（InstanceType, AcceleratorName, ...）、SkyPilot 的 slurm/pricing.csv 表头（Region, Zone, PricePerVCPU, ...）、gpuhunt 表头（instance_name, location, price, ...）、dstack offer JSON 或 GPU Planner 报价文件</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="131"/>
        <source>the provider cannot be read from the name: give --provider NAME</source>
        <translation>无法从名称中读出服务商：请用 --provider NAME 指定</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="134"/>
        <source>expected dstack offer&apos;s JSON ({&quot;offers&quot;: [...]}, from `dstack offer --format json`)</source>
        <translation>应为 dstack offer 的 JSON（{&quot;offers&quot;: [...]}，由 `dstack offer --format json` 输出）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="138"/>
        <source>expected an offer object</source>
        <translation>应为报价对象</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="140"/>
        <source>expected text</source>
        <translation>应为文本</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="142"/>
        <source>missing the offer&apos;s resources</source>
        <translation>缺少报价的资源（resources）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="144"/>
        <source>expected the price per hour (USD)</source>
        <translation>应为每小时价格（美元）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="146"/>
        <source>expected a price per hour between 0 and {max}</source>
        <translation>应为 0 到 {max} 之间的每小时价格</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="148"/>
        <source>expected True or False, found &quot;{value}&quot;</source>
        <translation>应为 True 或 False，实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="150"/>
        <source>cannot read the offerings folder: {detail}</source>
        <translation>无法读取报价文件夹：{detail}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="152"/>
        <source>the catalog would be larger than the {mib} MiB a catalog file may be ({count} offerings); import fewer rows</source>
        <translation>目录将超过目录文件允许的 {mib} MiB（{count} 条报价）；请导入更少的行</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="156"/>
        <source>the catalog lists no GPU</source>
        <translation>目录中没有列出任何 GPU</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="165"/>
        <source>token counts must be whole numbers from 1 to {max}, found {value}</source>
        <translation>token 数必须是 1 到 {max} 之间的整数，实际为 {value}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="168"/>
        <source>expected a list of [prompt_tokens, output_tokens] pairs</source>
        <translation>应为 [prompt_tokens, output_tokens] 数对的列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="171"/>
        <source>more than 1,000,000 requests</source>
        <translation>请求超过 1,000,000 个</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="173"/>
        <source>expected [prompt_tokens, output_tokens] or an object with prompt_tokens and output_tokens, whole numbers</source>
        <translation>应为 [prompt_tokens, output_tokens]，或含有 prompt_tokens 和 output_tokens 的对象，且均为整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="177"/>
        <source>the trace is empty</source>
        <translation>轨迹为空</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="179"/>
        <source>the header names no prompt and output token columns (e.g. prompt_tokens,output_tokens or ContextTokens,GeneratedTokens)</source>
        <translation>表头中没有提示与输出 token 数的列（例如 prompt_tokens,output_tokens 或 ContextTokens,GeneratedTokens）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="183"/>
        <source>expected the prompt and output token counts as whole numbers</source>
        <translation>提示与输出的 token 数应为整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="186"/>
        <source>the trace holds no request</source>
        <translation>轨迹中没有任何请求</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="188"/>
        <source>expected [prompt_tokens, output_tokens], two whole numbers from 1 to {max}</source>
        <translation>应为 [prompt_tokens, output_tokens]，即两个 1 到 {max} 之间的整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="192"/>
        <source>a Hugging Face config must be a JSON object</source>
        <translation>Hugging Face 配置必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="194"/>
        <source>&quot;{dtype}&quot;: the weight index gives bytes; only bfloat16, float16 and float32 checkpoints are turned into parameters</source>
        <translation>“{dtype}”：权重索引给出的是字节数；只有 bfloat16、float16 和 float32 的检查点能换算为参数量</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="198"/>
        <source>gives {params} parameters; expected 1 to 10^14</source>
        <translation>给出 {params} 个参数；应为 1 到 10^14 个</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="200"/>
        <source>expected a JSON object of tensors</source>
        <translation>应为由张量组成的 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="202"/>
        <source>missing or not a list</source>
        <translation>缺失或不是列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="204"/>
        <source>expected non-negative integers</source>
        <translation>应为非负整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="206"/>
        <source>missing or not a positive number of bytes</source>
        <translation>缺失或不是正的字节数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="208"/>
        <source>shorter than the 8-byte header length</source>
        <translation>比 8 字节的头部长度还短</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="210"/>
        <source>declares a {bytes}-byte header (at most 100 MB)</source>
        <translation>声明了 {bytes} 字节的头部（最多 100 MB）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="212"/>
        <source>the file ends inside its header</source>
        <translation>文件在头部中途结束</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="214"/>
        <source>cannot read the model preset folder: {detail}</source>
        <translation>无法读取模型预设文件夹：{detail}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="223"/>
        <source>{gpu}: this option combines model parallelism with DeepSpeed ZeRO (Megatron-DeepSpeed), which Ascend&apos;s stack does not run (MindSpeed-LLM is Megatron-LM without DeepSpeed): pin the framework to megatron or deepspeed and plan again</source>
        <translation>{gpu}：此方案将模型并行与 DeepSpeed ZeRO 结合（Megatron-DeepSpeed），昇腾的软件栈不支持（MindSpeed-LLM 是不含 DeepSpeed 的 Megatron-LM）：请将框架固定为 megatron 或 deepspeed 后重新规划</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="229"/>
        <source>{gpu}: disaggregated prefill and decode is written with vLLM&apos;s NixlConnector, which vLLM-Ascend replaces with connectors of its own; export a colocated option</source>
        <translation>{gpu}：预填充与解码分离的启动文件用 vLLM 的 NixlConnector 编写，而 vLLM-Ascend 以自己的连接器取代它；请导出预填充与解码合置的方案</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="234"/>
        <source>this option has no training strategy that fits</source>
        <translation>此方案没有能装入显存的训练策略</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="236"/>
        <source>SkyPilot has no cloud for provider &quot;{provider}&quot; (it launches on aws, gcp, azure, lambda): export for slurm or kubernetes</source>
        <translation>SkyPilot 没有对应服务商“{provider}”的云（它在 aws、gcp、azure、lambda 上启动）：请导出为 slurm 或 kubernetes</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="240"/>
        <source>SkyPilot has no cloud for the own machine (it launches on aws, gcp, azure, lambda): export for slurm or kubernetes</source>
        <translation>SkyPilot 没有对应自有机器的云（它在 aws、gcp、azure、lambda 上启动）：请导出为 slurm 或 kubernetes</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="244"/>
        <source>this option does not fit in memory</source>
        <translation>此方案无法装入显存</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="246"/>
        <source>{gpu} does not run CUDA; the launch files use CUDA images (PyTorch, DeepSpeed, Megatron-LM, vLLM), or Huawei Ascend&apos;s stack (MindSpeed-LLM, vLLM-Ascend). Use the vendor&apos;s: AMD ROCm builds, Intel Gaudi&apos;s Habana software, JAX on TPUs</source>
        <translation>{gpu} 不运行 CUDA；启动文件使用 CUDA 镜像（PyTorch、DeepSpeed、Megatron-LM、vLLM）或华为昇腾的软件栈（MindSpeed-LLM、vLLM-Ascend）。请使用厂商的软件：AMD ROCm 构建、Intel Gaudi 的 Habana 软件、TPU 上的 JAX</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="252"/>
        <source>serving launch files are written for transformer language models (vLLM)</source>
        <translation>推理服务的启动文件是为 Transformer 语言模型（vLLM）编写的</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="256"/>
        <source>this option disaggregates prefill and decode; its launch files are written for slurm and kubernetes only</source>
        <translation>此方案将预填充与解码分离；其启动文件只为 slurm 和 kubernetes 编写</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="16"/>
        <source>expected &quot;{format}&quot;</source>
        <translation>应为“{format}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="18"/>
        <source>expected &quot;{format}&quot;, found &quot;{value}&quot;</source>
        <translation>应为“{format}”，实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="20"/>
        <source>version {version} is newer than this program ({supported})</source>
        <translation>版本 {version} 比本程序支持的版本（{supported}）更新</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="23"/>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="32"/>
        <source>expected a list of at most {max} integers</source>
        <translation>应为最多 {max} 个整数的列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="34"/>
        <source>expected a list of integers</source>
        <translation>应为整数列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="36"/>
        <source>expected a list of at most {max} strings</source>
        <translation>应为最多 {max} 个字符串的列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="38"/>
        <source>expected a list of strings</source>
        <translation>应为字符串列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="40"/>
        <source>must divide num_attention_heads ({heads}), found {value}</source>
        <translation>必须整除 num_attention_heads（{heads}），实际为 {value}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="43"/>
        <source>must be between 1 and the number of experts</source>
        <translation>必须在 1 到专家数之间</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="45"/>
        <source>no layer is a mixture-of-experts layer (the dense layers first_k_dense_replace, mlp_only_layers or decoder_sparse_step leave cover all of them)</source>
        <translation>没有任何一层是混合专家层（first_k_dense_replace、mlp_only_layers 或 decoder_sparse_step 留出的稠密层覆盖了所有层）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="50"/>
        <source>expected two integers (rows, columns)</source>
        <translation>应为两个整数（行数、列数）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="52"/>
        <source>&quot;{method}&quot; is not a format the planner sizes (fp8, mxfp4, awq, gptq)</source>
        <translation>“{method}”不是规划器能估算大小的格式（fp8、mxfp4、awq、gptq）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="56"/>
        <source>missing or not a string; a Hugging Face config.json names its model_type</source>
        <translation>缺失或不是字符串；Hugging Face 的 config.json 会写明其 model_type</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="60"/>
        <source>missing: a {model_type} config holds its language model in text_config</source>
        <translation>缺失：{model_type} 配置把语言模型放在 text_config 中</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="64"/>
        <source>unsupported model_type &quot;{model_type}&quot; (supported: {supported}); a config.json file with a model.safetensors.index.json or model.safetensors beside it is read from its weights</source>
        <translation>不支持的 model_type“{model_type}”（支持：{supported}）；旁边有 model.safetensors.index.json 或 model.safetensors 的 config.json 文件会按其权重读取</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="69"/>
        <source>the architecture has more than 4.6e18 parameters (hidden size, heads, layers and vocabulary together): not a model to plan</source>
        <translation>该架构的参数超过 4.6e18 个（隐藏层大小、注意力头、层数与词表合计）：不是可规划的模型</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="73"/>
        <source>hidden_size is not a multiple of num_attention_heads and no head_dim is given</source>
        <translation>hidden_size 不是 num_attention_heads 的倍数，且未给出 head_dim</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="77"/>
        <source>hidden size is not a multiple of the head count</source>
        <translation>隐藏层大小不是注意力头数的倍数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="79"/>
        <source>lists {count} layers; num_hidden_layers is {layers}</source>
        <translation>列出了 {count} 层；num_hidden_layers 却是 {layers}</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="82"/>
        <source>sliding windows on Qwen MoE layers are not modelled</source>
        <translation>尚未对 Qwen MoE 层的滑动窗口建模</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="85"/>
        <source>must list every layer ({layers})</source>
        <translation>必须列出每一层（共 {layers} 层）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="87"/>
        <source>missing: a transformer preset stores its config.json fields</source>
        <translation>缺失：Transformer 预设须保存其 config.json 字段</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="97"/>
        <source>expected an array of offerings</source>
        <translation>应为报价数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="99"/>
        <source>unknown provider &quot;{provider}&quot; (not in providers.json)</source>
        <translation>未知服务商“{provider}”（不在 providers.json 中）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="102"/>
        <source>give a spot price or a spot discount, not both</source>
        <translation>请给出竞价价格或竞价折扣，不能同时给出</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="104"/>
        <source>a discount needs an on-demand price</source>
        <translation>折扣需要按需价格</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="106"/>
        <source>no price for any billing mode</source>
        <translation>没有任何计费方式的价格</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="108"/>
        <source>offerings[{index}] already gives the {mode} price of {provider} {instance_type} in {region}: give each instance type, region and billing mode once</source>
        <translation>offerings[{index}] 已给出 {provider} {instance_type} 在 {region} 的 {mode} 价格：每种实例类型、区域和计费方式只能给出一次</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="113"/>
        <source>rates are per US dollar: base must be &quot;USD&quot;</source>
        <translation>汇率以美元为基准：base 必须为“USD”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="115"/>
        <source>USD missing</source>
        <translation>缺少 USD</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="117"/>
        <source>not in the provider&apos;s certifications: list it there first</source>
        <translation>不在该云厂商的认证列表中：请先在那里列出</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="120"/>
        <source>expected a non-empty array of devices</source>
        <translation>应为非空的设备数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="122"/>
        <source>larger than best</source>
        <translation>大于 best</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="124"/>
        <source>expected [m, n, k]</source>
        <translation>应为 [m, n, k]</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="126"/>
        <source>expected positive integers</source>
        <translation>应为正整数</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="128"/>
        <source>expected an array of [m, n, k, flops per second]</source>
        <translation>应为由 [m, n, k, 每秒浮点运算次数] 组成的数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="130"/>
        <source>expected rows [m, n, k, flops per second]</source>
        <translation>每行应为 [m, n, k, 每秒浮点运算次数]</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="132"/>
        <source>expected a device index</source>
        <translation>应为设备序号</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="134"/>
        <source>expected an array of GPUs</source>
        <translation>应为 GPU 数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="136"/>
        <source>more than memory_gib</source>
        <translation>大于 memory_gib</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="138"/>
        <source>no peak given for any precision</source>
        <translation>未给出任何精度的峰值</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="140"/>
        <source>duplicate GPU id &quot;{id}&quot;</source>
        <translation>重复的 GPU id“{id}”</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="149"/>
        <source>expected an array of calibrations</source>
        <translation>应为校准项数组</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="151"/>
        <source>name the network the exchange crossed (&quot;intra_node&quot;, ...)</source>
        <translation>请指明该次通信经过的网络（“intra_node”等）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="154"/>
        <source>give the request lengths inline (lengths) or in a file (lengths_file), not both</source>
        <translation>请直接给出请求长度（lengths）或在文件中给出（lengths_file），不能同时给出</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="157"/>
        <source>expected a list of 1 to 1,000,000 [prompt_tokens, output_tokens] pairs</source>
        <translation>应为由 1 到 1,000,000 个 [prompt_tokens, output_tokens] 数对组成的列表</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="161"/>
        <source>layers ({layers}) must divide into pipeline_parallel x virtual_pipeline_stages chunks for this software stack (performance.stack megatron_core, nemo or torchtitan split them unevenly)</source>
        <translation>此软件栈要求层数（{layers}）能均分为 pipeline_parallel × virtual_pipeline_stages 个分块（performance.stack 为 megatron_core、nemo 或 torchtitan 时可不均分）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="167"/>
        <source>give global_batch_tokens or global_batch_samples, not both</source>
        <translation>请给出 global_batch_tokens 或 global_batch_samples，不能同时给出</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="170"/>
        <source>give the date of the rates in rates_per_usd (YYYY-MM-DD)</source>
        <translation>请给出 rates_per_usd 中汇率的日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="173"/>
        <source>unknown field (did you mean &quot;{name}&quot;?)</source>
        <translation>未知字段（是否想写 &quot;{name}&quot;？）</translation>
    </message>
</context>
<context>
    <name>LocalGpu</name>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="25"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (compute capability %2, %3 SMs, %4), measured %5 – %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（计算能力 %2，%3 个 SM，%4），测量于 %5 – %6</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="34"/>
        <source>Datasheet: %1.</source>
        <translation>规格：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="35"/>
        <source>The catalog does not list this GPU: it is planned from the measurement alone.</source>
        <translation>目录中没有此 GPU：仅按测量结果规划。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="42"/>
        <source>During the run: up to %1 °C and %2 W; SM clock %3–%4 MHz under load; %5% of samples power- or heat-limited.</source>
        <translation>运行期间：最高 %1 °C、%2 W；负载下 SM 频率 %3–%4 MHz；%5% 的采样受功耗或温度限制。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="55"/>
        <source>Not measured: %1.</source>
        <translation>未测量：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="65"/>
        <source>This scenario&apos;s job does not run on this machine (memory or precision); see the warnings.</source>
        <translation>此场景的任务无法在本机运行（显存或精度不满足）；请查看警告。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="70"/>
        <source>This scenario on this machine: %1, %2 (power and capital).</source>
        <translation>此场景在本机：%1，%2（电费与设备折旧）。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="76"/>
        <source>Fastest cloud option: %1 %2, %3 for %4; this machine takes %5× as long.</source>
        <translation>最快的云方案：%1 %2，%3，%4；本机耗时为其 %5 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="84"/>
        <source>Cheapest cloud option: %1 %2, %3 for %4; this machine costs %5× as much.</source>
        <translation>最便宜的云方案：%1 %2，%3，%4；本机费用为其 %5 倍。</translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="66"/>
        <source>needs compute capability 8.0 (Ampere) or newer</source>
        <translation>需要计算能力 8.0（Ampere）或更高</translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="68"/>
        <source>needs compute capability 8.9 (Ada) or newer</source>
        <translation>需要计算能力 8.9（Ada）或更高</translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="70"/>
        <source>needs compute capability 7.5 or newer</source>
        <translation>需要计算能力 7.5 或更高</translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="72"/>
        <source>too little free GPU memory for the smallest shape</source>
        <translation>GPU 空闲显存不足以运行最小的矩阵形状</translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="74"/>
        <source>cuBLASLt has no kernel for this precision on this GPU</source>
        <translation>cuBLASLt 在此 GPU 上没有该精度的内核</translation>
    </message>
</context>
<context>
    <name>PlanFormat</name>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="45"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="47"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="49"/>
        <source>Reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="51"/>
        <source>Reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="53"/>
        <source>Owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="71"/>
        <source>&lt;1 min</source>
        <translation>&lt;1 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="73"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="75"/>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="77"/>
        <source>%1 h (%2 days)</source>
        <translation>%1 小时（%2 天）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="78"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="115"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="116"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="138"/>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="139"/>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="140"/>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="123"/>
        <source>dp %1 × tp %2 × pp %3</source>
        <translation>dp %1 × tp %2 × pp %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="62"/>
        <source>China MLPS</source>
        <translation>等保（网络安全等级保护）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="93"/>
        <source>%1–%2 min, likely %3</source>
        <translation>%1–%2 分钟，最可能 %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="97"/>
        <source>%1–%2 h, likely %3</source>
        <translation>%1–%2 小时，最可能 %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="100"/>
        <source>%1–%2 days, likely %3</source>
        <translation>%1–%2 天，最可能 %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="108"/>
        <source>%1–%2 %3, likely %4</source>
        <translation>%1–%2 %3，最可能 %4</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="124"/>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="126"/>
        <source> × cp %1</source>
        <translation> × cp %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="129"/>
        <source> (ep %1)</source>
        <extracomment>Expert parallelism divides the data-parallel GPUs, it does not multiply them.</extracomment>
        <translation>（专家并行 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="146"/>
        <source> (interleaved × %1)</source>
        <translation>（交错 × %1）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="150"/>
        <source>Strategy: %1, ZeRO-%2, %3, micro-batch %4 × %5 accumulation, global batch %6, %7 steps</source>
        <translation>策略：%1，ZeRO-%2，%3，微批次 %4 × 累积 %5，全局批次 %6，共 %7 步</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="160"/>
        <source>Optimizer states offloaded to host RAM (nothing else fits)</source>
        <translation>优化器状态卸载到主机内存（其他方式均放不下）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="162"/>
        <source>Layers per stage: %1 on %2 stages, %3 on the other %4</source>
        <translation>每阶段层数：%2 个阶段各 %1 层，其余 %4 个阶段各 %3 层</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="168"/>
        <source>Global batch: the default for a model of this size (%1 per step); set “%2” to change it</source>
        <translation>全局批次：该规模模型的默认值（每步 %1）；可通过“%2”修改</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/plan_format.cpp" line="173"/>
        <source>%1 GPU(s) stay idle: no layout that fits uses them all</source>
        <translation>
            <numerusform>%1 个 GPU 空闲：没有能放下的布局用满全部 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="180"/>
        <source>a smaller pipeline bubble</source>
        <translation>更小的流水线气泡</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="181"/>
        <source>less tensor-parallel communication</source>
        <translation>更少的张量并行通信</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="182"/>
        <source>less gradient exchange</source>
        <translation>更少的梯度交换</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="183"/>
        <source>fewer pipeline transfers</source>
        <translation>更少的流水线传输</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="184"/>
        <source>less context-parallel K/V exchange</source>
        <translation>更少的上下文并行 K/V 交换</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="186"/>
        <source>less expert-parallel token exchange</source>
        <translation>更少的专家并行 token 交换</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="187"/>
        <source>less compute (recomputation or stage balance)</source>
        <translation>更少的计算（重计算或阶段均衡）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="191"/>
        <source>Beats the runner-up, %1, by %2, mostly through %3</source>
        <translation>比次优方案 %1 快 %2，主要因为%3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="203"/>
        <source>Time to first token calibrated from our own benchmarks on %1, %2</source>
        <translation>首个令牌时间已按我方基准测试校准（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="205"/>
        <source>Decode step calibrated from our own benchmarks on %1, %2</source>
        <translation>解码步已按我方基准测试校准（%1，%2）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="207"/>
        <source>Data-parallel collectives (%3) calibrated from our own runs on %1, %2</source>
        <translation>数据并行集合通信（%3）已按我们在 %1、%2 上的实测校准</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="211"/>
        <source>Engine memory beside weights and KV cache calibrated from our own start-up logs on %1, %2</source>
        <translation>推理引擎在权重与 KV 缓存之外占用的显存已按我们在 %1、%2 上的启动日志校准</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="214"/>
        <source>Run overhead beside the steps (checkpoints, evaluation; goodput %3%) calibrated from our own runs on %1, %2</source>
        <translation>步骤之外的运行开销（检查点、评估；有效训练占比 %3%）已按我们在 %1、%2 上的实测校准</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="218"/>
        <source>Calibrated from our own runs on %1, %2</source>
        <translation>已按我方实测运行校准（%1，%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/plan_format.cpp" line="221"/>
        <source>: × %1 (± %2%), %n measurement(s): %3</source>
        <translation>
            <numerusform>：× %1（± %2%），%n 次测量：%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="229"/>
        <source>commits %1 over 1 year</source>
        <translation>需承诺 1 年共 %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="230"/>
        <source>commits %1 over %2 years</source>
        <translation>需承诺 %2 年共 %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="262"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="262"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="270"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="270"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="283"/>
        <source>today</source>
        <comment>a price&apos;s age</comment>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="285"/>
        <source>1 day</source>
        <comment>a price&apos;s age</comment>
        <translation>1 天</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="287"/>
        <source>%1 days</source>
        <comment>a price&apos;s age</comment>
        <translation>%1 天</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="289"/>
        <source>%1 months</source>
        <comment>a price&apos;s age</comment>
        <translation>%1 个月</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="290"/>
        <source>%1 years</source>
        <comment>a price&apos;s age</comment>
        <translation>%1 年</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="101"/>
        <source>%1: refusing to write inside the bundled catalog; save the user catalog elsewhere</source>
        <translation>%1：拒绝写入内置报价目录；请把用户报价目录保存到其他位置</translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="108"/>
        <source>Not saved, the catalog would not load: %1</source>
        <translation>未保存，该目录无法加载：%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="121"/>
        <source>%1: cannot read it to keep a copy; nothing saved</source>
        <translation>%1：无法读取以保留副本；未保存任何内容</translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="116"/>
        <location filename="../../ui/core/catalog_store.cpp" line="124"/>
        <source>Not saved, the previous catalog could not be kept: %1</source>
        <translation>未保存，无法保留之前的目录：%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="158"/>
        <source>%1: cannot move it aside to %2</source>
        <translation>%1：无法移至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/page_writer.cpp" line="64"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../../ui/report/page_writer.cpp" line="65"/>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <location filename="../../ui/core/plan_snapshot.cpp" line="39"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../ui/report/report.cpp" line="50"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="51"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="78"/>
        <source>Constraints</source>
        <translation>约束</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="80"/>
        <source>Own machine</source>
        <translation>自有机器</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="82"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="84"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="85"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="16"/>
        <source>no file name given</source>
        <translation>未给出文件名</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="18"/>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="20"/>
        <source>is not a regular file (a device, FIFO or socket is not replaced)</source>
        <translation>不是普通文件（不会替换设备、FIFO 或套接字）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="23"/>
        <source>is a symbolic link to a file that does not exist</source>
        <translation>是指向不存在文件的符号链接</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="26"/>
        <source>cannot be examined</source>
        <translation>无法检查</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="28"/>
        <source>its folder does not exist</source>
        <translation>其所在文件夹不存在</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="30"/>
        <source>its folder is not writable</source>
        <translation>其所在文件夹不可写</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="32"/>
        <source>cannot create a file in its folder</source>
        <translation>无法在其所在文件夹中创建文件</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="34"/>
        <location filename="../../ui/core/text/save_file.cpp" line="40"/>
        <source>cannot write</source>
        <translation>无法写入</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="36"/>
        <source>cannot keep the file&apos;s permissions</source>
        <translation>无法保留文件的权限</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="38"/>
        <source>cannot replace the file</source>
        <translation>无法替换该文件</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="51"/>
        <source>; the previous file is unchanged</source>
        <translation>；原文件保持不变</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="59"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="60"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="67"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="76"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="82"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="93"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="100"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="108"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="117"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="126"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="135"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="143"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="152"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="162"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="260"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="269"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="275"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="282"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="290"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="300"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="311"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="321"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="330"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="340"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="210"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="218"/>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="61"/>
        <source>Pre-training, fine-tuning or serving (inference).</source>
        <translation>预训练、微调或推理服务。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="13"/>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="15"/>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="17"/>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="66"/>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="68"/>
        <source>Full fine-tuning updates every weight; LoRA trains small adapters (weights frozen at 16 bit); QLoRA keeps the frozen weights in 4 bit.</source>
        <translation>全参数微调更新所有权重；LoRA 只训练小型适配器（权重以 16 位冻结）；QLoRA 以 4 位保存冻结权重。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="22"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="49"/>
        <source>Full</source>
        <extracomment>Fine-tuning method: every weight is trained (not adapters as with LoRA)
----------
Activation checkpointing: each layer&apos;s activations are recomputed in the backward pass</extracomment>
        <translation>完整</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="23"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="24"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="75"/>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="77"/>
        <source>Rank r of the adapters; typical 8 to 64.</source>
        <translation>适配器的秩 r；通常为 8 到 64。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="81"/>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="83"/>
        <source>Tokens to train on, in billions. Chinchilla-optimal pre-training uses about 20 per parameter; fine-tuning often 0.01 to 1 billion.</source>
        <translation>训练 token 数，单位十亿。Chinchilla 最优预训练约为每个参数 20 个；微调通常为 0.01 到 10 亿。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="91"/>
        <source>Samples per epoch</source>
        <translation>每轮样本数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="94"/>
        <source>For image models: images per epoch (ImageNet-1k: 1,281,167).</source>
        <translation>图像模型：每轮图片数（ImageNet-1k：1,281,167）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="99"/>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="101"/>
        <source>Passes over the samples (ResNet-50 on ImageNet: 90).</source>
        <translation>遍历样本的轮数（ImageNet 上的 ResNet-50：90）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="107"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="109"/>
        <source>bf16/fp16 are mixed precision with fp32 master weights; fp8 needs Hopper, Ada or newer.</source>
        <translation>bf16/fp16 为带 fp32 主权重的混合精度；fp8 需要 Hopper、Ada 或更新架构。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="115"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="118"/>
        <source>AdamW keeps 12 bytes per parameter in mixed precision; 8-bit Adam about 6.</source>
        <translation>混合精度下 AdamW 每个参数占 12 字节；8 位 Adam 约 6 字节。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="32"/>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="33"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="134"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="136"/>
        <source>Tokens per training sequence; typical 2,048 to 8,192.</source>
        <translation>每条训练序列的 token 数；通常为 2,048 到 8,192。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="138"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="277"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="284"/>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="142"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="144"/>
        <source>Sequences (or images) per GPU per step; activations grow with it.</source>
        <translation>每步每 GPU 的序列（或图片）数；激活值随之增长。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="151"/>
        <source>Activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="153"/>
        <source>Full recomputation keeps only each layer&apos;s input (saves most activation memory, costs about a third more compute); selective drops the attention scores.</source>
        <translation>完全重计算只保存每层输入（节省大部分激活显存，计算量约增加三分之一）；选择性重计算只丢弃注意力分数。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="46"/>
        <source>None</source>
        <extracomment>Activation checkpointing: nothing is recomputed</extracomment>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="47"/>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="161"/>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="171"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="180"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="188"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="196"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="205"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="215"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="224"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="235"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="247"/>
        <source>Parallelism and memory</source>
        <translation>并行与显存</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="170"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="172"/>
        <source>0: plain data parallelism; 1 shards optimizer states, 2 also gradients, 3 (FSDP) also weights across data-parallel GPUs.</source>
        <translation>0：普通数据并行；1 切分优化器状态，2 同时切分梯度，3（FSDP）同时切分权重，分布在数据并行的各 GPU 上。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="179"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="187"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="195"/>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="196"/>
        <source>checkpoints kept</source>
        <translation>保留的检查点</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="188"/>
        <source>dataset (GB)</source>
        <translation>数据集（GB）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="199"/>
        <source>storage in several zones</source>
        <translation>多可用区存储</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="197"/>
        <source>disk snapshots</source>
        <translation>磁盘快照</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="165"/>
        <source>Only offerings of Chinese-designed accelerators (Ascend 910B, 910C): the domestic-substitution rules many buyers in China plan under.</source>
        <translation>仅规划国产加速卡（昇腾 910B、910C）的报价：许多国内买家须遵守的国产替代要求。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="172"/>
        <source>Only parts a buyer in China gets without a US export licence: below the 3A090 thresholds (L20, RTX 4090 D, V100, A10) or domestic (Ascend). The GPU catalog&apos;s export_control status, with its sources and date.</source>
        <translation>仅规划国内买家无需美国出口许可即可获得的型号：低于 3A090 门槛（L20、RTX 4090 D、V100、A10）或国产（昇腾）。依据 GPU 目录中的 export_control 状态及其来源和日期。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="261"/>
        <source>measured device</source>
        <translation>测量的设备</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="263"/>
        <source>healthy GPU&apos;s GEMM efficiency</source>
        <translation>健康 GPU 的 GEMM 效率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="265"/>
        <source>healthy GPU&apos;s bandwidth efficiency</source>
        <translation>健康 GPU 的带宽效率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="184"/>
        <source>PUE (facility power / IT power)</source>
        <translation>PUE（设施总功耗 / IT 功耗）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="161"/>
        <source>warn about prices older than (days)</source>
        <translation>价格早于此天数时提示（天）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="163"/>
        <source>Domestic accelerators only</source>
        <translation>仅国产加速卡</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="170"/>
        <source>No US export licence (China)</source>
        <translation>无需美国对华出口许可</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="178"/>
        <source>start-up or restart of a job (h)</source>
        <translation>作业启动或重启时间（小时）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="186"/>
        <source>host power (W)</source>
        <translation>主机功耗（W）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="190"/>
        <source>bytes per sample</source>
        <translation>每样本字节数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="192"/>
        <source>bytes per token</source>
        <translation>每 token 字节数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="194"/>
        <source>storage read speed (GB/s per node)</source>
        <translation>存储读取速度（每节点 GB/s）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="267"/>
        <source>CUDA version</source>
        <translation>CUDA 版本</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="269"/>
        <source>driver version</source>
        <translation>驱动版本</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="271"/>
        <source>PyTorch version</source>
        <translation>PyTorch 版本</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="273"/>
        <source>TensorFlow version</source>
        <translation>TensorFlow 版本</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="347"/>
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="359"/>
        <source>batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="180"/>
        <source>assumed 1-year reservation discount</source>
        <translation>假设的 1 年预留折扣</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="182"/>
        <source>assumed 3-year reservation discount</source>
        <translation>假设的 3 年预留折扣</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="201"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="203"/>
        <source>achieved TFLOPS per GPU</source>
        <translation>每 GPU 实测 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="205"/>
        <source>achieved TFLOPS count</source>
        <translation>实测 TFLOPS 的计数口径</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="209"/>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="211"/>
        <source>The training software: its attention kernels and overlaps set the time (Automatic: from the framework).</source>
        <translation>训练软件：其注意力内核与通信重叠方式决定时间（自动：按框架推断）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="217"/>
        <source>Serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="219"/>
        <source>The serving engine: its time per step and its all-reduce kernels set the latency (Automatic: vLLM V1).</source>
        <translation>推理服务引擎：其每步耗时和全归约（all-reduce）内核决定延迟（自动：vLLM V1）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="225"/>
        <source>serving engine release</source>
        <translation>推理引擎版本</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="227"/>
        <source>communication overlap</source>
        <translation>通信重叠比例</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="231"/>
        <source>global batch (samples)</source>
        <translation>全局批次（样本）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="233"/>
        <source>gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="235"/>
        <source>prefill MFU</source>
        <translation>预填充 MFU</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="237"/>
        <source>decode bandwidth efficiency</source>
        <translation>解码带宽效率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="239"/>
        <source>CUDA context (MiB)</source>
        <translation>CUDA 上下文（MiB）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="241"/>
        <source>allocator headroom</source>
        <translation>分配器余量</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="242"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="244"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="243"/>
        <source>GPU count</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="245"/>
        <source>currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="250"/>
        <source>GPU types</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="258"/>
        <source>calibration from our own runs</source>
        <translation>自有运行的校准</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="275"/>
        <source>jurisdictions</source>
        <translation>所属司法辖区</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="277"/>
        <source>title</source>
        <extracomment>The scenario&apos;s title, named in sentences and the report (&quot;title is too long&quot;)</extracomment>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="279"/>
        <source>scenario description</source>
        <translation>场景说明</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="280"/>
        <source>model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="363"/>
        <source>LoRA modules</source>
        <translation>LoRA 模块</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="351"/>
        <source>parameter offload</source>
        <translation>参数卸载</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="248"/>
        <source>ZeRO-Offload: optimizer states in host RAM (needs ZeRO stage 1 or more). Unchecked, the plan chooses: it offloads where the model would not fit otherwise, and the summary says so.</source>
        <translation>ZeRO-Offload：优化器状态放在主机内存（需要 ZeRO 阶段 1 或以上）。不勾选时由方案决定：仅在模型否则放不下时卸载，摘要会注明。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="355"/>
        <source>prefill chunk (tokens)</source>
        <translation>预填充块（token）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="157"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="246"/>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="248"/>
        <source>providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="252"/>
        <source>regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="254"/>
        <source>certifications</source>
        <translation>合规认证</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="159"/>
        <source>include unverified prices</source>
        <translation>包含未经核实的价格</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="256"/>
        <source>exchange rates per USD</source>
        <translation>每美元汇率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="229"/>
        <source>global batch (tokens)</source>
        <translation>全局批次（token）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="259"/>
        <source>gpuprobe measurement</source>
        <translation>gpuprobe 测量结果</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="181"/>
        <source>Data-parallel replicas. Automatic: the plan chooses for every GPU count; a number pins it in every command.</source>
        <translation>数据并行副本数。自动：规划为每个 GPU 数量选择；填写数值则在所有命令中固定。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="124"/>
        <source>Framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="127"/>
        <source>How gradients are kept and reduced: DeepSpeed 16-bit (2 bytes), Megatron-LM fp32 main gradients (4 bytes, all-reduced in fp32), PyTorch DDP/FSDP with autocast fp32 parameters and gradients.</source>
        <translation>梯度的保存与规约方式：DeepSpeed 为 16 位（2 字节）；Megatron-LM 为 fp32 主梯度（4 字节，以 fp32 做 all-reduce）；PyTorch DDP/FSDP 配合 autocast 时参数与梯度均为 fp32。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="40"/>
        <source>PyTorch DDP/FSDP</source>
        <translation>PyTorch DDP/FSDP</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="163"/>
        <source>Fused attention that never stores the attention scores. Off: the scores are kept for the backward pass and moved through memory, which costs memory and time.</source>
        <translation>融合注意力，不保存注意力分数。关闭时，注意力分数为反向传播保存并在显存中读写，占用显存并耗费时间。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="189"/>
        <source>Splits each layer across GPUs of a node; must divide the attention heads. Automatic: the plan chooses.</source>
        <translation>将每层切分到一个节点内的多个 GPU；须整除注意力头数。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="197"/>
        <source>Splits the layers into stages (they need not divide evenly). Automatic: the plan chooses.</source>
        <translation>将各层划分为多个阶段（不必均分）。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="204"/>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="206"/>
        <source>Interleaved 1F1B: model chunks per pipeline stage; the bubble shrinks by this factor. Automatic: the plan chooses.</source>
        <translation>交错 1F1B：每个流水线阶段的模型块数；气泡按此倍数缩小。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="213"/>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="216"/>
        <source>GPUs that share each sequence (ring attention); for sequences of 8,192 tokens and more. Automatic: the plan chooses.</source>
        <translation>共同处理同一序列的 GPU 数（环形注意力）；用于 8,192 个 token 及以上的序列。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="223"/>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="225"/>
        <source>GPUs of the data-parallel group that split a mixture of experts&apos; routed experts between them; it divides the data x context parallel GPUs and the number of experts. Automatic: the plan chooses.</source>
        <translation>数据并行组中分摊混合专家模型路由专家的 GPU 数；须整除数据 × 上下文并行 GPU 数和专家数。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="234"/>
        <source>Attention data parallel</source>
        <translation>注意力数据并行</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="236"/>
        <source>Serving a mixture of experts: groups of tensor-parallel GPUs that each hold the attention and their own sequences, with the routed experts spread over all of them (vLLM --data-parallel-size with --enable-expert-parallel). Automatic: the plan chooses.</source>
        <translation>服务混合专家模型：若干张量并行 GPU 组，每组持有注意力层和各自的序列，路由专家通过专家并行分布在所有这些 GPU 上（vLLM --data-parallel-size 配合 --enable-expert-parallel）。自动：由规划选择。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="246"/>
        <source>Offload optimizer to CPU</source>
        <translation>优化器卸载到 CPU</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="259"/>
        <source>Weight precision</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="261"/>
        <source>int4/int8 include quantization scales; fp8 needs Ampere or newer.</source>
        <translation>int4/int8 包含量化缩放因子；fp8 需要 Ampere 或更新架构。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="268"/>
        <source>KV-cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="270"/>
        <source>fp8 or int8 halves the KV cache.</source>
        <translation>fp8 或 int8 让 KV 缓存减半。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="274"/>
        <source>Prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="276"/>
        <source>Input tokens per request.</source>
        <translation>每个请求的输入 token 数。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="281"/>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="283"/>
        <source>Generated tokens per request.</source>
        <translation>每个请求生成的 token 数。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="289"/>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="291"/>
        <source>Requests in flight at once per replica; each keeps its KV cache.</source>
        <translation>每个副本同时处理的请求数；每个请求都保留自己的 KV 缓存。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="298"/>
        <source>Target requests per second</source>
        <translation>目标每秒请求数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="301"/>
        <source>Replicas are added until the service reaches this rate (0: one replica).</source>
        <translation>增加副本直到达到此速率（0：一个副本）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="304"/>
        <source> req/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="310"/>
        <source>Target output tokens per second</source>
        <translation>目标每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="312"/>
        <source>Replicas are added until the service generates this many tokens a second, all replicas together (0: none).</source>
        <translation>不断增加副本，直到服务（所有副本合计）每秒生成这么多 token（0：不限）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="315"/>
        <source> tokens/s</source>
        <translation> token/秒</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="320"/>
        <source>Time-to-first-token target</source>
        <translation>首 token 时间目标</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="322"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="79"/>
        <source>Options slower than this are excluded (0: none).</source>
        <translation>比此更慢的方案将被排除（0：不限）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="324"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="329"/>
        <source>Time-per-output-token target</source>
        <translation>每输出 token 时间目标</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="331"/>
        <source>Options whose tokens come slower than this, at the target percentile, are excluded (0: none).</source>
        <translation>在目标百分位上输出 token 比此更慢的方案将被排除（0：不限）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="334"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="339"/>
        <source>Service period</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="341"/>
        <source>Hours the service runs, for its cost (730 h is a month).</source>
        <translation>服务运行的小时数，用于计算成本（730 小时约一个月）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="343"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="81"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="121"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="78"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="86"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="90"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="99"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="104"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="164"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="171"/>
        <source>Constraints</source>
        <translation>约束</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="77"/>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="15"/>
        <source>Automatic (from the framework)</source>
        <translation>自动（按框架推断）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="17"/>
        <source>Megatron-Core (Transformer Engine)</source>
        <translation>Megatron-Core（Transformer Engine）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="19"/>
        <source>Megatron-LM 2021-2022 (no FlashAttention)</source>
        <translation>Megatron-LM 2021–2022（无 FlashAttention）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="21"/>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="23"/>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="25"/>
        <source>torchtitan</source>
        <translation>torchtitan</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="27"/>
        <source>MosaicML llm-foundry</source>
        <translation>MosaicML llm-foundry</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="29"/>
        <source>NVIDIA NeMo</source>
        <translation>NVIDIA NeMo</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="38"/>
        <source>Automatic (vLLM V1)</source>
        <translation>自动（vLLM V1）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="40"/>
        <source>vLLM before 0.6 (V0)</source>
        <translation>vLLM 0.6 之前（V0）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="42"/>
        <source>vLLM V1 (0.8 and later)</source>
        <translation>vLLM V1（0.8 及以后）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="44"/>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="46"/>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="48"/>
        <source>gpt-fast (torch.compile)</source>
        <translation>gpt-fast（torch.compile）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="85"/>
        <source>At most GPUs</source>
        <translation>最多 GPU 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="87"/>
        <source>Largest cluster to consider.</source>
        <translation>考虑的最大集群规模。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="89"/>
        <source>Network between nodes at least</source>
        <translation>节点间网络至少</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="91"/>
        <source>Multi-node options need this bandwidth (0: any).</source>
        <translation>多节点方案需要的节点间带宽（0：不限）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="93"/>
        <source> Gbps</source>
        <translation> Gbps</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="97"/>
        <source>Allow spot</source>
        <translation>允许竞价实例</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="100"/>
        <source>Spot capacity is cheap but can be reclaimed.</source>
        <translation>竞价实例便宜但可能被回收。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="102"/>
        <source>Allow reserved (1 or 3 years)</source>
        <translation>允许预留（1 或 3 年）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="105"/>
        <source>Reservations are paid whether used or not.</source>
        <translation>预留实例无论是否使用都要付费。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="109"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="115"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="125"/>
        <source>Billing assumptions</source>
        <translation>计费假设</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="108"/>
        <source>Spot interruptions per month</source>
        <translation>每月竞价中断率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="110"/>
        <source>AWS Spot Advisor buckets: share of instances interrupted over a month.</source>
        <translation>AWS Spot Advisor 分档：一个月内被中断的实例比例。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="114"/>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="124"/>
        <source>Reserved capacity in use</source>
        <translation>预留容量使用率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="126"/>
        <source>Share of the term the reservation does useful work; below the break-even, on-demand is cheaper.</source>
        <translation>预留期内实际使用的比例；低于盈亏平衡点时按需更便宜。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="129"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="149"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="46"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="88"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="112"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="133"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="137"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="142"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="146"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="153"/>
        <source>Your own machine</source>
        <translation>自有机器</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="132"/>
        <source>GPUs</source>
        <extracomment>Your own machine: how many GPUs it has</extracomment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="116"/>
        <source>Work lost per interruption (a spot reclaim, or a hardware failure of a named software stack&apos;s run) is half this on average (0: no checkpoints).</source>
        <translation>每次中断（抢占实例被回收，或指定软件栈的训练遇到硬件故障）平均损失此间隔一半的工作量（0：不保存检查点）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="134"/>
        <source>GPUs in your workstation or server.</source>
        <translation>工作站或服务器中的 GPU 数。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="136"/>
        <source>Purchase price</source>
        <translation>购置价格</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="138"/>
        <source>What the machine costs (or would cost), in the plan currency of the local section.</source>
        <translation>机器的（预计）购置价格，使用 local 部分的货币。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="141"/>
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="143"/>
        <source>Typical 0.10 to 0.30.</source>
        <translation>通常为 0.10 到 0.30。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="145"/>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="147"/>
        <source>Share of hours the machine does useful work over its life.</source>
        <translation>机器在整个使用期内有效工作的时间比例。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="151"/>
        <source>Amortization</source>
        <translation>折旧年限</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="154"/>
        <source>Years over which the purchase is written off.</source>
        <translation>购置成本的折旧年数。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="155"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="16"/>
        <source>Fixed</source>
        <extracomment>Request lengths: every request as long as the mean</extracomment>
        <translation>固定</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="17"/>
        <source>Uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="18"/>
        <source>Normal</source>
        <translation>正态分布</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="19"/>
        <source>Exponential</source>
        <translation>指数分布</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="24"/>
        <source>Poisson (random)</source>
        <translation>泊松（随机）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="26"/>
        <source>Evenly spaced</source>
        <translation>均匀间隔</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="29"/>
        <source>Maximum load</source>
        <extracomment>A benchmark that keeps as many requests in flight as the KV cache holds</extracomment>
        <translation>最大负载</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="36"/>
        <source>Service load</source>
        <translation>服务负载</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="41"/>
        <source>Targets at percentile</source>
        <translation>目标百分位</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="43"/>
        <source>The time-to-first-token and per-token targets hold for this share of requests (p95: 95 of 100).</source>
        <translation>首 token 时间与每 token 时间目标对这一比例的请求成立（p95：每 100 个请求中的 95 个）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="50"/>
        <source>Arrivals</source>
        <translation>到达方式</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="52"/>
        <source>How requests arrive at the target rate; maximum load keeps as many in flight as the KV cache holds.</source>
        <translation>请求以目标速率到达的方式；最大负载时保持 KV 缓存所能容纳的最多请求同时处理。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="58"/>
        <source>Length distribution</source>
        <translation>长度分布</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="59"/>
        <source>How prompt and output lengths vary around their means.</source>
        <translation>提示与输出长度围绕其均值的变化方式。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="66"/>
        <source>Length spread</source>
        <translation>长度离散度</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="68"/>
        <source>Uniform: lengths within ± this share of the mean; normal: the standard deviation over the mean.</source>
        <translation>均匀分布：长度在均值的 ± 此比例范围内；正态分布：标准差与均值之比。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="75"/>
        <source>request lengths (trace)</source>
        <translation>请求长度（轨迹）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="79"/>
        <source>request lengths file (trace)</source>
        <translation>请求长度文件（轨迹）</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="83"/>
        <source>Prefix-cache hits</source>
        <translation>前缀缓存命中</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="85"/>
        <source>Share of prompt tokens the prefix cache already holds (a shared system prompt).</source>
        <translation>前缀缓存中已有的提示 token 比例（例如共享的系统提示）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="92"/>
        <source>Sequences per step</source>
        <translation>每步序列数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="93"/>
        <source>The engine&apos;s limit of sequences in one step (vLLM --max-num-seqs).</source>
        <translation>引擎每步处理的序列上限（vLLM --max-num-seqs）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="99"/>
        <source>Speculative tokens</source>
        <translation>推测 token 数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="100"/>
        <source>Tokens a draft model or MTP head proposes per step (0: no speculative decoding).</source>
        <translation>草稿模型或 MTP 头每步提议的 token 数（0：不使用推测解码）。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="107"/>
        <source>Acceptance rate</source>
        <translation>接受率</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="109"/>
        <source>Chance each proposed token is accepted, as your draft measured it.</source>
        <translation>每个提议 token 被接受的概率，请填写您的草稿模型的实测值。</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="116"/>
        <source>draft cost per token</source>
        <translation>每个草稿 token 的开销</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="120"/>
        <source>simulated requests</source>
        <translation>模拟请求数</translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="124"/>
        <source>simulation seed</source>
        <translation>模拟随机种子</translation>
    </message>
    <message>
        <location filename="../../ui/core/field_specs.cpp" line="97"/>
        <source>Not used while %1 is %2.</source>
        <extracomment>%1 a field&apos;s label, %2 one of its choices (&quot;Arrivals&quot;, &quot;Maximum load&quot;)</extracomment>
        <translation>%1为“%2”时不使用。</translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="31"/>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>ServiceText</name>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="31"/>
        <source>met at p%1</source>
        <extracomment>%1: the percentile the targets hold at (&quot;95&quot;)</extracomment>
        <translation>在 p%1 达标</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="34"/>
        <source>missed at p%1</source>
        <extracomment>%1: the percentile the targets hold at (&quot;95&quot;)</extracomment>
        <translation>在 p%1 未达标</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="36"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="47"/>
        <source>%1 prefill + %2 decode × tp %3</source>
        <extracomment>%1 prefill workers, %2 decode workers, %3 GPUs each (tensor parallel)</extracomment>
        <translation>%1 个预填充 + %2 个解码 × tp %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="53"/>
        <source>%1 × tp %2 × attention dp %3 (ep %4)</source>
        <translation>%1 × tp %2 × 注意力数据并行 %3（专家并行 %4）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="59"/>
        <source>%1 × tp %2 × pp %3</source>
        <translation>%1 × tp %2 × pp %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="63"/>
        <source>%1 × tp %2</source>
        <translation>%1 × tp %2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="102"/>
        <source>at %1 requests/s</source>
        <translation>负载每秒 %1 个请求</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="95"/>
        <source>at %1 requests/s, %2 sequence(s) in flight per replica on average</source>
        <translation>
            <numerusform>负载每秒 %1 个请求，每个副本平均 %2 条序列并行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="105"/>
        <source>with %1 request(s) in flight per attention group</source>
        <translation>
            <numerusform>每个注意力组有 %1 个在途请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="110"/>
        <source>with %1 request(s) in flight per replica</source>
        <translation>
            <numerusform>每个副本有 %1 个在途请求</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="116"/>
        <source>Simulated service %1 (%2 requests, seed %3): p%4 time to first token %5, time per output token %6, end to end %7.</source>
        <extracomment>%1 the load (&quot;at 2 requests/s&quot;), %2 requests simulated, %3 seed, %4 percentile, %5 %6 %7 times</extracomment>
        <translation>模拟的服务（%1，%2 个请求，种子 %3）：p%4 首 token 时间 %5，每输出 token 时间 %6，端到端 %7。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="125"/>
        <source>Not simulated (only the best options are): its replicas are the analytical lower bound.</source>
        <translation>未模拟（仅模拟最佳选项）：其副本数为解析下界。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="139"/>
        <source>Sized for %1 requests/s, the higher of the two targets: %2 output tokens/s in answers of %3 tokens, above the %4 requests/s asked.</source>
        <translation>按每秒 %1 个请求规划，取两个目标中较高者：每秒 %2 个输出 token、每个回答 %3 个 token，高于所要求的每秒 %4 个请求。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="148"/>
        <source>Sized for %1 requests/s, the higher of the two targets (%2 output tokens/s asks for less).</source>
        <translation>按每秒 %1 个请求规划，取两个目标中较高者（每秒 %2 个输出 token 的目标要求更低）。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="157"/>
        <source>time to first token ≤ %1</source>
        <translation>首 token 时间 ≤ %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="160"/>
        <source>time per output token ≤ %1</source>
        <translation>每输出 token 时间 ≤ %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="162"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="166"/>
        <source>Targets met at p%2: %1.</source>
        <extracomment>%1: the targets (&quot;time to first token ≤ 2 s, …&quot;), %2: the percentile</extracomment>
        <translation>在 p%2 达到目标：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="169"/>
        <source>Targets missed at p%2: %1.</source>
        <translation>在 p%2 未达到目标：%1。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="183"/>
        <source>The nodes paid for hold %n more replica(s) than the rate needs: headroom, not counted in these figures.</source>
        <extracomment>%n spare replicas that the whole nodes of the option hold beyond what the rate needs</extracomment>
        <translation>
            <numerusform>所付费的节点比速率所需多容纳 %n 个副本：作为余量，不计入这些数字。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="189"/>
        <source>Prefill and decode run on workers of their own: %1; each prompt&apos;s KV cache is handed over in %2.</source>
        <extracomment>%1 the workers (&quot;3 prefill + 1 decode × tp 4&quot;), %2 a time</extracomment>
        <translation>预填充与解码运行在各自的实例上：%1；每个提示的 KV 缓存在 %2 内交接。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="206"/>
        <source>%1–%2 (likely %3)</source>
        <extracomment>a range of times: %1 fastest, %2 slowest, %3 likely</extracomment>
        <translation>%1–%2（最可能 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="212"/>
        <source>At the fastest and slowest credible engine steps these replicas give p%1 time to first token %2 and time per output token %3.</source>
        <extracomment>%1 percentile, %2 and %3 ranges of times (&quot;0.90 s–2.18 s (likely 1.39 s)&quot;)</extracomment>
        <translation>在可信的最快与最慢引擎步骤下，这些副本的 p%1 首 token 时间为 %2，每输出 token 时间为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="222"/>
        <source>The targets hold at both ends.</source>
        <translation>两端都能达到目标。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="225"/>
        <source>At the slow end they miss the targets: meeting them takes %1–%2 replicas (likely %3), %4.</source>
        <extracomment>%1 %2 %3 replica counts (fastest, slowest, likely); %4 a cost range</extracomment>
        <translation>在慢端达不到目标：要达到目标需要 %1–%2 个副本（最可能 %3 个），%4。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="234"/>
        <source>At the slow end they miss the targets.</source>
        <translation>在慢端达不到目标。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="238"/>
        <source>(From the spread of our own benchmark&apos;s measurements.)</source>
        <translation>（依据我们自己基准测试测量值的离散程度。）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="240"/>
        <source>(From the published spread of how efficiently serving software computes a prefill and of the memory bandwidth a decode step reaches.)</source>
        <translation>（依据已发表数据中推理服务软件计算预填充的效率及解码步骤所达内存带宽的离散程度。）</translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="18"/>
        <source>own</source>
        <translation>自有</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="24"/>
        <source>machine with %1 × %2</source>
        <translation>%1 × %2 的机器</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="32"/>
        <source>on premises</source>
        <translation>本地机房</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="38"/>
        <source>the scenario&apos;s own machine (purchase price, power and use as given there)</source>
        <translation>场景中的自有机器（购置价格、电费和使用率按场景所填）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="45"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="61"/>
        <source>p%1 %2 simulated at %3 requests/s</source>
        <translation>按每秒 %3 个请求模拟的 p%1 为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="64"/>
        <source>p%1 %2 simulated</source>
        <translation>模拟的 p%1 为 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/summary_text.cpp" line="68"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence(s) in flight; %7), %8 for %9</source>
        <extracomment>%5 the mean time per output token, %6 sequences in flight, %7 &quot;p95 44 ms simulated at 2 requests/s&quot;</extracomment>
        <translation>
            <numerusform>%1，%2 × %3，%4：每个输出 token %5（%6 条序列并行时的平均值；%7），%9共 %8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/summary_text.cpp" line="81"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence(s) in flight), %7 for %8</source>
        <extracomment>%6 sequences in flight per replica</extracomment>
        <translation>
            <numerusform>%1，%2 × %3，%4：每个输出 token %5（%6 个并发序列下的平均值），%8共 %7</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="90"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at the scenario&apos;s concurrency), %6 for %7</source>
        <translation>%1，%2 × %3，%4：每个输出 token %5（场景并发数下的平均值），%7共 %6</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="96"/>
        <source>%1, %2 × %3, %4: %5, %6</source>
        <translation>%1，%2 × %3，%4：%5，%6</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="105"/>
        <source>no purchase price is given for the owned machine, so buying cannot be compared with renting: it is planned as already owned, paying only its power. Set its purchase price to compare.</source>
        <translation>未给出自有机器的购买价格，因此无法比较购买与租用：它按已拥有计算，只计电费。填写其购买价格即可比较。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="110"/>
        <source>renting costs less than the electricity of the owned machine: rent.</source>
        <translation>租用比自有机器的电费还便宜：租用。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="113"/>
        <source>the owned machine pays for itself after %1 jobs like this one; that happens within its amortization period, so buying is cheaper.</source>
        <translation>自有机器在完成 %1 个这样的作业后回本；这在其摊销期内会发生，因此购买更便宜。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="117"/>
        <source>the owned machine pays for itself after %1 jobs like this one; that does not happen within its amortization period, so renting is cheaper.</source>
        <translation>自有机器在完成 %1 个这样的作业后回本；这在其摊销期内不会发生，因此租用更便宜。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="144"/>
        <source>The workload fits %1 of %2 GPU types at some layout.</source>
        <translation>该工作负载在某种布局下可用于 %2 种 GPU 中的 %1 种。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="154"/>
        <source>Memory per GPU at your layout: &lt;b&gt;%1&lt;/b&gt;. %2</source>
        <translation>按您的布局每张 GPU 所需显存：&lt;b&gt;%1&lt;/b&gt;。%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="156"/>
        <source>Memory on one GPU, the model not split (you left the layout to the search): &lt;b&gt;%1&lt;/b&gt;. %2</source>
        <translation>单张 GPU、模型不切分时所需显存（布局由搜索选择）：&lt;b&gt;%1&lt;/b&gt;。%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="170"/>
        <source>%1 × %2, tp %3 × pp %4</source>
        <translation>%1 × %2，tp %3 × pp %4</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="174"/>
        <source>%1 × %2, tp %3</source>
        <translation>%1 × %2，tp %3</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="177"/>
        <source>%1 × %2, optimizer offloaded to the host</source>
        <translation>%1 × %2，优化器卸载到主机</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="179"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="182"/>
        <source>Memory per GPU of the recommended option (%1): &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>推荐方案（%1）每张 GPU 所需显存：&lt;b&gt;%2&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="187"/>
        <source>Fewest GPUs among the options: %1, &lt;b&gt;%2&lt;/b&gt; per GPU.</source>
        <translation>方案中 GPU 最少的是 %1，每张 GPU &lt;b&gt;%2&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="209"/>
        <source>Options listed down to %1 are spot, which a service is not recommended on, or as fast within the plan&apos;s error at a higher price or with a term commitment.</source>
        <translation>列表中低至 %1的方案要么是竞价实例（不推荐用于服务），要么在规划误差范围内同样快但价格更高或需承诺期限。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="215"/>
        <source>Options listed down to %1 are as fast within the plan&apos;s error at a higher price or with a term commitment.</source>
        <translation>列表中低至 %1的方案在规划误差范围内同样快，但价格更高或需承诺期限。</translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="225"/>
        <source>Showing %1 of %2 options: the best %3 by the sort order, the ones the summary names, every option on the Pareto front of time and cost, and an even sample of the rest (gpuplan plan --all lists every one).</source>
        <translation>显示 %2 个方案中的 %1 个：按排序方式最优的 %3 个、摘要中点名的方案、时间与成本帕累托前沿上的全部方案，以及其余方案的均匀抽样（gpuplan plan --all 列出全部方案）。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BillingChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="322"/>
        <source>Cheapest option per billing mode</source>
        <translation>各计费方式的最低成本</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="358"/>
        <source>%1:&lt;br&gt;%2</source>
        <translation>%1：&lt;br&gt;%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="383"/>
        <source>%1 (log scale)</source>
        <translation>%1（对数刻度）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="406"/>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BillingModel</name>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="46"/>
        <source>%1 %2, %3 × %4</source>
        <translation>%1 %2，%3 × %4</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="74"/>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="76"/>
        <source>Cheapest cost</source>
        <translation>最低成本</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="78"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BuyRentChartView</name>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="26"/>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="108"/>
        <source>Buy versus rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="31"/>
        <source>Buy (purchase + power)</source>
        <translation>购买（购置 + 电费）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="31"/>
        <source>Rent (cheapest cloud option)</source>
        <translation>租用（最便宜的云方案）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="34"/>
        <source>Hours of use of the owned machine</source>
        <translation>自有机器的使用小时数</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="36"/>
        <source>Cumulative cost, %1</source>
        <translation>累计成本，%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="53"/>
        <source>%1 after %2 h of use: %3 %4</source>
        <translation>%1，使用 %2 小时后：%3 %4</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="82"/>
        <source>Break-even after %1 h of use</source>
        <translation>使用 %1 小时后回本</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="89"/>
        <source>break-even: %1 h</source>
        <translation>回本点：%1 小时</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="103"/>
        <source>Buy versus rent: no own machine in the scenario.</source>
        <translation>购买与租用：场景中没有自有机器。</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="104"/>
        <source>Tick &quot;Compare with a machine I own&quot; in the form (GPU, count, purchase price),</source>
        <translation>请在表单中勾选“与我拥有的机器比较”（GPU、数量、购买价格），</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="106"/>
        <source>or import a gpuprobe result in the Local GPU tab.</source>
        <translation>或在“本地 GPU”标签页导入 gpuprobe 结果。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BuyRentModel</name>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="68"/>
        <source>Hours of use</source>
        <translation>使用小时数</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="70"/>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="72"/>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CatalogDialog</name>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="63"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="250"/>
        <source>Row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="74"/>
        <source>Row %1: %2 The cell keeps %3.</source>
        <translation>第 %1 行：%2 单元格保留 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="76"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="28"/>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="30"/>
        <source>%1 is 0, read as not listed</source>
        <translation>%1 为 0，视为未列出</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="32"/>
        <source>%1 %2: a fraction of a GPU cannot be planned</source>
        <translation>%1 %2：无法按零点几块 GPU 规划</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="36"/>
        <source>%1 in any region: the rule prices the node at 0</source>
        <translation>%1（任意区域）：规则给节点定价为 0</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="38"/>
        <source>%1 in %2: the rule prices the node at 0</source>
        <translation>%1（%2）：规则给节点定价为 0</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="41"/>
        <source>no rule names an accelerator (%1): no GPU to price</source>
        <translation>没有规则指明加速器（%1）：没有可定价的 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="99"/>
        <source>Catalog</source>
        <translation>GPU 与报价目录</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>BF16 dense</source>
        <translation>BF16 稠密</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <source>FP8 dense</source>
        <translation>FP8 稠密</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="170"/>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="171"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="113"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="113"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="122"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="118"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="119"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="122"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="128"/>
        <source>GPUs</source>
        <comment>tab: the GPU catalog</comment>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="171"/>
        <source>Age</source>
        <comment>how old a price is</comment>
        <translation>价龄</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="176"/>
        <source>Filter: provider, GPU, region, instance or source words</source>
        <translation>筛选：云厂商、GPU、地域、实例或来源中的词</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="177"/>
        <source>Shows the rows holding every word typed, in any case: &quot;alibaba h20&quot;, &quot;cn-beijing a800&quot;, &quot;skypilot&quot;.</source>
        <translation>只显示包含所输入全部词语的行（不区分大小写）：“alibaba h20”、“cn-beijing a800”、“skypilot”。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="188"/>
        <source>A SkyPilot vms.csv, a gpuhunt catalog CSV, the JSON of dstack offer --format json or a GPU Planner offerings file: its rows join your catalog, dated as &quot;Prices as of&quot; beside it says. To fetch from a URL: gpuplan catalog update.</source>
        <translation>SkyPilot vms.csv、gpuhunt 目录 CSV、dstack offer --format json 的 JSON 或 GPU 规划器报价文件：其中各行加入您的报价目录，日期取旁边“价格日期”所示。从网址获取：gpuplan catalog update。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="196"/>
        <source>Prices as of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="205"/>
        <source>The date the rows you import carry: the day their prices were read, not after today. Rows older than six months are marked.</source>
        <translation>导入各行所记的日期：读取其价格的那一天，不能晚于今天。超过六个月的行会被标出。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="393"/>
        <source>Not saved: %1 did not load, and saving would replace it. Set it aside first (the button above); nothing in it is lost.</source>
        <translation>未保存：%1 未能加载，保存会覆盖它。请先将其移到一旁（上方按钮），其中内容不会丢失。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="400"/>
        <source>Catalog changed on disk</source>
        <translation>目录文件已在磁盘上被更改</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="401"/>
        <source>%1 changed since the workbench read it (another program, such as gpuplan catalog update, wrote it).</source>
        <translation>%1 在工作台读取之后已被更改（另一个程序写入了它，例如 gpuplan catalog update）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="405"/>
        <source>Replace it with the rows shown here? The file as it is now is kept as %1.</source>
        <translation>用此处显示的行替换它吗？文件当前的内容将保留为 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="408"/>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="412"/>
        <source>Not saved. Close and open the catalog again to see the file&apos;s rows.</source>
        <translation>未保存。关闭后重新打开目录即可看到文件中的行。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="138"/>
        <source>Your catalog %1 did not load, so plans use the bundled catalog only: %2</source>
        <translation>您的目录 %1 无法加载，规划仅使用内置报价目录：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="145"/>
        <source>Set it aside and start a new one</source>
        <translation>移开并新建</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="147"/>
        <source>Renames the file (nothing is deleted) so you can fix it by hand later; the catalog then starts empty.</source>
        <translation>重命名该文件（不删除任何内容），以便日后手动修复；用户报价目录随后从空开始。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="158"/>
        <source>Moved to %1. Plans use the bundled catalog; edits you save start a new user catalog.</source>
        <translation>已移至 %1。规划使用内置报价目录；保存的修改将创建新的用户报价目录。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>On-demand per hour</source>
        <translation>按需每小时</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="170"/>
        <source>Spot per hour</source>
        <translation>竞价每小时</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="187"/>
        <source>Import catalog…</source>
        <translation>导入报价目录…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="237"/>
        <source>Import a catalog</source>
        <translation>导入报价目录</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="238"/>
        <source>Catalogs: SkyPilot vms.csv, gpuhunt CSV, dstack offer JSON, GPU Planner offerings (*.csv *.json)</source>
        <translation>报价目录：SkyPilot vms.csv、gpuhunt CSV、dstack offer JSON、GPU 规划器报价文件 (*.csv *.json)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="96"/>
        <source>%n CPU-only row(s) skipped.</source>
        <translation>
            <numerusform>跳过了 %n 行仅含 CPU 的行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="103"/>
        <source>%n row(s) of accelerators the GPU catalog does not hold skipped (%1).</source>
        <translation>
            <numerusform>跳过了 %n 行加速器不在 GPU 目录中的行（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="106"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="116"/>
        <source>Press “%1” to plan with them.</source>
        <translation>点击“%1”后即可用它们规划。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="366"/>
        <source>Unsaved catalog rows</source>
        <translation>目录中有未保存的行</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="367"/>
        <source>Rows you imported or edited are not in your catalog yet.</source>
        <translation>您导入或编辑的行尚未保存到您的目录中。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="370"/>
        <source>Save them to %1 before closing? Plans use only saved rows.</source>
        <translation>关闭前将它们保存到 %1 吗？规划只使用已保存的行。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="215"/>
        <source>Offerings</source>
        <translation>报价</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="335"/>
        <source>Save as user catalog</source>
        <translation>保存为用户报价目录</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="88"/>
        <source>%n offering(s) imported from %1 rows of a %2 catalog; %3 of them update an offering already listed (same provider, instance and region).</source>
        <translation>
            <numerusform>从 %2 目录的 %1 行中导入了 %n 个报价；其中 %3 个更新了已列出的报价（服务商、实例和区域相同）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="111"/>
        <source>%n more row(s) skipped, the first at line %1: %2.</source>
        <translation>
            <numerusform>另有 %n 行被跳过，第一行在第 %1 行：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="347"/>
        <source>Not saved: %1 Correct it, or save again to keep that value.</source>
        <translation>未保存：%1 请更正，或再次保存以保留该值。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="355"/>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="75"/>
        <source>Older than six months: check the price</source>
        <translation>已超过六个月：请核实价格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="126"/>
        <source>%1 offering(s)</source>
        <translation>
            <numerusform>%1 条报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="127"/>
        <source>%1 of %2 offering(s)</source>
        <translation>
            <numerusform>%2 条报价中的 %1 条</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="304"/>
        <source>&quot;%1&quot; is not a price: type a number such as 12.5 (per hour, in %2), or leave the cell empty for no price.</source>
        <translation>“%1”不是价格：请输入数字，例如 12.5（每小时，单位 %2），或留空表示无此价格。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="308"/>
        <source>a price cannot be negative (%1).</source>
        <translation>价格不能为负（%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="310"/>
        <source>%1 per hour is above the largest price a catalog accepts (%2).</source>
        <translation>每小时 %1 超过目录可接受的最高价格（%2）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="318"/>
        <source>an offering needs a price for at least one billing mode.</source>
        <translation>每个实例至少需要一种计费模式的价格。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="322"/>
        <source>&quot;%1&quot; is not a date: use YYYY-MM-DD, e.g. %2.</source>
        <translation>“%1”不是日期：请用 YYYY-MM-DD 格式，例如 %2。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostTimeChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="185"/>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="197"/>
        <source>Cost against time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="197"/>
        <source>Cost against time per output token</source>
        <translation>成本与每个输出 token 的时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="199"/>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="207"/>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="230"/>
        <source>Time per output token, s (analytic mean, log scale)</source>
        <translation>每输出 token 时间，秒（解析均值，对数刻度）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="231"/>
        <source>Hours (log scale)</source>
        <translation>小时（对数坐标）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="233"/>
        <source>Cost, %1 (log scale)</source>
        <translation>成本，%1（对数坐标）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="291"/>
        <source>Range (low – high)</source>
        <translation>范围（低 – 高）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ExchangeRatesEditor</name>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="54"/>
        <source>Units of each currency per US dollar for this plan. Empty: the catalog&apos;s rate. Plans warn when the rates used are older than the price age limit.</source>
        <translation>本方案中每 1 美元折合的各币种金额。留空：使用目录中的汇率。所用汇率超过价格时效上限时，方案会发出警告。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="80"/>
        <source>%1 %2 (catalog)</source>
        <translation>%1 %2（目录）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="82"/>
        <source>%1 per US dollar; empty (0) uses the catalog&apos;s rate, dated %2.</source>
        <translation>每 1 美元折合的 %1；留空（0）则使用目录中日期为 %2 的汇率。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="84"/>
        <source>unknown date</source>
        <translation>日期未知</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="99"/>
        <source>The day the rates typed above were taken: plans warn once they are older than the price age limit.</source>
        <translation>上面所填汇率的取值日期：超过价格时效上限后，方案会发出警告。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="106"/>
        <source>as of</source>
        <comment>exchange rates as of a date</comment>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="112"/>
        <source>Catalog rates as of %1.</source>
        <translation>目录汇率日期：%1。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ExportLaunchDialog</name>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="70"/>
        <source>There is no such option in the plan.</source>
        <translation>规划中没有这个方案。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="72"/>
        <source>Choose a folder to write the files to.</source>
        <translation>请选择写入文件的文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="79"/>
        <source>SkyPilot has no cloud for this option (it launches on AWS, Google Cloud, Azure and Lambda): choose Slurm or Kubernetes.</source>
        <translation>SkyPilot 不支持此方案所在的云（它可在 AWS、Google Cloud、Azure 和 Lambda 上启动）：请选择 Slurm 或 Kubernetes。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="51"/>
        <source>%1 and %2 more</source>
        <translation>%1 等另外 %2 项</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="76"/>
        <source>This option serves prefill and decode on vLLM instances of their own: its launch files are written for Slurm and Kubernetes only.</source>
        <translation>此选项在各自独立的 vLLM 实例上运行预填充和解码：其启动文件仅为 Slurm 和 Kubernetes 编写。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="89"/>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="91"/>
        <source>A part of %1 is a file, not a folder.</source>
        <translation>%1 的路径中有一部分是文件，不是文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="93"/>
        <source>%1 is a link to a folder that does not exist.</source>
        <translation>%1 是指向不存在的文件夹的链接。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="96"/>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="101"/>
        <source>%1 holds files GPU Planner did not write (%2); they stay as they are. Choose a new or empty folder.</source>
        <translation>%1 中有不是 GPU Planner 写入的文件（%2）；这些文件保持不变。请选择新的或空的文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="105"/>
        <source>%1 holds %2, which the earlier export did not write: move it away or choose another folder.</source>
        <translation>%1 中有 %2，它不是上次导出写入的：请将其移走或选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="109"/>
        <source>%1 holds an earlier export.</source>
        <translation>%1 中有上次导出的文件。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="114"/>
        <source>The files could not be written: %1</source>
        <translation>无法写入文件：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="127"/>
        <source>Export Launch Files</source>
        <translation>导出启动文件</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="139"/>
        <source>No option to export.</source>
        <translation>没有可导出的方案。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="148"/>
        <source>Slurm (sbatch script, torchrun)</source>
        <translation>Slurm（sbatch 脚本，torchrun）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="154"/>
        <source>SkyPilot (task YAML)</source>
        <translation>SkyPilot（任务 YAML）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="158"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="168"/>
        <source>Prefill and decode run on vLLM instances of their own (vllm_pd_worker.sh, NixlConnector between them) with vLLM&apos;s proxy in front (pd_proxy.sh), started by Slurm or as Kubernetes Deployments; SkyPilot files are not written for it.</source>
        <translation>预填充和解码运行在各自的 vLLM 实例上（vllm_pd_worker.sh，之间使用 NixlConnector），前端为 vLLM 的代理（pd_proxy.sh），由 Slurm 启动或作为 Kubernetes Deployment 运行；不为其编写 SkyPilot 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="133"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 × %3, %4. The job script or manifests, the engine settings of the option&apos;s strategy (DeepSpeed, Megatron-LM, vLLM, SGLang or TensorRT-LLM) and a README with what to fill in and the plan&apos;s figures.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 × %3，%4。包括作业脚本或清单、该方案策略的引擎设置（DeepSpeed、Megatron-LM、vLLM、SGLang 或 TensorRT-LLM），以及说明需填写内容和规划数据的 README。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="147"/>
        <source>Slurm (sbatch script, %1)</source>
        <translation>Slurm（sbatch 脚本，%1）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="150"/>
        <source>Kubernetes (%1 Deployment and KServe InferenceService, or LeaderWorkerSet)</source>
        <translation>Kubernetes（%1 Deployment 和 KServe InferenceService，或 LeaderWorkerSet）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="153"/>
        <source>Kubernetes (Kubeflow PyTorchJob)</source>
        <translation>Kubernetes（Kubeflow PyTorchJob）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="177"/>
        <source>Each replica of this option spans several nodes: %1&apos;s serve script runs on every node, started by Slurm, a Kubernetes LeaderWorkerSet or a SkyPilot cluster per replica.</source>
        <translation>此方案的每个副本跨越多个节点：%1 的服务脚本在每个节点上运行，由 Slurm、Kubernetes LeaderWorkerSet 或每个副本一个的 SkyPilot 集群启动。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="188"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="190"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="197"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="202"/>
        <source>Folder for the launch files</source>
        <translation>启动文件的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="237"/>
        <source>%1 holds other files (%2), which stay as they are. Write the launch files into a new folder, %3?</source>
        <translation>%1 中有其他文件（%2），这些文件保持不变。把启动文件写入新文件夹 %3 吗？</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="246"/>
        <source>%1 holds the launch files of an earlier export.</source>
        <translation>%1 中有上次导出的启动文件。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="247"/>
        <source>Replaced: %1.</source>
        <translation>替换：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="253"/>
        <source>Added: %1.</source>
        <translation>新增：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="255"/>
        <source>Removed (the new export does not write them): %1.</source>
        <translation>删除（本次导出不再写入）：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="258"/>
        <source>You edited %1 since: your version is kept as %2.</source>
        <translation>%1 在导出后被您编辑过：您的版本将保存为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="262"/>
        <source>Kept, as you edited them: %1.</source>
        <translation>保留（你编辑过）：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="264"/>
        <source>Replace the earlier export?</source>
        <translation>替换上次导出的文件吗？</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="278"/>
        <source>Launch files written to %1</source>
        <translation>启动文件已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="280"/>
        <source>your edited %1 is kept as %2</source>
        <translation>你编辑过的 %1 已保存为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="283"/>
        <source>kept %1 (edited since)</source>
        <translation>保留了 %1（导出后被编辑过）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="284"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="263"/>
        <source>Nothing else in the folder is touched.</source>
        <translation>文件夹中的其他内容不会被改动。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::IdListEditor</name>
    <message>
        <location filename="../../ui/workbench/id_list_editor.cpp" line="67"/>
        <source>%1 — not in the catalogs</source>
        <translation>%1 — 不在目录中</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/id_list_editor.cpp" line="107"/>
        <source>Only %1</source>
        <extracomment>%1 the ids ticked in a list (&quot;h20, h800&quot;): only these are planned</extracomment>
        <translation>仅 %1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LatencyRateChartView</name>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="24"/>
        <source>Latency against request rate</source>
        <translation>延迟与请求速率</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="39"/>
        <source>p%1 latency against request rate: %2</source>
        <translation>p%1 延迟与请求速率：%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="41"/>
        <source>Requests per second, whole service</source>
        <translation>每秒请求数（整个服务）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="58"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="58"/>
        <source>Time to first token, s</source>
        <translation>首 token 时间，秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="60"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="60"/>
        <source>Time per output token, s</source>
        <translation>每输出 token 时间，秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="120"/>
        <source>%1 (cut at %2)</source>
        <translation>%1（%2 以上截去）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="124"/>
        <source>Planned: %1/s</source>
        <translation>计划：%1/秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="93"/>
        <source>%1 at %2 requests/s: %3</source>
        <translation>%1，%2 请求/秒时：%3</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="33"/>
        <source>Latency against request rate: select a simulated option of a service plan (the best ones are) to see it here.</source>
        <translation>延迟与请求速率：在服务方案中选择一个经过模拟的选项（最佳选项均已模拟）即可在此查看。</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="97"/>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LatencyRateModel</name>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="60"/>
        <source>Requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="62"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="64"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="66"/>
        <source>Saturated</source>
        <translation>饱和</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LocalGpuPanel</name>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="44"/>
        <source>Measure the GPU of this machine with gpuprobe (GEMM throughput per precision, memory and PCIe bandwidth, launch latency), or import a result made on another machine. The measurement replaces the datasheet for your own machine in the plan.</source>
        <translation>用 gpuprobe 测量本机 GPU（各精度 GEMM 吞吐、显存与 PCIe 带宽、启动延迟），或导入在其他机器上得到的结果。在规划中，测量值将代替自有机器的规格值。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="52"/>
        <source>Run quick probe (about 15 s)</source>
        <translation>快速探测（约 15 秒）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="54"/>
        <source>Run full probe (about 90 s)</source>
        <translation>完整探测（约 90 秒）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="55"/>
        <source>Import result…</source>
        <translation>导入结果…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="56"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="58"/>
        <source>Forget measurement</source>
        <translation>移除测量结果</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="71"/>
        <source>gpuprobe is not installed with this build (it needs the CUDA toolkit); import a result made on another machine.</source>
        <translation>此版本未包含 gpuprobe（需要 CUDA 工具包）；请导入在其他机器上得到的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="127"/>
        <source>Measured, with problems:
%1</source>
        <translation>已测量，但有问题：
%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="129"/>
        <source>Measured; the plan now uses this GPU (%1).</source>
        <translation>测量完成；规划已使用此 GPU（%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="150"/>
        <source>Running the quick probe…</source>
        <translation>正在运行快速探测…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="150"/>
        <source>Running the full probe…</source>
        <translation>正在运行完整探测…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="158"/>
        <source>Import a gpuprobe result</source>
        <translation>导入 gpuprobe 结果</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="160"/>
        <source>gpuprobe result (*.json)</source>
        <translation>gpuprobe 结果 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="170"/>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="173"/>
        <source>Which GPU?</source>
        <translation>选择哪块 GPU？</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="173"/>
        <source>The file holds several GPUs; plan with:</source>
        <translation>文件中有多块 GPU；用于规划的是：</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="184"/>
        <source>Imported %1.</source>
        <translation>已导入 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="191"/>
        <source>%1: devices: the probe file has no device %2</source>
        <translation>%1：devices：探测结果中没有设备 %2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="261"/>
        <source>No measurement in this scenario yet.</source>
        <translation>此场景尚无测量结果。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="161"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="178"/>
        <source>Import Run Lo&amp;g…</source>
        <translation>导入运行日志(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="183"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="162"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="136"/>
        <source>Local GPU</source>
        <translation>本地 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="164"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="166"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="168"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="170"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="174"/>
        <source>&amp;Export PDF Report…</source>
        <translation>导出 PDF 报告(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="176"/>
        <source>Export &amp;Launch Files…</source>
        <translation>导出启动文件(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="179"/>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="180"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="186"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="187"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="189"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="194"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="195"/>
        <source>&amp;Catalog…</source>
        <translation>GPU 与报价目录(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="197"/>
        <source>Run GPU &amp;Probe</source>
        <translation>运行 GPU 探测(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="202"/>
        <source>&amp;Measured Runs…</source>
        <translation>实测运行(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="203"/>
        <source>&amp;Import Probe Result…</source>
        <translation>导入探测结果(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="207"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="212"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="217"/>
        <source>&amp;Next Result Tab</source>
        <translation>下一个结果标签页(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="220"/>
        <source>&amp;Previous Result Tab</source>
        <translation>上一个结果标签页(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="224"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="225"/>
        <source>&amp;Documentation</source>
        <translation>文档(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="234"/>
        <source>Documentation</source>
        <translation>文档</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="235"/>
        <source>The guide is docs/workbench.md in GPU Planner&apos;s sources; formulas and sources are in docs/.</source>
        <translation>使用指南是 GPU 规划器源代码中的 docs/workbench.md；公式及其来源见 docs/ 目录。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="238"/>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU 规划器(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="240"/>
        <source>About GPU Planner</source>
        <translation>关于 GPU 规划器</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="241"/>
        <source>GPU Planner %1

GPU Planner turns a deep-learning workload into memory per GPU, time and cost across cloud offerings and your own hardware. Prices are indicative; every figure has its source in the catalog. Documentation: the docs folder next to the program&apos;s sources (docs/workbench.md).</source>
        <translation>GPU 规划器 %1

GPU 规划器把深度学习任务换算为每块 GPU 的显存、时间和成本，覆盖云实例与自有硬件。价格仅供参考；每个数字在目录中都有来源。文档：程序源代码旁的 docs 文件夹（docs/workbench.md）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="269"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="271"/>
        <source>Autosave is off (%1): save your work with File → Save.</source>
        <translation>自动保存已停用（%1）：请用“文件 → 保存”保存您的工作。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="282"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="406"/>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="304"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="306"/>
        <source>%1%2 — GPU Planner</source>
        <translation>%1%2 — GPU 规划器</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="312"/>
        <source>Catalog not loaded: %1</source>
        <translation>目录未加载：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="318"/>
        <source>Your catalog did not load and is left out (Tools → Catalog… to fix or set it aside): %1</source>
        <translation>您的报价目录无法加载，已被排除（工具 → GPU 与报价目录… 可修复或移开）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="337"/>
        <source>%1 offerings, the oldest price from %2%3; exchange rates as of %4</source>
        <translation>%1 个报价，最早的价格日期 %2%3；汇率日期 %4</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="339"/>
        <source> (older than six months)</source>
        <translation>（已超过六个月）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="96"/>
        <source>Another scenario is being opened.</source>
        <translation>正在打开另一个场景。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="124"/>
        <source>Open Scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="125"/>
        <source>GPU Planner scenarios (*.gpuplan.json *.json)</source>
        <translation>GPU 规划器场景 (*.gpuplan.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="131"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="236"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="391"/>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="154"/>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="155"/>
        <source>%1 was changed on disk since you opened it (another GPU Planner window or another program).</source>
        <translation>自你打开 %1 以来，它在磁盘上已被更改（另一个 GPU 规划器窗口或其他程序）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="160"/>
        <source>Overwrite it with this window&apos;s version, or cancel and save under another name (File → Save As…)?</source>
        <translation>要用本窗口的版本覆盖它，还是取消并以其他名称保存（文件 → 另存为…）？</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="162"/>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="170"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="191"/>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="181"/>
        <source>scenario.gpuplan.json</source>
        <translation>scenario.gpuplan.json</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="183"/>
        <source>Save Scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="184"/>
        <source>GPU Planner scenarios (*.gpuplan.json)</source>
        <translation>GPU 规划器场景 (*.gpuplan.json)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="199"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="199"/>
        <source>Save the changes to the scenario?</source>
        <translation>保存对场景的更改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="299"/>
        <source>Unsaved work of an earlier session cannot be read: %1</source>
        <translation>无法读取上次会话未保存的工作：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="300"/>
        <source>Unsaved work of an earlier session cannot be read: %1

It is kept as %2.</source>
        <translation>无法读取上次会话未保存的工作：%1

它已保留为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="304"/>
        <source>Cannot recover unsaved changes</source>
        <translation>无法恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="315"/>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="316"/>
        <source>GPU Planner did not close normally. Unsaved changes to %1, autosaved %2, can be recovered.</source>
        <translation>GPU 规划器未正常关闭。对 %1 的未保存更改（自动保存于 %2）可以恢复。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="318"/>
        <source>an untitled scenario</source>
        <translation>一个未命名场景</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="322"/>
        <source>Recover opens them as unsaved work; Discard deletes them; Keep for later offers them again at the next start.</source>
        <translation>“恢复”将其作为未保存的工作打开；“丢弃”将其删除；“稍后处理”会在下次启动时再次提供。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="326"/>
        <source>Recover opens them instead of %1.</source>
        <translation>“恢复”会打开它们，而不是 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="328"/>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="330"/>
        <source>Keep for later</source>
        <translation>稍后处理</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="358"/>
        <source>Autosaves of earlier sessions kept for the next start: %1</source>
        <translation>已为下次启动保留的早先会话自动保存：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="394"/>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="368"/>
        <source>Cannot load the catalog</source>
        <translation>无法加载目录</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="421"/>
        <source>No plan to report yet.</source>
        <translation>还没有可报告的方案。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="431"/>
        <source>Export Launch Files</source>
        <translation>导出启动文件</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="432"/>
        <source>No option to export: the plan has none yet.</source>
        <translation>没有可导出的方案：规划中还没有方案。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="452"/>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="455"/>
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="456"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="462"/>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="464"/>
        <source>Cannot write the report</source>
        <translation>无法写入报告</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MeasuredRunsChartView</name>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="20"/>
        <source>Measured ÷ planned (1 = as planned)</source>
        <translation>实测 ÷ 规划（1 = 与规划一致）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="24"/>
        <source>Measured ÷ planned</source>
        <translation>实测 ÷ 规划</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="50"/>
        <source>Measured ÷ planned; a calibration is refused past 3× either way</source>
        <translation>实测 ÷ 规划；任一方向超过 3× 的校准将被拒绝</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="63"/>
        <source>%1: measured ÷ planned × %2</source>
        <translation>%1：实测 ÷ 规划 × %2</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MeasuredRunsModel</name>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="25"/>
        <source>Step time</source>
        <translation>步时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="27"/>
        <source>Tokens/s per GPU</source>
        <translation>每 GPU 令牌/秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="29"/>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="31"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="33"/>
        <source>Peak memory per GPU</source>
        <translation>每 GPU 峰值显存</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="35"/>
        <source>Time to first token</source>
        <translation>首个令牌时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="37"/>
        <source>Time per output token</source>
        <translation>每输出令牌时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="39"/>
        <source>Output tokens/s per replica</source>
        <translation>每副本输出令牌/秒</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="41"/>
        <source>Weights per GPU</source>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="43"/>
        <source>KV cache tokens</source>
        <translation>KV 缓存令牌数</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="45"/>
        <source>Exposed data-parallel communication</source>
        <translation>未被计算掩盖的数据并行通信占比</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="47"/>
        <source>Data-parallel communication per step</source>
        <translation>每步数据并行通信时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="49"/>
        <source>Goodput (wall clock stepping)</source>
        <translation>有效训练占比（墙钟时间中用于训练步骤的比例）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="51"/>
        <source>Engine memory beside weights and KV cache</source>
        <translation>引擎在权重与 KV 缓存之外的显存</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="58"/>
        <source>shown beside</source>
        <translation>仅供对照</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="60"/>
        <source>refused: more than 3× from the plan</source>
        <translation>已拒绝：与规划相差超过 3×</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="61"/>
        <source>calibrates the plan</source>
        <translation>用于校准规划</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="79"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="157"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="159"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="161"/>
        <source>GPU, stack</source>
        <translation>GPU、软件栈</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="163"/>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="165"/>
        <source>Quantity</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="167"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="169"/>
        <source>Planned</source>
        <translation>规划</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="171"/>
        <source>Measured ÷ planned</source>
        <translation>实测 ÷ 规划</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="173"/>
        <source>Use</source>
        <translation>用途</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="85"/>
        <source>Memory per GPU at the smallest layout that fits</source>
        <translation>可容纳的最小布局下每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="109"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="151"/>
        <source>%1 – %2: %3 %4</source>
        <translation>%1 – %2：%3 %4</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="160"/>
        <source>%1 – capacity: %2 %3</source>
        <translation>%1 – 容量：%2 %3</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryModel</name>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="125"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="127"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="129"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="131"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="133"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="135"/>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="102"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="123"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="137"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="139"/>
        <source>GPUs needed</source>
        <translation>所需 GPU</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::OptionsModel</name>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="197"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="201"/>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="208"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="210"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="212"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="216"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="231"/>
        <source>Time: %1. Cost: %2 (from the spread of our own runs&apos; measurements)</source>
        <translation>时间：%1。费用：%2（依据我方实测运行的离散范围）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="233"/>
        <source>Time: %1. Cost: %2 (from the spread of stack efficiency, network efficiency and goodput)</source>
        <translation>时间：%1。成本：%2（依据软件栈效率、网络效率与有效训练时间占比（goodput）的公开分布）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="244"/>
        <source>How sure: %1</source>
        <translation>把握程度：%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="254"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="255"/>
        <source>Price as of %1; source: %2</source>
        <translation>价格日期 %1；来源：%2</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="284"/>
        <source>Simulated at the target rate for the best options; ≥ marks an option that was not simulated: its analytic floor, one request alone.</source>
        <translation>对最佳选项按目标速率模拟；≥ 表示该选项未经模拟：显示其解析下限（单个请求独占时）。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="291"/>
        <source>The simulated service&apos;s percentile; empty for an option that was not simulated.</source>
        <translation>模拟服务的百分位；未模拟的方案为空。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="294"/>
        <source>Of the simulated requests, the share that met every target (goodput over the requests served).</source>
        <translation>模拟请求中满足全部目标的比例（有效吞吐与所服务请求之比）。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="278"/>
        <source>The mean figure of one request with the scenario&apos;s concurrency in flight on a replica (at maximum load, as many as its KV cache holds; analytic, for every option); the p-columns are the simulation&apos;s percentiles at the target rate.</source>
        <translation>每个副本上同时处理场景设定的并发数时单个请求的平均值（最大负载下为其 KV 缓存可容纳的序列数；解析计算，适用于每个方案）；p 列是按目标速率模拟得到的百分位数。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="297"/>
        <source>With a target rate, the rate the replicas are sized to serve; without one, what the replicas make with the scenario&apos;s concurrency in flight (at maximum load, as many as the KV cache holds).</source>
        <translation>设有目标速率时，为副本按其规划所服务的速率；未设时，为各副本在场景并发数下的产出（最大负载下为 KV 缓存可容纳的序列数）。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="301"/>
        <source>The day the catalog&apos;s price was taken; marked when older than the scenario&apos;s price age limit.</source>
        <translation>目录价格的取值日期；超过场景的价格时效上限时会标出。</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="320"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="322"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="324"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="326"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="328"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="330"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="332"/>
        <source>dp × tp × pp</source>
        <translation>dp × tp × pp</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="334"/>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="338"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="338"/>
        <source>Service period</source>
        <translation>服务时长</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="340"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="342"/>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="344"/>
        <source>Bound by</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="346"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="348"/>
        <source>Time per output token</source>
        <translation>每个输出 token 的时间</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="350"/>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="352"/>
        <source>Cost per 1M output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="354"/>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="356"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="358"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="360"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="362"/>
        <source>Micro-batch × accumulation</source>
        <translation>微批次 × 累积</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="367"/>
        <source>Time to first token, p%1</source>
        <extracomment>%1: the percentile the service targets hold at (&quot;95&quot; or &quot;99.5&quot;)</extracomment>
        <translation>首 token 时间，p%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="369"/>
        <source>Time per output token, p%1</source>
        <extracomment>%1: the percentile the service targets hold at</extracomment>
        <translation>每个输出 token 的时间，p%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="372"/>
        <source>Time to first token, p50</source>
        <translation>首 token 时间，p50</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="374"/>
        <source>Time to first token, p99</source>
        <translation>首 token 时间，p99</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="376"/>
        <source>Time per output token, p50</source>
        <translation>每输出 token 时间，p50</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="378"/>
        <source>Time per output token, p99</source>
        <translation>每输出 token 时间，p99</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="381"/>
        <source>End to end, p%1</source>
        <extracomment>%1: the percentile the service targets hold at (&quot;95&quot; or &quot;99.5&quot;)</extracomment>
        <translation>端到端，p%1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="384"/>
        <source>Meet every target</source>
        <translation>满足全部目标</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="386"/>
        <source>Price as of</source>
        <translation>价格日期</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeChartView</name>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="113"/>
        <source>Measured, in % of the datasheet</source>
        <translation>实测值占规格值的百分比</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="117"/>
        <source>This GPU</source>
        <translation>本机 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="118"/>
        <source>Healthy GPU (reference)</source>
        <translation>正常 GPU（参考）</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="149"/>
        <source>% of datasheet</source>
        <translation>占规格值 %</translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="161"/>
        <source>%1 – %2: %3% of the datasheet</source>
        <translation>%1 – %2：数据手册值的 %3%</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeComparisonModel</name>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="13"/>
        <source>GEMM %1</source>
        <translation>GEMM %1</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="15"/>
        <source>Memory (triad)</source>
        <translation>显存（triad）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="17"/>
        <source>Memory (copy)</source>
        <translation>显存（copy）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="19"/>
        <source>Host to GPU (pinned)</source>
        <translation>主机到 GPU（锁页内存）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="21"/>
        <source>GPU to host (pinned)</source>
        <translation>GPU 到主机（锁页内存）</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="28"/>
        <source>%1 TOP/s</source>
        <translation>%1 TOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="29"/>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="31"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="107"/>
        <source>Quantity</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="109"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="111"/>
        <source>Datasheet</source>
        <translation>规格值</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="113"/>
        <source>% of datasheet</source>
        <translation>占规格值 %</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="115"/>
        <source>Healthy GPU</source>
        <translation>正常 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="117"/>
        <source>Planned as</source>
        <translation>规划采用值</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeRunner</name>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="78"/>
        <source>gpuprobe was not found: it is built only where the CUDA toolkit is installed. Import a result made on another machine instead.</source>
        <translation>未找到 gpuprobe：只有安装了 CUDA 工具包才会构建它。请改为导入在其他机器上得到的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="117"/>
        <source>gpuprobe could not be started (%1): %2</source>
        <translation>无法启动 gpuprobe（%1）：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="126"/>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消；未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="130"/>
        <source>gpuprobe did not finish in time and was stopped; nothing was changed.</source>
        <translation>gpuprobe 未能按时完成，已被终止；未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="134"/>
        <source>gpuprobe crashed; nothing was changed.
%1</source>
        <translation>gpuprobe 崩溃；未做任何更改。
%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="144"/>
        <source>gpuprobe finished without writing its result (%1).</source>
        <translation>gpuprobe 已结束，但没有写出结果（%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="147"/>
        <source>gpuprobe found no NVIDIA GPU it can use on this machine (no driver or no device), so there is nothing to measure. You can import a result made on another machine.
gpuprobe said: %1</source>
        <translation>gpuprobe 在本机没有找到可用的 NVIDIA GPU（没有驱动或没有设备），因此无法测量。可以导入在其他机器上得到的结果。
gpuprobe 的输出：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="152"/>
        <source>gpuprobe did not accept its arguments (is it from another version?):
%1</source>
        <translation>gpuprobe 不接受这些参数（是否为其他版本？）：
%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="156"/>
        <source>gpuprobe failed (exit status %1):
%2</source>
        <translation>gpuprobe 失败（退出状态 %1）：
%2</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::Report</name>
    <message>
        <location filename="../../ui/report/report.cpp" line="107"/>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="109"/>
        <source>Organisation: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="111"/>
        <source>Prepared by: %1</source>
        <translation>编写：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="112"/>
        <source>Prices as of %1 (oldest price in the catalog); exchange rates as of %2.</source>
        <translation>价格日期 %1（目录中最早的价格）；汇率日期 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="114"/>
        <source>All prices are indicative list prices from public sources; confirm them with the providers before buying.</source>
        <translation>所有价格均为公开来源的参考标价；采购前请向服务商确认。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="126"/>
        <location filename="../../ui/report/report.cpp" line="433"/>
        <source>GPU options for %1</source>
        <translation>%1 的 GPU 方案</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="135"/>
        <source>Executive summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="137"/>
        <source>No option meets the constraints of the scenario. The excluded options and the reasons are listed under Risks.</source>
        <translation>没有方案满足场景的约束。被排除的方案及原因列在“风险”一节。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="146"/>
        <source>&lt;p&gt;&lt;b&gt;Recommendation:&lt;/b&gt; %1 with %2 × %3 on %4 billing, for %5 in %6 (%7 GPU-hours).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;推荐：&lt;/b&gt;%1，%2 × %3，%4计费，成本 %5，耗时 %6（%7 GPU 小时）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="156"/>
        <source>&lt;p&gt;&lt;b&gt;How sure:&lt;/b&gt; time %1; cost %2. The range spans the published spread of what the plan cannot know: how efficiently the team&apos;s software computes, how close its collectives come to the network&apos;s bandwidth, and how much of the wall clock the run trains (failures, restarts, checkpoints).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;把握程度：&lt;/b&gt;时间 %1；成本 %2。该范围覆盖规划无法预知之因素的公开分布：团队软件的计算效率、集合通信能达到网络带宽的程度，以及实际用于训练的墙钟时间占比（故障、重启、检查点）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="162"/>
        <source>&lt;p&gt;&lt;b&gt;Service:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;服务：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report.cpp" line="194"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at the scenario&apos;s %7 sequence(s) in flight per replica, which rank the options; the percentiles above are the simulated service at the planned load.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;最快的方案 %1 每个输出 token 耗时 %2，成本 %3。成本与时间最均衡的是 %4（每个输出 token %5，%6）。这些时间是场景中每个副本 %7 个并发序列下的平均值，用于给方案排序；上面的百分位数来自按计划负载模拟的服务。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="204"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 and costs %3. The best balance of cost and time is %4 (%5, %6).&lt;/p&gt;</source>
        <translation>&lt;p&gt;最快的方案 %1 耗时 %2，成本 %3。成本与时间最均衡的是 %4（%5，%6）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="212"/>
        <source>&lt;p&gt;&lt;b&gt;Buy or rent:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;购买还是租用：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="213"/>
        <source>&lt;p&gt;%1 options (offering, node count and billing mode) were evaluated; %2 of them meet the constraints. Costs are in %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;共评估了 %1 个方案（实例、节点数与计费方式）；其中 %2 个满足约束。成本单位为 %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="234"/>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="234"/>
        <source>Cheapest without spot</source>
        <translation>最便宜（不含竞价）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="235"/>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="236"/>
        <source>Best cost × time</source>
        <translation>成本 × 时间最优</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="237"/>
        <source>Own machine</source>
        <translation>自有机器</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report.cpp" line="367"/>
        <source>%n option(s), the nearest: %1; </source>
        <translation>
            <numerusform>%n 个方案，最接近的：%1；</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="240"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="164"/>
        <source>&lt;p&gt;&lt;b&gt;How sure:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;把握程度：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="169"/>
        <source>&lt;p&gt;&lt;b&gt;What sizes it:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;规模由何决定：&lt;/b&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="185"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at maximum load, as many sequences in flight per replica as each option&apos;s KV cache holds, which rank the options; the percentiles above are the simulated service.&lt;/p&gt;</source>
        <translation>&lt;p&gt;最快的方案 %1 每个输出 token 耗时 %2，成本 %3。成本与时间最均衡的是 %4（每个输出 token %5，%6）。这些时间是最大负载下的平均值，即每个副本的并发序列数为各方案 KV 缓存可容纳的数量，用于给方案排序；上面的百分位数来自模拟的服务。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="229"/>
        <source>%1 (%2)</source>
        <comment>a billing mode and what it commits to</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="240"/>
        <source>Mean time per output token</source>
        <translation>每输出 token 平均时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="258"/>
        <source>per USD: %1; as of %2 (%3)</source>
        <translation>每美元：%1；日期 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="263"/>
        <source>per USD: %1; %2 set in the scenario, as of %3; the others from the bundled table as of %4 (%5)</source>
        <translation>每美元：%1；%2 为场景中设定，日期 %3；其余取自内置汇率表，日期 %4（%5）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="272"/>
        <source>Workload and assumptions</source>
        <translation>任务与假设</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="274"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="276"/>
        <source>%1 parameters (%2 active per token)</source>
        <translation>%1 个参数（每个 token 激活 %2 个）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="300"/>
        <source>%1 — %2</source>
        <comment>a field&apos;s value, then why it is not used</comment>
        <translation>%1——%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="308"/>
        <source>%1: %2</source>
        <comment>a scenario field and its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="321"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="321"/>
        <source>%1 (set in the scenario)</source>
        <translation>%1（场景中设定）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="322"/>
        <source>%1 for %2 — source: %3</source>
        <translation>%2 为 %1 — 来源：%3</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="332"/>
        <source>Prefill rate</source>
        <translation>预填充速率</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="332"/>
        <source>%1 — on %2, the recommended option&apos;s GPU</source>
        <translation>%1——推荐方案的 GPU：%2</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="335"/>
        <source>Communication overlap</source>
        <translation>通信重叠比例</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="337"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="339"/>
        <location filename="../../ui/report/report.cpp" line="344"/>
        <location filename="../../ui/report/report_sections.cpp" line="317"/>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="339"/>
        <source>interruptions %1 per month (AWS Spot Advisor bucket); a service pays the spot price for its whole period, and an interruption costs availability, not time</source>
        <translation>每月中断 %1（AWS Spot Advisor 分档）；服务在整个时段按竞价付费，中断损失的是可用性而非时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="344"/>
        <source>interruptions %1 per month (AWS Spot Advisor bucket), restart %2 h, checkpoint every %3 h</source>
        <translation>每月中断 %1（AWS Spot Advisor 分档），重启 %2 小时，每 %3 小时一个检查点</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="350"/>
        <source>Reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="351"/>
        <source>where no reserved price is listed: on-demand less %1% (1 year) or %2% (3 years); capacity in use %3% of the term</source>
        <translation>未列出预留价格时：按需价格减 %1%（1 年）或 %2%（3 年）；预留期内使用率 %3%</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="356"/>
        <source>Overheads</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="356"/>
        <source>CUDA context %1 MiB; allocator headroom %2%</source>
        <translation>CUDA 上下文 %1 MiB；分配器余量 %2%</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="368"/>
        <source>%1 × %2; </source>
        <translation>%1 × %2；</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="372"/>
        <source>%1 more not sorted by reason (the plan lists the first %2); </source>
        <translation>另有 %1 个未按原因归类（方案只列出前 %2 个）；</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="377"/>
        <location filename="../../ui/report/report_sections.cpp" line="361"/>
        <location filename="../../ui/report/report_sections.cpp" line="363"/>
        <location filename="../../ui/report/report_sections.cpp" line="367"/>
        <source>Excluded</source>
        <translation>已排除</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="378"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="379"/>
        <source>offerings with unverified prices are left out unless “%1” is set</source>
        <translation>价格未经核实的实例默认不计入，除非设置“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="382"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="382"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="36"/>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="105"/>
        <source>Options, ranked by cost</source>
        <translation>方案（按成本排序）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="113"/>
        <source>; Pareto</source>
        <translation>；帕累托</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="115"/>
        <source>; %1 warning(s)</source>
        <translation>；%1 条警告</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report_sections.cpp" line="141"/>
        <source>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at the scenario&apos;s %2 sequence(s) in flight per replica.</source>
        <translation>
            <numerusform>每个方案的成本按服务时长 %1计算；其时间为场景中每个副本 %2 个并发序列下每输出 token 的平均时间。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="164"/>
        <source>Time to first token and per output token at p%1 of a simulation of the engine&apos;s scheduler at the planned rate (%2 requests, seed %3) for the best options; an option outside them shows its analytical floor (≥), one request alone.</source>
        <translation>最佳选项的首 token 时间和每输出 token 时间取自按计划请求速率对引擎调度器的模拟（%2 个请求，种子 %3）的 p%1；其余选项显示其解析下限（≥），即单个请求独占时的值。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>Workers × tp</source>
        <translation>副本数 × tp</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="181"/>
        <source>Time to first token, p%1</source>
        <translation>首 token 时间，p%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="217"/>
        <source>Cost against time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="231"/>
        <source>Cost by billing mode</source>
        <translation>各计费方式的成本</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="241"/>
        <source>Buy versus rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="255"/>
        <source>Local GPU against the cloud</source>
        <translation>本地 GPU 与云端对比</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="247"/>
        <source>The scenario describes no machine of your own, so there is nothing to compare.</source>
        <translation>场景中没有描述自有机器，因此无从比较。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="311"/>
        <location filename="../../ui/report/report_sections.cpp" line="117"/>
        <location filename="../../ui/report/report_sections.cpp" line="413"/>
        <location filename="../../ui/report/report_sections.cpp" line="416"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="161"/>
        <source>Serving figures of these options</source>
        <translation>这些方案的服务指标</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="447"/>
        <source>Prices: %1</source>
        <translation>价格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="38"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="182"/>
        <source>Output tokens/s</source>
        <translation>每秒输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="42"/>
        <source>At the scenario&apos;s own layout each GPU needs &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>按场景自身的布局，每张 GPU 需要 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="43"/>
        <source>On one GPU, the model not split (the scenario leaves the layout to the search), it needs &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>在单张 GPU 上、模型不切分时（场景把布局交给搜索），需要 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="47"/>
        <source>&lt;p&gt;%1: weights %2, activations %3, KV cache %4, CUDA context and allocator headroom %5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：权重 %2，激活值 %3，KV 缓存 %4，CUDA 上下文与分配器余量 %5。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="52"/>
        <source>&lt;p&gt;%1: weights %2, gradients %3, optimizer states %4, activations %5, CUDA context and allocator headroom %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1：权重 %2，梯度 %3，优化器状态 %4，激活值 %5，CUDA 上下文与分配器余量 %6。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="129"/>
        <source>%1 (%2/h)</source>
        <comment>cost, price per hour</comment>
        <translation>%1 （%2/小时）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="136"/>
        <source>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at maximum load, as many sequences in flight per replica as its KV cache holds.</source>
        <translation>每个方案的成本按服务时长 %1计算；其时间为最大负载下（每个副本的并发序列数为其 KV 缓存可容纳的数量）每输出 token 的平均时间。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Per output token</source>
        <translation>每输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Cost (per hour)</source>
        <translation>费用（每小时）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="182"/>
        <source>Time per output token, p%1</source>
        <translation>每输出 token 时间，p%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="183"/>
        <source>Cost per 1M output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="183"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="194"/>
        <source>Latency against request rate</source>
        <translation>延迟与请求速率</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="195"/>
        <source>The recommended option with its replicas simulated at a quarter to twice the planned rate (%1 requests each): the time to first token and per output token at p%2, the targets dashed, the planned rate dotted.</source>
        <translation>推荐选项按其副本数在计划速率的四分之一到两倍之间模拟（每点 %1 个请求）：p%2 的首 token 时间和每输出 token 时间，目标为虚线，计划速率为点线。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="217"/>
        <source>Cost against time per output token</source>
        <translation>成本与每个输出 token 的时间</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="219"/>
        <source>Every option that meets the constraints, by the time a user waits for each output token (a service runs its period whatever the option); the red line is the Pareto front: no other option is both faster and cheaper. Both axes are logarithmic.</source>
        <translation>满足约束的所有方案，按用户等待每个输出 token 的时间排列（无论选哪个方案，服务都运行整个时段）；红线为帕累托前沿：没有其他方案既更快又更便宜。两个坐标轴均为对数刻度。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="223"/>
        <source>Every option that meets the constraints; the red line is the Pareto front: no other option is both faster and cheaper, and the bar through each of its points spans its range from the fastest to the slowest credible run. Both axes are logarithmic.</source>
        <translation>所有满足约束的方案；红线为帕累托前沿：没有其他方案同时更快且更便宜，穿过其每个点的线段表示从最快到最慢可信运行的范围。两个坐标轴均为对数刻度。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="256"/>
        <source>No gpuprobe measurement of a local GPU is attached to this scenario; an own machine, if any, is planned from the catalog&apos;s datasheet figures.</source>
        <translation>此场景未附带本地 GPU 的 gpuprobe 测量结果；如有自有机器，则按目录中的规格值规划。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="260"/>
        <source>Local GPU, measured, against the cloud</source>
        <translation>本地 GPU 实测与云端对比</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="262"/>
        <source>gpuprobe measures dense GEMM throughput through cuBLASLt, device-memory bandwidth (STREAM triad and copy) and host transfers. The planner divides each measurement by what a healthy GPU reaches (the reference column) and uses the result in place of the datasheet figure, so a GPU that measures like a healthy one is planned exactly like the catalog entry (docs/probe.md).</source>
        <translation>gpuprobe 通过 cuBLASLt 测量稠密 GEMM 吞吐，并测量显存带宽（STREAM triad 与 copy）和主机传输带宽。规划器将每项测量值除以正常 GPU 可达到的比例（参考列），用所得结果代替规格值；因此测量表现与正常 GPU 相同的设备，其规划结果与目录条目完全一致（docs/probe.md）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="292"/>
        <source>Risks, compatibility and compliance</source>
        <translation>风险、兼容性与合规</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="303"/>
        <source>Certification %1</source>
        <translation>认证 %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="304"/>
        <source>required, met by %1</source>
        <translation>要求，%1 满足</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="304"/>
        <source>required, not met</source>
        <translation>要求，未满足</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="312"/>
        <source>Certifications of %1</source>
        <translation>%1 的认证</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="319"/>
        <source>allowed; an interruption takes a replica down until it is replaced: keep on-demand capacity for the service level</source>
        <translation>允许；一次中断会使一个副本停机直至被替换：为服务等级保留按需容量</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="323"/>
        <source>allowed; checkpoints every %1 h bound the work lost to an interruption</source>
        <translation>允许；每 %1 小时的检查点限制了中断造成的损失</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="325"/>
        <source>allowed without checkpoints: every interruption restarts the job</source>
        <translation>允许但没有检查点：每次中断都要从头开始</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="326"/>
        <source>not allowed</source>
        <translation>不允许</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="328"/>
        <source>Snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="330"/>
        <source>a snapshot policy is in place</source>
        <translation>已有快照策略</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="331"/>
        <source>no snapshot policy: data and checkpoints are lost with the instance</source>
        <translation>没有快照策略：实例丢失时数据和检查点一并丢失</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="336"/>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="338"/>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="340"/>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="342"/>
        <source>TensorFlow %1</source>
        <translation>TensorFlow %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="343"/>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="345"/>
        <source>not given: check CUDA, driver and framework versions against the GPU (CUDA 13 needs driver 580 or newer and dropped Volta)</source>
        <translation>未提供：请核对 CUDA、驱动与框架版本是否支持该 GPU（CUDA 13 需要 580 或更新的驱动，且不再支持 Volta）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="347"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="351"/>
        <source>Compatibility with %1</source>
        <translation>与 %1 的兼容性</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="352"/>
        <source>no known problem</source>
        <translation>无已知问题</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="355"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="364"/>
        <source>… and %1 more reasons</source>
        <translation>……另有 %1 个原因</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="371"/>
        <source>Recommended option</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="372"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="372"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="376"/>
        <source>Appendix A: formulas</source>
        <translation>附录 A：公式</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="377"/>
        <source>&lt;ul&gt;&lt;li&gt;Training FLOPs: 6·N·D (forward and backward, Kaplan et al. 2020), with the attention term at the sequence length; adapters 4·N·D; full recomputation adds one forward.&lt;/li&gt;&lt;li&gt;Time: FLOPs / (GPUs × dense peak × MFU) + exposed gradient all-reduce (ring, 2(n−1)/n × bytes / bandwidth) + tensor-parallel communication + pipeline bubble (p−1)/m + data-loading stall.&lt;/li&gt;&lt;li&gt;Memory: ZeRO model states (Rajbhandari et al. 2020), activations per layer after Korthikanti et al. 2022, KV cache 2 · layers · KV heads · head dim · bytes per token.&lt;/li&gt;&lt;li&gt;Inference: prefill = forward FLOPs at the prompt length, the LM head for the last token only, / (tp × peak × prefill rate: the scenario&apos;s prefill_mfu where set, else vLLM&apos;s own benchmark on the GPU&apos;s class where one was planned, else half the peak; the assumptions table says which); a decode step reads the weights and every sequence&apos;s KV cache at the bandwidth efficiency or does 2·N FLOPs per sequence, whichever is longer, plus two tensor-parallel all-reduces per layer of each token&apos;s hidden state, 2(t−1)/t × 2h bytes; continuous batching serves c / (output × step + c × prefill) requests per second per replica; replicas fill whole nodes.&lt;/li&gt;&lt;li&gt;Mixtures of experts: FLOPs from the active parameters; expert parallelism splits the routed experts over ep GPUs, adds a token all-to-all per MoE layer (hidden by Megatron-Core&apos;s combined 1F1B where it applies), the busiest rank&apos;s 1.25× load, and the time by which small expert GEMMs are memory bound; served with attention data parallelism, d groups of tp GPUs hold their own sequences and the experts spread over all tp × d GPUs.&lt;/li&gt;&lt;li&gt;Spot: expected time with checkpoints, (W/c)(1/L + r)(e^(Lc) − 1) (Daly 2006); reserved: price / utilization; buy versus rent: purchase / (cloud cost − power cost) per job.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Full derivations and sources: docs/model.md, docs/performance.md, docs/cost.md.&lt;/p&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;训练 FLOPs：6·N·D（前向与反向，Kaplan 等 2020），注意力项按序列长度计算；适配器训练 4·N·D；完全重计算多一次前向。&lt;/li&gt;&lt;li&gt;时间：FLOPs / (GPU 数 × 稠密峰值 × MFU) + 未被掩盖的梯度 all-reduce（环形，2(n−1)/n × 字节 / 带宽）+ 张量并行通信 + 流水线气泡 (p−1)/m + 数据加载等待。&lt;/li&gt;&lt;li&gt;显存：ZeRO 模型状态（Rajbhandari 等 2020），每层激活值按 Korthikanti 等 2022，KV 缓存 2 · 层数 · KV 头数 · 头维度 · 每 token 字节数。&lt;/li&gt;&lt;li&gt;推理：预填充 = 按提示长度的前向 FLOPs（输出层只算最后一个 token）/ (tp × 峰值 × 预填充速率：场景设定了预填充 MFU时用它，否则有按 vLLM 官方基准测试规划出的该类 GPU 数值时用它，否则取峰值的一半；假设表中注明取的是哪一种)；每个解码步读取权重和每个序列的 KV 缓存（按带宽效率），或每个序列 2·N 次浮点运算，取较长者，再加每层两次张量并行 all-reduce（每个 token 的隐藏状态，2(t−1)/t × 2h 字节）；连续批处理下每个副本每秒服务 c / (输出 token 数 × 步时 + c × 预填充时间) 个请求；副本占满整个节点。&lt;/li&gt;&lt;li&gt;混合专家模型：FLOPs 按激活参数计算；专家并行把路由专家分到 ep 个 GPU 上，每个 MoE 层增加一次 token all-to-all（在适用时由 Megatron-Core 的组合式 1F1B 调度掩盖）、负载最重的 GPU 的 1.25 倍负载，以及小规模专家 GEMM 受显存带宽限制多出的时间；以注意力数据并行部署时，d 组 tp 个 GPU 各自持有自己的序列，专家分布在全部 tp × d 个 GPU 上。&lt;/li&gt;&lt;li&gt;竞价：带检查点的期望时间 (W/c)(1/L + r)(e^(Lc) − 1)（Daly 2006）；预留：价格 / 利用率；买还是租：购置价 / (云成本 − 电费)，按任务计。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;完整推导与来源：docs/model.md、docs/performance.md、docs/cost.md。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="408"/>
        <source>Appendix B: sources</source>
        <translation>附录 B：来源</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="446"/>
        <source> (and %1 more sources)</source>
        <translation>（另有 %1 个来源）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="452"/>
        <source>Appendix C: the scenario file</source>
        <translation>附录 C：场景文件</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="453"/>
        <source>Planning this file with GPU Planner and the same catalog reproduces the figures of this report.</source>
        <translation>用 GPU 规划器和相同目录规划此文件，可以复现本报告中的数字。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="27"/>
        <source>Appendix D: measured on our own runs</source>
        <translation>附录 D：我方实测运行</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="28"/>
        <source>Where the team&apos;s own runs measured a GPU and software stack (or serving engine), the plan takes the measured figure instead of the sourced one: the planned time × measured ÷ planned, its range the measurements&apos; own spread. The network&apos;s factor is on the data-parallel collectives&apos; own time (what compute hides added back), the run overhead&apos;s is the wall clock over the steps (1 ÷ goodput), the engine memory&apos;s is what the engine kept beside weights and KV cache over the planned activations and CUDA context (gpuplan calibrate; docs/calibration.md).</source>
        <translation>凡团队自己的运行实测过的 GPU 与软件栈（或推理引擎），规划采用实测值而非文献来源值：规划时间 × 实测 ÷ 规划，其区间取各次测量自身的离散范围。网络的系数作用于数据并行集合通信本身的时间（加回计算所掩盖的部分），运行开销的系数为墙钟时间 ÷ 训练步骤时间（1 ÷ 有效训练占比），引擎显存的系数为引擎在权重与 KV 缓存之外占用的显存 ÷ 规划的激活与 CUDA 上下文（gpuplan calibrate；docs/calibration.md）。</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="39"/>
        <source>Decode step</source>
        <translation>解码步</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="41"/>
        <source>Data-parallel collectives (%1)</source>
        <translation>数据并行集合通信（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="43"/>
        <source>Engine memory beside weights and KV cache</source>
        <translation>引擎在权重与 KV 缓存之外的显存</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="44"/>
        <source>Run overhead (checkpoints, evaluation)</source>
        <translation>运行开销（检查点、评估）</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="45"/>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Calibrates</source>
        <translation>校准对象</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Stack or engine</source>
        <translation>软件栈或引擎</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Measured ÷ planned</source>
        <translation>实测 ÷ 规划</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="53"/>
        <source>Measurements</source>
        <translation>测量次数</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="53"/>
        <source>Runs, latest date</source>
        <translation>运行记录、最近日期</translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="75"/>
        <source>What the runs measured against the plan</source>
        <translation>各次运行的实测值与规划值对照</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="402"/>
        <source>GPU Planner — %1</source>
        <translation>GPU 规划器 — %1</translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="404"/>
        <source>Indicative prices; generated %1</source>
        <translation>参考价格；生成于 %1</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ResultsView</name>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="79"/>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="81"/>
        <source>Cost vs time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="108"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="110"/>
        <source>Billing modes</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="112"/>
        <source>Buy vs rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="115"/>
        <source>Latency vs rate</source>
        <translation>延迟与速率</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="123"/>
        <source>Warnings and risks</source>
        <translation>警告与风险</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="160"/>
        <source>All billing modes</source>
        <translation>全部计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="165"/>
        <source>Any certification</source>
        <translation>任意认证</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="169"/>
        <source>Region prefix</source>
        <translation>区域前缀</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="173"/>
        <source>Search provider, instance, GPU…</source>
        <translation>搜索服务商、实例、GPU…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="175"/>
        <source>Pareto front only</source>
        <translation>只看帕累托前沿</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="178"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="219"/>
        <source>Export Launch Files…</source>
        <translation>导出启动文件…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="260"/>
        <source>No option matches the filter. Clear the search or choose &quot;All&quot; in the boxes above.</source>
        <translation>没有方案符合筛选条件。请清除搜索，或在上方下拉框中选择“全部”。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="282"/>
        <source>All providers</source>
        <translation>全部服务商</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="289"/>
        <source>Own machine</source>
        <translation>自有机器</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="333"/>
        <source>The results below are out of date: the scenario has a problem: %1</source>
        <translation>下方结果已过期：场景有问题：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="389"/>
        <source>&lt;b&gt;No option meets the constraints.&lt;/b&gt; See the warnings.</source>
        <translation>&lt;b&gt;没有满足约束的方案。&lt;/b&gt;请查看警告。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="395"/>
        <source>%1 %2</source>
        <comment>a label and what it labels (no space after a Chinese colon)</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="400"/>
        <source>Cheapest:</source>
        <translation>最便宜：</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="400"/>
        <source>Cheapest without spot:</source>
        <translation>最便宜（不含竞价）：</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="405"/>
        <source>Fastest:</source>
        <translation>最快：</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="408"/>
        <source>Best cost × time:</source>
        <translation>成本 × 时间最优：</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="410"/>
        <source>Buy or rent: %1</source>
        <translation>购买还是租用：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="424"/>
        <source>Applies to the whole plan.</source>
        <translation>适用于整个方案。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="425"/>
        <source>Applies to the whole plan. Double-click to go to the field.</source>
        <translation>适用于整个方案。双击可转到该字段。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="436"/>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="446"/>
        <source>Warnings and risks (%1)</source>
        <translation>警告与风险（%1）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::RunLogDialog</name>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="37"/>
        <source>Measured on our own runs</source>
        <translation>我方实测运行</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="40"/>
        <source>Training logs (Megatron-LM, torchtitan, DeepSpeed, Hugging Face Trainer, PyTorch Lightning) and serving benchmarks (vllm bench serve, GuideLLM, SGLang bench_serving) are compared with the plan of the scenario open now, on its hardware. Step times, times to first token and decode steps within 3× of the plan calibrate every plan on the same GPU and stack or engine (training: training the same weights, full or adapters); a timed data-parallel exchange calibrates the collectives on the same network, a log&apos;s timestamps over 10 minutes or more the run&apos;s overhead beside its steps (goodput), a vLLM start-up log the engine&apos;s memory beside weights and KV cache; the rest is shown beside them. Kept in %1.</source>
        <translation>训练日志（Megatron-LM、torchtitan、DeepSpeed、Hugging Face Trainer、PyTorch Lightning）和推理服务基准测试（vllm bench serve、GuideLLM、SGLang bench_serving）与当前打开场景在其硬件上的方案对比。与方案相差在 3 倍以内的步时、首 token 时间和解码步时间，会校准同一 GPU 与同一软件栈或引擎上的所有方案（训练：训练相同的权重，全量或适配器）；单独计时的数据并行通信在同一网络上校准集合通信时间，日志中跨度 10 分钟以上的时间戳校准训练步骤之外的运行开销（有效训练占比），vLLM 启动日志校准引擎在权重与 KV 缓存之外占用的显存；其余数据仅并列显示。保存在 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="65"/>
        <source>&amp;Import Run Log…</source>
        <translation>导入运行日志(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="66"/>
        <source>&amp;Forget All</source>
        <translation>全部清除(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="69"/>
        <source>Forget all runs</source>
        <translation>清除所有运行</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="70"/>
        <source>Forget every imported run and its calibration? Plans go back to the sourced figures.</source>
        <translation>清除所有已导入的运行及其校准？规划将恢复为文献来源的数值。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="96"/>
        <source>The kept runs cannot be read (the file is left as it is): %1</source>
        <translation>无法读取已保存的运行（文件保持原样）：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="98"/>
        <source>No run imported yet.</source>
        <translation>尚未导入任何运行。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="108"/>
        <source>Nothing imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="116"/>
        <source>%n figure(s) imported; %1 calibration(s) apply to the plans.</source>
        <translation>
            <numerusform>已导入 %n 项数值；%1 项校准作用于规划。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="119"/>
        <source>%n more than 3× from the plan: shown, not used (a different job or the wrong scenario?).</source>
        <translation>
            <numerusform>%n 项与规划相差超过 3×：仅显示，不采用（是否为其他作业或场景有误？）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="138"/>
        <source>Import Run Log</source>
        <translation>导入运行日志</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="139"/>
        <source>Run logs and benchmark results (*.log *.out *.txt *.json);;All files (*)</source>
        <translation>运行日志与基准测试结果 (*.log *.out *.txt *.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ScenarioDocument</name>
    <message>
        <location filename="../../ui/workbench/scenario_document.cpp" line="202"/>
        <source>%1: (top level): expected an object</source>
        <translation>%1：（顶层）：应为对象</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ScenarioEditor</name>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="106"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="415"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="114"/>
        <source>Type to search the bundled model presets.</source>
        <translation>输入以搜索内置模型预设。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="116"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="118"/>
        <source>Read a Hugging Face config.json (you can also drop one on the window).</source>
        <translation>读取 Hugging Face config.json（也可拖放到窗口上）。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="143"/>
        <source>Lengths</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="146"/>
        <source>Compare with a machine I own</source>
        <translation>与我的自有机器比较</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="151"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="155"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="197"/>
        <source>Only providers that list every checked certification.</source>
        <translation>只保留具备所有勾选认证的服务商。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="200"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="418"/>
        <source>Certifications</source>
        <translation>合规认证</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="66"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="73"/>
        <source>What is planned, e.g. Llama 3 70B served to 50 users</source>
        <translation>规划内容，例如：为 50 个用户部署 Llama 3 70B</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="74"/>
        <source>The scenario&apos;s title: the window&apos;s heading and the report&apos;s title.</source>
        <translation>场景标题：窗口标题和报告标题。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="230"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="99"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="413"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="82"/>
        <source>Assumptions worth stating in the report</source>
        <translation>值得在报告中写明的假设</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="84"/>
        <source>A paragraph under the report&apos;s title.</source>
        <translation>报告标题下方的一段说明。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="230"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="100"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="414"/>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="416"/>
        <source>Own machine</source>
        <translation>自有机器</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="417"/>
        <source>Own GPU</source>
        <translation>自有 GPU</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="232"/>
        <source>Currency of every cost in the plan.</source>
        <translation>方案中所有成本使用的货币。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="206"/>
        <source>Any GPU type</source>
        <translation>任意 GPU 型号</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="208"/>
        <source>Only the ticked GPU types are planned, at any count; none ticked: any.</source>
        <translation>只规划勾选的 GPU 型号，数量不限；都不勾选：任意型号。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="210"/>
        <source>Any provider</source>
        <translation>任意服务商</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="212"/>
        <source>Only the ticked providers&apos; offerings are planned; none ticked: any.</source>
        <translation>只规划勾选服务商的报价；都不勾选：任意服务商。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="217"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="419"/>
        <source>GPU types</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="218"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="420"/>
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="233"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="421"/>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="241"/>
        <source>Exchange rates per USD</source>
        <translation>每美元汇率</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="278"/>
        <source>none (%1)</source>
        <translation>无（%1）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="422"/>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="258"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="260"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="277"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="287"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="144"/>
        <source>Set aside (they return when you switch back): %1.</source>
        <translation>已暂存（切换回来时恢复）：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="146"/>
        <source>Restored: %1.</source>
        <translation>已恢复：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="148"/>
        <source>Training tokens set to 0.1 B as a placeholder: enter your data set&apos;s size.</source>
        <translation>训练 token 数暂设为 0.1 B：请填入数据集的实际规模。</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="57"/>
        <source>%1 (%2 B, %3 B active)</source>
        <translation>%1（%2 B，激活 %3 B）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="59"/>
        <source>%1 (%2 B)</source>
        <translation>%1（%2 B）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="265"/>
        <source>Import a Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="267"/>
        <source>config.json (*.json)</source>
        <translation>config.json (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="272"/>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="280"/>
        <source>%1: (top level): not a Hugging Face config.json (no model_type)</source>
        <translation>%1：（顶层）：不是 Hugging Face config.json（缺少 model_type）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="289"/>
        <source>Not imported: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="324"/>
        <source>Unknown preset</source>
        <translation>未知预设</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="337"/>
        <source>From an imported config.json (model_type %1)</source>
        <translation>来自导入的 config.json（model_type %1）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="340"/>
        <source>The imported config.json (model_type %1) cannot be planned: %2</source>
        <translation>导入的 config.json（model_type %1）无法用于规划：%2</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="346"/>
        <source>Defined in the scenario file</source>
        <translation>在场景文件中定义</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="415"/>
        <source>measured by gpuprobe (%1); see the Local GPU tab</source>
        <translation>由 gpuprobe 测量（%1）；见“本地 GPU”标签页</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="428"/>
        <source>From the trace %1: its prompt and output lengths replace the distribution and the mean lengths below.</source>
        <translation>来自轨迹 %1：其提示与输出长度取代下方的分布和平均长度。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/scenario_editor.cpp" line="433"/>
        <source>From a trace of %n request(s) in the scenario file: its lengths replace the distribution and the mean lengths below.</source>
        <translation>
            <numerusform>来自场景文件中 %n 个请求的轨迹：其长度取代下方的分布和平均长度。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::SettingsDialog</name>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="42"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="44"/>
        <source>As in the scenario</source>
        <translation>与场景一致</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="48"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="52"/>
        <source>GiB (2^30 bytes)</source>
        <translation>GiB（2^30 字节）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="53"/>
        <source>GB (10^9 bytes)</source>
        <translation>GB（10^9 字节）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="55"/>
        <source>Currency of costs</source>
        <translation>成本货币</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="56"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="57"/>
        <source>Memory units</source>
        <translation>显存单位</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="58"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="59"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="61"/>
        <source>Report paper</source>
        <translation>报告纸张</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="62"/>
        <source>Organisation (report)</source>
        <translation>单位（报告）</translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="63"/>
        <source>Author (report)</source>
        <translation>作者（报告）</translation>
    </message>
</context>
</TS>
