// Model module: exact parameter counts against published figures, KV-cache sizes, FLOPs, and
// Hugging Face config import including malformed input.
#include "coded_problem_check.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "model/hf_config.h"
#include "model/presets.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

class TestModel final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;

    const ModelSpec& preset(const QString& id) {
        const ModelPreset* p = find_preset(presets_, id.toStdString());
        if (!p)
            qFatal("missing preset %s", qPrintable(id));
        return p->model;
    }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale::c());
        presets_ = load_presets(resource("models"));
    }

    void presetCount() {
        QVERIFY2(presets_.size() >= 25, "the issue asks for at least 25 presets");
    }

    void publishedParameterCounts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("official");
        // Official counts: the safetensors parameter count on each Hugging Face model page
        // (torchvision documentation for ResNet-50), as of 2026-11.
        QTest::newRow("Llama-2-7B (HF meta-llama/Llama-2-7b-hf)")
            << "llama-2-7b" << qint64(6738415616);
        QTest::newRow("Llama-2-13B (HF meta-llama/Llama-2-13b-hf)")
            << "llama-2-13b" << qint64(13015864320);
        QTest::newRow("Llama-2-70B (HF meta-llama/Llama-2-70b-hf)")
            << "llama-2-70b" << qint64(68976648192);
        QTest::newRow("Llama-3-8B (HF meta-llama/Meta-Llama-3-8B)")
            << "llama-3-8b" << qint64(8030261248);
        QTest::newRow("Llama-3-70B (HF meta-llama/Meta-Llama-3-70B)")
            << "llama-3-70b" << qint64(70553706496);
        QTest::newRow("Llama-3.1-405B (HF meta-llama/Llama-3.1-405B)")
            << "llama-3.1-405b" << qint64(405853388800);
        QTest::newRow("Mistral-7B-v0.1 (HF mistralai)") << "mistral-7b" << qint64(7241732096);
        QTest::newRow("Mixtral-8x7B-v0.1 (HF mistralai)") << "mixtral-8x7b" << qint64(46702792704);
        QTest::newRow("Qwen2.5-0.5B (HF Qwen)") << "qwen2.5-0.5b" << qint64(494032768);
        QTest::newRow("Qwen2.5-7B (HF Qwen)") << "qwen2.5-7b" << qint64(7615616512);
        QTest::newRow("Gemma-7B (HF google/gemma-7b)") << "gemma-7b" << qint64(8537680896);
        QTest::newRow("Gemma-2-9B (HF google/gemma-2-9b)") << "gemma-2-9b" << qint64(9241705984);
        QTest::newRow("Phi-3-mini-4k (HF microsoft)") << "phi-3-mini-4k" << qint64(3821079552);
        QTest::newRow("Phi-2 (HF microsoft/phi-2)") << "phi-2" << qint64(2779683840);
        QTest::newRow("GPT-2 124M (HF openai-community/gpt2)") << "gpt2" << qint64(124439808);
        QTest::newRow("GPT-2 XL (HF openai-community/gpt2-xl)") << "gpt2-xl" << qint64(1557611200);
        QTest::newRow("BERT-base-uncased with pooler (HF google-bert)")
            << "bert-base-uncased" << qint64(109482240);
        QTest::newRow("BERT-large-uncased with pooler (HF google-bert)")
            << "bert-large-uncased" << qint64(335141888);
        QTest::newRow("Falcon-7B (HF tiiuae/falcon-7b)") << "falcon-7b" << qint64(6921720704);
        QTest::newRow("Falcon-40B (HF tiiuae/falcon-40b)") << "falcon-40b" << qint64(41303293952);
        QTest::newRow("OPT-125m (HF facebook/opt-125m)") << "opt-125m" << qint64(125239296);
        QTest::newRow("OPT-6.7B (HF facebook/opt-6.7b)") << "opt-6.7b" << qint64(6658473984);
        QTest::newRow("BLOOM-176B (model card)") << "bloom-176b" << qint64(176247271424);
        QTest::newRow("TinyLlama-1.1B (HF TinyLlama)") << "tinyllama-1.1b" << qint64(1100048384);
        QTest::newRow("ResNet-50 (torchvision docs)") << "resnet-50" << qint64(25557032);
    }
    void publishedParameterCounts() {
        QFETCH(QString, id);
        QFETCH(qint64, official);
        QCOMPARE(qint64(preset(id).parameters().total), official);
    }

    void activeParameters_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("active");
        // Mixtral: per layer attention 41,943,040 + 2 experts x 176,160,768 + router 32,768 +
        // norms 8,192 = 394,305,536; x 32 + final norm 4,096 + 2 x 131,072,000 embeddings.
        QTest::newRow("Mixtral-8x7B top-2 (paper: 12.9B)") << "mixtral-8x7b" << qint64(12879925248);
        // Mixtral 8x22B: (88,080,384 + 2 x 301,989,888 + 49,152 + 12,288) x 56 + 6,144 + 2 x
        // 196,608,000.
        QTest::newRow("Mixtral-8x22B top-2 (announcement: 39B)")
            << "mixtral-8x22b" << qint64(39152031744);
        QTest::newRow("dense model: active = total") << "llama-3-8b" << qint64(8030261248);
    }
    void activeParameters() {
        QFETCH(QString, id);
        QFETCH(qint64, active);
        QCOMPARE(qint64(preset(id).parameters().active), active);
    }

    void embeddingSplit_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("embedding");
        QTest::addColumn<qint64>("nonEmbedding");
        // Llama-2-7B: 32,000 x 4,096 input table + untied output matrix of the same size.
        QTest::newRow("llama-2-7b untied")
            << "llama-2-7b" << qint64(262144000) << qint64(6476271616);
        // GPT-2: wte 50,257 x 768 + wpe 1,024 x 768 (tied head).
        QTest::newRow("gpt2 tied, learned positions")
            << "gpt2" << qint64(39383808) << qint64(85056000);
        // Qwen2.5-7B: model card says 6.53B non-embedding.
        QTest::newRow("qwen2.5-7b (card: 6.53B non-embedding)")
            << "qwen2.5-7b" << qint64(1089994752) << qint64(6525621760);
    }
    void embeddingSplit() {
        QFETCH(QString, id);
        QFETCH(qint64, embedding);
        QFETCH(qint64, nonEmbedding);
        const ParameterCount c = preset(id).parameters();
        QCOMPARE(qint64(c.embedding), embedding);
        QCOMPARE(qint64(c.non_embedding), nonEmbedding);
    }

    void kvCacheBytesPerToken_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("bytesPerElement");
        QTest::addColumn<double>("expected");
        // 2 x layers x kv_heads x head_dim x bytes.
        QTest::newRow("Llama-2-7B fp16 (MHA): 2*32*32*128*2") << "llama-2-7b" << 2.0 << 524288.0;
        QTest::newRow("Llama-3-8B fp16 (GQA 8): 2*32*8*128*2") << "llama-3-8b" << 2.0 << 131072.0;
        QTest::newRow("Llama-3-8B fp8") << "llama-3-8b" << 1.0 << 65536.0;
        QTest::newRow("Llama-3-70B fp16: 2*80*8*128*2") << "llama-3-70b" << 2.0 << 327680.0;
        QTest::newRow("Falcon-7B multi-query: 2*32*1*64*2") << "falcon-7b" << 2.0 << 8192.0;
        QTest::newRow("Gemma-7B head_dim 256: 2*28*16*256*2") << "gemma-7b" << 2.0 << 458752.0;
        QTest::newRow("Qwen2.5-7B GQA 4: 2*28*4*128*2") << "qwen2.5-7b" << 2.0 << 57344.0;
        QTest::newRow("BERT encoder: no KV cache") << "bert-base-uncased" << 2.0 << 0.0;
    }
    void kvCacheBytesPerToken() {
        QFETCH(QString, id);
        QFETCH(double, bytesPerElement);
        QFETCH(double, expected);
        QCOMPARE(preset(id).kv_cache_bytes_per_token(bytesPerElement), expected);
    }

    void forwardFlopsPerToken_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<double>("expected");
        // GPT-2: 2 x (124,439,808 - 39,383,808 tables + 38,597,376 tied head) + 2*12*1024*768.
        QTest::newRow("gpt2 @1024") << "gpt2" << qint64(1024) << 266181120.0;
        // Llama-2-7B: 2 x (6,738,415,616 - 131,072,000 input table) + 2*32*4096*4096.
        QTest::newRow("llama-2-7b @4096") << "llama-2-7b" << qint64(4096) << 14288429056.0;
        QTest::newRow("llama-2-7b @0 = 2N") << "llama-2-7b" << qint64(0) << 13214687232.0;
        // Mixtral counts active parameters only: 2 x (12,879,925,248 - 131,072,000).
        QTest::newRow("mixtral-8x7b @0 active only")
            << "mixtral-8x7b" << qint64(0) << 25497706496.0;
        // ResNet-50: 4.09 G multiply-adds = 8.18 GFLOPs per image (torchvision).
        QTest::newRow("resnet-50 per image") << "resnet-50" << qint64(0) << 8.18e9;
    }
    void forwardFlopsPerToken() {
        QFETCH(QString, id);
        QFETCH(qint64, context);
        QFETCH(double, expected);
        QCOMPARE(preset(id).forward_flops_per_token(context), expected);
    }

    void hfConfigFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<bool>("approximate");
        QTest::newRow("llama-3-8b config.json as published")
            << "llama-3-8b-config.json" << qint64(8030261248) << false;
        QTest::newRow("falcon RefinedWebModel aliases n_head/n_layer")
            << "falcon-7b-rw-config.json" << qint64(6921720704) << false;
    }
    void hfConfigFiles() {
        QFETCH(QString, file);
        QFETCH(qint64, total);
        QFETCH(bool, approximate);
        const ModelSpec m = model_from_hf_config_file(fixture("hf/" + file.toStdString()));
        QCOMPARE(qint64(m.parameters().total), total);
        QCOMPARE(m.approximate, approximate);
        QCOMPARE(m.approximation_note.empty(), !approximate);
    }

    // Training dropout: the family's Hugging Face default when the config leaves it out, the
    // config's own value when given (each family names it differently).
    void dropoutFromConfig_data() {
        QTest::addColumn<QString>("config");
        QTest::addColumn<double>("attention");
        QTest::addColumn<double>("hidden");
        const std::string llama = R"("vocab_size":10,"hidden_size":8,"num_hidden_layers":2,)"
                                  R"("num_attention_heads":2,"intermediate_size":8)";
        const std::string gpt2 = R"("vocab_size":10,"n_embd":8,"n_layer":2,"n_head":2)";
        const std::string opt = R"("vocab_size":10,"hidden_size":8,"num_hidden_layers":2,)"
                                R"("num_attention_heads":2,"ffn_dim":8)";
        const std::string bloom = R"("vocab_size":10,"hidden_size":8,"n_layer":2,"n_head":2)";
        // {"model_type": type, extra... body}
        const auto cfg = [](const char* type, const std::string& extra, const std::string& body) {
            return QString::fromStdString(std::string(R"({"model_type":")") + type + "\"," + extra +
                                          (extra.empty() ? "" : ",") + body + "}");
        };
        QTest::newRow("llama: LlamaConfig 0.0, no hidden dropout")
            << cfg("llama", "", llama) << 0.0 << 0.0;
        QTest::newRow("llama with attention_dropout 0.05")
            << cfg("llama", R"("attention_dropout":0.05)", llama) << 0.05 << 0.0;
        QTest::newRow("phi: resid_pdrop is the hidden dropout")
            << cfg("phi", R"("resid_pdrop":0.1)", llama) << 0.0 << 0.1;
        QTest::newRow("gpt2: GPT2Config 0.1 / 0.1") << cfg("gpt2", "", gpt2) << 0.1 << 0.1;
        QTest::newRow("gpt2: attn_pdrop and resid_pdrop")
            << cfg("gpt2", R"("attn_pdrop":0.2,"resid_pdrop":0)", gpt2) << 0.2 << 0.0;
        QTest::newRow("bert: BertConfig 0.1 / 0.1") << cfg("bert", "", llama) << 0.1 << 0.1;
        QTest::newRow("bert: attention_probs_dropout_prob, hidden_dropout_prob")
            << cfg("bert", R"("attention_probs_dropout_prob":0.0,"hidden_dropout_prob":0.3)", llama)
            << 0.0 << 0.3;
        QTest::newRow("opt: OPTConfig attention 0.0, dropout 0.1")
            << cfg("opt", "", opt) << 0.0 << 0.1;
        QTest::newRow("opt: the paper's 0.1 throughout")
            << cfg("opt", R"("attention_dropout":0.1,"dropout":0.1)", opt) << 0.1 << 0.1;
        QTest::newRow("bloom: BloomConfig 0.0 / 0.0") << cfg("bloom", "", bloom) << 0.0 << 0.0;
        QTest::newRow("bloom: Megatron-DeepSpeed's 0.1 as trained")
            << cfg("bloom", R"("attention_dropout":0.1,"hidden_dropout":0.1)", bloom) << 0.1 << 0.1;
        QTest::newRow("falcon: hidden_dropout")
            << cfg("falcon", R"("hidden_dropout":0.1)", llama) << 0.0 << 0.1;
    }
    void dropoutFromConfig() {
        QFETCH(QString, config);
        QFETCH(double, attention);
        QFETCH(double, hidden);
        const ModelSpec m =
            model_from_hf_config(parse_json_text(config.toStdString(), "cfg.json"), "cfg.json");
        QCOMPARE(m.arch.attention_dropout, attention);
        QCOMPARE(m.arch.hidden_dropout, hidden);
    }

    void badHfConfigs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not an object")
            << "[1,2]"
            << "cfg.json: (top level): a Hugging Face config must be a JSON object";
        QTest::newRow("no model_type") << R"({"hidden_size": 8})"
                                       << "cfg.json: model_type: missing or not a string";
        QTest::newRow("missing hidden_size")
            << R"({"model_type":"llama","vocab_size":10,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8})"
            << "cfg.json: hidden_size: missing required integer";
        QTest::newRow("negative layers")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":8,"num_hidden_layers":-2,"num_attention_heads":2,"intermediate_size":8})"
            << "cfg.json: num_hidden_layers: -2 is out of range";
        QTest::newRow("string for integer")
            << R"({"model_type":"gpt2","vocab_size":"many","n_embd":8,"n_layer":2,"n_head":2})"
            << "cfg.json: vocab_size: expected an integer";
        QTest::newRow("absurd hidden size")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":1e15,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8})"
            << "cfg.json: hidden_size: 1000000000000000 is out of range";
        QTest::newRow("kv heads do not divide")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":64,"num_hidden_layers":2,"num_attention_heads":8,"num_key_value_heads":3,"intermediate_size":8})"
            << "cfg.json: num_key_value_heads: must divide num_attention_heads (8), found 3";
        QTest::newRow("unsupported family")
            << R"({"model_type":"mamba","hidden_size":768,"num_hidden_layers":24,"vocab_size":50280})"
            << "cfg.json: model_type: unsupported model_type \"mamba\"";
        // Issue #15: a config inside every field's bounds whose parameters overflow int64 (the
        // count printed 6.6e15 for 9.2e21), and an integer field too large for any cast.
        QTest::newRow("parameters beyond int64")
            << R"({"model_type":"llama","vocab_size":32000,"hidden_size":1048576,"num_hidden_layers":2000,"num_attention_heads":1048576,"head_dim":1048576,"num_key_value_heads":1048576,"intermediate_size":1024})"
            << "cfg.json: hidden_size: the architecture has more than 4.6e18 parameters";
        QTest::newRow("integer field of 1e300")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":8,"num_hidden_layers":1e300,"num_attention_heads":2,"intermediate_size":8})"
            << "cfg.json: num_hidden_layers: expected an integer";
        QTest::newRow("dropout above 1")
            << R"({"model_type":"llama","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"intermediate_size":8,"attention_dropout":1.5})"
            << "cfg.json: attention_dropout: 1.5 is out of range [0, 1]";
        QTest::newRow("dropout as text")
            << R"({"model_type":"gpt2","vocab_size":10,"n_embd":8,"n_layer":2,"n_head":2,"resid_pdrop":"0.1"})"
            << "cfg.json: resid_pdrop: expected a number, found a string";
        QTest::newRow("negative dropout")
            << R"({"model_type":"opt","vocab_size":10,"hidden_size":8,"num_hidden_layers":2,"num_attention_heads":2,"ffn_dim":8,"dropout":-0.1})"
            << "cfg.json: dropout: -0.1 is out of range [0, 1]";
        QTest::newRow("malformed JSON") << R"({"model_type": "llama",,})"
                                        << "cfg.json: (top level): malformed JSON";
    }
    void badHfConfigs() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            const auto doc = parse_json_text(text.toStdString(), "cfg.json");
            (void)model_from_hf_config(doc, "cfg.json");
            QFAIL("no error for bad input");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(expected), e.what());
        }
    }

    // A config.json field's problem is a code with its arguments, which the workbench words in
    // its language; the CLI's English is that code's template filled. `args`: "name=value;...".
    void hfConfigErrorsAreCoded_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("english");
        const QString llama = QStringLiteral(
            R"({"model_type":"llama","vocab_size":10,"hidden_size":64,"num_hidden_layers":2,)"
            R"("num_attention_heads":8,"intermediate_size":8)");
        QTest::newRow("kv heads do not divide")
            << llama + QStringLiteral(R"(,"num_key_value_heads":3})")
            << int(InputProblemCode::KvHeadsDivide) << "num_key_value_heads"
            << "heads=8;value=3"
            << "must divide num_attention_heads (8), found 3";
        QTest::newRow("unsupported family")
            << R"({"model_type":"mamba","hidden_size":768})"
            << int(InputProblemCode::UnsupportedModelType) << "model_type"
            << "model_type=mamba"
            << "unsupported model_type \"mamba\" (supported: llama, mistral, ";
        QTest::newRow("string for integer")
            << R"({"model_type":"gpt2","vocab_size":"many","n_embd":8,"n_layer":2,"n_head":2})"
            << int(InputProblemCode::ExpectedInteger) << "vocab_size"
            << "found=a string"
            << "expected an integer, found a string";
        QTest::newRow("dropout above 1") << llama + QStringLiteral(R"(,"attention_dropout":1.5})")
                                         << int(InputProblemCode::OutOfRange) << "attention_dropout"
                                         << "value=1.5;min=0;max=1"
                                         << "1.5 is out of range [0, 1]";
        QTest::newRow("unknown layer type")
            << R"({"model_type":"mistral","vocab_size":10,"hidden_size":64,"num_hidden_layers":2,)"
               R"("num_attention_heads":8,"intermediate_size":8,"sliding_window":4096,)"
               R"("layer_types":["full_attention","global"]})"
            << int(InputProblemCode::UnknownValue) << "layer_types"
            << "value=global;allowed=full_attention, sliding_attention, chunked_attention"
            << "unknown value \"global\" (expected one of: full_attention, ";
        QTest::newRow("quantization not sized")
            << llama + QStringLiteral(R"(,"quantization_config":{"quant_method":"bitsandbytes"}})")
            << int(InputProblemCode::QuantMethodUnsupported) << "quantization_config.quant_method"
            << "method=bitsandbytes"
            << "\"bitsandbytes\" is not a format the planner sizes";
        QTest::newRow("gemma3 without text_config")
            << R"({"model_type":"gemma3"})" << int(InputProblemCode::TextConfigMissing)
            << "text_config"
            << "model_type=gemma3"
            << "missing: a gemma3 config holds its language model in text_config";
    }
    void hfConfigErrorsAreCoded() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(QString, args);
        QFETCH(QString, english);
        try {
            (void)model_from_hf_config(parse_json_text(text.toStdString(), "cfg.json"), "cfg.json");
            QFAIL("accepted");
        } catch (const InputError& e) {
            verify_coded_problem(e, code, field, args, english);
        }
    }

    // A double outside int64 saturates instead of being cast (undefined behaviour).
    void saturatingCasts_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("fraction") << 3.7 << qint64(3);
        QTest::newRow("negative") << -2.5 << qint64(-2);
        QTest::newRow("NaN") << std::nan("") << qint64(0);
        QTest::newRow("1e300") << 1e300 << std::numeric_limits<qint64>::max();
        QTest::newRow("-1e300") << -1e300 << std::numeric_limits<qint64>::min();
        QTest::newRow("infinity") << HUGE_VAL << std::numeric_limits<qint64>::max();
    }
    void saturatingCasts() {
        QFETCH(double, x);
        QFETCH(qint64, expected);
        QCOMPARE(static_cast<qint64>(saturating_int64(x)), expected);
    }

    void missingFileNamesIt() {
        try {
            (void)model_from_hf_config_file(fixture("hf/does-not-exist.json"));
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY(QString::fromStdString(e.what()).endsWith(
                QStringLiteral("does-not-exist.json: (top level): cannot open file")));
        }
    }

    void folderInsteadOfFile() {
        try {
            (void)model_from_hf_config_file(fixture("hf"));
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).endsWith(
                         QStringLiteral("hf: (top level): is a folder, not a file")),
                     e.what());
        }
    }

    void truncatedFileNamesIt() {
        try {
            (void)model_from_hf_config_file(fixture("hf/truncated-config.json"));
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(
                         QStringLiteral("truncated-config.json: (top level): malformed JSON")),
                     e.what());
        }
    }

    void hostileNesting() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        QVERIFY_THROWS_EXCEPTION(InputError, parse_json_text(deep, "deep.json"));
    }
};

int runTestModel(int argc, char** argv) {
    TestModel t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_model.moc"
