#pragma once
// A bundled example planned as the launch tests use it (tst_launch's classes), on a fixed day so
// that price-age warnings do not change with the calendar.
#include "io/json_reader.h"
#include "launch/launch.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"

#include <QRegularExpression>
#include <QString>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

// `edit` changes the example's JSON first (a layout the user sets, a target left out).
inline gpuplanner::PlannedScenario
planned_example(const gpuplanner::Catalogs& catalogs, const std::string& name,
                const std::function<void(nlohmann::json&)>& edit = {}) {
    const std::string path = resource("examples/" + name + ".gpuplan.json");
    nlohmann::json j = gpuplanner::parse_json_file(path);
    if (edit)
        edit(j);
    gpuplanner::PlanJob job;
    job.today = "2026-11-30";
    return gpuplanner::plan_scenario(j, path, catalogs, job);
}

// The text of the launch file `name` (std::runtime_error when there is none: the test stops).
inline std::string text_of(const std::vector<gpuplanner::LaunchFile>& files,
                           const std::string& name) {
    for (const gpuplanner::LaunchFile& f : files)
        if (f.name == name)
            return f.text;
    throw std::runtime_error("no file " + name);
}

inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The integer after `flag` ("--tensor-model-parallel-size 2", "--nodes=8", "num_nodes: 8"), or -1.
inline std::int64_t after(const std::string& text, const std::string& flag) {
    const QRegularExpression re(QRegularExpression::escape(QString::fromStdString(flag)) +
                                QStringLiteral("[ =:]+\"?([0-9]+)"));
    const auto m = re.match(QString::fromStdString(text));
    return m.hasMatch() ? m.captured(1).toLongLong() : -1;
}
