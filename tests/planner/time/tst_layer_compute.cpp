// The kernel-level compute model (time/layer_compute.h), the pipeline split
// (model/pipeline_split.h) and the software stacks (time/stacks.h), each against a hand
// computation; and the 22B layer of Korthikanti et al. 2022 (Table 4: per-layer forward plus
// backward times on 8 A100s) as a published check of the whole layer.
#include "hardware/hardware.h"
#include "model/pipeline_split.h"
#include "near.h"
#include "test_paths.h"
#include "time/layer_compute.h"
#include "time/performance.h"
#include "time/stacks.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

namespace {

KernelRates a100_rates() {
    KernelRates r;
    r.peak_flops = 312e12;
    r.gemm_efficiency = 0.8;
    r.sms = 108;
    r.bytes_per_second = 2039e9 * 0.8;
    return r;
}

// Megatron GPT 22B of Korthikanti et al. 2022 (Table 3): h 6144, 64 heads, 4h MLP.
TransformerArch gpt22b() {
    TransformerArch a;
    a.family = "gpt2";
    a.vocab_size = 51200;
    a.hidden_size = 6144;
    a.num_layers = 48;
    a.num_heads = 64;
    a.num_kv_heads = 64;
    a.head_dim = 96;
    a.intermediate_size = 4 * 6144;
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.attention_dropout = 0.1;
    a.hidden_dropout = 0.1;
    return a;
}
// One layer of Qwen3-235B-A22B (its config.json): h 4096, 64 query and 4 KV heads of 128,
// 128 experts of 1536, 8 per token, no shared expert.
TransformerArch qwen3_235b_layer() {
    TransformerArch a;
    a.family = "qwen3_moe";
    a.hidden_size = 4096;
    a.num_layers = 1;
    a.num_heads = 64;
    a.num_kv_heads = 4;
    a.head_dim = 128;
    a.num_experts = 128;
    a.experts_per_token = 8;
    a.expert_intermediate_size = 1536;
    return a;
}

// Hand roofline of one GEMM: seconds its operands take at the bandwidth beyond its FLOPs at
// 0.8 of the A100's peak (16-bit activations and weights).
double excess(double groups, double m, double n, double k) {
    const double flops = groups * 2 * m * n * k / (312e12 * 0.8);
    const double bytes = groups * 2 * (m * k + m * n + k * n) / (2039e9 * 0.8);
    return std::max(0.0, bytes - flops);
}
} // namespace

class TestLayerCompute final : public QObject {
    Q_OBJECT

private slots:
    void waveEfficiency_data() {
        QTest::addColumn<double>("m");
        QTest::addColumn<double>("n");
        QTest::addColumn<double>("expected");
        // 108 tiles of 256 x 128 fill the 108 SMs of an A100 exactly: one full wave.
        QTest::newRow("one full wave") << 256.0 << 128.0 * 108 << 1.0;
        // One more column of tiles: 256x128 and 128x256 need two waves (109 or 110 tiles,
        // 0.505); 128x128 tiles: 218 tiles in 3 waves, 256·13,952 / (3·108·128·128) = 0.673.
        QTest::newRow("one tile too many") << 256.0 << 128.0 * 109 << 3571712.0 / 5308416.0;
        // Unknown SM count: no quantization.
        QTest::newRow("no SMs") << 1.0 << 1.0 << 1.0;
    }
    void waveEfficiency() {
        QFETCH(double, m);
        QFETCH(double, n);
        QFETCH(double, expected);
        const std::int64_t sms = QTest::currentDataTag() == QByteArray("no SMs") ? 0 : 108;
        QVERIFY2(near(wave_efficiency(m, n, sms), expected, 1e-12),
                 QByteArray::number(wave_efficiency(m, n, sms)).constData());
    }

    void gemmOnTheRoofline() {
        const KernelRates r = a100_rates();
        // A large GEMM in full waves: its FLOPs at 0.8 of the peak.
        const double m = 256.0 * 108, n = 128.0 * 108, k = 8192;
        QVERIFY(near(gemm_seconds(m, n, k, 2, r),
                     2 * m * n * k / (312e12 * 0.8) / wave_efficiency(m, n, 108)));
        // A GEMV (one token, decode): memory bound, the weight read at the bandwidth.
        const double bytes = 2.0 * (4096.0 + 4096.0 * 4096.0 + 4096.0);
        QVERIFY(near(gemm_seconds(1, 4096, 4096, 2, r), bytes / r.bytes_per_second));
    }

    // A prefill's GEMMs on the memory side of the roofline: Qwen3-235B-A22B at tp 8 on an
    // A100. At 2,048 rows the projections are compute bound (qkv 2,048 x 1,152 x 4,096: 77 us of
    // FLOPs, 19 us of bytes), while each of the 128 experts gets 2,048 x 8 / 128 = 128 rows:
    // gate and up 128 x 384 x 4,096 (1.6 us of FLOPs, 2.6 of bytes) and down 128 x 4,096 x 192
    // (0.8 and 1.6): 0.24 ms a layer beyond the FLOPs. At 8,192 rows (512 per expert) only the
    // shallow down projection stays memory bound; a dense layer of Llama 3 8B is compute bound
    // at 256 rows already.
    void prefillGemmsOnTheRoofline_data() {
        QTest::addColumn<bool>("moe");
        QTest::addColumn<double>("rows");
        QTest::addColumn<double>("expected");
        QTest::newRow("MoE, 2,048 rows")
            << true << 2048.0 << excess(128, 128, 384, 4096) + excess(128, 128, 4096, 192);
        QTest::newRow("MoE, 8,192 rows") << true << 8192.0 << excess(128, 512, 4096, 192);
        QTest::newRow("dense, 256 rows") << false << 256.0 << 0.0;
    }
    void prefillGemmsOnTheRoofline() {
        QFETCH(bool, moe);
        QFETCH(double, rows);
        QFETCH(double, expected);
        QCOMPARE(excess(1, 2048, 1152, 4096), 0.0); // the projections: compute bound
        TransformerArch a = qwen3_235b_layer();
        std::int64_t tensor = 8;
        if (!moe) { // Llama 3 8B: h 4096, 32 heads and 8 KV heads of 128, MLP 14,336
            a.num_kv_heads = 8;
            a.num_heads = 32;
            a.num_experts = 0;
            a.intermediate_size = 14336;
            tensor = 1;
        }
        const double got =
            forward_gemm_memory_excess_seconds(a, rows, tensor, moe, a100_rates(), 2.0, 2.0);
        QVERIFY2(near(got, expected, 1e-9), QByteArray::number(got).constData());
        if (moe)
            QVERIFY(got > 0);
    }

    void pipelineSplit_data() {
        QTest::addColumn<qint64>("layers");
        QTest::addColumn<qint64>("stages");
        QTest::addColumn<double>("output");
        QTest::addColumn<bool>("uneven");
        QTest::addColumn<qint64>("perStage");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<double>("heaviest");
        QTest::addColumn<qint64>("holdingMost"); // stages with perStage layers
        // Llama 3.1 405B on 16 stages: the even split (8 layers on 14 stages, 7 on the last two,
        // the output on the last: 7.65) is already as light as any uneven one.
        QTest::newRow("405B uneven") << qint64(126) << qint64(16) << 0.65 << true << qint64(8)
                                     << qint64(7) << 8.0 << qint64(14);
        // Even split: ceil(126/16) = 8 on the first 14, floor = 7 on the last two (+ output).
        QTest::newRow("405B even") << qint64(126) << qint64(16) << 0.65 << false << qint64(8)
                                   << qint64(7) << 8.0 << qint64(14);
        // 96 layers on 8 stages: 12 each; the last one also carries the output layer.
        QTest::newRow("even divides") << qint64(96) << qint64(8) << 0.35 << false << qint64(12)
                                      << qint64(12) << 12.35 << qint64(8);
        // A heavy output (2.5 layers) on 4 stages of 10 layers: 11, 11, 11 and 7 + 2.5.
        QTest::newRow("heavy output") << qint64(40) << qint64(4) << 2.5 << true << qint64(11)
                                      << qint64(7) << 11.0 << qint64(3);
        // Llama 3 8B's output (2.4 layers) on 4 stages of its 32: 9, 9, 9 and 5 + 2.4.
        QTest::newRow("8B uneven")
            << qint64(32) << qint64(4) << 2.4 << true << qint64(9) << qint64(5) << 9.0 << qint64(3);
        // 7 layers, 4 stages, even: 2, 2, 2, 1.
        QTest::newRow("7 on 4") << qint64(7) << qint64(4) << 0.0 << false << qint64(2) << qint64(1)
                                << 2.0 << qint64(3);
    }
    void pipelineSplit() {
        QFETCH(qint64, layers);
        QFETCH(qint64, stages);
        QFETCH(double, output);
        QFETCH(bool, uneven);
        QFETCH(qint64, perStage);
        QFETCH(qint64, last);
        QFETCH(double, heaviest);
        QFETCH(qint64, holdingMost);
        const PipelineSplit s = split_pipeline(layers, stages, output, uneven);
        QCOMPARE(s.stages_holding_most(), holdingMost);
        std::int64_t sum = 0;
        for (std::int64_t i = 0; i < stages; ++i)
            sum += s.layers_on(i);
        QCOMPARE(sum, std::int64_t(layers));
        QCOMPARE(s.layers_per_stage, perStage);
        QCOMPARE(s.last_stage_layers, last);
        QVERIFY(near(s.heaviest_load, heaviest));
        QVERIFY(near(s.mean_load, (double(layers) + output) / double(stages)));
    }

    void interleaving() {
        QVERIFY(interleaving_possible(96, 8, 3, false)); // 24 chunks of 4
        QVERIFY(!interleaving_possible(126, 16, 6, false));
        QVERIFY(interleaving_possible(126, 16, 6, true));  // 96 chunks, each at least one layer
        QVERIFY(!interleaving_possible(126, 16, 8, true)); // 128 chunks > 126 layers
        QVERIFY(interleaving_possible(126, 16, 1, false));
    }

    void layoutString() {
        // 10 layers, 2 stages of 5, 2 chunks each: 3 + 2 per stage, in schedule order.
        const PipelineSplit s = split_pipeline(10, 2, 0.0, true);
        QCOMPARE(QString::fromStdString(pipeline_layout(s, 2, 2)),
                 QStringLiteral("Ettt|ttt|tt|ttL"));
        QCOMPARE(QString::fromStdString(pipeline_layout(s, 2, 1)), QStringLiteral("Ettttt|tttttL"));
    }

    void stackNamesRoundTrip() {
        for (int i = 0; i <= static_cast<int>(kLastTrainingStack); ++i) {
            const auto s = static_cast<TrainingStack>(i);
            QCOMPARE(training_stack_from_name(training_stack_name(s)), std::optional(s));
        }
        QVERIFY(!training_stack_from_name("tensorflow"));
        QCOMPARE(resolve_stack(TrainingStack::Auto, Framework::Megatron),
                 TrainingStack::MegatronCore);
    }

    // Korthikanti et al. 2022, Table 4: one layer of the 22B model on 8 A100s (tp 8,
    // micro-batch 4, 2,048 tokens): 27.2 ms with full recomputation (no sequence parallelism),
    // 20.3 ms with selective recomputation and sequence parallelism, forward plus backward.
    // The kernel model's layer plus its tensor-parallel collectives (4 or 6 ring all-reduces of
    // 2·4·2048·6144 bytes at 0.8 of 300 GB/s) within 5%.
    void korthikanti22bLayer_data() {
        QTest::addColumn<bool>("selective");
        QTest::addColumn<double>("publishedMs");
        QTest::newRow("full recompute") << false << 27.2;
        QTest::newRow("selective + sequence parallel") << true << 20.3;
    }
    void korthikanti22bLayer() {
        QFETCH(bool, selective);
        QFETCH(double, publishedMs);
        const GpuCatalog gpus = load_gpu_catalog(resource("catalog/gpus.json"));
        const GpuSpec& a100 = *gpus.find("a100-sxm4-80gb");
        TrainingWorkload w;
        w.precision = Precision::BF16;
        w.framework = Framework::Megatron;
        w.sequence_length = 2048;
        w.micro_batch = 4;
        w.flash_attention = false;
        w.parallel.tensor = 8;
        w.parallel.sequence_parallel = selective;
        w.recompute = selective ? Recompute::Selective : Recompute::Full;
        const StackProfile stack = stack_profile(TrainingStack::MegatronLM, w.framework);
        const KernelRates r = training_kernel_rates(a100, 312e12, w, stack, 0.8);
        QCOMPARE(r.attention_forward_efficiency, 0.0); // unfused
        const LayerTime lt = training_layer_time(gpt22b(), w, r, false);
        const double bytes = 2.0 * 4 * 2048 * 6144;
        const double collectives =
            (selective ? 4.0 : 6.0) * 2.0 * 7.0 / 8.0 * bytes / (0.8 * 300e9);
        const double ms = (lt.total() + collectives) * 1e3;
        QVERIFY2(std::abs(ms / publishedMs - 1.0) <= 0.05, QByteArray::number(ms).constData());
        // The GEMMs dominate; the unfused attention scores are a visible part.
        QVERIFY(lt.gemm_seconds > 0.5 * lt.total());
        QVERIFY(lt.scores_seconds > 0);
    }

    // The loss over the vocabulary: 56 bytes per logit of the GPU's vocabulary slice, at the
    // bandwidth. 22B model, micro-batch 4 x 2,048 tokens, V 51,200 over tp 8:
    // 8,192 x 6,400 x 56 bytes / (2,039 GB/s x 0.8) = 1.80 ms; context parallelism halves the
    // tokens; no vocabulary, no loss.
    void crossEntropy_data() {
        QTest::addColumn<qint64>("tensor");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<qint64>("vocab");
        QTest::addColumn<double>("expected");
        const double bw = 2039e9 * 0.8;
        QTest::newRow("tp 8") << qint64(8) << qint64(1) << qint64(51200)
                              << 8192.0 * 6400.0 * 56.0 / bw;
        QTest::newRow("tp 8, cp 2")
            << qint64(8) << qint64(2) << qint64(51200) << 4096.0 * 6400.0 * 56.0 / bw;
        QTest::newRow("tp 1") << qint64(1) << qint64(1) << qint64(51200)
                              << 8192.0 * 51200.0 * 56.0 / bw;
        QTest::newRow("no vocabulary") << qint64(8) << qint64(1) << qint64(0) << 0.0;
    }
    void crossEntropy() {
        QFETCH(qint64, tensor);
        QFETCH(qint64, context);
        QFETCH(qint64, vocab);
        QFETCH(double, expected);
        TransformerArch a = gpt22b();
        a.vocab_size = vocab;
        TrainingWorkload w;
        w.sequence_length = 2048;
        w.micro_batch = 4;
        w.parallel.tensor = tensor;
        w.parallel.context = context;
        QVERIFY(near(cross_entropy_seconds(a, w, a100_rates()), expected, 1e-12));
    }

    // What each stack reaches of the kernel model's compute rate in its own benchmark tables
    // (docs/calibration): llm-foundry's 0.77, shared by the FSDP and ZeRO stacks; Megatron-Core
    // and NeMo 1; the default path (auto) is not the kernel model and keeps 1.
    void achievedShares_data() {
        QTest::addColumn<int>("stack");
        QTest::addColumn<double>("share");
        QTest::newRow("llm-foundry") << int(TrainingStack::LlmFoundry) << 0.77;
        QTest::newRow("DeepSpeed") << int(TrainingStack::DeepSpeed) << 0.77;
        QTest::newRow("PyTorch FSDP") << int(TrainingStack::PyTorchFsdp) << 0.77;
        QTest::newRow("torchtitan") << int(TrainingStack::Torchtitan) << 0.77;
        QTest::newRow("Megatron-Core") << int(TrainingStack::MegatronCore) << 1.0;
        QTest::newRow("NeMo") << int(TrainingStack::NeMo) << 1.0;
        QTest::newRow("Megatron-LM 2021") << int(TrainingStack::MegatronLM) << 1.0;
        QTest::newRow("auto") << int(TrainingStack::Auto) << 1.0;
    }
    void achievedShares() {
        QFETCH(int, stack);
        QFETCH(double, share);
        QCOMPARE(
            stack_profile(static_cast<TrainingStack>(stack), Framework::DeepSpeed).achieved_share,
            share);
    }

    // FlashAttention's rate by block length relative to 8 K, from Dao 2023's A100 figure
    // (causal, head dimension 128: 99, 133, 155, 173, 182, 189 TFLOP/s at 512 ... 16 K).
    void attentionLengthFactor_data() {
        QTest::addColumn<double>("tokens");
        QTest::addColumn<double>("expected");
        QTest::newRow("8 K is the reference") << 8192.0 << 1.0;
        QTest::newRow("512") << 512.0 << 99.0 / 182.0;
        QTest::newRow("below 512: held") << 128.0 << 99.0 / 182.0;
        QTest::newRow("2 K") << 2048.0 << 155.0 / 182.0;
        QTest::newRow("between 4 K and 8 K on a log scale")
            << 4096.0 * std::sqrt(2.0) << (173.0 + 182.0) / 2.0 / 182.0;
        QTest::newRow("beyond 16 K: held") << 131072.0 << 189.0 / 182.0;
    }
    void attentionLengthFactor() {
        QFETCH(double, tokens);
        QFETCH(double, expected);
        KernelRates r;
        r.attention_rate_by_length = {99, 133, 155, 173, 182, 189};
        QVERIFY(near(attention_length_factor(r, tokens), expected, 1e-12));
        QCOMPARE(attention_length_factor(KernelRates{}, tokens), 1.0); // no curve, no effect
    }
};

int runTestLayerCompute(int argc, char** argv) {
    TestLayerCompute t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_layer_compute.moc"
