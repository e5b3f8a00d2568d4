#pragma once
// What the scenario reader's files share (scenario.cpp: the top level, the model and the
// workload; scenario_sections.cpp: constraints, billing, the owned machine, data, software,
// performance, currency): fields of the schema's table (scenario_schema.h) read with its range,
// default and choices, and the section readers. Internal to the reader.
#include "io/json_reader.h"
#include "io/utf8.h"
#include "model/precision.h"
#include "scenario/scenario.h"
#include "scenario/scenario_schema.h"

#include <cmath>
#include <string>
#include <vector>

namespace gpuplanner::scenario_detail {

inline std::int64_t schema_integer(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.integer(f.key(), std::llround(f.minimum), std::llround(f.maximum));
}
inline std::int64_t schema_integer_or(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.integer_or(f.key(), std::llround(f.fallback), std::llround(f.minimum),
                        std::llround(f.maximum));
}
inline double schema_number(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.number(f.key(), f.minimum, f.maximum);
}
inline double schema_number_or(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.number_or(f.key(), f.fallback, f.minimum, f.maximum);
}
inline std::optional<double> schema_optional_number(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.optional_number(f.key(), f.minimum, f.maximum);
}
inline bool schema_boolean(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return r.boolean_or(f.key(), f.fallback != 0);
}
inline std::vector<std::string> schema_choices(const FieldSchema& f) {
    std::vector<std::string> keys;
    for (const FieldChoice& c : f.choices)
        keys.emplace_back(c.key);
    return keys;
}
inline std::string schema_choice(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return *f.fallback_choice ? r.choice_or(f.key(), schema_choices(f), f.fallback_choice)
                              : r.choice(f.key(), schema_choices(f));
}
// A field's value as an integer (a count, a stage, a flag 0 or 1, or the enum value of a choice),
// read with its row's type and range: the strategy fields (model/strategy_fields.h) are read so.
inline std::int64_t schema_value(JsonObjectReader& r, const FieldSchema& f) {
    switch (f.type) {
    case FieldType::Boolean:
        return r.boolean_or(f.key(), f.fallback != 0) ? 1 : 0;
    case FieldType::Choice:
        return f.choice(schema_choice(r, f.pointer))->value;
    case FieldType::Integer:
    case FieldType::Number:
    case FieldType::Text:
    case FieldType::TextList:
    case FieldType::Structured:
        break;
    }
    return schema_integer(r, f.pointer);
}
// Its value when the file leaves it out: the row's default (for a choice, the value of its
// default spelling; 0 when it has none).
inline std::int64_t schema_default(const FieldSchema& f) {
    if (f.type == FieldType::Choice) {
        const FieldChoice* c = f.choice(f.fallback_choice);
        return c ? c->value : 0;
    }
    return std::llround(f.fallback);
}
// A string of a Text or TextList field of the table, refused past its length, and when it is a
// name, refused unless plain text.
inline void check_text_length(const JsonObjectReader& r, const std::string& field,
                              const std::string& value, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    if (!f.free_text)
        check_identifier(r.file(), field, value);
    if (const std::size_t n = utf8_chars(value); n > f.max_chars)
        throw InputError(
            r.file(), field,
            input_problem(InputProblemCode::TooManyCharacters,
                          {{"count", std::to_string(n)}, {"max", std::to_string(f.max_chars)}}));
}
inline std::string schema_text_or(JsonObjectReader& r, const char* pointer,
                                  const std::string& fallback = "") {
    const std::string key = std::string(pointer).substr(std::string(pointer).rfind('/') + 1);
    std::string value = r.string_or(key, fallback);
    check_text_length(r, r.path_of(key), value, pointer);
    return value;
}
inline std::vector<std::string> schema_text_list(JsonObjectReader& r, const char* pointer) {
    std::string key = std::string(pointer).substr(std::string(pointer).rfind('/') + 1);
    std::vector<std::string> values = r.string_list(key);
    for (std::size_t i = 0; i < values.size(); ++i)
        check_text_length(r, r.path_of(key) + "[" + std::to_string(i) + "]", values[i], pointer);
    return values;
}
inline Precision schema_precision(JsonObjectReader& r, const char* pointer) {
    return *precision_from_string(schema_choice(r, pointer));
}

// `gpus`: the catalog the allowed GPU ids (constraints.gpus) are checked against; null: not
// checked.
void read_constraints(JsonObjectReader& r, Constraints& c, const GpuCatalog* gpus);
void read_billing(JsonObjectReader& r, PlanInputs& p);
OwnedHardware read_local(JsonObjectReader& r, const std::string& base_dir,
                         const ScenarioContext& ctx, std::vector<Diagnostic>& warnings);
void read_data(JsonObjectReader& r, PlanInputs& p);
void read_software(JsonObjectReader& r, SoftwareStack& s);
// `base_dir`: the scenario's folder, which a relative calibration file is read from.
void read_performance(JsonObjectReader& r, PerformanceAssumptions& a, const std::string& base_dir);
void read_currency(JsonObjectReader& r, CurrencySettings& c);

} // namespace gpuplanner::scenario_detail
