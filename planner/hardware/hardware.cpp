#include "hardware/hardware.h"

#include "io/json_reader.h"
#include "io/units.h"

#include <nlohmann/json.hpp>

#include <set>

namespace gpuplanner {

const std::vector<std::string>& licence_china_values() {
    static const std::vector<std::string> values{"none", "required", "presumption_of_denial",
                                                 "not_sold"};
    return values;
}

std::optional<double> GpuSpec::peak_flops(Precision p) const {
    const auto it = dense_peak_flops_per_second.find(p);
    if (it == dense_peak_flops_per_second.end())
        return std::nullopt;
    return it->second;
}

const GpuSpec* GpuCatalog::find(const std::string& id) const {
    for (const auto& g : gpus)
        if (g.id == id)
            return &g;
    return nullptr;
}

namespace {

GpuSpec read_gpu(JsonObjectReader& r) {
    GpuSpec g;
    // Names and ids are plain text (identifier_problem); source and notes are free text.
    g.id = r.identifier("id");
    g.name = r.identifier("name");
    g.vendor = r.identifier("vendor");
    g.architecture = r.identifier("architecture");
    g.compute_capability = r.identifier_or("compute_capability", "");
    g.memory_bytes = r.number("memory_gib", 1.0, 4096.0) * kGiB;
    // What the driver reports (nvidia-smi memory.total): less than the vendor's "GB" taken as
    // GiB on parts that reserve some (ECC, firmware). It is what a job can use.
    if (const auto mib = r.optional_number("usable_memory_mib", 1.0, 4096.0 * 1024)) {
        if (*mib * kMiB > g.memory_bytes * 1.001)
            r.fail("usable_memory_mib", input_problem(InputProblemCode::UsableAboveMemory));
        g.memory_bytes = *mib * kMiB;
        g.usable_memory_source = r.string("usable_memory_source");
    }
    g.memory_bandwidth_bytes_per_second = r.number("memory_bandwidth_gb_per_s", 1.0, 1e5) * kGB;
    JsonObjectReader peaks = r.object("dense_tflops");
    for (const char* name : {"fp32", "tf32", "fp16", "bf16", "fp8", "int8", "int4"}) {
        if (const auto v = peaks.optional_number(name, 0.001, 1e6))
            g.dense_peak_flops_per_second[*precision_from_string(name)] = *v * kTera;
    }
    peaks.finish();
    if (g.dense_peak_flops_per_second.empty())
        r.fail("dense_tflops", input_problem(InputProblemCode::NoPeakFlops));
    // Streaming multiprocessors (compute units): the wave quantization of GEMMs
    // (docs/performance.md); absent for parts whose whitepaper we have not read.
    if (const auto sms = r.optional_number("sms", 1.0, 4096.0)) {
        g.sms = static_cast<std::int64_t>(*sms);
        g.sms_source = r.string("sms_source");
    }
    g.tdp_watts = r.number_or("tdp_watts", 0.0, 0.0, 5000.0);
    g.interconnect = r.identifier_or("interconnect", "");
    g.interconnect_bytes_per_second = r.number_or("interconnect_gb_per_s", 0.0, 0.0, 1e5) * kGB;
    g.form_factor = r.identifier_or("form_factor", "");
    g.source = r.string("source");
    g.as_of = r.string("as_of");
    if (!is_iso_date(g.as_of))
        r.fail("as_of", date_input_problem(g.as_of));
    g.notes = r.string_or("notes", "");
    if (r.has("export_control")) {
        JsonObjectReader e = r.object("export_control");
        g.export_control.classification = e.string("class");
        g.export_control.status_china = e.string("status_china");
        g.export_control.licence_china = e.choice_or("licence_china", licence_china_values(), "");
        g.export_control.source = e.string("source");
        g.export_control.as_of = e.string("as_of");
        if (!is_iso_date(g.export_control.as_of))
            e.fail("as_of", date_input_problem(g.export_control.as_of));
        e.finish();
    }
    if (r.has("domestic_china")) {
        g.domestic_china = r.boolean_or("domestic_china", false);
        g.domestic_source = r.string("domestic_source");
    }
    r.finish();
    return g;
}

} // namespace

GpuCatalog load_gpu_catalog(const std::string& file) {
    return parse_gpu_catalog(parse_json_file(file), file);
}

GpuCatalog parse_gpu_catalog(const nlohmann::json& doc, const std::string& file) {
    JsonObjectReader top(doc, file, "");
    const std::string format = top.string("format");
    if (format != "gpuplanner-gpus")
        top.fail("format", input_problem(InputProblemCode::WrongFormatFound,
                                         {{"format", "gpuplanner-gpus"}, {"value", format}}));
    const std::int64_t version = top.integer("version", 1, 1);
    (void)version;
    (void)top.raw("notes");
    const nlohmann::json* list = top.raw("gpus");
    if (!list || !list->is_array())
        top.fail("gpus", input_problem(InputProblemCode::ExpectedGpuArray));
    top.finish();

    GpuCatalog catalog;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        JsonObjectReader r((*list)[i], file, "gpus[" + std::to_string(i) + "]");
        GpuSpec g = read_gpu(r);
        if (!ids.insert(g.id).second)
            r.fail("id", input_problem(InputProblemCode::DuplicateGpuId, {{"id", g.id}}));
        catalog.gpus.push_back(std::move(g));
    }
    if (catalog.gpus.empty())
        throw InputError(file, "gpus", input_problem(InputProblemCode::NoGpuInCatalog));
    return catalog;
}

} // namespace gpuplanner
