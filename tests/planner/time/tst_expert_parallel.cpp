// Expert parallelism in the time model (time/expert_parallel.h): the expert-GEMM roofline, the
// token all-to-alls inside and across nodes, their overlap, and router imbalance, each against
// a hand computation on DeepSeek-V3 (256 routed experts of 3·7168·2048, top-8, 58 MoE layers).
#include "model/presets.h"
#include "near.h"
#include "test_paths.h"
#include "time/expert_parallel.h"
#include "time/performance.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

namespace {

TrainingWorkload workload(std::int64_t tensor, std::int64_t expert, Recompute recompute) {
    TrainingWorkload w;
    w.precision = Precision::BF16;
    w.sequence_length = 4096;
    w.micro_batch = 1;
    w.recompute = recompute;
    w.parallel.tensor = tensor;
    w.parallel.expert = expert;
    w.parallel.sequence_parallel = false;
    return w;
}

ClusterShape h800_nodes(std::int64_t nodes) {
    ClusterShape c;
    c.nodes = nodes;
    c.gpus_per_node = 8;
    c.intra_node_bytes_per_second = 400e9;    // H800 NVLink
    c.inter_node_bytes_per_second = 8 * 50e9; // 8 x 400 Gb/s InfiniBand per node
    return c;
}
} // namespace

class TestExpertParallel final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    const ModelSpec& v3() { return find_preset(presets_, "deepseek-v3")->model; }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    // Per expert: W = 3·7168·2048 = 44,040,192 weights. Without EP each GPU holds all 256
    // experts and each gets 4096·8/256 = 128 tokens per micro-batch: 2·128·W = 11.27 GFLOP at
    // 1 PFLOP/s is 11.27 µs; reading 2·(W + 2·128·7168) = 91.75 MB at 1 TB/s is 91.75 µs.
    // The 80.48 µs difference, x 256 experts x 3 passes x 58 MoE layers, is lost: 3.585 s per
    // micro-batch. With EP 64 each expert gets 64 x 128 = 8,192 tokens: 721.6 µs of FLOPs
    // against 323.0 µs of reads, compute bound, nothing lost.
    void expertGemmRoofline_data() {
        QTest::addColumn<qint64>("tensor");
        QTest::addColumn<qint64>("expert");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("seconds");
        const double per_expert =
            2.0 * (44040192.0 + 2.0 * 128 * 7168) / 1e12 - 2.0 * 128 * 44040192.0 / 1e15;
        QTest::newRow("ep 1: 128 tokens per expert, memory bound")
            << qint64(1) << qint64(1) << int(Recompute::Selective) << per_expert * 256 * 3 * 58;
        QTest::newRow("ep 1, full recompute: 4 passes")
            << qint64(1) << qint64(1) << int(Recompute::Full) << per_expert * 256 * 4 * 58;
        QTest::newRow("ep 64: 8,192 tokens per expert, compute bound")
            << qint64(1) << qint64(64) << int(Recompute::Selective) << 0.0;
        // tp 4 slices each expert: W/4 weights read for the same 128 tokens.
        const double sliced =
            2.0 * (44040192.0 / 4 + 2.0 * 128 * 7168) / 1e12 - 2.0 * 128 * 44040192.0 / 4 / 1e15;
        QTest::newRow("ep 1, tp 4: a quarter of each expert")
            << qint64(4) << qint64(1) << int(Recompute::Selective) << sliced * 256 * 3 * 58;
    }
    void expertGemmRoofline() {
        QFETCH(qint64, tensor);
        QFETCH(qint64, expert);
        QFETCH(int, recompute);
        QFETCH(double, seconds);
        const TrainingWorkload w = workload(tensor, expert, static_cast<Recompute>(recompute));
        const ExpertParallelTime t =
            expert_parallel_time(v3(), w, h800_nodes(1), {1e15, 1e12}, 0.0, 61.0, 1.0, 0.0, 1);
        QVERIFY2(near(t.memory_bound_seconds, seconds, 1e-12),
                 qPrintable(QString::number(t.memory_bound_seconds)));
    }

    // Dispatch and combine, forward and backward: 4 passes of 4096·8·7168·2 B, of which
    // (ep - 1)/ep leave the GPU. EP 8 in one node at 400 GB/s: 411,041,792 B -> 1.0276 ms a
    // pass, x 4 x 58 layers = 0.23843 s. EP 64 over 8 nodes: 7/8 of the 63/64 that leave the
    // GPU cross the network at 50 GB/s per GPU. Full recomputation repeats the forward's two.
    void allToAll_data() {
        QTest::addColumn<qint64>("expert");
        QTest::addColumn<qint64>("nodes");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<double>("seconds");
        const double copies = 4096.0 * 8 * 7168 * 2;
        QTest::newRow("ep 8 inside the node")
            << qint64(8) << qint64(1) << int(Recompute::Full) << 6.0 * copies * 7 / 8 / 400e9 * 58;
        QTest::newRow("ep 64 over 8 nodes") << qint64(64) << qint64(8) << int(Recompute::Full)
                                            << 6.0 * copies * 63 / 64 * 7 / 8 / 50e9 * 58;
    }
    void allToAll() {
        QFETCH(qint64, expert);
        QFETCH(qint64, nodes);
        QFETCH(int, recompute);
        QFETCH(double, seconds);
        const TrainingWorkload w = workload(1, expert, static_cast<Recompute>(recompute));
        const ExpertParallelTime t =
            expert_parallel_time(v3(), w, h800_nodes(nodes), {}, 10.0, 61.0, 1.0, 0.9, 1);
        QVERIFY(near(t.all_to_all_seconds, seconds));
    }

    // Megatron-Core's combined 1F1B hides the all-to-alls behind comm_overlap of the MoE
    // layers' compute (58/61 of it): only without full recomputation, and with virtual stages
    // when pipelined.
    void overlapOnlyWhereMegatronOverlaps() {
        const double copies = 4096.0 * 8 * 7168 * 2;
        const double exposed = 4.0 * copies * 7 / 8 / 400e9 * 58; // selective: 4 passes
        TrainingWorkload w = workload(1, 8, Recompute::Selective);
        const double compute = 0.1;
        const double hidden = 0.9 * compute * 58.0 / 61.0;
        QVERIFY(overlaps_expert_all_to_all(w, 1));
        QVERIFY(near(expert_parallel_time(v3(), w, h800_nodes(1), {}, compute, 61.0, 1.0, 0.9, 1)
                         .all_to_all_seconds,
                     exposed - hidden));
        w.parallel.pipeline = 4;
        QVERIFY(!overlaps_expert_all_to_all(w, 1)); // pipelined without virtual stages
        QVERIFY(overlaps_expert_all_to_all(w, 2));
        QVERIFY(near(expert_parallel_time(v3(), w, h800_nodes(1), {}, compute, 61.0, 1.0, 0.9, 1)
                         .all_to_all_seconds,
                     exposed));
        w.parallel.pipeline = 1;
        w.parallel.expert = 1;
        QVERIFY(!overlaps_expert_all_to_all(w, 1)); // nothing to overlap
    }

    // The busiest rank takes 1.25x an even share of the routed experts' FLOPs (Switch
    // Transformer's capacity factor); without EP every rank runs every expert.
    void routerImbalance() {
        const double share = routed_expert_flop_share(v3(), 4096);
        // 2·58·8·44,040,192 routed FLOPs of the token's forward FLOPs at 4,096 tokens.
        QVERIFY(near(share, 2.0 * 58 * 8 * 44040192.0 / v3().forward_flops_per_token(4096)));
        QVERIFY(share > 0.4 && share < 0.6); // about 41 of 85 GFLOP
        const TrainingWorkload w = workload(1, 8, Recompute::Selective);
        QVERIFY(near(expert_parallel_time(v3(), w, h800_nodes(1), {}, 100.0, 61.0, 1.0, 0.9, 1)
                         .imbalance_seconds,
                     100.0 * share * 0.25));
        QCOMPARE(expert_parallel_time(v3(), workload(1, 1, Recompute::Selective), h800_nodes(1), {},
                                      100.0, 61.0, 1.0, 0.9, 1)
                     .imbalance_seconds,
                 0.0);
    }

    // Serving with attention data parallelism d beside tensor parallelism t (vLLM --data-parallel
    // -size --enable-expert-parallel): each decode step every group sends its c/d tokens' k
    // copies of the 16-bit hidden state to the experts and back, over ep = t·d GPUs:
    // 2 x 58 layers x 8 x 2 B x 7168 x (15/16) per token, at 50 GB/s, x 256/16 tokens.
    void servingAllToAll() {
        const GpuSpec& g = *gpus_.find("h800-sxm");
        InferenceWorkload w;
        w.weight_precision = Precision::FP8;
        w.kv_precision = Precision::BF16;
        w.prompt_tokens = 2000;
        w.output_tokens = 500;
        w.concurrency = 256;
        w.tensor_parallel = 1;
        w.attention_data_parallel = 16;
        QCOMPARE(w.expert_parallel(), std::int64_t(16));
        QCOMPARE(w.replica_gpus(), std::int64_t(16));
        const auto p = inference_performance(v3(), w, g, {}, 400e9, 50e9);
        QVERIFY(p);
        const double per_token = 2.0 * 58 * 8 * 2 * 7168 * 15.0 / 16.0 / (0.8 * 50e9);
        QVERIFY(near(p->decode_expert_parallel_seconds, per_token * 256 / 16));
        QVERIFY(near(p->prefill_expert_parallel_seconds, per_token * 2000));
        QCOMPARE(p->decode_tensor_parallel_seconds, 0.0); // t = 1
        // Without attention data parallelism nothing is exchanged (tensor parallelism slices the
        // experts instead).
        w.attention_data_parallel = 1;
        w.tensor_parallel = 8;
        const auto tp = inference_performance(v3(), w, g, {}, 400e9, 50e9);
        QVERIFY(tp);
        QCOMPARE(tp->decode_expert_parallel_seconds, 0.0);
        QVERIFY(tp->decode_tensor_parallel_seconds > 0);
    }

    // MLA decodes in its latent: 2 x 128 heads x (2 x 512 + 64) FLOPs per cached token and
    // layer, 61 layers at the average context of 2,000 + 500/2 tokens: 38.2 GFLOP per token,
    // on top of 2 x 37.55 B. At 4,096 sequences on 8 H200 (fp8, attention dp 8: each GPU keeps
    // its 512 sequences' latents) the compute side of the step is those FLOPs at the decode
    // GEMMs' efficiency; the step is at least that plus the all-to-alls and fixed costs.
    void mlaDecodeComputesInTheLatent() {
        const GpuSpec& g = *gpus_.find("h200-sxm");
        InferenceWorkload w;
        w.weight_precision = Precision::FP8;
        w.prompt_tokens = 2000;
        w.output_tokens = 500;
        w.concurrency = 4096;
        w.tensor_parallel = 1;
        w.attention_data_parallel = 8;
        const auto p = inference_performance(v3(), w, g, {}, 450e9);
        QVERIFY(p);
        // 512 rows per GEMM fill the waves: close to the large-GEMM 0.80.
        QVERIFY(p->decode_gemm_efficiency > 0.6 && p->decode_gemm_efficiency <= 0.8);
        const double attention = 2.0 * 128 * (2 * 512 + 64) * 61 * 2250.0;
        const double compute = (2.0 * static_cast<double>(v3().parameters().active) + attention) *
                               4096 /
                               (8 * *g.peak_flops(Precision::FP8) * p->decode_gemm_efficiency);
        const double fixed =
            p->kernel_overhead_seconds + p->allreduce_latency_seconds + p->step_overhead_seconds;
        QVERIFY(p->decode_step_seconds >=
                compute + p->decode_expert_parallel_seconds + fixed - 1e-12);
        // Without the latent attention FLOPs the compute side would be a third shorter.
        QVERIFY(attention / (2.0 * static_cast<double>(v3().parameters().active)) > 0.45);
    }
};

int runTestExpertParallel(int argc, char** argv) {
    TestExpertParallel t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_expert_parallel.moc"
