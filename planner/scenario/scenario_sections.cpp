// The scenario's sections after the model and the workload: constraints, billing, the owned
// machine (with a gpuprobe measurement), data, software, performance assumptions, currency.
#include "scenario/scenario_sections.h"

#include "catalog/currency.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "time/calibration.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>

namespace gpuplanner::scenario_detail {

namespace {

// Puts the measured device into `h`; InputError (naming the probe file) when it is unusable.
void load_local_probe(OwnedHardware& h, const std::string& path, std::optional<int> index,
                      const std::function<void(const InputProblem&)>& fail_device) {
    // A gpuprobe result, or the one a calibration file keeps (gpuplan calibrate PROBE.json).
    const nlohmann::json doc = parse_json_file(path);
    if (string_member(doc, "format") == "gpuplanner-calibration" && !doc.contains("probe"))
        throw InputError(path, "probe", input_problem(InputProblemCode::CalibrationKeepsNoProbe));
    const ProbeResult probe =
        parse_probe_result(doc.is_object() && doc.contains("probe") ? doc["probe"] : doc, path);
    const ProbeDevice* device = find_probe_device(probe, index);
    if (!device) {
        const InputProblem why = input_problem(InputProblemCode::ProbeDeviceMissing,
                                               {{"index", std::to_string(index.value_or(0))}});
        fail_device(why);
        throw InputError(path, "devices", why);
    }
    h.probe = *device;
    h.probe_date = probe.date;
}

} // namespace

void read_constraints(JsonObjectReader& r, Constraints& c, const GpuCatalog* gpus) {
    c.deadline_hours = schema_optional_number(r, "/constraints/deadline_hours");
    if (r.has("budget")) {
        JsonObjectReader b = r.object("budget");
        c.budget = schema_number(b, "/constraints/budget/amount");
        c.budget_currency = b.identifier("currency");
        b.finish();
    }
    c.providers = schema_text_list(r, "/constraints/providers");
    // The GPU types a buyer compares (H800 against H20, say); each must be a catalog id.
    c.gpus = schema_text_list(r, "/constraints/gpus");
    for (std::size_t i = 0; gpus && i < c.gpus.size(); ++i)
        if (!gpus->find(c.gpus[i]))
            throw InputError(r.file(), r.path_of("gpus") + "[" + std::to_string(i) + "]",
                             input_problem(InputProblemCode::UnknownGpu, {{"id", c.gpus[i]}}));
    c.regions = schema_text_list(r, "/constraints/regions");
    c.certifications = r.identifier_list("certifications");
    const std::vector<std::string>& known = known_certifications();
    for (std::size_t i = 0; i < c.certifications.size(); ++i)
        if (std::find(known.begin(), known.end(), c.certifications[i]) == known.end()) {
            std::string list;
            for (const std::string& k : known)
                list += (list.empty() ? "" : ", ") + k;
            throw InputError(r.file(), r.path_of("certifications") + "[" + std::to_string(i) + "]",
                             input_problem(InputProblemCode::UnknownValue,
                                           {{"value", c.certifications[i]}, {"allowed", list}}));
        }
    c.jurisdictions = schema_text_list(r, "/constraints/jurisdictions");
    // A country's name where its code belongs ("China") matched no provider and left the plan
    // empty without a word (walkthrough, 2026-12-08).
    for (std::size_t i = 0; i < c.jurisdictions.size(); ++i) {
        const std::string& j = c.jurisdictions[i];
        if (j.size() != 2 || !std::isupper(static_cast<unsigned char>(j[0])) ||
            !std::isupper(static_cast<unsigned char>(j[1])))
            throw InputError(r.file(), r.path_of("jurisdictions") + "[" + std::to_string(i) + "]",
                             input_problem(InputProblemCode::NotJurisdiction, {{"value", j}}));
    }
    c.min_network_gbps = schema_number_or(r, "/constraints/min_network_gbps");
    c.allow_spot = schema_boolean(r, "/constraints/allow_spot");
    c.allow_reserved = schema_boolean(r, "/constraints/allow_reserved");
    c.include_unverified = schema_boolean(r, "/constraints/include_unverified");
    c.max_price_age_days = schema_number_or(r, "/constraints/max_price_age_days");
    c.domestic_accelerators_only = schema_boolean(r, "/constraints/domestic_accelerators_only");
    c.no_export_licence_china = schema_boolean(r, "/constraints/no_export_licence_china");
    c.max_gpus = schema_integer_or(r, "/constraints/max_gpus");
    r.finish();
}

void read_billing(JsonObjectReader& r, PlanInputs& p) {
    if (r.has("spot")) {
        JsonObjectReader s = r.object("spot");
        const std::string cls = schema_choice(s, "/billing/spot/interruption");
        p.spot.interruption = *interruption_class_from_string(cls);
        p.spot.restart_hours = schema_number_or(s, "/billing/spot/restart_hours");
        p.spot.checkpoint_interval_hours =
            schema_number_or(s, "/billing/spot/checkpoint_interval_hours");
        s.finish();
    }
    if (r.has("reserved")) {
        JsonObjectReader s = r.object("reserved");
        p.reserved.discount_1y = schema_number_or(s, "/billing/reserved/discount_1y");
        p.reserved.discount_3y = schema_number_or(s, "/billing/reserved/discount_3y");
        p.reserved.utilization_set = s.has("utilization");
        p.reserved.utilization = schema_number_or(s, "/billing/reserved/utilization");
        s.finish();
    }
    r.finish();
}

OwnedHardware read_local(JsonObjectReader& r, const std::string& base_dir,
                         const ScenarioContext& ctx, std::vector<Diagnostic>& warnings) {
    OwnedHardware h;
    if (r.has("probe")) {
        h.probe_file = r.string("probe");
        std::filesystem::path path = h.probe_file;
        if (path.is_relative())
            path = std::filesystem::path(base_dir) / path;
        std::optional<int> index;
        if (const auto i = r.optional_integer("probe_device", 0, 1024))
            index = static_cast<int>(*i);
        load_local_probe(h, path.lexically_normal().string(), index,
                         [&](const InputProblem& why) { r.fail("probe_device", why); });
        h.probe_reference.gemm_efficiency =
            r.number_or("reference_gemm_efficiency", h.probe_reference.gemm_efficiency, 0.1, 1.0);
        h.probe_reference.bandwidth_efficiency = r.number_or(
            "reference_bandwidth_efficiency", h.probe_reference.bandwidth_efficiency, 0.1, 1.0);
    }
    if (h.probe && !r.has("gpu")) {
        h.gpu_id = probe_catalog_id(*h.probe, ctx.gpus);
    } else {
        h.gpu_id = r.identifier("gpu");
        if (ctx.gpus && !ctx.gpus->find(h.gpu_id))
            r.fail("gpu", input_problem(InputProblemCode::UnknownGpu, {{"id", h.gpu_id}}));
        if (h.probe && probe_catalog_id(*h.probe, ctx.gpus) != h.gpu_id)
            warnings.push_back({DiagCode::LocalGpuNotMeasured, "", {}, {h.gpu_id, h.probe->name}});
    }
    h.gpu_count = static_cast<int>(schema_integer_or(r, "/local/count"));
    h.purchase_price = schema_number(r, "/local/purchase_price");
    h.currency = r.identifier_or("currency", "USD");
    h.power_price_per_kwh = schema_number_or(r, "/local/power_price_per_kwh");
    h.pue = schema_number_or(r, "/local/pue");
    h.host_watts = schema_number_or(r, "/local/host_watts");
    h.amortization_years = schema_number_or(r, "/local/amortization_years");
    h.utilization = schema_number_or(r, "/local/utilization");
    r.finish();
    return h;
}

void read_data(JsonObjectReader& r, PlanInputs& p) {
    p.data.dataset_bytes = schema_number_or(r, "/data/dataset_gb") * 1e9;
    if (const auto bps = schema_optional_number(r, "/data/bytes_per_sample"))
        p.performance.bytes_per_sample = *bps;
    if (const auto bpt = schema_optional_number(r, "/data/bytes_per_token"))
        p.performance.bytes_per_token = *bpt;
    p.performance.storage_read_bytes_per_second =
        schema_number_or(r, "/data/storage_read_gb_per_s") * 1e9;
    p.data.checkpoints_kept = schema_integer_or(r, "/data/checkpoints_kept");
    p.data.snapshots = schema_boolean(r, "/data/snapshots");
    p.data.multi_zone = schema_boolean(r, "/data/multi_zone");
    r.finish();
}

void read_software(JsonObjectReader& r, SoftwareStack& s) {
    s.cuda = schema_text_or(r, "/software/cuda");
    s.driver = schema_text_or(r, "/software/driver");
    s.pytorch = schema_text_or(r, "/software/pytorch");
    s.tensorflow = schema_text_or(r, "/software/tensorflow");
    r.finish();
}

void read_performance(JsonObjectReader& r, PerformanceAssumptions& a, const std::string& base_dir) {
    if (r.has("calibration")) { // a gpuplan calibrate file, relative to the scenario's folder
        std::filesystem::path path = r.string("calibration");
        if (path.is_relative())
            path = std::filesystem::path(base_dir) / path;
        a.calibrations = load_calibration_file(path.lexically_normal().string());
    }
    a.mfu = schema_optional_number(r, "/performance/mfu");
    a.achieved_tflops = schema_optional_number(r, "/performance/achieved_tflops");
    a.achieved_tflops_hardware =
        schema_choice(r, "/performance/achieved_tflops_counts") == "hardware";
    a.stack = *training_stack_from_name(schema_choice(r, "/performance/stack"));
    a.serving_engine = *serving_engine_from_name(schema_choice(r, "/performance/serving_engine"));
    // A release goes into image tags and package pins: letters, digits, '.', '+' and '-'.
    a.serving_engine_version = schema_text_or(r, "/performance/serving_engine_version");
    if (!std::all_of(a.serving_engine_version.begin(), a.serving_engine_version.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '+' ||
                   c == '-';
        }))
        r.fail("serving_engine_version", input_problem(InputProblemCode::VersionCharacters,
                                                       {{"value", a.serving_engine_version}}));
    a.comm_overlap = schema_number_or(r, "/performance/comm_overlap");
    a.global_batch_tokens = schema_optional_number(r, "/performance/global_batch_tokens");
    a.global_batch_samples = schema_optional_number(r, "/performance/global_batch_samples");
    if (a.global_batch_tokens && a.global_batch_samples)
        r.fail("global_batch_samples", input_problem(InputProblemCode::GlobalBatchTwice));
    a.gradient_accumulation_set = r.has("gradient_accumulation");
    a.gradient_accumulation = schema_integer_or(r, "/performance/gradient_accumulation");
    a.prefill_mfu = schema_optional_number(r, "/performance/prefill_mfu");
    a.decode_bandwidth_efficiency = schema_number_or(r, "/performance/decode_bandwidth_efficiency");
    r.finish();
}

void read_currency(JsonObjectReader& r, CurrencySettings& c) {
    c.code = r.identifier_or("code", "USD");
    if (r.has("rates_per_usd")) {
        JsonObjectReader rates = r.object("rates_per_usd");
        for (const auto& item : r.raw("rates_per_usd")->items()) {
            check_identifier(r.file(), rates.path_of(item.key()), item.key());
            c.rates_per_usd[item.key()] = rates.number(item.key(), kMinRatePerUsd, kMaxRatePerUsd);
        }
    }
    c.as_of = r.string_or("as_of", "");
    // The rates' date is what the staleness warning and the report go by: a real calendar day
    // (the catalogs' rule, is_iso_date), and given whenever the scenario sets rates.
    if (r.has("as_of") && !is_iso_date(c.as_of))
        r.fail("as_of", date_input_problem(c.as_of));
    if (!c.rates_per_usd.empty() && c.as_of.empty())
        r.fail("as_of", input_problem(InputProblemCode::RatesNeedDate));
    r.finish();
}

} // namespace gpuplanner::scenario_detail
