// The table of a service's load and engine fields (scenario/scenario_schema.h): the request mix,
// how requests arrive, the scheduler's limits, prefix caching, speculative decoding and the
// percentile the targets hold at. The scheduler simulation (time/serving_simulation.h) runs
// them; docs/serving.md says what each does.
#include "scenario/field_builders.h"

namespace gpuplanner {

namespace field_table {

namespace {

std::vector<FieldChoice> length_choices() {
    return {
        //: Request lengths: every request as long as the mean
        {"fixed", GPUPLANNER_TEXT("ScenarioEditor", "Fixed"), int(LengthDistribution::Fixed)},
        {"uniform", GPUPLANNER_TEXT("ScenarioEditor", "Uniform"), int(LengthDistribution::Uniform)},
        {"normal", GPUPLANNER_TEXT("ScenarioEditor", "Normal"), int(LengthDistribution::Normal)},
        {"exponential", GPUPLANNER_TEXT("ScenarioEditor", "Exponential"),
         int(LengthDistribution::Exponential)}};
}

std::vector<FieldChoice> arrival_choices() {
    return {{"poisson", GPUPLANNER_TEXT("ScenarioEditor", "Poisson (random)"),
             int(ArrivalProcess::Poisson)},
            {"constant", GPUPLANNER_TEXT("ScenarioEditor", "Evenly spaced"),
             int(ArrivalProcess::Constant)},
            //: A benchmark that keeps as many requests in flight as the KV cache holds
            {"max_load", GPUPLANNER_TEXT("ScenarioEditor", "Maximum load"),
             int(ArrivalProcess::MaxLoad)}};
}

} // namespace

std::vector<FieldSchema> serving_rows() {
    const char* group = GPUPLANNER_TEXT("ScenarioEditor", "Service load");
    return {
        number("/workload/slo_percentile", 50, 99.9, 95, "%")
            .applies_to(kInferenceMask)
            .example(R"(95)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Targets at percentile"))
            .on_form(group,
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "The time-to-first-token and per-token targets hold for "
                                     "this share of requests (p95: 95 of 100)."),
                     1, 1, GPUPLANNER_TEXT("ScenarioEditor", " %")),
        choice("/workload/arrival", arrival_choices(), "poisson")
            .applies_to(kInferenceMask)
            .example(R"("poisson")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Arrivals"))
            .on_form(group,
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "How requests arrive at the target rate; maximum load keeps "
                                     "as many in flight as the KV cache holds.")),
        choice("/workload/length_distribution", length_choices(), "fixed")
            .applies_to(kInferenceMask)
            .example(R"("exponential")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Length distribution"))
            .on_form(group, GPUPLANNER_TEXT("ScenarioEditor",
                                            "How prompt and output lengths vary around their "
                                            "means.")),
        number("/workload/length_spread", 0, 1, 0.5, "")
            .applies_to(kInferenceMask)
            .unused_while("/workload/length_distribution", {"fixed", "exponential"})
            .example(R"(0.5)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Length spread"))
            .on_form(group,
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Uniform: lengths within ± this share of the mean; normal: "
                                     "the standard deviation over the mean."),
                     1, 2),
        structured("/workload/lengths")
            .applies_to(kInferenceMask)
            .example(R"([[1024, 256], [300, 800]])")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "request lengths (trace)")),
        structured("/workload/lengths_file")
            .applies_to(kInferenceMask)
            .example(R"("traces/azure-conv-2023.csv")")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "request lengths file (trace)")),
        number("/workload/prefix_cache_hit_share", 0, 0.99, 0, "")
            .applies_to(kInferenceMask)
            .example(R"(0.3)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Prefix-cache hits"))
            .on_form(group,
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Share of prompt tokens the prefix cache already holds "
                                     "(a shared system prompt)."),
                     0.01, 0, GPUPLANNER_TEXT("ScenarioEditor", " %")),
        integer("/workload/max_sequences", 1, 65536, 256, "sequences")
            .applies_to(kInferenceMask)
            .example(R"(256)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Sequences per step"))
            .on_form(group, GPUPLANNER_TEXT("ScenarioEditor",
                                            "The engine's limit of sequences in one step "
                                            "(vLLM --max-num-seqs).")),
        integer("/workload/speculative_tokens", 0, 16, 0, "tokens")
            .applies_to(kInferenceMask)
            .example(R"(3)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Speculative tokens"))
            .on_form(group, GPUPLANNER_TEXT("ScenarioEditor",
                                            "Tokens a draft model or MTP head proposes per step "
                                            "(0: no speculative decoding)."))
            .zero_is_none(),
        number("/workload/speculative_acceptance", 0, 0.99, 0.7, "")
            .applies_to(kInferenceMask)
            .example(R"(0.7)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "Acceptance rate"))
            .on_form(group,
                     GPUPLANNER_TEXT("ScenarioEditor",
                                     "Chance each proposed token is accepted, as your draft "
                                     "measured it."),
                     0.01, 0, GPUPLANNER_TEXT("ScenarioEditor", " %")),
        number("/workload/speculative_draft_cost", 0, 1, 0, "")
            .applies_to(kInferenceMask)
            .example(R"(0.05)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "draft cost per token")),
        integer("/workload/simulated_requests", 100, 100000, 2000, "requests")
            .applies_to(kInferenceMask)
            .example(R"(2000)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "simulated requests")),
        integer("/workload/seed", 0, 2147483647, 1, "")
            .applies_to(kInferenceMask)
            .example(R"(1)")
            .named(GPUPLANNER_TEXT("ScenarioEditor", "simulation seed")),
    };
}

} // namespace field_table

} // namespace gpuplanner
