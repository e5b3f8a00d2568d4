// Time model: training FLOPs and time terms (compute, bubble, communication, data loading) and
// the time range, against hand computations written beside each check (serving:
// tst_inference_performance.cpp).
#include "memory/memory.h"
#include "model/presets.h"
#include "near.h"
#include "test_paths.h"
#include "time/performance.h"
#include "time/stacks.h"
#include "time/time_range.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

class TestPerformance final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    const ModelSpec& preset(const char* id) { return find_preset(presets_, id)->model; }
    // Llama 2 7B on H100 SXMs: the model and GPU most of these checks time.
    std::optional<TrainingTime> llama7bOnH100(const TrainingWorkload& w,
                                              const PerformanceAssumptions& a,
                                              const ClusterShape& c = {}) {
        return training_time(preset("llama-2-7b"), w, *gpus_.find("h100-sxm"), c, a);
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void trainingFlops_data() {
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("passes");
        // Llama-2-7B forward at 4,096 tokens: 14,288,429,056 FLOPs per token (tst_model).
        QTest::newRow("full: 3 x forward (6ND)")
            << int(FineTuneMethod::Full) << int(Recompute::None) << 3.0;
        QTest::newRow("full + full recompute: 4 x forward (8ND)")
            << int(FineTuneMethod::Full) << int(Recompute::Full) << 4.0;
        QTest::newRow("LoRA: forward + activation gradients = 2 x")
            << int(FineTuneMethod::LoRA) << int(Recompute::None) << 2.0;
    }
    void trainingFlops() {
        QFETCH(int, method);
        QFETCH(int, recompute);
        QFETCH(double, passes);
        TrainingWorkload w;
        w.method = static_cast<FineTuneMethod>(method);
        w.lora_targets = lora_module_names();
        w.recompute = static_cast<Recompute>(recompute);
        w.sequence_length = 4096;
        w.tokens = 1e9;
        const TrainingFlops f = training_flops(preset("llama-2-7b"), w);
        QVERIFY(near(f.hardware, passes * 14288429056.0 * 1e9));
    }

    void selectiveRecomputeAddsAttentionOnly() {
        TrainingWorkload w;
        w.sequence_length = 4096;
        w.tokens = 1e9;
        w.recompute = Recompute::Selective;
        const TrainingFlops f = training_flops(preset("llama-2-7b"), w);
        // + one forward of the attention term: 2 x 32 x 4096 x 4096 = 1,073,741,824 per token.
        QVERIFY(near(f.hardware - f.model, 1073741824.0 * 1e9));
    }

    void computeTime() {
        TrainingWorkload w;
        w.sequence_length = 4096;
        w.tokens = 1e9;
        PerformanceAssumptions a;
        a.mfu = 0.5;
        const auto t = llama7bOnH100(w, a);
        QVERIFY(t);
        // 3 x 14,288,429,056 x 1e9 / (989.4e12 x 0.5) = 86,648.5 s.
        QVERIFY(near(t->compute_seconds, 3 * 14288429056.0 * 1e9 / (989.4e12 * 0.5)));
        QCOMPARE(t->total_seconds, t->compute_seconds);
        QCOMPARE(t->dominant_term(), TimeTerm::Compute);
    }

    // A plan is a production run: the kernel model (a named stack) times the steps alone and
    // adds the downtime of 90% goodput; the default utilisation holds it already (none added);
    // a rate measured on a real run is that run's.
    void productionDowntime_data() {
        QTest::addColumn<int>("stack");
        QTest::addColumn<bool>("measured");
        QTest::addColumn<bool>("added");
        QTest::newRow("kernel model") << int(TrainingStack::LlmFoundry) << false << true;
        QTest::newRow("default utilisation") << int(TrainingStack::Auto) << false << false;
        QTest::newRow("measured rate") << int(TrainingStack::LlmFoundry) << true << false;
    }
    void productionDowntime() {
        QFETCH(int, stack);
        QFETCH(bool, measured);
        QFETCH(bool, added);
        TrainingWorkload w;
        w.sequence_length = 4096;
        w.tokens = 1e9;
        PerformanceAssumptions a;
        a.stack = static_cast<TrainingStack>(stack);
        if (measured)
            a.mfu = 0.5;
        const auto t = llama7bOnH100(w, a);
        QVERIFY(t);
        if (!added) {
            QCOMPARE(t->downtime_seconds, 0.0);
            return;
        }
        // On one GPU at the scenario's recovery defaults (time/goodput.h).
        const double g = production_goodput(1, t->step_seconds() / 3600.0, RecoveryAssumptions{});
        QVERIFY(g > 0.999 && g < 1.0);
        QVERIFY(near(t->downtime_seconds, t->step_seconds() * (1.0 / g - 1.0)));
    }

    void defaultMfuHasASource() {
        const MfuDefault dc = default_mfu(*gpus_.find("a100-sxm4-80gb"));
        QCOMPARE(dc.mfu, 0.40);
        QCOMPARE(dc.source, MfuSource::LlamaRuns);
        QVERIFY(
            QString::fromLatin1(mfu_source_text(dc.source)).contains(QStringLiteral("Llama 2")));
        QCOMPARE(default_mfu(*gpus_.find("rtx-4090")).mfu, 0.30);
        QCOMPARE(default_mfu(*gpus_.find("v100-sxm2-16gb"), ModelKind::PerSample).mfu, 0.25);
        // PCIe cards of the same families take the lower default (docs/performance.md).
        QCOMPARE(default_mfu(*gpus_.find("h100-pcie")).mfu, 0.30);
        QCOMPARE(default_mfu(*gpus_.find("a100-pcie-40gb")).mfu, 0.30);
    }

    // fp32 training of a CNN runs its convolutions in TF32 (cuDNN's default in PyTorch and
    // TensorFlow's): ResNet-50 fp32 on an H100 uses the 494.7 TFLOPS TF32 peak, not the 67 fp32.
    // A transformer in fp32 keeps the fp32 peak (PyTorch's matmuls leave TF32 off).
    void fp32CnnTrainsInTf32() {
        TrainingWorkload w;
        w.precision = Precision::FP32;
        w.samples = 1.28e6;
        w.micro_batch = 256;
        const GpuSpec& h100 = *gpus_.find("h100-sxm");
        const auto cnn = training_time(preset("resnet-50"), w, h100, ClusterShape{}, {});
        QVERIFY(cnn);
        QCOMPARE(cnn->peak_flops_per_gpu, *h100.peak_flops(Precision::TF32));
        TrainingWorkload t;
        t.precision = Precision::FP32;
        t.tokens = 1e6;
        const auto lm = training_time(preset("gpt2"), t, h100, ClusterShape{}, {});
        QVERIFY(lm);
        QCOMPARE(lm->peak_flops_per_gpu, *h100.peak_flops(Precision::FP32));
        // V100 has no TF32: its fp32 peak.
        const auto v100 = training_time(preset("resnet-50"), w, *gpus_.find("v100-sxm2-16gb"),
                                        ClusterShape{}, {});
        QCOMPARE(v100->peak_flops_per_gpu, 15.7e12);
    }

    // Without FlashAttention the s x s attention matrices go through memory: per layer and
    // micro-batch (6e + 1) a s^2 b bytes forward, (9e + 1) backward, the forward again with
    // recomputation, e = 2 (bf16), for the a/t heads and s/cp queries on one GPU, at 0.8 of the
    // bandwidth. Llama-2-7B (32 layers, 32 heads) at 4,096 tokens on an H100 (3,350 GB/s):
    // 1e9 tokens = 244,141 steps of one sequence.
    void unfusedAttentionMovesTheScores_data() {
        QTest::addColumn<bool>("dropout");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<int>("tensor");
        QTest::addColumn<int>("context");
        QTest::addColumn<double>("bytesPerElement");
        QTest::addColumn<double>("heads");
        QTest::addColumn<double>("queries");
        // With attention dropout (Megatron-LM's 0.1): forward 6e + 1, backward 9e + 1 at e = 2.
        QTest::newRow("dropout, no recompute: 13 + 19 bytes")
            << true << int(Recompute::None) << 1 << 1 << 32.0 << 32.0 << 4096.0;
        QTest::newRow("dropout, selective: the forward again, 45 bytes")
            << true << int(Recompute::Selective) << 1 << 1 << 45.0 << 32.0 << 4096.0;
        QTest::newRow("dropout, full: 45 bytes")
            << true << int(Recompute::Full) << 1 << 1 << 45.0 << 32.0 << 4096.0;
        QTest::newRow("dropout, tp 4: 8 heads per GPU")
            << true << int(Recompute::None) << 4 << 1 << 32.0 << 8.0 << 4096.0;
        QTest::newRow("dropout, cp 2: half the queries against every key")
            << true << int(Recompute::None) << 1 << 2 << 32.0 << 32.0 << 2048.0;
        // Llama 2 as published (attention_dropout 0.0): forward 4e, backward 7e.
        QTest::newRow("no dropout: 8 + 14 bytes")
            << false << int(Recompute::None) << 1 << 1 << 22.0 << 32.0 << 4096.0;
        QTest::newRow("no dropout, selective: 30 bytes")
            << false << int(Recompute::Selective) << 1 << 1 << 30.0 << 32.0 << 4096.0;
    }
    void unfusedAttentionMovesTheScores() {
        QFETCH(bool, dropout);
        QFETCH(int, recompute);
        QFETCH(int, tensor);
        QFETCH(int, context);
        QFETCH(double, bytesPerElement);
        QFETCH(double, heads);
        QFETCH(double, queries);
        ModelSpec model = preset("llama-2-7b");
        if (dropout)
            model.arch.attention_dropout = 0.1;
        TrainingWorkload w;
        w.sequence_length = 4096;
        w.tokens = 1e9;
        w.recompute = static_cast<Recompute>(recompute);
        w.parallel.tensor = tensor;
        w.parallel.context = context;
        const GpuSpec& h100 = *gpus_.find("h100-sxm");
        const auto flash = training_time(model, w, h100, ClusterShape{}, {});
        w.flash_attention = false;
        const auto unfused = training_time(model, w, h100, ClusterShape{}, {});
        QVERIFY(flash && unfused);
        QCOMPARE(flash->attention_scores_seconds, 0.0);
        QCOMPARE(unfused->steps, std::int64_t{244141});
        const double expected =
            bytesPerElement * heads * queries * 4096.0 / (3350e9 * 0.8) * 32 * 244141;
        QVERIFY2(near(unfused->attention_scores_seconds, expected),
                 qPrintable(QString::number(unfused->attention_scores_seconds)));
        // Part of the compute: the rest of the step is unchanged. With context parallelism the
        // fused kernel's 2,048-token blocks run at 265 of its 294 TFLOP/s at 4,096
        // (FlashAttention-2 on H100, Dao 2023 Fig. 7): attention's share of the flash compute is
        // that much slower.
        double flash_base = flash->compute_seconds;
        if (context > 1) {
            const double per_token = model.forward_flops_per_token(4096);
            const double share = (per_token - model.forward_flops_per_token(0)) / per_token;
            flash_base /= 1.0 + share * (294.0 / 265.0 - 1.0);
        }
        QVERIFY(near(unfused->compute_seconds, flash_base + expected));
    }

    void pipelineBubble() {
        TrainingWorkload w;
        w.parallel.pipeline = 4;
        w.tokens = 1e9;
        PerformanceAssumptions a;
        a.gradient_accumulation = 8;
        const auto t = llama7bOnH100(w, a);
        // (p - 1) / m = 3 / 8 of the compute time (Narayanan et al. 2021).
        QVERIFY(near(t->pipeline_bubble_seconds, t->compute_seconds * 3.0 / 8.0));
    }

    void dataParallelAllReduce() {
        // 2 nodes x 8 H100, pure data parallelism (d = 16), bf16 gradients of 6,738,415,616
        // parameters = 13,476,831,232 bytes; NVLink 900 GB/s -> 450 GB/s per direction; 400 Gbps
        // NIC = 50 GB/s per node. Ring: inside the node 2 x 7/8 x B / 450e9, between the 2 nodes
        // 2 x 1/2 x B / 50e9. No overlap.
        TrainingWorkload w;
        w.parallel.data = 16;
        w.sequence_length = 4096;
        w.tokens = 1e9;
        PerformanceAssumptions a;
        a.comm_overlap = 0;
        ClusterShape c{2, 8, 450e9, 50e9};
        const auto t = llama7bOnH100(w, a, c);
        const double bytes = 2.0 * 6738415616.0;
        const double per_step = 2.0 * 7.0 / 8.0 * bytes / 450e9 + 2.0 * 0.5 * bytes / 50e9;
        const double steps = std::ceil(1e9 / (4096.0 * 16.0)); // 15,259
        QCOMPARE(t->steps, std::int64_t(15259));
        QVERIFY(near(t->data_parallel_comm_seconds, per_step * steps));
        // Full overlap hides it behind backward (2/3 of each step's compute).
        a.comm_overlap = 1.0;
        const auto hidden = llama7bOnH100(w, a, c);
        const double backward = hidden->compute_seconds / steps * 2.0 / 3.0;
        QVERIFY(
            near(hidden->data_parallel_comm_seconds, std::max(0.0, per_step - backward) * steps));
        // ZeRO-3: per micro-step the forward and backward all-gathers and the reduce-scatter
        // (1.5 all-reduces' volume) hide behind that micro-step's compute, except the first
        // layer's gathers (2 x 0.5 / 32 of an all-reduce), which nothing precedes.
        w.parallel.zero_stage = 3;
        const auto z3 = llama7bOnH100(w, a, c);
        const double first = per_step / 32.0;
        const double compute = z3->compute_seconds / steps;
        QVERIFY(near(z3->data_parallel_comm_seconds,
                     (std::max(0.0, 1.5 * per_step - first - compute) + first) * steps));
        QVERIFY(z3->data_parallel_comm_seconds >= first * steps * 0.999);
    }

    void dataLoadingBound() {
        // ResNet-50, 1.28 M images x 90 epochs x 110 kB from a 0.1 GB/s disk on one V100.
        TrainingWorkload w;
        w.precision = Precision::FP16;
        w.micro_batch = 256;
        w.samples = 1281167;
        w.epochs = 90;
        PerformanceAssumptions a;
        a.storage_read_bytes_per_second = 0.1e9;
        const auto t =
            training_time(preset("resnet-50"), w, *gpus_.find("v100-sxm2-16gb"), ClusterShape{}, a);
        const double read_seconds = 1281167.0 * 90 * 110e3 / 0.1e9;
        QVERIFY(near(t->total_seconds, read_seconds));
        QCOMPARE(t->dominant_term(), TimeTerm::DataLoading);
    }

    void noPeakNoTime() {
        TrainingWorkload w;
        w.tokens = 1;
        QVERIFY(!training_time(preset("gpt2"), w, *gpus_.find("v100-sxm2-16gb"), ClusterShape{}, {})
                     .has_value());
    }

    // How sure a time is (docs/performance.md): compute 100 s with a 10 s bubble, 20 s of
    // tensor-parallel all-reduces, 5 s of data-loading stall. Compute by the published stack
    // MFUs' spread around their median 41% (55.2% and 33%), communication by 0.84 and 0.78 of
    // the links around 0.8, the goodput by 97% and 85% around the 90% the default holds.
    void timeRange_data() {
        QTest::addColumn<int>("source");
        QTest::addColumn<bool>("measured");
        QTest::addColumn<bool>("benchmark");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("likely");
        QTest::addColumn<double>("high");
        const double fast = 110 * 0.41 / 0.552 + 20 * 0.8 / 0.84 + 5;
        const double slow = 110 * 0.41 / 0.33 + 20 * 0.8 / 0.78 + 5;
        QTest::newRow("default utilisation, wall clock")
            << int(MfuSource::LlamaRuns) << false << false << fast * 0.9 / 0.97 << 135.0
            << slow * 0.9 / 0.85;
        QTest::newRow("default utilisation, benchmark rate")
            << int(MfuSource::LlamaRuns) << false << true << fast * 0.9 << 135.0 * 0.9
            << slow * 0.9;
        // The kernel model times the steps alone (135 s) and its plan adds a production run's
        // downtime at 90% goodput (15 s): the range spreads that goodput from 97% to 85%; as a
        // benchmark the downtime comes off again.
        QTest::newRow("kernel model, wall clock")
            << int(MfuSource::KernelModel) << false << false << fast / 0.97 << 150.0 << slow / 0.85;
        QTest::newRow("kernel model, benchmark rate")
            << int(MfuSource::KernelModel) << false << true << fast << 135.0 << slow;
        // A small cluster's plan holds 97% goodput (downtime 135 / 0.97 - 135): its fast end
        // cannot train more than all of the time, its slow end 97% x 0.85 / 0.9.
        QTest::newRow("kernel model, small cluster")
            << int(MfuSource::KernelModel) << false << false << fast << 135.0 / 0.97
            << slow / (0.97 * 0.85 / 0.9);
        QTest::newRow("measured rate keeps its compute")
            << int(MfuSource::ScenarioMfu) << true << false
            << (110 + 20 * 0.8 / 0.84 + 5) * 0.9 / 0.97 << 135.0
            << (110 + 20 * 0.8 / 0.78 + 5) * 0.9 / 0.85;
    }
    void timeRange() {
        QFETCH(int, source);
        QFETCH(bool, measured);
        QFETCH(bool, benchmark);
        QFETCH(double, low);
        QFETCH(double, likely);
        QFETCH(double, high);
        TrainingTime t;
        t.compute_seconds = 100;
        t.pipeline_bubble_seconds = 10;
        t.tensor_parallel_comm_seconds = 20;
        t.data_loading_stall_seconds = 5;
        t.total_seconds = 135;
        t.mfu_source = static_cast<MfuSource>(source);
        if (t.mfu_source == MfuSource::KernelModel) {
            const bool small = QByteArray(QTest::currentDataTag()).contains("small");
            t.total_seconds = small ? 135.0 / 0.97 : 150.0;
            t.downtime_seconds = t.total_seconds - 135.0;
        }
        t.measured_rate = measured;
        const TimeRange r = training_time_range(t, benchmark);
        QVERIFY2(near(r.low, low), qPrintable(QString::number(r.low)));
        QVERIFY(near(r.likely, likely));
        QVERIFY2(near(r.high, high), qPrintable(QString::number(r.high)));
        QVERIFY(r.contains(likely) && !r.contains(high * 1.01));
    }
};

int runTestPerformance(int argc, char** argv) {
    TestPerformance t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_performance.moc"
