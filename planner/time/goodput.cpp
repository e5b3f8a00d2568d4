#include "time/goodput.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplanner {

double expected_hours_with_interruptions(double work_hours, double rate_per_hour,
                                         const RecoveryAssumptions& recovery) {
    if (work_hours <= 0)
        return 0;
    if (rate_per_hour <= 0)
        return work_hours;
    const double segment = recovery.checkpoint_interval_hours > 0
                               ? std::min(recovery.checkpoint_interval_hours, work_hours)
                               : work_hours;
    const double x = rate_per_hour * segment;
    if (x > 700) // e^x overflows: the job essentially never finishes
        return std::numeric_limits<double>::infinity();
    return work_hours / segment * (1.0 / rate_per_hour + recovery.restart_hours) * std::expm1(x);
}

double production_goodput(double gpus, double work_hours, const RecoveryAssumptions& recovery) {
    if (work_hours <= 0 || gpus <= 0)
        return 1.0;
    const double wall =
        expected_hours_with_interruptions(work_hours, gpus * kInterruptionsPerGpuHour, recovery);
    if (!std::isfinite(wall) || wall <= 0)
        return kGoodputFloor;
    return std::clamp(work_hours / wall, kGoodputFloor, 1.0);
}

} // namespace gpuplanner
