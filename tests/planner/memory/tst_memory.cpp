// Memory module: ZeRO model states, Korthikanti activations, KV cache, quantization, LoRA/QLoRA,
// offload, inference concurrency. Expected values are published figures or hand computations
// written beside each row.
#include "io/units.h"
#include "memory/memory.h"
#include "model/presets.h"
#include "model/weight_bytes.h"
#include "test_paths.h"

#include <QtTest>

using namespace gpuplanner;

namespace {

ModelSpec paramsOnly(double params) {
    ModelSpec m;
    m.kind = ModelKind::ParamsOnly;
    m.params = static_cast<std::int64_t>(params);
    return m;
}

// GPT-3 175B shapes as in Korthikanti et al. 2022 (Table 3): h = 12288, a = 96, plain 4h MLP.
TransformerArch gpt3() {
    TransformerArch a;
    a.family = "gpt";
    a.vocab_size = 51200;
    a.hidden_size = 12288;
    a.num_layers = 96;
    a.num_heads = 96;
    a.num_kv_heads = 96;
    a.head_dim = 128;
    a.intermediate_size = 4 * 12288;
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.attention_dropout = 0.1; // Megatron-LM's defaults, which Korthikanti et al. count
    a.hidden_dropout = 0.1;
    return a;
}

Overheads none() {
    Overheads o;
    o.cuda_context_bytes = 0;
    o.allocator_headroom_fraction = 0;
    return o;
}

} // namespace

class TestMemory final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    const ModelSpec& preset(const char* id) { return find_preset(presets_, id)->model; }

private slots:
    void initTestCase() { presets_ = load_presets(resource("models")); }

    void zeroPaperExample_data() {
        QTest::addColumn<int>("stage");
        QTest::addColumn<double>("expectedGB");
        // Rajbhandari et al. 2020, Figure 1: Psi = 7.5B, mixed-precision Adam (K = 12), N_d = 64.
        QTest::newRow("stage 0 (baseline): 120 GB") << 0 << 120.0;
        QTest::newRow("stage 1 (P_os): 31.4 GB") << 1 << 31.4;
        QTest::newRow("stage 2 (P_os+g): 16.6 GB") << 2 << 16.6;
        QTest::newRow("stage 3 (P_os+g+p): 1.9 GB") << 3 << 1.9;
    }
    void zeroPaperExample() {
        QFETCH(int, stage);
        QFETCH(double, expectedGB);
        TrainingWorkload w;
        w.precision = Precision::FP16;
        w.optimizer = Optimizer::AdamW;
        w.parallel.data = 64;
        w.parallel.zero_stage = stage;
        const MemoryBreakdown m = training_memory(paramsOnly(7.5e9), w, none());
        const double states = (m.weights_bytes + m.gradients_bytes + m.optimizer_bytes) / kGB;
        QVERIFY2(std::abs(states - expectedGB) < 0.05, qPrintable(QString::number(states)));
        QCOMPARE(m.activations_bytes, 0.0); // a bare parameter count has no activation estimate
    }

    // Expert parallelism (Megatron-Core): DeepSeek-V3 on 128 data-parallel GPUs with ZeRO-1.
    // EP 64 keeps 1/64 of the routed experts on each GPU, and shards their optimizer states
    // over the expert-data-parallel group of 128/64 = 2 GPUs; the rest as without EP.
    void expertParallelShardsExperts() {
        const ModelSpec& m = find_preset(presets_, "deepseek-v3")->model;
        const ParameterCount pc = m.parameters();
        const double total = static_cast<double>(pc.total);
        const double routed = static_cast<double>(pc.routed_experts);
        QVERIFY(routed > 0.95 * total); // 256 x 58 experts of 3·7168·2048: 654B of 671B
        TrainingWorkload w;
        w.precision = Precision::BF16;
        w.optimizer = Optimizer::AdamW;
        w.sequence_length = 4096;
        w.parallel.data = 128;
        w.parallel.zero_stage = 1;
        const MemoryBreakdown whole = training_memory(m, w, none());
        w.parallel.expert = 64;
        const MemoryBreakdown split = training_memory(m, w, none());
        const double weight_bytes = whole.weights_bytes / total;
        const double optimizer_bytes = whole.optimizer_bytes * 128 / total;
        QVERIFY(std::abs(split.weights_bytes / (weight_bytes * (total - routed + routed / 64)) -
                         1) < 1e-12);
        QVERIFY(std::abs(split.optimizer_bytes /
                             (optimizer_bytes * ((total - routed) / 128 + routed / 64 / 2)) -
                         1) < 1e-12);
        QCOMPARE(split.activations_bytes, whole.activations_bytes);
    }

    // Serving DeepSeek-V3 with attention data parallelism: d = 16 groups of one GPU, the
    // routed experts spread over all 16, the rest (attention, dense layers, embeddings) in each;
    // each group keeps the MLA latent (576 values x 61 layers, bf16: 70,272 B per token) of its
    // own 256/16 = 16 sequences of 2,500 tokens.
    void attentionDataParallelServing() {
        const ModelSpec& m = find_preset(presets_, "deepseek-v3")->model;
        InferenceWorkload w;
        w.weight_precision = Precision::FP8;
        w.kv_precision = Precision::BF16;
        w.prompt_tokens = 2000;
        w.output_tokens = 500;
        w.concurrency = 256;
        w.attention_data_parallel = 16;
        const MemoryBreakdown mem = inference_memory(m, w, none());
        const WeightBytes wb = weight_bytes(m, Precision::FP8);
        QVERIFY(std::abs(mem.weights_bytes / (wb.rest + wb.routed_experts / 16) - 1) < 1e-12);
        QCOMPARE(mem.kv_cache_bytes, 70272.0 * 2500 * 16);
    }

    // The KV-cache tokens of a serving engine's budget, by hand for Llama 3.1 8B on an H100 at
    // vLLM's 0.95 of 79.19 GiB: budget - weights - prefill working set (8,192 tokens x 2 bytes x
    // (2·4096 + 4096 + 2·1024 + 2·14336)) - logits of 1,024 sequences (x 128,256 x 4 bytes) - the
    // 0.5 GiB CUDA context, over 131,072 bytes per token (32 layers x 2 x 8 heads x 128 x 2).
    void kvCacheTokenCapacity() {
        const ModelSpec& m = find_preset(presets_, "llama-3.1-8b")->model;
        InferenceWorkload w;
        w.prefill_chunk_tokens = 8192;
        w.concurrency = 1024;
        w.prompt_tokens = 16384;
        w.output_tokens = 1;
        const double budget = 79.19 * 0.95 * kGiB;
        const double weights = inference_memory(m, w, Overheads{}).weights_bytes;
        const double working = 8192.0 * 2 * (2 * 4096 + 4096 + 2 * 1024 + 2 * 14336);
        const double logits = 1024.0 * 128256 * 4;
        const double expected =
            std::floor((budget - weights - working - logits - 512.0 * 1024 * 1024) / 131072.0);
        QCOMPARE(double(kv_cache_token_capacity(m, w, Overheads{}, budget)), expected);
        // vLLM 0.19.0 logged 476,016 tokens for this setting (docs/validation.md): within 1%.
        QVERIFY(std::abs(expected / 476016.0 - 1) < 0.01);
        QCOMPARE(kv_cache_token_capacity(m, w, Overheads{}, weights), std::int64_t(0));
    }

    // Context parallelism: each GPU keeps 1/cp of every sequence's activations, and ZeRO shards
    // over the data x context group (Megatron-LM: the distributed optimizer spans DP x CP).
    void contextParallelSplitsActivations() {
        const ModelSpec& m = preset("llama-3-8b");
        TrainingWorkload w;
        w.sequence_length = 32768;
        w.recompute = Recompute::Full;
        w.parallel.data = 2;
        w.parallel.zero_stage = 1;
        const MemoryBreakdown one = training_memory(m, w, none());
        w.parallel.context = 4;
        const MemoryBreakdown four = training_memory(m, w, none());
        TrainingWorkload short_seq = w;
        short_seq.parallel.context = 1;
        short_seq.sequence_length = 8192;
        QCOMPARE(four.activations_bytes, training_memory(m, short_seq, none()).activations_bytes);
        QVERIFY(four.activations_bytes < one.activations_bytes / 3);
        QCOMPARE(four.optimizer_bytes, one.optimizer_bytes / 4); // sharded over 2 x 4, not 2
        QCOMPARE(four.weights_bytes, one.weights_bytes);         // replicated, as in DP
    }

    void bytesPerParameter_data() {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("optimizer");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("framework");
        QTest::addColumn<double>("gradients");
        // ZeRO section 3.1: mixed-precision Adam 2 + 2 + 12 = 16 bytes; fp32 Adam 4 + 4 + 8.
        QTest::newRow("bf16 AdamW = 16")
            << "bf16" << int(Optimizer::AdamW) << 16.0 << int(Framework::DeepSpeed) << 2.0;
        QTest::newRow("fp32 AdamW = 16")
            << "fp32" << int(Optimizer::AdamW) << 16.0 << int(Framework::DeepSpeed) << 4.0;
        QTest::newRow("bf16 SGD momentum = 2+2+4+4")
            << "bf16" << int(Optimizer::SgdMomentum) << 12.0 << int(Framework::DeepSpeed) << 2.0;
        QTest::newRow("fp32 SGD momentum = 4+4+4")
            << "fp32" << int(Optimizer::SgdMomentum) << 12.0 << int(Framework::DeepSpeed) << 4.0;
        // bitsandbytes: 2 one-byte states + 2 fp32 absmax per 2048 values, + fp32 master.
        QTest::newRow("bf16 8-bit Adam")
            << "bf16" << int(Optimizer::Adam8bit) << (2 + 2 + 4 + 2 + 8.0 / 2048)
            << int(Framework::DeepSpeed) << 2.0;
        // Adafactor at h = 4096: 8/h bytes of factored statistics.
        QTest::newRow("bf16 Adafactor")
            << "bf16" << int(Optimizer::Adafactor) << (2 + 2 + 4 + 8.0 / 4096)
            << int(Framework::DeepSpeed) << 2.0;
        // Megatron Core's distributed optimizer guide: "float16 param, fp32 grads 18" bytes.
        QTest::newRow("bf16 AdamW, Megatron-LM = 2+4+12")
            << "bf16" << int(Optimizer::AdamW) << 18.0 << int(Framework::Megatron) << 4.0;
        // PyTorch autocast keeps fp32 parameters (their own master) and fp32 gradients.
        QTest::newRow("bf16 AdamW, PyTorch = 4+4+8")
            << "bf16" << int(Optimizer::AdamW) << 16.0 << int(Framework::PyTorch) << 4.0;
        QTest::newRow("fp32 AdamW, Megatron-LM = 4+4+8")
            << "fp32" << int(Optimizer::AdamW) << 16.0 << int(Framework::Megatron) << 4.0;
        QTest::newRow("fp8 AdamW = 3+2+12")
            << "fp8" << int(Optimizer::AdamW) << 17.0 << int(Framework::DeepSpeed) << 2.0;
    }
    void bytesPerParameter() {
        QFETCH(QString, precision);
        QFETCH(int, optimizer);
        QFETCH(double, expected);
        QFETCH(int, framework);
        QFETCH(double, gradients);
        const Precision p = *precision_from_string(precision.toStdString());
        const auto f = static_cast<Framework>(framework);
        const auto s = state_bytes_per_param(p, static_cast<Optimizer>(optimizer), 4096, f);
        QCOMPARE(s.weights + s.gradients + s.optimizer, expected);
        QCOMPARE(s.gradients, gradients);
        // Data parallelism reduces the gradients as they are kept.
        QCOMPARE(gradient_reduce_bytes(p, f), gradients);
    }

    void korthikantiPerLayer_data() {
        QTest::addColumn<qint64>("tensor");
        QTest::addColumn<bool>("sequenceParallel");
        QTest::addColumn<int>("recompute");
        QTest::addColumn<bool>("dropout");
        QTest::addColumn<double>("expected");
        // Korthikanti et al. 2022, Table 2, s = 2048, b = 1, h = 12288, a = 96, sbh = 25,165,824.
        const double sbh = 2048.0 * 12288.0;
        const double as_h = 96.0 * 2048.0 / 12288.0; // a·s/h = 16
        QTest::newRow("no parallelism: sbh(34 + 5as/h)")
            << qint64(1) << false << int(Recompute::None) << true << sbh * (34 + 5 * as_h);
        QTest::newRow("tensor parallel: sbh(10 + 24/t + 5as/(ht))")
            << qint64(8) << false << int(Recompute::None) << true
            << sbh * (10 + 24.0 / 8 + 5 * as_h / 8);
        QTest::newRow("tensor + sequence parallel: sbh/t(34 + 5as/h)")
            << qint64(8) << true << int(Recompute::None) << true << sbh / 8 * (34 + 5 * as_h);
        QTest::newRow("+ selective recompute: 34 sbh/t")
            << qint64(8) << true << int(Recompute::Selective) << true << sbh * 34 / 8;
        QTest::newRow("selective, no parallelism: 34 sbh")
            << qint64(1) << false << int(Recompute::Selective) << true << sbh * 34;
        // Without dropout (p = 0, Llama-style models) no masks and no dropout output are kept:
        // 2sbh less outside the scores, and the scores are the softmax output alone (2as²b).
        QTest::newRow("no dropout: sbh(32 + 2as/h)")
            << qint64(1) << false << int(Recompute::None) << false << sbh * (32 + 2 * as_h);
        QTest::newRow("no dropout, tensor + sequence parallel: sbh/t(32 + 2as/h)")
            << qint64(8) << true << int(Recompute::None) << false << sbh / 8 * (32 + 2 * as_h);
        QTest::newRow("no dropout, selective: 32 sbh")
            << qint64(1) << false << int(Recompute::Selective) << false << sbh * 32;
    }
    void korthikantiPerLayer() {
        QFETCH(qint64, tensor);
        QFETCH(bool, sequenceParallel);
        QFETCH(int, recompute);
        QFETCH(bool, dropout);
        QFETCH(double, expected);
        TransformerArch arch = gpt3();
        if (!dropout)
            arch.attention_dropout = arch.hidden_dropout = 0;
        ActivationSetup s;
        s.micro_batch = 1;
        s.sequence_length = 2048;
        s.tensor_parallel = tensor;
        s.sequence_parallel = sequenceParallel;
        s.recompute = static_cast<Recompute>(recompute);
        s.flash_attention = false;
        s.element_bytes = 2;
        QCOMPARE(layer_activation_bytes(arch, s), expected);
    }

    void fullRecomputeKeepsLayerInputs() {
        // Full recomputation stores 2sbh per layer (sbh/t with sequence parallelism), plus the
        // working set of the one layer being recomputed.
        ActivationSetup s;
        s.sequence_length = 2048;
        s.tensor_parallel = 8;
        s.recompute = Recompute::Full;
        s.element_bytes = 2;
        ActivationSetup working = s;
        working.recompute = Recompute::None;
        const double sbh = 2048.0 * 12288.0;
        const double stored =
            training_activation_bytes(gpt3(), s, 2) - layer_activation_bytes(gpt3(), working);
        QCOMPARE(stored, 96 * 2 * sbh / 8);
    }

    void outputLayerOnSingleStage() {
        // p = 1 adds 4sbh/t (1 + v/h) for the output layer (Korthikanti eq. 5 at e = 2).
        ActivationSetup s;
        s.sequence_length = 2048;
        s.tensor_parallel = 8;
        s.recompute = Recompute::Selective;
        const double single = training_activation_bytes(gpt3(), s, 1);
        const double staged = training_activation_bytes(gpt3(), s, 4);
        const double sbh = 2048.0 * 12288.0;
        QCOMPARE(single - staged, 4 * sbh / 8 * (1 + 51200.0 / 12288.0));
    }

    void gatedMlpAndGqa() {
        // Llama-2-7B layer at s = 4096, b = 1, no parallelism, selective recompute, e = 2:
        // 8sbh (no dropout masks: Llama has no dropout) + 2·sb·(2·4096 + 2·4096) + 4·2·sb·11008
        // (gate, up, silu, product).
        ActivationSetup s;
        s.sequence_length = 4096;
        s.recompute = Recompute::Selective;
        const double sb = 4096;
        const double expected = 8 * sb * 4096 + 2 * sb * (4 * 4096) + 8 * sb * 11008;
        QCOMPARE(layer_activation_bytes(preset("llama-2-7b").arch, s), expected);
        // Llama-3-8B has 8 KV heads: K and V shrink to 1024 wide.
        const double expected8b = 8 * sb * 4096 + 2 * sb * (2 * 4096 + 2 * 1024) + 8 * sb * 14336;
        QCOMPARE(layer_activation_bytes(preset("llama-3-8b").arch, s), expected8b);
    }

    void kvCacheInInference_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("kv");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<qint64>("sequences");
        QTest::addColumn<qint64>("tensor");
        QTest::addColumn<double>("expected");
        // Llama-2-7B: 524,288 B/token x 4,096 tokens = exactly 2 GiB per sequence.
        QTest::newRow("llama-2-7b fp16 4k x1 = 2 GiB")
            << "llama-2-7b"
            << "fp16" << qint64(4096) << qint64(1) << qint64(1) << 2.0 * kGiB;
        // Llama-3-70B, TP 4: 2 KV heads per GPU: 2·80·2·128·1 B = 40,960 B/token x 4,608 x 50.
        QTest::newRow("llama-3-70b fp8 tp4 50 x 4608")
            << "llama-3-70b"
            << "fp8" << qint64(4608) << qint64(50) << qint64(4) << 40960.0 * 4608 * 50;
        // Falcon-7B has one KV head: tensor parallelism cannot split it, each rank keeps it.
        QTest::newRow("falcon-7b MQA tp2 replicates")
            << "falcon-7b"
            << "fp16" << qint64(2048) << qint64(1) << qint64(2) << 8192.0 * 2048;
    }
    void kvCacheInInference() {
        QFETCH(QString, id);
        QFETCH(QString, kv);
        QFETCH(qint64, context);
        QFETCH(qint64, sequences);
        QFETCH(qint64, tensor);
        QFETCH(double, expected);
        InferenceWorkload w;
        w.kv_precision = *precision_from_string(kv.toStdString());
        w.prompt_tokens = context;
        w.output_tokens = 0;
        w.concurrency = sequences;
        w.tensor_parallel = tensor;
        QCOMPARE(inference_memory(preset(id.toStdString().c_str()), w, none()).kv_cache_bytes,
                 expected);
    }

    void quantizationSavings_data() {
        QTest::addColumn<QString>("low");
        QTest::addColumn<double>("saving");
        // The brief (3.2): FP32 -> INT8 cuts weight memory by 75%; int8 adds one fp16 scale per
        // output channel, 2/h bytes per weight, which the tolerance below absorbs.
        QTest::newRow("int8 vs fp32: 75%") << "int8" << 0.75;
        QTest::newRow("fp8 vs fp32: 75%") << "fp8" << 0.75;
        QTest::newRow("bf16 vs fp32: 50%") << "bf16" << 0.50;
        // int4 with group-128 scales: 0.5 + 2.5/128 bytes = 87.0% saving, not 87.5%.
        QTest::newRow("int4 vs fp32: 87.0%") << "int4" << 1.0 - (0.5 + 2.5 / 128) / 4;
    }
    void quantizationSavings() {
        QFETCH(QString, low);
        QFETCH(double, saving);
        const ModelSpec m = preset("llama-2-7b");
        InferenceWorkload w;
        w.weight_precision = Precision::FP32;
        const double fp32 = inference_memory(m, w, none()).weights_bytes;
        w.weight_precision = *precision_from_string(low.toStdString());
        const double q = inference_memory(m, w, none()).weights_bytes;
        // Embeddings and the LM head stay 16-bit: compare the layer matrices only.
        const double kept = static_cast<double>(m.parameters().total - m.parameters().quantizable) *
                            (w.weight_precision == Precision::FP32 ? 4.0 : 2.0);
        const double matrices32 =
            fp32 - static_cast<double>(m.parameters().total - m.parameters().quantizable) * 4.0;
        QVERIFY(std::abs(1.0 - (q - kept) / matrices32 - saving) < 0.001);
    }

    void loraParameters_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("rank");
        QTest::addColumn<QString>("targets"); // comma-separated module names
        QTest::addColumn<qint64>("expected");
        // PEFT print_trainable_parameters(): Llama-2-7B r=8 on q,v: 4,194,304.
        QTest::newRow("llama-2-7b r8 q,v (PEFT: 4,194,304)")
            << "llama-2-7b" << qint64(8) << "q_proj,v_proj" << qint64(4194304);
        // Llama-3-8B r=16 on all linear layers: 32 x 16 x (8192 + 5120 + 5120 + 8192 + 3 x 18432).
        QTest::newRow("llama-3-8b r16 all linear (41,943,040)")
            << "llama-3-8b" << qint64(16)
            << "q_proj,k_proj,v_proj,o_proj,gate_proj,up_proj,down_proj" << qint64(41943040);
        // Mixtral: every expert gets its own adapters: 8 x 16 x (4096 + 14336) per matrix.
        QTest::newRow("mixtral r16 up_proj, 8 experts")
            << "mixtral-8x7b" << qint64(16) << "up_proj" << qint64(32 * 8 * 16 * (4096 + 14336));
    }
    void loraParameters() {
        QFETCH(QString, id);
        QFETCH(qint64, rank);
        QFETCH(QString, targets);
        QFETCH(qint64, expected);
        std::vector<std::string> t;
        for (const auto& s : targets.split(u','))
            t.push_back(s.toStdString());
        QCOMPARE(qint64(lora_parameters(preset(id.toStdString().c_str()).arch, rank, t)), expected);
    }

    void qloraPaperClaim() {
        // Dettmers et al. 2023: QLoRA fine-tunes a 65B model in under 48 GB, where 16-bit full
        // fine-tuning needs more than 780 GB. LLaMA-65B shapes: h 8192, 80 layers, ff 22016.
        ModelSpec m;
        m.kind = ModelKind::Transformer;
        m.arch = preset("llama-2-7b").arch;
        m.arch.hidden_size = 8192;
        m.arch.num_layers = 80;
        m.arch.num_heads = m.arch.num_kv_heads = 64;
        m.arch.intermediate_size = 22016;
        TrainingWorkload w;
        w.method = FineTuneMethod::QLoRA;
        w.lora_rank = 64;
        w.lora_targets = lora_module_names();
        w.micro_batch = 1;
        w.sequence_length = 512;
        w.recompute = Recompute::Full;
        const MemoryBreakdown q = training_memory(m, w, Overheads{});
        QVERIFY2(q.total_bytes() < 48 * kGB, qPrintable(QString::number(q.total_bytes() / kGB)));
        w.method = FineTuneMethod::Full;
        const MemoryBreakdown full = training_memory(m, w, Overheads{});
        QVERIFY(full.total_bytes() > 780 * kGB);
    }

    void optimizerOffload() {
        TrainingWorkload w;
        w.parallel.data = 8;
        w.parallel.zero_stage = 2;
        w.offload_optimizer = true;
        const MemoryBreakdown m = training_memory(paramsOnly(1e9), w, none());
        QCOMPARE(m.optimizer_bytes, 0.0);
        // Host: 1.5 x (12 + 4 fp32 gradient copy) bytes x 1e9 / 8 (DeepSpeed's buffer factor).
        QCOMPARE(m.host_bytes, 1.5 * 16e9 / 8);
        w.parallel.zero_stage = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 (void)training_memory(paramsOnly(1e9), w, none()));
    }

    void overheadLines() {
        Overheads o;
        o.cuda_context_bytes = 512 * kMiB;
        o.allocator_headroom_fraction = 0.05;
        TrainingWorkload w;
        const MemoryBreakdown m = training_memory(paramsOnly(1e9), w, o);
        QCOMPARE(m.cuda_context_bytes, 512 * kMiB);
        QCOMPARE(m.allocator_headroom_bytes, 0.05 * 16e9);
        QCOMPARE(m.total_bytes(), 16e9 * 1.05 + 512 * kMiB);
    }

    void maxConcurrentSequences_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("capacityGiB");
        QTest::addColumn<qint64>("tensor");
        QTest::newRow("llama-2-7b on 80 GiB") << "llama-2-7b" << 80.0 << qint64(1);
        QTest::newRow("llama-3-70b tp4 on 80 GiB") << "llama-3-70b" << 80.0 << qint64(4);
        QTest::newRow("llama-3-8b on 24 GiB") << "llama-3-8b" << 24.0 << qint64(1);
    }
    void maxConcurrentSequences() {
        QFETCH(QString, id);
        QFETCH(double, capacityGiB);
        QFETCH(qint64, tensor);
        const ModelSpec& m = preset(id.toStdString().c_str());
        InferenceWorkload w;
        w.prompt_tokens = 2048;
        w.output_tokens = 512;
        w.tensor_parallel = tensor;
        const std::int64_t n = max_concurrent_sequences(m, w, Overheads{}, capacityGiB * kGiB);
        QVERIFY(n > 0);
        w.concurrency = n;
        QVERIFY(inference_memory(m, w, Overheads{}).total_bytes() <= capacityGiB * kGiB);
        w.concurrency = n + 1;
        QVERIFY(inference_memory(m, w, Overheads{}).total_bytes() > capacityGiB * kGiB);
    }

    void perSampleModel() {
        // ResNet-50, batch 32, fp32: 32 x 91,127,808 bytes of activations (docs/model.md).
        TrainingWorkload w;
        w.precision = Precision::FP32;
        w.optimizer = Optimizer::SgdMomentum;
        w.micro_batch = 32;
        const MemoryBreakdown m = training_memory(preset("resnet-50"), w, none());
        QCOMPARE(m.activations_bytes, 32 * 91127808.0);
        QCOMPARE(m.weights_bytes + m.gradients_bytes + m.optimizer_bytes, 12.0 * 25557032);
    }
};

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
