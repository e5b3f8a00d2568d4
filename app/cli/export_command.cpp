// gpuplan export: the launch files of one option (planner/launch/launch.h).
#include "commands.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "io/number_text.h"
#include "launch/export_folder.h"
#include "launch/launch.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace gpuplanner::cli {

int command_export(const Options& opt, std::ostream& out) {
    if (opt.positional.size() != 1)
        throw UsageError("export: give one scenario file");
    if (opt.best == opt.option.has_value())
        throw UsageError("export: give --best or --option N (the option's number in `plan`)");
    const auto format = launch_format_from_string(opt.format);
    if (!format)
        throw UsageError("--format: expected one of " + std::string(kLaunchFormatList) +
                         ", found \"" + opt.format + "\"");
    if (opt.output.empty())
        throw UsageError("export: give the folder to write with -o DIR");
    const auto sort = sort_key_from_string(opt.sort);
    if (!sort)
        throw UsageError("--sort: expected cost, time or cost_time, found \"" + opt.sort + "\"");
    const Catalogs c = load_catalogs(opt);
    PlanJob job;
    job.sort = *sort;
    job.currency = opt.currency;
    job.today = opt.today;
    // Only the options up to the one asked for (ranks 1..N come first, plan.h): the memory stays
    // bounded however large the catalog.
    job.top = opt.option.value_or(1);
    job.calibration_file = opt.calibration;
    PlannedScenario planned;
    try {
        planned = plan_scenario(parse_json_file(opt.positional[0]), opt.positional[0], c, job);
    } catch (const RequestError& e) {
        throw UsageError(std::string("--currency: ") + e.what());
    }
    const PlanResult& plan = planned.plan;
    if (plan.options.empty())
        throw InputError(opt.positional[0], "",
                         "no option meets the constraints: nothing to export");
    const std::size_t asked = opt.option.value_or(1);
    if (asked > plan.options_total)
        throw UsageError("--option: the plan has " + std::to_string(plan.options_total) +
                         " option(s), found " + std::to_string(asked));
    // --best is what the plan recommends for the sort, as the workbench and the report name it
    // (plan_summary.h): the cheapest, fastest or best cost x time; a service's never on spot
    // where another billing mode serves. A cut plan still holds it (plan_ranking.cpp).
    std::size_t index = asked - 1;
    if (opt.best) {
        const PlanSummary& sum = planned.summary;
        const std::optional<std::size_t> pick = *sort == SortKey::Time       ? sum.fastest
                                                : *sort == SortKey::CostTime ? sum.best_cost_time
                                                                             : sum.cheapest;
        index = pick.value_or(0);
    }
    const PlanOption& option = plan.options[index];
    const std::size_t n = option.rank;
    std::vector<LaunchFile> files;
    try {
        files = launch_files(planned.scenario, plan, option, *format);
    } catch (const InputError& e) {
        // The option is named by its number, the format by its flag.
        throw InputError(opt.positional[0], e.field() == "format" ? "--format" : "--option",
                         e.problem());
    }
    ExportResult done;
    try {
        done = write_launch_files(opt.output, files, opt.force);
    } catch (const ExportError& e) {
        if (e.code() != ExportProblem::Foreign)
            throw;
        // A folder of other files keeps them; the launch files want a folder of their own.
        std::string sub = opt.output;
        while (sub.size() > 1 && sub.back() == '/')
            sub.pop_back();
        sub += "/launch-" + opt.format;
        throw ExportError(e.file(), e.code(), e.problem() + " (for example -o " + sub + ")");
    }
    out << "option " << n << " (" << option.provider << " " << option.instance << ", "
        << grouped_figure(static_cast<double>(option.gpu_count), 0) << " x " << option.gpu_id
        << ") exported for " << opt.format << " to " << opt.output << ":";
    for (const LaunchFile& f : files)
        out << " " << f.name;
    out << "\n";
    // What happened to an earlier export's files, so that nothing changes unsaid.
    const auto names = [](const std::vector<std::string>& v) {
        std::string s;
        for (const std::string& n : v)
            s += (s.empty() ? "" : ", ") + n;
        return s;
    };
    if (!done.replaced.empty())
        out << "replaced the earlier export's " << names(done.replaced) << "\n";
    for (const auto& [file, copy] : done.saved)
        out << "your edited " << file << " is kept as " << copy << "\n";
    if (!done.removed.empty())
        out << "removed the earlier export's " << names(done.removed) << " (not written now)\n";
    if (!done.kept.empty())
        out << "kept " << names(done.kept) << " (edited since the earlier export)\n";
    return 0;
}

} // namespace gpuplanner::cli
