#include "time/calibration.h"

#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpuplanner {

const char* calibration_kind_name(CalibrationKind kind) {
    switch (kind) {
    case CalibrationKind::TrainingStep:
        return "training_step_time";
    case CalibrationKind::ServingPrefill:
        return "serving_prefill_time";
    case CalibrationKind::ServingDecode:
        return "serving_decode_step_time";
    case CalibrationKind::DataParallelComm:
        return "data_parallel_comm_time";
    case CalibrationKind::RunOverhead:
        return "run_overhead_time";
    case CalibrationKind::ServingMemory:
        return "serving_memory_overhead";
    }
    return "training_step_time";
}

namespace {

constexpr CalibrationKind kCalibrationKinds[] = {
    CalibrationKind::TrainingStep,  CalibrationKind::ServingPrefill,
    CalibrationKind::ServingDecode, CalibrationKind::DataParallelComm,
    CalibrationKind::RunOverhead,   CalibrationKind::ServingMemory};

std::string comma_list(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

InputProblem unknown_value(const std::string& value, const std::vector<std::string>& allowed) {
    return input_problem(InputProblemCode::UnknownValue,
                         {{"value", value}, {"allowed", comma_list(allowed)}});
}

const TimeCalibration* find_calibration(const std::vector<TimeCalibration>& calibrations,
                                        const std::string& gpu, const std::string& stack,
                                        CalibrationKind kind) {
    for (const TimeCalibration& c : calibrations)
        if (c.kind == kind && c.gpu == gpu && (c.stack.empty() || c.stack == stack))
            return &c;
    return nullptr;
}

std::optional<CalibrationKind> calibration_kind_from_name(const std::string& name) {
    for (CalibrationKind k : kCalibrationKinds)
        if (name == calibration_kind_name(k))
            return k;
    return std::nullopt;
}

} // namespace

const char* trained_weights_name(FineTuneMethod method) {
    return method == FineTuneMethod::Full ? "full" : "adapters";
}

std::string read_trained_weights(JsonObjectReader& reader) {
    std::string trained = reader.string_or("trained", "");
    if (!trained.empty() && trained != trained_weights_name(FineTuneMethod::Full) &&
        trained != trained_weights_name(FineTuneMethod::LoRA))
        reader.fail("trained",
                    unknown_value(trained, {trained_weights_name(FineTuneMethod::Full),
                                            trained_weights_name(FineTuneMethod::LoRA)}));
    return trained;
}

const TimeCalibration* find_time_calibration(const std::vector<TimeCalibration>& calibrations,
                                             const std::string& gpu, TrainingStack stack,
                                             FineTuneMethod method) {
    const std::string stack_name = training_stack_name(stack),
                      trained = trained_weights_name(method);
    for (const TimeCalibration& c : calibrations)
        if (c.kind == CalibrationKind::TrainingStep && c.gpu == gpu &&
            (c.stack.empty() || c.stack == stack_name) &&
            (c.trained.empty() || c.trained == trained))
            return &c;
    return nullptr;
}

std::string network_class(std::int64_t gpus, std::int64_t gpus_per_node,
                          double inter_node_bytes_per_second) {
    if (gpus <= std::max<std::int64_t>(gpus_per_node, 1))
        return "intra_node";
    if (!(inter_node_bytes_per_second > 0))
        return "inter_node";
    return "inter_node_" + std::to_string(std::llround(inter_node_bytes_per_second * 8 / 1e9)) +
           "gbps";
}

const TimeCalibration* find_network_calibration(const std::vector<TimeCalibration>& calibrations,
                                                const std::string& gpu, TrainingStack stack,
                                                const std::string& network) {
    const std::string stack_name = training_stack_name(stack);
    for (const TimeCalibration& c : calibrations)
        if (c.kind == CalibrationKind::DataParallelComm && c.gpu == gpu && c.network == network &&
            (c.stack.empty() || c.stack == stack_name))
            return &c;
    return nullptr;
}

const TimeCalibration*
find_run_overhead_calibration(const std::vector<TimeCalibration>& calibrations,
                              const std::string& gpu, TrainingStack stack) {
    return find_calibration(calibrations, gpu, training_stack_name(stack),
                            CalibrationKind::RunOverhead);
}

const TimeCalibration* find_serving_calibration(const std::vector<TimeCalibration>& calibrations,
                                                const std::string& gpu, ServingEngine engine,
                                                CalibrationKind kind) {
    return find_calibration(calibrations, gpu, serving_engine_name(engine_profile(engine).engine),
                            kind);
}

std::vector<TimeCalibration> load_calibration_file(const std::string& file) {
    const nlohmann::json j = parse_json_file(file);
    JsonObjectReader top(j, file, "");
    if (top.string("format") != "gpuplanner-calibration")
        top.fail("format", input_problem(InputProblemCode::WrongFormat,
                                         {{"format", "gpuplanner-calibration"}}));
    (void)top.integer("version", 1, 1);
    std::vector<TimeCalibration> out;
    const nlohmann::json* entries = top.raw("entries");
    if (!entries || !entries->is_array())
        top.fail("entries", input_problem(InputProblemCode::ExpectedCalibrationArray));
    for (std::size_t i = 0; i < entries->size(); ++i) {
        JsonObjectReader e((*entries)[i], file, "entries[" + std::to_string(i) + "]");
        TimeCalibration c;
        const std::string kind_name = e.string("kind");
        const auto kind = calibration_kind_from_name(kind_name);
        if (!kind) {
            std::vector<std::string> kinds;
            for (CalibrationKind k : kCalibrationKinds)
                kinds.emplace_back(calibration_kind_name(k));
            e.fail("kind", unknown_value(kind_name, kinds));
        }
        c.kind = *kind;
        c.gpu = e.string("gpu");
        check_identifier(file, e.path_of("gpu"), c.gpu);
        c.stack = e.string_or("stack", "");
        c.trained = read_trained_weights(e);
        c.network = e.string_or("network", "");
        if (c.kind == CalibrationKind::DataParallelComm && c.network.empty())
            e.fail("network", input_problem(InputProblemCode::CalibrationNeedsNetwork));
        c.excludes_data_parallel_comm = e.boolean_or("excludes_data_parallel_comm", false);
        const bool training = c.kind == CalibrationKind::TrainingStep ||
                              c.kind == CalibrationKind::DataParallelComm ||
                              c.kind == CalibrationKind::RunOverhead;
        if (training && !c.stack.empty() && !training_stack_from_name(c.stack))
            e.fail("stack", unknown_value(c.stack, training_stack_names()));
        if (!training && !c.stack.empty() && !serving_engine_from_name(c.stack))
            e.fail("stack", unknown_value(c.stack, serving_engine_names()));
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
    (void)top.raw("runs");         // what was measured against what was planned (calibrate.h)
    (void)top.raw("probe");        // the own machine's gpuprobe result (the local section)
    (void)top.raw("probe_source"); // its file
    top.finish();
    return out;
}

nlohmann::json calibration_json(const TimeCalibration& c) {
    nlohmann::json e{{"kind", calibration_kind_name(c.kind)},
                     {"gpu", c.gpu},
                     {"factor", c.factor},
                     {"spread", c.spread},
                     {"measurements", c.measurements},
                     {"source", c.source},
                     {"tool", c.tool},
                     {"date", c.date}};
    if (!c.stack.empty())
        e["stack"] = c.stack;
    if (!c.trained.empty())
        e["trained"] = c.trained;
    if (!c.network.empty())
        e["network"] = c.network;
    if (c.excludes_data_parallel_comm)
        e["excludes_data_parallel_comm"] = true;
    return e;
}

std::string calibration_file_text(const std::vector<TimeCalibration>& entries) {
    nlohmann::json list = nlohmann::json::array();
    for (const TimeCalibration& c : entries) {
        list.push_back(calibration_json(c));
    }
    const nlohmann::json j{
        {"format", "gpuplanner-calibration"}, {"version", 1}, {"entries", std::move(list)}};
    return j.dump(2) + "\n";
}

} // namespace gpuplanner
