// The serving roofline (inference_performance): prefill and decode of one replica, the engine's
// fixed costs, the experts a decode step reads, tensor-parallel all-reduces and which GPUs serve
// fp8 weights, against hand computations written beside each check. Split out of
// tst_performance.cpp; runs in its binary.
#include "memory/memory.h"
#include "model/presets.h"
#include "near.h"
#include "test_paths.h"
#include "time/performance.h"
#include "time/serving_step.h"
#include "time/stacks.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

class TestInferencePerformance final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    const ModelSpec& preset(const char* id) { return find_preset(presets_, id)->model; }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void inferenceRoofline() {
        // Llama-2-7B, bf16, one H100 SXM, one sequence of 1024 + 256 tokens.
        InferenceWorkload w;
        w.prompt_tokens = 1024;
        w.output_tokens = 256;
        PerformanceAssumptions a;
        const auto p =
            inference_performance(preset("llama-2-7b"), w, *gpus_.find("h100-sxm"), a, 450e9);
        QVERIFY(p);
        // Decode: (13,476,831,232 weight bytes less the untied input embedding table, 32,000 x
        // 4,096 x 2 = 262,144,000 bytes, which is looked up and not read whole, + 1,152 tokens x
        // 524,288 KV bytes) / (3.35e12 x 0.8).
        // Plus the fixed costs of the default engine (vLLM V1): 32 layers x 12 kernels x 3 µs
        // and 0.3 ms of host time per step; no all-reduce at tp 1.
        QVERIFY(near(p->kernel_overhead_seconds, 32 * 12 * 3e-6));
        QVERIFY(near(p->step_overhead_seconds, 0.3e-3));
        QCOMPARE(p->allreduce_latency_seconds, 0.0);
        QVERIFY(near(p->decode_step_seconds,
                     (13476831232.0 - 262144000.0 + 1152.0 * 524288.0) / (3.35e12 * 0.8) +
                         32 * 12 * 3e-6 + 0.3e-3));
        QVERIFY(p->decode_memory_bound);
        // Prefill: forward per token at the 1,024-token context (the attention term already
        // averages causal attention: 2 x 32 layers x 1,024 x 4,096) x 1,024 tokens, less the LM
        // head (2 x 32,000 x 4,096) of all but the last token, / (989.4e12 x 0.41: vLLM's
        // prefill rate on H100, time/serving_engines.h).
        // One pass of kernels on top; the time to first token adds the step's host time and
        // vLLM's API server (9.94 ms of its time, 25 ms of latency: time/serving_engines.h).
        const double prefill =
            ((13214687232.0 + 2.0 * 32 * 1024 * 4096) * 1024 - 2.0 * 32000 * 4096 * 1023) /
                (989.4e12 * 0.41) +
            32 * 12 * 3e-6;
        QVERIFY(near(p->ttft_seconds, prefill + 0.3e-3 + 9.94e-3 + 25e-3));
        QVERIFY(!p->api_server_bound);
        // One slot: rps = 1 / (256 x step + prefill); per output token the sequence also waits
        // for the prefills interleaved with its steps: step + 1 x prefill / 256.
        QVERIFY(near(p->requests_per_second, 1.0 / (256 * p->decode_step_seconds + prefill)));
        QVERIFY(near(p->tpot_seconds, p->decode_step_seconds + prefill / 256));
    }

    // Each engine's fixed costs per decode step of Llama 2 7B at tp 8 (docs/performance.md,
    // "Serving engines"): 32 layers x 12 kernels x 3 µs, 2 x 32 all-reduces at the engine's
    // small-message latency (9.3 µs vLLM's kernel, 5.7 µs TensorRT-LLM's), its host time.
    void engineFixedCosts_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<double>("fixed");
        const double kernels = 32 * 12 * 3e-6;
        QTest::newRow("gpt-fast") << "gpt_fast" << kernels + 64 * 9.3e-6;
        QTest::newRow("vLLM V0") << "vllm_v0" << kernels + 64 * 9.3e-6 + 4e-3;
        QTest::newRow("vLLM V1") << "vllm_v1" << kernels + 64 * 9.3e-6 + 0.3e-3;
        QTest::newRow("auto is vLLM V1") << "auto" << kernels + 64 * 9.3e-6 + 0.3e-3;
        QTest::newRow("SGLang") << "sglang" << kernels + 64 * 5.7e-6 + 0.3e-3;
        QTest::newRow("TensorRT-LLM") << "tensorrt_llm" << kernels + 64 * 5.7e-6;
    }
    void engineFixedCosts() {
        QFETCH(QString, engine);
        QFETCH(double, fixed);
        InferenceWorkload w;
        w.prompt_tokens = 5;
        w.output_tokens = 200;
        w.tensor_parallel = 8;
        PerformanceAssumptions a;
        const auto e = serving_engine_from_name(engine.toStdString());
        QVERIFY(e);
        QCOMPARE(QString::fromLatin1(serving_engine_name(*e)), engine);
        a.serving_engine = *e;
        const auto p =
            inference_performance(preset("llama-2-7b"), w, *gpus_.find("a100-sxm4-80gb"), a, 300e9);
        QVERIFY(p);
        QVERIFY(near(p->kernel_overhead_seconds + p->allreduce_latency_seconds +
                         p->step_overhead_seconds,
                     fixed));
        // One sequence: the weights' read (memory bound) plus the all-reduces' bytes and these.
        QVERIFY(p->decode_memory_bound);
        QVERIFY(p->decode_step_seconds > fixed + 13.2e9 / 8 / (2039e9 * 0.8));
        QVERIFY(!serving_engine_from_name("vllm"));
    }

    // Mixtral 8x7B decodes one sequence reading about its 2 active experts of 8 per layer, not
    // all of them; at 64 sequences in flight nearly every expert is read (1 - (6/8)^64).
    void moeDecodeReadsTheExpertsInUse() {
        const ModelSpec& m = preset("mixtral-8x7b");
        InferenceWorkload w;
        w.prompt_tokens = 16;
        w.output_tokens = 16;
        w.tensor_parallel = 2;
        PerformanceAssumptions a;
        const GpuSpec& g = *gpus_.find("h100-sxm");
        // No all-reduce bandwidth given: the expert reads alone (tensorParallelAllReduces).
        w.concurrency = 1;
        const auto one = inference_performance(m, w, g, a, 0);
        w.concurrency = 64;
        const auto many = inference_performance(m, w, g, a, 0);
        QVERIFY(one && many);
        const ParameterCount pc = m.parameters();
        const double total = static_cast<double>(pc.total);
        const double experts = (total - static_cast<double>(pc.active)) / (1.0 - 2.0 / 8.0);
        const double input = 32000.0 * 4096.0;
        const double weights = inference_memory(m, w, Overheads{}).weights_bytes; // per GPU
        const double share_one = (total - input - experts * (1.0 - 2.0 / 8.0)) / total;
        const double share_many = (total - input - experts * std::pow(6.0 / 8.0, 64)) / total;
        // Tiny contexts: the KV cache is a rounding error next to the weights (0.2% at 64).
        // The engine's fixed costs (kernels, all-reduce latencies, host time) come on top.
        const auto fixed = [](const InferencePerformance& p) {
            return p.kernel_overhead_seconds + p.allreduce_latency_seconds +
                   p.step_overhead_seconds;
        };
        QVERIFY(fixed(*one) > 0 && near(fixed(*one), fixed(*many)));
        QVERIFY(near(one->decode_step_seconds - fixed(*one), weights * share_one / (3.35e12 * 0.8),
                     1e-3));
        QVERIFY(near(many->decode_step_seconds - fixed(*many),
                     weights * share_many / (3.35e12 * 0.8), 1e-2));
        QVERIFY(many->decode_step_seconds - fixed(*many) >
                3 * (one->decode_step_seconds - fixed(*one)));
    }

    // Serving with tensor parallelism: two all-reduces per layer of each token's 16-bit hidden
    // state, ring 2(t-1)/t, at the NVLink bandwidth per direction (H100 SXM: 450 GB/s). Llama 2
    // 70B: 80 layers, hidden 8,192.
    void tensorParallelAllReduces_data() {
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("concurrency");
        QTest::addColumn<int>("prompt");
        QTest::newRow("tp 2, 64 sequences, 2,048-token prompts") << 2 << 64 << 2048;
        QTest::newRow("tp 4, 480 sequences, 1,024-token prompts") << 4 << 480 << 1024;
        QTest::newRow("tp 8, one sequence") << 8 << 1 << 1024;
        QTest::newRow("tp 1: nothing to reduce") << 1 << 64 << 2048;
    }
    void tensorParallelAllReduces() {
        QFETCH(int, tensor);
        QFETCH(int, concurrency);
        QFETCH(int, prompt);
        InferenceWorkload w;
        w.weight_precision = Precision::FP8;
        w.kv_precision = Precision::FP8;
        w.tensor_parallel = tensor;
        w.concurrency = concurrency;
        w.prompt_tokens = prompt;
        w.output_tokens = 128;
        const GpuSpec& g = *gpus_.find("h100-sxm");
        const auto with = inference_performance(preset("llama-2-70b"), w, g, {}, 450e9);
        const auto without = inference_performance(preset("llama-2-70b"), w, g, {}, 0);
        QVERIFY(with && without);
        const double t = tensor;
        // Two all-reduces per layer, ring 2(t-1)/t, 16-bit, at the collectives' 80% of 450 GB/s.
        const double per_token = 2.0 * 80 * 2.0 * (t - 1) / t * 2.0 * 8192 / (0.8 * 450e9);
        QVERIFY(near(with->decode_tensor_parallel_seconds, per_token * concurrency));
        QVERIFY(near(with->prefill_tensor_parallel_seconds, per_token * prompt));
        QVERIFY(near(with->decode_step_seconds,
                     without->decode_step_seconds + per_token * concurrency));
        QVERIFY(near(with->ttft_seconds, without->ttft_seconds + per_token * prompt));
        QCOMPARE(without->decode_tensor_parallel_seconds, 0.0);
    }

    // A step with prompt tokens pays for its memory-bound GEMMs beyond the prefill rate, at
    // the step's rows (time/layer_compute.h: Qwen3-235B-A22B's experts at tp 8 on A100s); a
    // decode-only step does not (its weight reads are the memory side of its roofline).
    void prefillStepsPayForMemoryBoundGemms() {
        const ModelSpec& m = preset("qwen3-235b-a22b");
        InferenceWorkload w;
        w.tensor_parallel = 8;
        w.prompt_tokens = 4000;
        w.output_tokens = 200;
        w.concurrency = 64;
        const GpuSpec& g = *gpus_.find("a100-sxm4-80gb");
        const auto step = serving_step_model(m, w, g, {}, ServingLinks{});
        QVERIFY(step);
        const double per_layer =
            forward_gemm_memory_excess_seconds(m.arch, 2048, 8, true, step->rates, 2.0, 2.0);
        QVERIFY(per_layer > 0);
        QVERIFY(near(step->prefill_memory_excess(2048), 94 * per_layer));
        const double flops = step->prefill_seconds_through(2048);
        const auto alone = step->parts(0, 2048, flops);
        QVERIFY(near(alone.compute, flops + 94 * per_layer));
        // Beside 64 decoding sequences the GEMMs run 2,112 rows (interpolated to 4,096).
        const auto mixed = step->parts(64, 2048, flops);
        const auto decode = step->parts(64);
        QVERIFY(near(mixed.compute, flops + decode.compute + step->prefill_memory_excess(2112)));
        QVERIFY(step->prefill_memory_excess(2112) < step->prefill_memory_excess(2048));
        QVERIFY(near(decode.compute,
                     step->decode_flop_seconds_per_token * 64 / step->decode_efficiency(64)));
        // Batched prefill: 64 prompts of 4,000 tokens fill 2,048-token chunks; one prompt's
        // share is 4,000 / 2,048 of a chunk's extra.
        QVERIFY(near(step->batched_prefill_memory_excess(4000, 64, 2048),
                     step->prefill_memory_excess(2048) * 4000 / 2048));
    }

    void fp8WeightsNeedAmpereOrNewer_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("serves");
        QTest::newRow("T4 (sm 7.5): no fp8 kernels") << "t4" << false;
        QTest::newRow("A100 (sm 8.0): weight-only fp8") << "a100-sxm4-80gb" << true;
        QTest::newRow("H100: native fp8") << "h100-sxm" << true;
        QTest::newRow("B200 (sm 10.0) without its fp8 entry: weight-only fp8")
            << "b200-no-fp8" << true;
    }
    void fp8WeightsNeedAmpereOrNewer() {
        QFETCH(QString, gpu);
        QFETCH(bool, serves);
        // "10.0" sorts before "8.0" as a string: the capability is compared as a version.
        GpuSpec g = *gpus_.find(gpu == QLatin1String("b200-no-fp8") ? "b200" : gpu.toStdString());
        if (gpu == QLatin1String("b200-no-fp8"))
            g.dense_peak_flops_per_second.erase(Precision::FP8);
        QCOMPARE(inference_peak(g, Precision::FP8).has_value(), serves);
    }
};

int runTestInferencePerformance(int argc, char** argv) {
    TestInferencePerformance t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_inference_performance.moc"
