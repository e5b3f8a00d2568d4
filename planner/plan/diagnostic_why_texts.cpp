// The sentences of an option's reasons (the why codes of plan/diagnostics.h), apart from the
// constraints and warnings of diagnostic_texts.cpp so that each file stays one screenful of codes.
#include "plan/diagnostic_text_builders.h"

#include "io/translatable.h"

namespace gpuplanner::diag_detail {

DiagText why_spec_of(DiagCode code) {
    switch (code) {
    case DiagCode::WhyTraining:
        return variants(
            {if_number(7)},
            {GPUPLANNER_TEXT("Diagnostic", "{layout}, MFU {mfu}%, compute {compute}% of the time"),
             GPUPLANNER_TEXT("Diagnostic",
                             "{layout}, MFU {mfu}%, compute {compute}% of the training steps, "
                             "plus {downtime}% of the time for a production run's failures and "
                             "restarts")},
            {layout("layout", 0), num("mfu", 5), num("compute", 6), num("downtime", 7)});
    case DiagCode::WhyServing:
        // Bit 0: decode memory-bound; bit 1: attention data parallelism; bit 2: pipeline stages.
        return variants(
            {if_number(4), if_number(5, 1), if_number(7, 1)},
            {GPUPLANNER_TEXT("Diagnostic",
                             "{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s "
                             "per sequence between prefills, decode compute-bound"),
             GPUPLANNER_TEXT("Diagnostic",
                             "{replicas} replica(s) × tp {tp}, TTFT {ttft} s, {tokens} tokens/s "
                             "per sequence between prefills, decode memory-bound"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), "
                 "TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode "
                 "compute-bound"),
             GPUPLANNER_TEXT("Diagnostic",
                             "{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}), "
                             "TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, "
                             "decode memory-bound"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} "
                 "s, {tokens} tokens/s per sequence between prefills, decode compute-bound"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "{replicas} replica(s) × tp {tp} × pp {pp} (over nodes), TTFT {ttft} "
                 "s, {tokens} tokens/s per sequence between prefills, decode memory-bound"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × "
                 "pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode "
                 "compute-bound"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "{replicas} replica(s) × tp {tp} × attention dp {groups} (ep {ep}) × "
                 "pp {pp}, TTFT {ttft} s, {tokens} tokens/s per sequence between prefills, decode "
                 "memory-bound")},
            {num("replicas", 0), num("tp", 1), num("ttft", 2, 3), num("tokens", 3, 1),
             num("groups", 5), num("ep", 6), num("pp", 7)});
    case DiagCode::WhyDisaggregated:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "prefill and decode disaggregated: {prefill} prefill + {decode} "
                                   "decode worker(s) × tp {tp}, each prompt's KV cache handed over "
                                   "in {transfer} ms, TTFT {ttft} s"),
                   {num("prefill", 0), num("decode", 1), num("tp", 2), num("transfer", 3, 1),
                    num("ttft", 4, 3)});
    case DiagCode::WhySpotRework:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "spot: {rework}% expected rework ({interruptions} interruptions per month)"),
                   {num("rework", 0, 1, true), text("interruptions", 0)});
    case DiagCode::WhyReserved:
        // Bit 0: the price derived from on-demand; bit 1: the whole term charged to the job.
        return variants(
            {if_number(0), if_number(2)},
            {GPUPLANNER_TEXT(
                 "Diagnostic",
                 "listed reserved price, paid for the whole term; {utilization}% of the term in "
                 "use"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "on-demand less the assumed {discount}% discount, paid for the whole term; "
                 "{utilization}% of the term in use"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "listed reserved price, paid for the whole term; the whole term charged to this "
                 "job"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "on-demand less the assumed {discount}% discount, paid for the whole term; the "
                 "whole term charged to this job")},
            {num("discount", 1), num("utilization", 3)});
    case DiagCode::WhyReservedBreakEven:
        return one(GPUPLANNER_TEXT("Diagnostic", "cheaper than on-demand above {use}% use"),
                   {num("use", 0)});
    case DiagCode::WhyOwned:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "owned: {per_hour} {currency} per used hour (capital over {years} years at "
                       "{use}% use, power {power})"),
                   {num("per_hour", 0, 2), text("currency", 0), num("years", 1), num("use", 2),
                    num("power", 3, 2)});
    case DiagCode::WhyMeasuredGpu:
        return variants({if_name(0)},
                        {GPUPLANNER_TEXT("Diagnostic", "GPU as measured by gpuprobe"),
                         GPUPLANNER_TEXT("Diagnostic", "GPU as measured by gpuprobe on {date}")},
                        {text("date", 0)});
    case DiagCode::WhyApiServerBound:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "the API server sets the pace: {ms} ms per request, one after "
                                   "another, at most {rate} requests/s per replica"),
                   {num("ms", 0, 1), num("rate", 1, 1)});
    case DiagCode::WhyPrefillRate:
        return variants(
            {if_number(1), if_number(2)},
            {GPUPLANNER_TEXT("Diagnostic",
                             "prefill at {share}% of the dense peak: assumed, no published "
                             "benchmark of this engine on this GPU (performance.prefill_mfu "
                             "takes a measured figure)"),
             GPUPLANNER_TEXT("Diagnostic",
                             "prefill at {share}% of the dense peak, from vLLM's own benchmark "
                             "on this class of GPU"),
             GPUPLANNER_TEXT("Diagnostic",
                             "prefill at {share}% of the dense peak, as the scenario sets it"),
             GPUPLANNER_TEXT("Diagnostic",
                             "prefill at {share}% of the dense peak, as the scenario sets it")},
            {num("share", 0)});
    case DiagCode::WhyTtftNearFloor:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "the time-to-first-token target of {target} s is under twice "
                                   "what the prompt at that percentile takes alone ({floor} s): "
                                   "prompts may barely queue, so the target sizes the replicas "
                                   "and a looser one needs fewer"),
                   {num("target", 0, 2), num("floor", 1, 2)});
    default:
        break;
    }
    return {};
}

} // namespace gpuplanner::diag_detail
