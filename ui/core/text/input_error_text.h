#pragma once
// A bad input's error in the workbench's language: "FILE: FIELD: problem", the problem's code
// (planner/io/input_problem.h) worded from its translated template (context "InputProblem"), a
// write's from its own code (save_file.h). A problem the planner has not coded yet keeps its
// English sentence.
#include <QString>

#include <exception>

namespace gpuplanner {
class InputError;
}

namespace gpuplanner::ui {

// The problem alone ("expected a number, found a string", translated).
[[nodiscard]] QString inputProblemText(const InputError& error);
// "FILE: FIELD: problem" (the field "(top level)" when the file's whole content is wrong).
[[nodiscard]] QString inputErrorText(const InputError& error);
// Any error a reader or writer throws: an InputError as above, anything else as it says.
[[nodiscard]] QString errorText(const std::exception& error);

} // namespace gpuplanner::ui
