// tst_plan, hardware and front ends: pinned hardware, an own machine (buy versus rent, gpuprobe
// figures), serving replicas, warnings, and the one pipeline every front end calls.
#include "plan_test_support.h"

#include "plan/plan_pipeline.h"
#include "plan/plan_search.h"
#include "plan/plan_summary.h"

#include <nlohmann/json.hpp>

#include "near.h"

#include <QtTest>

#include <set>

using namespace gpuplanner;
using plan_test::PlanFixture;

class TestPlanHardware final : public QObject, PlanFixture {
    Q_OBJECT

private slots:
    void initTestCase() { load_fixture(); }

    void pinnedHardware() {
        const PlanResult r = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":16})"));
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options) {
            QCOMPARE(o.gpu_id, std::string("h100-sxm"));
            QCOMPARE(o.gpu_count, std::int64_t(16));
            QCOMPARE(o.nodes, std::int64_t(2));
        }
        // Sixteen single-GPU A100 VMs without a published network between them are not planned
        // as one job (the one-node rule holds for pinned hardware too); one of them is.
        catalog_.offerings[1].network_gbps = 0;
        const PlanResult vms = plan(scenario(R"(,"hardware":{"gpu":"a100-sxm4-80gb","count":16})"));
        QVERIFY(vms.options.empty());
        const PlanResult one = plan(scenario(R"(,"hardware":{"gpu":"a100-sxm4-80gb","count":1})"));
        catalog_.offerings[1].network_gbps = 400;
        QVERIFY(!one.options.empty()); // (7B on one 80 GB A100: with optimizer offload)
        QVERIFY(std::all_of(one.options.begin(), one.options.end(),
                            [](const PlanOption& o) { return o.nodes == 1; }));
    }

    // TensorRT-LLM is NVIDIA's: on an Ascend part the option is left out with the reason, not
    // timed with TensorRT-LLM's profile (walkthrough, 2026-12-08); vLLM serves it.
    void engineRunsOnTheAccelerator() {
        catalog_.offerings.push_back(offering("secure", "ascend.8x", "ascend-910b", 8, 90, {}));
        const std::string w = R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,)"
                              R"("concurrency":16})";
        const auto ascend = [](const PlanOption& o) { return o.gpu_id == "ascend-910b"; };
        const PlanResult vllm = plan(scenario("", w));
        QVERIFY(std::any_of(vllm.options.begin(), vllm.options.end(), ascend));
        const PlanResult trt =
            plan(scenario(R"(,"performance":{"serving_engine":"tensorrt_llm"})", w));
        catalog_.offerings.pop_back();
        QVERIFY(std::none_of(trt.options.begin(), trt.options.end(), ascend));
        QVERIFY(!trt.options.empty()); // the NVIDIA offerings still serve
        bool said = false;
        for (const auto& e : trt.excluded)
            for (const Diagnostic& d : e.violation_codes)
                said = said || (d.code == DiagCode::Incompatible &&
                                d.names.at(0).find("TensorRT-LLM runs on NVIDIA GPUs only") == 0);
        QVERIFY(said);
    }

    // What the user pins, the plan uses (helper walkthrough, 2026-12-07): a service given more
    // GPUs than its rate needs runs them all as replicas (headroom), and a count no offering's
    // whole nodes make says so, with the node sizes there are.
    void pinnedServingCount() {
        const std::string w =
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,)"
            R"("target_requests_per_second":2})";
        const PlanResult free = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":8})", w));
        QVERIFY(!free.options.empty());
        const PlanOption& eight = free.options.front();
        const std::int64_t replica = eight.layout.tensor * eight.layout.pipeline;
        QVERIFY(eight.serving && eight.serving->replicas * replica <= 8);
        const PlanResult more = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":32})", w));
        QVERIFY(!more.options.empty());
        for (const PlanOption& o : more.options) {
            QCOMPARE(o.gpu_count, std::int64_t(32));
            QCOMPARE(o.layout.gpus(), std::int64_t(32));
            QCOMPARE(o.replicas * o.layout.tensor * o.layout.pipeline, std::int64_t(32));
            QVERIFY(o.serving && o.replicas > o.serving->replicas); // the rest is headroom
        }
        const PlanResult none = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":13})", w));
        QVERIFY(none.options.empty());
        const auto said = std::find_if(
            none.warning_codes.begin(), none.warning_codes.end(),
            [](const Diagnostic& d) { return d.code == DiagCode::PinnedCountNoOffering; });
        QVERIFY(said != none.warning_codes.end());
        QCOMPARE(said->numbers.at(0), 13.0);
        QCOMPARE(said->names.at(0), std::string("h100-sxm"));
        QCOMPARE(said->names.at(1), std::string("8"));
    }

    void ownedMachineAndBuyVersusRent() {
        const PlanResult r = plan(scenario(
            R"(,"local":{"gpu":"h100-sxm","count":8,"purchase_price":300000,"power_price_per_kwh":0.1,"pue":1.0,"host_watts":0,"amortization_years":3,"utilization":1.0},"constraints":{"allow_spot":false,"allow_reserved":false})"));
        const auto local =
            std::find_if(r.options.begin(), r.options.end(),
                         [](const PlanOption& o) { return o.billing == BillingMode::Owned; });
        QVERIFY(local != r.options.end());
        // 300,000 / (3 x 8760) + 8 x 700 W x 0.1 per kWh = 11.4155 + 0.56 per hour.
        QVERIFY(std::abs(local->price_per_hour - (300000.0 / 26280.0 + 0.56)) < 1e-9);
        for (const auto& o : r.options)
            if (o.billing != BillingMode::Owned && o.cost > local->hours * 0.56) {
                QVERIFY(o.buy_break_even_jobs.has_value());
                QVERIFY(
                    std::abs(*o.buy_break_even_jobs - 300000.0 / (o.cost - local->hours * 0.56)) <
                    1e-6 * *o.buy_break_even_jobs);
                QVERIFY(std::abs(*o.buy_break_even_local_hours -
                                 *o.buy_break_even_jobs * local->hours) <
                        1e-6 * *o.buy_break_even_local_hours);
            }
    }

    // An own machine without a purchase price (a gpuprobe import leaves 0) has nothing to pay
    // back: no break-even ("pays for itself after 0 jobs"), and the summary says no price is
    // given (issue #29).
    void ownedMachineWithoutPrice() {
        const PlanResult r = plan(scenario(
            R"(,"local":{"gpu":"h100-sxm","count":8,"purchase_price":0},"constraints":{"allow_spot":false,"allow_reserved":false})"));
        const PlanSummary sum = summarize(r);
        QVERIFY(sum.owned);
        QVERIFY(!sum.owned_purchase_given);
        QVERIFY(!sum.buy_break_even_jobs);
        for (const auto& o : r.options)
            QVERIFY(!o.buy_break_even_jobs);
        const PlanResult priced = plan(scenario(
            R"(,"local":{"gpu":"h100-sxm","count":8,"purchase_price":300000},"constraints":{"allow_spot":false,"allow_reserved":false})"));
        QVERIFY(summarize(priced).owned_purchase_given);
        QVERIFY(summarize(priced).buy_break_even_jobs);
    }

    // local.probe: measured figures divided by the reference efficiencies (0.80 GEMM, 0.90 triad)
    // replace the datasheet, so a GPU measuring like a healthy one plans exactly like the catalog
    // entry and one at half speed takes twice as long; the power limit replaces the TDP.
    void measuredOwnMachine() {
        const std::string money =
            R"("purchase_price":10000,"power_price_per_kwh":0.1,"pue":1.0,"host_watts":0,"amortization_years":3,"utilization":1.0)";
        const PlanOption datasheet =
            owned(plan(own_machine(R"({"gpu":"h100-sxm",)" + money + "}")));
        const std::string healthy =
            probe("healthy.json", "NVIDIA H100 80GB HBM3", 79.1, 0.8 * 989.4e12, 0.9 * 3350e9, 700);
        const PlanResult r = plan(own_machine(R"({"probe":")" + healthy + R"(",)" + money + "}"));
        const PlanOption& same = owned(r);
        QCOMPARE(same.gpu_id, std::string("h100-sxm")); // matched from the device name
        QVERIFY(same.why.find("GPU as measured by gpuprobe on 2026-11-30") != std::string::npos);
        QVERIFY(std::abs(same.hours - datasheet.hours) < 1e-9 * datasheet.hours);
        QVERIFY(std::abs(same.price_per_hour - datasheet.price_per_hour) < 1e-12);
        QVERIFY(r.local_probe && r.local_datasheet && r.local_measured);
        QCOMPARE(r.local_datasheet->id, std::string("h100-sxm"));
        QCOMPARE(r.local_comparison.front().key, std::string("bf16"));
        QCOMPARE(*r.local_comparison.front().fraction, 0.8);
        QCOMPARE(*r.local_comparison.front().planned_as, 989.4e12);

        const std::string slow =
            probe("slow.json", "NVIDIA H100 80GB HBM3", 79.1, 0.4 * 989.4e12, 0.9 * 3350e9, 350);
        const PlanOption half =
            owned(plan(own_machine(R"({"probe":")" + slow + R"(",)" + money + "}")));
        const double ratio = half.hours / datasheet.hours;
        QVERIFY2(ratio > 1.9 && ratio <= 2.0 + 1e-9, std::to_string(ratio).c_str());
        // 10,000 / (3 x 8,760 h) + 350 W x 0.1 per kWh.
        QVERIFY(std::abs(half.price_per_hour - (10000.0 / 26280.0 + 0.035)) < 1e-12);

        // The summary sets the own machine against the fastest and the cheapest cloud option.
        const PlanSummary sum = summarize(r);
        QVERIFY(sum.owned && sum.fastest_cloud && sum.cheapest_cloud);
        for (const PlanOption& o : r.options)
            if (o.billing != BillingMode::Owned) {
                QVERIFY(o.hours >= r.options[*sum.fastest_cloud].hours ||
                        same_time(o.hours, r.options[*sum.fastest_cloud].hours, false));
                QVERIFY(o.cost >= r.options[*sum.cheapest_cloud].cost);
            }
        QVERIFY(r.options[*sum.fastest_cloud].billing != BillingMode::Owned);
        QCOMPARE(*sum.owned_time_vs_fastest_cloud,
                 same.hours / r.options[*sum.fastest_cloud].hours);
        QCOMPARE(*sum.owned_cost_vs_cheapest_cloud,
                 same.cost / r.options[*sum.cheapest_cloud].cost);

        // A part the catalog does not list: planned from the measurement alone.
        const std::string laptop =
            probe("laptop.json", "NVIDIA GeForce RTX 4090 Laptop GPU", 16, 8e13, 4.5e11, 150);
        const PlanResult l = plan(own_machine(R"({"probe":")" + laptop + R"(",)" + money + "}"));
        QCOMPARE(owned(l).gpu_id, std::string("probe-0"));
        QVERIFY(!l.local_datasheet);
        QVERIFY(!l.local_comparison.front().datasheet);
        QCOMPARE(*l.local_comparison.front().planned_as, 1e14);
    }

    void inferenceReplicasForTarget() {
        const std::string w =
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,"target_requests_per_second":20})";
        const Scenario s = scenario(R"(,"constraints":{"providers":["cheap"]})", w);
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options) {
            QVERIFY(o.replicas >= 1);
            // Enough replicas for the target, on no more nodes than needed, and every GPU of
            // those nodes serving: dp (the replicas) x tp x pp is the option's GPU count.
            const std::int64_t per_node = o.gpus_per_node / (o.layout.tensor * o.layout.pipeline);
            // The replicas the simulated service needs: at rate / replicas each one keeps up
            // (no growing queue, what it completes is what it is offered) and one replica fewer
            // would not; whole nodes then hold what they hold.
            QVERIFY(o.serving && o.serving->simulation);
            const ServingChoice& c = *o.serving;
            const ServingSimulation& sim = *c.simulation;
            QVERIFY(c.meets_targets);
            QVERIFY(!sim.saturated);
            QVERIFY(near(c.requests_per_second_per_group * double(c.replicas), 20.0));
            QVERIFY(std::abs(sim.requests_per_second / c.requests_per_second_per_group - 1) < 0.1);
            QVERIFY(o.replicas >= c.replicas);
            QVERIFY(o.replicas - per_node < c.replicas);
            QCOMPARE(c.workload.tensor_parallel, o.layout.tensor);
            QCOMPARE(o.layout.data, o.replicas);
            QCOMPARE(o.layout.gpus(), o.gpu_count);
            QCOMPARE(o.replicas % per_node, std::int64_t{0});
            // Memory per GPU at the option's tensor-parallel size, as the memory model gives it.
            InferenceWorkload at = s.workload.inference;
            at.tensor_parallel = o.layout.tensor;
            QCOMPARE(o.memory_per_gpu_bytes,
                     inference_memory(s.model, at, s.overheads).total_bytes());
        }
    }

    // Llama 3.1 405B in bf16 (810 GB of weights) fits no 8-GPU H100 node: each replica runs
    // tensor parallel 8 inside a node and two pipeline stages over two nodes, as vLLM serves it;
    // the simulated service reproduces by seed.
    void servingReplicaSpansTwoNodes() {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3.1-405b"},)"
            R"("workload":{"type":"inference","prompt_tokens":1024,"output_tokens":256,)"
            R"("concurrency":8,"simulated_requests":300},"constraints":{"providers":["cheap"]}})";
        const Scenario s = parse_scenario(nlohmann::json::parse(text), "s.json",
                                          ScenarioContext{&presets_, &gpus_});
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        const PlanOption& o = r.options.front();
        QCOMPARE(o.gpu_id, std::string("h100-sxm"));
        QCOMPARE(o.layout.tensor, std::int64_t{8});
        QCOMPARE(o.layout.pipeline, std::int64_t{2});
        QCOMPARE(o.nodes, std::int64_t{2});
        QCOMPARE(o.gpu_count, std::int64_t{16});
        QVERIFY(o.serving && o.serving->simulation);
        QCOMPARE(o.serving->workload.pipeline_parallel, std::int64_t{2});
        const ServingSimulation& sim = *o.serving->simulation;
        QCOMPARE(sim.completed, std::int64_t{300});
        QVERIFY(sim.ttft.p50 > 0 && sim.ttft.p99 >= sim.ttft.p50);
        // The same plan again: the same percentiles, to the bit.
        const PlanResult again = plan(s);
        QCOMPARE(again.options.front().serving->simulation->ttft.p99, sim.ttft.p99);
        QCOMPARE(again.options.front().serving->simulation->tpot.p95, sim.tpot.p95);
    }

    // A service runs its period whatever the option, so its "time" is the time per output token:
    // the Time sort, the Pareto front and the summary's fastest go by it, not by the equal hours.
    void servingRanksByTimePerOutputToken() {
        const Scenario s = scenario(
            "",
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16})");
        const PlanResult r = plan(s, SortKey::Time);
        QVERIFY(r.options.size() >= 2);
        for (std::size_t i = 1; i < r.options.size(); ++i)
            QVERIFY(r.options[i - 1].tpot_seconds <= r.options[i].tpot_seconds);
        QVERIFY(r.options.front().tpot_seconds < r.options.back().tpot_seconds); // not all equal
        for (const PlanOption& o : r.options) {
            QCOMPARE(o.time_measure(), o.tpot_seconds);
            bool dominated = false;
            for (const PlanOption& other : r.options)
                dominated =
                    dominated || (other.tpot_seconds <= o.tpot_seconds && other.cost < o.cost &&
                                  other.tpot_seconds < o.tpot_seconds);
            QVERIFY(!(o.pareto && dominated));
        }
        const PlanSummary sum = summarize(plan(s));
        QVERIFY(sum.fastest);
        const PlanResult byCost = plan(s);
        for (const PlanOption& o : byCost.options)
            QVERIFY(byCost.options[*sum.fastest].tpot_seconds <= o.tpot_seconds * 1.01);
    }

    // A slow network between nodes slows a training job's gradient exchange; serving replicas
    // each sit in one node and exchange nothing, so they are not warned of it.
    // How a node's GPUs talk when the catalog does not say (every importer): a board-mounted
    // part over its datasheet fabric (per direction, half the bidirectional figure), a card over
    // PCIe (its x16 link, at most 64 GB/s, halved); what a catalog states is kept.
    void gpuLinksInsideANode_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("interconnect");
        QTest::addColumn<double>("perDirection");
        QTest::newRow("H200 SXM, not stated: NVLink 4") << "h200-sxm"
                                                        << "" << 450e9;
        QTest::newRow("H200 SXM, stated PCIe") << "h200-sxm"
                                               << "pcie" << 32e9;
        QTest::newRow("H800 SXM, not stated: its NVLink") << "h800-sxm"
                                                          << "" << 200e9;
        QTest::newRow("MI300X, not stated: Infinity Fabric") << "mi300x"
                                                             << "" << 448e9;
        QTest::newRow("L40S card, not stated: PCIe 4.0") << "l40s"
                                                         << "" << 32e9;
        QTest::newRow("A100 PCIe, not stated: PCIe (bridge pairs only)") << "a100-pcie-80gb"
                                                                         << "" << 32e9;
    }
    void gpuLinksInsideANode() {
        QFETCH(QString, gpu);
        QFETCH(QString, interconnect);
        QFETCH(double, perDirection);
        const GpuSpec* g = gpus_.find(gpu.toStdString());
        QVERIFY(g);
        QCOMPARE(plan_detail::intra_bandwidth(*g, interconnect.toStdString()), perDirection);
    }

    // An imported 8 x H200-SXM node (no interconnect in the file) plans as the bundled HGX node
    // does: DeepSeek-V3 on 16 GPUs, not on a hundred PCIe-bound ones (helper check, 2026-12-06).
    void importedBoardNodesUseTheirFabric() {
        const std::string serving =
            R"({"type":"inference","weight_precision":"fp8","prompt_tokens":2000,)"
            R"("output_tokens":500,"concurrency":256,"target_output_tokens_per_second":20000})";
        const auto gpusFor = [&](const std::string& interconnect) {
            catalog_.offerings = {offering("cheap", "hgx-h200", "h200-sxm", 8, 30, std::nullopt)};
            catalog_.offerings[0].gpu_interconnect = interconnect;
            const std::string text =
                R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"deepseek-v3"},)"
                R"("workload":)" +
                serving + R"(,"constraints":{"max_gpus":256}})";
            const PlanResult r = plan(parse_scenario(nlohmann::json::parse(text), "s.json",
                                                     ScenarioContext{&presets_, &gpus_}));
            return r.options.empty() ? std::int64_t(0) : r.options.front().gpu_count;
        };
        const std::int64_t stated = gpusFor("nvlink");
        QVERIFY(stated > 0);
        QCOMPARE(gpusFor(""), stated);
        QVERIFY(gpusFor("pcie") > stated);
        load_fixture(); // the fixture's catalog back for the tests after this one
    }

    void slowNetworkWarnsTrainingOnly() {
        catalog_.offerings[0].network_gbps = 10;
        const auto slow = [](const PlanResult& r) {
            return std::any_of(r.options.begin(), r.options.end(), [](const PlanOption& o) {
                return o.nodes > 1 && std::any_of(o.warning_codes.begin(), o.warning_codes.end(),
                                                  [](const Diagnostic& d) {
                                                      return d.code == DiagCode::SlowNetwork;
                                                  });
            });
        };
        const PlanResult serving = plan(scenario(
            R"(,"constraints":{"providers":["cheap"]})",
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,"target_requests_per_second":200})"));
        const PlanResult training = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":16})"));
        catalog_.offerings[0].network_gbps = 400;
        QVERIFY(std::any_of(serving.options.begin(), serving.options.end(),
                            [](const PlanOption& o) { return o.nodes > 1; }));
        QVERIFY(!slow(serving));
        QVERIFY(slow(training));
    }

    void longWarningsAreWhole() {
        // A long single-zone job: the warning is complete, not cut at a buffer size.
        const PlanResult r =
            plan(scenario(R"(,"constraints":{"max_gpus":8})",
                          R"({"type":"training","tokens":1e12,"sequence_length":2048})"));
        bool found = false;
        for (const auto& w : r.warnings)
            if (QString::fromStdString(w).contains(QStringLiteral("single zone"))) {
                found = true;
                QVERIFY2(QString::fromStdString(w).endsWith(
                             QStringLiteral("storage another zone can read")),
                         w.c_str());
            }
        QVERIFY(found);
    }

    void unknownCurrencyIsAnError() {
        QVERIFY_THROWS_EXCEPTION(InputError, (void)plan(scenario(""), SortKey::Cost, "XYZ"));
    }

    // The one pipeline (plan_scenario) every front end uses: the currency rule (an unknown code
    // is a RequestError, not dropped), a measured machine attached with its warning when the
    // scenario has no local section, today in UTC when the request gives no date.
    void pipelineRules() {
        const Catalogs c = load_bundled_catalogs(ResourcePaths{resource("")});
        const nlohmann::json doc =
            parse_json_file(resource("examples/llama3-8b-lora.gpuplan.json"));
        PlanJob job;
        job.currency = "JPY";
        QVERIFY_THROWS_EXCEPTION(RequestError, (void)plan_scenario(doc, "s.json", c, job));
        job.currency = "EUR";
        job.probe_file = fixture("probe/synthetic-h100.json");
        const PlannedScenario p = plan_scenario(doc, "s.json", c, job);
        QCOMPARE(p.plan.currency, std::string("EUR"));
        QVERIFY(p.plan.local_probe.has_value());
        QVERIFY(std::any_of(p.plan.warnings.begin(), p.plan.warnings.end(), [](const auto& w) {
            return w.find("no local section") != std::string::npos;
        }));
        QVERIFY(p.summary.cheapest.has_value());
        QVERIFY(!p.fits.empty());
        // The memory verdicts of the GPU types constraints.gpus compares only (as gpuplan
        // memory's).
        nlohmann::json two = doc;
        two["constraints"]["gpus"] = {"h20", "a100-sxm4-80gb"};
        const PlannedScenario compared = plan_scenario(two, "s.json", c, job);
        std::set<std::string> judged;
        for (const GpuFit& f : compared.fits)
            judged.insert(f.gpu_id);
        QCOMPARE(judged, (std::set<std::string>{"h20", "a100-sxm4-80gb"}));
        const std::string today = today_utc();
        QCOMPARE(today.size(), std::size_t(10));
        QVERIFY(days_since_epoch(today).has_value());
    }
};

int runTestPlanHardware(int argc, char** argv) {
    TestPlanHardware t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_hardware.moc"
