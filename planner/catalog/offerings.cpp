#include "catalog/offerings.h"

#include "io/json_reader.h"
#include "io/json_stream.h"
#include "io/utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <sstream>
#include <tuple>
#include <unordered_map>

namespace gpuplanner {

using nlohmann::json;

bool Provider::certifies(const std::string& certification, const std::string& region) const {
    if (std::find(certifications.begin(), certifications.end(), certification) ==
        certifications.end())
        return false;
    const auto starts = [&](const std::string& prefix) { return region.rfind(prefix, 0) == 0; };
    for (const CertificationScope& scope : certification_regions)
        if (scope.certification == certification &&
            (std::none_of(scope.regions.begin(), scope.regions.end(), starts) ||
             std::any_of(scope.except.begin(), scope.except.end(), starts)))
            return false;
    return true;
}

const Provider* OfferingCatalog::provider(const std::string& id) const {
    for (const auto& p : providers)
        if (p.id == id)
            return &p;
    return nullptr;
}

std::vector<std::string> OfferingCatalog::provider_ids() const {
    std::vector<std::string> ids;
    ids.reserve(providers.size());
    for (const auto& p : providers)
        ids.push_back(p.id);
    std::vector<std::string> more; // named only by offerings: sorted, each once
    for (const auto& o : offerings)
        if (!provider(o.provider) && std::find(more.begin(), more.end(), o.provider) == more.end())
            more.push_back(o.provider);
    std::sort(more.begin(), more.end());
    ids.insert(ids.end(), more.begin(), more.end());
    return ids;
}

namespace {

void check_date(JsonObjectReader& r, const std::string& key, const std::string& value) {
    if (!is_iso_date(value))
        r.fail(key, date_input_problem(value));
}

} // namespace

std::vector<Provider> load_providers(const std::string& file) {
    const json doc = parse_json_file(file);
    JsonObjectReader top(doc, file, "");
    if (top.string("format") != "gpuplanner-providers")
        top.fail("format", input_problem(InputProblemCode::WrongFormat,
                                         {{"format", "gpuplanner-providers"}}));
    (void)top.integer("version", 1, 1);
    (void)top.raw("notes");
    const json* list = top.raw("providers");
    if (!list || !list->is_array())
        top.fail("providers", input_problem(InputProblemCode::ExpectedArray));
    top.finish();
    std::vector<Provider> out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonObjectReader r((*list)[i], file, "providers[" + std::to_string(i) + "]");
        Provider p;
        p.id = r.identifier("id");
        p.name = r.identifier("name");
        p.jurisdiction = r.identifier("jurisdiction");
        p.certifications = r.identifier_list("certifications");
        p.certifications_source = r.string_or("certifications_source", "");
        p.certifications_source_zh = r.string_or("certifications_source_zh", "");
        if (r.has("certification_regions")) {
            JsonObjectReader scopes = r.object("certification_regions");
            for (const auto& item : r.raw("certification_regions")->items()) {
                JsonObjectReader scope = scopes.object(item.key());
                if (std::find(p.certifications.begin(), p.certifications.end(), item.key()) ==
                    p.certifications.end())
                    scopes.fail(item.key(),
                                input_problem(InputProblemCode::ScopeOfUnlistedCertification));
                CertificationScope c;
                c.certification = item.key();
                c.regions = scope.identifier_list("regions");
                c.except = scope.has("except") ? scope.identifier_list("except")
                                               : std::vector<std::string>{};
                scope.finish();
                p.certification_regions.push_back(std::move(c));
            }
        }
        p.certification_regions_source = r.string_or("certification_regions_source", "");
        p.certification_regions_source_zh = r.string_or("certification_regions_source_zh", "");
        p.billing_granularity_seconds = r.number("billing_granularity_seconds", 1, 86400);
        p.minimum_billed_seconds = r.number("minimum_billed_seconds", 0, 86400 * 31);
        p.billing_source = r.string_or("billing_source", "");
        p.billing_source_zh = r.string_or("billing_source_zh", "");
        p.spot = r.boolean_or("spot", false);
        (void)r.raw("spot_source");
        p.reserved_max_discount = r.number_or("reserved_max_discount", 0, 0, 0.99);
        p.reserved_source = r.string_or("reserved_source", "");
        p.as_of = r.string("as_of");
        check_date(r, "as_of", p.as_of);
        r.finish();
        out.push_back(std::move(p));
    }
    return out;
}

PriceProblem price_problem(double value) {
    if (!std::isfinite(value))
        return PriceProblem::NotANumber;
    if (value < 0)
        return PriceProblem::Negative;
    if (value > kMaxPricePerHour)
        return PriceProblem::TooLarge;
    return PriceProblem::None;
}

PriceText parse_price_text(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const std::string t = text.substr(first, text.find_last_not_of(" \t") - first + 1);
    PriceText out;
    // The whole text must be one decimal number; from_chars ignores the C locale (the workbench
    // runs under the user's), so "12.5" means the same everywhere.
    double v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range && end == t.data() + t.size()) {
        out.problem = t[0] == '-' ? PriceProblem::Negative : PriceProblem::TooLarge;
        return out;
    }
    if (ec != std::errc() || end != t.data() + t.size()) {
        out.problem = PriceProblem::NotANumber;
        return out;
    }
    out.problem = price_problem(v);
    if (out.problem == PriceProblem::None)
        out.value = v;
    return out;
}

namespace {

// One catalog entry with every rule a catalog file is held to (ranges, currency, prices, dates):
// the reader's, and through offering_problem the importer's (one definition).
Offering read_offering(JsonObjectReader& r, const std::vector<Provider>* providers,
                       const CurrencyTable* currencies) {
    Offering o;
    o.provider = r.identifier("provider");
    if (providers && std::none_of(providers->begin(), providers->end(),
                                  [&](const Provider& p) { return p.id == o.provider; }))
        r.fail("provider",
               input_problem(InputProblemCode::UnknownProvider, {{"provider", o.provider}}));
    o.instance_type = r.identifier("instance_type");
    o.region = r.identifier("region");
    o.gpu_id = r.identifier("gpu");
    o.gpu_count = r.integer("gpu_count", 1, 64);
    o.vcpus = r.integer_or("vcpus", 0, 0, 100000);
    o.ram_gib = r.number_or("ram_gib", 0, 0, 1e6);
    o.network_gbps = r.number_or("network_gbps", 0, 0, 1e5);
    (void)r.raw("network_source");
    o.gpu_interconnect = r.choice_or("gpu_interconnect", {"nvlink", "pcie"}, "");
    o.infiniband = r.boolean_or("infiniband", false);
    o.currency = r.identifier("currency");
    if (currencies && !currencies->knows(o.currency))
        r.fail("currency",
               input_problem(InputProblemCode::UnknownCurrency, {{"code", o.currency}}));
    JsonObjectReader prices = r.object("prices_per_hour");
    o.on_demand_per_hour = prices.optional_number("on_demand", 0, kMaxPricePerHour);
    o.spot_per_hour = prices.optional_number("spot", 0, kMaxPricePerHour);
    o.reserved_1y_per_hour = prices.optional_number("reserved_1y", 0, kMaxPricePerHour);
    o.reserved_3y_per_hour = prices.optional_number("reserved_3y", 0, kMaxPricePerHour);
    // A spot price can also be given as a discount off on-demand (e.g. 0.7 for "70% off").
    if (const auto discount = prices.optional_number("spot_discount", 0, 0.99)) {
        if (o.spot_per_hour)
            prices.fail("spot_discount", input_problem(InputProblemCode::SpotPriceAndDiscount));
        if (!o.on_demand_per_hour)
            prices.fail("spot_discount", input_problem(InputProblemCode::DiscountNeedsOnDemand));
        o.spot_per_hour = *o.on_demand_per_hour * (1.0 - *discount);
    }
    prices.finish();
    if (!o.on_demand_per_hour && !o.spot_per_hour && !o.reserved_1y_per_hour &&
        !o.reserved_3y_per_hour)
        r.fail("prices_per_hour", input_problem(InputProblemCode::NoPrice));
    o.source = r.string("source");
    o.as_of = r.string("as_of");
    check_date(r, "as_of", o.as_of);
    o.indicative = r.boolean_or("indicative", true);
    o.unverified = r.boolean_or("unverified", false);
    o.notes = r.string_or("notes", "");
    for (const auto& [key, value, most] :
         {std::tuple<const char*, const std::string*, std::size_t>{"provider", &o.provider,
                                                                   kMaxOfferingNameChars},
          {"instance_type", &o.instance_type, kMaxOfferingNameChars},
          {"region", &o.region, kMaxOfferingNameChars},
          {"gpu", &o.gpu_id, kMaxOfferingNameChars},
          {"currency", &o.currency, kMaxOfferingNameChars},
          {"source", &o.source, kMaxOfferingTextChars},
          {"notes", &o.notes, kMaxOfferingTextChars}})
        if (const std::size_t n = utf8_chars(*value); n > most)
            r.fail(key,
                   input_problem(InputProblemCode::TooManyCharacters,
                                 {{"count", std::to_string(n)}, {"max", std::to_string(most)}}));
    r.finish();
    return o;
}

} // namespace

std::vector<Offering> load_offerings_file(const std::string& file,
                                          const std::vector<Provider>* providers,
                                          const CurrencyTable* currencies) {
    return parse_offerings(parse_json_file(file), file, providers, currencies);
}

std::vector<Offering> parse_offerings(const json& doc, const std::string& file,
                                      const std::vector<Provider>* providers,
                                      const CurrencyTable* currencies) {
    JsonObjectReader top(doc, file, "");
    if (top.string("format") != "gpuplanner-offerings")
        top.fail("format", input_problem(InputProblemCode::WrongFormat,
                                         {{"format", "gpuplanner-offerings"}}));
    (void)top.integer("version", 1, 1);
    (void)top.identifier_or("provider", "");
    (void)top.raw("notes");
    const json* list = top.raw("offerings");
    if (!list || !list->is_array())
        top.fail("offerings", input_problem(InputProblemCode::ExpectedOfferingArray));
    top.finish();

    std::vector<Offering> out;
    out.reserve(list->size());
    std::unordered_map<std::string, std::size_t> seen; // key + billing mode -> entry
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonObjectReader r((*list)[i], file, "offerings[" + std::to_string(i) + "]");
        out.push_back(read_offering(r, providers, currencies));
        for (const char* mode : offering_billing_modes(out.back())) {
            const auto [it, fresh] = seen.emplace(out.back().key() + "/" + mode, i);
            if (!fresh) // two prices for one thing: which one a plan used would be chance
                r.fail("prices_per_hour." + std::string(mode),
                       input_problem(InputProblemCode::OfferingTwice,
                                     {{"index", std::to_string(it->second)},
                                      {"mode", mode},
                                      {"provider", out.back().provider},
                                      {"instance_type", out.back().instance_type},
                                      {"region", out.back().region}}));
        }
    }
    return out;
}

std::vector<const char*> offering_billing_modes(const Offering& o) {
    std::vector<const char*> modes;
    if (o.on_demand_per_hour)
        modes.push_back("on_demand");
    if (o.spot_per_hour)
        modes.push_back("spot");
    if (o.reserved_1y_per_hour)
        modes.push_back("reserved_1y");
    if (o.reserved_3y_per_hour)
        modes.push_back("reserved_3y");
    return modes;
}

void merge_offerings(OfferingCatalog& into, std::vector<Offering> more,
                     std::vector<bool>* kept_flags) {
    std::unordered_map<std::string, std::vector<std::size_t>> earlier; // key -> entries
    for (std::size_t i = 0; i < into.offerings.size(); ++i)
        earlier[into.offerings[i].key()].push_back(i);
    std::vector<bool> drop(into.offerings.size(), false);
    for (const Offering& o : more) {
        const auto it = earlier.find(o.key());
        if (it == earlier.end())
            continue;
        for (const std::size_t i : it->second) {
            Offering& e = into.offerings[i];
            for (auto price : {&Offering::on_demand_per_hour, &Offering::spot_per_hour,
                               &Offering::reserved_1y_per_hour, &Offering::reserved_3y_per_hour})
                if (e.*price && o.*price) {
                    e.*price = std::nullopt;
                    into.replaced.push_back(
                        o.provider + " " + o.instance_type + " " + o.region + " " +
                        (price == &Offering::on_demand_per_hour     ? "on_demand"
                         : price == &Offering::spot_per_hour        ? "spot"
                         : price == &Offering::reserved_1y_per_hour ? "reserved_1y"
                                                                    : "reserved_3y"));
                }
            drop[i] = offering_billing_modes(e).empty();
        }
    }
    if (kept_flags) {
        kept_flags->resize(drop.size());
        for (std::size_t i = 0; i < drop.size(); ++i)
            (*kept_flags)[i] = !drop[i];
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < into.offerings.size(); ++i)
        if (!drop[i]) {
            if (kept != i) // never a self-move (it empties the strings)
                into.offerings[kept] = std::move(into.offerings[i]);
            ++kept;
        }
    into.offerings.resize(kept);
    into.offerings.insert(into.offerings.end(), std::make_move_iterator(more.begin()),
                          std::make_move_iterator(more.end()));
}

std::vector<Offering> load_offerings_dir(const std::string& dir,
                                         const std::vector<Provider>* providers,
                                         const CurrencyTable* currencies) {
    std::error_code ec;
    std::vector<std::string> files;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec))
        if (e.is_regular_file() && e.path().extension() == ".json")
            files.push_back(e.path().string());
    if (ec)
        throw InputError(
            dir, "",
            input_problem(InputProblemCode::OfferingsFolderUnreadable, {{"detail", ec.message()}}));
    std::sort(files.begin(), files.end());
    std::vector<Offering> out;
    for (const auto& f : files) {
        auto part = load_offerings_file(f, providers, currencies);
        out.insert(out.end(), std::make_move_iterator(part.begin()),
                   std::make_move_iterator(part.end()));
    }
    return out;
}

json offering_prices_json(const Offering& o) {
    json prices = json::object();
    if (o.on_demand_per_hour)
        prices["on_demand"] = *o.on_demand_per_hour;
    if (o.spot_per_hour)
        prices["spot"] = *o.spot_per_hour;
    if (o.reserved_1y_per_hour)
        prices["reserved_1y"] = *o.reserved_1y_per_hour;
    if (o.reserved_3y_per_hour)
        prices["reserved_3y"] = *o.reserved_3y_per_hour;
    return prices;
}

json offering_entry_json(const Offering& o) {
    json j{{"provider", o.provider},    {"instance_type", o.instance_type},
           {"region", o.region},        {"gpu", o.gpu_id},
           {"gpu_count", o.gpu_count},  {"currency", o.currency},
           {"source", o.source},        {"as_of", o.as_of},
           {"indicative", o.indicative}};
    if (!o.gpu_interconnect.empty())
        j["gpu_interconnect"] = o.gpu_interconnect;
    j["prices_per_hour"] = offering_prices_json(o);
    if (o.vcpus > 0)
        j["vcpus"] = o.vcpus;
    if (o.ram_gib > 0)
        j["ram_gib"] = o.ram_gib;
    if (o.network_gbps > 0)
        j["network_gbps"] = o.network_gbps;
    if (o.infiniband)
        j["infiniband"] = true;
    if (o.unverified)
        j["unverified"] = true;
    if (!o.notes.empty())
        j["notes"] = o.notes;
    return j;
}

std::optional<std::string> offering_problem(const Offering& o, const CurrencyTable* currencies) {
    try {
        const json entry = offering_entry_json(o);
        JsonObjectReader r(entry, "", "");
        (void)read_offering(r, nullptr, currencies);
    } catch (const InputError& e) {
        return e.field() + ": " + e.problem();
    }
    return std::nullopt;
}

std::string offerings_to_json_text(const std::vector<Offering>& offerings,
                                   const std::string& provider, std::size_t max_bytes) {
    // Entry by entry (json_stream.h): 600,000 imported offerings are not first built as a tree.
    const auto too_large = [&] {
        return InputError("", "offerings",
                          input_problem(InputProblemCode::CatalogTooLarge,
                                        {{"mib", std::to_string(max_bytes / (1024 * 1024))},
                                         {"count", std::to_string(offerings.size())}}));
    };
    std::ostringstream out;
    const json head{{"format", "gpuplanner-offerings"}, {"version", 1}, {"provider", provider}};
    write_json_with_array(out, head, "offerings", offerings.size(), [&](std::size_t i) {
        if (static_cast<std::size_t>(out.tellp()) > max_bytes)
            throw too_large(); // stop early: the rest would be written for nothing
        return offering_entry_json(offerings[i]);
    });
    std::string text = out.str();
    if (text.size() > max_bytes)
        throw too_large();
    return text;
}

} // namespace gpuplanner
