#pragma once
// The editable scenario fields' presentation, as data keyed by JSON pointer: group, label, tooltip
// (what it means and its typical value), unit and scale, the choices' labels, and for which
// workload types the form shows it. The box's kind, range and default come from the scenario
// schema (planner/scenario/scenario_schema.h); tst_ui checks the choices and workload types against
// it.
#include <QtGlobal>

#include <QString>

#include <string>
#include <vector>

namespace gpuplanner::ui {

enum class FieldKind { Integer, Number, Choice, Flag };
enum FieldScope : unsigned { Training = 1, FineTuning = 2, Inference = 4, AnyWorkload = 7 };

struct FieldChoice {
    const char* value;
    const char* label; // translated in context "ScenarioEditor"
};

struct FieldSpec {
    const char* pointer; // "/workload/micro_batch"
    const char* group;   // translated in context "ScenarioEditor"
    const char* label;
    const char* tooltip;
    double scale = 1; // JSON value = shown value x scale (tokens in billions)
    int decimals = 0;
    const char* suffix = "";
    std::vector<FieldChoice> choices;
    unsigned scope = AnyWorkload;
    bool removeWhenZero = false; // 0 means "no constraint": the key is removed
    // Left out, the planner's strategy search chooses the value: the box shows "automatic"
    // (one below the minimum, or a first "Automatic" choice) and choosing it removes the key.
    bool automatic = false;
    // From the scenario schema (planner/scenario/scenario_schema.h): the box for the field's type.
    FieldKind kind = FieldKind::Number;
    // From the scenario schema (planner/scenario/scenario_schema.h), in shown units (÷ scale): the
    // range the reader accepts and the value shown when the field is absent. A removeWhenZero field
    // starts at 0 ("none").
    double minimum = 0;
    double maximum = 0;
    double fallback = 0;
};

[[nodiscard]] const std::vector<FieldSpec>& scenarioFields();
// The form's field at a JSON pointer, or nullptr for a field the form does not show.
[[nodiscard]] const FieldSpec* scenarioField(const std::string& pointer);
// Its label as the form shows it (translated), or the pointer's last segment.
[[nodiscard]] QString fieldLabel(const std::string& pointer);
// A field by name for sentences and the report (translated): the form's label, a label for the
// fields the form has no box for, or the pointer's last segment.
[[nodiscard]] QString fieldName(const std::string& pointer);

namespace detail {
// The fields outside `workload` (field_presentation.cpp), before the schema's ranges are added.
[[nodiscard]] std::vector<FieldSpec> planPresentation();
} // namespace detail

} // namespace gpuplanner::ui
