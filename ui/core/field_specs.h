#pragma once
// The editable scenario fields as the form shows them: everything comes from the planner's one
// field table (planner/scenario/scenario_schema.h: type, range, default, choices and their labels,
// the workload types, the label, group, tooltip, scale and suffix), converted to the form's shown
// units; the words are translated here, in context "ScenarioEditor".
#include <QtGlobal>

#include <QString>

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace gpuplanner::ui {

enum class FieldKind { Integer, Number, Choice, Flag };
enum FieldScope : unsigned { Training = 1, FineTuning = 2, Inference = 4, AnyWorkload = 7 };

struct FieldChoice {
    const char* value;
    const char* label; // English: translate in context "ScenarioEditor"
};

struct FieldSpec {
    const char* pointer = ""; // "/workload/micro_batch"
    const char* group = "";   // English: translate in context "ScenarioEditor"
    const char* label = "";
    const char* tooltip = "";
    double scale = 1; // JSON value = shown value x scale (tokens in billions)
    int decimals = 0;
    const char* suffix = "";
    std::vector<FieldChoice> choices;
    unsigned scope = AnyWorkload; // the workload types the form shows it for
    bool removeWhenZero = false;  // 0 means "no constraint": the key is removed
    // Left out, the planner's strategy search chooses the value: the box shows "automatic"
    // (one below the minimum, or a first "Automatic" choice) and choosing it removes the key.
    bool automatic = false;
    // Not used while the choice field `unusedWhen` holds one of `unusedFor` (the schema's
    // unused_when): the form greys the row out and says why.
    const char* unusedWhen = nullptr;
    std::vector<std::string> unusedFor;
    FieldKind kind = FieldKind::Number;
    // In shown units (÷ scale): the range the reader accepts and the value shown when the field
    // is absent. A removeWhenZero field starts at 0 ("none").
    double minimum = 0;
    double maximum = 0;
    double fallback = 0;
};

[[nodiscard]] const std::vector<FieldSpec>& scenarioFields();
// The form's field at a JSON pointer, or nullptr for a field the form does not show.
[[nodiscard]] const FieldSpec* scenarioField(const std::string& pointer);
// Its label as the form shows it (translated), or the pointer's last segment.
[[nodiscard]] QString fieldLabel(const std::string& pointer);
// A field by name for sentences and the report (translated): the field table's label, or the
// pointer's last segment for a pointer the table does not hold.
[[nodiscard]] QString fieldName(const std::string& pointer);
// Why the form greys `spec` out while its unusedWhen field holds `otherKey` (that field's
// choice, its default where absent): "Not used while Arrivals is Maximum load." (translated),
// or "" where the field is used.
[[nodiscard]] QString unusedReason(const FieldSpec& spec, const std::string& otherKey);
// unusedReason with the unusedWhen field as `scenario` holds it (its default where absent): the
// form's grey rows and the report's workload table.
[[nodiscard]] QString unusedReasonIn(const FieldSpec& spec, const nlohmann::json& scenario);

} // namespace gpuplanner::ui
