#include "cli.h"

#include "commands.h"
#include "io/atomic_write.h"
#include "io/errors.h"
#include "launch/export_folder.h"

#include <exception>
#include <ostream>

namespace gpuplanner::cli {

namespace {

ReportCommand report_command = nullptr;

const char* kUsage = R"(usage: gpuplan [--resources DIR] COMMAND [options]

commands:
  model  --hf-config FILE | --preset ID [--context N] [--json]
                          parameters, FLOPs per token and KV cache of one model
  models [--json]         the bundled model presets
  gpus   [--json]         the GPU catalog
  memory SCENARIO [--gpu ID] [--json]
                          memory per GPU, and which GPUs fit and with how many
  plan   SCENARIO [--currency USD|CNY|EUR] [--sort cost|time|cost_time] [--top N | --all]
         [--catalog FILE.json]... [--rates FILE.json] [--probe PROBE.json [--probe-device N]]
         [--json]
                          every offering as an option with time, cost and verdict: the best
                          50 (--top N) and the Pareto front, or every option (--all);
                          --probe: the own machine is the GPU gpuprobe measured
  probe  PROBE.json [--probe-device N] [--json]
                          a gpuprobe result against the catalog's datasheet
  offerings [--catalog FILE.json]... [--rates FILE.json] [--provider ID] [--gpu ID] [--json]
                          the provider price catalog (indicative prices): on-demand and
                          spot per hour and the as-of date (--json: sources too)
  catalog import-skypilot VMS.csv -o FILE.json [--provider NAME] [--as-of DATE]
                          a SkyPilot catalog file as a user offerings catalog
  catalog update SOURCE... -o FILE.json [--provider NAME] [--as-of DATE] [--timeout S]
         [--slurm-node GPUS[:VCPUS[:MEMORY_GIB]]]
                          SkyPilot (vms.csv, slurm/pricing.csv rules), gpuhunt, dstack
                          offer or GPU Planner catalogs (files or http(s) URLs) into one
                          user catalog; the old one kept as FILE.json.previous, nothing
                          written if any source fails
  catalog diff OLD.json NEW.json [--json]
                          offerings added, removed and repriced between two catalogs
  catalog rates [--json] [--set CODE=RATE... [--as-of DATE] -o FILE.json]
                          the exchange rates plans use, their date and source; with
                          --set a new dated table that --rates FILE.json applies
  validate [DIR] [--json]  published training runs (DIR/runs.json, default the source
                          tree's docs/validation) planned from only the published facts
  export SCENARIO (--best | --option N) --format slurm|kubernetes|skypilot -o DIR [--force]
         [--currency C] [--sort ...] [--catalog FILE.json]... [--rates FILE.json]
                          launch files for one option (--best: the one the plan
                          recommends for the sort): job script or manifests, the
                          DeepSpeed/Megatron/vLLM settings of its strategy, a README;
                          DIR new, empty or an earlier export (--force replaces only
                          that export's files; a folder of other files is refused)
  report SCENARIO -o FILE.pdf [--lang en|zh_CN] [--paper a4|letter] [--top N]
         [--catalog FILE.json]... [--rates FILE.json]
                          the PDF comparison report (runs without a display)
  calibrate LOG... --scenario SCENARIO -o CALIBRATION.json [--json]
                          training logs (Megatron, torchtitan, DeepSpeed, Trainer,
                          Lightning) against the plan of the same layout, serving
                          benchmarks (vllm bench serve JSON, GuideLLM benchmarks.json,
                          bench_serving output) against the plan at their load, engine
                          start-up logs (vLLM, SGLang), gpuprobe results; on the scenario's
                          hardware: the step, the network, the run's overhead (goodput),
                          prefill, decode and engine memory as a calibration file; plan,
                          report and export take it with --calibration FILE

exit codes: 0 ok, 1 failure, 2 invalid input or usage
(gpuprobe, the GPU measurement program, is a separate executable: gpuprobe --help)
)";

} // namespace

void set_report_command(ReportCommand command) {
    report_command = command;
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    Options opt;
    try {
        opt = parse_options(args);
    } catch (const UsageError& e) {
        err << "gpuplan: " << e.what() << "\n" << kUsage;
        return 2;
    }
    if (opt.command.empty() || opt.command == "help" || opt.help) {
        out << kUsage;
        return opt.command.empty() && !opt.help ? 2 : 0;
    }
    try {
        if (!opt.output.empty()) // no command overwrites what it reads
            refuse_output_over_input(opt);
        if (opt.command == "model")
            return command_model(opt, out);
        if (opt.command == "models")
            return command_models(opt, out);
        if (opt.command == "gpus")
            return command_gpus(opt, out);
        if (opt.command == "memory")
            return command_memory(opt, out, err);
        if (opt.command == "plan")
            return command_plan(opt, out, err);
        if (opt.command == "offerings")
            return command_offerings(opt, out);
        if (opt.command == "catalog")
            return command_catalog(opt, out, err);
        if (opt.command == "probe")
            return command_probe(opt, out);
        if (opt.command == "validate")
            return command_validate(opt, out);
        if (opt.command == "export")
            return command_export(opt, out);
        if (opt.command == "calibrate")
            return command_calibrate(opt, out);
        if (opt.command == "report") {
            if (!report_command) {
                err << "gpuplan: report: this build has no Qt GUI support (configured with "
                       "-DGPUPLANNER_GUI=OFF)\n";
                return 1;
            }
            return report_command(opt, out, err);
        }
        err << "gpuplan: unknown command \"" << opt.command << "\"\n" << kUsage;
        return 2;
    } catch (const UsageError& e) {
        err << "gpuplan: " << e.what() << "\n";
        return 2;
    } catch (const WriteError& e) { // about the file itself: no field to name
        err << e.file() << ": " << e.problem() << "\n";
        return 2;
    } catch (const ExportError& e) { // about the folder itself
        err << e.file() << ": " << e.problem() << "\n";
        return 2;
    } catch (const InputError& e) {
        err << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        err << "gpuplan: " << e.what() << "\n";
        return 1;
    }
}

} // namespace gpuplanner::cli
