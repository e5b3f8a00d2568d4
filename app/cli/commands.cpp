#include "commands.h"

#include "io/atomic_write.h"
#include "io/json_reader.h"
#include "io/json_stream.h"
#include "io/resources.h"
#include "io/units.h"
#include "io/utf8.h"
#include "model/hf_config.h"
#include "model/presets.h"
#include "output/json_output.h"
#include "plan/diagnostic_texts.h"
#include "plan/plan_pipeline.h"
#include "scenario/scenario_reader.h"
#include "strategy/fit.h"

#include <cstdlib>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <ostream>

namespace gpuplanner::cli {

using nlohmann::json;

namespace {

std::string fmt(const char* pattern, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, pattern, v);
    return buf;
}

std::string gib(double bytes) {
    return fmt("%.2f GiB", bytes / kGiB);
}

std::string need_value(const std::vector<std::string>& args, std::size_t& i) {
    if (i + 1 >= args.size())
        throw UsageError(args[i] + ": missing value");
    return args[++i];
}

void print_json(std::ostream& out, const json& j) {
    out << json_text(j) << "\n";
}

} // namespace

ResourcePaths resources(const Options& opt) {
    ResourcePaths p{opt.resources.empty() ? find_resources_dir() : opt.resources};
    if (p.root.empty())
        throw UsageError(
            "cannot find the bundled resources; set GPUPLANNER_RESOURCES or pass --resources DIR");
    return p;
}

void refuse_output_over_input(const Options& opt) {
    std::vector<std::string> inputs = opt.positional;
    inputs.insert(inputs.end(), opt.catalogs.begin(), opt.catalogs.end());
    inputs.push_back(opt.probe);
    inputs.push_back(opt.calibration);
    inputs.push_back(opt.scenario);
    inputs.push_back(opt.hf_config);
    for (const std::string& in : inputs)
        if (is_same_file(opt.output, in))
            throw UsageError("-o: " + valid_utf8(opt.output) + " is the input file " +
                             valid_utf8(in) + "; write to another file");
}

Options parse_options(const std::vector<std::string>& args) {
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json")
            o.json = true;
        else if (a == "--help" || a == "-h")
            o.help = true;
        else if (a == "--resources")
            o.resources = need_value(args, i);
        else if (a == "--hf-config")
            o.hf_config = need_value(args, i);
        else if (a == "--preset")
            o.preset = need_value(args, i);
        else if (a == "--gpu")
            o.gpu = need_value(args, i);
        else if (a == "--currency")
            o.currency = need_value(args, i);
        else if (a == "--sort")
            o.sort = need_value(args, i);
        else if (a == "--catalog")
            o.catalogs.push_back(need_value(args, i));
        else if (a == "-o" || a == "--output")
            o.output = need_value(args, i);
        else if (a == "--provider")
            o.provider = need_value(args, i);
        else if (a == "--as-of" || a == "--today") {
            // A real calendar day: "yesterday" or 9999-99-99 would be written into a catalog or
            // silently turn the staleness warnings off.
            const std::string v = need_value(args, i);
            if (!is_iso_date(v))
                throw UsageError(a + ": " + date_problem(v));
            // A price is dated when it was read: a date to come would keep it "fresh" for
            // years (helper check, 2026-12-06: --as-of 2030-01-01 turned the warning off).
            if (a == "--as-of" && v > today_utc())
                throw UsageError("--as-of " + v + " is after today (" + today_utc() +
                                 "): date prices by the day they were read");
            (a == "--as-of" ? o.as_of : o.today) = v;
        } else if (a == "--lang") {
            o.lang = need_value(args, i);
            if (o.lang != "en" && o.lang != "zh_CN")
                throw UsageError("--lang: expected en or zh_CN, found \"" + o.lang + "\"");
        } else if (a == "--probe") {
            o.probe = need_value(args, i);
        } else if (a == "--calibration") {
            o.calibration = need_value(args, i);
        } else if (a == "--scenario") {
            o.scenario = need_value(args, i);
        } else if (a == "--probe-device") {
            const std::string v = need_value(args, i);
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (v.empty() || *end != '\0' || n < 0 || n > 1024)
                throw UsageError("--probe-device: expected a device index, found \"" + v + "\"");
            o.probe_device = static_cast<int>(n);
        } else if (a == "--set") {
            o.rate_sets.push_back(need_value(args, i));
        } else if (a == "--rates") {
            o.rates = need_value(args, i);
        } else if (a == "--slurm-node") {
            const std::string v = need_value(args, i);
            if (const std::string problem = parse_slurm_node_shape(v, &o.slurm_node);
                !problem.empty())
                throw UsageError("--slurm-node: " + problem);
        } else if (a == "--timeout") {
            const std::string v = need_value(args, i);
            char* end = nullptr;
            const double t = std::strtod(v.c_str(), &end);
            if (v.empty() || *end != '\0' || !(t >= 0.1 && t <= 3600))
                throw UsageError("--timeout: expected seconds between 0.1 and 3600, found \"" + v +
                                 "\"");
            o.timeout_seconds = t;
        } else if (a == "--paper") {
            o.paper = need_value(args, i);
            if (o.paper != "a4" && o.paper != "letter")
                throw UsageError("--paper: expected a4 or letter, found \"" + o.paper + "\"");
        } else if (a == "--top") {
            const std::string v = need_value(args, i);
            try {
                std::size_t used = 0;
                const long long n = std::stoll(v, &used);
                if (used != v.size() || n < 1 || n > 1'000'000)
                    throw UsageError("");
                o.top = static_cast<std::size_t>(n);
            } catch (const std::exception&) {
                throw UsageError("--top: expected a positive integer, found \"" + v + "\"");
            }
        } else if (a == "--all") {
            o.all = true;
        } else if (a == "--format") {
            o.format = need_value(args, i);
        } else if (a == "--best") {
            o.best = true;
        } else if (a == "--force") {
            o.force = true;
        } else if (a == "--option") {
            const std::string v = need_value(args, i);
            try {
                std::size_t used = 0;
                const long long n = std::stoll(v, &used);
                if (used != v.size() || n < 1 || n > 1'000'000'000)
                    throw UsageError("");
                o.option = static_cast<std::size_t>(n);
            } catch (const std::exception&) {
                throw UsageError("--option: expected an option number (1 is the first `plan` "
                                 "lists), found \"" +
                                 v + "\"");
            }
        } else if (a == "--context") {
            const std::string v = need_value(args, i);
            try {
                std::size_t used = 0;
                const long long n = std::stoll(v, &used);
                if (used != v.size() || n < 0 || n > 100'000'000)
                    throw UsageError("");
                o.context = n;
            } catch (const std::exception&) {
                throw UsageError(
                    "--context: expected an integer between 0 and 100000000, found \"" + v + "\"");
            }
        } else if (a.size() > 1 && a[0] == '-')
            throw UsageError("unknown option " + a);
        else if (o.command.empty())
            o.command = a;
        else
            o.positional.push_back(a);
    }
    return o;
}

int command_model(const Options& opt, std::ostream& out) {
    if (opt.hf_config.empty() == opt.preset.empty())
        throw UsageError("model: give --hf-config FILE or --preset ID");
    ModelSpec m;
    if (!opt.hf_config.empty()) {
        m = model_from_hf_config_file(opt.hf_config);
    } else {
        const auto presets = load_presets(resources(opt).models());
        const ModelPreset* p = find_preset(presets, opt.preset);
        if (!p)
            throw UsageError("model: unknown preset \"" + opt.preset +
                             "\" (gpuplan models lists them)");
        m = p->model;
    }
    const json j = model_summary_json(m, opt.context);
    if (opt.json) {
        print_json(out, j);
        return 0;
    }
    out << m.name << " (" << (m.is_transformer() ? m.arch.family : to_string(m.kind)) << ")\n";
    out << "  total parameters      " << j["total_params"].get<std::int64_t>() << "\n";
    out << "  active per token      " << j["active_params"].get<std::int64_t>() << "\n";
    out << "  embedding             " << j["embedding_params"].get<std::int64_t>() << "\n";
    if (m.is_transformer() && m.arch.is_moe())
        out << "  routed experts        " << j["routed_expert_params"].get<std::int64_t>() << " ("
            << m.arch.num_experts << " per MoE layer, " << m.arch.experts_per_token
            << " per token, " << m.arch.moe_layers() << " of " << m.arch.num_layers << " layers)\n";
    if (j["mtp_params"].get<std::int64_t>() > 0)
        out << "  MTP modules           " << j["mtp_params"].get<std::int64_t>()
            << " (beside the total)\n";
    if (m.checkpoint.quantized())
        out << "  checkpoint weights    " << j["checkpoint"]["weight_bytes"].get<std::int64_t>()
            << " bytes (" << m.checkpoint.method << ")\n";
    if (m.is_transformer()) {
        out << "  forward FLOPs/token   " << fmt("%.4g", j["flops_per_token"].get<double>())
            << " at context " << opt.context << "\n";
        out << "  KV cache per token    " << j["kv_cache_bytes_per_token"].get<std::int64_t>()
            << " bytes at 16 bit" << (m.arch.is_latent() ? " (one MLA latent per layer)" : "")
            << "\n";
        out << "  KV cache at context   " << j["kv_cache_bytes_at_context"].get<std::int64_t>()
            << " bytes per sequence at 16 bit";
        if (m.arch.local_layers > 0)
            out << " (" << m.arch.local_layers << " of " << m.arch.num_layers
                << " layers hold at most " << m.arch.local_window << " tokens)";
        out << "\n";
    } else {
        out << "  forward FLOPs/sample  " << fmt("%.4g", m.forward_flops_per_sample) << "\n";
    }
    if (!m.count_scope_note.empty())
        out << "  counts: " << m.count_scope_note << "\n";
    if (m.approximate)
        out << "  note: " << m.approximation_note << "\n";
    return 0;
}

int command_models(const Options& opt, std::ostream& out) {
    const auto presets = load_presets(resources(opt).models());
    json list = json::array();
    for (const auto& p : presets) {
        json j = model_summary_json(p.model, opt.context);
        j["id"] = p.model.id;
        j["published_params"] = p.published_params;
        list.push_back(j);
        if (!opt.json)
            out << p.model.id << "\t"
                << fmt("%.3f B", static_cast<double>(p.model.parameters().total) / 1e9) << "\t"
                << p.model.name << "\n";
    }
    if (opt.json)
        print_json(out, json{{"models", list}});
    return 0;
}

int command_gpus(const Options& opt, std::ostream& out) {
    const GpuCatalog cat = load_gpu_catalog(resources(opt).gpus());
    json list = json::array();
    for (const auto& g : cat.gpus) {
        list.push_back(gpu_json(g));
        if (!opt.json) {
            const double bf16 = g.peak_flops(Precision::BF16).value_or(0) / kTera;
            out << g.id << "\t" << gib(g.memory_bytes) << "\t"
                << fmt("%.0f GB/s", g.memory_bandwidth_bytes_per_second / kGB) << "\t"
                << (bf16 > 0 ? fmt("%.1f TFLOPS bf16 dense", bf16) : std::string("no bf16")) << "\t"
                << g.name << "\n";
        }
    }
    if (opt.json)
        print_json(out, json{{"gpus", list}});
    return 0;
}

int command_memory(const Options& opt, std::ostream& out, std::ostream& err) {
    if (opt.positional.size() != 1)
        throw UsageError("memory: give one scenario file");
    const ResourcePaths paths = resources(opt);
    const GpuCatalog cat = load_gpu_catalog(paths.gpus());
    const auto presets = load_presets(paths.models());
    const Scenario s = load_scenario(opt.positional[0], ScenarioContext{&presets, &cat});

    std::vector<const GpuSpec*> gpus;
    if (!opt.gpu.empty()) {
        const GpuSpec* g = cat.find(opt.gpu);
        if (!g)
            throw UsageError("--gpu: unknown GPU \"" + opt.gpu + "\" (gpuplan gpus lists them)");
        gpus.push_back(g);
    } else if (s.hardware) {
        gpus.push_back(cat.find(s.hardware->gpu_id));
    } else {
        // The GPU types the scenario compares (constraints.gpus), else every one.
        for (const auto& g : cat.gpus)
            if (s.plan.constraints.allows_gpu(g.id))
                gpus.push_back(&g);
    }

    const TrainingStack stack = s.plan.performance.stack;
    const MemoryBreakdown per_gpu = planned_memory(s.model, s.workload, s.overheads, stack);
    // The layers each pipeline stage holds as the plan splits them (the first one's counted).
    json stage_layers = json::array();
    if (!s.workload.is_inference() && s.model.is_transformer() &&
        s.workload.training.parallel.pipeline > 1) {
        const PipelineSplit split = training_pipeline_split(s.model, s.workload.training, stack);
        for (std::int64_t i = 0; i < split.stages; ++i)
            stage_layers.push_back(split.layers_on(i));
    }
    json fits = json::array();
    std::vector<GpuFit> results;
    FitLimits limits;
    limits.stack = stack;
    for (const GpuSpec* g : gpus) {
        results.push_back(fit_on_gpu(s.model, s.workload, s.overheads, *g, limits));
        fits.push_back(fit_json(results.back(), *g));
    }
    std::vector<std::string> warnings;
    for (const Diagnostic& w : s.warnings)
        warnings.push_back(diag_english(w));
    for (const std::string& w : warnings)
        err << s.file << ": warning: " << w << "\n";

    if (opt.json) {
        json j{{"scenario", s.name},
               {"model", model_summary_json(s.model, s.workload.is_inference()
                                                         ? s.workload.inference.context_tokens()
                                                         : s.workload.training.sequence_length)},
               {"workload", workload_json(s.workload)},
               {"layout", layout_json(requested_layout(s.workload))},
               {"per_gpu", memory_json(per_gpu)},
               {"pipeline_stage_layers", stage_layers},
               {"fits", fits},
               {"warnings", warnings}};
        print_json(out, j);
        return 0;
    }
    out << (s.name.empty() ? s.file : s.name) << "\n";
    out << "memory per GPU at " << requested_layout(s.workload).gpus() << " GPU(s):\n";
    const StrategyPins& pins = s.workload.training.pinned;
    if (!s.workload.is_inference() && (!pins.recompute || !pins.zero_stage || !pins.micro_batch))
        out << "  (strategy fields the scenario leaves out are taken as none / 0 / 1 here; for "
               "each\n"
               "  GPU below they are the least recomputation and ZeRO stage that fit, and `plan`\n"
               "  searches them: docs/strategy.md)\n";
    const std::pair<const char*, double> rows[] = {
        {"weights", per_gpu.weights_bytes},
        {"gradients", per_gpu.gradients_bytes},
        {"optimizer states", per_gpu.optimizer_bytes},
        {"activations", per_gpu.activations_bytes},
        {"KV cache", per_gpu.kv_cache_bytes},
        {"CUDA context", per_gpu.cuda_context_bytes},
        {"allocator headroom", per_gpu.allocator_headroom_bytes},
        {"total", per_gpu.total_bytes()}};
    for (const auto& [label, bytes] : rows)
        out << "  " << label << std::string(20 - std::string(label).size(), ' ') << gib(bytes)
            << "\n";
    if (per_gpu.host_bytes > 0)
        out << "  host RAM (offload)  " << gib(per_gpu.host_bytes) << "\n";
    for (const auto& n : per_gpu.notes)
        out << "  note: " << n << "\n";
    if (!stage_layers.empty()) {
        out << "  pipeline stages hold";
        for (std::size_t i = 0; i < stage_layers.size(); ++i)
            out << (i == 0 ? " " : ", ") << stage_layers[i].get<std::int64_t>();
        out << " layers (the first stage's counted above)\n";
    }
    out << "fit:\n";
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        const GpuFit& f = results[i];
        // The verdict is the scenario's layout's (the GPUs counted above); a pinned count is
        // judged against the fewest that fit (helper walkthrough, 2026-12-07: "does not fit;
        // fewest GPUs 8" for 8 pinned H20s read as a contradiction).
        out << "  " << gpus[i]->id << ": " << (f.fits_requested ? "fits" : "does not fit")
            << " at the scenario's layout";
        if (f.fits_any)
            out << "; fewest GPUs " << f.min_layout.gpus() << " (dp " << f.min_layout.data
                << ", tp " << f.min_layout.tensor << ", pp " << f.min_layout.pipeline << ")";
        if (f.fits_any && s.hardware && s.hardware->gpu_id == gpus[i]->id)
            out << "; the " << s.hardware->count << " GPU(s) hardware.count pins "
                << (f.min_layout.gpus() <= s.hardware->count ? "hold it" : "are too few");
        if (!f.why_not.empty())
            out << "; " << f.why_not;
        out << "\n";
    }
    return 0;
}

} // namespace gpuplanner::cli
