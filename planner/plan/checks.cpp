#include "plan/checks.h"

#include "io/json_reader.h"
#include "io/versions.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace gpuplanner {

namespace {

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v)
        out += (out.empty() ? "" : ", ") + s;
    return out;
}

std::map<std::string, std::vector<std::string>> read_framework(JsonObjectReader& top,
                                                               const std::string& key) {
    std::map<std::string, std::vector<std::string>> out;
    const nlohmann::json* list = top.raw(key);
    if (!list || !list->is_array())
        top.fail(key, input_problem(InputProblemCode::ExpectedArray));
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonObjectReader r((*list)[i], top.file(), key + "[" + std::to_string(i) + "]");
        const std::string v = r.string("version");
        out[v] = r.string_list("cuda");
        r.finish();
    }
    return out;
}

} // namespace

CompatTable load_compat_table(const std::string& file) {
    const nlohmann::json doc = parse_json_file(file);
    JsonObjectReader top(doc, file, "");
    if (top.string("format") != "gpuplanner-compat")
        top.fail("format",
                 input_problem(InputProblemCode::WrongFormat, {{"format", "gpuplanner-compat"}}));
    (void)top.integer("version", 1, 1);
    CompatTable t;
    t.as_of = top.string("as_of");
    const nlohmann::json* cuda = top.raw("cuda");
    if (!cuda || !cuda->is_array())
        top.fail("cuda", input_problem(InputProblemCode::ExpectedArray));
    for (std::size_t i = 0; i < cuda->size(); ++i) {
        JsonObjectReader r((*cuda)[i], file, "cuda[" + std::to_string(i) + "]");
        t.cuda.push_back({r.string("version"), r.string("min_driver"),
                          r.string("min_compute_capability"), r.string("max_compute_capability")});
        r.finish();
    }
    t.pytorch = read_framework(top, "pytorch");
    t.tensorflow = read_framework(top, "tensorflow");
    for (const char* k : {"cuda_source", "pytorch_source", "tensorflow_source"})
        (void)top.string(k);
    top.finish();
    return t;
}

std::vector<std::string> compatibility_problems(const CompatTable& table, const SoftwareStack& sw,
                                                const GpuSpec& gpu) {
    std::vector<std::string> out;
    const bool any =
        !sw.cuda.empty() || !sw.pytorch.empty() || !sw.tensorflow.empty() || !sw.driver.empty();
    if (gpu.compute_capability.empty()) {
        if (any)
            out.push_back(
                gpu.name +
                " is not a CUDA device: the CUDA stack does not apply (ROCm, CANN or XLA instead)");
        return out;
    }
    if (!sw.cuda.empty()) {
        const CudaRelease* rel = nullptr;
        for (const auto& c : table.cuda)
            if (major_minor(c.version) == major_minor(sw.cuda))
                rel = &c;
        if (!rel) {
            out.push_back("CUDA " + sw.cuda + " is not in the compatibility table");
        } else {
            if (compare_versions(gpu.compute_capability, rel->min_compute_capability) < 0)
                out.push_back("CUDA " + sw.cuda + " does not support " + gpu.name +
                              " (compute capability " + gpu.compute_capability + "; needs " +
                              rel->min_compute_capability + " or newer)");
            if (compare_versions(gpu.compute_capability, rel->max_compute_capability) > 0)
                out.push_back("CUDA " + sw.cuda + " predates " + gpu.name +
                              " (compute capability " + gpu.compute_capability + ")");
            if (!sw.driver.empty() && compare_versions(sw.driver, rel->min_driver) < 0)
                out.push_back("CUDA " + sw.cuda + " needs driver " + rel->min_driver +
                              " or newer; the image has " + sw.driver);
        }
    }
    auto check_framework = [&](const char* name, const std::string& version,
                               const std::map<std::string, std::vector<std::string>>& builds) {
        if (version.empty())
            return;
        const auto it = builds.find(major_minor(version));
        if (it == builds.end()) {
            out.push_back(std::string(name) + " " + version + " is not in the compatibility table");
            return;
        }
        if (!sw.cuda.empty()) {
            bool ok = false;
            for (const auto& c : it->second)
                ok = ok || major_minor(c) == major_minor(sw.cuda);
            if (!ok)
                out.push_back(std::string(name) + " " + version + " is built for CUDA " +
                              join(it->second) + ", not " + sw.cuda);
        } else {
            // Without a CUDA version, check that some build of the framework runs on the GPU.
            bool runs = false;
            for (const auto& c : it->second)
                for (const auto& rel : table.cuda)
                    if (major_minor(rel.version) == major_minor(c) &&
                        compare_versions(gpu.compute_capability, rel.max_compute_capability) <= 0 &&
                        compare_versions(gpu.compute_capability, rel.min_compute_capability) >= 0)
                        runs = true;
            if (!runs)
                out.push_back(std::string(name) + " " + version + " has no CUDA build (" +
                              join(it->second) + ") that supports " + gpu.name);
        }
    };
    check_framework("PyTorch", sw.pytorch, table.pytorch);
    check_framework("TensorFlow", sw.tensorflow, table.tensorflow);
    return out;
}

StorageSizing size_storage(const ModelSpec& model, const TrainingWorkload& w, const PlanInputs& in,
                           double run_seconds) {
    StorageSizing s;
    const bool per_sample = model.kind == ModelKind::PerSample;
    const double units = per_sample ? w.samples : w.tokens;
    const double unit_bytes =
        per_sample ? in.performance.bytes_per_sample : in.performance.bytes_per_token;
    s.dataset_bytes = in.data.dataset_bytes > 0 ? in.data.dataset_bytes : units * unit_bytes;
    // A checkpoint holds the weights and optimizer states of what is trained (gradients are not
    // saved): (W + K) bytes per trainable parameter, unsharded.
    const ParameterCount pc = model.parameters();
    const double trainable =
        (w.method == FineTuneMethod::Full || !model.is_transformer())
            ? static_cast<double>(pc.total)
            : static_cast<double>(lora_parameters(model.arch, w.lora_rank, w.lora_targets));
    const StateBytesPerParam b =
        state_bytes_per_param(w.precision, w.optimizer,
                              model.is_transformer() ? model.arch.hidden_size : 4096, w.framework);
    s.checkpoint_bytes = trainable * (b.weights + b.optimizer);
    s.storage_bytes =
        s.dataset_bytes + static_cast<double>(in.data.checkpoints_kept) * s.checkpoint_bytes;
    const double read_total =
        units * unit_bytes * (per_sample ? static_cast<double>(w.epochs) : 1.0);
    s.read_bytes_per_second = run_seconds > 0 ? read_total / run_seconds : 0;
    return s;
}

} // namespace gpuplanner
