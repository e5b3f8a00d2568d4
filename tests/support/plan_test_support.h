#pragma once
// What tst_plan's test classes share: a synthetic catalog of two providers (cheap, with spot
// and reservations; secure, CNY with certifications), the bundled presets, GPUs and currencies,
// scenario and probe builders and the plan call.
#include "io/dates.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "model/presets.h"
#include "plan/plan.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "strategy/serving_search.h"
#include "test_paths.h"

#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace plan_test {

using namespace gpuplanner;

class PlanFixture {
protected:
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    OfferingCatalog catalog_;
    CurrencyTable fx_;

    static Offering offering(const std::string& provider, const std::string& instance,
                             const std::string& gpu, int count, double od,
                             std::optional<double> spot, const std::string& currency = "USD") {
        Offering o;
        o.provider = provider;
        o.instance_type = instance;
        o.region = provider == "secure" ? "cn-north" : "us-east";
        o.gpu_id = gpu;
        o.gpu_count = count;
        o.network_gbps = 400;
        o.gpu_interconnect = "nvlink";
        o.currency = currency;
        o.on_demand_per_hour = od;
        o.spot_per_hour = spot;
        o.source = "test";
        o.as_of = "2026-11-01";
        return o;
    }

    Scenario scenario(const std::string& extra,
                      const std::string& workload =
                          R"({"type":"training","tokens":1e9,"sequence_length":2048})") {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-2-7b"},"workload":)" +
            workload + extra + "}";
        return parse_scenario(nlohmann::json::parse(text), "s.json",
                              ScenarioContext{&presets_, &gpus_});
    }

    QTemporaryDir dir_;
    // A gpuprobe result with one device: bf16 GEMM and triad figures, the power limit.
    std::string probe(const std::string& file, const std::string& name, double gib, double bf16,
                      double triad, double watts) {
        nlohmann::json d{{"index", 0},
                         {"name", name},
                         {"compute_capability", "9.0"},
                         {"memory_bytes", gib * 1073741824.0},
                         {"power_limit_watts", watts},
                         {"memory_bandwidth_bytes_per_second", {{"copy", triad}, {"triad", triad}}},
                         {"gemm_flops_per_second", {{"bf16", {{"best", bf16}}}}}};
        nlohmann::json j{{"format", "gpuplanner-probe"},
                         {"version", 1},
                         {"date", "2026-11-30"},
                         {"devices", {d}}};
        return write_file(dir_, file, j.dump());
    }
    // GPT-2 (124M) on one own GPU: small enough for any card, compute-bound.
    Scenario own_machine(const std::string& local) {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},"workload":{"type":"training","tokens":1e10,"sequence_length":1024},"local":)" +
            local + R"(,"constraints":{"allow_spot":false,"allow_reserved":false}})";
        return parse_scenario(nlohmann::json::parse(text), "s.json",
                              ScenarioContext{&presets_, &gpus_});
    }
    static const PlanOption& owned(const PlanResult& r) {
        const auto it = std::find_if(r.options.begin(), r.options.end(), [](const PlanOption& o) {
            return o.billing == BillingMode::Owned;
        });
        if (it == r.options.end())
            throw std::runtime_error("no owned option");
        return *it;
    }

    // The serving search's question for `s` on one 8 x `gpu` NVLink node.
    ServingQuery node_query(const Scenario& s, const std::string& gpu) const {
        ServingQuery q;
        q.model = &s.model;
        q.workload = s.workload.inference;
        q.overheads = s.overheads;
        q.gpu = gpus_.find(gpu);
        q.gpus_per_node = 8;
        q.intra_bytes_per_second = plan_detail::intra_bandwidth(*q.gpu, "nvlink");
        q.performance = s.plan.performance;
        return q;
    }

    PlanResult plan(const Scenario& s, SortKey sort = SortKey::Cost,
                    const std::string& currency = "") {
        PlanRequest r;
        r.sort = sort;
        r.currency = currency;
        r.today = "2026-11-30";
        return make_plan(s, PlanCatalogs{&gpus_, &catalog_, &fx_, nullptr}, r);
    }

    void load_fixture() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
        fx_ = load_currency_table(resource("catalog/currency.json"));
        Provider cheap;
        cheap.id = "cheap";
        cheap.jurisdiction = "US";
        cheap.certifications = {"SOC 2"};
        cheap.billing_granularity_seconds = 3600;
        cheap.minimum_billed_seconds = 3600;
        cheap.spot = true;
        cheap.reserved_max_discount = 0.5;
        Provider secure;
        secure.id = "secure";
        secure.jurisdiction = "CN";
        secure.certifications = {"ISO 27001", "HIPAA", "China MLPS"};
        secure.billing_granularity_seconds = 1;
        secure.minimum_billed_seconds = 1;
        catalog_.providers = {cheap, secure};
        catalog_.offerings = {
            offering("cheap", "h100x8", "h100-sxm", 8, 20.0, 8.0),
            offering("cheap", "a100x1", "a100-sxm4-80gb", 1, 3.0, std::nullopt),
            offering("secure", "h100x8", "h100-sxm", 8, 140.0, std::nullopt, "CNY")};
        Offering brief = offering("cheap", "too-good", "h100-sxm", 8, 1.0, std::nullopt);
        brief.unverified = true;
        catalog_.offerings.push_back(brief);
    }
};

} // namespace plan_test
