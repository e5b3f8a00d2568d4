// gpuplan plan and offerings.
#include "commands.h"

#include "catalog/skypilot.h"
#include "io/atomic_write.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/json_stream.h"
#include "io/number_text.h"
#include "io/resources.h"
#include "io/units.h"
#include "model/presets.h"
#include "output/json_output.h"
#include "plan/plan.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <ostream>
#include <set>

namespace gpuplanner::cli {

using nlohmann::json;

namespace {

// Hours and costs in the text output: in groups of three ("247,708 USD", as the report and the
// launch README write them) and bounded (planner/io/number_text.h), never 47 digits.
// A count of GPUs or nodes as the other figures are written ("2,000,000", not "2000000").
std::string count(std::int64_t n) {
    return grouped_figure(static_cast<double>(n), 0);
}

std::string money(double v) {
    return grouped_figure(v, v >= 100 ? 0 : 2);
}

} // namespace

Catalogs load_catalogs(const Options& opt) {
    Catalogs c = load_bundled_catalogs(resources(opt));
    apply_catalog_options(c, opt);
    return c;
}

void apply_catalog_options(Catalogs& c, const Options& opt) {
    for (const auto& extra : opt.catalogs)
        add_offerings_file(c, extra);
    if (!opt.rates.empty()) // a table written by `catalog rates` (or by hand)
        c.currencies = load_currency_table(opt.rates);
}

int command_plan(const Options& opt, std::ostream& out, std::ostream& err) {
    if (opt.positional.size() != 1)
        throw UsageError("plan: give one scenario file");
    const auto sort = sort_key_from_string(opt.sort);
    if (!sort)
        throw UsageError("--sort: expected cost, time or cost_time, found \"" + opt.sort + "\"");
    const Catalogs c = load_catalogs(opt);
    check_probe_option(opt);
    if (opt.all && opt.top > 0)
        throw UsageError("plan: give --top N or --all, not both");
    PlanJob job;
    job.sort = *sort;
    job.top = opt.all ? 0 : (opt.top > 0 ? opt.top : kDefaultTop);
    job.currency = opt.currency;
    job.today = opt.today;
    job.probe_file = opt.probe;
    job.probe_device = opt.probe_device;
    job.calibration_file = opt.calibration;
    PlannedScenario planned;
    try {
        planned = plan_scenario(parse_json_file(opt.positional[0]), opt.positional[0], c, job);
    } catch (const RequestError& e) {
        throw UsageError(std::string("--currency: ") + e.what());
    }
    const Scenario& s = planned.scenario;
    const PlanResult& r = planned.plan;
    if (opt.json) { // the options one at a time: bounded memory even with --all
        json head = plan_json_without_options(r);
        head["scenario"] = s.name;
        head["workload"] = workload_json(s.workload);
        write_json_with_array(out, head, "options", r.options.size(), [&](std::size_t i) {
            return plan_option_json(r.options[i], r.currency);
        });
        return 0;
    }
    out << (s.name.empty() ? s.file : s.name) << ": " << r.options_total << " option(s) of "
        << r.considered << " evaluated; costs in " << r.currency << " (indicative)\n";
    if (r.options.size() < r.options_total)
        out << "showing " << r.options.size() << ": the best " << job.top
            << ", the options the summary names (cheapest, fastest, best cost x time, cheapest "
               "of each billing mode) and the Pareto front of time and cost (--top N for more, "
               "--all for every one)\n";
    const auto ms = [](double seconds) { return grouped_figure(seconds * 1000.0, 0) + " ms"; };
    for (const auto& o : r.options) {
        out << o.rank << ". " << o.provider << " " << o.instance << " " << o.region << " x"
            << count(o.nodes) << " (" << count(o.gpu_count) << " " << o.gpu_id << "), "
            << to_string(o.billing) << ": ";
        // A service's hours are its period, the same on every row: what ranks it ("fastest",
        // --sort time) is its mean time per output token at the scenario's concurrency (at
        // maximum load, as many as the option's KV cache holds).
        if (o.replicas > 0)
            out << ms(o.tpot_seconds) << " per output token (mean at "
                << (o.serving ? o.serving->workload.concurrency : s.workload.inference.concurrency)
                << " in flight), " << money(o.cost) << " " << r.currency << " for "
                << money(o.hours) << " h";
        else
            out << money(o.hours) << " h, " << money(o.cost) << " " << r.currency;
        out << (o.pareto ? "  [pareto]" : "") << "\n     " << o.why << "\n";
        // The simulated service where there is one: the percentiles the targets are judged by.
        if (o.serving && o.serving->simulation) {
            const ServingChoice& c = *o.serving;
            const double q = c.workload.slo_percentile;
            const double rate = c.simulated_requests_per_second();
            out << "     simulated ("
                << (rate > 0 ? "at " + format_number("%g", rate) + " requests/s, " : "")
                << grouped_figure(d(c.workload.simulated_requests), 0) << " requests): p"
                << format_number("%g", q) << " time to first token "
                << grouped_figure(c.simulation->ttft.at(q), 2) << " s, per output token "
                << ms(c.simulation->tpot.at(q))
                << (c.workload.ttft_target_seconds > 0 || c.workload.tpot_target_seconds > 0
                        ? (c.meets_targets ? "; targets met" : "; targets missed")
                        : "")
                << "\n";
            // Every percentile, not only the targets' (helper walkthrough, 2026-12-06: p50, p90
            // and p99 were in the JSON alone).
            const ServingSimulation& sim = *c.simulation;
            const auto three = [&](const LatencyPercentiles& l, bool seconds) {
                const auto one = [&](double v) {
                    return seconds ? grouped_figure(v, 2) + " s" : ms(v);
                };
                return one(l.p50) + " / " + one(l.p90) + " / " + one(l.p99);
            };
            out << "     p50 / p90 / p99: first token " << three(sim.ttft, true)
                << "; per output token " << three(sim.tpot, false) << "; end to end "
                << three(sim.end_to_end, true);
            // Goodput as the share of requests that meet every target (the simulation's rates
            // are per attention group, which for a replica of several groups or a pool of
            // workers is not the service's).
            if ((c.workload.ttft_target_seconds > 0 || c.workload.tpot_target_seconds > 0) &&
                sim.requests_per_second > 0)
                out << "; "
                    << format_number("%.0f", 100.0 * sim.goodput_requests_per_second /
                                                 sim.requests_per_second)
                    << "% of requests meet every target";
            out << "\n";
        }
        std::vector<TimeCalibration> calibrations = o.serving_calibrations;
        if (o.strategy)
            for (const TimeCalibration& c : o.strategy->time.calibrations())
                calibrations.push_back(c);
        for (const TimeCalibration& cal : calibrations)
            out << "     calibrated"
                << (cal.kind == CalibrationKind::ServingPrefill  ? " prefill"
                    : cal.kind == CalibrationKind::ServingDecode ? " decode step"
                    : cal.kind == CalibrationKind::DataParallelComm
                        ? " data-parallel collectives (" + cal.network + ")"
                    : cal.kind == CalibrationKind::ServingMemory
                        ? " engine memory beside weights and KV cache"
                    : cal.kind == CalibrationKind::RunOverhead
                        ? " run overhead (saves, evaluation; goodput " +
                              format_number("%.1f", 100.0 / cal.factor) + "%)"
                        : std::string())
                << ": x" << format_number("%.3f", cal.factor) << " +-"
                << format_number("%.1f", cal.spread * 100) << "% from " << cal.source << " ("
                << (cal.tool.empty() ? "" : cal.tool + ", ")
                << (cal.date.empty() ? "" : cal.date + ", ") << cal.measurements
                << " measurement(s))\n";
        for (const auto& w : o.warnings)
            out << "     warning: " << w << "\n";
    }
    // What the workbench and the report recommend, by the options' numbers above (the summary's
    // picks are always among the options shown).
    if (!r.options.empty()) {
        const PlanSummary sum = summarize(r);
        const auto rank = [&](const std::optional<std::size_t>& i) {
            return i ? std::to_string(r.options[*i].rank) : std::string("-");
        };
        out << "summary: cheapest" << (sum.spot_passed_over ? " without spot" : "") << " "
            << rank(sum.cheapest) << ", fastest " << rank(sum.fastest) << ", best cost x time "
            << rank(sum.best_cost_time) << "\n";
    }
    if (r.options.empty() && !r.excluded.empty()) {
        // Why nothing is offered: the first options the constraints excluded, with the reason.
        out << "none meets the constraints; the first excluded (--json lists " << r.excluded.size()
            << "):\n";
        for (std::size_t i = 0; i < r.excluded.size() && i < 5; ++i) {
            const PlanOption& o = r.excluded[i];
            out << "  " << o.provider << " " << o.instance << " " << o.region << " ("
                << count(o.gpu_count) << " " << o.gpu_id << "), " << to_string(o.billing) << ": ";
            for (std::size_t k = 0; k < o.violations.size(); ++k)
                out << (k ? "; " : "") << o.violations[k];
            out << "\n";
        }
    }
    if (r.local_probe) {
        out << "own machine, measured (" << r.local_probe->name << ", " << r.local_probe_file
            << "):\n";
        print_probe_comparison(out, r.local_comparison);
    }
    for (const auto& w : r.warnings)
        err << s.file << ": warning: " << w << "\n";
    return 0;
}

int command_offerings(const Options& opt, std::ostream& out) {
    if (!opt.positional.empty())
        throw UsageError("offerings: unexpected argument \"" + opt.positional[0] +
                         "\" (filters are --provider ID and --gpu ID)");
    Catalogs c = load_catalogs(opt);
    // --provider and --gpu keep the rows of that provider id and GPU id (a name no row has is a
    // usage error naming the ones there are, not an empty list that looks like no market).
    const auto keep_only = [&](const std::string& wanted, const char* flag, auto field) {
        if (wanted.empty())
            return;
        std::set<std::string> known;
        for (const Offering& o : c.offerings.offerings)
            known.insert(field(o));
        if (!known.count(wanted)) {
            std::string list;
            for (const auto& k : known)
                list += (list.empty() ? "" : ", ") + k;
            throw UsageError(std::string("offerings: no offering has ") + flag + " " + wanted +
                             " (the catalogs have: " + list + ")");
        }
        auto& rows = c.offerings.offerings;
        rows.erase(std::remove_if(rows.begin(), rows.end(),
                                  [&](const Offering& o) { return field(o) != wanted; }),
                   rows.end());
    };
    keep_only(opt.provider, "--provider", [](const Offering& o) { return o.provider; });
    keep_only(opt.gpu, "--gpu", [](const Offering& o) { return o.gpu_id; });
    if (opt.json) { // the offerings one at a time (100,000 of them are not built as a tree)
        json providers = json::array();
        for (const auto& p : c.offerings.providers) {
            // Where a certification holds, as providers.json scopes it (none: every region).
            json scopes = json::object();
            for (const auto& scope : p.certification_regions)
                scopes[scope.certification] = {{"regions", scope.regions},
                                               {"except", scope.except}};
            providers.push_back({{"id", p.id},
                                 {"name", p.name},
                                 {"jurisdiction", p.jurisdiction},
                                 {"certifications", p.certifications},
                                 {"certifications_source", p.certifications_source},
                                 {"certification_regions", scopes},
                                 {"certification_regions_source", p.certification_regions_source},
                                 {"billing_granularity_seconds", p.billing_granularity_seconds},
                                 {"minimum_billed_seconds", p.minimum_billed_seconds},
                                 {"spot", p.spot},
                                 {"as_of", p.as_of}});
        }
        const json head{
            {"providers", providers},
            {"currency", {{"rates_per_usd", c.currencies.per_usd}, {"as_of", c.currencies.as_of}}}};
        write_json_with_array(
            out, head, "offerings", c.offerings.offerings.size(),
            [&](std::size_t i) { return offering_json(c.offerings.offerings[i]); });
        return 0;
    }
    // Tab-separated, a header first; "-" where a billing mode has no price; prices per hour to
    // the cent, as listed (helper walkthrough, 2026-12-06: "115 CNY" for 115.405). Sources:
    // --json.
    out << "provider\tinstance\tregion\tgpus\ton-demand per hour\tspot per hour\tas of\t"
           "verified\n";
    const auto price = [](const std::optional<double>& p, const std::string& currency) {
        return p ? grouped_figure(*p, 2) + " " + currency : std::string("-");
    };
    for (const auto& o : c.offerings.offerings)
        out << o.provider << "\t" << o.instance_type << "\t" << o.region << "\t" << o.gpu_count
            << " x " << o.gpu_id << "\t" << price(o.on_demand_per_hour, o.currency) << "\t"
            << price(o.spot_per_hour, o.currency) << "\t" << o.as_of << "\t"
            << (o.unverified ? "no" : "yes") << "\n";
    return 0;
}

} // namespace gpuplanner::cli
