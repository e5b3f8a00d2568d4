#pragma once
// Provider price catalog: providers (certifications, billing rules) and offerings (an instance
// type in a region with its GPUs and hourly prices). Prices are indicative, with source and date.
#include "catalog/currency.h"

#include "io/json_reader.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

// The regions a provider's certification covers, where it does not cover them all: China's MLPS
// is the mainland's scheme, so a Chinese cloud's Hong Kong or Singapore rows do not carry it.
// A region is covered when it starts with one of `regions` and with none of `except`.
struct CertificationScope {
    std::string certification;
    std::vector<std::string> regions;
    std::vector<std::string> except;
};

struct Provider {
    std::string id;
    std::string name;
    std::string jurisdiction; // "US", "CN", ...
    std::vector<std::string> certifications;
    std::string certifications_source;
    std::string certifications_source_zh; // the same in Simplified Chinese (empty: not given)
    std::vector<CertificationScope> certification_regions; // none: every region
    std::string certification_regions_source;
    std::string certification_regions_source_zh; // the same in Simplified Chinese
    double billing_granularity_seconds = 3600;
    double minimum_billed_seconds = 3600;
    std::string billing_source;
    std::string billing_source_zh; // the same in Simplified Chinese (empty: not given)
    bool spot = false;
    double reserved_max_discount = 0; // the provider's published "up to" figure
    std::string reserved_source;
    std::string as_of;

    // Whether an offering of this provider in `region` holds `certification`: listed, and the
    // region within its scope when one is given.
    [[nodiscard]] bool certifies(const std::string& certification, const std::string& region) const;
};

struct Offering {
    std::string provider;
    std::string instance_type;
    std::string region;
    std::string gpu_id;
    std::int64_t gpu_count = 1;
    std::int64_t vcpus = 0;
    double ram_gib = 0;
    double network_gbps = 0; // 0: not published (the planner then stays on one node)
    // How the node's GPUs talk: "nvlink" (the part's fabric), "pcie", or "" where the catalog
    // does not say (importers never know): planned with the part's own fabric for board-mounted
    // parts (SXM, OAM, superchips) and PCIe for cards (plan_detail::intra_bandwidth).
    std::string gpu_interconnect;
    bool infiniband = false;
    std::string currency = "USD";
    std::optional<double> on_demand_per_hour;
    std::optional<double> spot_per_hour;
    std::optional<double> reserved_1y_per_hour;
    std::optional<double> reserved_3y_per_hour;
    std::string source;
    std::string as_of;
    bool indicative = true;
    bool unverified = false; // e.g. the product brief's rows: excluded from plans unless asked
    std::string notes;

    [[nodiscard]] std::string key() const { return provider + "/" + instance_type + "/" + region; }
};

struct OfferingCatalog {
    std::vector<Provider> providers;
    std::vector<Offering> offerings;
    // Prices a later catalog replaced (merge_offerings): "aws p4d.24xlarge us-east-1 on_demand".
    std::vector<std::string> replaced;
    [[nodiscard]] const Provider* provider(const std::string& id) const;
    // Every provider the catalog can offer: the declared ones in their order, then those that
    // only offerings name (an imported SkyPilot file's "vast"), sorted.
    [[nodiscard]] std::vector<std::string> provider_ids() const;
};

// The most characters an offering's names (provider, instance type, region, GPU id, currency) and
// its source and notes may hold: they are laid out in tables on screen and paper, where a
// 200,000-character name costs minutes (issue #24). Longer text is refused with the entry's field.
inline constexpr std::size_t kMaxOfferingNameChars = 200;
inline constexpr std::size_t kMaxOfferingTextChars = 2'000;

// One rule for a price per hour wherever one is read: catalog files, the SkyPilot importer and
// the catalog editor's cells. A price is a finite number in [0, kMaxPricePerHour].
constexpr double kMaxPricePerHour = 1e7;
enum class PriceProblem { None, NotANumber, Negative, TooLarge };
struct PriceText {
    std::optional<double> value; // empty text: no price for that billing mode
    PriceProblem problem = PriceProblem::None;
};
// "" -> no price; "12.5" -> 12.5; "abc", "12 USD", "nan", "inf" -> NotANumber; "-5" -> Negative;
// "2e7" -> TooLarge. Surrounding spaces are ignored.
[[nodiscard]] PriceText parse_price_text(const std::string& text);
[[nodiscard]] PriceProblem price_problem(double value);

// The billing modes an offering lists a price for ("on_demand", "spot", "reserved_1y",
// "reserved_3y"): with provider, instance type and region, what makes an offering unique. A
// catalog file that lists one twice is refused (parse_offerings names both entries).
[[nodiscard]] std::vector<const char*> offering_billing_modes(const Offering& o);
// Adds a later catalog's offerings: where one lists a price for an offering and billing mode an
// earlier catalog already has, the later price replaces the earlier (an earlier entry left with no
// price is dropped), and `into.replaced` names it, for the plan's warning. `kept`, when given,
// is set to one flag per earlier entry: false for those dropped (the catalog editor keeps its
// per-row marks in step).
void merge_offerings(OfferingCatalog& into, std::vector<Offering> more,
                     std::vector<bool>* kept = nullptr);

[[nodiscard]] std::vector<Provider> load_providers(const std::string& file);
// One offerings file ({"format": "gpuplanner-offerings", ...}); `providers` (when given) checks
// ids.
[[nodiscard]] std::vector<Offering>
load_offerings_file(const std::string& file, const std::vector<Provider>* providers = nullptr,
                    const CurrencyTable* currencies = nullptr);
// The same from a parsed document (`file` names it in errors): what the catalog editor checks
// before it saves, so that a saved user catalog always loads.
[[nodiscard]] std::vector<Offering>
parse_offerings(const nlohmann::json& doc, const std::string& file,
                const std::vector<Provider>* providers = nullptr,
                const CurrencyTable* currencies = nullptr);
// Every *.json in a folder, sorted by file name.
[[nodiscard]] std::vector<Offering>
load_offerings_dir(const std::string& dir, const std::vector<Provider>* providers = nullptr,
                   const CurrencyTable* currencies = nullptr);
// {"on_demand": ..., "spot": ...}: the prices an offering lists, per node-hour.
[[nodiscard]] nlohmann::json offering_prices_json(const Offering& o);
// Writes offerings in the same format (used by the SkyPilot importer); returns the JSON text.
// One offering as a catalog file holds it (the inverse of the reader).
[[nodiscard]] nlohmann::json offering_entry_json(const Offering& o);
// Why the catalog reader would refuse `o` ("gpu_count: 80 is out of range ..."), or nullopt:
// the reader's own rules, so a writer (the SkyPilot importer) never writes what it refuses.
[[nodiscard]] std::optional<std::string> offering_problem(const Offering& o,
                                                          const CurrencyTable* currencies);
// The catalog file's text; InputError (field "offerings") when it would be larger than
// `max_bytes` (the readers' limit: such a file could not be read back).
[[nodiscard]] std::string offerings_to_json_text(const std::vector<Offering>& offerings,
                                                 const std::string& provider,
                                                 std::size_t max_bytes = kMaxJsonFileBytes);

} // namespace gpuplanner
