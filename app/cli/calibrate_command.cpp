// gpuplan calibrate: training logs against the plan of their layout, serving benchmarks against
// the plan at their load, written as a calibration file (planner/calibration/calibrate.h,
// docs/calibration.md).
#include "calibration/calibrate.h"
#include "cli/commands.h"
#include "io/atomic_write.h"
#include "io/json_reader.h"
#include "io/number_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ostream>

namespace gpuplanner::cli {

int command_calibrate(const Options& opt, std::ostream& out) {
    if (opt.positional.empty())
        throw UsageError("calibrate: give one or more training logs or serving benchmark results");
    if (opt.output.empty())
        throw UsageError("calibrate: give -o CALIBRATION.json");
    check_output_file(opt.output); // before reading anything
    const Catalogs catalogs = load_catalogs(opt);
    const CalibrationOutcome outcome = calibrate_files(
        opt.positional, opt.scenario.empty() ? nlohmann::json() : parse_json_file(opt.scenario),
        opt.scenario.empty() ? std::string("calibrate") : opt.scenario, catalogs);
    // Nothing is written half: every log was read and planned before the file is replaced.
    const bool any = !outcome.entries.empty() || outcome.probe;
    if (any)
        write_file_atomically(opt.output, calibration_document_text(outcome));
    if (opt.json) {
        nlohmann::json rows = nlohmann::json::array();
        for (const CalibrationRow& r : outcome.rows)
            rows.push_back(calibration_row_json(r));
        out << nlohmann::json{{"runs", rows},
                              {"probe", outcome.probe_source},
                              {"written", any ? opt.output : ""}}
                   .dump(2)
            << "\n";
        return any ? 0 : 1;
    }
    for (const CalibrationRow& r : outcome.rows) {
        out << r.file << " (" << r.tool << (r.date.empty() ? "" : ", " + r.date)
            << "): " << calibration_quantity_text(r.quantity) << " measured "
            << format_number("%.4g", r.measured) << ", planned " << format_number("%.4g", r.planned)
            << " on " << r.gpu << " (" << r.layout << ", " << r.stack
            << (r.network.empty() ? "" : ", network " + r.network) << ")";
        if (!r.kind) { // shown beside the calibration, not written
            out << ": x" << format_number("%.3f", r.factor) << " (shown, not calibrated)\n";
            continue;
        }
        out << ", " << r.measurements << " measurement(s): x" << format_number("%.3f", r.factor)
            << " +-" << format_number("%.1f", r.spread * 100) << "%"
            << (r.excludes_data_parallel_comm
                    ? " for the step without its data-parallel communication (calibrated apart)"
                : r.kind == CalibrationKind::DataParallelComm
                    ? " on the collectives' own time (the exposed time with what the plan hides "
                      "behind compute added back)"
                : r.kind == CalibrationKind::ServingMemory
                    ? " on the planned activations and CUDA context"
                : r.kind == CalibrationKind::RunOverhead
                    ? " on the wall clock beside the steps (checkpoint saves, evaluation)"
                    : "");
        out << (r.refused ? "; REFUSED: more than 3x from the plan (a different job or the wrong "
                            "scenario?), not written\n"
                          : "\n");
    }
    if (outcome.probe)
        out << outcome.probe_source
            << ": gpuprobe result kept; plans with this calibration plan the measured GPU as the "
               "own machine\n";
    if (!any) {
        const bool refused = std::any_of(outcome.rows.begin(), outcome.rows.end(),
                                         [](const CalibrationRow& r) { return r.refused; });
        out << (refused ? "nothing written: no log or benchmark was within 3x of its plan\n"
                        : "nothing written: no step time, time to first token or decode step to "
                          "calibrate with (the figures above are shown only)\n");
        return 1;
    }
    out << "calibration written to " << opt.output << " (" << outcome.entries.size() << " entr"
        << (outcome.entries.size() == 1 ? "y" : "ies")
        << (outcome.probe ? " and the gpuprobe result" : "")
        << "); use it with gpuplan plan|report|export --calibration " << opt.output << "\n";
    return 0;
}

} // namespace gpuplanner::cli
