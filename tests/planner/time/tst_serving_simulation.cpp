// The serving step model and the scheduler simulation (time/serving_step.h,
// time/serving_simulation.h): the step model gives inference_performance()'s decode step, the
// simulation reproduces by seed, meets the step model's figures where nothing queues, and its
// queues grow without bound once the rate passes what the replica completes.
#include "model/presets.h"
#include "near.h"
#include "test_paths.h"
#include "time/performance.h"
#include "time/request_mix.h"
#include "time/serving_simulation.h"
#include "time/serving_step.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace gpuplanner;

namespace {

InferenceWorkload serving(std::int64_t tensor, std::int64_t concurrency) {
    InferenceWorkload w;
    w.prompt_tokens = 1024;
    w.output_tokens = 256;
    w.tensor_parallel = tensor;
    w.concurrency = concurrency;
    return w;
}

// What the engine's API server adds to a lone request's time to first token (its time and its
// latency: time/serving_engines.h; the default engine is vLLM V1).
double api_server(const ServingStepModel& m) {
    return m.api_server_seconds_per_request + m.api_server_latency_seconds;
}

EngineLimits roomy() {
    EngineLimits e;
    e.kv_capacity_tokens = 400'000;
    e.max_sequences = 256;
    e.token_budget = 8192;
    return e;
}

} // namespace

class TestServingSimulation final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    const ModelSpec& preset(const char* id) { return find_preset(presets_, id)->model; }
    const GpuSpec& h100() { return *gpus_.find("h100-sxm"); }
    ServingStepModel step_of(const char* model, const InferenceWorkload& w) {
        ServingLinks links;
        links.tensor_parallel = 450e9;
        return *serving_step_model(preset(model), w, h100(), {}, links);
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    // One definition of the decode step: inference_performance() takes it from the step model,
    // at c sequences over the mean context (prompt + output / 2) each.
    void decodeStepIsTheStepModels_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qint64>("tensor");
        QTest::addColumn<qint64>("groups");
        QTest::addColumn<qint64>("concurrency");
        QTest::newRow("llama-3-8b tp1 c1") << "llama-3-8b" << qint64(1) << qint64(1) << qint64(1);
        QTest::newRow("llama-3-8b tp1 c64") << "llama-3-8b" << qint64(1) << qint64(1) << qint64(64);
        QTest::newRow("llama-3.1-70b tp4 c32")
            << "llama-3.1-70b" << qint64(4) << qint64(1) << qint64(32);
        QTest::newRow("qwen3-30b-a3b tp2 dp4 c128")
            << "qwen3-30b-a3b" << qint64(2) << qint64(4) << qint64(128);
    }
    void decodeStepIsTheStepModels() {
        QFETCH(QString, model);
        QFETCH(qint64, tensor);
        QFETCH(qint64, groups);
        QFETCH(qint64, concurrency);
        InferenceWorkload w = serving(tensor, concurrency);
        w.attention_data_parallel = groups;
        const std::string id = model.toStdString();
        const auto p = inference_performance(preset(id.c_str()), w, h100(), {}, 450e9, 450e9);
        QVERIFY(p);
        ServingLinks links;
        links.tensor_parallel = 450e9;
        links.expert_parallel = 450e9;
        const auto m = serving_step_model(preset(id.c_str()), w, h100(), {}, links);
        QVERIFY(m);
        const double mid_context = 1024 + 128;
        const double kv = mid_context * std::ceil(double(concurrency) / double(groups));
        QVERIFY(near(m->step_seconds(double(concurrency), kv, 0, 0), p->decode_step_seconds));
        // Each step pays the engine's host time and one pass of kernel gaps at least.
        QVERIFY(p->decode_step_seconds > m->pass_overhead_seconds + m->host_step_seconds);
    }

    // Attention's scores and values run at their own peak: 16-bit beside fp8 weights (an fp8
    // checkpoint quantizes its linear layers only), 8-bit where the KV cache is fp8 too. H100
    // SXM: 989.4 dense bf16 and 1,978.9 dense fp8 TFLOPS.
    void attentionRunsAtItsOwnPeak_data() {
        QTest::addColumn<int>("weights");
        QTest::addColumn<int>("kv");
        QTest::addColumn<double>("ratio"); // attention's seconds per FLOP over the GEMMs'
        QTest::newRow("bf16 weights, bf16 cache")
            << int(Precision::BF16) << int(Precision::BF16) << 1.0;
        QTest::newRow("fp8 weights, bf16 cache")
            << int(Precision::FP8) << int(Precision::BF16) << 1978.9 / 989.4;
        QTest::newRow("fp8 weights, fp8 cache")
            << int(Precision::FP8) << int(Precision::FP8) << 1.0;
        QTest::newRow("bf16 weights, fp8 cache")
            << int(Precision::BF16) << int(Precision::FP8) << 989.4 / 1978.9;
    }
    void attentionRunsAtItsOwnPeak() {
        QFETCH(int, weights);
        QFETCH(int, kv);
        QFETCH(double, ratio);
        InferenceWorkload w = serving(1, 1);
        w.weight_precision = static_cast<Precision>(weights);
        w.kv_precision = static_cast<Precision>(kv);
        const ServingStepModel m = step_of("llama-3-8b", w);
        QVERIFY(
            near(m.prefill_attention_seconds_per_flop / m.prefill_seconds_per_flop, ratio, 1e-3));
        // 8,192 prompt tokens: the linear layers' FLOPs at one rate, attention's at the other.
        const ModelSpec& model = preset("llama-3-8b");
        const double n = 8192;
        const double linear = model.forward_flops_per_token(0) * n - m.lm_head_flops * (n - 1);
        const double attention =
            (model.forward_flops_per_token(8192) - model.forward_flops_per_token(0)) * n;
        QVERIFY(near(m.prefill_seconds_through(8192),
                     linear * m.prefill_seconds_per_flop +
                         attention * m.prefill_attention_seconds_per_flop));
    }

    // A prompt's FLOPs split into chunks add up to the whole prompt's.
    void prefillChunksAddUp() {
        const ServingStepModel m = step_of("llama-3-8b", serving(1, 1));
        const double whole = m.prefill_seconds_through(3000);
        const double chunks = m.prefill_seconds_through(1000) +
                              (m.prefill_seconds_through(2048) - m.prefill_seconds_through(1000)) +
                              (m.prefill_seconds_through(3000) - m.prefill_seconds_through(2048));
        QVERIFY(near(whole, chunks));
        // 2·N per token at least (Llama 3 8B: 8.03e9 parameters, LM head counted once).
        QVERIFY(whole > 2.0 * 7.0e9 * 3000 * m.prefill_seconds_per_flop);
    }

    // numpy.percentile([1..100]) with linear interpolation: 50.5, 90.1, 95.05, 99.01.
    // A decode stretch's time in closed form equals its steps added one by one: compute-bound
    // steps first, then memory-bound ones as the KV read grows, and either kind throughout.
    void stretchInClosedForm_data() {
        QTest::addColumn<double>("memory");
        QTest::addColumn<double>("compute");
        QTest::addColumn<double>("dkv");
        QTest::newRow("compute bound, then memory bound") << 1e-3 << 3e-3 << 2e-4;
        QTest::newRow("memory bound throughout") << 5e-3 << 3e-3 << 1e-4;
        QTest::newRow("compute bound throughout") << 1e-3 << 9e-3 << 1e-6;
        QTest::newRow("no KV growth") << 1e-3 << 3e-3 << 0.0;
        QTest::newRow("crossing on a step exactly") << 1e-3 << 2e-3 << 2.5e-4;
    }
    void stretchInClosedForm() {
        QFETCH(double, memory);
        QFETCH(double, compute);
        QFETCH(double, dkv);
        ServingStepModel::StepParts p;
        p.memory = memory;
        p.compute = compute;
        p.other = 4e-4;
        const double kv0 = 2e-4;
        double added = 0;
        for (std::int64_t n = 0; n <= 200; ++n) {
            QVERIFY2(near(p.stretch_seconds(kv0, dkv, n), added, 1e-9),
                     qPrintable(QStringLiteral("%1 steps").arg(n)));
            added += p.seconds(kv0 + static_cast<double>(n) * dkv);
        }
    }

    void percentilesAsNumpy() {
        std::vector<double> v;
        for (int i = 100; i >= 1; --i)
            v.push_back(i);
        const LatencyPercentiles p = latency_percentiles(v);
        QVERIFY(near(p.mean, 50.5));
        QVERIFY(near(p.p50, 50.5));
        QVERIFY(near(p.p90, 90.1));
        QVERIFY(near(p.p95, 95.05));
        QVERIFY(near(p.p99, 99.01));
        QVERIFY(near(p.at(92.5), (90.1 + 95.05) / 2));
    }

    // Any order, ties and tiny lists: the four percentiles are found one after another on what
    // lies above the last, and must equal numpy's linear interpolation on the sorted list.
    void percentilesInAnyOrder_data() {
        QTest::addColumn<std::vector<double>>("values");
        QTest::newRow("one") << std::vector<double>{3.5};
        QTest::newRow("two") << std::vector<double>{9, 1};
        QTest::newRow("ties") << std::vector<double>{2, 7, 2, 2, 7, 7, 1, 2, 9, 2, 2};
        std::vector<double> shuffled;
        for (int i = 0; i < 997; ++i)
            shuffled.push_back(static_cast<double>((i * 7919) % 997) * 0.25);
        QTest::newRow("997 shuffled") << shuffled;
    }
    void percentilesInAnyOrder() {
        QFETCH(std::vector<double>, values);
        std::vector<double> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        const auto numpy = [&](double q) {
            const double pos = q / 100.0 * static_cast<double>(sorted.size() - 1);
            const auto lo = static_cast<std::size_t>(std::floor(pos));
            const double hi = lo + 1 < sorted.size() ? sorted[lo + 1] : sorted[lo];
            return sorted[lo] + (hi - sorted[lo]) * (pos - std::floor(pos));
        };
        const LatencyPercentiles p = latency_percentiles(values);
        QVERIFY(near(p.p50, numpy(50)));
        QVERIFY(near(p.p90, numpy(90)));
        QVERIFY(near(p.p95, numpy(95)));
        QVERIFY(near(p.p99, numpy(99)));
    }

    // The same seed gives the same requests and the same percentiles; another seed does not.
    void reproducibleBySeed() {
        InferenceWorkload w = serving(1, 1);
        w.length_distribution = LengthDistribution::Exponential;
        const ServingStepModel m = step_of("llama-3-8b", w);
        ServingLoad load;
        load.requests_per_second = 8;
        load.requests = 1000;
        const ServingSimulation a = simulate_serving(m, w, roomy(), load, {});
        const ServingSimulation b = simulate_serving(m, w, roomy(), load, {});
        QCOMPARE(a.ttft.p99, b.ttft.p99);
        QCOMPARE(a.tpot.p50, b.tpot.p50);
        QCOMPARE(a.steps, b.steps);
        w.seed = 2;
        const ServingSimulation c = simulate_serving(m, w, roomy(), load, {});
        QVERIFY(c.ttft.p99 != a.ttft.p99);
        QCOMPARE(a.completed, qint64(1000));
        // The draws themselves: xoshiro256** from splitmix64(1), fixed forever.
        DeterministicRandom r(1);
        const std::uint64_t first = r.next();
        DeterministicRandom again(1);
        QCOMPARE(again.next(), first);
    }

    // One request at a time (requests far apart): its first token comes after one prefill step
    // and every later token after one decode step of one sequence, as the step model says.
    void aloneItMatchesTheStepModel() {
        const InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        ServingLoad load;
        load.requests_per_second = 0.01; // 100 s apart, each done in a few seconds
        load.requests = 20;
        InferenceWorkload constant = w;
        constant.arrival = ArrivalProcess::Constant;
        const ServingSimulation s = simulate_serving(m, constant, roomy(), load, {});
        QVERIFY(api_server(m) > 0.03);
        const double prefill =
            m.step_seconds(0, 0, 1024, m.prefill_seconds_through(1024)) + api_server(m);
        QVERIFY(near(s.ttft.p50, prefill, 1e-9));
        QVERIFY(near(s.ttft.p99, prefill, 1e-9));
        // Decode steps over 1024 + 1 .. 1024 + 255 cached tokens: between the first and last.
        const double first = m.step_seconds(1, 1025, 0, 0);
        const double last = m.step_seconds(1, 1024 + 255, 0, 0);
        QVERIFY(s.tpot.p50 >= first - 1e-12 && s.tpot.p50 <= last + 1e-12);
        QCOMPARE(s.preemptions, qint64(0));
        QVERIFY(!s.saturated);
    }

    // Disaggregated prefill and decode, one request at a time: a prefill worker answers at the
    // first token (the API server and the prefill step, as colocated); a decode worker receives
    // its requests from the prefill worker, not the server, computes no prompt, and its
    // time per output token counts the KV cache's transfer before the second token:
    // (handoff + 255 decode steps) / 255.
    void prefillAndDecodeRoles() {
        const InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        InferenceWorkload constant = w;
        constant.arrival = ArrivalProcess::Constant;
        ServingLoad load;
        load.requests_per_second = 0.01;
        load.requests = 20;
        load.role = ServingRole::PrefillOnly;
        const ServingSimulation p = simulate_serving(m, constant, roomy(), load, {});
        const double prefill =
            m.step_seconds(0, 0, 1024, m.prefill_seconds_through(1024)) + api_server(m);
        QCOMPARE(p.completed, qint64(20));
        QVERIFY(near(p.ttft.p50, prefill, 1e-9));
        QVERIFY(near(p.end_to_end.p99, prefill, 1e-9)); // done at the first token
        load.role = ServingRole::DecodeOnly;
        load.handoff_seconds = 0.05;
        const ServingSimulation d = simulate_serving(m, constant, roomy(), load, {});
        QCOMPARE(d.completed, qint64(20));
        // Its first token here is one decode step after arrival: no prefill.
        QVERIFY(near(d.ttft.p50, m.step_seconds(1, 1024, 0, 0), 1e-9));
        double steps = 0;
        for (int k = 0; k < 255; ++k)
            steps += m.step_seconds(1, 1024 + k, 0, 0);
        QVERIFY2(near(d.tpot.p50, (0.05 + steps) / 255.0, 1e-6),
                 qPrintable(QString::number(d.tpot.p50)));
        QVERIFY(d.tpot.p50 < p.ttft.p50 - api_server(m)); // no prefill step inside
    }

    // Past the replica's capacity the queue grows for as long as requests come: p99 TTFT at
    // 1.5x capacity roughly doubles with twice the requests, at 0.5x it stays put.
    void ttftGrowsWithoutBoundPastCapacity() {
        const InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        ServingLoad max_load;
        max_load.requests_per_second = 0;
        max_load.max_in_flight = 256;
        max_load.requests = 2000;
        const double capacity = simulate_serving(m, w, roomy(), max_load, {}).requests_per_second;
        QVERIFY(capacity > 1);
        auto p99 = [&](double share, std::int64_t requests) {
            ServingLoad load;
            load.requests_per_second = share * capacity;
            load.requests = requests;
            return simulate_serving(m, w, roomy(), load, {});
        };
        const ServingSimulation under1 = p99(0.5, 1000), under2 = p99(0.5, 2000);
        const ServingSimulation over1 = p99(1.5, 1000), over2 = p99(1.5, 2000);
        QVERIFY(!under2.saturated);
        QVERIFY(over2.saturated);
        QVERIFY2(under2.ttft.p99 < 2.0 * under1.ttft.p99 + 0.05,
                 qPrintable(QStringLiteral("%1 %2").arg(under1.ttft.p99).arg(under2.ttft.p99)));
        QVERIFY2(over2.ttft.p99 > 1.7 * over1.ttft.p99,
                 qPrintable(QStringLiteral("%1 %2").arg(over1.ttft.p99).arg(over2.ttft.p99)));
        QVERIFY(over1.ttft.p99 > 10 * under1.ttft.p99);
        // What it completes stays at capacity, whatever is offered.
        QVERIFY(over2.requests_per_second < 1.1 * capacity);
    }

    // A closed loop of 4 clients: each request is sent when the client's last one is answered,
    // so no request waits behind the other 96: its first token comes after at most the four
    // clients' requests at the API server and their prompts, whatever its place in the list.
    void closedLoopSendsWhenAnswered() {
        const InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        ServingLoad load;
        load.max_in_flight = 4;
        load.requests = 100;
        const ServingSimulation s = simulate_serving(m, w, roomy(), load, {});
        QCOMPARE(s.completed, qint64(100));
        const double four_prompts =
            m.step_seconds(0, 0, 4096, 4 * m.prefill_seconds_through(1024)) +
            4 * m.api_server_seconds_per_request + m.api_server_latency_seconds;
        QVERIFY2(s.ttft.p99 <= four_prompts + 1e-9,
                 qPrintable(QStringLiteral("%1 %2").arg(s.ttft.p99).arg(four_prompts)));
        QVERIFY(s.end_to_end.p99 < 1.5 * s.end_to_end.p50);
        QVERIFY(s.mean_running > 3.5 && s.mean_running <= 4.0 + 1e-9);
    }

    // A cache too small for every running sequence evicts the newest, recomputes it, and
    // still answers everyone; a request longer than the whole cache is refused.
    void preemptionAndRefusal() {
        InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        EngineLimits tight = roomy();
        tight.kv_capacity_tokens = 8 * 1280; // eight whole sequences
        ServingLoad load;
        load.max_in_flight = 32;
        load.requests = 200;
        const ServingSimulation s = simulate_serving(m, w, tight, load, {});
        QVERIFY(s.preemptions > 0);
        QCOMPARE(s.completed, qint64(200));
        tight.kv_capacity_tokens = 1000; // less than one prompt
        const ServingSimulation none = simulate_serving(m, w, tight, load, {});
        QCOMPARE(none.refused, qint64(200));
        QCOMPARE(none.completed, qint64(0));
    }

    // An evicted sequence's blocks stay in the free pool with their prefix-cache hashes until
    // something reuses them (vLLM V1). Two requests of 1,024 + 256 tokens at once in a cache of
    // 2,460 tokens: both prefill (2,048), decode 206 steps together (2,460 full), then the
    // first's next token evicts the second (1,230 tokens: 76 whole blocks, 1,216 tokens, left
    // in the pool). The first decodes on alone to 1,279 tokens, which leaves 1,181 free: the
    // pool keeps 73 whole blocks (1,168 tokens) of the second, which then computes only
    // 1,024 + 207 - 1,168 = 63 tokens again instead of 1,231.
    void evictedBlocksFoundAgain() {
        const InferenceWorkload w = serving(1, 2);
        const ServingStepModel m = step_of("llama-3-8b", w);
        EngineLimits tight = roomy();
        tight.kv_capacity_tokens = 2460;
        ServingLoad load; // both at once
        load.requests = 2;
        const ServingSimulation s = simulate_serving(m, w, tight, load, {});
        QCOMPARE(s.completed, qint64(2));
        QCOMPARE(s.preemptions, qint64(1));
        QCOMPARE(s.recomputed_tokens, 63.0);
        // With room for both, nothing is evicted or computed twice.
        const ServingSimulation roomy_run = simulate_serving(m, w, roomy(), load, {});
        QCOMPARE(roomy_run.preemptions, qint64(0));
        QCOMPARE(roomy_run.recomputed_tokens, 0.0);
    }

    // Speculative decoding at acceptance 0.8 with 3 proposals yields
    // (1 - 0.8^4) / (1 - 0.8) = 2.952 tokens per step; prefix-cache hits shorten prefills.
    void speculationAndPrefixCache() {
        InferenceWorkload w = serving(1, 1);
        const ServingStepModel m = step_of("llama-3-8b", w);
        ServingLoad load;
        load.requests_per_second = 0.01;
        load.requests = 10;
        w.arrival = ArrivalProcess::Constant;
        const ServingSimulation plain = simulate_serving(m, w, roomy(), load, {});
        InferenceWorkload spec = w;
        spec.speculative_tokens = 3;
        spec.speculative_acceptance = 0.8;
        const ServingSimulation fast = simulate_serving(m, spec, roomy(), load, {});
        // Memory-bound at one sequence: four verified tokens cost about one step.
        QVERIFY2(fast.tpot.p50 < plain.tpot.p50 / 2.5 && fast.tpot.p50 > plain.tpot.p50 / 3.1,
                 qPrintable(QStringLiteral("%1 %2").arg(plain.tpot.p50).arg(fast.tpot.p50)));
        InferenceWorkload cached = w;
        cached.prefix_cache_hit_share = 0.75;
        const ServingSimulation hit = simulate_serving(m, cached, roomy(), load, {});
        QVERIFY(hit.ttft.p50 - api_server(m) < 0.5 * (plain.ttft.p50 - api_server(m)));
        // The analytical figure (the search's floor) skips the cached prefix as the simulation
        // does (helper walkthrough, 2026-12-07: it computed the whole prompt at any share).
        for (const auto& [x, sim] : {std::pair{w, plain}, std::pair{cached, hit}}) {
            const auto perf = inference_performance(preset("llama-3-8b"), x, h100(), {}, m);
            QVERIFY(perf && near(perf->ttft_seconds, sim.ttft.p50, 0.01));
        }
    }

    // Lengths: uniform within +-spread of the mean, a trace drawn from as given, a cap kept.
    void requestLengths() {
        InferenceWorkload w = serving(1, 1);
        w.length_distribution = LengthDistribution::Uniform;
        w.length_spread = 0.5;
        const auto reqs = draw_requests(w, 10, 5000, 0);
        double sum = 0;
        for (const ServingRequest& q : reqs) {
            QVERIFY(q.prompt_tokens >= 512 && q.prompt_tokens <= 1536);
            sum += double(q.prompt_tokens);
        }
        QVERIFY(std::abs(sum / 5000 - 1024) < 20);
        QVERIFY(reqs.back().arrival_seconds > 450 && reqs.back().arrival_seconds < 550);
        w.length_samples = {{100, 10}, {2000, 400}};
        for (const ServingRequest& q : draw_requests(w, 0, 100, 2000)) {
            QVERIFY(q.prompt_tokens + q.output_tokens <= 2000);
            QVERIFY(q.prompt_tokens == 100 || q.prompt_tokens == 1666);
            QCOMPARE(q.arrival_seconds, 0.0);
        }
    }

    // The prompt at a percentile of the requests simulated, the floor's length: by hand, the
    // quantiles of each distribution around a 1,024-token mean (within the draws' noise).
    void promptAtPercentile_data() {
        QTest::addColumn<int>("distribution");
        QTest::addColumn<double>("percentile");
        QTest::addColumn<double>("expected"); // the distribution's own quantile
        QTest::addColumn<double>("tolerance");
        const auto row = [](const char* name, LengthDistribution d, double p, double e, double t) {
            QTest::newRow(name) << int(d) << p << e << t;
        };
        row("fixed p95", LengthDistribution::Fixed, 95, 1024, 0);
        // Uniform +-50%: 512 + 0.95 x 1,024.
        row("uniform p95", LengthDistribution::Uniform, 95, 512 + 0.95 * 1024, 15);
        // Normal, sd 50%: 1,024 x (1 + 0.5 x 1.6449).
        row("normal p95", LengthDistribution::Normal, 95, 1024 * (1 + 0.5 * 1.6449), 40);
        // Exponential: 1,024 x ln(1 / 0.05) = 3,068; ln 2 at the median.
        row("exponential p95", LengthDistribution::Exponential, 95, 1024 * std::log(20.0), 150);
        row("exponential p50", LengthDistribution::Exponential, 50, 1024 * std::log(2.0), 40);
    }
    void promptAtPercentile() {
        QFETCH(int, distribution);
        QFETCH(double, percentile);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        InferenceWorkload w = serving(1, 1);
        w.length_distribution = static_cast<LengthDistribution>(distribution);
        w.length_spread = 0.5;
        const double got = prompt_tokens_at_percentile(w, 10, 5000, 0, percentile);
        QVERIFY2(std::abs(got - expected) <= tolerance + 1, qPrintable(QString::number(got)));
        // The same requests the simulation draws: their percentile is the one it reports.
        std::vector<double> prompts;
        for (const ServingRequest& q : draw_requests(w, 10, 5000, 0))
            prompts.push_back(double(q.prompt_tokens));
        QCOMPARE(got, latency_percentiles(prompts).at(percentile));
    }
};

int runTestServingSimulation(int argc, char** argv) {
    TestServingSimulation t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_serving_simulation.moc"
