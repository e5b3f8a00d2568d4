#pragma once
// Billing rules: on-demand with billing granularity, spot with an interruption model, reserved
// terms paid whether used or not, and owned hardware. Formulas: docs/cost.md.
#include "hardware/probe_result.h"
#include "time/goodput.h"

#include <optional>
#include <string>

namespace gpuplanner {

enum class BillingMode { OnDemand, Spot, Reserved1y, Reserved3y, Owned };
[[nodiscard]] std::string to_string(BillingMode m);

// Hours billed for `seconds` of use: rounded up to the granularity, at least the minimum.
[[nodiscard]] double billed_hours(double seconds, double granularity_seconds,
                                  double minimum_seconds);

// AWS Spot Instance Advisor publishes interruption frequency in buckets per month.
enum class InterruptionClass { Under5, From5To10, From10To15, From15To20, Over20 };
[[nodiscard]] std::optional<InterruptionClass> interruption_class_from_string(const std::string& s);
[[nodiscard]] std::string to_string(InterruptionClass c);
// Interruptions per instance-hour for a bucket, taking its middle (22.5% for ">20%") over a
// 730-hour month: lambda = -ln(1 - p) / 730.
[[nodiscard]] double interruption_rate_per_hour(InterruptionClass c);

// The interruption class of spot capacity, and how the job recovers (restart_hours: reschedule,
// boot, reload the checkpoint; checkpoint_interval_hours, 0: no checkpoints); the recovery holds
// for a production run's hardware failures as well (time/goodput.h).
struct SpotAssumptions : RecoveryAssumptions {
    InterruptionClass interruption = InterruptionClass::From10To15;
};

// Expected wall-clock hours to finish `work_hours` of work on `nodes` spot nodes (any node's
// interruption stops the job). Restart-from-checkpoint model with exponential interruptions
// (Daly 2006): each segment of c hours takes (1/L + r)(e^(L c) - 1) in expectation, L = nodes x
// lambda.
[[nodiscard]] double spot_expected_hours(double work_hours, int nodes, const SpotAssumptions& a);

struct ReservedAssumptions {
    double discount_1y = 0.30; // the product brief's range is 30-55% for 1-3 years
    double discount_3y = 0.55;
    double utilization = 1.0; // share of the term the reservation is in use (this job and others)
    // Whether the scenario says how much of the term is used. Not said, a training job (a
    // one-off) is charged the whole term it commits to: a reservation is then only cheaper when
    // the job itself fills the term.
    bool utilization_set = false;
};

// A reservation is paid for every hour of its term; spread over the hours it is used, each used
// hour costs reserved_price / utilization.
[[nodiscard]] double reserved_effective_price_per_used_hour(double reserved_price_per_hour,
                                                            double utilization);
// Utilization above which the reservation is cheaper than on-demand.
[[nodiscard]] double reserved_break_even_utilization(double reserved_price_per_hour,
                                                     double on_demand_price_per_hour);

// Owned hardware (workstation or cluster), all prices in one currency.
struct OwnedHardware {
    std::string gpu_id;
    int gpu_count = 1;
    double purchase_price = 0;
    std::string currency = "USD";
    double power_price_per_kwh = 0.15;
    double pue = 1.2;
    double host_watts = 300; // CPU, memory, disks, fans of the box
    double amortization_years = 3;
    double utilization = 0.5; // share of hours the machine does useful work
    // A gpuprobe measurement of this machine's GPU (local.probe): measured figures replace the
    // datasheet. gpu_id is empty when the catalog does not list the measured part.
    std::optional<ProbeDevice> probe;
    std::string probe_file;
    std::string probe_date;
    ProbeReference probe_reference;
};
[[nodiscard]] double owned_power_per_hour(const OwnedHardware& h, double gpu_tdp_watts);
// Capital cost per used hour plus power.
[[nodiscard]] double owned_cost_per_hour(const OwnedHardware& h, double gpu_tdp_watts);
// Hours of use after which buying (purchase + power) costs less than renting at `rent_per_hour`;
// infinity when renting is cheaper than the power alone.
[[nodiscard]] double buy_break_even_hours(const OwnedHardware& h, double gpu_tdp_watts,
                                          double rent_per_hour);

} // namespace gpuplanner
