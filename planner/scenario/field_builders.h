#pragma once
// Building the rows of the field table (scenario_fields_workload.cpp, scenario_fields_plan.cpp):
// one expression per field, readable as a sentence. Internal to scenario/.
#include "io/translatable.h"
#include "scenario/scenario_schema.h"

#include <utility>

namespace gpuplanner::field_table {

struct Field {
    FieldSchema f;
    Field applies_to(unsigned mask) const {
        Field c = *this;
        c.f.applies = mask;
        return c;
    }
    Field example(const char* json) const {
        Field c = *this;
        c.f.example_json = json;
        return c;
    }
    Field named(const char* label) const {
        Field c = *this;
        c.f.label = label;
        return c;
    }
    Field on_form(const char* group, const char* tooltip, double scale = 1, int decimals = 0,
                  const char* suffix = "") const {
        Field c = *this;
        c.f.group = group;
        c.f.tooltip = tooltip;
        c.f.display_scale = scale;
        c.f.decimals = decimals;
        c.f.suffix = suffix;
        return c;
    }
    Field automatic() const {
        Field c = *this;
        c.f.automatic = true;
        return c;
    }
    Field unused_while(const char* choice_pointer, std::vector<std::string> keys) const {
        Field c = *this;
        c.f.unused_when = choice_pointer;
        c.f.unused_for = std::move(keys);
        return c;
    }
    Field zero_is_none() const {
        Field c = *this;
        c.f.zero_means_none = true;
        return c;
    }
    operator FieldSchema() const { return f; } // NOLINT: rows convert into the table
};

inline Field field(const char* pointer, FieldType type, double min = 0, double max = 0,
                   double fallback = 0, const char* unit = "") {
    Field r;
    r.f.pointer = pointer;
    r.f.type = type;
    r.f.minimum = min;
    r.f.maximum = max;
    r.f.fallback = fallback;
    r.f.unit = unit;
    return r;
}
inline Field integer(const char* pointer, double min, double max, double fallback,
                     const char* unit) {
    return field(pointer, FieldType::Integer, min, max, fallback, unit);
}
inline Field number(const char* pointer, double min, double max, double fallback,
                    const char* unit) {
    return field(pointer, FieldType::Number, min, max, fallback, unit);
}
inline Field choice(const char* pointer, std::vector<FieldChoice> choices, const char* fallback) {
    Field r = field(pointer, FieldType::Choice);
    r.f.choices = std::move(choices);
    r.f.fallback_choice = fallback;
    return r;
}
inline Field flag(const char* pointer, bool fallback) {
    return field(pointer, FieldType::Boolean, 0, 1, fallback ? 1.0 : 0.0);
}
inline Field structured(const char* pointer) {
    return field(pointer, FieldType::Structured);
}
// A name (plain text) or, with `free`, free text, of at most `max_chars` characters.
inline Field text(const char* pointer, std::size_t max_chars, bool free = false) {
    Field r = field(pointer, FieldType::Text);
    r.f.max_chars = max_chars;
    r.f.free_text = free;
    return r;
}
// A list of names, each of at most `max_chars` characters.
inline Field text_list(const char* pointer, std::size_t max_chars) {
    Field r = field(pointer, FieldType::TextList);
    r.f.max_chars = max_chars;
    return r;
}
// Choices whose label is their spelling ("bf16", "10-15%").
inline std::vector<FieldChoice> plain_choices(std::initializer_list<const char*> keys) {
    std::vector<FieldChoice> out;
    for (const char* k : keys)
        out.push_back({k, k, 0});
    return out;
}

} // namespace gpuplanner::field_table
