#pragma once
// Which plan options a view shows: the filter logic lives here, in the core, so the workbench's
// proxy model and any other front end agree on it.
#include "catalog/offerings.h"
#include "plan/plan_types.h"

#include <set>
#include <string>

namespace gpuplanner {

struct OptionFilter {
    std::set<std::string> providers;      // empty: all
    std::set<std::string> regions;        // empty: all (prefix match)
    std::set<BillingMode> billing;        // empty: all
    std::set<std::string> certifications; // all required; needs the provider catalog
    std::string text; // case-insensitive substring of provider, instance, region or GPU
    bool pareto_only = false;

    [[nodiscard]] bool empty() const {
        return providers.empty() && regions.empty() && billing.empty() && certifications.empty() &&
               text.empty() && !pareto_only;
    }
};

[[nodiscard]] bool option_matches(const PlanOption& o, const OptionFilter& f,
                                  const OfferingCatalog* catalog);

} // namespace gpuplanner
