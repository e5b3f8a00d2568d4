#pragma once
// Progress of a probe run: a line per finished step for people (stderr) and, with
// --machine-progress, "gpuprobe-progress FRACTION STAGE" lines for the workbench (stdout).
#include <ostream>
#include <string>

namespace gpuprobe {

class Progress final {
public:
    Progress(std::ostream& human, std::ostream* machine)
        : human_(human)
        , machine_(machine) {}
    void add_steps(int steps) { total_ += steps; }
    // A step starts: the machine-readable line names it.
    void begin(const std::string& stage);
    // The step ends with a result for people.
    void end(const std::string& result);
    // Steps that will not run (a sweep cut short by its time budget).
    void skip(int steps);
    void note(const std::string& text);
    [[nodiscard]] double fraction() const;

private:
    std::ostream& human_;
    std::ostream* machine_;
    int total_ = 0;
    int done_ = 0;
    std::string stage_;
};

} // namespace gpuprobe
