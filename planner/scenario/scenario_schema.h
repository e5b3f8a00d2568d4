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

enum class FieldType { Integer, Number, Boolean, Choice };

struct FieldSchema {
    const char* pointer; // "/workload/tensor_parallel"
    FieldType type = FieldType::Number;
    double minimum = 0; // numbers: the accepted range, in the file's unit
    double maximum = 0;
    double fallback = 0; // numbers: the value when the field is absent (if it has one)
    const char* unit = "";
    std::vector<const char*> choices;      // Choice: the accepted spellings
    const char* fallback_choice = "";      // Choice: the value when absent ("" = required)
    [[nodiscard]] std::string key() const; // the last segment: "tensor_parallel"
};

// Free text a scenario carries into the workbench and the report, with the most characters
// (Unicode code points) each may hold: the one definition the reader refuses by and the editor's
// boxes cap at. Text is laid out on screen and paper, and long unbroken text costs time there
// (issue #24: a 200,000-character title took 88 s in the report, a 1,000,000-character
// description froze the workbench). All but the free text (the title and the description) are
// names and are plain text too: no control or invisible character (json_reader.h's
// identifier_problem).
struct TextFieldSchema {
    const char* pointer;    // "/name"; "[]" at the end: each entry of a list of strings
    std::size_t max_chars;  // at most this many characters
    bool free_text = false; // true: any character (escaped wherever written); false: plain text
};
inline constexpr std::size_t kMaxTitleChars = 200;
inline constexpr std::size_t kMaxDescriptionChars = 10'000;
inline constexpr std::size_t kMaxNameChars = 200; // model name, providers, regions, versions
[[nodiscard]] const std::vector<TextFieldSchema>& scenario_text_fields();
// The field at `pointer`; throws std::logic_error for one the table does not hold.
[[nodiscard]] const TextFieldSchema& scenario_text_field(const std::string& pointer);

// The compliance certifications a constraint may ask for (constraints.certifications), as the
// provider catalog spells them.
[[nodiscard]] const std::vector<std::string>& known_certifications();

// The scalar fields of the format (the workbench edits the first ones; the rest have no box), with
// their ranges, shared with the reader. Left out: the model section (one of several forms) and
// the probe's own settings (local.probe_device, reference_*_efficiency), read in scenario.cpp.
[[nodiscard]] const std::vector<FieldSchema>& scenario_fields();
// The field at `pointer`; throws std::logic_error for one the table does not hold (a programming
// error: every caller names a field of the table).
[[nodiscard]] const FieldSchema& scenario_field(const std::string& pointer);

struct WorkloadField {
    const char* key;          // "lora_rank"
    unsigned applies;         // WorkloadTypeMask bits
    const char* example_json; // a valid value, for tests and examples
};

// Every field of `workload` the reader accepts, with the workload types it applies to.
[[nodiscard]] const std::vector<WorkloadField>& workload_fields();
[[nodiscard]] unsigned workload_type_mask(WorkloadType type);
// "training", "fine_tuning", "inference" (the file's spelling, to_string's), or nothing.
[[nodiscard]] std::optional<WorkloadType> workload_type_from_key(const std::string& key);
[[nodiscard]] bool workload_field_applies(const std::string& key, WorkloadType type);

} // namespace gpuplanner
