// The families with mixtures of experts, latent attention and local attention: counts worked
// out by hand from each Transformers module (the sums are in the comments), KV caches at a
// context, checkpoint bytes from quantization_config, and unknown families read from their
// weights or refused.
#include "io/errors.h"
#include "io/json_reader.h"
#include "model/hf_config.h"
#include "model/hf_weight_index.h"
#include "model/weight_bytes.h"
#include "test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

using namespace gpuplanner;

namespace {

ModelSpec read(const std::string& text) {
    return model_from_hf_config(parse_json_text(text, "cfg.json"), "cfg.json");
}

// The architecture keys of DeepSeek-V3's config.json (huggingface.co/deepseek-ai/DeepSeek-V3).
const char* kDeepSeekV3 =
    R"({"model_type":"deepseek_v3","vocab_size":129280,"hidden_size":7168,)"
    R"("intermediate_size":18432,"moe_intermediate_size":2048,"num_hidden_layers":61,)"
    R"("num_nextn_predict_layers":1,"num_attention_heads":128,"num_key_value_heads":128,)"
    R"("n_shared_experts":1,"n_routed_experts":256,"num_experts_per_tok":8,)"
    R"("first_k_dense_replace":3,"moe_layer_freq":1,"q_lora_rank":1536,"kv_lora_rank":512,)"
    R"("qk_nope_head_dim":128,"qk_rope_head_dim":64,"v_head_dim":128,"topk_method":"noaux_tc",)"
    R"("tie_word_embeddings":false,"max_position_embeddings":163840,)"
    R"("quantization_config":{"activation_scheme":"dynamic","fmt":"e4m3",)"
    R"("quant_method":"fp8","weight_block_size":[128,128]}})";

// gpt-oss-20b (huggingface.co/openai/gpt-oss-20b).
const char* kGptOss20b =
    R"({"model_type":"gpt_oss","vocab_size":201088,"hidden_size":2880,)"
    R"("intermediate_size":2880,"num_hidden_layers":24,"num_attention_heads":64,)"
    R"("num_key_value_heads":8,"head_dim":64,"num_local_experts":32,"num_experts_per_tok":4,)"
    R"("experts_per_token":4,"sliding_window":128,"attention_bias":true,)"
    R"("tie_word_embeddings":false,"layer_types":["sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention","sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention","sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention","sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention","sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention","sliding_attention","full_attention",)"
    R"("sliding_attention","full_attention"],)"
    R"("quantization_config":{"quant_method":"mxfp4","modules_to_not_convert":)"
    R"(["model.layers.*.self_attn","model.layers.*.mlp.router","model.embed_tokens","lm_head"]}})";

// Qwen3-30B-A3B (huggingface.co/Qwen/Qwen3-30B-A3B).
const char* kQwen3Moe =
    R"({"model_type":"qwen3_moe","vocab_size":151936,"hidden_size":2048,)"
    R"("intermediate_size":6144,"moe_intermediate_size":768,"num_hidden_layers":48,)"
    R"("num_attention_heads":32,"num_key_value_heads":4,"head_dim":128,"num_experts":128,)"
    R"("num_experts_per_tok":8,"decoder_sparse_step":1,"mlp_only_layers":[],)"
    R"("use_sliding_window":false,"tie_word_embeddings":false})";

// Gemma 3 1B (huggingface.co/google/gemma-3-1b-it), a text-only gemma3_text config.
const char* kGemma3_1b =
    R"({"model_type":"gemma3_text","vocab_size":262144,"hidden_size":1152,)"
    R"("intermediate_size":6912,"num_hidden_layers":26,"num_attention_heads":4,)"
    R"("num_key_value_heads":1,"head_dim":256,"sliding_window":512,"sliding_window_pattern":6})";

} // namespace

class TestModelFamilies final : public QObject {
    Q_OBJECT

private slots:
    // Totals and active counts, each sum written out from the modules it counts.
    void exactCounts_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<qint64>("active");
        QTest::addColumn<qint64>("mtp");
        // MLA per layer: q_a 7168·1536 + norm 1536 + q_b 1536·128·192 + kv_a 7168·576 + norm 512
        // + kv_b 512·128·256 + o 128·128·7168 = 187,107,840; 3 dense layers (MLP 3·7168·18432)
        // and 58 MoE layers (257 experts of 3·7168·2048, router 256·7168 + 256 bias), norms
        // 2·7168; embeddings 2·129280·7168 untied; final norm. MTP: one MoE layer + 3 norms +
        // eh_proj 2·7168·7168.
        QTest::newRow("DeepSeek-V3: MLA, 3 dense + 58 MoE layers, shared expert")
            << kDeepSeekV3 << qint64(671026419200) << qint64(37552297472) << qint64(11610068224);
        // Per layer: q/k/v/o 2880·4096 + 2·2880·512 + 4096·2880 with biases (4096 + 1024 +
        // 2880), 64 sinks; 32 experts of 3·2880·2880 + biases 2·2880 + 2880; router 2880·32 + 32;
        // 2 norms. 24 layers, embeddings 2·201088·2880, final norm.
        QTest::newRow("gpt-oss-20b: biased experts, router bias, sinks")
            << kGptOss20b << qint64(20914757184) << qint64(4187440704) << qint64(0);
        // Attention 2048·4096 + 2·2048·512 + 4096·2048 + q/k norms 2·128; 128 experts of
        // 3·2048·768; router 2048·128; 2 norms; 48 layers; embeddings 2·151936·2048.
        QTest::newRow("Qwen3-30B-A3B: 128 experts, q/k norms")
            << kQwen3Moe << qint64(30532122624) << qint64(3353032704) << qint64(0);
        // Attention 1152·1024 + 2·1152·256 + 1024·1152 + q/k norms 512; MLP 3·1152·6912; 4 norms;
        // 26 layers; tied embedding 262144·1152; final norm.
        QTest::newRow("Gemma 3 1B: four norms, q/k norms, tied")
            << kGemma3_1b << qint64(999885952) << qint64(999885952) << qint64(0);
    }
    void exactCounts() {
        QFETCH(QString, config);
        QFETCH(qint64, total);
        QFETCH(qint64, active);
        QFETCH(qint64, mtp);
        const ModelSpec m = read(config.toStdString());
        const ParameterCount c = m.parameters();
        QCOMPARE(qint64(c.total), total);
        QCOMPARE(qint64(c.active), active);
        QCOMPARE(qint64(c.mtp), mtp);
        QCOMPARE(qint64(c.active_non_embedding), active - qint64(c.embedding));
        QVERIFY(!m.approximate);
    }

    // Counts of the verbatim published config.json files (tests/fixtures/hf/SOURCES.md) against
    // the published totals their presets carry (resources/models/<id>.json, with the source):
    // within 0.5%, the issue's bar. The published figures are rounded (685B, 30.5B): the
    // tolerance is the bar, not the rounding. DeepSeek-V3's 685B includes its MTP module
    // (671B + 14B, the README), so the MTP parameters are added; R1's 671B does not.
    void publishedConfigsWithinHalfPercent_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("withMtp");
        QTest::newRow("DeepSeek-V3 (685B with MTP)") << "deepseek-v3" << true;
        QTest::newRow("DeepSeek-R1 (671B)") << "deepseek-r1" << false;
        QTest::newRow("Qwen3-8B (8.2B)") << "qwen3-8b" << false;
        QTest::newRow("Qwen3-32B (32.8B)") << "qwen3-32b" << false;
        QTest::newRow("Qwen3-30B-A3B (30.5B)") << "qwen3-30b-a3b" << false;
        QTest::newRow("Qwen3-235B-A22B (235B)") << "qwen3-235b-a22b" << false;
        QTest::newRow("gpt-oss-20b (20.9B)") << "gpt-oss-20b" << false;
        QTest::newRow("gpt-oss-120b (116.8B)") << "gpt-oss-120b" << false;
    }
    void publishedConfigsWithinHalfPercent() {
        QFETCH(QString, id);
        QFETCH(bool, withMtp);
        const std::string name = id.toStdString();
        const ModelSpec m = model_from_hf_config_file(fixture("hf/" + name + "-config.json"));
        QVERIFY(!m.approximate);
        const nlohmann::json preset = parse_json_file(resource("models/" + name + ".json"));
        const double published = preset.at("published_params").get<double>();
        const ParameterCount c = m.parameters();
        const double ours = static_cast<double>(c.total + (withMtp ? c.mtp : 0));
        const double off = ours / published - 1.0;
        QVERIFY2(std::abs(off) <= 0.005, qPrintable(QStringLiteral("%1: %2 against %3 (%4%)")
                                                        .arg(id)
                                                        .arg(ours, 0, 'f', 0)
                                                        .arg(published, 0, 'f', 0)
                                                        .arg(off * 100, 0, 'f', 2)));
    }

    // KV cache per token and per sequence: MLA keeps kv_lora_rank + qk_rope_head_dim per layer
    // (61·576·2 = 70,272 B, DeepSeek-V3's own figure); gpt-oss's sliding layers hold at most 128
    // tokens ((12·4096 + 12·128)·2·8·64·2 B at 4,096 tokens); Gemma 3 1B: 22 of 26 layers
    // hold at most 512 tokens ((4·32768 + 22·512)·2·256·2 B at 32,768).
    void kvCache_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<double>("perToken");
        QTest::addColumn<double>("atContext");
        QTest::newRow("DeepSeek-V3 MLA latent")
            << kDeepSeekV3 << qint64(1000) << 70272.0 << 70272.0 * 1000;
        QTest::newRow("gpt-oss-20b sliding 128")
            << kGptOss20b << qint64(4096) << 49152.0 << 103809024.0;
        QTest::newRow("gpt-oss-20b within the window")
            << kGptOss20b << qint64(100) << 49152.0 << 4915200.0;
        QTest::newRow("Gemma 3 1B 5:1 local")
            << kGemma3_1b << qint64(32768) << 26.0 * 1024 << 145752064.0;
    }
    void kvCache() {
        QFETCH(QString, config);
        QFETCH(qint64, context);
        QFETCH(double, perToken);
        QFETCH(double, atContext);
        const ModelSpec m = read(config.toStdString());
        QCOMPARE(m.kv_cache_bytes_per_token(2.0), perToken);
        QCOMPARE(m.kv_cache_bytes(context, 2.0), atContext);
    }

    // Checkpoint bytes from quantization_config: gpt-oss's MXFP4 experts at 4 bits plus one
    // 8-bit scale per 32 (0.53125 B) for 24·32·3·2880·2880 weights, the rest (attention,
    // router, biases, embeddings) in bf16.
    void checkpointBytes() {
        const ModelSpec oss = read(kGptOss20b);
        QCOMPARE(oss.checkpoint.method, std::string("mxfp4"));
        QCOMPARE(checkpoint_precision(oss.checkpoint), Precision::INT4);
        QCOMPARE(weight_bytes(oss, Precision::INT4).total(), 13761264768.0);
        // DeepSeek-V3 in FP8: the layer matrices at 1 byte + a 4-byte scale per 128 x 128
        // block, router, norms and embeddings in bf16; the routed experts are most of it.
        const ModelSpec ds = read(kDeepSeekV3);
        QCOMPARE(ds.checkpoint.group_size, std::int64_t{16384});
        const WeightBytes fp8 = weight_bytes(ds, Precision::FP8);
        const ParameterCount c = ds.parameters();
        const double expected = static_cast<double>(c.quantizable) * (1.0 + 4.0 / 16384.0) +
                                static_cast<double>(c.total - c.quantizable) * 2.0;
        QCOMPARE(fp8.total(), expected);
        QVERIFY(fp8.routed_experts > 0.95 * fp8.total());
        // Served in bf16 instead: every weight at 2 bytes.
        QCOMPARE(weight_bytes(ds, Precision::BF16).total(), 2.0 * static_cast<double>(c.total));
    }

    // Multimodal configs: the text model inside text_config, and the count says so.
    void nestedTextConfig() {
        const std::string g3 = R"({"model_type":"gemma3","text_config":)" +
                               std::string(kGemma3_1b) + R"(,"vision_config":{}})";
        const ModelSpec m = read(g3);
        QCOMPARE(qint64(m.parameters().total), qint64(999885952));
        QVERIFY(!m.count_scope_note.empty());
        QVERIFY_THROWS_EXCEPTION(InputError, read(R"({"model_type":"gemma3"})"));
    }

    void badMoeConfigs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("top-k above the experts")
            << R"({"model_type":"qwen3_moe","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"moe_intermediate_size":4,"num_experts":4,"num_experts_per_tok":5})"
            << "cfg.json: num_experts_per_tok: must be between 1 and the number of experts";
        QTest::newRow("MLA without its latent")
            << R"({"model_type":"deepseek_v3","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8})"
            << "cfg.json: kv_lora_rank: missing required integer";
        QTest::newRow("DeepSeek-V3 without experts is refused, not counted dense")
            << R"({"model_type":"deepseek_v3","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"kv_lora_rank":4,"qk_nope_head_dim":2,"qk_rope_head_dim":2,"v_head_dim":2})"
            << "cfg.json: n_routed_experts: missing required integer";
        QTest::newRow("layer_types of the wrong length")
            << R"({"model_type":"gpt_oss","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"num_local_experts":2,"num_experts_per_tok":1,"layer_types":["full_attention"]})"
            << "cfg.json: layer_types: lists 1 layers; num_hidden_layers is 2";
        QTest::newRow("unknown quantization")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"quantization_config":{"quant_method":"hqq"}})"
            << "cfg.json: quantization_config.quant_method: \"hqq\" is not a format";
        QTest::newRow("every layer dense")
            << R"({"model_type":"deepseek_v2","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"kv_lora_rank":4,"qk_nope_head_dim":2,"qk_rope_head_dim":2,"v_head_dim":2,"n_routed_experts":4,"num_experts_per_tok":2,"moe_intermediate_size":4,"first_k_dense_replace":2})"
            << "cfg.json: num_hidden_layers: no layer is a mixture-of-experts layer";
    }
    void badMoeConfigs() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            (void)read(text.toStdString());
            QFAIL("no error for bad input");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(expected), e.what());
        }
    }

    // An unknown family is never counted as llama-style: read from the weight index or the
    // safetensors header beside its config.json, or refused with the families supported.
    void unknownFamilyFromWeights() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.path().toStdString();
        const std::string config = folder + "/config.json";
        std::ofstream(config) << R"({"model_type":"internlm2","torch_dtype":"bfloat16"})";
        try {
            (void)model_from_hf_config_file(config);
            QFAIL("an unknown family without weights must be refused");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("deepseek_v3")),
                     e.what());
        }
        // The header of a single-file checkpoint: 2 x 3 + 4 x 5 x 6 = 126 parameters.
        const std::string header =
            R"({"__metadata__":{"format":"pt"},"a":{"dtype":"BF16","shape":[2,3],)"
            R"("data_offsets":[0,12]},"b":{"dtype":"BF16","shape":[4,5,6],"data_offsets":[12,252]}})";
        {
            std::ofstream st(folder + "/model.safetensors", std::ios::binary);
            std::uint64_t n = header.size();
            for (int i = 0; i < 8; ++i)
                st.put(static_cast<char>((n >> (8 * i)) & 0xff));
            st << header;
        }
        ModelSpec m = model_from_hf_config_file(config);
        QCOMPARE(m.kind, ModelKind::ParamsOnly);
        QCOMPARE(m.params, std::int64_t{126});
        QVERIFY(m.approximate);
        // The index of a sharded checkpoint wins: 15,475,417,088 bytes of bf16.
        std::ofstream(folder + "/model.safetensors.index.json")
            << R"({"metadata":{"total_size":15475417088},"weight_map":{}})";
        m = model_from_hf_config_file(config);
        QCOMPARE(m.params, std::int64_t{7737708544});
        std::ofstream(folder + "/model.safetensors.index.json") << R"({"metadata":{}})";
        QVERIFY_THROWS_EXCEPTION(InputError, (void)model_from_hf_config_file(config));
    }

    void corruptSafetensorsHeader() {
        QVERIFY_THROWS_EXCEPTION(
            InputError, (void)safetensors_header_parameters("{\"a\":{}}", "m.safetensors"));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 (void)safetensors_header_parameters("not json", "m.safetensors"));
        QCOMPARE(safetensors_header_parameters(R"({"w":{"shape":[7]}})", "m"), std::int64_t{7});
    }
};

int runTestModelFamilies(int argc, char** argv) {
    TestModelFamilies t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_model_families.moc"
