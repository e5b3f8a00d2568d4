#include "core/field_specs.h"

#include "scenario/scenario_schema.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <algorithm>

namespace gpuplanner::ui {

namespace {

FieldKind kindOf(FieldType t) {
    switch (t) {
    case FieldType::Integer:
        return FieldKind::Integer;
    case FieldType::Choice:
        return FieldKind::Choice;
    case FieldType::Boolean:
        return FieldKind::Flag;
    case FieldType::Number:
    case FieldType::Text:
    case FieldType::TextList:
    case FieldType::Structured:
        break;
    }
    return FieldKind::Number;
}

// The form's view of a field of the table: ranges in shown units, so the editor cannot show a
// valid file's value clamped (tensor_parallel 128 shown as 64) or accept what the reader refuses.
FieldSpec specOf(const FieldSchema& s) {
    FieldSpec f;
    f.pointer = s.pointer;
    f.group = s.group;
    f.label = s.label;
    f.tooltip = s.tooltip;
    f.scale = s.display_scale;
    f.decimals = s.decimals;
    f.suffix = s.suffix;
    for (const gpuplanner::FieldChoice& c : s.choices)
        f.choices.push_back({c.key, c.label});
    f.scope = s.applies;
    f.removeWhenZero = s.zero_means_none;
    f.automatic = s.automatic;
    f.unusedWhen = s.unused_when;
    f.unusedFor = s.unused_for;
    f.kind = kindOf(s.type);
    f.minimum = f.removeWhenZero ? 0.0 : s.minimum / f.scale;
    f.maximum = s.maximum / f.scale;
    f.fallback = s.type == FieldType::Boolean ? s.fallback : s.fallback / f.scale;
    return f;
}

} // namespace

const std::vector<FieldSpec>& scenarioFields() {
    static const std::vector<FieldSpec> fields = [] {
        std::vector<FieldSpec> out;
        for (const FieldSchema& s : scenario_fields())
            if (s.on_form())
                out.push_back(specOf(s));
        return out;
    }();
    return fields;
}

const FieldSpec* scenarioField(const std::string& pointer) {
    for (const FieldSpec& f : scenarioFields())
        if (pointer == f.pointer)
            return &f;
    return nullptr;
}

QString fieldLabel(const std::string& pointer) {
    if (const FieldSpec* f = scenarioField(pointer))
        return QCoreApplication::translate("ScenarioEditor", f->label);
    return QString::fromStdString(pointer.substr(pointer.rfind('/') + 1));
}

QString fieldName(const std::string& pointer) {
    if (const FieldSchema* f = find_scenario_field(pointer); f && *f->label)
        return QCoreApplication::translate("ScenarioEditor", f->label);
    return QString::fromStdString(pointer.substr(pointer.rfind('/') + 1));
}

QString unusedReason(const FieldSpec& spec, const std::string& otherKey) {
    if (!spec.unusedWhen ||
        std::find(spec.unusedFor.begin(), spec.unusedFor.end(), otherKey) == spec.unusedFor.end())
        return {};
    const gpuplanner::FieldChoice* c = scenario_field(spec.unusedWhen).choice(otherKey);
    const QString value = c ? QCoreApplication::translate("ScenarioEditor", c->label)
                            : QString::fromStdString(otherKey);
    //: %1 a field's label, %2 one of its choices ("Arrivals", "Maximum load")
    return QCoreApplication::translate("ScenarioEditor", "Not used while %1 is %2.")
        .arg(fieldName(spec.unusedWhen), value);
}

QString unusedReasonIn(const FieldSpec& spec, const nlohmann::json& scenario) {
    if (!spec.unusedWhen)
        return {};
    const nlohmann::json::json_pointer other(spec.unusedWhen);
    return unusedReason(spec, scenario.contains(other) && scenario.at(other).is_string()
                                  ? scenario.at(other).get<std::string>()
                                  : std::string(scenario_field(spec.unusedWhen).fallback_choice));
}

} // namespace gpuplanner::ui
