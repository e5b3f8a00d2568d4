#pragma once
// What the planner has to say about a plan, as codes with their numbers and names. Each code's
// sentence is written once, as a template with named arguments, in
// planner/plan/diagnostic_texts.cpp: `text` is its English (what the CLI and the JSON output
// carry), and the workbench and the report translate the same template
// (ui/core/text/diagnostic_text.cpp).
#include <string>
#include <vector>

namespace gpuplanner {

enum class DiagCode {
    Text, // a sentence from elsewhere (the scenario reader): shown as it is
    // constraints an option misses (it is excluded)
    Incompatible,   // names[0]: the compatibility problem
    MissesDeadline, // numbers[0]: the deadline, hours
    OverBudget,
    // numbers: time to first token, s; the target, s (0: not given); the floor, s, where it is
    // above the target (the prompt at the targets' percentile alone; else 0)
    MissesTtft,
    MissesTpot, // numbers: time per output token, s; the target, s (0: not given)
    OverMaxGpus,
    HostRamShort, // numbers[0]: GiB needed per node, numbers[1]: GiB the instance has
    // about one option
    BatchExceeded, // numbers: sequences per step, the batch asked for, 1 if it is the default
    IdleGpus,      // numbers: idle GPUs, GPUs of the option
    SpotWithoutCheckpoints,
    StalePrice,      // names[0]: the price's date
    UnverifiedPrice, // names[0]: the catalog's note
    SlowNetwork,     // numbers[0]: Gb/s between nodes
    // numbers: the price as a share of the median, %; the median per GPU-hour; the offerings
    // counted; names: the GPU, the currency
    PriceFarBelowOthers,
    // about the whole plan
    ReservedWholeTerm,
    ReservedUtilization, // numbers[0]: the share of the term in use, %
    SpotServing,
    UnknownGpuOfferings,    // numbers[0]: offerings skipped
    NoDomesticOfferings,    // numbers[0]: offerings left out as not domestic
    NoLicenceFreeOfferings, // numbers[0]: offerings left out as needing an export licence
    PinnedTooSmallForRate,  // numbers: pinned GPUs, replicas the rate needs, GPUs a replica
    PinnedCountNoOffering,  // numbers[0]: pinned GPUs; names: the GPU, its offerings' node sizes
    GpuTypesNotOffered,     // numbers[0]: how many; names[0]: the GPU types, comma-separated
    PrecisionUnsupported,   // numbers[0]: offerings; names: the precision, the GPUs
    // the scenario reader's (valid, worth saying)
    SequencePastContext,   // numbers: sequence length, the model's max_position_embeddings
    ContextPastModel,      // numbers: prompt + output tokens, max_position_embeddings
    LengthReplacedByTrace, // names[0]: the field; numbers: its value, the trace's mean
    LocalGpuNotMeasured,   // names: local.gpu, the GPU the probe measured
    MaxLoadIgnoresRate,    // arrival max_load with a target rate: the rate is not used
    MaxLoadTtftQueues,     // arrival max_load with a TTFT target: replicas do not shorten it
    CheckpointConverted,   // numbers: GiB as stored, GiB planned; names: its format, the
                           // precision that keeps it, the precision planned
    CalibrationsLeftOut,   // names[0]: why (the calibration file's error, English)
    MeasuredMachineOwned,  // a probe without a local section: taken as owned
    UnboundedSpot,         // numbers[0]: spot options dropped
    ServingNotTransformer, // names[0]: the model
    DeadlineForService,
    NoOptionFits,       // numbers[0]: options that fit in memory but miss a constraint
    PinnedDoesNotFit,   // numbers: GiB needed, GiB the GPU has; names[0]: the GPU
    StaleExchangeRates, // names[0]: the rates' date
    NoSnapshots,
    SingleZone,         // numbers[0]: the job's hours
    StorageBound,       // numbers: GB/s the GPUs read, GB/s the storage gives
    HostRamOffload,     // numbers[0]: GiB of host RAM per GPU process
    LocalCannotRun,     // names[0]: the owned machine's GPU
    DuplicateOfferings, // numbers[0]: prices a later catalog replaced; names[0]: the first
    // why an option is what it is (PlanOption::why_codes; the English joined by "; " is `why`)
    WhyTraining, // numbers: dp, tp, pp, cp, ep, MFU %, compute share of the steps %,
                 // production downtime share of the time % (0: held in the utilisation)
    // numbers: replicas, tp, TTFT s, tokens/s per sequence, 1 if decode is memory-bound,
    // attention data-parallel groups, expert-parallel GPUs, pipeline stages
    WhyServing,
    // numbers: prefill workers, decode workers, tp, KV cache transfer ms, TTFT s
    WhyDisaggregated,
    WhySpotRework,        // numbers: expected rework %; names[0]: interruption bucket
    WhyReserved,          // numbers: 1 if derived from on-demand, discount %, 1 if the whole
                          // term is charged to the job, share of the term in use %
    WhyReservedBreakEven, // numbers[0]: use above which it is cheaper than on-demand, %
    WhyOwned,       // numbers: per used hour, amortization years, use %, power per hour; names[0]:
                    // currency
    WhyMeasuredGpu, // names[0]: the probe's date (may be empty)
    // numbers: the API server's ms per request, the requests/s per replica it allows
    WhyApiServerBound,
    // numbers: the prefill's share of the dense peak %, 1 if from the engine's own benchmark on
    // the GPU's class, 1 if set in the scenario (neither: the planner's assumption)
    WhyPrefillRate,
    // A time-to-first-token target under twice the floor (the prompt at the targets' percentile
    // alone on the replica): the queue may hold prompts only briefly, so the target, not the
    // rate, sizes the replicas. numbers: the target s, the floor s
    WhyTtftNearFloor,
};

// The last code: tests walk every code up to it.
inline constexpr DiagCode kLastDiagCode = DiagCode::WhyTtftNearFloor;

struct Diagnostic {
    DiagCode code = DiagCode::Text;
    std::string text; // the English sentence
    std::vector<double> numbers;
    std::vector<std::string> names;
};

// The code's name in JSON output ("misses_deadline").
[[nodiscard]] const char* diag_code_name(DiagCode code);

} // namespace gpuplanner
