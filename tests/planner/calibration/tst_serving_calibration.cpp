// Serving benchmarks read back into the plan (planner/calibration/calibrate_serving.cpp,
// docs/calibration.md "Serving"): GuideLLM's report and the load each benchmark ran at, and a
// vLLM result moving a serving plan by factors computed by hand in the test from the plan's own
// prefill, decode step and interleaved prefills.
#include "calibration/calibrate.h"
#include "calibration/serving_benchmark.h"
#include "io/errors.h"
#include "io/resources.h"
#include "near.h"
#include "plan/catalogs.h"
#include "strategy/serving_search.h"
#include "test_paths.h"
#include "time/calibration.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

std::string calibrationFixture(const char* name) {
    return fixture(std::string("calibration/") + name);
}

// Llama 3.1 8B on one H100, 32 sequences in flight, 1,024 + 256 tokens, vLLM V1 (the default).
nlohmann::json servingScenario(const char* engine = "auto") {
    nlohmann::json s = nlohmann::json::parse(R"({
        "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3.1-8b"},
        "workload": {"type": "inference", "prompt_tokens": 1024, "output_tokens": 256,
                     "concurrency": 32, "tensor_parallel": 1, "target_requests_per_second": 5},
        "hardware": {"gpu": "h100-sxm", "count": 1}})");
    s["performance"]["serving_engine"] = engine;
    return s;
}

// A `vllm bench serve --save-result` file at 32 requests in flight (max_concurrency, no request
// throughput: the cap is the load), medians and means as given, 1,000 requests.
std::string vllmResult(const QTemporaryDir& dir, double ttft, double tpot) {
    const nlohmann::json j{{"date", "20261125-093000"},
                           {"backend", "vllm"},
                           {"model_id", "meta-llama/Llama-3.1-8B-Instruct"},
                           {"max_concurrency", 32},
                           {"duration", 100.0},
                           {"completed", 1000},
                           {"total_input_tokens", 1024000},
                           {"total_output_tokens", 256000},
                           {"output_throughput", 2560.0},
                           {"mean_ttft_ms", ttft * 1000.0},
                           {"median_ttft_ms", ttft * 1000.0},
                           {"mean_tpot_ms", tpot * 1000.0},
                           {"median_tpot_ms", tpot * 1000.0}};
    return write_file(dir, "bench.json", j.dump());
}

} // namespace

class TestServingCalibration final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;
    QTemporaryDir dir_;
    std::string origin_;

    PlanOption planned(const nlohmann::json& scenario, const std::string& calibration = "") {
        PlanJob job;
        job.sort = SortKey::Time;
        job.top = 1;
        job.calibration_file = calibration;
        const PlannedScenario p = plan_scenario(scenario, origin_, catalogs_, job);
        if (p.plan.options.empty())
            throw std::runtime_error("no option");
        return p.plan.options.front();
    }

private slots:
    void initTestCase() {
        catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")});
        origin_ = dir_.filePath(QStringLiteral("s.gpuplan.json")).toStdString();
    }

    // GuideLLM: one entry per benchmark of the sweep; its inter-token latency is vLLM's TPOT
    // (its own TPOT counts the first token in); the date from start_time 1,795,514,400 s since
    // 1970 = 20,781 days + 10 h = 2026-11-24.
    void guidellmReport() {
        const std::vector<ServingBenchmark> b =
            read_serving_benchmarks(calibrationFixture("guidellm_benchmarks.json"));
        QCOMPARE(b.size(), std::size_t(2));
        QCOMPARE(b[0].tool, std::string("guidellm_json"));
        QCOMPARE(b[0].date, std::string("2026-11-24"));
        QVERIFY(near(b[0].duration_seconds, 120.0));
        QCOMPARE(b[0].completed, std::int64_t(356));
        QVERIFY(near(b[0].output_tokens_per_second, 760.0));
        QVERIFY(near(b[0].ttft_seconds().value_or(-1), 0.120));    // median
        QVERIFY(near(b[0].mean_ttft_seconds.value_or(-1), 0.132)); // 1.1 x 120 ms
        QVERIFY(near(b[0].tpot_seconds().value_or(-1), 0.020));    // median ITL
        QVERIFY(near(b[0].concurrency().value_or(-1), 15.8));      // as measured
        QVERIFY(near(b[0].mean_input_tokens.value_or(-1), 1024.0));
        QVERIFY(near(b[1].p99_ttft_seconds.value_or(-1), 0.900)); // 3 x 300 ms
        QVERIFY(near(b[1].concurrency().value_or(-1), 63.2));
    }

    // The load a benchmark ran at: vLLM's result states no concurrency, so Little's law gives
    // it: 7.6034 req/s x (182.4 ms + 28.71 ms x 255) = 7.6034 x 7.50345 s = 57.05, under the
    // cap of 64. SGLang prints its own ("Concurrency: 63.51").
    void loadOfABenchmark() {
        const ServingBenchmark v =
            read_serving_benchmarks(calibrationFixture("vllm_bench_llama3_70b.json")).at(0);
        QVERIFY(near(v.concurrency().value_or(-1), 7.6034 * (0.1824 + 0.02871 * 255), 1e-6));
        const ServingBenchmark s =
            read_serving_benchmarks(calibrationFixture("sglang_bench_serving.txt")).at(0);
        QVERIFY(near(s.concurrency().value_or(-1), 63.51));
        QVERIFY(near(s.tpot_seconds().value_or(-1), 0.028)); // median ITL: SGLang prints no TPOT
        QVERIFY(looks_like_serving_benchmark(calibrationFixture("sglang_bench_serving.txt")));
        QVERIFY(looks_like_serving_benchmark(calibrationFixture("guidellm_benchmarks.json")));
        QVERIFY(!looks_like_serving_benchmark(calibrationFixture("megatron_gpt_8b.log")));
        QVERIFY(!looks_like_serving_benchmark(calibrationFixture("hf_trainer_lora.log")));
    }

    // A benchmark at 1.5x the planned time to first token and a decode step 1.2x the planned
    // one: TPOT = 1.2 x step + 1.5 x (the planned TPOT - step), the prefills interleaved at the
    // measured prefill factor. gpuplan calibrate finds 1.5 and 1.2; the calibrated plan gives
    // back the benchmark's own TTFT and TPOT (no drift) and 1 / 1.2 of the tokens per sequence.
    void vllmBenchmarkMovesTheServingPlan() {
        const nlohmann::json scenario = servingScenario();
        const PlanOption o = planned(scenario);
        QVERIFY(o.replicas >= 1 && o.decode_step_seconds > 0);
        QVERIFY(o.serving_calibrations.empty());
        const double interleaved = o.tpot_seconds - o.decode_step_seconds;
        QVERIFY(interleaved > 0);
        const double ttft = 1.5 * o.ttft_seconds;
        const double tpot = 1.2 * o.decode_step_seconds + 1.5 * interleaved;
        const std::string bench = vllmResult(dir_, ttft, tpot);
        const CalibrationOutcome c =
            calibrate_serving(scenario, origin_, catalogs_, read_serving_benchmarks(bench));
        QCOMPARE(c.rows.size(), std::size_t(3)); // TTFT, TPOT, and output tokens/s beside them
        QCOMPARE(c.rows[2].quantity, CalibrationQuantity::OutputTokensPerSecond);
        QVERIFY(!c.rows[2].kind);
        QVERIFY(near(c.rows[2].measured, 2560.0));
        // What a replica makes at the benchmark's load: the plan without its rate target (with
        // one, an option's tokens/s is the rate it serves).
        nlohmann::json bare = scenario;
        bare["workload"].erase("target_requests_per_second");
        const PlanOption capacity = planned(bare);
        QVERIFY(near(o.tokens_per_second, 5.0 * 256));
        QVERIFY(near(c.rows[2].planned,
                     capacity.tokens_per_second / static_cast<double>(capacity.replicas)));
        QCOMPARE(c.entries.size(), std::size_t(2));
        QCOMPARE(c.entries[0].kind, CalibrationKind::ServingPrefill);
        QCOMPARE(c.entries[1].kind, CalibrationKind::ServingDecode);
        QVERIFY(near(c.entries[0].factor, 1.5, 1e-9));
        QVERIFY2(near(c.entries[1].factor, 1.2, 1e-9), std::to_string(c.entries[1].factor).c_str());
        QCOMPARE(c.entries[1].gpu, std::string("h100-sxm"));
        QCOMPARE(c.entries[1].stack, std::string("vllm_v1"));
        QCOMPARE(c.entries[1].measurements, std::size_t(1000));
        QCOMPARE(c.entries[1].date, std::string("2026-11-25"));
        const std::string file = write_file(dir_, "c.json", calibration_file_text(c.entries));
        const PlanOption a = planned(scenario, file);
        QVERIFY(near(a.ttft_seconds, ttft, 1e-9));
        QVERIFY(near(a.tpot_seconds, tpot, 1e-9));
        QVERIFY(near(a.decode_step_seconds, 1.2 * o.decode_step_seconds, 1e-9));
        QCOMPARE(a.serving_calibrations.size(), std::size_t(2));
        // The replicas follow: per replica c / (out x step + c x prefill) requests a second.
        const PlanOption slower = planned(bare, file);
        QVERIFY(slower.tokens_per_second / static_cast<double>(slower.replicas) <
                capacity.tokens_per_second / static_cast<double>(capacity.replicas));
        QVERIFY(a.replicas >= o.replicas);
        // The simulated percentiles follow the measurement too (helper walkthrough,
        // 2026-12-06: the mean figures moved, the p95 that decides the replicas did not):
        // the same clients on one replica, every decode step 1.2 times and every prompt 1.5
        // times as long.
        QVERIFY(capacity.serving && capacity.serving->simulation && slower.serving &&
                slower.serving->simulation);
        const ServingSimulation& before = *capacity.serving->simulation;
        const ServingSimulation& after = *slower.serving->simulation;
        QCOMPARE(slower.serving->clients_per_group, capacity.serving->clients_per_group);
        QVERIFY2(after.tpot.at(50) > 1.15 * before.tpot.at(50),
                 (std::to_string(before.tpot.at(50)) + " -> " + std::to_string(after.tpot.at(50)))
                     .c_str());
        QVERIFY(after.ttft.at(50) > 1.2 * before.ttft.at(50));
        // Another engine is another calibration: SGLang's plan is untouched.
        const PlanOption sglang = planned(servingScenario("sglang"), file);
        QVERIFY(sglang.serving_calibrations.empty());
        QVERIFY(near(sglang.ttft_seconds, planned(servingScenario("sglang")).ttft_seconds, 1e-12));
    }

    // A benchmark at the plan's own figures calibrates to 1 and 1 and moves nothing; a
    // latency target the plan misses does not stop the comparison (calibrate plans without
    // the service's targets).
    void roundTripAtThePlan() {
        const nlohmann::json scenario = servingScenario();
        const PlanOption o = planned(scenario);
        nlohmann::json strict = scenario;
        strict["workload"]["ttft_target_seconds"] = 0.001;
        const CalibrationOutcome c = calibrate_serving(
            strict, origin_, catalogs_,
            read_serving_benchmarks(vllmResult(dir_, o.ttft_seconds, o.tpot_seconds)));
        QCOMPARE(c.entries.size(), std::size_t(2));
        for (const TimeCalibration& e : c.entries)
            QVERIFY2(near(e.factor, 1.0, 1e-9), std::to_string(e.factor).c_str());
        const PlanOption a =
            planned(scenario, write_file(dir_, "c.json", calibration_file_text(c.entries)));
        QVERIFY(near(a.ttft_seconds, o.ttft_seconds, 1e-9));
        QVERIFY(near(a.tokens_per_second, o.tokens_per_second, 1e-9));
    }

    // Ten times the planned TTFT is shown, not used: the prefill row refused, the decode
    // factor computed with the planned prefills (factor 1), and only it written.
    void farFromThePlanIsRefused() {
        const nlohmann::json scenario = servingScenario();
        const PlanOption o = planned(scenario);
        const CalibrationOutcome c = calibrate_serving(
            scenario, origin_, catalogs_,
            read_serving_benchmarks(vllmResult(dir_, 10 * o.ttft_seconds, o.tpot_seconds)));
        QCOMPARE(c.rows.size(), std::size_t(3));
        QVERIFY(c.rows[0].refused);
        QVERIFY(!c.rows[1].refused);
        QCOMPARE(c.entries.size(), std::size_t(1));
        QCOMPARE(c.entries[0].kind, CalibrationKind::ServingDecode);
        QVERIFY(near(c.entries[0].factor, 1.0, 1e-9));
    }

    // Start-up logs: vLLM's and SGLang's weight and KV cache lines (GiB, tokens with thousands
    // separators); against one replica of the plan the weights are Llama 3.1 8B's 8,030,261,248
    // bf16 parameters = 14.96 GiB; the KV cache holds what is left of 0.9 of the H100's memory
    // after the weights, the 0.5 GiB CUDA context and the activations (under 2 GiB here), at 2 x
    // 32 layers x 8 KV heads x 128 x 2 bytes = 131,072 bytes a token.
    void engineStartupLogs() {
        const EngineStartup v = read_engine_startup(calibrationFixture("vllm_startup.log"));
        QCOMPARE(v.tool, std::string("vllm_startup_log"));
        QCOMPARE(v.date, std::string("2026-11-25"));
        QVERIFY(near(v.weights_gib.value_or(-1), 14.9935));
        QVERIFY(near(v.kv_cache_tokens.value_or(-1), 456784));
        QVERIFY(near(v.max_concurrency.value_or(-1), 3.48));
        QVERIFY(near(v.max_model_len.value_or(-1), 131072));
        const EngineStartup g = read_engine_startup(calibrationFixture("sglang_startup.log"));
        QCOMPARE(g.tool, std::string("sglang_startup_log"));
        QVERIFY(near(g.weights_gib.value_or(-1), 14.99));
        QVERIFY(near(g.kv_cache_tokens.value_or(-1), 467280));
        QVERIFY(looks_like_engine_log(calibrationFixture("sglang_startup.log")));
        QVERIFY(!looks_like_engine_log(calibrationFixture("megatron_gpt_8b.log")));

        const CalibrationOutcome c =
            calibrate_engine_startup(servingScenario(), origin_, catalogs_, {v});
        QCOMPARE(c.rows.size(), std::size_t(3)); // weights, KV tokens, the engine's overhead
        QCOMPARE(c.rows[0].quantity, CalibrationQuantity::WeightsGib);
        QVERIFY(!c.rows[0].kind);
        QVERIFY2(near(c.rows[0].planned, 8030261248.0 * 2 / (1u << 30), 1e-3),
                 std::to_string(c.rows[0].planned).c_str());
        QCOMPARE(c.rows[1].quantity, CalibrationQuantity::KvCacheTokens);
        const double memory = catalogs_.gpus.find("h100-sxm")->memory_bytes;
        const double upper =
            (0.9 * memory - c.rows[0].planned * (1u << 30) - 512.0 * (1 << 20)) / 131072.0;
        QVERIFY2(c.rows[1].planned <= upper + 1e-6 &&
                     c.rows[1].planned >= upper - 2.0 * (1u << 30) / 131072.0,
                 (std::to_string(c.rows[1].planned) + " vs " + std::to_string(upper)).c_str());
        // Read through calibrate_files beside a benchmark: the start-up rows come along.
        const CalibrationOutcome all =
            calibrate_files({calibrationFixture("vllm_startup.log"), vllmResult(dir_, 0.05, 0.02)},
                            servingScenario(), origin_, catalogs_);
        QCOMPARE(all.rows.size(), std::size_t(6));
    }

    // What vLLM kept beside the weights it loaded and the KV cache it sized, by hand: 0.9 of
    // the H100 less 14.9935 GiB of weights less 456,784 tokens x 131,072 bytes (Llama 3.1 8B:
    // 32 layers x 8 KV heads x 128 x K and V x 2 bytes), against the plan's activations and
    // CUDA context. Written as a serving_memory_overhead entry; a plan on the same GPU and
    // engine takes its activations and context x the factor, and says so.
    void engineMemoryCalibrated() {
        const EngineStartup v = read_engine_startup(calibrationFixture("vllm_startup.log"));
        const CalibrationOutcome c =
            calibrate_engine_startup(servingScenario(), origin_, catalogs_, {v});
        const CalibrationRow& r = c.rows.at(2);
        QCOMPARE(r.quantity, CalibrationQuantity::EngineOverheadGib);
        QVERIFY(r.kind && *r.kind == CalibrationKind::ServingMemory);
        constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
        const double memory = catalogs_.gpus.find("h100-sxm")->memory_bytes;
        const double kept = 0.9 * memory - 14.9935 * kGiB - 456784.0 * 131072.0;
        QVERIFY2(near(r.measured, kept / kGiB, 1e-9), std::to_string(r.measured).c_str());
        QVERIFY(near(r.factor, r.measured / r.planned, 1e-12));
        QVERIFY2(!r.refused, std::to_string(r.factor).c_str());
        QCOMPARE(c.entries.size(), std::size_t(1));
        QCOMPARE(c.entries[0].kind, CalibrationKind::ServingMemory);
        QCOMPARE(c.entries[0].stack, std::string("vllm_v1"));

        const PlanOption before = planned(servingScenario());
        const std::string file = write_file(dir_, "memory.json", calibration_document_text(c));
        const PlanOption after = planned(servingScenario(), file);
        QVERIFY(std::any_of(
            after.serving_calibrations.begin(), after.serving_calibrations.end(),
            [](const TimeCalibration& t) { return t.kind == CalibrationKind::ServingMemory; }));
        // The total grows by (f - 1) x (activations x 1.05 allocator headroom + context).
        const double context = 512.0 * 1024 * 1024;
        const double activations = r.planned * kGiB - context;
        const double grown = (r.factor - 1.0) * (activations * 1.05 + context);
        QVERIFY2(near(after.memory_per_gpu_bytes - before.memory_per_gpu_bytes, grown, 1e-6),
                 (std::to_string(after.memory_per_gpu_bytes - before.memory_per_gpu_bytes) +
                  " vs " + std::to_string(grown))
                     .c_str());
        // Another engine's plan is not moved.
        QCOMPARE(planned(servingScenario("sglang"), file).memory_per_gpu_bytes,
                 planned(servingScenario("sglang")).memory_per_gpu_bytes);

        // The share the log states (vLLM's non-default args) replaces the default 0.9, for the
        // KV tokens planned and the memory kept alike; SGLang's log is shown, never calibrates.
        std::ifstream in(calibrationFixture("vllm_startup.log"));
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        text = "INFO 11-25 09:20:05 [utils.py:326] non-default args: {'model': "
               "'meta-llama/Llama-3.1-8B-Instruct', 'gpu_memory_utilization': 0.95}\n" +
               text;
        const EngineStartup share = read_engine_startup(write_file(dir_, "vllm-095.log", text));
        QCOMPARE(share.memory_utilization.value_or(-1), 0.95);
        const CalibrationOutcome c95 =
            calibrate_engine_startup(servingScenario(), origin_, catalogs_, {share});
        QVERIFY(near(c95.rows.at(2).measured, (kept + 0.05 * memory) / kGiB, 1e-9));
        QVERIFY(
            near(c95.rows.at(1).planned - c.rows.at(1).planned, 0.05 * memory / 131072.0, 1e-9));
        const CalibrationOutcome sglang = calibrate_engine_startup(
            servingScenario(), origin_, catalogs_,
            {read_engine_startup(calibrationFixture("sglang_startup.log"))});
        QCOMPARE(sglang.rows.size(), std::size_t(2));
        QVERIFY(sglang.entries.empty());
        QCOMPARE(sglang.rows[0].stack, std::string("sglang"));
    }

    // The wrong scenario is named, not planned: a training scenario for a benchmark, a
    // scenario without hardware.
    void wrongScenario() {
        const std::vector<ServingBenchmark> b =
            read_serving_benchmarks(calibrationFixture("vllm_bench_llama3_70b.json"));
        nlohmann::json training = servingScenario();
        training["workload"] = {{"type", "training"}, {"tokens", 1e9}};
        nlohmann::json bare = servingScenario();
        bare.erase("hardware");
        for (const auto& [s, field] :
             {std::pair{training, "workload.type"}, std::pair{bare, "hardware"}}) {
            try {
                (void)calibrate_serving(s, origin_, catalogs_, b);
                QFAIL("accepted");
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(field) != std::string::npos, e.what());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestServingCalibration)
#include "tst_serving_calibration.moc"
