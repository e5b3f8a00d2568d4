#include "catalog/billing.h"

#include "io/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner {

std::string to_string(BillingMode m) {
    switch (m) {
    case BillingMode::OnDemand:
        return "on_demand";
    case BillingMode::Spot:
        return "spot";
    case BillingMode::Reserved1y:
        return "reserved_1y";
    case BillingMode::Reserved3y:
        return "reserved_3y";
    case BillingMode::Owned:
        return "owned";
    }
    return "on_demand";
}

double billed_hours(double seconds, double granularity_seconds, double minimum_seconds) {
    const double g = std::max(granularity_seconds, 1.0);
    const double billed = std::max(std::ceil(seconds / g - 1e-9) * g, minimum_seconds);
    return billed / 3600.0;
}

std::optional<InterruptionClass> interruption_class_from_string(const std::string& s) {
    for (auto c :
         {InterruptionClass::Under5, InterruptionClass::From5To10, InterruptionClass::From10To15,
          InterruptionClass::From15To20, InterruptionClass::Over20})
        if (to_string(c) == s)
            return c;
    return std::nullopt;
}

std::string to_string(InterruptionClass c) {
    switch (c) {
    case InterruptionClass::Under5:
        return "<5%";
    case InterruptionClass::From5To10:
        return "5-10%";
    case InterruptionClass::From10To15:
        return "10-15%";
    case InterruptionClass::From15To20:
        return "15-20%";
    case InterruptionClass::Over20:
        return ">20%";
    }
    return "10-15%";
}

double interruption_rate_per_hour(InterruptionClass c) {
    double p = 0.125;
    switch (c) {
    case InterruptionClass::Under5:
        p = 0.025;
        break;
    case InterruptionClass::From5To10:
        p = 0.075;
        break;
    case InterruptionClass::From10To15:
        p = 0.125;
        break;
    case InterruptionClass::From15To20:
        p = 0.175;
        break;
    case InterruptionClass::Over20:
        p = 0.225;
        break;
    }
    return -std::log(1.0 - p) / 730.0;
}

double spot_expected_hours(double work_hours, int nodes, const SpotAssumptions& a) {
    return expected_hours_with_interruptions(
        work_hours, interruption_rate_per_hour(a.interruption) * std::max(nodes, 1), a);
}

double reserved_effective_price_per_used_hour(double reserved_price_per_hour, double utilization) {
    return reserved_price_per_hour / std::clamp(utilization, 1e-6, 1.0);
}

double reserved_break_even_utilization(double reserved_price_per_hour,
                                       double on_demand_price_per_hour) {
    return on_demand_price_per_hour > 0 ? reserved_price_per_hour / on_demand_price_per_hour
                                        : std::numeric_limits<double>::infinity();
}

double owned_power_per_hour(const OwnedHardware& h, double gpu_tdp_watts) {
    const double kw = (gpu_tdp_watts * h.gpu_count + h.host_watts) / 1000.0;
    return kw * h.pue * h.power_price_per_kwh;
}

double owned_cost_per_hour(const OwnedHardware& h, double gpu_tdp_watts) {
    const double used_hours =
        h.amortization_years * kHoursPerYear * std::clamp(h.utilization, 1e-6, 1.0);
    return h.purchase_price / used_hours + owned_power_per_hour(h, gpu_tdp_watts);
}

double buy_break_even_hours(const OwnedHardware& h, double gpu_tdp_watts, double rent_per_hour) {
    const double saving = rent_per_hour - owned_power_per_hour(h, gpu_tdp_watts);
    return saving > 0 ? h.purchase_price / saving : std::numeric_limits<double>::infinity();
}

} // namespace gpuplanner
