#pragma once
// Every diagnostic's English, written once (issue #26). For each DiagCode: its template (or one
// template per variant) with named arguments ("misses the {deadline} h deadline"), and for each
// argument where its value comes from (numbers[i], names[i], or a scenario field) and how it is
// written. The planner fills the templates for the CLI and JSON (`Diagnostic::text`); the
// workbench and the report translate the same templates (context "Diagnostic": GPUPLANNER_TEXT,
// planner/io/translatable.h) and fill them with the locale's numbers (ui/core/text/
// diagnostic_text.cpp). Here in plan/ (not io/) for the layout, which model/ owns. The Chinese
// lives only in resources/translations/gpuplanner_zh_CN.ts.
#include "io/diagnostics.h"
#include "io/placeholders.h"
#include "model/layout.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplanner {

enum class DiagArgKind {
    Number, // numbers[index], with `decimals` after the point (and a sign with `plus`)
    Name,   // names[index], as it is
    Field,  // a scenario field (`field`, its JSON path): "constraints.max_gpus" in the English;
            // the front ends write the field's name from the field table, in quotes
    Layout, // numbers[index .. index + 3]: dp, tp, pp, cp, written as layout_text writes them
            // (model/layout.h; PlanFormat::layout in the front ends)
};

struct DiagArg {
    const char* name = ""; // {name} in the templates
    DiagArgKind kind = DiagArgKind::Number;
    int index = 0;
    int decimals = 0;
    bool plus = false;
    const char* field = ""; // Field: "/constraints/max_gpus"
};

// One bit of the variant number: set when numbers[index] > above (Number) or names[index] is
// not empty (Name).
struct DiagSwitch {
    DiagArgKind kind = DiagArgKind::Number;
    int index = 0;
    double above = 0;
};

struct DiagText {
    // One template, or one per variant (2^switches): templates[bits of the switches that hold,
    // the first switch the lowest bit]. Empty for DiagCode::Text (the text is the sentence).
    std::vector<const char*> templates;
    std::vector<DiagSwitch> switches;
    std::vector<DiagArg> args;
};

[[nodiscard]] const DiagText& diag_text(DiagCode code);
// The template a diagnostic's numbers and names select; nullptr for DiagCode::Text.
[[nodiscard]] const char* diag_template(const Diagnostic& d);
// The argument of that name, or nullptr.
[[nodiscard]] const DiagArg* diag_arg(const DiagText& spec, std::string_view name);
// numbers[i] / names[i], or 0 / "" past the end.
[[nodiscard]] double diag_number(const Diagnostic& d, int index);
[[nodiscard]] const std::string& diag_name(const Diagnostic& d, int index);
// The layout in numbers[index .. index + 3] (a missing context size is 1).
[[nodiscard]] Layout diag_layout(const Diagnostic& d, int index);
// "/constraints/max_gpus" -> "constraints.max_gpus" (the field as the CLI names it).
[[nodiscard]] std::string field_path_text(std::string_view path);

// The English sentence: the template filled with the planner's figures (bounded_figure).
[[nodiscard]] std::string diag_english(const Diagnostic& d);
// A diagnostic with its English text.
[[nodiscard]] Diagnostic make_diagnostic(DiagCode code, std::vector<double> numbers = {},
                                         std::vector<std::string> names = {});

} // namespace gpuplanner
