// The engine's API server (time/serving_engines.h, docs/performance.md "The API server"): its
// figures for vLLM come from kvcached's H100 runs of vLLM 0.19.0 serving Qwen3-0.6B, and the
// planner, fed that run's facts, gives back what was published (the constants are fixed from
// these two rows and judged on others: docs/validation.md). A request waits for the server
// before the engine sees it; a lone request's time to first token includes it; a replica
// completes no more requests a second than the server hands over.
#include "hardware/hardware.h"
#include "model/presets.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "serving_test_support.h"
#include "strategy/serving_search.h"
#include "test_paths.h"
#include "time/performance.h"
#include "time/serving_engines.h"

#include <QtTest>

#include <algorithm>

using namespace gpuplanner;

class TestServingApiServer final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;

    // kvcached's scenario with `engine` as the serving engine, as `gpuplan validate` plans a
    // published benchmark (validation/validation_load.cpp).
    std::optional<ServingSimulation> benchmark(const char* engine, const BenchmarkLoad& load) {
        Scenario s = load_scenario(fixture("serving/kvcached-qwen3-0.6b-h100.gpuplan.json"),
                                   ScenarioContext{&presets_, &gpus_});
        s.plan.performance.serving_engine = *serving_engine_from_name(engine);
        return test::simulate_published_benchmark(s, gpus_, load);
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    // 500 requests sent at once: 94.91 requests/s published, the mean time to first token
    // 2,905 ms (requests reach the engine one by one, so it grows through the run); at 16
    // requests/s 15.87 requests/s and 38.9 ms.
    void kvcachedRowsComeBack() {
        const auto burst = benchmark("vllm_v1", BenchmarkLoad{500, 0, 0});
        QVERIFY(burst);
        QCOMPARE(burst->completed, std::int64_t{500});
        QVERIFY2(std::abs(burst->requests_per_second / 94.91 - 1.0) < 0.03,
                 qPrintable(QString::number(burst->requests_per_second)));
        QVERIFY2(std::abs(burst->ttft.mean / 2.905 - 1.0) < 0.15,
                 qPrintable(QString::number(burst->ttft.mean)));
        const auto paced = benchmark("vllm_v1", BenchmarkLoad{500, 16, 0});
        QVERIFY(paced);
        QVERIFY2(std::abs(paced->ttft.mean / 38.9e-3 - 1.0) < 0.05,
                 qPrintable(QString::number(paced->ttft.mean)));
        QVERIFY2(std::abs(paced->requests_per_second / 15.87 - 1.0) < 0.1,
                 qPrintable(QString::number(paced->requests_per_second)));
    }

    // Without a server in front (an engine with none counted), the same GPU completes the
    // burst more than twice as fast: the published ceiling is the server's, not the GPU's.
    void theCeilingIsTheServers() {
        const auto engine_alone = benchmark("tensorrt_llm", BenchmarkLoad{500, 0, 0});
        QVERIFY(engine_alone);
        QVERIFY2(engine_alone->requests_per_second > 2 * 94.91,
                 qPrintable(QString::number(engine_alone->requests_per_second)));
    }

    // The mean figures: a lone request's time to first token includes the server's time and
    // latency, and a replica's requests a second stop at the server's pace.
    void meanFiguresCountTheServer() {
        const EngineProfile vllm = engine_profile(ServingEngine::VllmV1);
        QCOMPARE(vllm.api_server_seconds_per_request, 9.94e-3);
        QCOMPARE(engine_profile(ServingEngine::Auto).api_server_latency_seconds,
                 vllm.api_server_latency_seconds);
        QCOMPARE(engine_profile(ServingEngine::GptFast).api_server_seconds_per_request, 0.0);
        const Scenario s = load_scenario(fixture("serving/kvcached-qwen3-0.6b-h100.gpuplan.json"),
                                         ScenarioContext{&presets_, &gpus_});
        const GpuSpec& h100 = *gpus_.find("h100-sxm");
        PerformanceAssumptions a = s.plan.performance;
        const auto served = inference_performance(s.model, s.workload.inference, h100, a, 450e9);
        a.serving_engine = ServingEngine::TensorRtLlm;
        const auto bare = inference_performance(s.model, s.workload.inference, h100, a, 450e9);
        QVERIFY(served && bare);
        QVERIFY(served->api_server_bound);
        QVERIFY(!bare->api_server_bound);
        QCOMPARE(served->requests_per_second, 1.0 / 9.94e-3);
        QCOMPARE(served->api_server_seconds,
                 vllm.api_server_seconds_per_request + vllm.api_server_latency_seconds);
        QCOMPARE(bare->api_server_seconds, 0.0);
    }

    // The plan says why such an option completes no more: its API server (a why line and the
    // option's api_server_bound).
    void planSaysTheServerSetsThePace() {
        Scenario s = load_scenario(fixture("serving/kvcached-qwen3-0.6b-h100.gpuplan.json"),
                                   ScenarioContext{&presets_, &gpus_});
        const GpuSpec* gpu = gpus_.find("h100-sxm");
        const plan_detail::Hardware hw{gpu, 1, plan_detail::intra_bandwidth(*gpu, "nvlink"), 0};
        // 64 users (the benchmark's 1,024 sequences do not fit half of the H100 at full length).
        s.workload.inference.concurrency = 64;
        const auto c = plan_detail::best_inference(s, hw, false);
        QVERIFY(c && c->fits);
        QVERIFY(c->api_server_bound);
        const auto it = std::find_if(c->why.begin(), c->why.end(), [](const Diagnostic& d) {
            return d.code == DiagCode::WhyApiServerBound;
        });
        QVERIFY(it != c->why.end());
        QCOMPARE(it->numbers.at(0), 9.94);
        QCOMPARE(diag_code_name(DiagCode::WhyApiServerBound), "api_server_bound");
    }
};

int runTestServingApiServer(int argc, char** argv) {
    TestServingApiServer t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_serving_api_server.moc"
