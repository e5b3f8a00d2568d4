<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="59"/>
        <source>there is no folder for application data (is HOME set?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="63"/>
        <source>%1: the folder cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/autosave_store.cpp" line="67"/>
        <source>%1: cannot create a file in this folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationStore</name>
    <message>
        <location filename="../../ui/core/calibration_store.cpp" line="70"/>
        <source>%1: cannot remove the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="24"/>
        <source>incompatible: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="28"/>
        <source>misses the {short_deadline} h deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="29"/>
        <source>misses the {deadline} h deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="32"/>
        <source>over budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="38"/>
        <source>time to first token {ttft} s misses the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="39"/>
        <source>time to first token {ttft} s misses the {target} s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="41"/>
        <source>time to first token {ttft} s misses the target: the prompt at that percentile takes {floor} s alone, so more replicas cannot meet it (a faster GPU, a larger replica or a looser target can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="45"/>
        <source>time to first token {ttft} s misses the {target} s target: the prompt at that percentile takes {floor} s alone, so more replicas cannot meet it (a faster GPU, a larger replica or a looser target can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="56"/>
        <source>{tpot} s per output token misses the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="57"/>
        <source>{tpot} s per output token misses the {target} s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="61"/>
        <source>more GPUs than {max_gpus} allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="65"/>
        <source>offload needs {needed} GiB of host RAM per node, the instance has {has} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="72"/>
        <source>the layout runs {sequences} sequences per step, more than the {batch} asked for: fewer data-parallel replicas or a larger batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="76"/>
        <source>the layout runs {sequences} sequences per step, more than the {batch} of the default global batch: fewer data-parallel replicas or a larger batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="83"/>
        <source>{idle} of the {gpus} GPUs stay idle: no layout that fits uses them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="95"/>
        <source>unverified price: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="97"/>
        <source>this offering&apos;s price per GPU-hour is {share}% of the median of {count} offerings of {gpu} ({median} {currency}, spot against spot, else on-demand): a placeholder or an error in the catalog? Check it before relying on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="105"/>
        <source>{gbps} Gbps between nodes: gradient exchange will be slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="109"/>
        <source>a reservation is paid whether used or not: reserved options are charged their whole term, since the scenario does not say the rest of it is used ({utilization_field})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="117"/>
        <source>a reservation is paid whether used or not: reserved costs assume the capacity is used {utilization}% of its term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="127"/>
        <source>{count} offering(s) skipped: their GPU is not in the GPU catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="132"/>
        <source>no offering in the catalogs has a domestic accelerator ({count} left out by {field}): add offerings of one (Ascend 910B or 910C) with --catalog or the catalog dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="138"/>
        <source>no offering in the catalogs has an accelerator that reaches China without a US export licence ({count} left out by {field}): add offerings of one (L20, RTX 4090 D, Ascend 910B) with --catalog or the catalog dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="145"/>
        <source>workload.sequence_length {length} exceeds the model&apos;s max_position_embeddings ({max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="150"/>
        <source>prompt_tokens + output_tokens ({tokens}) exceeds the model&apos;s max_position_embeddings ({max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="155"/>
        <source>workload.{field} {value} replaced by the mean of the request lengths ({mean})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="159"/>
        <source>local.gpu is &quot;{gpu}&quot; but the probe measured {probe}; the measurement is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="174"/>
        <source>the checkpoint stores its weights as {format} ({stored} GiB); {field} is not set, so they are planned in {planned_as} ({planned} GiB): set it to {keeps} to serve them as stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="181"/>
        <source>{arrival_field} at maximum load keeps every replica full, so a request&apos;s time to first token includes its wait behind the others&apos; prompts and more replicas do not shorten it: the target ({ttft_field}) is judged against a full engine (a target rate with Poisson arrivals sizes the replicas for it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="190"/>
        <source>calibrations left out: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="192"/>
        <source>the scenario has no local section: the measured machine is taken as already owned (no purchase price, power only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="198"/>
        <source>the rate and targets need {replicas} replica(s) of {replica_gpus} GPU(s), more than the {pinned} GPUs {field} pins: raise the count or lower the rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="208"/>
        <source>no offering of {gpu} makes the {pinned} GPUs {field} pins: its nodes hold {sizes} GPU(s), and several nodes need a stated network between them; pin a count whole nodes make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="218"/>
        <source>no offering in the catalogs has {gpus} ({count} of the GPU types {field} lists), so none of them is planned: add offerings of them with --catalog or the catalog dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="226"/>
        <source>{count} offering(s) left out because {gpus} cannot compute in {precision} (no such peak in the GPU catalog): choose another precision or a GPU that has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="232"/>
        <source>{count} spot option(s) dropped: without checkpoints the expected time has no bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="238"/>
        <source>serving is modelled for transformer language models only (prefill, decode, KV cache); {model} is planned by parameters and FLOPs per sample, for training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="245"/>
        <source>{deadline_field} applies to training jobs; a service runs for {duration_field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="255"/>
        <source>no option meets the constraints: {excluded} fit in memory but each misses one (the excluded options below say which)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="260"/>
        <source>the strategy fields set in the scenario do not fit on any GPU of the plan: at best they need {needed} GiB per GPU on {gpu} ({has} GiB); leave them to the planner (remove them) or change them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="280"/>
        <source>a {hours}-hour job in a single zone: a zone outage stops it; plan checkpoints to storage another zone can read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="285"/>
        <source>the GPUs read {read} GB/s, more than the {has} GB/s storage gives: data loading bounds the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="292"/>
        <source>offload needs {needed} GiB of host RAM per GPU process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="295"/>
        <source>the local {gpu} machine cannot run this workload (memory or precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="300"/>
        <source>{count} price(s) given again by a later catalog replace the earlier ones (the first: {first})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="14"/>
        <source>{layout}, MFU {mfu}%, compute {compute}% of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="15"/>
        <source>{layout}, MFU {mfu}%, compute {compute}% of the training steps, plus {downtime}% of the time for a production run&apos;s failures and restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="60"/>
        <source>prefill and decode disaggregated: {prefill} prefill + {decode} decode worker(s) × tp {tp}, each prompt&apos;s KV cache handed over in {transfer} ms, TTFT {ttft} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="104"/>
        <source>GPU as measured by gpuprobe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="105"/>
        <source>GPU as measured by gpuprobe on {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="108"/>
        <source>the API server sets the pace: {ms} ms per request, one after another, at most {rate} requests/s per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="115"/>
        <source>prefill at {share}% of the dense peak: assumed, no published benchmark of this engine on this GPU (performance.prefill_mfu takes a measured figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="119"/>
        <source>prefill at {share}% of the dense peak, from vLLM&apos;s own benchmark on this class of GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="122"/>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="124"/>
        <source>prefill at {share}% of the dense peak, as the scenario sets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="128"/>
        <source>the time-to-first-token target of {target} s is under twice what the prompt at that percentile takes alone ({floor} s): prompts may barely queue, so the target sizes the replicas and a looser one needs fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="67"/>
        <source>spot: {rework}% expected rework ({interruptions} interruptions per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="92"/>
        <source>price as of {date} is older than {days} days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="165"/>
        <source>{arrival_field} at maximum load keeps as many requests in flight as the KV cache holds: the target rate ({rate_field}) is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="268"/>
        <source>exchange rates as of {date} are older than {days} days: set today&apos;s in the scenario ({rates_field})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="24"/>
        <source>{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="27"/>
        <source>{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="30"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="35"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="39"/>
        <source>{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="43"/>
        <source>{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="47"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="52"/>
        <source>{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="75"/>
        <source>listed reserved price, paid for the whole term; {utilization}% of the term in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="79"/>
        <source>on-demand less the assumed {discount}% discount, paid for the whole term; {utilization}% of the term in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="83"/>
        <source>listed reserved price, paid for the whole term; the whole term charged to this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="87"/>
        <source>on-demand less the assumed {discount}% discount, paid for the whole term; the whole term charged to this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="93"/>
        <source>cheaper than on-demand above {use}% use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_why_texts.cpp" line="96"/>
        <source>owned: {per_hour} {currency} per used hour (capital over {years} years at {use}% use, power {power})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="88"/>
        <source>spot without checkpoints: every interruption restarts the job from the beginning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="122"/>
        <source>spot capacity can be reclaimed at any time: keep on-demand capacity for the service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="254"/>
        <source>no option meets the constraints and fits in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/plan/diagnostic_texts.cpp" line="274"/>
        <source>no snapshot policy: an instance lost for good takes the data and checkpoints on its disks with it; keep them on snapshotted or object storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="76"/>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="78"/>
        <source>pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="80"/>
        <source>tensor-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="82"/>
        <source>gradient exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="84"/>
        <source>pipeline transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="86"/>
        <source>context-parallel K/V exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="88"/>
        <source>expert-parallel token exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="90"/>
        <source>optimizer offload transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="92"/>
        <source>data loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="94"/>
        <source>memory bandwidth (decode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="96"/>
        <source>compute (decode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="104"/>
        <source>achieved hardware TFLOPS per GPU set in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="107"/>
        <source>achieved model TFLOPS per GPU set in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="110"/>
        <source>MFU set in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="112"/>
        <source>NVIDIA DeepLearningExamples ResNet-50 v1.5 mixed-precision throughput: about 25% of the tensor peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="116"/>
        <source>Llama 2 (A100, 39-43% MFU) and Llama 3 (H100, 38-43% MFU) published runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="120"/>
        <source>the layer&apos;s kernels: GEMMs by shape, attention kernel, element-wise work at bandwidth, the loss over the vocabulary, at the share of them the stack reaches in its own benchmarks (docs/performance.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/diagnostic_text.cpp" line="125"/>
        <source>assumed: no published large-scale MFU for this GPU class (PCIe, workstation or older)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExcludedGroups</name>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="70"/>
        <source>The reason most options are excluded: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="73"/>
        <source>The reason most options are excluded, told by the nearest: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="82"/>
        <source>Excluded, %1 option(s); the nearest: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="85"/>
        <source>Excluded, %1 option(s): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/excluded_groups.cpp" line="94"/>
        <source>%1 more excluded option(s) are not counted above: the plan keeps the reasons of the first %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputProblem</name>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="46"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="47"/>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="59"/>
        <source>&lt;input&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="62"/>
        <source>(top level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/input_error_text.cpp" line="64"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="24"/>
        <source>cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="26"/>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="28"/>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="30"/>
        <source>file larger than {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="32"/>
        <source>cannot read file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="34"/>
        <source>malformed JSON: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="36"/>
        <source>nesting deeper than {levels} levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="38"/>
        <source>given twice (each key once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="40"/>
        <source>expected an object, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="42"/>
        <source>expected a number, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="44"/>
        <source>expected an integer, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="46"/>
        <source>expected a string, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="48"/>
        <source>expected true or false, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="50"/>
        <source>expected an array of strings, found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="52"/>
        <source>not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="54"/>
        <source>{value} is out of range [{min}, {max}]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="56"/>
        <source>integer too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="58"/>
        <source>missing required number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="60"/>
        <source>missing required integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="62"/>
        <source>missing required string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="64"/>
        <source>missing required object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="66"/>
        <source>unknown value &quot;{value}&quot; (expected one of: {allowed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="69"/>
        <source>unknown field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="71"/>
        <source>holds a byte that is not UTF-8 ({code} at position {position}); identifiers must be plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="75"/>
        <source>holds a control or invisible character ({code} at position {position}); identifiers must be plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="79"/>
        <source>&quot;{value}&quot; is not a day of the calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="81"/>
        <source>expected a date YYYY-MM-DD, found &quot;{value}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="83"/>
        <source>give exactly one of preset, hf_config, hf_config_file or params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="86"/>
        <source>unknown model preset &quot;{id}&quot; (gpuplan models lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="89"/>
        <source>&quot;{value}&quot; is not a jurisdiction: two capital letters, as the providers&apos; catalog writes them (CN, US)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="93"/>
        <source>unknown GPU &quot;{id}&quot; (gpuplan gpus lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="95"/>
        <source>tensor and pipeline parallelism need a transformer architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="98"/>
        <source>{tp}-way tensor parallelism does not divide the {heads} attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="102"/>
        <source>{stages} pipeline stages for {layers} layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="104"/>
        <source>LoRA and QLoRA need a transformer architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="106"/>
        <source>unknown module &quot;{module}&quot; (q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="109"/>
        <source>&quot;{module}&quot; is already listed at [{index}]: list each module once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="112"/>
        <source>QLoRA computes in bf16 or fp16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="114"/>
        <source>data x tensor x pipeline x context parallel exceeds {max} GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="117"/>
        <source>layers ({layers}) must give every one of the pipeline_parallel x virtual_pipeline_stages chunks at least one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="121"/>
        <source>sequence_length ({sequence_length}) must split into 2 x context_parallel chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="125"/>
        <source>context parallelism splits a transformer&apos;s sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="128"/>
        <source>expert parallelism splits a mixture of experts&apos; routed experts; this model has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="132"/>
        <source>must divide the number of routed experts ({experts}), found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="135"/>
        <source>must divide data_parallel x context_parallel ({product}), found {found}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="139"/>
        <source>optimizer offload needs zero_stage 1, 2 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="141"/>
        <source>parameter offload needs zero_stage 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="143"/>
        <source>prompt_tokens + output_tokens must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="145"/>
        <source>attention data parallelism spreads a mixture of experts&apos; routed experts; this model has none (add replicas instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="149"/>
        <source>tensor_parallel x attention_data_parallel ({product}) must divide the number of routed experts ({experts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="153"/>
        <source>{count} GPUs do not match data x tensor x pipeline x context = {product}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="157"/>
        <source>fewer GPUs than tensor x pipeline x attention data parallelism needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="160"/>
        <source>&quot;{value}&quot; is not a release such as 0.11.0 (letters, digits, &apos;.&apos;, &apos;+&apos; and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="164"/>
        <source>{count} characters; at most {max} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="166"/>
        <source>unknown currency &quot;{code}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="168"/>
        <source>this calibration file keeps no gpuprobe result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem.cpp" line="170"/>
        <source>the probe file has no device {index}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="32"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="34"/>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="36"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="38"/>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="40"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="42"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/json_reader.cpp" line="44"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="15"/>
        <source>give the scenario the run planned (--scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="17"/>
        <source>name the GPU the run used (hardware.gpu and hardware.count): a calibration holds for one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="21"/>
        <source>expected an object (the run&apos;s training job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="23"/>
        <source>a training log needs the scenario of a training job, not a service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="26"/>
        <source>no plan for the layout of {file} on this scenario&apos;s hardware (see gpuplan plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="30"/>
        <source>name the GPU the benchmark ran on (hardware.gpu and hardware.count): a calibration holds for one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="34"/>
        <source>a serving benchmark needs the scenario of the service (type &quot;inference&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="38"/>
        <source>no serving plan on this scenario&apos;s hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="40"/>
        <source>no serving plan at the load of {file} on this scenario&apos;s hardware (see gpuplan plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="44"/>
        <source>the benchmark does not state it: a calibration needs the time to first token, the time per output token and the load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="48"/>
        <source>expected an array of measured runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="50"/>
        <source>no vLLM (&quot;Model loading took&quot;, &quot;GPU KV cache size:&quot;) or SGLang (&quot;Load weight end.&quot;, &quot;KV Cache is allocated.&quot;) start-up line in {lines} line(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="55"/>
        <source>expected a list of GuideLLM benchmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="57"/>
        <source>missing: is this a GuideLLM report?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="59"/>
        <source>missing or not a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="61"/>
        <source>missing or not a number: is this a vllm bench serve result (or GuideLLM&apos;s benchmarks.json)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="65"/>
        <source>more requests than any benchmark sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="67"/>
        <source>no &quot;Serving Benchmark Result&quot; block and not a JSON result: is this the output of vllm bench serve or SGLang&apos;s bench_serving?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="71"/>
        <source>the result block has no &quot;Output token throughput (tok/s):&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="74"/>
        <source>expected a JSON object (vllm bench serve --save-result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="77"/>
        <source>no Megatron iteration line, torchtitan step line, DeepSpeed throughput line, Trainer metrics or Lightning progress bar found in {lines} line(s); nor is it a serving benchmark&apos;s result (vllm bench serve --save-result JSON, GuideLLM&apos;s benchmarks.json, SGLang&apos;s bench_serving output) or a vLLM start-up log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="84"/>
        <source>only the first {tool} step was logged (it holds the warm-up): run at least two logging intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="95"/>
        <source>not UTF-8 text: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="97"/>
        <source>expected a non-negative number, found &quot;{value}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="99"/>
        <source>{value} per hour is above the largest price a catalog accepts ({max})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="103"/>
        <source>missing column {column} (is this a {format}?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="105"/>
        <source>empty file: expected a {format} header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="107"/>
        <source>unterminated quoted field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="109"/>
        <source>more than {max} offerings: more than a catalog file can hold (64 MiB); import the file in parts (by region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="113"/>
        <source>more than 100,000 price rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="115"/>
        <source>empty: expected a SkyPilot vms.csv, a gpuhunt CSV, dstack offer JSON or a GPU Planner offerings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="119"/>
        <source>a JSON document that is neither dstack offer&apos;s output (&quot;offers&quot;) nor a GPU Planner offerings file (&quot;format&quot;: &quot;gpuplanner-offerings&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="124"/>
        <source>not a catalog this reads: expected a SkyPilot vms.csv header (InstanceType, AcceleratorName, ...), SkyPilot&apos;s slurm/pricing.csv header (Region, Zone, PricePerVCPU, ...), a gpuhunt header (instance_name, location, price, ...), dstack offer JSON or a GPU Planner offerings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="131"/>
        <source>the provider cannot be read from the name: give --provider NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="134"/>
        <source>expected dstack offer&apos;s JSON ({&quot;offers&quot;: [...]}, from `dstack offer --format json`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="138"/>
        <source>expected an offer object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="140"/>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="142"/>
        <source>missing the offer&apos;s resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="144"/>
        <source>expected the price per hour (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="146"/>
        <source>expected a price per hour between 0 and {max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="148"/>
        <source>expected True or False, found &quot;{value}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="150"/>
        <source>cannot read the offerings folder: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="152"/>
        <source>the catalog would be larger than the {mib} MiB a catalog file may be ({count} offerings); import fewer rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="156"/>
        <source>the catalog lists no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="165"/>
        <source>token counts must be whole numbers from 1 to {max}, found {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="168"/>
        <source>expected a list of [prompt_tokens, output_tokens] pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="171"/>
        <source>more than 1,000,000 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="173"/>
        <source>expected [prompt_tokens, output_tokens] or an object with prompt_tokens and output_tokens, whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="177"/>
        <source>the trace is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="179"/>
        <source>the header names no prompt and output token columns (e.g. prompt_tokens,output_tokens or ContextTokens,GeneratedTokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="183"/>
        <source>expected the prompt and output token counts as whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="186"/>
        <source>the trace holds no request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="188"/>
        <source>expected [prompt_tokens, output_tokens], two whole numbers from 1 to {max}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="192"/>
        <source>a Hugging Face config must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="194"/>
        <source>&quot;{dtype}&quot;: the weight index gives bytes; only bfloat16, float16 and float32 checkpoints are turned into parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="198"/>
        <source>gives {params} parameters; expected 1 to 10^14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="200"/>
        <source>expected a JSON object of tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="202"/>
        <source>missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="204"/>
        <source>expected non-negative integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="206"/>
        <source>missing or not a positive number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="208"/>
        <source>shorter than the 8-byte header length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="210"/>
        <source>declares a {bytes}-byte header (at most 100 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="212"/>
        <source>the file ends inside its header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="214"/>
        <source>cannot read the model preset folder: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="223"/>
        <source>{gpu}: this option combines model parallelism with DeepSpeed ZeRO (Megatron-DeepSpeed), which Ascend&apos;s stack does not run (MindSpeed-LLM is Megatron-LM without DeepSpeed): pin the framework to megatron or deepspeed and plan again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="229"/>
        <source>{gpu}: disaggregated prefill and decode is written with vLLM&apos;s NixlConnector, which vLLM-Ascend replaces with connectors of its own; export a colocated option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="234"/>
        <source>this option has no training strategy that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="236"/>
        <source>SkyPilot has no cloud for provider &quot;{provider}&quot; (it launches on aws, gcp, azure, lambda): export for slurm or kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="240"/>
        <source>SkyPilot has no cloud for the own machine (it launches on aws, gcp, azure, lambda): export for slurm or kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="244"/>
        <source>this option does not fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="246"/>
        <source>{gpu} does not run CUDA; the launch files use CUDA images (PyTorch, DeepSpeed, Megatron-LM, vLLM), or Huawei Ascend&apos;s stack (MindSpeed-LLM, vLLM-Ascend). Use the vendor&apos;s: AMD ROCm builds, Intel Gaudi&apos;s Habana software, JAX on TPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="252"/>
        <source>serving launch files are written for transformer language models (vLLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_more.cpp" line="256"/>
        <source>this option disaggregates prefill and decode; its launch files are written for slurm and kubernetes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="16"/>
        <source>expected &quot;{format}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="18"/>
        <source>expected &quot;{format}&quot;, found &quot;{value}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="20"/>
        <source>version {version} is newer than this program ({supported})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="23"/>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="32"/>
        <source>expected a list of at most {max} integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="34"/>
        <source>expected a list of integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="36"/>
        <source>expected a list of at most {max} strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="38"/>
        <source>expected a list of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="40"/>
        <source>must divide num_attention_heads ({heads}), found {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="43"/>
        <source>must be between 1 and the number of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="45"/>
        <source>no layer is a mixture-of-experts layer (the dense layers first_k_dense_replace, mlp_only_layers or decoder_sparse_step leave cover all of them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="50"/>
        <source>expected two integers (rows, columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="52"/>
        <source>&quot;{method}&quot; is not a format the planner sizes (fp8, mxfp4, awq, gptq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="56"/>
        <source>missing or not a string; a Hugging Face config.json names its model_type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="60"/>
        <source>missing: a {model_type} config holds its language model in text_config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="64"/>
        <source>unsupported model_type &quot;{model_type}&quot; (supported: {supported}); a config.json file with a model.safetensors.index.json or model.safetensors beside it is read from its weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="69"/>
        <source>the architecture has more than 4.6e18 parameters (hidden size, heads, layers and vocabulary together): not a model to plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="73"/>
        <source>hidden_size is not a multiple of num_attention_heads and no head_dim is given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="77"/>
        <source>hidden size is not a multiple of the head count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="79"/>
        <source>lists {count} layers; num_hidden_layers is {layers}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="82"/>
        <source>sliding windows on Qwen MoE layers are not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="85"/>
        <source>must list every layer ({layers})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="87"/>
        <source>missing: a transformer preset stores its config.json fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="97"/>
        <source>expected an array of offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="99"/>
        <source>unknown provider &quot;{provider}&quot; (not in providers.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="102"/>
        <source>give a spot price or a spot discount, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="104"/>
        <source>a discount needs an on-demand price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="106"/>
        <source>no price for any billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="108"/>
        <source>offerings[{index}] already gives the {mode} price of {provider} {instance_type} in {region}: give each instance type, region and billing mode once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="113"/>
        <source>rates are per US dollar: base must be &quot;USD&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="115"/>
        <source>USD missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="117"/>
        <source>not in the provider&apos;s certifications: list it there first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="120"/>
        <source>expected a non-empty array of devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="122"/>
        <source>larger than best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="124"/>
        <source>expected [m, n, k]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="126"/>
        <source>expected positive integers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="128"/>
        <source>expected an array of [m, n, k, flops per second]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="130"/>
        <source>expected rows [m, n, k, flops per second]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="132"/>
        <source>expected a device index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="134"/>
        <source>expected an array of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="136"/>
        <source>more than memory_gib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="138"/>
        <source>no peak given for any precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="140"/>
        <source>duplicate GPU id &quot;{id}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="149"/>
        <source>expected an array of calibrations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="151"/>
        <source>name the network the exchange crossed (&quot;intra_node&quot;, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="154"/>
        <source>give the request lengths inline (lengths) or in a file (lengths_file), not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="157"/>
        <source>expected a list of 1 to 1,000,000 [prompt_tokens, output_tokens] pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="161"/>
        <source>layers ({layers}) must divide into pipeline_parallel x virtual_pipeline_stages chunks for this software stack (performance.stack megatron_core, nemo or torchtitan split them unevenly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="167"/>
        <source>give global_batch_tokens or global_batch_samples, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="170"/>
        <source>give the date of the rates in rates_per_usd (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/io/input_problem_fields.cpp" line="173"/>
        <source>unknown field (did you mean &quot;{name}&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalGpu</name>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="25"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (compute capability %2, %3 SMs, %4), measured %5 – %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="34"/>
        <source>Datasheet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="35"/>
        <source>The catalog does not list this GPU: it is planned from the measurement alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="42"/>
        <source>During the run: up to %1 °C and %2 W; SM clock %3–%4 MHz under load; %5% of samples power- or heat-limited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="55"/>
        <source>Not measured: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="65"/>
        <source>This scenario&apos;s job does not run on this machine (memory or precision); see the warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="70"/>
        <source>This scenario on this machine: %1, %2 (power and capital).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="76"/>
        <source>Fastest cloud option: %1 %2, %3 for %4; this machine takes %5× as long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/local_gpu_text.cpp" line="84"/>
        <source>Cheapest cloud option: %1 %2, %3 for %4; this machine costs %5× as much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="66"/>
        <source>needs compute capability 8.0 (Ampere) or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="68"/>
        <source>needs compute capability 8.9 (Ada) or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="70"/>
        <source>needs compute capability 7.5 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="72"/>
        <source>too little free GPU memory for the smallest shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/hardware/probe_result.h" line="74"/>
        <source>cuBLASLt has no kernel for this precision on this GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanFormat</name>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="45"/>
        <source>On-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="47"/>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="49"/>
        <source>Reserved 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="51"/>
        <source>Reserved 3 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="53"/>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="71"/>
        <source>&lt;1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="73"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="75"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="77"/>
        <source>%1 h (%2 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="78"/>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="115"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="116"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="138"/>
        <source>full recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="139"/>
        <source>selective recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="140"/>
        <source>no recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="123"/>
        <source>dp %1 × tp %2 × pp %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="62"/>
        <source>China MLPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="93"/>
        <source>%1–%2 min, likely %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="97"/>
        <source>%1–%2 h, likely %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="100"/>
        <source>%1–%2 days, likely %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="108"/>
        <source>%1–%2 %3, likely %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="124"/>
        <source>%1 × %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="126"/>
        <source> × cp %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="129"/>
        <source> (ep %1)</source>
        <extracomment>Expert parallelism divides the data-parallel GPUs, it does not multiply them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="146"/>
        <source> (interleaved × %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="150"/>
        <source>Strategy: %1, ZeRO-%2, %3, micro-batch %4 × %5 accumulation, global batch %6, %7 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="160"/>
        <source>Optimizer states offloaded to host RAM (nothing else fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="162"/>
        <source>Layers per stage: %1 on %2 stages, %3 on the other %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="168"/>
        <source>Global batch: the default for a model of this size (%1 per step); set “%2” to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/plan_format.cpp" line="173"/>
        <source>%1 GPU(s) stay idle: no layout that fits uses them all</source>
        <translation>
            <numerusform>%1 GPU stays idle: no layout that fits uses them all</numerusform>
            <numerusform>%1 GPUs stay idle: no layout that fits uses them all</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="180"/>
        <source>a smaller pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="181"/>
        <source>less tensor-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="182"/>
        <source>less gradient exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="183"/>
        <source>fewer pipeline transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="184"/>
        <source>less context-parallel K/V exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="186"/>
        <source>less expert-parallel token exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="187"/>
        <source>less compute (recomputation or stage balance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="191"/>
        <source>Beats the runner-up, %1, by %2, mostly through %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="203"/>
        <source>Time to first token calibrated from our own benchmarks on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="205"/>
        <source>Decode step calibrated from our own benchmarks on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="207"/>
        <source>Data-parallel collectives (%3) calibrated from our own runs on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="211"/>
        <source>Engine memory beside weights and KV cache calibrated from our own start-up logs on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="214"/>
        <source>Run overhead beside the steps (checkpoints, evaluation; goodput %3%) calibrated from our own runs on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="218"/>
        <source>Calibrated from our own runs on %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/plan_format.cpp" line="221"/>
        <source>: × %1 (± %2%), %n measurement(s): %3</source>
        <translation>
            <numerusform>: × %1 (± %2%), %n measurement: %3</numerusform>
            <numerusform>: × %1 (± %2%), %n measurements: %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="229"/>
        <source>commits %1 over 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="230"/>
        <source>commits %1 over %2 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="262"/>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="262"/>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="270"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="270"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="283"/>
        <source>today</source>
        <comment>a price&apos;s age</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="285"/>
        <source>1 day</source>
        <comment>a price&apos;s age</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="287"/>
        <source>%1 days</source>
        <comment>a price&apos;s age</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="289"/>
        <source>%1 months</source>
        <comment>a price&apos;s age</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="290"/>
        <source>%1 years</source>
        <comment>a price&apos;s age</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="101"/>
        <source>%1: refusing to write inside the bundled catalog; save the user catalog elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="108"/>
        <source>Not saved, the catalog would not load: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="121"/>
        <source>%1: cannot read it to keep a copy; nothing saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="116"/>
        <location filename="../../ui/core/catalog_store.cpp" line="124"/>
        <source>Not saved, the previous catalog could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/catalog_store.cpp" line="158"/>
        <source>%1: cannot move it aside to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/page_writer.cpp" line="64"/>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/page_writer.cpp" line="65"/>
        <source>Page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/plan_snapshot.cpp" line="39"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../../ui/report/report.cpp" line="50"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="51"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="78"/>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="80"/>
        <source>Own machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="82"/>
        <source>Software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="84"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="85"/>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="16"/>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="18"/>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="20"/>
        <source>is not a regular file (a device, FIFO or socket is not replaced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="23"/>
        <source>is a symbolic link to a file that does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="26"/>
        <source>cannot be examined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="28"/>
        <source>its folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="30"/>
        <source>its folder is not writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="32"/>
        <source>cannot create a file in its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="34"/>
        <location filename="../../ui/core/text/save_file.cpp" line="40"/>
        <source>cannot write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="36"/>
        <source>cannot keep the file&apos;s permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="38"/>
        <source>cannot replace the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/save_file.cpp" line="51"/>
        <source>; the previous file is unchanged</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="61"/>
        <source>Pre-training, fine-tuning or serving (inference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="13"/>
        <source>Pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="15"/>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="17"/>
        <source>Inference serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="66"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="68"/>
        <source>Full fine-tuning updates every weight; LoRA trains small adapters (weights frozen at 16 bit); QLoRA keeps the frozen weights in 4 bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="22"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="49"/>
        <source>Full</source>
        <extracomment>Fine-tuning method: every weight is trained (not adapters as with LoRA)
----------
Activation checkpointing: each layer&apos;s activations are recomputed in the backward pass</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="23"/>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="24"/>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="75"/>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="77"/>
        <source>Rank r of the adapters; typical 8 to 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="81"/>
        <source>Training tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="83"/>
        <source>Tokens to train on, in billions. Chinchilla-optimal pre-training uses about 20 per parameter; fine-tuning often 0.01 to 1 billion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="91"/>
        <source>Samples per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="94"/>
        <source>For image models: images per epoch (ImageNet-1k: 1,281,167).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="99"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="101"/>
        <source>Passes over the samples (ResNet-50 on ImageNet: 90).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="107"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="109"/>
        <source>bf16/fp16 are mixed precision with fp32 master weights; fp8 needs Hopper, Ada or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="115"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="118"/>
        <source>AdamW keeps 12 bytes per parameter in mixed precision; 8-bit Adam about 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="32"/>
        <source>8-bit Adam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="33"/>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="134"/>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="136"/>
        <source>Tokens per training sequence; typical 2,048 to 8,192.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="138"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="277"/>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="284"/>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="142"/>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="144"/>
        <source>Sequences (or images) per GPU per step; activations grow with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="151"/>
        <source>Activation checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="153"/>
        <source>Full recomputation keeps only each layer&apos;s input (saves most activation memory, costs about a third more compute); selective drops the attention scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="46"/>
        <source>None</source>
        <extracomment>Activation checkpointing: nothing is recomputed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="47"/>
        <source>Selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="161"/>
        <source>FlashAttention</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="170"/>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="172"/>
        <source>0: plain data parallelism; 1 shards optimizer states, 2 also gradients, 3 (FSDP) also weights across data-parallel GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="179"/>
        <source>Data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="187"/>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="195"/>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="196"/>
        <source>checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="188"/>
        <source>dataset (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="199"/>
        <source>storage in several zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="197"/>
        <source>disk snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="165"/>
        <source>Only offerings of Chinese-designed accelerators (Ascend 910B, 910C): the domestic-substitution rules many buyers in China plan under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="172"/>
        <source>Only parts a buyer in China gets without a US export licence: below the 3A090 thresholds (L20, RTX 4090 D, V100, A10) or domestic (Ascend). The GPU catalog&apos;s export_control status, with its sources and date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="261"/>
        <source>measured device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="263"/>
        <source>healthy GPU&apos;s GEMM efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="265"/>
        <source>healthy GPU&apos;s bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="184"/>
        <source>PUE (facility power / IT power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="161"/>
        <source>warn about prices older than (days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="163"/>
        <source>Domestic accelerators only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="170"/>
        <source>No US export licence (China)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="178"/>
        <source>start-up or restart of a job (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="186"/>
        <source>host power (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="190"/>
        <source>bytes per sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="192"/>
        <source>bytes per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="194"/>
        <source>storage read speed (GB/s per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="267"/>
        <source>CUDA version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="269"/>
        <source>driver version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="271"/>
        <source>PyTorch version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="273"/>
        <source>TensorFlow version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="347"/>
        <source>sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="359"/>
        <source>batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="180"/>
        <source>assumed 1-year reservation discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="182"/>
        <source>assumed 3-year reservation discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="201"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="203"/>
        <source>achieved TFLOPS per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="205"/>
        <source>achieved TFLOPS count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="209"/>
        <source>Software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="211"/>
        <source>The training software: its attention kernels and overlaps set the time (Automatic: from the framework).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="217"/>
        <source>Serving engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="219"/>
        <source>The serving engine: its time per step and its all-reduce kernels set the latency (Automatic: vLLM V1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="225"/>
        <source>serving engine release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="227"/>
        <source>communication overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="231"/>
        <source>global batch (samples)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="233"/>
        <source>gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="235"/>
        <source>prefill MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="237"/>
        <source>decode bandwidth efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="239"/>
        <source>CUDA context (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="241"/>
        <source>allocator headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="242"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="244"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="243"/>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="245"/>
        <source>currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="250"/>
        <source>GPU types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="258"/>
        <source>calibration from our own runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="275"/>
        <source>jurisdictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="277"/>
        <source>title</source>
        <extracomment>The scenario&apos;s title, named in sentences and the report (&quot;title is too long&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="279"/>
        <source>scenario description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="280"/>
        <source>model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="363"/>
        <source>LoRA modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="351"/>
        <source>parameter offload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="248"/>
        <source>ZeRO-Offload: optimizer states in host RAM (needs ZeRO stage 1 or more). Unchecked, the plan chooses: it offloads where the model would not fit otherwise, and the summary says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="355"/>
        <source>prefill chunk (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="157"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="246"/>
        <source>budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="248"/>
        <source>providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="252"/>
        <source>regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="254"/>
        <source>certifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="159"/>
        <source>include unverified prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="256"/>
        <source>exchange rates per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="229"/>
        <source>global batch (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="259"/>
        <source>gpuprobe measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="181"/>
        <source>Data-parallel replicas. Automatic: the plan chooses for every GPU count; a number pins it in every command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="124"/>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="127"/>
        <source>How gradients are kept and reduced: DeepSpeed 16-bit (2 bytes), Megatron-LM fp32 main gradients (4 bytes, all-reduced in fp32), PyTorch DDP/FSDP with autocast fp32 parameters and gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="40"/>
        <source>PyTorch DDP/FSDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="163"/>
        <source>Fused attention that never stores the attention scores. Off: the scores are kept for the backward pass and moved through memory, which costs memory and time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="189"/>
        <source>Splits each layer across GPUs of a node; must divide the attention heads. Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="197"/>
        <source>Splits the layers into stages (they need not divide evenly). Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="204"/>
        <source>Virtual pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="206"/>
        <source>Interleaved 1F1B: model chunks per pipeline stage; the bubble shrinks by this factor. Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="213"/>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="216"/>
        <source>GPUs that share each sequence (ring attention); for sequences of 8,192 tokens and more. Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="223"/>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="225"/>
        <source>GPUs of the data-parallel group that split a mixture of experts&apos; routed experts between them; it divides the data x context parallel GPUs and the number of experts. Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="234"/>
        <source>Attention data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="236"/>
        <source>Serving a mixture of experts: groups of tensor-parallel GPUs that each hold the attention and their own sequences, with the routed experts spread over all of them (vLLM --data-parallel-size with --enable-expert-parallel). Automatic: the plan chooses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="246"/>
        <source>Offload optimizer to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="259"/>
        <source>Weight precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="261"/>
        <source>int4/int8 include quantization scales; fp8 needs Ampere or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="268"/>
        <source>KV-cache precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="270"/>
        <source>fp8 or int8 halves the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="274"/>
        <source>Prompt tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="276"/>
        <source>Input tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="281"/>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="283"/>
        <source>Generated tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="289"/>
        <source>Concurrent sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="291"/>
        <source>Requests in flight at once per replica; each keeps its KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="298"/>
        <source>Target requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="301"/>
        <source>Replicas are added until the service reaches this rate (0: one replica).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="304"/>
        <source> req/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="310"/>
        <source>Target output tokens per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="312"/>
        <source>Replicas are added until the service generates this many tokens a second, all replicas together (0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="315"/>
        <source> tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="320"/>
        <source>Time-to-first-token target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="322"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="79"/>
        <source>Options slower than this are excluded (0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="324"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="329"/>
        <source>Time-per-output-token target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="331"/>
        <source>Options whose tokens come slower than this, at the target percentile, are excluded (0: none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="334"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="339"/>
        <source>Service period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="341"/>
        <source>Hours the service runs, for its cost (730 h is a month).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_workload.cpp" line="343"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="81"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="121"/>
        <source> h</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="77"/>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="15"/>
        <source>Automatic (from the framework)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="17"/>
        <source>Megatron-Core (Transformer Engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="19"/>
        <source>Megatron-LM 2021-2022 (no FlashAttention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="21"/>
        <source>DeepSpeed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="23"/>
        <source>PyTorch FSDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="25"/>
        <source>torchtitan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="27"/>
        <source>MosaicML llm-foundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="29"/>
        <source>NVIDIA NeMo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="38"/>
        <source>Automatic (vLLM V1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="40"/>
        <source>vLLM before 0.6 (V0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="42"/>
        <source>vLLM V1 (0.8 and later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="44"/>
        <source>SGLang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="46"/>
        <source>TensorRT-LLM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="48"/>
        <source>gpt-fast (torch.compile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="85"/>
        <source>At most GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="87"/>
        <source>Largest cluster to consider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="89"/>
        <source>Network between nodes at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="91"/>
        <source>Multi-node options need this bandwidth (0: any).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="93"/>
        <source> Gbps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="97"/>
        <source>Allow spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="100"/>
        <source>Spot capacity is cheap but can be reclaimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="102"/>
        <source>Allow reserved (1 or 3 years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="105"/>
        <source>Reservations are paid whether used or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="109"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="115"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="125"/>
        <source>Billing assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="108"/>
        <source>Spot interruptions per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="110"/>
        <source>AWS Spot Advisor buckets: share of instances interrupted over a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="114"/>
        <source>Checkpoint every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="124"/>
        <source>Reserved capacity in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="126"/>
        <source>Share of the term the reservation does useful work; below the break-even, on-demand is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="129"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="149"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="46"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="88"/>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="112"/>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="133"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="137"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="142"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="146"/>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="153"/>
        <source>Your own machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="132"/>
        <source>GPUs</source>
        <extracomment>Your own machine: how many GPUs it has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="116"/>
        <source>Work lost per interruption (a spot reclaim, or a hardware failure of a named software stack&apos;s run) is half this on average (0: no checkpoints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="134"/>
        <source>GPUs in your workstation or server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="136"/>
        <source>Purchase price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="138"/>
        <source>What the machine costs (or would cost), in the plan currency of the local section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="141"/>
        <source>Electricity price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="143"/>
        <source>Typical 0.10 to 0.30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="145"/>
        <source>Utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="147"/>
        <source>Share of hours the machine does useful work over its life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="151"/>
        <source>Amortization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="154"/>
        <source>Years over which the purchase is written off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_plan.cpp" line="155"/>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="16"/>
        <source>Fixed</source>
        <extracomment>Request lengths: every request as long as the mean</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="17"/>
        <source>Uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="18"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="19"/>
        <source>Exponential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="24"/>
        <source>Poisson (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="26"/>
        <source>Evenly spaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="29"/>
        <source>Maximum load</source>
        <extracomment>A benchmark that keeps as many requests in flight as the KV cache holds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="36"/>
        <source>Service load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="41"/>
        <source>Targets at percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="43"/>
        <source>The time-to-first-token and per-token targets hold for this share of requests (p95: 95 of 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="50"/>
        <source>Arrivals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="52"/>
        <source>How requests arrive at the target rate; maximum load keeps as many in flight as the KV cache holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="58"/>
        <source>Length distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="59"/>
        <source>How prompt and output lengths vary around their means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="66"/>
        <source>Length spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="68"/>
        <source>Uniform: lengths within ± this share of the mean; normal: the standard deviation over the mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="75"/>
        <source>request lengths (trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="79"/>
        <source>request lengths file (trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="83"/>
        <source>Prefix-cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="85"/>
        <source>Share of prompt tokens the prefix cache already holds (a shared system prompt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="92"/>
        <source>Sequences per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="93"/>
        <source>The engine&apos;s limit of sequences in one step (vLLM --max-num-seqs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="99"/>
        <source>Speculative tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="100"/>
        <source>Tokens a draft model or MTP head proposes per step (0: no speculative decoding).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="107"/>
        <source>Acceptance rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="109"/>
        <source>Chance each proposed token is accepted, as your draft measured it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="116"/>
        <source>draft cost per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="120"/>
        <source>simulated requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../planner/scenario/scenario_fields_serving.cpp" line="124"/>
        <source>simulation seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/field_specs.cpp" line="97"/>
        <source>Not used while %1 is %2.</source>
        <extracomment>%1 a field&apos;s label, %2 one of its choices (&quot;Arrivals&quot;, &quot;Maximum load&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <location filename="../../ui/core/text/plan_format.cpp" line="31"/>
        <source>%1 %2</source>
        <comment>two sentences in a row</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServiceText</name>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="31"/>
        <source>met at p%1</source>
        <extracomment>%1: the percentile the targets hold at (&quot;95&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="34"/>
        <source>missed at p%1</source>
        <extracomment>%1: the percentile the targets hold at (&quot;95&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="36"/>
        <source>not simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="47"/>
        <source>%1 prefill + %2 decode × tp %3</source>
        <extracomment>%1 prefill workers, %2 decode workers, %3 GPUs each (tensor parallel)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="53"/>
        <source>%1 × tp %2 × attention dp %3 (ep %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="59"/>
        <source>%1 × tp %2 × pp %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="63"/>
        <source>%1 × tp %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="102"/>
        <source>at %1 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="95"/>
        <source>at %1 requests/s, %2 sequence(s) in flight per replica on average</source>
        <translation>
            <numerusform>at %1 requests/s, %2 sequence in flight per replica on average</numerusform>
            <numerusform>at %1 requests/s, %2 sequences in flight per replica on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="105"/>
        <source>with %1 request(s) in flight per attention group</source>
        <translation>
            <numerusform>with %1 request in flight per attention group</numerusform>
            <numerusform>with %1 requests in flight per attention group</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="110"/>
        <source>with %1 request(s) in flight per replica</source>
        <translation>
            <numerusform>with %1 request in flight per replica</numerusform>
            <numerusform>with %1 requests in flight per replica</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="116"/>
        <source>Simulated service %1 (%2 requests, seed %3): p%4 time to first token %5, time per output token %6, end to end %7.</source>
        <extracomment>%1 the load (&quot;at 2 requests/s&quot;), %2 requests simulated, %3 seed, %4 percentile, %5 %6 %7 times</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="125"/>
        <source>Not simulated (only the best options are): its replicas are the analytical lower bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="139"/>
        <source>Sized for %1 requests/s, the higher of the two targets: %2 output tokens/s in answers of %3 tokens, above the %4 requests/s asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="148"/>
        <source>Sized for %1 requests/s, the higher of the two targets (%2 output tokens/s asks for less).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="157"/>
        <source>time to first token ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="160"/>
        <source>time per output token ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="162"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="166"/>
        <source>Targets met at p%2: %1.</source>
        <extracomment>%1: the targets (&quot;time to first token ≤ 2 s, …&quot;), %2: the percentile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="169"/>
        <source>Targets missed at p%2: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/service_text.cpp" line="183"/>
        <source>The nodes paid for hold %n more replica(s) than the rate needs: headroom, not counted in these figures.</source>
        <extracomment>%n spare replicas that the whole nodes of the option hold beyond what the rate needs</extracomment>
        <translation>
            <numerusform>The nodes paid for hold %n more replica than the rate needs: headroom, not counted in these figures.</numerusform>
            <numerusform>The nodes paid for hold %n more replicas than the rate needs: headroom, not counted in these figures.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="189"/>
        <source>Prefill and decode run on workers of their own: %1; each prompt&apos;s KV cache is handed over in %2.</source>
        <extracomment>%1 the workers (&quot;3 prefill + 1 decode × tp 4&quot;), %2 a time</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="206"/>
        <source>%1–%2 (likely %3)</source>
        <extracomment>a range of times: %1 fastest, %2 slowest, %3 likely</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="212"/>
        <source>At the fastest and slowest credible engine steps these replicas give p%1 time to first token %2 and time per output token %3.</source>
        <extracomment>%1 percentile, %2 and %3 ranges of times (&quot;0.90 s–2.18 s (likely 1.39 s)&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="222"/>
        <source>The targets hold at both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="225"/>
        <source>At the slow end they miss the targets: meeting them takes %1–%2 replicas (likely %3), %4.</source>
        <extracomment>%1 %2 %3 replica counts (fastest, slowest, likely); %4 a cost range</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="234"/>
        <source>At the slow end they miss the targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="238"/>
        <source>(From the spread of our own benchmark&apos;s measurements.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/service_text.cpp" line="240"/>
        <source>(From the published spread of how efficiently serving software computes a prefill and of the memory bandwidth a decode step reaches.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="18"/>
        <source>own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="24"/>
        <source>machine with %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="32"/>
        <source>on premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="38"/>
        <source>the scenario&apos;s own machine (purchase price, power and use as given there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="45"/>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="61"/>
        <source>p%1 %2 simulated at %3 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="64"/>
        <source>p%1 %2 simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/summary_text.cpp" line="68"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence(s) in flight; %7), %8 for %9</source>
        <extracomment>%5 the mean time per output token, %6 sequences in flight, %7 &quot;p95 44 ms simulated at 2 requests/s&quot;</extracomment>
        <translation>
            <numerusform>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence in flight; %7), %8 for %9</numerusform>
            <numerusform>%1, %2 × %3, %4: %5 per output token (mean at %6 sequences in flight; %7), %8 for %9</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/core/text/summary_text.cpp" line="81"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence(s) in flight), %7 for %8</source>
        <extracomment>%6 sequences in flight per replica</extracomment>
        <translation>
            <numerusform>%1, %2 × %3, %4: %5 per output token (mean at %6 sequence in flight), %7 for %8</numerusform>
            <numerusform>%1, %2 × %3, %4: %5 per output token (mean at %6 sequences in flight), %7 for %8</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="90"/>
        <source>%1, %2 × %3, %4: %5 per output token (mean at the scenario&apos;s concurrency), %6 for %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="96"/>
        <source>%1, %2 × %3, %4: %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="105"/>
        <source>no purchase price is given for the owned machine, so buying cannot be compared with renting: it is planned as already owned, paying only its power. Set its purchase price to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="110"/>
        <source>renting costs less than the electricity of the owned machine: rent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="113"/>
        <source>the owned machine pays for itself after %1 jobs like this one; that happens within its amortization period, so buying is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="117"/>
        <source>the owned machine pays for itself after %1 jobs like this one; that does not happen within its amortization period, so renting is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="144"/>
        <source>The workload fits %1 of %2 GPU types at some layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="154"/>
        <source>Memory per GPU at your layout: &lt;b&gt;%1&lt;/b&gt;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="156"/>
        <source>Memory on one GPU, the model not split (you left the layout to the search): &lt;b&gt;%1&lt;/b&gt;. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="170"/>
        <source>%1 × %2, tp %3 × pp %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="174"/>
        <source>%1 × %2, tp %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="177"/>
        <source>%1 × %2, optimizer offloaded to the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="179"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="182"/>
        <source>Memory per GPU of the recommended option (%1): &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="187"/>
        <source>Fewest GPUs among the options: %1, &lt;b&gt;%2&lt;/b&gt; per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="209"/>
        <source>Options listed down to %1 are spot, which a service is not recommended on, or as fast within the plan&apos;s error at a higher price or with a term commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="215"/>
        <source>Options listed down to %1 are as fast within the plan&apos;s error at a higher price or with a term commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/text/summary_text.cpp" line="225"/>
        <source>Showing %1 of %2 options: the best %3 by the sort order, the ones the summary names, every option on the Pareto front of time and cost, and an even sample of the rest (gpuplan plan --all lists every one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BillingChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="322"/>
        <source>Cheapest option per billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="358"/>
        <source>%1:&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="383"/>
        <source>%1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="406"/>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BillingModel</name>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="46"/>
        <source>%1 %2, %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="74"/>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="76"/>
        <source>Cheapest cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/billing_model.cpp" line="78"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BuyRentChartView</name>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="26"/>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="108"/>
        <source>Buy versus rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="31"/>
        <source>Buy (purchase + power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="31"/>
        <source>Rent (cheapest cloud option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="34"/>
        <source>Hours of use of the owned machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="36"/>
        <source>Cumulative cost, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="53"/>
        <source>%1 after %2 h of use: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="82"/>
        <source>Break-even after %1 h of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="89"/>
        <source>break-even: %1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="103"/>
        <source>Buy versus rent: no own machine in the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="104"/>
        <source>Tick &quot;Compare with a machine I own&quot; in the form (GPU, count, purchase price),</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="106"/>
        <source>or import a gpuprobe result in the Local GPU tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BuyRentModel</name>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="68"/>
        <source>Hours of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="70"/>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/buy_rent_model.cpp" line="72"/>
        <source>Rent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CatalogDialog</name>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="63"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="250"/>
        <source>Row %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="74"/>
        <source>Row %1: %2 The cell keeps %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="76"/>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="28"/>
        <source>%1 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="30"/>
        <source>%1 is 0, read as not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="32"/>
        <source>%1 %2: a fraction of a GPU cannot be planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="36"/>
        <source>%1 in any region: the rule prices the node at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="38"/>
        <source>%1 in %2: the rule prices the node at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="41"/>
        <source>no rule names an accelerator (%1): no GPU to price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="99"/>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="107"/>
        <source>BF16 dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <source>FP8 dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <source>TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="170"/>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="108"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="171"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="113"/>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="113"/>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="122"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="118"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="119"/>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="122"/>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="128"/>
        <source>GPUs</source>
        <comment>tab: the GPU catalog</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="171"/>
        <source>Age</source>
        <comment>how old a price is</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="176"/>
        <source>Filter: provider, GPU, region, instance or source words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="177"/>
        <source>Shows the rows holding every word typed, in any case: &quot;alibaba h20&quot;, &quot;cn-beijing a800&quot;, &quot;skypilot&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="188"/>
        <source>A SkyPilot vms.csv, a gpuhunt catalog CSV, the JSON of dstack offer --format json or a GPU Planner offerings file: its rows join your catalog, dated as &quot;Prices as of&quot; beside it says. To fetch from a URL: gpuplan catalog update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="196"/>
        <source>Prices as of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="205"/>
        <source>The date the rows you import carry: the day their prices were read, not after today. Rows older than six months are marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="393"/>
        <source>Not saved: %1 did not load, and saving would replace it. Set it aside first (the button above); nothing in it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="400"/>
        <source>Catalog changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="401"/>
        <source>%1 changed since the workbench read it (another program, such as gpuplan catalog update, wrote it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="405"/>
        <source>Replace it with the rows shown here? The file as it is now is kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="408"/>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="412"/>
        <source>Not saved. Close and open the catalog again to see the file&apos;s rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="138"/>
        <source>Your catalog %1 did not load, so plans use the bundled catalog only: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="145"/>
        <source>Set it aside and start a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="147"/>
        <source>Renames the file (nothing is deleted) so you can fix it by hand later; the catalog then starts empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="158"/>
        <source>Moved to %1. Plans use the bundled catalog; edits you save start a new user catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="168"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="169"/>
        <source>On-demand per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="170"/>
        <source>Spot per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="187"/>
        <source>Import catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="237"/>
        <source>Import a catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="238"/>
        <source>Catalogs: SkyPilot vms.csv, gpuhunt CSV, dstack offer JSON, GPU Planner offerings (*.csv *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="96"/>
        <source>%n CPU-only row(s) skipped.</source>
        <translation>
            <numerusform>%n CPU-only row skipped.</numerusform>
            <numerusform>%n CPU-only rows skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="103"/>
        <source>%n row(s) of accelerators the GPU catalog does not hold skipped (%1).</source>
        <translation>
            <numerusform>%n row of an accelerator the GPU catalog does not hold skipped (%1).</numerusform>
            <numerusform>%n rows of accelerators the GPU catalog does not hold skipped (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="106"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="116"/>
        <source>Press “%1” to plan with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="366"/>
        <source>Unsaved catalog rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="367"/>
        <source>Rows you imported or edited are not in your catalog yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="370"/>
        <source>Save them to %1 before closing? Plans use only saved rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="215"/>
        <source>Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="335"/>
        <source>Save as user catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="88"/>
        <source>%n offering(s) imported from %1 rows of a %2 catalog; %3 of them update an offering already listed (same provider, instance and region).</source>
        <translation>
            <numerusform>%n offering imported from %1 rows of a %2 catalog; %3 of them update an offering already listed (same provider, instance and region).</numerusform>
            <numerusform>%n offerings imported from %1 rows of a %2 catalog; %3 of them update an offering already listed (same provider, instance and region).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_import.cpp" line="111"/>
        <source>%n more row(s) skipped, the first at line %1: %2.</source>
        <translation>
            <numerusform>%n more row skipped, at line %1: %2.</numerusform>
            <numerusform>%n more rows skipped, the first at line %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="347"/>
        <source>Not saved: %1 Correct it, or save again to keep that value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="355"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="75"/>
        <source>Older than six months: check the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="126"/>
        <source>%1 offering(s)</source>
        <translation>
            <numerusform>%1 offering</numerusform>
            <numerusform>%1 offerings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/catalog_dialog_rows.cpp" line="127"/>
        <source>%1 of %2 offering(s)</source>
        <translation>
            <numerusform>%1 of %2 offering</numerusform>
            <numerusform>%1 of %2 offerings</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="304"/>
        <source>&quot;%1&quot; is not a price: type a number such as 12.5 (per hour, in %2), or leave the cell empty for no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="308"/>
        <source>a price cannot be negative (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="310"/>
        <source>%1 per hour is above the largest price a catalog accepts (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="318"/>
        <source>an offering needs a price for at least one billing mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/catalog_dialog.cpp" line="322"/>
        <source>&quot;%1&quot; is not a date: use YYYY-MM-DD, e.g. %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostTimeChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="185"/>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="197"/>
        <source>Cost against time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="197"/>
        <source>Cost against time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="199"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="207"/>
        <source>Pareto front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="230"/>
        <source>Time per output token, s (analytic mean, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="231"/>
        <source>Hours (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="233"/>
        <source>Cost, %1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="291"/>
        <source>Range (low – high)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ExchangeRatesEditor</name>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="54"/>
        <source>Units of each currency per US dollar for this plan. Empty: the catalog&apos;s rate. Plans warn when the rates used are older than the price age limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="80"/>
        <source>%1 %2 (catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="82"/>
        <source>%1 per US dollar; empty (0) uses the catalog&apos;s rate, dated %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="84"/>
        <source>unknown date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="99"/>
        <source>The day the rates typed above were taken: plans warn once they are older than the price age limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="106"/>
        <source>as of</source>
        <comment>exchange rates as of a date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/exchange_rates_editor.cpp" line="112"/>
        <source>Catalog rates as of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ExportLaunchDialog</name>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="70"/>
        <source>There is no such option in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="72"/>
        <source>Choose a folder to write the files to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="79"/>
        <source>SkyPilot has no cloud for this option (it launches on AWS, Google Cloud, Azure and Lambda): choose Slurm or Kubernetes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="51"/>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="76"/>
        <source>This option serves prefill and decode on vLLM instances of their own: its launch files are written for Slurm and Kubernetes only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="89"/>
        <source>%1 is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="91"/>
        <source>A part of %1 is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="93"/>
        <source>%1 is a link to a folder that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="96"/>
        <source>%1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="101"/>
        <source>%1 holds files GPU Planner did not write (%2); they stay as they are. Choose a new or empty folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="105"/>
        <source>%1 holds %2, which the earlier export did not write: move it away or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="109"/>
        <source>%1 holds an earlier export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="114"/>
        <source>The files could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="127"/>
        <source>Export Launch Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="139"/>
        <source>No option to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="148"/>
        <source>Slurm (sbatch script, torchrun)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="154"/>
        <source>SkyPilot (task YAML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="158"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="168"/>
        <source>Prefill and decode run on vLLM instances of their own (vllm_pd_worker.sh, NixlConnector between them) with vLLM&apos;s proxy in front (pd_proxy.sh), started by Slurm or as Kubernetes Deployments; SkyPilot files are not written for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="133"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 × %3, %4. The job script or manifests, the engine settings of the option&apos;s strategy (DeepSpeed, Megatron-LM, vLLM, SGLang or TensorRT-LLM) and a README with what to fill in and the plan&apos;s figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="147"/>
        <source>Slurm (sbatch script, %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="150"/>
        <source>Kubernetes (%1 Deployment and KServe InferenceService, or LeaderWorkerSet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="153"/>
        <source>Kubernetes (Kubeflow PyTorchJob)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="177"/>
        <source>Each replica of this option spans several nodes: %1&apos;s serve script runs on every node, started by Slurm, a Kubernetes LeaderWorkerSet or a SkyPilot cluster per replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="188"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="190"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="197"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="202"/>
        <source>Folder for the launch files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="237"/>
        <source>%1 holds other files (%2), which stay as they are. Write the launch files into a new folder, %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="246"/>
        <source>%1 holds the launch files of an earlier export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="247"/>
        <source>Replaced: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="253"/>
        <source>Added: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="255"/>
        <source>Removed (the new export does not write them): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="258"/>
        <source>You edited %1 since: your version is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="262"/>
        <source>Kept, as you edited them: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="264"/>
        <source>Replace the earlier export?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="278"/>
        <source>Launch files written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="280"/>
        <source>your edited %1 is kept as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="283"/>
        <source>kept %1 (edited since)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="284"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/export_launch_dialog.cpp" line="263"/>
        <source>Nothing else in the folder is touched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::IdListEditor</name>
    <message>
        <location filename="../../ui/workbench/id_list_editor.cpp" line="67"/>
        <source>%1 — not in the catalogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/id_list_editor.cpp" line="107"/>
        <source>Only %1</source>
        <extracomment>%1 the ids ticked in a list (&quot;h20, h800&quot;): only these are planned</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LatencyRateChartView</name>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="24"/>
        <source>Latency against request rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="39"/>
        <source>p%1 latency against request rate: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="41"/>
        <source>Requests per second, whole service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="58"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="58"/>
        <source>Time to first token, s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="60"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="60"/>
        <source>Time per output token, s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="120"/>
        <source>%1 (cut at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="124"/>
        <source>Planned: %1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="93"/>
        <source>%1 at %2 requests/s: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="33"/>
        <source>Latency against request rate: select a simulated option of a service plan (the best ones are) to see it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/latency_chart.cpp" line="97"/>
        <source>Target: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LatencyRateModel</name>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="60"/>
        <source>Requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="62"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="64"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/latency_rate_model.cpp" line="66"/>
        <source>Saturated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::LocalGpuPanel</name>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="44"/>
        <source>Measure the GPU of this machine with gpuprobe (GEMM throughput per precision, memory and PCIe bandwidth, launch latency), or import a result made on another machine. The measurement replaces the datasheet for your own machine in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="52"/>
        <source>Run quick probe (about 15 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="54"/>
        <source>Run full probe (about 90 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="55"/>
        <source>Import result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="56"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="58"/>
        <source>Forget measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="71"/>
        <source>gpuprobe is not installed with this build (it needs the CUDA toolkit); import a result made on another machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="127"/>
        <source>Measured, with problems:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="129"/>
        <source>Measured; the plan now uses this GPU (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="150"/>
        <source>Running the quick probe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="150"/>
        <source>Running the full probe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="158"/>
        <source>Import a gpuprobe result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="160"/>
        <source>gpuprobe result (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="170"/>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="173"/>
        <source>Which GPU?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="173"/>
        <source>The file holds several GPUs; plan with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="184"/>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="191"/>
        <source>%1: devices: the probe file has no device %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/local_gpu_panel.cpp" line="261"/>
        <source>No measurement in this scenario yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="161"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="178"/>
        <source>Import Run Lo&amp;g…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="183"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="162"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="136"/>
        <source>Local GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="164"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="166"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="168"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="170"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="174"/>
        <source>&amp;Export PDF Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="176"/>
        <source>Export &amp;Launch Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="179"/>
        <source>Print Pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="180"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="186"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="187"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="189"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="194"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="195"/>
        <source>&amp;Catalog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="197"/>
        <source>Run GPU &amp;Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="202"/>
        <source>&amp;Measured Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="203"/>
        <source>&amp;Import Probe Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="207"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="212"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="217"/>
        <source>&amp;Next Result Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="220"/>
        <source>&amp;Previous Result Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="224"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="225"/>
        <source>&amp;Documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="234"/>
        <source>Documentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="235"/>
        <source>The guide is docs/workbench.md in GPU Planner&apos;s sources; formulas and sources are in docs/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="238"/>
        <source>&amp;About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="240"/>
        <source>About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="241"/>
        <source>GPU Planner %1

GPU Planner turns a deep-learning workload into memory per GPU, time and cost across cloud offerings and your own hardware. Prices are indicative; every figure has its source in the catalog. Documentation: the docs folder next to the program&apos;s sources (docs/workbench.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="269"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="271"/>
        <source>Autosave is off (%1): save your work with File → Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="282"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="406"/>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="304"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="306"/>
        <source>%1%2 — GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="312"/>
        <source>Catalog not loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="318"/>
        <source>Your catalog did not load and is left out (Tools → Catalog… to fix or set it aside): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="337"/>
        <source>%1 offerings, the oldest price from %2%3; exchange rates as of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="339"/>
        <source> (older than six months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="96"/>
        <source>Another scenario is being opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="124"/>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="125"/>
        <source>GPU Planner scenarios (*.gpuplan.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="131"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="236"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="391"/>
        <source>Cannot open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="154"/>
        <source>File changed on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="155"/>
        <source>%1 was changed on disk since you opened it (another GPU Planner window or another program).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="160"/>
        <source>Overwrite it with this window&apos;s version, or cancel and save under another name (File → Save As…)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="162"/>
        <source>Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="170"/>
        <location filename="../../ui/workbench/main_window_files.cpp" line="191"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="181"/>
        <source>scenario.gpuplan.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="183"/>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="184"/>
        <source>GPU Planner scenarios (*.gpuplan.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="199"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="199"/>
        <source>Save the changes to the scenario?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="299"/>
        <source>Unsaved work of an earlier session cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="300"/>
        <source>Unsaved work of an earlier session cannot be read: %1

It is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="304"/>
        <source>Cannot recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="315"/>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="316"/>
        <source>GPU Planner did not close normally. Unsaved changes to %1, autosaved %2, can be recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="318"/>
        <source>an untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="322"/>
        <source>Recover opens them as unsaved work; Discard deletes them; Keep for later offers them again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="326"/>
        <source>Recover opens them instead of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="328"/>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="330"/>
        <source>Keep for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="358"/>
        <source>Autosaves of earlier sessions kept for the next start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window_files.cpp" line="394"/>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="368"/>
        <source>Cannot load the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="421"/>
        <source>No plan to report yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="431"/>
        <source>Export Launch Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="432"/>
        <source>No option to export: the plan has none yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="452"/>
        <source>report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="455"/>
        <source>Export PDF Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="456"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="462"/>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/main_window.cpp" line="464"/>
        <source>Cannot write the report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MeasuredRunsChartView</name>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="20"/>
        <source>Measured ÷ planned (1 = as planned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="24"/>
        <source>Measured ÷ planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="50"/>
        <source>Measured ÷ planned; a calibration is refused past 3× either way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/measured_runs_chart.cpp" line="63"/>
        <source>%1: measured ÷ planned × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MeasuredRunsModel</name>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="25"/>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="27"/>
        <source>Tokens/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="29"/>
        <source>Samples/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="31"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="33"/>
        <source>Peak memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="35"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="37"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="39"/>
        <source>Output tokens/s per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="41"/>
        <source>Weights per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="43"/>
        <source>KV cache tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="45"/>
        <source>Exposed data-parallel communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="47"/>
        <source>Data-parallel communication per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="49"/>
        <source>Goodput (wall clock stepping)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="51"/>
        <source>Engine memory beside weights and KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="58"/>
        <source>shown beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="60"/>
        <source>refused: more than 3× from the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="61"/>
        <source>calibrates the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="79"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="157"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="159"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="161"/>
        <source>GPU, stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="163"/>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="165"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="167"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="169"/>
        <source>Planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="171"/>
        <source>Measured ÷ planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/measured_runs_model.cpp" line="173"/>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryChartView</name>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="85"/>
        <source>Memory per GPU at the smallest layout that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="109"/>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="151"/>
        <source>%1 – %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/plan_charts.cpp" line="160"/>
        <source>%1 – capacity: %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryModel</name>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="125"/>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="127"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="129"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="131"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="133"/>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="135"/>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="102"/>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="123"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="137"/>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/memory_model.cpp" line="139"/>
        <source>GPUs needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::OptionsModel</name>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="197"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="201"/>
        <source>ZeRO-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="208"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="210"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="212"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="216"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="231"/>
        <source>Time: %1. Cost: %2 (from the spread of our own runs&apos; measurements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="233"/>
        <source>Time: %1. Cost: %2 (from the spread of stack efficiency, network efficiency and goodput)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="244"/>
        <source>How sure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="254"/>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="255"/>
        <source>Price as of %1; source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="284"/>
        <source>Simulated at the target rate for the best options; ≥ marks an option that was not simulated: its analytic floor, one request alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="291"/>
        <source>The simulated service&apos;s percentile; empty for an option that was not simulated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="294"/>
        <source>Of the simulated requests, the share that met every target (goodput over the requests served).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="278"/>
        <source>The mean figure of one request with the scenario&apos;s concurrency in flight on a replica (at maximum load, as many as its KV cache holds; analytic, for every option); the p-columns are the simulation&apos;s percentiles at the target rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="297"/>
        <source>With a target rate, the rate the replicas are sized to serve; without one, what the replicas make with the scenario&apos;s concurrency in flight (at maximum load, as many as the KV cache holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="301"/>
        <source>The day the catalog&apos;s price was taken; marked when older than the scenario&apos;s price age limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="320"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="322"/>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="324"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="326"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="328"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="330"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="332"/>
        <source>dp × tp × pp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="334"/>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="338"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="338"/>
        <source>Service period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="340"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="342"/>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="344"/>
        <source>Bound by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="346"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="348"/>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="350"/>
        <source>Output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="352"/>
        <source>Cost per 1M output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="354"/>
        <source>Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="356"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="358"/>
        <source>ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="360"/>
        <source>Recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="362"/>
        <source>Micro-batch × accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="367"/>
        <source>Time to first token, p%1</source>
        <extracomment>%1: the percentile the service targets hold at (&quot;95&quot; or &quot;99.5&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="369"/>
        <source>Time per output token, p%1</source>
        <extracomment>%1: the percentile the service targets hold at</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="372"/>
        <source>Time to first token, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="374"/>
        <source>Time to first token, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="376"/>
        <source>Time per output token, p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="378"/>
        <source>Time per output token, p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="381"/>
        <source>End to end, p%1</source>
        <extracomment>%1: the percentile the service targets hold at (&quot;95&quot; or &quot;99.5&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="384"/>
        <source>Meet every target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/options_model.cpp" line="386"/>
        <source>Price as of</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeChartView</name>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="113"/>
        <source>Measured, in % of the datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="117"/>
        <source>This GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="118"/>
        <source>Healthy GPU (reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="149"/>
        <source>% of datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/charts/owned_charts.cpp" line="161"/>
        <source>%1 – %2: %3% of the datasheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeComparisonModel</name>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="13"/>
        <source>GEMM %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="15"/>
        <source>Memory (triad)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="17"/>
        <source>Memory (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="19"/>
        <source>Host to GPU (pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="21"/>
        <source>GPU to host (pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="28"/>
        <source>%1 TOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="29"/>
        <source>%1 TFLOP/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="31"/>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="107"/>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="109"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="111"/>
        <source>Datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="113"/>
        <source>% of datasheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="115"/>
        <source>Healthy GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/core/models/probe_comparison_model.cpp" line="117"/>
        <source>Planned as</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProbeRunner</name>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="78"/>
        <source>gpuprobe was not found: it is built only where the CUDA toolkit is installed. Import a result made on another machine instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="117"/>
        <source>gpuprobe could not be started (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="126"/>
        <source>Cancelled; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="130"/>
        <source>gpuprobe did not finish in time and was stopped; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="134"/>
        <source>gpuprobe crashed; nothing was changed.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="144"/>
        <source>gpuprobe finished without writing its result (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="147"/>
        <source>gpuprobe found no NVIDIA GPU it can use on this machine (no driver or no device), so there is nothing to measure. You can import a result made on another machine.
gpuprobe said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="152"/>
        <source>gpuprobe did not accept its arguments (is it from another version?):
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/probe_runner.cpp" line="156"/>
        <source>gpuprobe failed (exit status %1):
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::Report</name>
    <message>
        <location filename="../../ui/report/report.cpp" line="107"/>
        <source>Date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="109"/>
        <source>Organisation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="111"/>
        <source>Prepared by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="112"/>
        <source>Prices as of %1 (oldest price in the catalog); exchange rates as of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="114"/>
        <source>All prices are indicative list prices from public sources; confirm them with the providers before buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="126"/>
        <location filename="../../ui/report/report.cpp" line="433"/>
        <source>GPU options for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="135"/>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="137"/>
        <source>No option meets the constraints of the scenario. The excluded options and the reasons are listed under Risks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="146"/>
        <source>&lt;p&gt;&lt;b&gt;Recommendation:&lt;/b&gt; %1 with %2 × %3 on %4 billing, for %5 in %6 (%7 GPU-hours).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="156"/>
        <source>&lt;p&gt;&lt;b&gt;How sure:&lt;/b&gt; time %1; cost %2. The range spans the published spread of what the plan cannot know: how efficiently the team&apos;s software computes, how close its collectives come to the network&apos;s bandwidth, and how much of the wall clock the run trains (failures, restarts, checkpoints).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="162"/>
        <source>&lt;p&gt;&lt;b&gt;Service:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report.cpp" line="194"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at the scenario&apos;s %7 sequence(s) in flight per replica, which rank the options; the percentiles above are the simulated service at the planned load.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at the scenario&apos;s %7 sequence in flight per replica, which rank the options; the percentiles above are the simulated service at the planned load.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at the scenario&apos;s %7 sequences in flight per replica, which rank the options; the percentiles above are the simulated service at the planned load.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="204"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 and costs %3. The best balance of cost and time is %4 (%5, %6).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="212"/>
        <source>&lt;p&gt;&lt;b&gt;Buy or rent:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="213"/>
        <source>&lt;p&gt;%1 options (offering, node count and billing mode) were evaluated; %2 of them meet the constraints. Costs are in %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="234"/>
        <source>Cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="234"/>
        <source>Cheapest without spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="235"/>
        <source>Fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="236"/>
        <source>Best cost × time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="237"/>
        <source>Own machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="239"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report.cpp" line="367"/>
        <source>%n option(s), the nearest: %1; </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="240"/>
        <location filename="../../ui/report/report.cpp" line="243"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="164"/>
        <source>&lt;p&gt;&lt;b&gt;How sure:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="169"/>
        <source>&lt;p&gt;&lt;b&gt;What sizes it:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="185"/>
        <source>&lt;p&gt;The fastest option, %1, takes %2 per output token and costs %3. The best balance of cost and time is %4 (%5 per output token, %6). These times are means at maximum load, as many sequences in flight per replica as each option&apos;s KV cache holds, which rank the options; the percentiles above are the simulated service.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="229"/>
        <source>%1 (%2)</source>
        <comment>a billing mode and what it commits to</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="240"/>
        <source>Mean time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="258"/>
        <source>per USD: %1; as of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="263"/>
        <source>per USD: %1; %2 set in the scenario, as of %3; the others from the bundled table as of %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="272"/>
        <source>Workload and assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="274"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="276"/>
        <source>%1 parameters (%2 active per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="300"/>
        <source>%1 — %2</source>
        <comment>a field&apos;s value, then why it is not used</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="308"/>
        <source>%1: %2</source>
        <comment>a scenario field and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="321"/>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="321"/>
        <source>%1 (set in the scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="322"/>
        <source>%1 for %2 — source: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="332"/>
        <source>Prefill rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="332"/>
        <source>%1 — on %2, the recommended option&apos;s GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="335"/>
        <source>Communication overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="337"/>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="339"/>
        <location filename="../../ui/report/report.cpp" line="344"/>
        <location filename="../../ui/report/report_sections.cpp" line="317"/>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="339"/>
        <source>interruptions %1 per month (AWS Spot Advisor bucket); a service pays the spot price for its whole period, and an interruption costs availability, not time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="344"/>
        <source>interruptions %1 per month (AWS Spot Advisor bucket), restart %2 h, checkpoint every %3 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="350"/>
        <source>Reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="351"/>
        <source>where no reserved price is listed: on-demand less %1% (1 year) or %2% (3 years); capacity in use %3% of the term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="356"/>
        <source>Overheads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="356"/>
        <source>CUDA context %1 MiB; allocator headroom %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="368"/>
        <source>%1 × %2; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="372"/>
        <source>%1 more not sorted by reason (the plan lists the first %2); </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="377"/>
        <location filename="../../ui/report/report_sections.cpp" line="361"/>
        <location filename="../../ui/report/report_sections.cpp" line="363"/>
        <location filename="../../ui/report/report_sections.cpp" line="367"/>
        <source>Excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="378"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="379"/>
        <source>offerings with unverified prices are left out unless “%1” is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="382"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="382"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="36"/>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="105"/>
        <source>Options, ranked by cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="113"/>
        <source>; Pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="115"/>
        <source>; %1 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report/report_sections.cpp" line="141"/>
        <source>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at the scenario&apos;s %2 sequence(s) in flight per replica.</source>
        <translation>
            <numerusform>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at the scenario&apos;s %2 sequence in flight per replica.</numerusform>
            <numerusform>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at the scenario&apos;s %2 sequences in flight per replica.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="147"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="164"/>
        <source>Time to first token and per output token at p%1 of a simulation of the engine&apos;s scheduler at the planned rate (%2 requests, seed %3) for the best options; an option outside them shows its analytical floor (≥), one request alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="180"/>
        <source>Workers × tp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="181"/>
        <source>Time to first token, p%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="217"/>
        <source>Cost against time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="231"/>
        <source>Cost by billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="241"/>
        <source>Buy versus rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="255"/>
        <source>Local GPU against the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="247"/>
        <source>The scenario describes no machine of your own, so there is nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="311"/>
        <location filename="../../ui/report/report_sections.cpp" line="117"/>
        <location filename="../../ui/report/report_sections.cpp" line="413"/>
        <location filename="../../ui/report/report_sections.cpp" line="416"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="161"/>
        <source>Serving figures of these options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="447"/>
        <source>Prices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="38"/>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="182"/>
        <source>Output tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="42"/>
        <source>At the scenario&apos;s own layout each GPU needs &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="43"/>
        <source>On one GPU, the model not split (the scenario leaves the layout to the search), it needs &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="47"/>
        <source>&lt;p&gt;%1: weights %2, activations %3, KV cache %4, CUDA context and allocator headroom %5.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="52"/>
        <source>&lt;p&gt;%1: weights %2, gradients %3, optimizer states %4, activations %5, CUDA context and allocator headroom %6.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="129"/>
        <source>%1 (%2/h)</source>
        <comment>cost, price per hour</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="136"/>
        <source>Each option&apos;s cost is for the service&apos;s period, %1; its time is the mean time per output token at maximum load, as many sequences in flight per replica as its KV cache holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="148"/>
        <source>Cost (per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="182"/>
        <source>Time per output token, p%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="183"/>
        <source>Cost per 1M output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="183"/>
        <source>Targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="194"/>
        <source>Latency against request rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="195"/>
        <source>The recommended option with its replicas simulated at a quarter to twice the planned rate (%1 requests each): the time to first token and per output token at p%2, the targets dashed, the planned rate dotted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="217"/>
        <source>Cost against time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="219"/>
        <source>Every option that meets the constraints, by the time a user waits for each output token (a service runs its period whatever the option); the red line is the Pareto front: no other option is both faster and cheaper. Both axes are logarithmic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="223"/>
        <source>Every option that meets the constraints; the red line is the Pareto front: no other option is both faster and cheaper, and the bar through each of its points spans its range from the fastest to the slowest credible run. Both axes are logarithmic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="256"/>
        <source>No gpuprobe measurement of a local GPU is attached to this scenario; an own machine, if any, is planned from the catalog&apos;s datasheet figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="260"/>
        <source>Local GPU, measured, against the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="262"/>
        <source>gpuprobe measures dense GEMM throughput through cuBLASLt, device-memory bandwidth (STREAM triad and copy) and host transfers. The planner divides each measurement by what a healthy GPU reaches (the reference column) and uses the result in place of the datasheet figure, so a GPU that measures like a healthy one is planned exactly like the catalog entry (docs/probe.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="292"/>
        <source>Risks, compatibility and compliance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="303"/>
        <source>Certification %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="304"/>
        <source>required, met by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="304"/>
        <source>required, not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="312"/>
        <source>Certifications of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="319"/>
        <source>allowed; an interruption takes a replica down until it is replaced: keep on-demand capacity for the service level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="323"/>
        <source>allowed; checkpoints every %1 h bound the work lost to an interruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="325"/>
        <source>allowed without checkpoints: every interruption restarts the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="326"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="328"/>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="330"/>
        <source>a snapshot policy is in place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="331"/>
        <source>no snapshot policy: data and checkpoints are lost with the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="336"/>
        <source>CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="338"/>
        <source>driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="340"/>
        <source>PyTorch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="342"/>
        <source>TensorFlow %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="343"/>
        <source>Software stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="345"/>
        <source>not given: check CUDA, driver and framework versions against the GPU (CUDA 13 needs driver 580 or newer and dropped Volta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="347"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="351"/>
        <source>Compatibility with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="352"/>
        <source>no known problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="355"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="364"/>
        <source>… and %1 more reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="371"/>
        <source>Recommended option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="372"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="372"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="376"/>
        <source>Appendix A: formulas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="377"/>
        <source>&lt;ul&gt;&lt;li&gt;Training FLOPs: 6·N·D (forward and backward, Kaplan et al. 2020), with the attention term at the sequence length; adapters 4·N·D; full recomputation adds one forward.&lt;/li&gt;&lt;li&gt;Time: FLOPs / (GPUs × dense peak × MFU) + exposed gradient all-reduce (ring, 2(n−1)/n × bytes / bandwidth) + tensor-parallel communication + pipeline bubble (p−1)/m + data-loading stall.&lt;/li&gt;&lt;li&gt;Memory: ZeRO model states (Rajbhandari et al. 2020), activations per layer after Korthikanti et al. 2022, KV cache 2 · layers · KV heads · head dim · bytes per token.&lt;/li&gt;&lt;li&gt;Inference: prefill = forward FLOPs at the prompt length, the LM head for the last token only, / (tp × peak × prefill rate: the scenario&apos;s prefill_mfu where set, else vLLM&apos;s own benchmark on the GPU&apos;s class where one was planned, else half the peak; the assumptions table says which); a decode step reads the weights and every sequence&apos;s KV cache at the bandwidth efficiency or does 2·N FLOPs per sequence, whichever is longer, plus two tensor-parallel all-reduces per layer of each token&apos;s hidden state, 2(t−1)/t × 2h bytes; continuous batching serves c / (output × step + c × prefill) requests per second per replica; replicas fill whole nodes.&lt;/li&gt;&lt;li&gt;Mixtures of experts: FLOPs from the active parameters; expert parallelism splits the routed experts over ep GPUs, adds a token all-to-all per MoE layer (hidden by Megatron-Core&apos;s combined 1F1B where it applies), the busiest rank&apos;s 1.25× load, and the time by which small expert GEMMs are memory bound; served with attention data parallelism, d groups of tp GPUs hold their own sequences and the experts spread over all tp × d GPUs.&lt;/li&gt;&lt;li&gt;Spot: expected time with checkpoints, (W/c)(1/L + r)(e^(Lc) − 1) (Daly 2006); reserved: price / utilization; buy versus rent: purchase / (cloud cost − power cost) per job.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Full derivations and sources: docs/model.md, docs/performance.md, docs/cost.md.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="408"/>
        <source>Appendix B: sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="446"/>
        <source> (and %1 more sources)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="451"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="452"/>
        <source>Appendix C: the scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_sections.cpp" line="453"/>
        <source>Planning this file with GPU Planner and the same catalog reproduces the figures of this report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="27"/>
        <source>Appendix D: measured on our own runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="28"/>
        <source>Where the team&apos;s own runs measured a GPU and software stack (or serving engine), the plan takes the measured figure instead of the sourced one: the planned time × measured ÷ planned, its range the measurements&apos; own spread. The network&apos;s factor is on the data-parallel collectives&apos; own time (what compute hides added back), the run overhead&apos;s is the wall clock over the steps (1 ÷ goodput), the engine memory&apos;s is what the engine kept beside weights and KV cache over the planned activations and CUDA context (gpuplan calibrate; docs/calibration.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="39"/>
        <source>Decode step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="41"/>
        <source>Data-parallel collectives (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="43"/>
        <source>Engine memory beside weights and KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="44"/>
        <source>Run overhead (checkpoints, evaluation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="45"/>
        <source>Training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Calibrates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Stack or engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="52"/>
        <source>Measured ÷ planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="53"/>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="53"/>
        <source>Runs, latest date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report_measured.cpp" line="75"/>
        <source>What the runs measured against the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="402"/>
        <source>GPU Planner — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/report/report.cpp" line="404"/>
        <source>Indicative prices; generated %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ResultsView</name>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="79"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="81"/>
        <source>Cost vs time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="108"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="110"/>
        <source>Billing modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="112"/>
        <source>Buy vs rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="115"/>
        <source>Latency vs rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="123"/>
        <source>Warnings and risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="160"/>
        <source>All billing modes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="165"/>
        <source>Any certification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="169"/>
        <source>Region prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="173"/>
        <source>Search provider, instance, GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="175"/>
        <source>Pareto front only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="178"/>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="219"/>
        <source>Export Launch Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="260"/>
        <source>No option matches the filter. Clear the search or choose &quot;All&quot; in the boxes above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="282"/>
        <source>All providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="289"/>
        <source>Own machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="333"/>
        <source>The results below are out of date: the scenario has a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="389"/>
        <source>&lt;b&gt;No option meets the constraints.&lt;/b&gt; See the warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="395"/>
        <source>%1 %2</source>
        <comment>a label and what it labels (no space after a Chinese colon)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="400"/>
        <source>Cheapest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="400"/>
        <source>Cheapest without spot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="405"/>
        <source>Fastest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="408"/>
        <source>Best cost × time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="410"/>
        <source>Buy or rent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="424"/>
        <source>Applies to the whole plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="425"/>
        <source>Applies to the whole plan. Double-click to go to the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="436"/>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/results_view.cpp" line="446"/>
        <source>Warnings and risks (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::RunLogDialog</name>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="37"/>
        <source>Measured on our own runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="40"/>
        <source>Training logs (Megatron-LM, torchtitan, DeepSpeed, Hugging Face Trainer, PyTorch Lightning) and serving benchmarks (vllm bench serve, GuideLLM, SGLang bench_serving) are compared with the plan of the scenario open now, on its hardware. Step times, times to first token and decode steps within 3× of the plan calibrate every plan on the same GPU and stack or engine (training: training the same weights, full or adapters); a timed data-parallel exchange calibrates the collectives on the same network, a log&apos;s timestamps over 10 minutes or more the run&apos;s overhead beside its steps (goodput), a vLLM start-up log the engine&apos;s memory beside weights and KV cache; the rest is shown beside them. Kept in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="65"/>
        <source>&amp;Import Run Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="66"/>
        <source>&amp;Forget All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="69"/>
        <source>Forget all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="70"/>
        <source>Forget every imported run and its calibration? Plans go back to the sourced figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="96"/>
        <source>The kept runs cannot be read (the file is left as it is): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="98"/>
        <source>No run imported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="108"/>
        <source>Nothing imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="116"/>
        <source>%n figure(s) imported; %1 calibration(s) apply to the plans.</source>
        <translation>
            <numerusform>%n figure imported; %1 calibration(s) apply to the plans.</numerusform>
            <numerusform>%n figures imported; %1 calibration(s) apply to the plans.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="119"/>
        <source>%n more than 3× from the plan: shown, not used (a different job or the wrong scenario?).</source>
        <translation>
            <numerusform>%n more than 3× from the plan: shown, not used (a different job or the wrong scenario?).</numerusform>
            <numerusform>%n more than 3× from the plan: shown, not used (a different job or the wrong scenario?).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="138"/>
        <source>Import Run Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/run_log_dialog.cpp" line="139"/>
        <source>Run logs and benchmark results (*.log *.out *.txt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ScenarioDocument</name>
    <message>
        <location filename="../../ui/workbench/scenario_document.cpp" line="202"/>
        <source>%1: (top level): expected an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ScenarioEditor</name>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="106"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="415"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="114"/>
        <source>Type to search the bundled model presets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="116"/>
        <source>Import config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="118"/>
        <source>Read a Hugging Face config.json (you can also drop one on the window).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="143"/>
        <source>Lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="146"/>
        <source>Compare with a machine I own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="151"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="155"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="197"/>
        <source>Only providers that list every checked certification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="200"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="418"/>
        <source>Certifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="66"/>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="73"/>
        <source>What is planned, e.g. Llama 3 70B served to 50 users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="74"/>
        <source>The scenario&apos;s title: the window&apos;s heading and the report&apos;s title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="230"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="99"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="413"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="82"/>
        <source>Assumptions worth stating in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="84"/>
        <source>A paragraph under the report&apos;s title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="230"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="100"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="414"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="416"/>
        <source>Own machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="417"/>
        <source>Own GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="232"/>
        <source>Currency of every cost in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="206"/>
        <source>Any GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="208"/>
        <source>Only the ticked GPU types are planned, at any count; none ticked: any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="210"/>
        <source>Any provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="212"/>
        <source>Only the ticked providers&apos; offerings are planned; none ticked: any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="217"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="419"/>
        <source>GPU types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="218"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="420"/>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="233"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="421"/>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="241"/>
        <source>Exchange rates per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="278"/>
        <source>none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="422"/>
        <source>Exchange rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="258"/>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="260"/>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="277"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor_form.cpp" line="287"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="144"/>
        <source>Set aside (they return when you switch back): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="146"/>
        <source>Restored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="148"/>
        <source>Training tokens set to 0.1 B as a placeholder: enter your data set&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="57"/>
        <source>%1 (%2 B, %3 B active)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="59"/>
        <source>%1 (%2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="265"/>
        <source>Import a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="267"/>
        <source>config.json (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="272"/>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="280"/>
        <source>%1: (top level): not a Hugging Face config.json (no model_type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="289"/>
        <source>Not imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="324"/>
        <source>Unknown preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="337"/>
        <source>From an imported config.json (model_type %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="340"/>
        <source>The imported config.json (model_type %1) cannot be planned: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="346"/>
        <source>Defined in the scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="415"/>
        <source>measured by gpuprobe (%1); see the Local GPU tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/scenario_editor.cpp" line="428"/>
        <source>From the trace %1: its prompt and output lengths replace the distribution and the mean lengths below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/workbench/scenario_editor.cpp" line="433"/>
        <source>From a trace of %n request(s) in the scenario file: its lengths replace the distribution and the mean lengths below.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::SettingsDialog</name>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="42"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="44"/>
        <source>As in the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="48"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="52"/>
        <source>GiB (2^30 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="53"/>
        <source>GB (10^9 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="55"/>
        <source>Currency of costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="56"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="57"/>
        <source>Memory units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="58"/>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="59"/>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="61"/>
        <source>Report paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="62"/>
        <source>Organisation (report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/workbench/settings_dialog.cpp" line="63"/>
        <source>Author (report)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
