#pragma once
// Part of make_plan (planner/plan/plan.cpp), internal to the planner: the user's own machine
// (the scenario's local section, measured by gpuprobe or not) as an option of its own, and what
// buying it saves against each rented option.
#include "plan/plan_drafts.h"

namespace gpuplanner::plan_detail {

// What the owned machine's draft points at: it must outlive the drafts.
struct OwnedMachine {
    Offering offering;
    std::optional<Candidate> cand;
    std::optional<GpuSpec> spec; // the measured GPU when local.probe is given
};

// Adds the owned machine's draft (and the buy-versus-rent break-even to every other draft), or a
// warning when it cannot run the workload; fills the plan's local_* and owned_* figures.
void add_owned_machine(const Scenario& s, const PlanCatalogs& cat, const CurrencyTable& fx,
                       ConstraintCheck& check, OwnedMachine& machine, std::vector<Draft>& drafts,
                       PlanResult& result);

} // namespace gpuplanner::plan_detail
