#pragma once
// The gpuplan commands and their option parsing.
#include "catalog/slurm_pricing.h"
#include "hardware/probe_compare.h"
#include "io/resources.h"
#include "plan/catalogs.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpuplanner::cli {

class UsageError final : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Options {
    std::string command;
    std::vector<std::string> positional;
    std::string resources;
    std::string hf_config;
    std::string preset;
    std::string gpu;
    std::int64_t context = 2048;
    std::string currency;
    std::string sort = "cost";
    std::size_t top = 0;               // 0: not given
    bool all = false;                  // plan --all: every option, not a bounded set
    std::vector<std::string> catalogs; // extra user offering files
    std::string output;
    std::string provider;
    std::string as_of;
    std::string today;
    std::string lang; // report: en or zh_CN
    std::string paper = "a4";
    std::string probe;                  // plan/report --probe: a gpuprobe result as the own machine
    std::optional<int> probe_device;    // --probe-device N
    std::string calibration;            // plan/report/export --calibration: a calibration file
    std::string scenario;               // calibrate --scenario: the scenario the run planned
    std::string format;                 // export: slurm, kubernetes, skypilot
    std::optional<std::size_t> option;  // export --option N (1-based, as `plan` numbers them)
    bool best = false;                  // export --best
    bool force = false;                 // export --force: replace an earlier export's files
    double timeout_seconds = 60;        // catalog update: the most one download may take
    SlurmNodeShape slurm_node;          // catalog update --slurm-node: what Slurm rules price
    std::vector<std::string> rate_sets; // catalog rates --set CODE=RATE
    std::string rates;                  // --rates FILE: exchange rates replacing the bundled
    bool json = false;
    bool help = false;
};

[[nodiscard]] Options parse_options(const std::vector<std::string>& args);
// The bundled resources (--resources, $GPUPLANNER_RESOURCES, install or source tree); UsageError if
// none.
[[nodiscard]] ResourcePaths resources(const Options& opt);

// The bundled catalogs and the --catalog files: the planner's one loader (planner/plan/catalogs.h).
[[nodiscard]] Catalogs load_catalogs(const Options& opt);
// What --catalog and --rates add to catalogs already loaded (the report's come from the
// workbench's store): every command that plans applies both the same way.
void apply_catalog_options(Catalogs& catalogs, const Options& opt);

// UsageError when -o names one of the command's input files (the scenario or CSV, a --catalog,
// the --probe result, --hf-config): no command overwrites what it reads.
void refuse_output_over_input(const Options& opt);

// With --probe: reads the probe result (InputError names it) and checks --probe-device against it.
void check_probe_option(const Options& opt);

int command_model(const Options& opt, std::ostream& out);
int command_models(const Options& opt, std::ostream& out);
int command_gpus(const Options& opt, std::ostream& out);
int command_memory(const Options& opt, std::ostream& out, std::ostream& err);
int command_plan(const Options& opt, std::ostream& out, std::ostream& err);
int command_offerings(const Options& opt, std::ostream& out);
int command_catalog(const Options& opt, std::ostream& out, std::ostream& err);
int command_probe(const Options& opt, std::ostream& out);
int command_validate(const Options& opt, std::ostream& out);
int command_export(const Options& opt, std::ostream& out);
int command_calibrate(const Options& opt, std::ostream& out);
// Measured against datasheet, a row per quantity (gpuplan probe, and plan with --probe).
void print_probe_comparison(std::ostream& out, const std::vector<ProbeComparisonRow>& rows);

// `gpuplan report` needs Qt (charts, PDF): the entry point installs it when the GUI is built.
using ReportCommand = int (*)(const Options& opt, std::ostream& out, std::ostream& err);
void set_report_command(ReportCommand command);

} // namespace gpuplanner::cli
