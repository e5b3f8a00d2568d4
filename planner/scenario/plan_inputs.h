#pragma once
// What a scenario says beyond model and workload: constraints, billing assumptions, currency,
// the user's own hardware, data and storage, software stack, performance assumptions.
#include "catalog/billing.h"
#include "time/performance.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

struct Constraints {
    std::optional<double> deadline_hours;
    std::optional<double> budget; // in budget_currency
    std::string budget_currency = "USD";
    std::vector<std::string> providers;      // empty: any
    std::vector<std::string> gpus;           // GPU catalog ids allowed; empty: any
    std::vector<std::string> regions;        // empty: any; a prefix matches ("us-", "cn-")
    std::vector<std::string> certifications; // all required
    std::vector<std::string> jurisdictions;  // "CN", "US": where the provider is based
    double min_network_gbps = 0;             // applies to multi-node options
    bool allow_spot = true;
    bool allow_reserved = true;
    bool include_unverified = false; // the product brief's unverified rows
    // Only offerings of Chinese-designed accelerators (GpuSpec::domestic_china): the
    // domestic-substitution rules many buyers in China plan under.
    bool domestic_accelerators_only = false;
    // Only accelerators a buyer in China gets without a US export licence
    // (GpuSpec::export_control.licence_china "none": below the 3A090 thresholds, or domestic).
    bool no_export_licence_china = false;
    // Prices and exchange rates older than this many days are warned about.
    double max_price_age_days = 183;
    std::int64_t max_gpus = 4096;
    // Whether `gpus` (the types compared) lets this GPU catalog id in: the plan's offerings
    // and `gpuplan memory` judge the same list.
    [[nodiscard]] bool allows_gpu(const std::string& id) const {
        return gpus.empty() || std::find(gpus.begin(), gpus.end(), id) != gpus.end();
    }
};

struct DataPlan {
    double dataset_bytes = 0; // what training reads (0: derived from tokens or samples)
    std::int64_t checkpoints_kept = 2;
    bool snapshots = false;  // a snapshot/backup policy for data and checkpoints
    bool multi_zone = false; // can the job move to another zone
};

struct SoftwareStack {
    std::string cuda;       // "12.4"
    std::string driver;     // "550.54"
    std::string pytorch;    // "2.5"
    std::string tensorflow; // "2.15"
};

struct CurrencySettings {
    std::string code = "USD";                    // the currency of every cost in the plan
    std::map<std::string, double> rates_per_usd; // overrides of the bundled table
    std::string as_of;                           // date of the overrides
};

struct PlanInputs {
    Constraints constraints;
    SpotAssumptions spot;
    ReservedAssumptions reserved;
    CurrencySettings currency;
    std::optional<OwnedHardware> local;
    DataPlan data;
    SoftwareStack software;
    PerformanceAssumptions performance;
};

} // namespace gpuplanner
