#include "io/diagnostics.h"

namespace gpuplanner {

const char* diag_code_name(DiagCode code) {
    switch (code) {
    case DiagCode::Text:
        return "text";
    case DiagCode::Incompatible:
        return "incompatible";
    case DiagCode::MissesDeadline:
        return "misses_deadline";
    case DiagCode::OverBudget:
        return "over_budget";
    case DiagCode::MissesTtft:
        return "misses_ttft_target";
    case DiagCode::MissesTpot:
        return "misses_tpot_target";
    case DiagCode::OverMaxGpus:
        return "over_max_gpus";
    case DiagCode::HostRamShort:
        return "host_ram_short";
    case DiagCode::BatchExceeded:
        return "global_batch_exceeded";
    case DiagCode::IdleGpus:
        return "idle_gpus";
    case DiagCode::SpotWithoutCheckpoints:
        return "spot_without_checkpoints";
    case DiagCode::StalePrice:
        return "stale_price";
    case DiagCode::UnverifiedPrice:
        return "unverified_price";
    case DiagCode::SlowNetwork:
        return "slow_network";
    case DiagCode::ReservedWholeTerm:
        return "reserved_whole_term";
    case DiagCode::ReservedUtilization:
        return "reserved_utilization";
    case DiagCode::SpotServing:
        return "spot_serving";
    case DiagCode::UnknownGpuOfferings:
        return "unknown_gpu_offerings";
    case DiagCode::NoDomesticOfferings:
        return "no_domestic_offerings";
    case DiagCode::PinnedTooSmallForRate:
        return "pinned_too_small_for_rate";
    case DiagCode::UnboundedSpot:
        return "unbounded_spot";
    case DiagCode::ServingNotTransformer:
        return "serving_not_transformer";
    case DiagCode::DeadlineForService:
        return "deadline_for_service";
    case DiagCode::NoOptionFits:
        return "no_option_fits";
    case DiagCode::PinnedDoesNotFit:
        return "pinned_strategy_does_not_fit";
    case DiagCode::StaleExchangeRates:
        return "stale_exchange_rates";
    case DiagCode::NoSnapshots:
        return "no_snapshots";
    case DiagCode::SingleZone:
        return "single_zone";
    case DiagCode::StorageBound:
        return "storage_bound";
    case DiagCode::HostRamOffload:
        return "host_ram_offload";
    case DiagCode::LocalCannotRun:
        return "local_cannot_run";
    case DiagCode::DuplicateOfferings:
        return "duplicate_offerings";
    case DiagCode::WhyTraining:
        return "training_strategy";
    case DiagCode::WhyServing:
        return "serving_layout";
    case DiagCode::WhyDisaggregated:
        return "serving_disaggregated";
    case DiagCode::WhySpotRework:
        return "spot_rework";
    case DiagCode::WhyReserved:
        return "reserved_price";
    case DiagCode::WhyReservedBreakEven:
        return "reserved_break_even";
    case DiagCode::WhyOwned:
        return "owned_cost";
    case DiagCode::WhyMeasuredGpu:
        return "measured_gpu";
    case DiagCode::WhyApiServerBound:
        return "api_server_bound";
    case DiagCode::WhyPrefillRate:
        return "prefill_rate";
    }
    return "text";
}

} // namespace gpuplanner
