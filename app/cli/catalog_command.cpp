// gpuplan catalog: import-skypilot (one SkyPilot vms.csv), update (any number of SkyPilot,
// gpuhunt, dstack or GPU Planner catalogs, files or URLs, into one user catalog) and diff (what
// moved between two catalogs).
#include "commands.h"
#include "download.h"

#include "catalog/catalog_diff.h"
#include "catalog/catalog_update.h"
#include "catalog/currency.h"
#include "catalog/skypilot.h"
#include "io/atomic_write.h"
#include "io/dates.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/json_stream.h"
#include "io/number_text.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>
#include <sstream>

namespace gpuplanner::cli {

namespace {

constexpr std::size_t kMaxCatalogSourceBytes = 256u * 1024u * 1024u;

std::string money(double v) {
    return bounded_figure(v, 2);
}

// What an import left out, on the error stream: CPU-only rows, accelerators the GPU catalog does
// not know, rows a catalog cannot hold (with their lines), unpaired GCP rows.
void print_import_notes(std::ostream& err, const std::string& origin, const CatalogImport& imp) {
    if (imp.cpu_only_rows)
        err << origin << ": " << imp.cpu_only_rows << " CPU-only rows skipped\n";
    if (imp.unknown_accelerator_rows) {
        err << origin << ": " << imp.unknown_accelerator_rows
            << " rows with accelerators not in the GPU catalog skipped:";
        for (const auto& a : imp.unknown_accelerators)
            err << " " << a;
        err << "\n";
    }
    if (!imp.skipped.empty()) {
        err << origin << ": " << imp.skipped.size() << " rows a catalog cannot hold skipped:\n";
        for (std::size_t k = 0; k < imp.skipped.size() && k < 10; ++k)
            err << "  line " << imp.skipped[k].line << ": " << imp.skipped[k].reason << "\n";
        if (imp.skipped.size() > 10)
            err << "  ... and " << imp.skipped.size() - 10 << " more\n";
    }
    if (imp.unpaired_gpu_rows)
        err << origin << ": " << imp.unpaired_gpu_rows
            << " GPU machine rows without a GPU price in their region skipped\n";
}

// The catalog file's text; the output file named in a size error.
std::string catalog_text(const std::vector<Offering>& offerings, const std::string& provider,
                         const std::string& output) {
    try {
        return offerings_to_json_text(offerings, provider);
    } catch (const InputError& e) {
        throw InputError(output, e.field(), e.problem());
    }
}

// -o names a new file or a catalog: a file that is something else (notes, a scenario) is not
// replaced by a catalog (helper check, 2026-12-06: `-o notes.txt` overwrote it). A catalog is
// told by its format name near the start, so a damaged catalog can still be updated (it is
// kept as .previous).
void check_catalog_output(const std::string& output) {
    check_output_file(output);
    if (!std::filesystem::is_regular_file(output))
        return;
    std::ifstream in(output, std::ios::binary);
    std::string head(4096, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    if (head.find("\"gpuplanner-offerings\"") == std::string::npos)
        throw UsageError("-o " + output +
                         ": the file exists and is not a GPU Planner catalog; write the catalog "
                         "to a new file");
}

int import_skypilot(const Options& opt, std::ostream& out, std::ostream& err) {
    if (opt.positional.size() != 2)
        throw UsageError("catalog import-skypilot: give one VMS.csv");
    if (opt.output.empty())
        throw UsageError("catalog import-skypilot: give -o FILE.json");
    check_catalog_output(opt.output); // before reading a large CSV for nothing
    const std::string csv = opt.positional[1];
    std::string provider = opt.provider;
    if (provider.empty()) // catalogs/v7/aws/vms.csv -> aws
        provider = std::filesystem::path(csv).parent_path().filename().string();
    if (provider.empty())
        provider = "skypilot";
    const SkyPilotImport imp =
        import_skypilot_file(csv, provider, opt.as_of.empty() ? today_utc() : opt.as_of);
    if (imp.offerings.empty())
        throw InputError(csv, "", "no GPU offering found in " + std::to_string(imp.rows) + " rows");
    const std::string text = catalog_text(imp.offerings, provider, opt.output);
    write_file_atomically(opt.output, text); // a failed write leaves the old catalog whole
    out << imp.offerings.size() << " offerings from " << imp.rows << " rows written to "
        << opt.output << "\n";
    print_import_notes(err, csv, imp);
    return 0;
}

int update(const Options& opt, std::ostream& out, std::ostream& err) {
    if (opt.positional.size() < 2)
        throw UsageError("catalog update: give at least one SOURCE (a file or an http(s) URL)");
    if (opt.output.empty())
        throw UsageError("catalog update: give -o FILE.json");
    check_catalog_output(opt.output);
    for (std::size_t i = 1; i < opt.positional.size(); ++i)
        if (!is_url(opt.positional[i]) && std::filesystem::exists(opt.positional[i]) &&
            std::filesystem::exists(opt.output) &&
            std::filesystem::equivalent(opt.positional[i], opt.output))
            throw UsageError("catalog update: -o " + opt.output +
                             " is also a source; write the update to another file");
    const std::string as_of = opt.as_of.empty() ? today_utc() : opt.as_of;
    // Without --as-of the rows are dated today, which a file taken earlier is not (helper
    // walkthrough, 2026-12-06: samples of unknown date read as current prices).
    if (opt.as_of.empty())
        err << "catalog update: no --as-of: the prices are dated today (" << as_of
            << "); give the date the sources were taken if it is older\n";
    const CurrencyTable currencies = load_catalogs(opt).currencies;
    std::vector<ImportedSource> sources;
    DownloadLimits limits;
    limits.timeout_seconds = opt.timeout_seconds;
    limits.max_bytes = kMaxCatalogSourceBytes;
    // Every source is read and checked before anything is written; a source that fails ends
    // the update saying so after the sources' own lines (helper walkthrough, 2026-12-06: the
    // last line was the good source's count, as if it had been written).
    try {
        for (std::size_t i = 1; i < opt.positional.size(); ++i) {
            const std::string& source = opt.positional[i];
            const std::string text = is_url(source)
                                         ? download(source, limits)
                                         : read_input_file(source, kMaxCatalogSourceBytes);
            sources.push_back(import_catalog_text(text, source, opt.provider, as_of, &currencies,
                                                  opt.slurm_node));
            const ImportedSource& s = sources.back();
            out << source << ": " << catalog_source_format_name(s.format) << ", "
                << s.result.offerings.size() << " offerings from " << s.result.rows << " rows\n";
            print_import_notes(err, source, s.result);
            // --provider over a file that names another provider: every row becomes the given
            // provider's, with its certifications and billing rules (helper walkthrough,
            // 2026-12-06: Yotta's rows became Alibaba's, China MLPS included, unsaid).
            const std::string named = provider_from_origin(source);
            if (!opt.provider.empty() && !named.empty() && named != opt.provider)
                err << source << ": warning: the file is " << named << "'s; --provider "
                    << opt.provider << " lists its rows as " << opt.provider
                    << "'s, with that provider's certifications and billing rules\n";
        }
    } catch (const std::exception&) {
        out << "nothing written: " << opt.output
            << (std::filesystem::exists(opt.output) ? " is unchanged" : " was not created") << "\n";
        throw;
    }
    const std::vector<Offering> merged = merge_imported(sources);
    if (merged.empty())
        throw InputError(opt.positional[1], "", "no GPU offering in any source; nothing written");
    std::set<std::string> providers;
    for (const Offering& o : merged)
        providers.insert(o.provider);
    const std::string text = catalog_text(merged, "imported", opt.output);
    // The previous catalog is kept, itself written atomically: an update never loses what was
    // there, even when the new sources turn out worse.
    bool kept = false;
    if (std::filesystem::exists(opt.output)) {
        write_file_atomically(previous_catalog_path(opt.output),
                              read_input_file(opt.output, kMaxCatalogSourceBytes));
        kept = true;
    }
    write_file_atomically(opt.output, text);
    out << merged.size() << " offerings of " << providers.size()
        << (providers.size() == 1 ? " provider" : " providers") << " written to " << opt.output
        << (kept ? " (the previous catalog kept as " + previous_catalog_path(opt.output) + ")"
                 : std::string())
        << "\n";
    return 0;
}

std::string price_text(double v, const std::string& currency) {
    return money(v) + " " + currency + "/h";
}

int diff(const Options& opt, std::ostream& out) {
    if (opt.positional.size() != 3)
        throw UsageError("catalog diff: give OLD.json NEW.json");
    const CurrencyTable currencies = load_catalogs(opt).currencies;
    const auto before = load_offerings_file(opt.positional[1], nullptr, &currencies);
    const auto after = load_offerings_file(opt.positional[2], nullptr, &currencies);
    const CatalogDiff d = diff_catalogs(before, after);
    if (opt.json) {
        nlohmann::json changed = nlohmann::json::array();
        for (const PriceChange& c : d.changed)
            changed.push_back({{"offering", c.key},
                               {"billing", c.mode},
                               {"currency", c.currency},
                               {"before", c.before},
                               {"after", c.after},
                               {"change", c.change()},
                               {"currency_changed", c.currency_changed}});
        // "key mode": the price is in the text form.
        const auto modes = [](const std::vector<PriceChange>& v) {
            nlohmann::json a = nlohmann::json::array();
            for (const PriceChange& c : v)
                a.push_back(c.key + " " + c.mode);
            return a;
        };
        const auto keys = [](const std::vector<Offering>& v) {
            nlohmann::json a = nlohmann::json::array();
            for (const Offering& o : v)
                a.push_back(o.key());
            return a;
        };
        out << json_text(nlohmann::json{{"added", keys(d.added)},
                                        {"removed", keys(d.removed)},
                                        {"changed", changed},
                                        {"gained_billing", modes(d.gained_mode)},
                                        {"lost_billing", modes(d.lost_mode)},
                                        {"unchanged", d.unchanged}})
            << "\n";
        return 0;
    }
    out << d.added.size() << " added, " << d.removed.size() << " removed, " << d.changed.size()
        << " prices changed, " << d.unchanged << " unchanged\n";
    for (const Offering& o : d.added)
        out << "+ " << o.key() << "\t" << o.gpu_count << " x " << o.gpu_id
            << (o.on_demand_per_hour ? "\t" + price_text(*o.on_demand_per_hour, o.currency) : "")
            << "\n";
    for (const Offering& o : d.removed)
        out << "- " << o.key() << "\t" << o.gpu_count << " x " << o.gpu_id << "\n";
    for (const PriceChange& c : d.changed) {
        char pct[32];
        std::snprintf(pct, sizeof pct, "%+.1f%%", c.change() * 100);
        out << "~ " << c.key << "\t" << c.mode << "\t" << money(c.before) << " -> "
            << price_text(c.after, c.currency)
            << (c.currency_changed ? "\t(currency changed)" : "\t" + std::string(pct)) << "\n";
    }
    for (const PriceChange& c : d.gained_mode)
        out << "+ billing " << c.key << " " << c.mode << "\t" << price_text(c.after, c.currency)
            << "\n";
    for (const PriceChange& c : d.lost_mode)
        out << "- billing " << c.key << " " << c.mode << "\t" << price_text(c.before, c.currency)
            << "\n";
    return 0;
}

// `catalog rates`: the exchange rates plans convert with, their date and source; with --set
// CODE=RATE (units per US dollar) and -o FILE a new table, dated --as-of or today, that --rates
// FILE makes the plans use.
int rates(const Options& opt, std::ostream& out) {
    // `--set CNY=7.1 EUR=0.95` as well as `--set CNY=7.1 --set EUR=0.95` (helper walkthrough,
    // 2026-12-06: the first said "takes no file").
    std::vector<std::string> rate_sets = opt.rate_sets;
    for (std::size_t i = 1; i < opt.positional.size(); ++i) {
        if (opt.rate_sets.empty() || opt.positional[i].find('=') == std::string::npos)
            throw UsageError(
                "catalog rates: takes no file; --set CODE=RATE... -o FILE.json to write");
        rate_sets.push_back(opt.positional[i]);
    }
    CurrencyTable t = load_catalogs(opt).currencies;
    if (!rate_sets.empty()) {
        if (opt.output.empty())
            throw UsageError("catalog rates --set: give -o FILE.json for the new table");
        check_output_file(opt.output);
        std::string changed;
        std::set<std::string> set_codes;
        for (const std::string& set : rate_sets) {
            const auto eq = set.find('=');
            const std::string code = set.substr(0, eq);
            const std::string value = eq == std::string::npos ? "" : set.substr(eq + 1);
            if (eq == std::string::npos || code.size() != 3 ||
                !std::all_of(code.begin(), code.end(),
                             [](char ch) { return ch >= 'A' && ch <= 'Z'; }))
                throw UsageError("--set: expected CODE=RATE with a three-letter code (CNY=7.1), "
                                 "found \"" +
                                 set + "\"");
            if (code == "USD")
                throw UsageError("--set: USD is the base (1 per US dollar)");
            char* end = nullptr;
            const double rate = std::strtod(value.c_str(), &end);
            if (value.empty() || *end != '\0' ||
                !(rate >= kMinRatePerUsd && rate <= kMaxRatePerUsd))
                throw UsageError("--set " + code + ": expected units per US dollar, found \"" +
                                 value + "\"");
            t.per_usd[code] = rate;
            set_codes.insert(code);
            changed += (changed.empty() ? "" : ", ") + code + " " + value;
        }
        // The table's date is its oldest rate's: a rate carried over keeps the old date, so
        // plans still warn that it is old (helper check, 2026-12-06: setting CNY alone re-dated
        // a 2024 EUR rate to today).
        const std::string set_on = opt.as_of.empty() ? today_utc() : opt.as_of;
        std::string kept;
        for (const std::string& code : t.codes())
            if (code != "USD" && !set_codes.count(code))
                kept += (kept.empty() ? "" : ", ") + code;
        const std::string old_as_of = t.as_of;
        if (kept.empty() || set_on < old_as_of)
            t.as_of = set_on;
        t.source =
            "Set with gpuplan catalog rates on " + set_on + " (" + changed + " per US dollar)" +
            (kept.empty() ? std::string() : "; " + kept + " as of " + old_as_of + ": " + t.source);
        t.source_zh.clear();
        write_file_atomically(opt.output, currency_table_text(t));
        out << "exchange rates as of " << t.as_of << " written to " << opt.output
            << " (use them with --rates " << opt.output << ")\n";
        if (!kept.empty())
            out << "dated " << t.as_of << ", the date of the rates not set (" << kept
                << "): set them too to date the table " << set_on << "\n";
        return 0;
    }
    if (opt.json) {
        out << currency_table_text(t);
        return 0;
    }
    out << "exchange rates as of " << t.as_of << " (units per US dollar)\n";
    for (const std::string& code : t.codes())
        out << code << "\t" << t.per_usd.at(code) << "\n";
    out << "source: " << t.source << "\n";
    // The rule plans warn by (io/dates.h), said here too.
    if (is_stale(t.as_of, today_utc()))
        out << "older than " << kPriceStaleDays
            << " days: set today's with --set CODE=RATE... -o FILE.json, then plan with --rates "
               "FILE.json\n";
    return 0;
}

} // namespace

int command_catalog(const Options& opt, std::ostream& out, std::ostream& err) {
    const std::string sub = opt.positional.empty() ? std::string() : opt.positional[0];
    if (sub == "import-skypilot")
        return import_skypilot(opt, out, err);
    if (sub == "update")
        return update(opt, out, err);
    if (sub == "diff")
        return diff(opt, out);
    if (sub == "rates")
        return rates(opt, out);
    throw UsageError("catalog: usage: gpuplan catalog import-skypilot VMS.csv -o FILE.json | "
                     "update SOURCE... -o FILE.json | diff OLD.json NEW.json | rates "
                     "[--set CODE=RATE... -o FILE.json]");
}

} // namespace gpuplanner::cli
