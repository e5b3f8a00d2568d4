// A service's prefill rate (time/serving_engines.h prefill_rate, docs/performance.md "Prefill
// rate"): for the vLLM engines it is fixed per GPU class from vLLM v0.6.0's own benchmark
// (blog of 2024-09-05: Llama 3 8B, 500 prompts of about 462 tokens in and 16 out, every request
// at once, 28.5 requests/s on one A100 and 59.1 on one H100, read off its bar charts). The
// planner, fed that benchmark's facts, gives those rates back; the load rows of
// `gpuplan validate` are not among the sources (docs/validation.md). A rate the scenario sets is
// honoured; a GPU or engine nothing was measured on keeps the planner's assumption, and says so.
#include "hardware/hardware.h"
#include "model/presets.h"
#include "plan/plan_search.h"
#include "scenario/scenario_reader.h"
#include "serving_test_support.h"
#include "strategy/serving_search.h"
#include "test_paths.h"
#include "time/performance.h"
#include "time/serving_engines.h"
#include "time/serving_step.h"

#include <QtTest>

using namespace gpuplanner;

class TestServingPrefillRate final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;

    Scenario scenario(const QString& file) const {
        return load_scenario(fixture("serving/" + file.toStdString()),
                             ScenarioContext{&presets_, &gpus_});
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void vllmBenchmarkComesBack_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("published"); // requests/s
        QTest::newRow("A100") << "vllm060-llama3-8b-a100.gpuplan.json" << 28.5;
        QTest::newRow("H100") << "vllm060-llama3-8b-h100.gpuplan.json" << 59.1;
    }
    // The two rates the constants were fixed from come back (within the ±2% they were read
    // off the charts with, and a little for the simulation's steps).
    void vllmBenchmarkComesBack() {
        QFETCH(QString, file);
        QFETCH(double, published);
        const Scenario s = scenario(file);
        const auto run = test::simulate_published_benchmark(s, gpus_, BenchmarkLoad{500, 0, 0});
        QVERIFY(run);
        QCOMPARE(run->completed, std::int64_t{500});
        QVERIFY2(std::abs(run->requests_per_second / published - 1.0) < 0.03,
                 qPrintable(QString::number(run->requests_per_second)));
    }

    void rateBySource_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<double>("scenario"); // 0: not set
        QTest::addColumn<int>("source");
        QTest::addColumn<double>("utilization");
        const auto measured = static_cast<int>(PrefillRateSource::EngineBenchmark);
        const auto assumed = static_cast<int>(PrefillRateSource::Default);
        const auto set = static_cast<int>(PrefillRateSource::Scenario);
        const double a100 =
            prefill_rate(std::nullopt, ServingEngine::VllmV1, *gpus_.find("a100-sxm4-80gb"))
                .utilization;
        const double h100 =
            prefill_rate(std::nullopt, ServingEngine::VllmV1, *gpus_.find("h100-sxm")).utilization;
        QTest::newRow("A100, vLLM V1") << "a100-sxm4-80gb"
                                       << "vllm_v1" << 0.0 << measured << a100;
        QTest::newRow("A800 PCIe: A100's chip") << "a800-pcie-80gb"
                                                << "vllm_v1" << 0.0 << measured << a100;
        QTest::newRow("A800 40 GB workstation: A100's chip")
            << "a800-40gb-active"
            << "vllm_v1" << 0.0 << measured << a100;
        QTest::newRow("H200: H100's peak") << "h200-sxm"
                                           << "auto" << 0.0 << measured << h100;
        QTest::newRow("H100 PCIe: a lower peak") << "h100-pcie"
                                                 << "vllm_v1" << 0.0 << assumed << 0.5;
        QTest::newRow("RTX A6000: Ampere, another chip") << "rtx-a6000"
                                                         << "vllm_v1" << 0.0 << assumed << 0.5;
        QTest::newRow("H800, vLLM before 0.6") << "h800-sxm"
                                               << "vllm_v0" << 0.0 << measured << h100;
        QTest::newRow("H20: cut peak, not measured") << "h20"
                                                     << "vllm_v1" << 0.0 << assumed << 0.5;
        QTest::newRow("L40S") << "l40s"
                              << "vllm_v1" << 0.0 << assumed << 0.5;
        QTest::newRow("B200") << "b200"
                              << "vllm_v1" << 0.0 << assumed << 0.5;
        QTest::newRow("SGLang on H100") << "h100-sxm"
                                        << "sglang" << 0.0 << assumed << 0.5;
        QTest::newRow("TensorRT-LLM on A100") << "a100-sxm4-80gb"
                                              << "tensorrt_llm" << 0.0 << assumed << 0.5;
        QTest::newRow("set in the scenario") << "h100-sxm"
                                             << "vllm_v1" << 0.33 << set << 0.33;
    }
    void rateBySource() {
        QFETCH(QString, gpu);
        QFETCH(QString, engine);
        QFETCH(double, scenario);
        QFETCH(int, source);
        QFETCH(double, utilization);
        const PrefillRate r = prefill_rate(
            scenario > 0 ? std::optional<double>(scenario) : std::nullopt,
            *serving_engine_from_name(engine.toStdString()), *gpus_.find(gpu.toStdString()));
        QCOMPARE(static_cast<int>(r.source), source);
        QCOMPARE(r.utilization, utilization);
    }

    // The scenario's figure reaches the time: a lower prefill rate, a longer first token.
    // vLLM's fp8 fused-MoE experts and block-scaled GEMMs run at about its 16-bit rate (its
    // kernel benchmarks, docs/performance.md "fp8 GEMMs in vLLM"); per-tensor fp8 of a dense
    // layer, other engines and 16-bit weights keep their peak.
    void fp8GemmsInVllmAtTheSixteenBitRate_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<bool>("fp8");
        QTest::addColumn<double>("tflops"); // H200: 989.4 16-bit, 1,978.9 fp8
        // Block-scaled checkpoint, experts and all: the 16-bit peak.
        QTest::newRow("DeepSeek-R1 vLLM") << "deepseek-r1"
                                          << "vllm_v1" << true << 989.4;
        QTest::newRow("DeepSeek-R1 auto") << "deepseek-r1"
                                          << "auto" << true << 989.4;
        QTest::newRow("DeepSeek-R1 SGLang") << "deepseek-r1"
                                            << "sglang" << true << 1978.9;
        QTest::newRow("DeepSeek-R1 TensorRT-LLM") << "deepseek-r1"
                                                  << "tensorrt_llm" << true << 1978.9;
        // A dense 16-bit checkpoint served in fp8 (per tensor): the fp8 peak.
        QTest::newRow("Llama 3 8B vLLM fp8") << "llama-3-8b"
                                             << "vllm_v1" << true << 1978.9;
        QTest::newRow("Llama 3 8B vLLM bf16") << "llama-3-8b"
                                              << "vllm_v1" << false << 989.4;
        QTest::newRow("Qwen3-235B vLLM bf16") << "qwen3-235b-a22b"
                                              << "vllm_v1" << false << 989.4;
        // Qwen3-235B-A22B from its bf16 checkpoint in fp8: its experts (top 8 of 128 in 94
        // layers of 3 x 4,096 x 1,536: 14.19 B of its 22.2 B active) at 989.4, the rest at
        // 1,978.9, weighted by their FLOPs (by hand from the model's counts below).
        QTest::newRow("Qwen3-235B vLLM fp8") << "qwen3-235b-a22b"
                                             << "vllm_v1" << true << 0.0;
    }
    void fp8GemmsInVllmAtTheSixteenBitRate() {
        QFETCH(QString, model);
        QFETCH(QString, engine);
        QFETCH(bool, fp8);
        QFETCH(double, tflops);
        const ModelPreset* preset = find_preset(presets_, model.toStdString());
        QVERIFY(preset);
        InferenceWorkload w;
        w.weight_precision = fp8 ? Precision::FP8 : Precision::BF16;
        const auto peak = serving_linear_peak(preset->model, w, *gpus_.find("h200-sxm"),
                                              *serving_engine_from_name(engine.toStdString()));
        QVERIFY(peak);
        if (tflops == 0) {
            const ParameterCount pc = preset->model.parameters();
            const double routed =
                static_cast<double>(pc.routed_experts) * 8 / 128 / static_cast<double>(pc.active);
            QVERIFY2(routed > 0.6 && routed < 0.7, qPrintable(QString::number(routed)));
            tflops = 1.0 / (routed / 989.4 + (1 - routed) / 1978.9);
        }
        QVERIFY2(std::abs(*peak / 1e12 / tflops - 1) < 1e-3,
                 qPrintable(QString::number(*peak / 1e12)));
    }

    void scenarioRateIsHonoured() {
        Scenario s = scenario(QStringLiteral("vllm060-llama3-8b-h100.gpuplan.json"));
        const GpuSpec* gpu = gpus_.find(s.hardware->gpu_id);
        const auto lone = [&]() {
            s.workload.inference.concurrency = 1;
            return inference_performance(s.model, s.workload.inference, *gpu, s.plan.performance,
                                         0);
        };
        const auto measured = lone();
        QVERIFY(measured);
        QCOMPARE(measured->prefill.source, PrefillRateSource::EngineBenchmark);
        s.plan.performance.prefill_mfu = measured->prefill.utilization / 2;
        const auto halved = lone();
        QVERIFY(halved);
        QCOMPARE(halved->prefill.source, PrefillRateSource::Scenario);
        QVERIFY(halved->ttft_seconds > measured->ttft_seconds);
    }
};

int runTestServingPrefillRate(int argc, char** argv) {
    TestServingPrefillRate t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_serving_prefill_rate.moc"
