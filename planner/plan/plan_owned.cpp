#include "plan/plan_owned.h"

#include "catalog/billing.h"
#include "io/units.h"
#include "plan/diagnostic_texts.h"

#include <algorithm>

namespace gpuplanner::plan_detail {

namespace {

// The owned machine's GPU: the catalog entry, or with local.probe the measured figures (kept in
// `storage`, which must outlive the plan's use of the pointer).
const GpuSpec* local_gpu(const OwnedHardware& h, const GpuCatalog& gpus,
                         std::optional<GpuSpec>& storage) {
    const GpuSpec* spec = h.gpu_id.empty() ? nullptr : gpus.find(h.gpu_id);
    if (!h.probe)
        return spec;
    storage = spec ? measured_gpu(*spec, *h.probe, h.probe_reference)
                   : measured_gpu(*h.probe, h.probe_reference);
    return &*storage;
}

} // namespace

void add_owned_machine(const Scenario& s, const PlanCatalogs& cat, const CurrencyTable& fx,
                       ConstraintCheck& check, OwnedMachine& machine, std::vector<Draft>& drafts,
                       PlanResult& result) {
    if (!s.plan.local)
        return;
    const OwnedHardware& h = *s.plan.local;
    if (const GpuSpec* gpu = local_gpu(h, *cat.gpus, machine.spec)) {
        if (h.probe) {
            result.local_probe = *h.probe;
            result.local_measured = *gpu;
            if (const GpuSpec* spec = cat.gpus->find(h.gpu_id))
                result.local_datasheet = *spec;
            result.local_comparison =
                compare_probe(*h.probe, result.local_datasheet ? &*result.local_datasheet : nullptr,
                              h.probe_reference);
            result.local_probe_file = h.probe_file;
            result.local_probe_date = h.probe_date;
        }
        Hardware hw{gpu, h.gpu_count, intra_bandwidth(*gpu, "pcie"), 0};
        if (h.probe && h.gpu_count > 1 && !h.probe->peer_bytes_per_second.empty()) {
            // Measured GPU-to-GPU copies bound the ring all-reduce better than the datasheet.
            double slowest = 0;
            for (const auto& [other, bw] : h.probe->peer_bytes_per_second)
                slowest = slowest == 0 ? bw : std::min(slowest, bw);
            if (slowest > 0)
                hw.intra = slowest;
        }
        machine.cand =
            s.workload.is_inference() ? best_inference(s, hw, true) : best_training(s, hw, 1, true);
        ++result.considered; // one option evaluated: the owned machine, billing "owned"
        if (machine.cand && machine.cand->nodes == 1) {
            const double per_hour =
                fx.convert(owned_cost_per_hour(h, gpu->tdp_watts), h.currency, result.currency);
            const double power =
                fx.convert(owned_power_per_hour(h, gpu->tdp_watts), h.currency, result.currency);
            machine.offering.provider = "local";
            machine.offering.instance_type =
                "owned " + std::to_string(h.gpu_count) + " x " + gpu->name;
            machine.offering.region = "on premises";
            machine.offering.gpu_id = gpu->id;
            machine.offering.gpu_count = h.gpu_count;
            machine.offering.source =
                h.probe
                    ? "the scenario's local section, measured by gpuprobe (" + h.probe_file + ")"
                    : "the scenario's local section";
            machine.offering.currency = result.currency;
            machine.cand->why.push_back(make_diagnostic(
                DiagCode::WhyOwned, {per_hour, h.amortization_years, h.utilization * 100, power},
                {result.currency}));
            if (h.probe)
                machine.cand->why.push_back(
                    make_diagnostic(DiagCode::WhyMeasuredGpu, {}, {h.probe_date}));
            Draft dr;
            dr.offering = &machine.offering;
            dr.cand = &*machine.cand;
            dr.gpu = gpu;
            dr.mode = BillingMode::Owned;
            dr.nodes = 1;
            dr.gpu_count = h.gpu_count;
            dr.hours = dr.base_hours = job_hours(machine.cand->seconds, s); // as in the cloud
            dr.price_per_hour = per_hour;
            dr.cost = dr.hours * per_hour;
            check.apply(dr, *gpu);
            const double purchase = fx.convert(h.purchase_price, h.currency, result.currency);
            result.owned_purchase = purchase;
            result.owned_power_per_hour = power;
            result.owned_job_hours = dr.hours;
            result.owned_hours_available = h.amortization_years * kHoursPerYear * h.utilization;
            const double local_power_job = dr.hours * power;
            // No purchase price (0, as a gpuprobe import leaves it): nothing to pay back, so no
            // break-even ("pays for itself after 0 jobs" would read as "buy").
            for (auto& other : drafts)
                if (purchase > 0 && other.cost - local_power_job > 0) {
                    other.buy_break_even_jobs = purchase / (other.cost - local_power_job);
                    other.buy_break_even_local_hours = *other.buy_break_even_jobs * dr.hours;
                }
            drafts.push_back(std::move(dr));
        } else {
            say(result.warnings, result.warning_codes,
                make_diagnostic(DiagCode::LocalCannotRun, {}, {gpu->name}));
        }
    }
}

} // namespace gpuplanner::plan_detail
