#pragma once
// What the scenario reader's files share (scenario.cpp: the top level, the model and the
// workload; scenario_sections.cpp: constraints, billing, the owned machine, data, software,
// performance, currency): fields of the schema's table (scenario_schema.h) read with its range,
// default and choices, and the section readers. Internal to the reader.
#include "json_reader.h"
#include "precision.h"
#include "scenario.h"
#include "scenario_schema.h"

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
    return {f.choices.begin(), f.choices.end()};
}
inline std::string schema_choice(JsonObjectReader& r, const char* pointer) {
    const FieldSchema& f = scenario_field(pointer);
    return *f.fallback_choice ? r.choice_or(f.key(), schema_choices(f), f.fallback_choice)
                              : r.choice(f.key(), schema_choices(f));
}
inline Precision schema_precision(JsonObjectReader& r, const char* pointer) {
    return *precision_from_string(schema_choice(r, pointer));
}

void read_constraints(JsonObjectReader& r, Constraints& c);
void read_billing(JsonObjectReader& r, PlanInputs& p);
OwnedHardware read_local(JsonObjectReader& r, const std::string& base_dir,
                         const ScenarioContext& ctx, std::vector<std::string>& warnings);
void read_data(JsonObjectReader& r, PlanInputs& p);
void read_software(JsonObjectReader& r, SoftwareStack& s);
void read_performance(JsonObjectReader& r, PerformanceAssumptions& a);
void read_currency(JsonObjectReader& r, CurrencySettings& c);

} // namespace gpuplanner::scenario_detail
