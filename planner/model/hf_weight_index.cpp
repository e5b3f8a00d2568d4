#include "model/hf_weight_index.h"

#include "io/errors.h"
#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <array>
#include <filesystem>
#include <fstream>

namespace gpuplanner {

using nlohmann::json;

namespace {

// A safetensors header is a JSON object; 100 MB is far above any real one and keeps a corrupt
// length from allocating gigabytes.
constexpr std::uint64_t kMaxHeaderBytes = 100ull << 20;
constexpr std::int64_t kMaxParams = 100'000'000'000'000; // 10^14, as presets allow

double dtype_bytes(const json& config, const std::string& origin, std::string* dtype) {
    const auto it = config.find("torch_dtype");
    *dtype = it != config.end() && it->is_string() ? it->get<std::string>() : "bfloat16";
    if (*dtype == "bfloat16" || *dtype == "float16")
        return 2.0;
    if (*dtype == "float32")
        return 4.0;
    throw InputError(origin, "torch_dtype",
                     input_problem(InputProblemCode::WeightDtype, {{"dtype", *dtype}}));
}

ModelSpec params_only(const json& config, std::int64_t params, const std::string& how) {
    ModelSpec m;
    m.kind = ModelKind::ParamsOnly;
    m.params = params;
    const auto name = config.find("_name_or_path");
    const auto type = config.find("model_type");
    m.name = name != config.end() && name->is_string() && !name->get<std::string>().empty()
                 ? name->get<std::string>()
                 : (type != config.end() && type->is_string() ? type->get<std::string>()
                                                              : std::string("model"));
    if (const auto problem = identifier_problem(m.name))
        m.name = "model";
    m.approximate = true;
    m.approximation_note = "model_type is not a family the planner maps; " + how +
                           ": parameters and weight bytes are exact, activations and the KV "
                           "cache are not estimated";
    return m;
}

std::int64_t checked_params(double params, const std::string& origin, const std::string& field) {
    if (!(params >= 1.0 && params <= static_cast<double>(kMaxParams)))
        throw InputError(origin, field,
                         input_problem(InputProblemCode::ParameterCountRange,
                                       {{"params", json(params).dump()}}));
    return static_cast<std::int64_t>(params);
}

} // namespace

std::int64_t safetensors_header_parameters(const std::string& header_json,
                                           const std::string& origin) {
    json header;
    try {
        header = json::parse(header_json);
    } catch (const json::parse_error& e) {
        throw InputError(origin, "header",
                         input_problem(InputProblemCode::MalformedJson, {{"detail", e.what()}}));
    }
    if (!header.is_object())
        throw InputError(origin, "header", input_problem(InputProblemCode::SafetensorsNotObject));
    double total = 0;
    for (const auto& [name, tensor] : header.items()) {
        if (name == "__metadata__")
            continue;
        const auto shape = tensor.is_object() ? tensor.find("shape") : tensor.end();
        if (shape == tensor.end() || !shape->is_array())
            throw InputError(origin, name + ".shape",
                             input_problem(InputProblemCode::TensorShapeMissing));
        double elements = 1;
        for (const auto& dim : *shape) {
            if (!dim.is_number_unsigned())
                throw InputError(origin, name + ".shape",
                                 input_problem(InputProblemCode::TensorShapeNotIntegers));
            elements *= static_cast<double>(dim.get<std::uint64_t>());
        }
        total += elements;
    }
    return checked_params(total, origin, "header");
}

std::optional<ModelSpec> model_from_weight_files(const json& config, const std::string& config_file,
                                                 const std::string& folder) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path index = fs::path(folder) / "model.safetensors.index.json";
    if (fs::is_regular_file(index, ec)) {
        const json doc = parse_json_file(index.string());
        // Pointers, not iterators: iterators of different JSON objects must not be compared.
        const json* size = nullptr;
        if (doc.is_object() && doc.contains("metadata") && doc["metadata"].is_object() &&
            doc["metadata"].contains("total_size"))
            size = &doc["metadata"]["total_size"];
        if (size == nullptr || !size->is_number() || !(size->get<double>() > 0))
            throw InputError(index.string(), "metadata.total_size",
                             input_problem(InputProblemCode::WeightIndexNoSize));
        std::string dtype;
        const double bytes_per = dtype_bytes(config, config_file, &dtype);
        const double bytes = size->get<double>();
        ModelSpec m = params_only(
            config, checked_params(bytes / bytes_per, index.string(), "metadata.total_size"),
            "counted from model.safetensors.index.json (" + json(bytes).dump() + " bytes of " +
                dtype + ")");
        m.source = index.string();
        return m;
    }
    const fs::path single = fs::path(folder) / "model.safetensors";
    if (!fs::is_regular_file(single, ec))
        return std::nullopt;
    std::ifstream in(single, std::ios::binary);
    std::array<unsigned char, 8> len{};
    if (!in.read(reinterpret_cast<char*>(len.data()), 8))
        throw InputError(single.string(), "header",
                         input_problem(InputProblemCode::SafetensorsTooShort));
    std::uint64_t n = 0;
    for (int i = 7; i >= 0; --i)
        n = (n << 8) | len[static_cast<std::size_t>(i)]; // little-endian
    if (n == 0 || n > kMaxHeaderBytes)
        throw InputError(
            single.string(), "header",
            input_problem(InputProblemCode::SafetensorsHeaderSize, {{"bytes", std::to_string(n)}}));
    std::string header(static_cast<std::size_t>(n), '\0');
    if (!in.read(header.data(), static_cast<std::streamsize>(n)))
        throw InputError(single.string(), "header",
                         input_problem(InputProblemCode::SafetensorsHeaderCut));
    ModelSpec m = params_only(config, safetensors_header_parameters(header, single.string()),
                              "counted from the tensor shapes in model.safetensors");
    m.source = single.string();
    return m;
}

} // namespace gpuplanner
