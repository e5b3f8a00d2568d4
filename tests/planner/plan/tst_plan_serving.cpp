// tst_plan, serving search over a catalog: every offering is sized by the analytical bounds,
// the best ones by simulating the scheduler (plan/plan_serving.h); an option left unsimulated
// could only grow dearer, so the best is the one simulating every shape would give.
#include "io/parallel_for.h"
#include "plan_test_support.h"

#include "plan/plan_search.h"
#include "plan/plan_summary.h"
#include "plan/serving_curve.h"

#include <QtTest>

#include <atomic>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

using namespace gpuplanner;
using plan_test::PlanFixture;

class TestPlanServing final : public QObject, PlanFixture {
    Q_OBJECT

    // Many hardware shapes, each at a price of its own: more candidates than are simulated.
    void add_shapes() {
        const std::vector<std::pair<std::string, double>> gpus = {
            {"h100-sxm", 3.0},       {"a100-sxm4-80gb", 1.8}, {"h200-sxm", 3.8},
            {"l40s", 1.1},           {"a100-sxm4-40gb", 1.4}, {"h800-sxm", 2.9},
            {"a800-sxm4-80gb", 1.7}, {"b200", 5.5},           {"rtx-6000-ada", 0.9},
            {"mi300x", 2.6}};
        for (const auto& [gpu, per_gpu] : gpus)
            for (int count : {1, 2, 4, 8})
                catalog_.offerings.push_back(offering("cheap", gpu + "x" + std::to_string(count),
                                                      gpu, count, per_gpu * count, std::nullopt));
    }

    Scenario service() {
        return scenario(
            R"(,"constraints":{"providers":["cheap"],"allow_reserved":false,"allow_spot":false})",
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,)"
            R"("target_requests_per_second":12,"ttft_target_seconds":1.5,"simulated_requests":600})");
    }

    static plan_detail::Hardware hardware(const GpuCatalog& gpus, const Offering& o) {
        const GpuSpec* gpu = gpus.find(o.gpu_id);
        return plan_detail::Hardware{gpu, o.gpu_count,
                                     plan_detail::intra_bandwidth(*gpu, o.gpu_interconnect),
                                     o.network_gbps * 1e9 / 8.0};
    }

    const Offering& offering_of(const PlanOption& o) const {
        for (const Offering& off : catalog_.offerings)
            if (off.provider == o.provider && off.instance_type == o.instance)
                return off;
        throw std::runtime_error("no offering " + o.instance);
    }

private slots:
    void initTestCase() {
        load_fixture();
        add_shapes();
    }

    void bestOptionsSimulatedOthersBounded() {
        const Scenario s = service();
        const PlanResult r = plan(s);
        QVERIFY(r.options.size() > kSimulatedServingOptions);
        std::set<std::string> shapes;
        std::size_t unsimulated = 0;
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const PlanOption& o = r.options[i];
            QVERIFY(o.serving);
            shapes.insert(o.gpu_id + std::to_string(o.gpus_per_node));
            if (i < kSimulatedServingOptions) {
                QVERIFY2(o.serving->simulated && o.serving->simulation, o.instance.c_str());
                QVERIFY(o.serving->meets_targets);
                continue;
            }
            if (o.serving->simulated)
                continue;
            ++unsimulated;
            QVERIFY(!o.serving->simulation);
            // Simulated, the same shape needs at least the GPUs its bound gave: its cost only
            // grows, so it cannot overtake the best.
            const auto full = plan_detail::best_inference(s, hardware(gpus_, offering_of(o)), true);
            QVERIFY(full && full->serving->simulated);
            QVERIFY2(full->nodes >= o.nodes, o.instance.c_str());
            QVERIFY(full->replicas * full->layout.tensor * full->layout.pipeline >=
                    o.serving->replicas * o.layout.tensor * o.layout.pipeline);
            QVERIFY(o.cost >= r.options.front().cost);
        }
        QVERIFY(shapes.size() > kSimulatedServingOptions); // more shapes than simulated
        QVERIFY(unsimulated > 0);
    }

    // What the summary names (the cheapest of each billing mode, the fastest) was simulated,
    // whatever its rank: a recommendation does not rest on a bound.
    void summaryPicksAreSimulated() {
        for (const SortKey sort : {SortKey::Cost, SortKey::Time}) {
            const PlanResult r = plan(service(), sort);
            const PlanSummary sum = summarize(r);
            QVERIFY(sum.fastest && !sum.cheapest_by_billing.empty());
            QVERIFY(r.options[*sum.fastest].serving->simulated);
            QVERIFY(sum.best_cost_time && r.options[*sum.best_cost_time].serving->simulated);
            for (const auto& [mode, i] : sum.cheapest_by_billing)
                QVERIFY2(r.options[i].serving->simulated, to_string(mode).c_str());
        }
    }

    // `--top N` returns the options the summary names whatever their rank, so a cut plan
    // recommends what the whole plan does (session 31: `plan --top 1` of the 70B example named
    // its top spot option "cheapest", where the whole plan recommends a reserved one).
    void cutPlanRecommendsAsTheWholePlan() {
        // Spot and reservations allowed, and spot capacity far cheaper than anything that stays
        // up: spot options rank first by cost, and the recommendation sits below them.
        const Scenario s = scenario(
            R"(,"constraints":{"providers":["cheap"],"allow_reserved":true,"allow_spot":true})",
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,)"
            R"("target_requests_per_second":12,"ttft_target_seconds":1.5,"simulated_requests":600})");
        OfferingCatalog catalog = catalog_;
        for (const char* gpu : {"h200-sxm", "mi300x"})
            catalog.offerings.push_back(
                offering("cheap", std::string(gpu) + "-spot", gpu, 1, 5.0, 0.2));
        const PlanCatalogs cat{&gpus_, &catalog, &fx_, nullptr};
        PlanRequest whole;
        whole.today = "2026-11-30";
        const PlanResult all = make_plan(s, cat, whole);
        QVERIFY(all.options.front().billing == BillingMode::Spot);
        const PlanSummary want = summarize(all);
        const auto same = [](const PlanOption& a, const PlanOption& b) {
            return a.provider == b.provider && a.instance == b.instance && a.region == b.region &&
                   a.billing == b.billing;
        };
        for (const auto& [sort, top] :
             {std::pair{SortKey::Cost, std::size_t{1}}, std::pair{SortKey::Cost, std::size_t{3}},
              std::pair{SortKey::Time, std::size_t{1}},
              std::pair{SortKey::CostTime, std::size_t{1}}}) {
            PlanRequest cut = whole;
            cut.sort = sort;
            cut.top = top;
            cut.sample = 0;
            const PlanResult r = make_plan(s, cat, cut);
            QVERIFY(r.options.size() < all.options.size());
            const PlanSummary got = summarize(r);
            for (const auto& [name, a, b] :
                 {std::tuple{"cheapest", want.cheapest, got.cheapest},
                  std::tuple{"fastest", want.fastest, got.fastest},
                  std::tuple{"best cost x time", want.best_cost_time, got.best_cost_time}}) {
                QVERIFY2(a && b, name);
                QVERIFY2(same(all.options[*a], r.options[*b]), name);
            }
            QCOMPARE(got.cheapest_by_billing.size(), want.cheapest_by_billing.size());
            for (const auto& [mode, i] : want.cheapest_by_billing)
                QVERIFY2(same(all.options[i], r.options[got.cheapest_by_billing.at(mode)]),
                         to_string(mode).c_str());
        }
    }

    // The analytical bound per shape is a lower bound of what the simulation needs: the
    // replica count never drops when the scheduler is simulated (every shape of the catalog).
    void boundNeverAboveSimulation() {
        const Scenario s = service();
        for (const Offering& o : catalog_.offerings) {
            if (o.provider != "cheap" || o.unverified)
                continue;
            const plan_detail::Hardware hw = hardware(gpus_, o);
            const auto bound = plan_detail::best_inference(s, hw, false);
            const auto full = plan_detail::best_inference(s, hw, true);
            QCOMPARE(bound.has_value(), full.has_value());
            if (!bound)
                continue;
            QVERIFY(!bound->serving->simulated && full->serving->simulated);
            const auto gpus_of = [](const plan_detail::Candidate& c) {
                return c.serving->replicas * c.serving->workload.replica_gpus();
            };
            QVERIFY2(gpus_of(*full) >= gpus_of(*bound), o.instance_type.c_str());
            // The floors are what one request alone gets: the simulated percentiles never
            // beat them.
            QVERIFY(full->serving->simulation->ttft.p50 >=
                    0.999 * full->serving->analytic_ttft_seconds);
        }
    }

    // 8k-token prompts with a 20 ms time per output token at p95 (the disaggregated example):
    // prefills of 8k tokens between decode steps break the target on a colocated replica, so
    // on 8 x A100-40GB nodes prefill and decode get workers of their own, on fewer nodes than
    // colocated replicas need; without the target nothing is disaggregated.
    void disaggregatedWhereItWins() {
        const std::string load =
            R"({"type":"inference","prompt_tokens":8192,"output_tokens":256,"concurrency":32,)"
            R"("target_requests_per_second":10,"ttft_target_seconds":2)";
        const std::string tight = R"(,"tpot_target_seconds":0.02})";
        const auto on_h100 = [&](const std::string& workload) {
            const std::string text =
                R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3.1-8b"},)"
                R"("workload":)" +
                workload + R"(,"constraints":{"providers":["cheap"]}})";
            return parse_scenario(nlohmann::json::parse(text), "s.json",
                                  ScenarioContext{&presets_, &gpus_});
        };
        const Scenario s = on_h100(load + tight);
        const auto a100 =
            std::find_if(catalog_.offerings.begin(), catalog_.offerings.end(),
                         [](const Offering& o) { return o.instance_type == "a100-sxm4-40gbx8"; });
        QVERIFY(a100 != catalog_.offerings.end());
        const auto pd = plan_detail::best_inference(s, hardware(gpus_, *a100), true);
        QVERIFY(pd && pd->serving->disaggregated);
        const ServingChoice& c = *pd->serving;
        const DisaggregatedService& split = *c.disaggregated;
        QVERIFY(c.meets_targets && c.simulated);
        QVERIFY(split.prefill && split.decode);
        QVERIFY(c.simulation->ttft.p95 <= 2.0);
        QVERIFY(c.simulation->tpot.p95 <= 0.02);
        QCOMPARE(c.replicas, split.prefill_workers + split.decode_workers);
        QCOMPARE(c.simulation->ttft.p95, split.prefill->ttft.p95); // the prefill pool's
        QCOMPARE(c.simulation->tpot.p95, split.decode->tpot.p95);  // the decode pool's
        // The KV cache of 8,192 tokens (32 layers x 8 KV heads x 128 x 2 x 2 bytes per token,
        // tp 1) over one GPU's share of 400 Gb/s.
        const double bytes = 8192.0 * 32 * 8 * 128 * 2 * 2 / c.workload.tensor_parallel;
        QVERIFY(std::abs(split.kv_transfer_bytes - bytes) < 1e-6 * bytes);
        QVERIFY(std::abs(split.kv_transfer_seconds - bytes / (400e9 / 8 / 8)) < 1e-9);
        // Colocated replicas on the same hardware need more nodes (or miss the target).
        ServingQuery colocated = node_query(s, "a100-sxm4-40gb");
        colocated.inter_bytes_per_second = 400e9 / 8;
        colocated.allow_disaggregated = false;
        const auto together = search_serving(colocated);
        QVERIFY(together && !together->disaggregated);
        QVERIFY(!together->meets_targets || together->replicas * together->workload.replica_gpus() >
                                                c.replicas * c.workload.replica_gpus());
        // The plan's best H100 option is the disaggregated one.
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        QVERIFY(r.options.front().serving->disaggregated);
        // Without the time-per-token target nothing needs disaggregating.
        const PlanResult loose = plan(on_h100(load + "}"));
        for (const PlanOption& o : loose.options)
            QVERIFY(!o.serving->disaggregated);
    }

    // Per replica size the layout kept is the one the bound judges best, not the one with the
    // most tokens/s: on 8 H100s attention data parallelism computes more, but answers a
    // 4,096-token prompt of Qwen3-235B-A22B within 0.5 s barely or not at all; tp 8 needs the
    // fewest replicas (helper walkthrough, 2026-12-07: only tp 8 x pp 2 over two nodes was
    // left, at twice the GPUs of the tp 8 a pinned layout found). As pinned, so searched.
    void layoutPerSizeCanMeetTheTargets() {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"qwen3-235b-a22b"},)"
            R"("workload":{"type":"inference","weight_precision":"bf16","kv_precision":"fp8",)"
            R"("prompt_tokens":4096,"output_tokens":512,"concurrency":50,)"
            R"("target_requests_per_second":20,"ttft_target_seconds":0.5,)"
            R"("tpot_target_seconds":0.05,"simulated_requests":400}})";
        const Scenario s = parse_scenario(nlohmann::json::parse(text), "s.json",
                                          ScenarioContext{&presets_, &gpus_});
        ServingQuery q = node_query(s, "h100-sxm");
        q.inter_bytes_per_second = 400e9 / 8;
        const auto c = search_serving(q);
        QVERIFY(c && c->meets_targets);
        QCOMPARE(c->workload.tensor_parallel, std::int64_t(8));
        QCOMPARE(c->workload.attention_data_parallel, std::int64_t(1));
        QCOMPARE(c->workload.pipeline_parallel, std::int64_t(1));
        ServingQuery pinned = q;
        pinned.workload.tensor_pinned = true;
        pinned.workload.tensor_parallel = 8;
        const auto p8 = search_serving(pinned);
        QVERIFY(p8 && p8->meets_targets);
        QCOMPARE(c->replicas, p8->replicas);
    }

    // Prompts that vary: no replica count beats the prompt at the targets' percentile alone
    // (helper walkthrough, 2026-12-07: exponential prompts whose mean alone took 1.24 s sent
    // the search to 234 replicas of Llama 3.1 405B towards a 2.5 s p95 target it missed).
    void varyingPromptsFloorAtThePercentile() {
        const auto search = [&](const char* lengths, double target) {
            nlohmann::json j = nlohmann::json::parse(
                R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3.1-8b"},)"
                R"("workload":{"type":"inference","prompt_tokens":4096,"output_tokens":128,)"
                R"("concurrency":8,"tensor_parallel":1,"target_requests_per_second":4,)"
                R"("simulated_requests":400}})");
            j["workload"]["length_distribution"] = lengths;
            j["workload"]["ttft_target_seconds"] = target;
            const Scenario s = parse_scenario(j, "s.json", ScenarioContext{&presets_, &gpus_});
            return search_serving(node_query(s, "h100-sxm")).value();
        };
        const double mean_floor = search("fixed", 100).analytic_ttft_seconds;
        const ServingChoice loose = search("exponential", 100);
        const double floor = loose.analytic_ttft_seconds; // the p95 prompt, about 3x the mean
        QVERIFY2(floor > 2.5 * mean_floor, qPrintable(QString::number(floor / mean_floor)));
        QVERIFY(loose.meets_targets && loose.simulation->ttft.at(95) >= floor);
        // A target between the two floors: missed, and said so without a fleet sized for it.
        const ServingChoice tight = search("exponential", 0.8 * floor);
        QVERIFY(!tight.meets_targets);
        QVERIFY(tight.simulation->ttft.at(95) > 0.8 * floor);
        QVERIFY2(tight.replicas <= 2 * loose.replicas, qPrintable(QString::number(tight.replicas)));
        QVERIFY(search("exponential", 1.5 * floor).meets_targets);
    }

    // Without a rate the replica size is chosen by the targets (helper walkthrough, 2026-12-06:
    // only the smallest size was tried, so a target it missed left no option where a larger
    // tensor-parallel size meets it).
    void closedLoopSizeMeetsTheTargets() {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3.1-8b"},)"
            R"("workload":{"type":"inference","prompt_tokens":8192,"output_tokens":256,)"
            R"("concurrency":16,"simulated_requests":300}})";
        const Scenario s = parse_scenario(nlohmann::json::parse(text), "s.json",
                                          ScenarioContext{&presets_, &gpus_});
        ServingQuery q = node_query(s, "a100-sxm4-40gb");
        const auto free = search_serving(q);
        QVERIFY(free && free->simulation);
        const std::int64_t smallest = free->workload.replica_gpus();
        // A time to first token the smallest size misses at this load.
        q.workload.ttft_target_seconds = 0.6 * free->simulation->ttft.at(95);
        const auto sized = search_serving(q);
        QVERIFY(sized && sized->simulation);
        QVERIFY2(sized->workload.replica_gpus() > smallest,
                 std::to_string(sized->workload.replica_gpus()).c_str());
        QVERIFY(sized->meets_targets);
        QVERIFY(sized->simulation->ttft.at(95) <= q.workload.ttft_target_seconds);
        // No size meets an impossible target: the smallest is shown, missing it.
        q.workload.ttft_target_seconds = 1e-4;
        const auto none = search_serving(q);
        QVERIFY(none && !none->meets_targets);
        QCOMPARE(none->workload.replica_gpus(), smallest);
    }

    // At maximum load every option's mean figures, its tokens/s and its price per million
    // tokens are those of as many sequences as its KV cache holds, the clients its simulation
    // runs, not the scenario's concurrency (2026-12-07: 84 ms and 15 USD per million tokens
    // "at 1 in flight" for an L4 service whose 21 sequences give 162 ms and a tenth the cost).
    void maxLoadFiguresAtTheCachesSequences() {
        Scenario s = service();
        s.workload.inference.arrival = ArrivalProcess::MaxLoad;
        s.workload.inference.target_requests_per_second = 0;
        s.workload.inference.ttft_target_seconds = 0;
        s.workload.inference.concurrency = 1;
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        int simulated = 0;
        for (const PlanOption& o : r.options) {
            QVERIFY(o.serving);
            const ServingChoice& c = *o.serving;
            const std::int64_t groups =
                std::max<std::int64_t>(c.workload.attention_data_parallel, 1);
            QCOMPARE(c.clients_per_group * groups, c.workload.concurrency);
            QVERIFY2(c.workload.concurrency > 1, o.instance.c_str());
            QCOMPARE(o.tpot_seconds, c.performance.tpot_seconds);
            QVERIFY(std::abs(o.tokens_per_second -
                             c.performance.tokens_per_second_total * double(o.replicas)) <
                    1e-9 * o.tokens_per_second);
            if (!c.simulation)
                continue;
            ++simulated;
            // The analytical mean and the simulated closed loop at the same clients agree on
            // the tokens/s within a fifth (they were ten times apart).
            const double per_group = c.simulation->output_tokens_per_second;
            const double mean = c.performance.tokens_per_second_total / double(groups);
            QVERIFY2(
                std::abs(mean / per_group - 1.0) < 0.2,
                (o.instance + ": " + std::to_string(mean) + " against " + std::to_string(per_group))
                    .c_str());
        }
        QVERIFY(simulated > 0);
    }

    // The best option's latency against its rate: eight points from a quarter to twice the
    // planned 12 requests/s; the time to first token grows with the load.
    void latencyAgainstRate() {
        const Scenario s = service();
        const PlanResult r = plan(s);
        QVERIFY(!r.options.empty());
        const auto curve = latency_curve(s, PlanCatalogs{&gpus_, &catalog_, &fx_, nullptr}, r, 0);
        QVERIFY(curve);
        QCOMPARE(curve->points.size(), std::size_t{8});
        // The plan's replicas may be more than needed (whole nodes): the planned rate is the
        // scenario's.
        QVERIFY(std::abs(curve->planned_requests_per_second - 12.0) < 1e-9);
        QCOMPARE(curve->points[3].requests_per_second, curve->planned_requests_per_second);
        // There, the plan's own simulation: the chart and the summary agree.
        const ServingSimulation& planned = *r.options.front().serving->simulation;
        QCOMPARE(curve->points[3].ttft.at(95), planned.ttft.at(95));
        QCOMPARE(curve->points[3].tpot.at(95), planned.tpot.at(95));
        QCOMPARE(curve->ttft_target_seconds, 1.5);
        QVERIFY(curve->points.back().ttft.p95 > curve->points.front().ttft.p95);
        for (std::size_t i = 1; i < curve->points.size(); ++i)
            QVERIFY(curve->points[i].requests_per_second >
                    curve->points[i - 1].requests_per_second);
        // Training has none; an index past the options neither.
        QVERIFY(
            !latency_curve(s, PlanCatalogs{&gpus_, &catalog_, &fx_, nullptr}, r, r.options.size()));
    }

    // The same plan twice: the same options simulated, the same percentiles to the bit.
    void reproducibleBySeed() {
        const Scenario s = service();
        const PlanResult a = plan(s);
        const PlanResult b = plan(s);
        QCOMPARE(a.options.size(), b.options.size());
        for (std::size_t i = 0; i < a.options.size(); ++i) {
            QCOMPARE(a.options[i].instance, b.options[i].instance);
            QCOMPARE(a.options[i].cost, b.options[i].cost);
            QCOMPARE(a.options[i].ttft_at_target_percentile(),
                     b.options[i].ttft_at_target_percentile());
        }
    }

    // The shown options and the latency curve are simulated side by side (PlanRequest::threads):
    // one thread and four give the same plan and curve to the bit.
    void sameWhateverTheThreads() {
        const Scenario s = service();
        const PlanCatalogs cat{&gpus_, &catalog_, &fx_, nullptr};
        PlanRequest one;
        one.today = "2026-11-30";
        one.threads = 1;
        PlanRequest four = one;
        four.threads = 4;
        const PlanResult a = make_plan(s, cat, one);
        const PlanResult b = make_plan(s, cat, four);
        QCOMPARE(a.options.size(), b.options.size());
        std::size_t simulated = 0;
        for (std::size_t i = 0; i < a.options.size(); ++i) {
            const PlanOption& x = a.options[i];
            const PlanOption& y = b.options[i];
            QCOMPARE(x.instance, y.instance);
            QCOMPARE(x.region, y.region);
            QCOMPARE(x.cost, y.cost);
            QCOMPARE(x.replicas, y.replicas);
            QCOMPARE(x.ttft_at_target_percentile(), y.ttft_at_target_percentile());
            QCOMPARE(x.tpot_at_target_percentile(), y.tpot_at_target_percentile());
            const bool sx = x.serving && x.serving->simulated;
            QCOMPARE(sx, y.serving && y.serving->simulated);
            simulated += sx ? 1 : 0;
        }
        QVERIFY(simulated >= 2); // more than one simulation ran side by side
        const auto c1 = latency_curve(s, cat, a, 0, 1);
        const auto c4 = latency_curve(s, cat, a, 0, 4);
        QVERIFY(c1 && c4);
        QCOMPARE(c1->points.size(), c4->points.size());
        for (std::size_t i = 0; i < c1->points.size(); ++i) {
            QCOMPARE(c1->points[i].requests_per_second, c4->points[i].requests_per_second);
            QCOMPARE(c1->points[i].ttft.p95, c4->points[i].ttft.p95);
            QCOMPARE(c1->points[i].tpot.p99, c4->points[i].tpot.p99);
        }
    }

    // parallel_for: every index once whatever the threads (more threads than work included),
    // and the exception of the lowest index rethrown after all have run.
    void parallelForEachIndexOnce_data() {
        QTest::addColumn<int>("pieces");
        QTest::addColumn<int>("threads");
        QTest::newRow("none") << 0 << 4;
        QTest::newRow("one thread") << 100 << 1;
        QTest::newRow("three threads") << 100 << 3;
        QTest::newRow("more threads than pieces") << 2 << 8;
    }
    void parallelForEachIndexOnce() {
        QFETCH(int, pieces);
        QFETCH(int, threads);
        std::vector<std::atomic<int>> runs(static_cast<std::size_t>(pieces));
        parallel_for(runs.size(), static_cast<unsigned>(threads),
                     [&](std::size_t i) { runs[i].fetch_add(1); });
        for (const auto& r : runs)
            QCOMPARE(r.load(), 1);
        std::atomic<int> ran{0};
        try {
            parallel_for(50, static_cast<unsigned>(threads), [&](std::size_t i) {
                ran.fetch_add(1);
                if (i == 7 || i == 31)
                    throw std::runtime_error("piece " + std::to_string(i));
            });
            QFAIL("no exception");
        } catch (const std::runtime_error& e) {
            QCOMPARE(std::string(e.what()), std::string("piece 7"));
        }
        QCOMPARE(ran.load(), 50);
        QCOMPARE(plan_threads(3), 3u);
        QVERIFY(plan_threads(0) >= 1u);
    }
};

int runTestPlanServing(int argc, char** argv) {
    TestPlanServing t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_serving.moc"
