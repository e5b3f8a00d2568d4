// tst_plan, how sure a service is (strategy/serving_range.h): the service simulated again at the
// fastest and slowest credible steps, from the sourced spread of time/time_range.h, and the
// cost of the replicas each end needs (docs/performance.md, "How sure a time is").
#include "plan_test_support.h"

#include "output/json_output.h"
#include "plan/plan_search.h"
#include "strategy/serving_search.h"
#include "time/time_range.h"

#include <QtTest>

using namespace gpuplanner;
using plan_test::PlanFixture;

class TestServingRange final : public QObject, PlanFixture {
    Q_OBJECT

    Scenario scenario_of(const std::string& workload) const {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3.1-8b"},)"
            R"("workload":)" +
            workload + "}";
        return parse_scenario(nlohmann::json::parse(text), "s.json",
                              ScenarioContext{&presets_, &gpus_});
    }

private slots:
    void initTestCase() { load_fixture(); }

    // The factors by hand from their sources: stack MFUs 33%, median 41%, 55.2% (torchtitan,
    // Megatron-Core, MegaScale); decode bandwidth 0.80 planned, 0.90 a triad, 1,100 of
    // 2,039 GB/s gpt-fast's slowest 16-bit figure. A calibrated phase: its own spread.
    void spreadFromItsSources() {
        const ServingSpread f = serving_spread(std::nullopt, std::nullopt);
        QVERIFY(std::abs(f.prefill_fast - 0.41 / 0.552) < 1e-12);
        QVERIFY(std::abs(f.prefill_slow - 0.41 / 0.33) < 1e-12);
        QVERIFY(std::abs(f.decode_fast - 0.8 / 0.9) < 1e-12);
        QVERIFY(std::abs(f.decode_slow - 0.8 * 2039.0 / 1100.0) < 1e-12);
        TimeCalibration measured;
        measured.spread = 0.05;
        const ServingSpread m = serving_spread(measured, std::nullopt);
        QVERIFY(std::abs(m.prefill_fast - 0.95) < 1e-12 && std::abs(m.prefill_slow - 1.05) < 1e-12);
        QCOMPARE(m.decode_slow, f.decode_slow);
    }

    // One client, one request at a time, an engine without an API server (gpt-fast): no queue,
    // so each end's time per output token is the likely one times the decode factor, and the
    // time to first token moves by the prefill factor (a first token is a prefill and a little
    // of a step's fixed costs, which move by the decode factor).
    void aloneEachEndIsItsFactor() {
        const Scenario s = scenario_of(
            R"({"type":"inference","prompt_tokens":2048,"output_tokens":128,"concurrency":1,)"
            R"("tensor_parallel":1,"simulated_requests":100})");
        ServingQuery q = node_query(s, "a100-sxm4-80gb");
        q.performance.serving_engine = ServingEngine::GptFast;
        const auto c = search_serving(q);
        QVERIFY(c && c->simulation && c->range);
        const ServingRange& r = *c->range;
        const double tpot = c->simulation->tpot.at(95);
        const double ttft = c->simulation->ttft.at(95);
        QVERIFY(std::abs(r.slow.tpot_seconds / tpot - r.spread.decode_slow) < 1e-3);
        QVERIFY(std::abs(r.fast.tpot_seconds / tpot - r.spread.decode_fast) < 1e-3);
        // Mostly the prompt's compute (2,048 tokens), a little of a step's fixed costs.
        QVERIFY(r.slow.ttft_seconds / ttft >= r.spread.prefill_slow - 1e-3);
        QVERIFY(r.slow.ttft_seconds / ttft <= r.spread.prefill_slow + 0.02);
        QVERIFY(r.fast.ttft_seconds / ttft <= r.spread.prefill_fast + 0.02);
        QVERIFY(r.fast.ttft_seconds / ttft >= r.spread.prefill_fast - 1e-3);
        QCOMPARE(r.fast.replicas, c->replicas); // no rate: the planned count at both ends
        QCOMPARE(r.slow.replicas, c->replicas);
    }

    // At a rate: the ends hold the likely figures between them, the slow end is slower on the
    // planned replicas, and the replicas each end needs price the option's cost range in whole
    // nodes (the price is per node); the hours are the service's period at both ends. Options
    // not simulated have no range. The JSON carries both.
    void atARateTheCostRanges() {
        const Scenario s = scenario_of(
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,)"
            R"("target_requests_per_second":12,"ttft_target_seconds":0.45,"simulated_requests":400})");
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        std::size_t ranged = 0;
        bool dearer = false;
        for (const PlanOption& o : r.options) {
            QVERIFY(o.serving);
            QCOMPARE(o.hours_low, o.hours);
            QCOMPARE(o.hours_high, o.hours);
            const nlohmann::json j = plan_option_json(o, r.currency);
            if (!o.serving->range) {
                QCOMPARE(o.cost_low, o.cost);
                QCOMPARE(o.cost_high, o.cost);
                QVERIFY(!j.contains("cost_range"));
                continue;
            }
            ++ranged;
            const ServingChoice& c = *o.serving;
            const ServingRange& e = *c.range;
            QVERIFY(e.fast.ttft_seconds <= c.judged_ttft());
            QVERIFY(c.judged_ttft() < e.slow.ttft_seconds);
            QVERIFY(e.fast.tpot_seconds < c.judged_tpot());
            QVERIFY(c.judged_tpot() < e.slow.tpot_seconds);
            QVERIFY(e.fast.replicas <= c.replicas && c.replicas <= e.slow.replicas);
            QVERIFY(!e.slow.meets_targets || e.slow.replicas == c.replicas);
            dearer |= e.slow.replicas > c.replicas && o.cost_high > o.cost;
            if (c.workload.replica_gpus() <= o.gpus_per_node) {
                const double per_node = double(o.gpus_per_node / c.workload.replica_gpus());
                const auto nodes = [&](std::int64_t replicas) {
                    return std::ceil(double(replicas) / per_node);
                };
                QVERIFY(std::abs(o.cost_high - o.cost * nodes(e.slow.replicas) / double(o.nodes)) <
                        1e-9 * o.cost);
                QVERIFY(std::abs(o.cost_low - o.cost * nodes(e.fast.replicas) / double(o.nodes)) <
                        1e-9 * o.cost);
            }
            QCOMPARE(j["cost_range"]["high"].get<double>(), o.cost_high);
            QCOMPARE(j["service"]["range"]["slow"]["replicas_needed"].get<std::int64_t>(),
                     e.slow.replicas);
            QCOMPARE(j["service"]["range"]["factors"]["decode"]["slow"].get<double>(),
                     e.spread.decode_slow);
        }
        QVERIFY(ranged > 0);
        QVERIFY(dearer); // somewhere the slow end needs more replicas, at a higher cost
    }
};

int runTestServingRange(int argc, char** argv) {
    TestServingRange t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_serving_range.moc"
