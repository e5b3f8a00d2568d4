#include "model/workload.h"

// The workload's enums are spelled by the scenario's field table (scenario/scenario_schema.h).
