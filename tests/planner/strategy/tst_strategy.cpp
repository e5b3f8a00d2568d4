// Strategy search: any GPU count, pinned fields honoured, the global batch never silently
// exceeded, interleaving and uneven stages, and the time-model corrections of issue #12, against
// published runs and hand computations written beside each check.
#include "model/hf_config.h"
#include "model/presets.h"
#include "model/strategy_fields.h"
#include "near.h"
#include "strategy/memory_memo.h"
#include "strategy/strategy.h"
#include "strategy_test_support.h"
#include "test_paths.h"

#include <QCoreApplication>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace gpuplanner;

namespace {

// OPT-175B (Zhang et al. 2022, Table 1 of the OPT paper: 96 layers, 96 heads, d 12288).
nlohmann::json opt175b() {
    return {{"model_type", "opt"},
            {"hidden_size", 12288},
            {"num_attention_heads", 96},
            {"num_hidden_layers", 96},
            {"ffn_dim", 49152},
            {"vocab_size", 50272},
            {"max_position_embeddings", 2048},
            {"word_embed_proj_dim", 12288},
            {"do_layer_norm_before", true}};
}

// Megatron-Turing NLG 530B (Smith et al. 2022: 105 layers, 128 heads, d 20480).
nlohmann::json mtnlg530b() {
    return {{"model_type", "gpt2"}, {"n_embd", 20480},     {"n_head", 128},   {"n_layer", 105},
            {"vocab_size", 51200},  {"n_positions", 2048}, {"n_inner", 81920}};
}

} // namespace

class TestStrategy final : public QObject, strategy_test::StrategyFixture {
    Q_OBJECT

private slots:
    void initTestCase() { load(); }

    // Odd GPU counts plan, on every GPU of the count: 992 = 8 x 124, 10,000 = 8 x 1,250.
    void anyGpuCountPlans_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<qint64>("gpus");
        QTest::newRow("OPT-175B on its 992 A100-80GB (Zhang et al. 2022)")
            << "opt"
            << "a100-sxm4-80gb" << qint64(992);
        QTest::newRow("GPT-3 175B architecture on 10,000 V100-32GB (Brown et al. 2020)")
            << "opt"
            << "v100-sxm2-32gb" << qint64(10000);
        QTest::newRow("MT-NLG 530B on 560 A100-80GB, unpinned") << "mtnlg"
                                                                << "a100-sxm4-80gb" << qint64(560);
    }
    void anyGpuCountPlans() {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(qint64, gpus);
        const ModelSpec m =
            model_from_hf_config(model == QLatin1String("opt") ? opt175b() : mtnlg530b(), "t");
        const std::string g = gpu.toStdString();
        const StrategyResult r = search_training_strategy(query(m, g.c_str(), gpus, 2048, 3e11));
        QVERIFY(r.fits);
        const Parallelism& p = r.best.workload.parallel;
        QCOMPARE(p.data * p.tensor * p.pipeline + r.best.idle_gpus, gpus);
        QCOMPARE(r.best.idle_gpus, std::int64_t(0));
        QVERIFY(r.memory.total_bytes() <= gpus_.find(g)->memory_bytes);
        QVERIFY(r.evaluated > 10);
    }

    // A pinned tp 8 x pp 35 (Megatron's MT-NLG layout) is planned as pinned: 105 layers are 3
    // per stage, data parallel 560 / 280 = 2.
    void pinnedLayoutIsHonoured() {
        const ModelSpec m = model_from_hf_config(mtnlg530b(), "t");
        StrategyQuery q = query(m, "a100-sxm4-80gb", 560, 2048, 2.7e11);
        q.workload.pinned.tensor = 8;
        q.workload.pinned.pipeline = 35;
        q.performance.global_batch_tokens = 1920.0 * 2048; // MT-NLG's batch of 1,920 sequences
        const StrategyResult r = search_training_strategy(q);
        QVERIFY(r.fits);
        const Parallelism& p = r.best.workload.parallel;
        QCOMPARE(p.tensor, std::int64_t(8));
        QCOMPARE(p.pipeline, std::int64_t(35));
        QCOMPARE(p.data, std::int64_t(2));
        QCOMPARE(r.best.layers_heaviest_stage, std::int64_t(3));
        QCOMPARE(r.best.stages_heaviest, std::int64_t(35));
        QCOMPARE(r.best.gradient_accumulation * r.best.workload.micro_batch * p.data,
                 std::int64_t(1920));
    }

    // Layers that do not divide: 96 layers on 35 stages are 26 stages of 3 and 9 of 2.
    void unevenStagesAreStated() {
        const ModelSpec m = model_from_hf_config(opt175b(), "t");
        StrategyQuery q = query(m, "a100-sxm4-80gb", 280, 2048, 1e9);
        q.workload.pinned.tensor = 8;
        q.workload.pinned.pipeline = 35;
        const StrategyResult r = search_training_strategy(q);
        QVERIFY(r.fits);
        QCOMPARE(r.best.layers_heaviest_stage, std::int64_t(3));
        QCOMPARE(r.best.stages_heaviest, std::int64_t(26));
        // The pipeline runs at the pace of its heaviest stage: 3 x 35 / 96 of the even time.
        QVERIFY(near(r.time.stage_imbalance, 105.0 / 96.0));
    }

    // A pinned layout that cannot fit is reported, not replaced: Llama 2 70B on one A100.
    void pinnedLayoutThatDoesNotFit() {
        const ModelSpec& m = find_preset(presets_, "llama-2-70b")->model;
        StrategyQuery q = query(m, "a100-sxm4-80gb", 8, 4096, 1e9);
        q.workload.pinned.tensor = 1;
        q.workload.pinned.pipeline = 1;
        q.workload.pinned.data = 8;
        q.workload.pinned.zero_stage = 0;
        const StrategyResult r = search_training_strategy(q);
        QVERIFY(!r.fits);
        QVERIFY(r.pinned_does_not_fit);
        QVERIFY(r.closest_memory.total_bytes() > gpus_.find("a100-sxm4-80gb")->memory_bytes);
    }

    // bf16 on a GPU without a bf16 peak (V100, T4): no layout has a time, so none is evaluated,
    // and the same model in fp16 on the same GPUs still plans (the search skips on the precision,
    // not on the GPU).
    void noPeakInThePrecisionSkipsTheSearch() {
        const ModelSpec& m = find_preset(presets_, "llama-2-7b")->model;
        StrategyQuery q = query(m, "v100-sxm2-32gb", 64, 4096, 1e9);
        q.workload.precision = Precision::BF16;
        const StrategyResult none = search_training_strategy(q);
        QVERIFY(!none.fits);
        QCOMPARE(none.evaluated, std::int64_t(0));
        QVERIFY(!none.pinned_does_not_fit);
        q.workload.precision = Precision::FP16;
        const StrategyResult fp16 = search_training_strategy(q);
        QVERIFY(fp16.fits);
        QVERIFY(fp16.evaluated > 0);
    }

    // Llama 2 70B from only the published facts (2 T tokens, 4 k sequences, 2,048 A100-80GB,
    // the cluster above, 4 M-token batch): within 25% of the 1,720,320 GPU-hours of Table 2.
    void llama2_70bFromPublishedFacts() {
        const ModelSpec& m = find_preset(presets_, "llama-2-70b")->model;
        StrategyQuery q = query(m, "a100-sxm4-80gb", 2048, 4096, 2e12);
        q.performance.global_batch_tokens = 4194304;
        const StrategyResult r = search_training_strategy(q);
        QVERIFY(r.fits);
        const double gpu_hours = r.time.total_seconds / 3600 * 2048;
        QVERIFY2(std::abs(gpu_hours / 1720320 - 1) <= 0.25, qPrintable(QString::number(gpu_hours)));
        // The search left none of the published facts' batch behind.
        QVERIFY(!r.best.batch_exceeded);
        QVERIFY(r.runner_up.has_value());
        QVERIFY(r.runner_up_seconds >= r.time.total_seconds);
    }

    // The global batch is never exceeded silently: 128 sequences on 1,024 GPUs need 8 GPUs per
    // replica; with tp 1 x pp 1 pinned the layout runs 1,024 sequences and says so.
    void globalBatchNeverSilentlyExceeded() {
        const ModelSpec& m = find_preset(presets_, "llama-2-7b")->model;
        StrategyQuery q = query(m, "h100-sxm", 1024, 4096, 1e10);
        q.performance.global_batch_tokens = 128.0 * 4096;
        StrategyResult r = search_training_strategy(q);
        QVERIFY(r.fits);
        QVERIFY(!r.best.batch_exceeded);
        QVERIFY(r.best.global_batch <= 128);
        q.workload.pinned.tensor = 1;
        q.workload.pinned.pipeline = 1;
        r = search_training_strategy(q);
        QVERIFY(r.fits);
        QVERIFY(r.best.batch_exceeded);
        QCOMPARE(r.best.global_batch, 1024.0);
        QCOMPARE(r.best.requested_batch, 128.0);
    }

    void defaultGlobalBatch_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("tokens");
        // GPT-3 Table 2.1 and LLaMA / Llama 2: 2^19, 2^20, 2^21, 2^22 tokens.
        QTest::newRow("GPT-2 124M: 0.5 M") << "gpt2" << 524288.0;
        QTest::newRow("Qwen2.5 1.5B: 1 M") << "qwen2.5-1.5b" << 1048576.0;
        QTest::newRow("Llama 2 7B: 2 M") << "llama-2-7b" << 2097152.0;
        QTest::newRow("Llama 2 70B: 4 M") << "llama-2-70b" << 4194304.0;
    }
    void defaultGlobalBatch() {
        QFETCH(QString, preset);
        QFETCH(double, tokens);
        TrainingWorkload w;
        w.sequence_length = 4096;
        const GlobalBatch b = default_global_batch(
            find_preset(presets_, preset.toStdString())->model, w, WorkloadType::Training);
        QCOMPARE(b.tokens, tokens);
        QCOMPARE(b.samples, tokens / 4096);
        QVERIFY(std::string(b.source).find("et al.") != std::string::npos);
    }

    // ZeRO-Offload trains a 13 B model on one 32 GB V100 (Ren et al. 2021): the GPU keeps only
    // the 16-bit parameters (2 bytes each, as DeepSpeed's estimator says), and the search turns
    // offload on only because nothing else fits.
    void offloadWhenNothingElseFits() {
        const ModelSpec& m = find_preset(presets_, "llama-2-13b")->model;
        StrategyQuery q;
        q.model = &m;
        q.gpu = gpus_.find("v100-sxm2-32gb");
        q.workload.precision = Precision::FP16;
        q.workload.sequence_length = 2048;
        q.workload.tokens = 1e8;
        q.cluster = ClusterShape{1, 1, 150e9, 0};
        q.allow_idle = true;
        const StrategyResult r = search_training_strategy(q);
        QVERIFY(r.fits);
        QVERIFY(r.best.workload.offload_optimizer);
        QCOMPARE(r.memory.gradients_bytes, 0.0);
        QCOMPARE(r.memory.optimizer_bytes, 0.0);
        QVERIFY(near(r.memory.weights_bytes, 2.0 * static_cast<double>(m.parameters().total)));
        QVERIFY(r.time.offload_seconds > 0);
        // The same 13 B on eight 80 GB A100s fits with ZeRO sharding: no offload then.
        q.gpu = gpus_.find("a100-sxm4-80gb");
        q.workload.precision = Precision::BF16;
        q.cluster = ClusterShape{1, 8, 300e9, 0};
        const StrategyResult r7 = search_training_strategy(q);
        QVERIFY(r7.fits);
        QVERIFY(!r7.best.workload.offload_optimizer);
    }

    // Interleaved 1F1B: bubble (p - 1) / (v·m) of the compute (Narayanan et al. 2021, 2.2.2).
    // One rule for the ZeRO stages (issue #26: the search and the memory-only settling chose
    // them apart and disagreed for Megatron): Megatron-LM shards only the optimizer states (its
    // distributed optimizer), so a layout that does not fit never becomes "ZeRO-3" for it; an
    // offloaded optimizer needs a ZeRO stage even on one GPU.
    void settlingUsesTheSearchsZeroStages_data() {
        QTest::addColumn<int>("framework");
        QTest::addColumn<int>("data");
        QTest::addColumn<bool>("offload");
        QTest::addColumn<int>("zero");
        QTest::newRow("DeepSpeed, 8 replicas: the least memory, ZeRO-3")
            << int(Framework::DeepSpeed) << 8 << false << 3;
        QTest::newRow("Megatron, 8 replicas: the distributed optimizer only")
            << int(Framework::Megatron) << 8 << false << 1;
        QTest::newRow("one GPU, optimizer offloaded: ZeRO-1")
            << int(Framework::DeepSpeed) << 1 << true << 1;
        QTest::newRow("one GPU: no sharding") << int(Framework::DeepSpeed) << 1 << false << 0;
    }
    void settlingUsesTheSearchsZeroStages() {
        QFETCH(int, framework);
        QFETCH(int, data);
        QFETCH(bool, offload);
        QFETCH(int, zero);
        const ModelSpec& m = find_preset(presets_, "llama-2-13b")->model;
        TrainingWorkload w;
        w.framework = Framework(framework);
        w.parallel.data = data;
        w.offload_optimizer = offload;
        w.sequence_length = 4096;
        // 1 GiB: nothing fits, so the settling ends at the stage that needs the least memory.
        const TrainingWorkload s = settle_for_memory(m, w, Overheads{}, 1024.0 * 1024 * 1024);
        QCOMPARE(s.parallel.zero_stage, zero);
        const ZeroStages searched = zero_stage_candidates(w, data, offload);
        QCOMPARE(searched.back(), zero);
    }

    // The memory memo's key holds every strategy field of the table (model/strategy_fields.h):
    // changing any one changes the key, so a field added to the table but not to the key (packed
    // by hand: it runs for every strategy evaluated, and a loop over the table cost 20% of the
    // pre-training plan) fails here instead of handing one strategy's memory to another.
    void memoKeyHoldsEveryStrategyField() {
        TrainingWorkload base;
        const std::uint64_t k0 = MemoryMemo::key(base);
        QVERIFY(k0 != MemoryMemo::kNoKey);
        for (const StrategyField& f : strategy_fields()) {
            TrainingWorkload w = base;
            const std::int64_t v = f.value(base);
            f.set(w, v == 0 ? 1 : (v == 1 ? 2 : 1));
            if (f.value(w) == v) // a flag that was 1
                f.set(w, 0);
            QVERIFY2(MemoryMemo::key(w) != k0, f.key);
        }
        base.offload_params = true;
        QVERIFY(MemoryMemo::key(base) != k0);
    }

    // A field past its packed bits (or negative, or an expert size not a power of two) gets no
    // key: it is never memoised under another strategy's key.
    void memoKeyRefusesWhatItCannotPack_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<qint64>("value");
        QTest::newRow("tensor 32") << 0 << qint64(32);
        QTest::newRow("tensor -1") << 0 << qint64(-1);
        QTest::newRow("pipeline 256") << 1 << qint64(256);
        QTest::newRow("data 2^20") << 2 << qint64(1 << 20);
        QTest::newRow("micro-batch 512") << 3 << qint64(512);
        QTest::newRow("context 64") << 4 << qint64(64);
        QTest::newRow("expert 3") << 5 << qint64(3);
        QTest::newRow("expert 0") << 5 << qint64(0);
        QTest::newRow("virtual stages 16") << 6 << qint64(16);
        QTest::newRow("data -4") << 2 << qint64(-4);
    }
    void memoKeyRefusesWhatItCannotPack() {
        QFETCH(int, field);
        QFETCH(qint64, value);
        TrainingWorkload w;
        std::int64_t* fields[] = {
            &w.parallel.tensor,  &w.parallel.pipeline, &w.parallel.data,          &w.micro_batch,
            &w.parallel.context, &w.parallel.expert,   &w.parallel.virtual_stages};
        *fields[field] = value;
        QCOMPARE(MemoryMemo::key(w), MemoryMemo::kNoKey);
        *fields[field] = value > 0 ? value - 1 : 1; // the largest that fits (or 1)
        if (field != 5)
            QVERIFY(MemoryMemo::key(w) != MemoryMemo::kNoKey);
    }

    // Pruning by lower bounds keeps the fastest layout: the unpinned search's time equals the
    // best of one search per layout with tensor and pipeline pinned (nothing to prune there),
    // and sharing memory totals across GPUs and networks (MemoryMemo, as a plan does) changes
    // nothing.
    void pruningAndMemoKeepTheFastest_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<qint64>("gpus");
        QTest::addColumn<double>("seq");
        QTest::newRow("Llama 2 7B, 64 x H100") << "llama-2-7b"
                                               << "h100-sxm" << qint64(64) << 4096.0;
        QTest::newRow("Llama 2 70B, 256 x A100-80GB") << "llama-2-70b"
                                                      << "a100-sxm4-80gb" << qint64(256) << 4096.0;
        QTest::newRow("Llama 2 13B, 16 x A100-40GB") << "llama-2-13b"
                                                     << "a100-sxm4-40gb" << qint64(16) << 4096.0;
        QTest::newRow("Llama 3 8B, 8 x L40S") << "llama-3-8b"
                                              << "l40s" << qint64(8) << 8192.0;
    }
    void pruningAndMemoKeepTheFastest() {
        QFETCH(QString, preset);
        QFETCH(QString, gpu);
        QFETCH(qint64, gpus);
        QFETCH(double, seq);
        const ModelSpec& m = find_preset(presets_, preset.toStdString())->model;
        const std::string g = gpu.toStdString();
        StrategyQuery q = query(m, g.c_str(), gpus, seq, 1e11);
        q.allow_idle = false;
        const StrategyResult searched = search_training_strategy(q);
        QVERIFY(searched.fits);
        double best = -1;
        for (std::int64_t t = 1; t <= 8; t *= 2)
            for (std::int64_t p = 1; p <= m.arch.num_layers && t * p <= gpus; ++p) {
                if (gpus % (t * p) != 0 || m.arch.num_heads % t != 0)
                    continue;
                StrategyQuery one = q;
                one.workload.pinned.tensor = t;
                one.workload.pinned.pipeline = p;
                const StrategyResult r = search_training_strategy(one);
                if (r.fits && (best < 0 || r.time.total_seconds < best))
                    best = r.time.total_seconds;
            }
        QVERIFY(near(searched.time.total_seconds, best));

        MemoryMemo memo;
        for (const char* other : {"a100-sxm4-80gb", "h100-sxm", "l40s"}) {
            StrategyQuery warm = query(m, other, gpus, seq, 1e11);
            warm.memory_memo = &memo;
            (void)search_training_strategy(warm);
        }
        q.memory_memo = &memo;
        const StrategyResult shared = search_training_strategy(q);
        QVERIFY(near(shared.time.total_seconds, searched.time.total_seconds));
        QCOMPARE(shared.best.workload.parallel.tensor, searched.best.workload.parallel.tensor);
        QCOMPARE(shared.best.workload.parallel.pipeline, searched.best.workload.parallel.pipeline);
        QCOMPARE(shared.best.workload.parallel.zero_stage,
                 searched.best.workload.parallel.zero_stage);
        QCOMPARE(shared.best.workload.micro_batch, searched.best.workload.micro_batch);
        QCOMPARE(shared.memory.total_bytes(), searched.memory.total_bytes());
        QCOMPARE(shared.evaluated, searched.evaluated);
    }
};

int runTestStrategyTime(int argc, char** argv); // tst_strategy_time.cpp

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    TestStrategy t;
    int status = QTest::qExec(&t, argc, argv);
    status |= runTestStrategyTime(argc, argv);
    return status;
}
#include "tst_strategy.moc"
