// Export with fuzzed names (issue #25: exported files are data, never code). The input is split
// on the byte 0xFF into up to seven fields: the scenario's title, one more LoRA target, the tail
// of the model's source ("https://huggingface.co/org/" + field), and the option's provider,
// instance type, region and GPU id (a missing field keeps the harmless name). They go into the
// first option of the bundled llama2-7b-pretrain, llama3-70b-serving and llama3-8b-lora
// examples, planned once, exported in every format (as tst_launch_hostile's
// hostileNamesAreInert does: SkyPilot keeps the provider "aws" and the GPU id, which name its
// cloud and accelerator). Each export is compared with the same export under the harmless name
// kMarker, and any of these aborts the run:
//   1. another set of files, or a file with another number of lines (a field added or split one);
//   2. a line holding a character utf8.h's has_unsafe_characters refuses (a control other than
//      the '\n' that ends the line, CR, U+2028/9, a bidi or zero-width mark, bytes not UTF-8);
//   3. a line that differs from the baseline's where the baseline's line does not hold kMarker
//      (a field reached a line it has no business on).
// An InputError from launch_files is a refusal, not a finding.
#include "fuzz_support.h"
#include "io/json_reader.h"
#include "io/utf8.h"
#include "launch/launch.h"
#include "plan/plan_pipeline.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

using namespace gpuplanner;

namespace {

// The harmless name of the baseline: plain lowercase letters that every escaping function and
// the job name keep as they are, and that no generated text holds by itself.
constexpr std::string_view kMarker = "zqxj";

enum Field { Title, LoraTarget, ModelTail, Provider, Instance, Region, GpuId, kFieldCount };
using Fields = std::array<std::string, kFieldCount>;

struct Case {
    std::string tag; // example-format, for the messages
    PlannedScenario planned;
    PlanOption option;
    LaunchFormat format;
    std::vector<LaunchFile> baseline;
};

std::vector<LaunchFile> export_with(const Case& c, const Fields& f) {
    Scenario s = c.planned.scenario;
    PlanOption o = c.option;
    s.name = f[Title];
    s.model.source = "https://huggingface.co/org/" + f[ModelTail];
    if (!s.workload.training.lora_targets.empty())
        s.workload.training.lora_targets.push_back(f[LoraTarget]);
    o.instance = f[Instance];
    o.region = f[Region];
    if (c.format != LaunchFormat::SkyPilot) { // SkyPilot's provider and GPU name its cloud
        o.provider = f[Provider];
        o.gpu_id = f[GpuId];
    }
    return launch_files(s, c.planned.plan, o, c.format);
}

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') {
            lines.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    lines.push_back(text.substr(start)); // what follows the last '\n' (usually nothing)
    return lines;
}

[[noreturn]] void finding(const Case& c, const std::string& file, std::size_t line,
                          const std::string& what, std::string_view text) {
    const std::string shown = valid_utf8(text.substr(0, 300));
    std::fprintf(stderr, "fuzz_export: %s: %s line %zu: %s\n  line: %s\n", c.tag.c_str(),
                 file.c_str(), line + 1, what.c_str(), shown.c_str());
    std::abort();
}

// Invariant 2 alone (the baseline is checked with it once at start).
void check_safe(const Case& c, const LaunchFile& f) {
    const std::vector<std::string_view> lines = lines_of(f.text);
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (has_unsafe_characters(lines[i]))
            finding(c, f.name, i,
                    "unsafe character (control, line break, bidi/zero-width mark "
                    "or bytes not UTF-8)",
                    lines[i]);
}

void check(const Case& c, const std::vector<LaunchFile>& files) {
    if (files.size() != c.baseline.size())
        finding(c, "(files)", 0,
                std::to_string(files.size()) + " files, the baseline has " +
                    std::to_string(c.baseline.size()),
                "");
    for (std::size_t k = 0; k < files.size(); ++k) {
        const LaunchFile& f = files[k];
        const LaunchFile& b = c.baseline[k];
        if (f.name != b.name || f.executable != b.executable)
            finding(c, f.name, 0, "file differs from the baseline's " + b.name, f.name);
        check_safe(c, f);
        const std::vector<std::string_view> lines = lines_of(f.text);
        const std::vector<std::string_view> base = lines_of(b.text);
        if (lines.size() != base.size()) {
            std::size_t i = 0; // the first line that differs: where a field added or split one
            while (i < lines.size() && i < base.size() && lines[i] == base[i])
                ++i;
            finding(c, f.name, i,
                    std::to_string(lines.size()) + " lines, the baseline has " +
                        std::to_string(base.size()) + "; the first that differs",
                    i < lines.size() ? lines[i] : std::string_view());
        }
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (lines[i] != base[i] && base[i].find(kMarker) == std::string_view::npos)
                finding(c, f.name, i,
                        "changed, and the baseline's line holds no name: \"" + valid_utf8(base[i]) +
                            "\"",
                        lines[i]);
    }
}

const std::vector<Case>& cases() {
    static const std::vector<Case> all = [] {
        const Catalogs& catalogs = fuzz::bundled_catalogs();
        Fields harmless;
        harmless.fill(std::string(kMarker));
        std::vector<Case> out;
        for (const char* example : {"llama2-7b-pretrain", "llama3-70b-serving", "llama3-8b-lora"}) {
            const std::string path =
                std::string(GPUPLANNER_FUZZ_RESOURCES) + "/examples/" + example + ".gpuplan.json";
            PlanJob job;
            job.today = "2026-11-30";
            const PlannedScenario planned =
                plan_scenario(parse_json_file(path), path, catalogs, job);
            if (planned.plan.options.empty()) {
                std::fprintf(stderr, "fuzz_export: %s has no option\n", example);
                std::abort();
            }
            for (const LaunchFormat format :
                 {LaunchFormat::Slurm, LaunchFormat::Kubernetes, LaunchFormat::SkyPilot}) {
                Case c{std::string(example) + "-" + to_string(format),
                       planned,
                       planned.plan.options.front(),
                       format,
                       {}};
                if (format == LaunchFormat::SkyPilot && !launch_format_applies(c.option, format)) {
                    c.option.provider = "aws";
                    c.option.billing = BillingMode::OnDemand;
                }
                try {
                    c.baseline = export_with(c, harmless);
                } catch (const InputError&) {
                    continue; // the format does not apply to this example
                }
                for (const LaunchFile& f : c.baseline)
                    check_safe(c, f);
                out.push_back(std::move(c));
            }
        }
        if (out.size() < 3) {
            std::fprintf(stderr, "fuzz_export: only %zu example/format pairs export\n", out.size());
            std::abort();
        }
        return out;
    }();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<Case>& all = cases();
    Fields fields;
    fields.fill(std::string(kMarker));
    std::size_t k = 0, start = 0;
    for (std::size_t i = 0; i <= size && k < kFieldCount; ++i)
        if (i == size || data[i] == 0xFF) {
            fields[k++] = fuzz::text(data + start, i - start);
            start = i + 1;
        }
    for (const Case& c : all) {
        std::vector<LaunchFile> files;
        try {
            files = export_with(c, fields);
        } catch (const InputError&) {
            continue;
        }
        check(c, files);
    }
    return 0;
}
