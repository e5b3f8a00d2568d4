#include "plan/plan_price_outliers.h"

#include "plan/diagnostic_texts.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace gpuplanner::plan_detail {

namespace {

// Views into the catalog's strings, which outlive the pass: no copy per offering (a catalog of
// 100,000 offerings is planned in docs/bench.md).
using GpuMode = std::pair<std::string_view, BillingMode>;
using OfferingKey = std::tuple<std::string_view, std::string_view, std::string_view>;

// Hashed, not ordered: a plan with every option returned keys thousands of them (8,106 for
// ResNet-50 on 1,000 offerings), and an ordered map's string comparisons took a fifth of that
// plan (docs/bench.md, session 40).
struct OfferingKeyHash {
    std::size_t operator()(const OfferingKey& k) const {
        const std::hash<std::string_view> h;
        std::size_t seed = h(std::get<0>(k));
        for (const std::size_t v : {h(std::get<1>(k)), h(std::get<2>(k))})
            seed ^= v + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2); // boost::hash_combine
        return seed;
    }
};

// The offering's price per GPU-hour in `mode`, in `currency`; none without one.
std::optional<double> per_gpu_hour(const Offering& o, BillingMode mode, const CurrencyTable& fx,
                                   const std::string& currency) {
    const std::optional<double>& price =
        mode == BillingMode::OnDemand ? o.on_demand_per_hour : o.spot_per_hour;
    if (!price || o.gpu_count < 1 || !fx.knows(o.currency) || !fx.knows(currency))
        return std::nullopt;
    return fx.convert(*price, o.currency, currency) / static_cast<double>(o.gpu_count);
}

double median(std::vector<double> v) {
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    const double upper = v[mid];
    if (v.size() % 2 == 1)
        return upper;
    return (upper + *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid))) / 2;
}

} // namespace

void flag_prices_far_below_others(PlanResult& result, const OfferingCatalog& catalog,
                                  const CurrencyTable& fx) {
    // The options shown are few and the catalog may be large: the options are keyed, and the
    // catalog is read once for the medians and each option's own offering.
    std::unordered_map<OfferingKey, std::vector<PlanOption*>, OfferingKeyHash> rented;
    rented.reserve(result.options.size());
    for (PlanOption& opt : result.options)
        if (opt.billing != BillingMode::Owned)
            rented[{opt.provider, opt.instance, opt.region}].push_back(&opt);
    std::map<GpuMode, std::vector<double>> prices;
    // Each offering's prices per GPU-hour (on demand, spot) are converted once, for the medians
    // and for its options alike.
    struct Judged {
        std::vector<PlanOption*> options;
        std::optional<double> on_demand, spot;
    };
    std::vector<Judged> judged;
    for (const Offering& o : catalog.offerings) {
        // The catalog holds each key once (OfferingTwice).
        const auto r = rented.find({o.provider, o.instance_type, o.region});
        if (o.unverified && r == rented.end())
            continue;
        const auto on_demand = per_gpu_hour(o, BillingMode::OnDemand, fx, result.currency);
        const auto spot = per_gpu_hour(o, BillingMode::Spot, fx, result.currency);
        if (r != rented.end()) {
            judged.push_back({std::move(r->second), on_demand, spot});
            rented.erase(r);
        }
        if (o.unverified)
            continue;
        if (on_demand)
            prices[{o.gpu_id, BillingMode::OnDemand}].push_back(*on_demand);
        if (spot)
            prices[{o.gpu_id, BillingMode::Spot}].push_back(*spot);
    }
    struct Median {
        double value = 0;
        std::size_t count = 0;
    };
    std::map<GpuMode, Median> medians;
    for (const auto& [key, list] : prices)
        if (list.size() >= kFarBelowMinOfferings)
            medians[key] = {median(list), list.size()};
    for (const Judged& j : judged)
        for (PlanOption* opt : j.options) {
            // A reservation is judged by its offering's on-demand price: a placeholder there
            // makes the reserved price it derives (or sits beside) as doubtful.
            const BillingMode mode =
                opt->billing == BillingMode::Spot ? BillingMode::Spot : BillingMode::OnDemand;
            const auto m = medians.find({opt->gpu_id, mode});
            if (m == medians.end() || m->second.value <= 0)
                continue;
            const std::optional<double>& price = mode == BillingMode::Spot ? j.spot : j.on_demand;
            if (!price || *price >= kFarBelowMedianShare * m->second.value)
                continue;
            say(opt->warnings, opt->warning_codes,
                make_diagnostic(DiagCode::PriceFarBelowOthers,
                                {100 * *price / m->second.value, m->second.value,
                                 static_cast<double>(m->second.count)},
                                {opt->gpu_id, result.currency}));
        }
}

} // namespace gpuplanner::plan_detail
