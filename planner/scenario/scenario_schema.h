#pragma once
// What the scenario format says about its fields, as data the reader, the editor and the tests
// share: the fields the workbench edits with their type, accepted range (in the file's units),
// default and allowed values (the reader validates through this table and the editor builds its
// boxes from it, so the two cannot disagree); which workload types each `workload` field applies
// to (the reader refuses a field that does not apply as "unknown field"). The switch between
// workload types built on that table: scenario/workload_type_change.h.
#include "model/workload.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

enum WorkloadTypeMask : unsigned {
    kPreTrainingMask = 1,
    kFineTuningMask = 2,
    kInferenceMask = 4,
    kTrainingMasks = kPreTrainingMask | kFineTuningMask,
    kAnyWorkloadMask = kTrainingMasks | kInferenceMask,
};

inline constexpr std::int64_t kMaxGpus = 1'000'000;
inline constexpr std::int64_t kMaxTokensPerSequence = 100'000'000;

enum class FieldType {
    Integer,
    Number,
    Boolean,
    Choice,
    Text,       // a string of at most max_chars characters
    TextList,   // a list of strings, each of at most max_chars characters
    Structured, // a list, an object or a name the reader reads by its own code: named only
};

// One accepted spelling of a choice field, with its English label and, for a field that stands
// for an enum, the enum value: the one mapping between the file's text and the planner's enum.
struct FieldChoice {
    const char* key;   // "adam_8bit": the file's spelling
    const char* label; // "8-bit Adam": English, translated by the front ends ("ScenarioEditor")
    int value = 0;     // the enum value (static_cast of the field's enum)
};

// Everything the project knows about one scenario field, written once: the reader validates and
// defaults through it, the editor builds its box from it, sentences and the report name the field
// by its label, the tests walk it. Words are English; the front ends translate them in context
// "ScenarioEditor" (lupdate reads them from scenario_fields_*.cpp: GPUPLANNER_TEXT).
struct FieldSchema {
    const char* pointer = ""; // "/workload/tensor_parallel"
    FieldType type = FieldType::Number;
    double minimum = 0; // numbers: the accepted range, in the file's unit
    double maximum = 0;
    double fallback = 0; // numbers: the value when the field is absent (if it has one)
    const char* unit = "";
    std::vector<FieldChoice> choices; // Choice: the accepted spellings, in the order offered
    const char* fallback_choice = ""; // Choice: the value when absent ("" = required or searched)
    // `workload` fields: the workload types the reader accepts it in (elsewhere "unknown field");
    // other fields: the workload types it matters for (the form shows it only for those).
    unsigned applies = kAnyWorkloadMask;
    const char* example_json = nullptr; // `workload` fields: a valid value, for tests
    bool automatic = false;             // left out, the strategy search chooses it ("Automatic")
    bool zero_means_none = false;       // 0 is "no limit" / "none": the form removes the key
    // Not used while the choice field `unused_when` holds one of `unused_for` (the rate at
    // maximum load, the spread of fixed lengths): the form greys it out and says why.
    const char* unused_when = nullptr;
    std::vector<std::string> unused_for;
    // Words and presentation (English; translated by the front ends).
    const char* label = "";      // the field's name in sentences, the form and the report
    const char* group = nullptr; // the form's group; nullptr: the form has no box for it
    const char* tooltip = "";
    double display_scale = 1; // shown value = file value / display_scale (tokens in billions)
    int decimals = 0;
    const char* suffix = ""; // " B", " h"
    // Text and TextList: the most characters (Unicode code points) a value may hold, and whether
    // it is free text (any character, escaped wherever written) or a name (plain text: no
    // control or invisible character, json_reader.h's identifier_problem). Text is laid out on
    // screen and paper, and long unbroken text costs time there (issue #24: a 200,000-character
    // title took 88 s in the report, a 1,000,000-character description froze the workbench).
    std::size_t max_chars = 0;
    bool free_text = false;
    [[nodiscard]] std::string key() const; // the last segment: "tensor_parallel"
    [[nodiscard]] bool on_form() const { return group != nullptr; }
    // The choice spelled `key`, or nullptr.
    [[nodiscard]] const FieldChoice* choice(const std::string& key) const;
    // The spelling of the choice that stands for `value`; throws std::logic_error for none.
    [[nodiscard]] const char* choice_key(int value) const;
};

inline constexpr std::size_t kMaxTitleChars = 200;
inline constexpr std::size_t kMaxDescriptionChars = 10'000;
inline constexpr std::size_t kMaxNameChars = 200; // model name, providers, regions, versions

// The compliance certifications a constraint may ask for (constraints.certifications), as the
// provider catalog spells them.
[[nodiscard]] const std::vector<std::string>& known_certifications();

// Every field of the format, each once: the scalar ones (the reader validates and defaults them
// here; the workbench edits those with a group), then the structured ones (named only). Left
// out: the model section (one of several forms).
[[nodiscard]] const std::vector<FieldSchema>& scenario_fields();
// The field at `pointer`; throws std::logic_error for one the table does not hold (a programming
// error: every caller names a field of the table).
[[nodiscard]] const FieldSchema& scenario_field(const std::string& pointer);
// The field at `pointer`, or nullptr.
[[nodiscard]] const FieldSchema* find_scenario_field(const std::string& pointer);

// The enum a choice field stands for, from the file's spelling (which the reader has checked).
template <class Enum> [[nodiscard]] Enum choice_value(const char* pointer, const std::string& key) {
    const FieldChoice* c = scenario_field(pointer).choice(key);
    return static_cast<Enum>(c ? c->value : 0);
}

// The file's spelling of each enum, from the fields that stand for it.
[[nodiscard]] std::string to_string(WorkloadType t);
[[nodiscard]] std::string to_string(Optimizer o);
[[nodiscard]] std::string to_string(Framework f);
[[nodiscard]] std::string to_string(Recompute r);
[[nodiscard]] std::string to_string(FineTuneMethod m);

[[nodiscard]] unsigned workload_type_mask(WorkloadType type);
// "training", "fine_tuning", "inference" (the file's spelling, to_string's), or nothing.
[[nodiscard]] std::optional<WorkloadType> workload_type_from_key(const std::string& key);
// Whether the reader accepts `workload.KEY` in a workload of this type (false for a key the
// format does not know).
[[nodiscard]] bool workload_field_applies(const std::string& key, WorkloadType type);

} // namespace gpuplanner
