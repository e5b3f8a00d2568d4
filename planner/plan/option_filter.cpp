#include "plan/option_filter.h"

#include <algorithm>
#include <cctype>

namespace gpuplanner {

namespace {

bool contains_folded(const std::string& haystack, const std::string& needle) {
    const auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                                [](char a, char b) {
                                    return std::tolower(static_cast<unsigned char>(a)) ==
                                           std::tolower(static_cast<unsigned char>(b));
                                });
    return it != haystack.end();
}

} // namespace

bool option_matches(const PlanOption& o, const OptionFilter& f, const OfferingCatalog* catalog) {
    if (f.pareto_only && !o.pareto)
        return false;
    if (!f.providers.empty() && !f.providers.count(o.provider))
        return false;
    if (!f.billing.empty() && !f.billing.count(o.billing))
        return false;
    if (!f.regions.empty() &&
        std::none_of(f.regions.begin(), f.regions.end(),
                     [&](const std::string& r) { return o.region.rfind(r, 0) == 0; }))
        return false;
    if (!f.certifications.empty()) {
        const Provider* p = catalog ? catalog->provider(o.provider) : nullptr;
        for (const auto& c : f.certifications)
            if (!p || !p->certifies(c, o.region))
                return false;
    }
    if (!f.text.empty() && !contains_folded(o.provider, f.text) &&
        !contains_folded(o.instance, f.text) && !contains_folded(o.region, f.text) &&
        !contains_folded(o.gpu_id, f.text))
        return false;
    return true;
}

} // namespace gpuplanner
