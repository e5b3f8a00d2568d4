#include "catalog/slurm_pricing.h"

#include "catalog/skypilot.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/utf8.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <map>
#include <set>
#include <tuple>

namespace gpuplanner {

namespace {

struct Rule {
    std::size_t line = 0;
    std::string region, zone, accelerator;
    double per_vcpu = 0, per_gib = 0, per_accelerator = 0;
};

// The columns of slurm/pricing.csv: its header is recognised and required by the same list.
constexpr std::initializer_list<const char*> kColumns = {
    "Region", "Zone", "PricePerVCPU", "PricePerMemoryGB", "AcceleratorName", "PricePerAccelerator"};

bool parse_count(const std::string& s, std::int64_t* v) {
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *v);
    return ec == std::errc() && end == s.data() + s.size();
}

} // namespace

std::string parse_slurm_node_shape(const std::string& text, SlurmNodeShape* out) {
    SlurmNodeShape s;
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const auto colon = text.find(':', start);
        parts.push_back(text.substr(start, colon - start));
        if (colon == std::string::npos)
            break;
        start = colon + 1;
    }
    if (parts.size() > 3)
        return "expected GPUS[:VCPUS[:MEMORY_GIB]] (8:96:1024), found \"" + text + "\"";
    if (!parse_count(parts[0], &s.gpus) || s.gpus < 1 || s.gpus > 64)
        return "GPUS per node must be a whole number from 1 to 64, found \"" + parts[0] + "\"";
    if (parts.size() > 1 && (!parse_count(parts[1], &s.vcpus) || s.vcpus < 0 || s.vcpus > 100000))
        return "VCPUS must be a whole number from 0 to 100,000, found \"" + parts[1] + "\"";
    if (parts.size() > 2) {
        const std::string& m = parts[2];
        const auto [end, ec] = std::from_chars(m.data(), m.data() + m.size(), s.memory_gib);
        if (ec != std::errc() || end != m.data() + m.size() || !std::isfinite(s.memory_gib) ||
            s.memory_gib < 0 || s.memory_gib > 1e6)
            return "MEMORY_GIB must be a number from 0 to 1,000,000, found \"" + m + "\"";
    }
    *out = s;
    return {};
}

bool is_slurm_pricing_header(const std::string& first_line) {
    for (const char* c : kColumns)
        if (first_line.find(c) == std::string::npos)
            return false;
    return true;
}

CatalogImport import_slurm_pricing_csv(const std::string& text, const std::string& origin,
                                       const std::string& provider, const std::string& as_of,
                                       const SlurmNodeShape& node) {
    check_import_provider(origin, provider); // the catalog written is JSON: UTF-8 only
    CsvColumns col;
    CatalogImport out;
    std::vector<Rule> rules;
    const std::string_view csv = without_bom(text);
    std::size_t line = 0;
    for_each_csv_record(csv, origin, [&](const std::vector<std::string>& r) {
        ++line;
        for (std::size_t c = 0; c < r.size(); ++c)
            if (auto problem = identifier_input_problem(r[c]))
                throw InputError(
                    origin, "line " + std::to_string(line) + ", column " + std::to_string(c + 1),
                    std::move(*problem));
        if (line == 1) {
            col.read_header(r, kColumns, origin, "SkyPilot slurm/pricing.csv");
            return;
        }
        ++out.rows;
        if (rules.size() >= 100000)
            throw InputError(origin, "line " + std::to_string(line),
                             input_problem(InputProblemCode::TooManyPriceRules));
        Rule rule;
        rule.line = line;
        rule.region = col.get(r, "Region");
        rule.zone = col.get(r, "Zone");
        rule.accelerator = col.get(r, "AcceleratorName");
        const auto price = [&](const char* column) {
            const double v = csv_price(col.get(r, column), origin, line, column);
            return std::isnan(v) ? 0.0 : v; // an empty price charges nothing, as in SkyPilot
        };
        rule.per_vcpu = price("PricePerVCPU");
        rule.per_gib = price("PricePerMemoryGB");
        rule.per_accelerator = price("PricePerAccelerator");
        rules.push_back(rule);
    });
    if (line == 0)
        throw InputError(origin, "line 1",
                         input_problem(InputProblemCode::CatalogFileEmpty,
                                       {{"format", "SkyPilot slurm/pricing.csv"}}));

    // Locations the rules name (an all-wildcard table prices one location, "any"), and the
    // accelerators they name: a wildcard rule can price those but names no GPU of its own.
    std::set<std::pair<std::string, std::string>> locations;
    std::set<std::string> accelerators;
    for (const Rule& r : rules) {
        if (!r.region.empty() || !r.zone.empty())
            locations.insert({r.region, r.zone});
        if (!r.accelerator.empty())
            accelerators.insert(r.accelerator);
    }
    if (locations.empty())
        locations.insert({"", ""});
    // Rules by (Region, Zone, AcceleratorName), the first of equal keys kept: the rule for a
    // place is then at most eight look-ups (scanning every rule for every accelerator and
    // location was cubic in the file's size: 100,000 rules would not finish).
    std::map<std::tuple<std::string, std::string, std::string>, const Rule*> by_key;
    for (const Rule& r : rules)
        by_key.emplace(std::make_tuple(r.region, r.zone, r.accelerator), &r);
    OfferingAccumulator acc;
    for (const std::string& accelerator : accelerators) {
        const std::string gpu = gpu_id_for_accelerator(accelerator, 0);
        if (gpu.empty()) {
            out.note_unknown_accelerator(accelerator);
            continue;
        }
        for (const auto& [region, zone] : locations) {
            // SkyPilot's lookup order (catalogs/v8/slurm/README.md): exact Region and Zone,
            // exact Region with any Zone, any Region with exact Zone, the wildcard; at each, a
            // rule naming the accelerator before one that does not.
            const Rule* best = nullptr;
            const std::string any;
            using Place = std::pair<const std::string*, const std::string*>;
            for (const auto& [r, z] : {Place{&region, &zone}, Place{&region, &any},
                                       Place{&any, &zone}, Place{&any, &any}}) {
                for (const std::string* a : {&accelerator, &any})
                    if (const auto it = by_key.find(std::make_tuple(*r, *z, *a));
                        it != by_key.end()) {
                        best = it->second;
                        break;
                    }
                if (best)
                    break;
            }
            if (!best)
                continue;
            const double price = static_cast<double>(node.gpus) * best->per_accelerator +
                                 static_cast<double>(node.vcpus) * best->per_vcpu +
                                 node.memory_gib * best->per_gib;
            if (!(price > 0)) {
                out.skipped.push_back(
                    skipped_row(best->line, SkipReason::NodePricedAtZero, accelerator, region));
                continue;
            }
            OfferingAccumulator::Row row;
            row.line = best->line;
            row.provider = provider;
            row.instance_type = "slurm-" + (zone.empty() ? std::string("any") : zone) + "-" +
                                std::to_string(node.gpus) + "x" + accelerator;
            row.region = region.empty() ? "any" : region;
            row.gpu_id = gpu;
            row.gpu_count = node.gpus;
            row.vcpus = node.vcpus;
            row.ram_gib = node.memory_gib;
            row.price = price;
            acc.add(row);
        }
    }
    if (accelerators.empty())
        out.skipped.push_back(skipped_row(rules.empty() ? 1 : rules.front().line,
                                          SkipReason::NoAccelerator, "AcceleratorName"));
    char memory[32];
    std::snprintf(memory, sizeof memory, "%g", node.memory_gib);
    acc.finish(out,
               "SkyPilot Slurm price rules " + origin + " on a node of " +
                   std::to_string(node.gpus) + " GPUs, " + std::to_string(node.vcpus) + " vCPUs, " +
                   memory + " GiB",
               as_of);
    return out;
}

} // namespace gpuplanner
