#include "time/calibration.h"

#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

namespace gpuplanner {

const TimeCalibration* find_time_calibration(const std::vector<TimeCalibration>& calibrations,
                                             const std::string& gpu, TrainingStack stack) {
    for (const TimeCalibration& c : calibrations)
        if (c.gpu == gpu && (c.stack.empty() || c.stack == training_stack_name(stack)))
            return &c;
    return nullptr;
}

std::vector<TimeCalibration> load_calibration_file(const std::string& file) {
    const nlohmann::json j = parse_json_file(file);
    JsonObjectReader top(j, file, "");
    if (top.string("format") != "gpuplanner-calibration")
        top.fail("format", "expected \"gpuplanner-calibration\"");
    (void)top.integer("version", 1, 1);
    std::vector<TimeCalibration> out;
    const nlohmann::json* entries = top.raw("entries");
    if (!entries || !entries->is_array())
        top.fail("entries", "expected an array of calibrations");
    for (std::size_t i = 0; i < entries->size(); ++i) {
        JsonObjectReader e((*entries)[i], file, "entries[" + std::to_string(i) + "]");
        TimeCalibration c;
        if (e.string("kind") != "training_step_time")
            e.fail("kind", "expected \"training_step_time\"");
        c.gpu = e.string("gpu");
        check_identifier(file, e.path_of("gpu"), c.gpu);
        c.stack = e.string_or("stack", "");
        if (!c.stack.empty() && !training_stack_from_name(c.stack))
            e.fail("stack", "not a known stack");
        // A factor past 3x either way is a different job, not a calibration (issue #30).
        c.factor = e.number("factor", 1.0 / 3.0, 3.0);
        c.spread = e.number_or("spread", kMinCalibrationSpread, 0, 1);
        c.measurements = static_cast<std::size_t>(e.integer("measurements", 1, 100000000));
        c.source = e.string_or("source", "");
        c.tool = e.string_or("tool", "");
        c.date = e.string_or("date", "");
        e.finish();
        out.push_back(std::move(c));
    }
    top.finish();
    return out;
}

std::string calibration_file_text(const std::vector<TimeCalibration>& entries) {
    nlohmann::json list = nlohmann::json::array();
    for (const TimeCalibration& c : entries) {
        nlohmann::json e{{"kind", "training_step_time"},
                         {"gpu", c.gpu},
                         {"factor", c.factor},
                         {"spread", c.spread},
                         {"measurements", c.measurements},
                         {"source", c.source},
                         {"tool", c.tool},
                         {"date", c.date}};
        if (!c.stack.empty())
            e["stack"] = c.stack;
        list.push_back(std::move(e));
    }
    const nlohmann::json j{
        {"format", "gpuplanner-calibration"}, {"version", 1}, {"entries", std::move(list)}};
    return j.dump(2) + "\n";
}

} // namespace gpuplanner
