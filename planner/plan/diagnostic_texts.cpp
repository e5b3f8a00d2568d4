#include "plan/diagnostic_texts.h"
#include "plan/diagnostic_text_builders.h"

#include "io/number_text.h"
#include "io/translatable.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace gpuplanner {

namespace {

using namespace diag_detail;

// Each code's sentence; the comments in diagnostics.h say what its numbers and names are.
DiagText spec_of(DiagCode code) {
    switch (code) {
    case DiagCode::Text:
        return {};
    case DiagCode::Incompatible:
        return one(GPUPLANNER_TEXT("Diagnostic", "incompatible: {problem}"), {text("problem", 0)});
    case DiagCode::MissesDeadline:
        // Deadlines under 10 h keep two decimals (a 0.5 h deadline does not read "1 h").
        return variants({if_number(0, 10)},
                        {GPUPLANNER_TEXT("Diagnostic", "misses the {short_deadline} h deadline"),
                         GPUPLANNER_TEXT("Diagnostic", "misses the {deadline} h deadline")},
                        {num("deadline", 0), num("short_deadline", 0, 2)});
    case DiagCode::OverBudget:
        return one(GPUPLANNER_TEXT("Diagnostic", "over budget"));
    case DiagCode::MissesTtft:
        // Bit 1: the floor (the prompt at the targets' percentile alone) is above the target,
        // so no replica count meets it (helper walkthrough, 2026-12-07: nothing said so).
        return variants(
            {if_number(1), if_number(2)},
            {GPUPLANNER_TEXT("Diagnostic", "time to first token {ttft} s misses the target"),
             GPUPLANNER_TEXT("Diagnostic",
                             "time to first token {ttft} s misses the {target} s target"),
             GPUPLANNER_TEXT("Diagnostic",
                             "time to first token {ttft} s misses the target: the prompt at "
                             "that percentile takes {floor} s alone, so more replicas cannot "
                             "meet it (a faster GPU, a larger replica or a looser target can)"),
             GPUPLANNER_TEXT("Diagnostic",
                             "time to first token {ttft} s misses the {target} s target: the "
                             "prompt at that percentile takes {floor} s alone, so more replicas "
                             "cannot meet it (a faster GPU, a larger replica or a looser target "
                             "can)")},
            // Three and four decimals: a figure just past its target must not read as equal to
            // it ("0.050 s ... misses the 0.050 s target", helper walkthrough 2026-12-07).
            {num("ttft", 0, 3), num("target", 1, 3), num("floor", 2, 2)});
    case DiagCode::MissesTpot:
        return variants(
            {if_number(1)},
            {GPUPLANNER_TEXT("Diagnostic", "{tpot} s per output token misses the target"),
             GPUPLANNER_TEXT("Diagnostic",
                             "{tpot} s per output token misses the {target} s target")},
            {num("tpot", 0, 4), num("target", 1, 4)});
    case DiagCode::OverMaxGpus:
        return one(GPUPLANNER_TEXT("Diagnostic", "more GPUs than {max_gpus} allows"),
                   {field("max_gpus", "/constraints/max_gpus")});
    case DiagCode::HostRamShort:
        return one(
            GPUPLANNER_TEXT(
                "Diagnostic",
                "offload needs {needed} GiB of host RAM per node, the instance has {has} GiB"),
            {num("needed", 0), num("has", 1)});
    case DiagCode::BatchExceeded:
        return variants(
            {if_number(2)},
            {GPUPLANNER_TEXT(
                 "Diagnostic",
                 "the layout runs {sequences} sequences per step, more than the {batch} "
                 "asked for: fewer data-parallel replicas or a larger batch"),
             GPUPLANNER_TEXT(
                 "Diagnostic",
                 "the layout runs {sequences} sequences per step, more than the {batch} "
                 "of the default global batch: fewer data-parallel replicas or a "
                 "larger batch")},
            {num("sequences", 0), num("batch", 1)});
    case DiagCode::IdleGpus:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "{idle} of the {gpus} GPUs stay idle: no layout that fits uses them all"),
                   {num("idle", 0), num("gpus", 1)});
    case DiagCode::SpotWithoutCheckpoints:
        return one(GPUPLANNER_TEXT(
            "Diagnostic", "spot without checkpoints: every interruption restarts the job from the "
                          "beginning"));
    case DiagCode::StalePrice:
        return one(GPUPLANNER_TEXT("Diagnostic", "price as of {date} is older than {days} days"),
                   {text("date", 0), num("days", 0)});
    case DiagCode::UnverifiedPrice:
        return one(GPUPLANNER_TEXT("Diagnostic", "unverified price: {note}"), {text("note", 0)});
    case DiagCode::PriceFarBelowOthers:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "this offering's price per GPU-hour is {share}% of the median "
                                   "of {count} offerings of {gpu} ({median} {currency}, spot "
                                   "against spot, else on-demand): a placeholder or an error in "
                                   "the catalog? Check it before relying on it"),
                   {num("share", 0), num("median", 1, 2), num("count", 2), text("gpu", 0),
                    text("currency", 1)});
    case DiagCode::SlowNetwork:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "{gbps} Gbps between nodes: gradient exchange will be slow"),
                   {num("gbps", 0)});
    case DiagCode::ReservedWholeTerm:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "a reservation is paid whether used or not: reserved options are charged "
                       "their whole term, since the scenario does not say the rest of it is used "
                       "({utilization_field})"),
                   {field("utilization_field", "/billing/reserved/utilization")});
    case DiagCode::ReservedUtilization:
        return one(
            GPUPLANNER_TEXT("Diagnostic",
                            "a reservation is paid whether used or not: reserved costs assume the "
                            "capacity is used {utilization}% of its term"),
            {num("utilization", 0)});
    case DiagCode::SpotServing:
        return one(GPUPLANNER_TEXT(
            "Diagnostic", "spot capacity can be reclaimed at any time: keep on-demand capacity for "
                          "the service level"));
    case DiagCode::UnknownGpuOfferings:
        return one(
            GPUPLANNER_TEXT("Diagnostic",
                            "{count} offering(s) skipped: their GPU is not in the GPU catalog"),
            {num("count", 0)});
    case DiagCode::NoDomesticOfferings:
        // The catalog's gap, not the model's: said apart from "no option fits".
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "no offering in the catalogs has a domestic accelerator "
                                   "({count} left out by {field}): add offerings of one (Ascend "
                                   "910B or 910C) with --catalog or the catalog dialog"),
                   {num("count", 0), field("field", "/constraints/domestic_accelerators_only")});
    case DiagCode::NoLicenceFreeOfferings:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "no offering in the catalogs has an accelerator that reaches "
                                   "China without a US export licence ({count} left out by "
                                   "{field}): add offerings of one (L20, RTX 4090 D, Ascend 910B) "
                                   "with --catalog or the catalog dialog"),
                   {num("count", 0), field("field", "/constraints/no_export_licence_china")});
    case DiagCode::SequencePastContext:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "workload.sequence_length {length} exceeds the model's "
                                   "max_position_embeddings ({max})"),
                   {num("length", 0), num("max", 1)});
    case DiagCode::ContextPastModel:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "prompt_tokens + output_tokens ({tokens}) exceeds the model's "
                                   "max_position_embeddings ({max})"),
                   {num("tokens", 0), num("max", 1)});
    case DiagCode::LengthReplacedByTrace:
        return one(GPUPLANNER_TEXT("Diagnostic", "workload.{field} {value} replaced by the mean "
                                                 "of the request lengths ({mean})"),
                   {text("field", 0), num("value", 0), num("mean", 1)});
    case DiagCode::LocalGpuNotMeasured:
        return one(GPUPLANNER_TEXT("Diagnostic", "local.gpu is \"{gpu}\" but the probe measured "
                                                 "{probe}; the measurement is used"),
                   {text("gpu", 0), text("probe", 1)});
    case DiagCode::MaxLoadIgnoresRate:
        // The fields by name, which each front end writes its own way (the form's labels in the
        // workbench; helper walkthrough, 2026-12-07: "workload.arrival max_load" stood there).
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "{arrival_field} at maximum load keeps as many requests in "
                                   "flight as the KV cache holds: the target rate "
                                   "({rate_field}) is not used"),
                   {field("arrival_field", "/workload/arrival"),
                    field("rate_field", "/workload/target_requests_per_second")});
    case DiagCode::CheckpointConverted:
        // A quantized checkpoint planned at the 16-bit default (helper walkthrough, 2026-12-07:
        // gpt-oss-120b at 217.6 GiB of bf16 against its 60.8 GiB of mxfp4, unsaid).
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "the checkpoint stores its weights as {format} ({stored} GiB); "
                                   "{field} is not set, so they are planned in {planned_as} "
                                   "({planned} GiB): set it to {keeps} to serve them as stored"),
                   {num("stored", 0, 1), num("planned", 1, 1), text("format", 0), text("keeps", 1),
                    text("planned_as", 2), field("field", "/workload/weight_precision")});
    case DiagCode::MaxLoadTtftQueues:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "{arrival_field} at maximum load keeps every replica full, so "
                                   "a request's time to first token includes its wait behind the "
                                   "others' prompts and more replicas do not shorten it: the "
                                   "target ({ttft_field}) is judged against a full engine (a "
                                   "target rate with Poisson arrivals sizes the replicas for it)"),
                   {field("arrival_field", "/workload/arrival"),
                    field("ttft_field", "/workload/ttft_target_seconds")});
    case DiagCode::CalibrationsLeftOut:
        return one(GPUPLANNER_TEXT("Diagnostic", "calibrations left out: {why}"), {text("why", 0)});
    case DiagCode::MeasuredMachineOwned:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "the scenario has no local section: the measured machine is "
                                   "taken as already owned (no purchase price, power only)"));
    case DiagCode::PinnedTooSmallForRate:
        // Pinned hardware holds one count of GPUs: a service that needs more is left out, and
        // this says by how much (helper walkthrough, 2026-12-06: "0 options, 0 excluded").
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "the rate and targets need {replicas} replica(s) of "
                                   "{replica_gpus} GPU(s), more than the {pinned} GPUs {field} "
                                   "pins: raise the count or lower the rate"),
                   {num("pinned", 0), num("replicas", 1), num("replica_gpus", 2),
                    field("field", "/hardware/count")});
    case DiagCode::PinnedCountNoOffering:
        // Whole nodes make the pinned count, and several nodes need a stated network (helper
        // walkthrough, 2026-12-07: 13 H100s gave "0 option(s) of 0 evaluated" and only "no
        // option meets the constraints and fits in memory").
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "no offering of {gpu} makes the {pinned} GPUs {field} pins: "
                                   "its nodes hold {sizes} GPU(s), and several nodes need a "
                                   "stated network between them; pin a count whole nodes make"),
                   {num("pinned", 0), text("gpu", 0), text("sizes", 1),
                    field("field", "/hardware/count")});
    case DiagCode::GpuTypesNotOffered:
        // A buyer comparing H20 against H800 is told the H800 is missing from the catalogs,
        // not shown H20 options as if that were the comparison (the bundled catalog has no
        // H800 offering; walkthrough, 2026-12-08).
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "no offering in the catalogs has {gpus} ({count} of the GPU "
                                   "types {field} lists), so none of them is planned: add "
                                   "offerings of them with --catalog or the catalog dialog"),
                   {num("count", 0), text("gpus", 0), field("field", "/constraints/gpus")});
    case DiagCode::PrecisionUnsupported:
        // fp8 weights on a 910B or an A100 read "no option fits in memory", where gpuplan memory
        // gave the reason (walkthrough, 2026-12-08).
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "{count} offering(s) left out because {gpus} cannot compute in "
                                   "{precision} (no such peak in the GPU catalog): choose another "
                                   "precision or a GPU that has it"),
                   {num("count", 0), text("precision", 0), text("gpus", 1)});
    case DiagCode::UnboundedSpot:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "{count} spot option(s) dropped: without checkpoints the expected time has "
                       "no bound"),
                   {num("count", 0)});
    case DiagCode::ServingNotTransformer:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "serving is modelled for transformer language models only (prefill, "
                       "decode, KV cache); {model} is planned by parameters and FLOPs per sample, "
                       "for training"),
                   {text("model", 0)});
    case DiagCode::DeadlineForService:
        return one(GPUPLANNER_TEXT("Diagnostic",
                                   "{deadline_field} applies to training jobs; a service runs for "
                                   "{duration_field}"),
                   {field("deadline_field", "/constraints/deadline_hours"),
                    field("duration_field", "/workload/duration_hours")});
    case DiagCode::NoOptionFits:
        // With options that fit but were excluded, it is the constraints, not the memory.
        return variants(
            {if_number(0)},
            {GPUPLANNER_TEXT("Diagnostic", "no option meets the constraints and fits in memory"),
             GPUPLANNER_TEXT("Diagnostic",
                             "no option meets the constraints: {excluded} fit in memory but "
                             "each misses one (the excluded options below say which)")},
            {num("excluded", 0)});
    case DiagCode::PinnedDoesNotFit:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "the strategy fields set in the scenario do not fit on any GPU of the plan: "
                       "at best they need {needed} GiB per GPU on {gpu} ({has} GiB); leave them "
                       "to the planner (remove them) or change them"),
                   {num("needed", 0, 1), num("has", 1, 1), text("gpu", 0)});
    case DiagCode::StaleExchangeRates:
        return one(
            GPUPLANNER_TEXT(
                "Diagnostic",
                "exchange rates as of {date} are older than {days} days: set today's in the "
                "scenario ({rates_field})"),
            {text("date", 0), num("days", 0), field("rates_field", "/currency/rates_per_usd")});
    case DiagCode::NoSnapshots:
        return one(GPUPLANNER_TEXT(
            "Diagnostic", "no snapshot policy: an instance lost for good takes the data and "
                          "checkpoints on its disks with it; keep them on snapshotted or object "
                          "storage"));
    case DiagCode::SingleZone:
        return one(
            GPUPLANNER_TEXT("Diagnostic",
                            "a {hours}-hour job in a single zone: a zone outage stops it; plan "
                            "checkpoints to storage another zone can read"),
            {num("hours", 0)});
    case DiagCode::StorageBound:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "the GPUs read {read} GB/s, more than the {has} GB/s storage gives: data "
                       "loading bounds the job"),
                   {num("read", 0, 2), num("has", 1, 2)});
    case DiagCode::HostRamOffload:
        return one(
            GPUPLANNER_TEXT("Diagnostic", "offload needs {needed} GiB of host RAM per GPU process"),
            {num("needed", 0)});
    case DiagCode::LocalCannotRun:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "the local {gpu} machine cannot run this workload (memory or precision)"),
                   {text("gpu", 0)});
    case DiagCode::DuplicateOfferings:
        return one(GPUPLANNER_TEXT(
                       "Diagnostic",
                       "{count} price(s) given again by a later catalog replace the earlier ones "
                       "(the first: {first})"),
                   {num("count", 0), text("first", 0)});
    default: // the why codes (diagnostic_why_texts.cpp)
        break;
    }
    return why_spec_of(code);
}

constexpr std::size_t kCodes = static_cast<std::size_t>(kLastDiagCode) + 1;

const std::array<DiagText, kCodes>& table() {
    static const std::array<DiagText, kCodes> specs = [] {
        std::array<DiagText, kCodes> out;
        for (std::size_t c = 0; c < kCodes; ++c)
            out[c] = spec_of(static_cast<DiagCode>(c));
        return out;
    }();
    return specs;
}

} // namespace

const DiagText& diag_text(DiagCode code) {
    const auto i = static_cast<std::size_t>(code);
    return table()[i < kCodes ? i : 0];
}

double diag_number(const Diagnostic& d, int index) {
    const auto i = static_cast<std::size_t>(index);
    return index >= 0 && i < d.numbers.size() ? d.numbers[i] : 0.0;
}

const std::string& diag_name(const Diagnostic& d, int index) {
    static const std::string none;
    const auto i = static_cast<std::size_t>(index);
    return index >= 0 && i < d.names.size() ? d.names[i] : none;
}

const char* diag_template(const Diagnostic& d) {
    const DiagText& spec = diag_text(d.code);
    if (spec.templates.empty())
        return nullptr;
    std::size_t variant = 0;
    for (std::size_t k = 0; k < spec.switches.size(); ++k) {
        const DiagSwitch& s = spec.switches[k];
        const bool on = s.kind == DiagArgKind::Name ? !diag_name(d, s.index).empty()
                                                    : diag_number(d, s.index) > s.above;
        if (on)
            variant |= std::size_t{1} << k;
    }
    return spec.templates[variant < spec.templates.size() ? variant : 0];
}

const DiagArg* diag_arg(const DiagText& spec, std::string_view name) {
    for (const DiagArg& a : spec.args)
        if (name == a.name)
            return &a;
    return nullptr;
}

Layout diag_layout(const Diagnostic& d, int index) {
    const auto whole = [&](int i, double otherwise) {
        const auto at = static_cast<std::size_t>(index + i);
        const double v = at < d.numbers.size() ? d.numbers[at] : otherwise;
        return static_cast<std::int64_t>(std::isfinite(v) ? std::clamp(v, -1e15, 1e15) : 0.0);
    };
    return Layout{whole(0, 1), whole(1, 1), whole(2, 1), whole(3, 1), whole(4, 1)};
}

std::string field_path_text(std::string_view path) {
    if (!path.empty() && path.front() == '/')
        path.remove_prefix(1);
    std::string out(path);
    for (char& c : out)
        if (c == '/')
            c = '.';
    return out;
}

std::string diag_english(const Diagnostic& d) {
    const char* tmpl = diag_template(d);
    if (!tmpl)
        return d.text;
    const DiagText& spec = diag_text(d.code);
    return fill_placeholders(tmpl, [&](std::string_view name) -> std::optional<std::string> {
        const DiagArg* a = diag_arg(spec, name);
        if (!a)
            return std::nullopt;
        switch (a->kind) {
        case DiagArgKind::Number:
            return bounded_figure(diag_number(d, a->index), a->decimals, a->plus);
        case DiagArgKind::Name:
            return diag_name(d, a->index);
        case DiagArgKind::Field:
            return field_path_text(a->field);
        case DiagArgKind::Layout:
            return layout_text(diag_layout(d, a->index));
        }
        return std::nullopt;
    });
}

} // namespace gpuplanner
