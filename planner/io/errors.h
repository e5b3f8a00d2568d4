#pragma once
// The one error type for bad input: it names the file, the field (a JSON path) and the problem,
// so every front end can print "file: field: problem" and the CLI can exit 2. The three parts are
// kept valid UTF-8 (utf8.h): they quote file names and excerpts of files that may not be. Where
// the problem has a code (input_problem.h), the front ends word it themselves; problem() is its
// English.
#include "io/input_problem.h"
#include "io/utf8.h"

#include <stdexcept>
#include <string>

namespace gpuplanner {

// Not final: WriteError (atomic_write.h) adds a code for the front ends.
class InputError : public std::runtime_error {
public:
    InputError(std::string file, std::string field, std::string problem)
        : InputError(Parts{valid_utf8(file), valid_utf8(field), valid_utf8(problem)}) {
        coded_.text = problem_;
    }
    InputError(std::string file, std::string field, InputProblem problem)
        : InputError(Parts{valid_utf8(file), valid_utf8(field),
                           valid_utf8(input_problem_english(problem))}) {
        for (InputProblemArg& a : problem.args)
            a.value = valid_utf8(a.value);
        problem.text = problem_;
        coded_ = std::move(problem);
    }

    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] const std::string& field() const { return field_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }
    // The problem as a code and its arguments (InputProblemCode::Text where it has none).
    [[nodiscard]] const InputProblem& coded_problem() const { return coded_; }

private:
    struct Parts {
        std::string file, field, problem;
    };
    explicit InputError(Parts p)
        : std::runtime_error(format(p.file, p.field, p.problem))
        , file_(std::move(p.file))
        , field_(std::move(p.field))
        , problem_(std::move(p.problem)) {}
    static std::string format(const std::string& file, const std::string& field,
                              const std::string& problem) {
        std::string out = file.empty() ? std::string("<input>") : file;
        out += ": ";
        out += field.empty() ? std::string("(top level)") : field;
        out += ": ";
        out += problem;
        return out;
    }
    std::string file_;
    std::string field_;
    std::string problem_;
    InputProblem coded_;
};

} // namespace gpuplanner
