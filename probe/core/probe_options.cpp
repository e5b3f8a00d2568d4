#include "probe_options.h"

#include "model/precision.h"

#include <cmath>
#include <cstdlib>

namespace gpuprobe {

namespace {

double parse_number(const std::string& option, const std::string& text, double min, double max) {
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !std::isfinite(v))
        throw UsageError(option + ": \"" + text + "\" is not a number");
    if (v < min || v > max)
        throw UsageError(option + ": " + text + " is out of range (" + std::to_string(min) +
                         " to " + std::to_string(max) + ")");
    return v;
}

std::vector<std::string> split_commas(const std::string& text) {
    std::vector<std::string> out;
    std::string item;
    for (char c : text + ",") {
        if (c == ',') {
            if (!item.empty())
                out.push_back(item);
            item.clear();
        } else {
            item += c;
        }
    }
    return out;
}

} // namespace

ProbeOptions parse_probe_options(const std::vector<std::string>& args) {
    ProbeOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> const std::string& {
            if (i + 1 >= args.size())
                throw UsageError(a + ": needs a value");
            return args[++i];
        };
        if (a == "--quick") {
            o.quick = true;
        } else if (a == "--full") {
            o.quick = false;
        } else if (a == "--json") {
            o.json_file = value();
            if (o.json_file.empty())
                throw UsageError("--json: needs a file name");
        } else if (a == "--device") {
            o.devices.push_back(static_cast<int>(parse_number(a, value(), 0, 1024)));
        } else if (a == "--gemm") {
            for (const std::string& p : split_commas(value())) {
                const auto prec = gpuplanner::precision_from_string(p);
                if (!prec || *prec == gpuplanner::Precision::INT4)
                    throw UsageError("--gemm: unknown precision \"" + p +
                                     "\" (fp32, tf32, fp16, bf16, fp8, int8)");
                o.gemm.push_back(p);
            }
            if (o.gemm.empty())
                throw UsageError("--gemm: needs at least one precision");
        } else if (a == "--machine-progress") {
            o.machine_progress = true;
        } else if (a == "--memory-fraction") {
            o.memory_fraction = parse_number(a, value(), 0.05, 0.9);
        } else if (a == "--time-limit") {
            o.time_limit_seconds = parse_number(a, value(), 5, 3600);
        } else if (a == "-h" || a == "--help") {
            o.help = true;
        } else if (a == "--version") {
            o.version = true;
        } else {
            throw UsageError(a + ": unknown argument (gpuprobe --help lists them)");
        }
    }
    return o;
}

std::string probe_usage() {
    return "usage: gpuprobe [--quick | --full] [--json FILE] [--device N]... [--gemm LIST]\n"
           "                [--memory-fraction F] [--time-limit S] [--machine-progress]\n"
           "Measures the local NVIDIA GPU(s): device-memory bandwidth (copy, triad), "
           "host<->device\n"
           "and peer bandwidth, dense GEMM throughput per precision through cuBLASLt, kernel "
           "launch\n"
           "latency, and clocks, power and temperature while it runs (NVML, when present).\n"
           "  --quick             about 15 s (fewer shapes and repeats); the default is the full\n"
           "                      run, about 90 s at most per GPU\n"
           "  --json FILE         write the result (docs/formats.md, \"Probe results\")\n"
           "  --device N          measure only device N (repeatable; default: all)\n"
           "  --gemm LIST         precisions to measure, comma-separated: fp32,tf32,fp16,bf16,\n"
           "                      fp8,int8 (default: all the GPU supports)\n"
           "  --memory-fraction F share of the free GPU memory it may allocate (default 0.5)\n"
           "  --time-limit S      give up after S seconds (default: 120 quick, 600 full)\n"
           "  --machine-progress  print \"gpuprobe-progress FRACTION STAGE\" lines on stdout\n"
           "Exit status: 0 measured; 2 bad arguments; 3 no usable GPU or driver; 4 a measurement\n"
           "failed or timed out; 5 the result could not be written.\n";
}

} // namespace gpuprobe
