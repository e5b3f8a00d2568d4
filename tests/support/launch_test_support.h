#pragma once
// A bundled example planned as the launch tests use it (tst_launch's classes), on a fixed day so
// that price-age warnings do not change with the calendar.
#include "io/json_reader.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"

#include <nlohmann/json.hpp>

#include <string>

inline gpuplanner::PlannedScenario planned_example(const gpuplanner::Catalogs& catalogs,
                                                   const std::string& name) {
    const std::string path = resource("examples/" + name + ".gpuplan.json");
    gpuplanner::PlanJob job;
    job.today = "2026-11-30";
    return gpuplanner::plan_scenario(gpuplanner::parse_json_file(path), path, catalogs, job);
}
