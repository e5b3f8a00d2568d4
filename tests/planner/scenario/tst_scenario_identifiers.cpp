// Scenario names are plain text (issue #25): a GPU id, a preset, a LoRA target, a provider or a
// region holding a control or invisible character is refused with its field, the character and
// its position; the title and the description are free text and keep what they hold (the launch
// files escape it).
#include "io/errors.h"
#include "scenario/scenario_reader.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;
using nlohmann::json;

class TestScenarioIdentifiers final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;

    static json base() {
        return json::parse(R"({"format":"gpuplanner-scenario","version":1,
            "model":{"preset":"llama-3-8b"},
            "workload":{"type":"fine_tuning","method":"lora","lora_targets":["q_proj","v_proj"]}})");
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void unsafeNamesAreRefused_data() {
        QTest::addColumn<QString>("pointer");   // where the value goes in base()
        QTest::addColumn<QString>("value");     // JSON text
        QTest::addColumn<QString>("field");     // the error's field
        QTest::addColumn<QString>("character"); // "U+000A at position 7"
        const auto row = [](const char* name, const char* pointer, const char* value,
                            const char* field, const char* character) {
            QTest::newRow(name) << QString::fromUtf8(pointer) << QString::fromUtf8(value)
                                << QString::fromUtf8(field) << QString::fromUtf8(character);
        };
        row("lora target with a newline", "/workload/lora_targets", R"(["q_proj","v_proj\n"])",
            "workload.lora_targets[1]", "U+000A at position 7");
        row("hardware.gpu with a tab", "/hardware", R"({"gpu":"h100\t-sxm","count":8})",
            "hardware.gpu", "U+0009 at position 5");
        row("preset with CR LF and a command", "/model/preset", R"x("llama-3-8b\r\n$(id)")x",
            "model.preset", "U+000D at position 11");
        row("provider with a line separator", "/constraints/providers", R"(["aws\u2028gcp"])",
            "constraints.providers[0]", "U+2028 at position 4");
        row("region with a right-to-left override", "/constraints/regions",
            R"(["us-east-1","\u202eus-west-2"])", "constraints.regions[1]", "U+202E at position 1");
        row("owned GPU with a zero-width space", "/local",
            R"({"gpu":"h100\u200b-sxm","purchase_price":1000})", "local.gpu",
            "U+200B at position 5");
        row("model name with a newline", "/model/name", R"("Llama\n3")", "model.name",
            "U+000A at position 6");
        row("CUDA version with a byte-order mark", "/software/cuda", R"("\ufeff12.4")",
            "software.cuda", "U+FEFF at position 1");
        row("currency code with a C1 control", "/currency/code", R"("EUR\u0085")", "currency.code",
            "U+0085 at position 4");
        row("HF model_type with a bidi isolate", "/model",
            R"({"hf_config":{"model_type":"llama\u2066"}})", "model.hf_config.model_type",
            "U+2066 at position 6");
        row("HF _name_or_path with a newline", "/model",
            R"({"hf_config":{"model_type":"gpt2","vocab_size":50257,"n_embd":768,"n_layer":12,
                "n_head":12,"_name_or_path":"gpt2\ntouch /tmp/PWNED"}})",
            "model.hf_config._name_or_path", "U+000A at position 5");
    }
    void unsafeNamesAreRefused() {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, field);
        QFETCH(QString, character);
        json doc = base();
        doc[json::json_pointer(pointer.toStdString())] = json::parse(value.toStdString());
        try {
            (void)parse_scenario(doc, "s.json", ScenarioContext{&presets_, &gpus_});
            QFAIL("loaded");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("s.json: ") + field +
                         QStringLiteral(": holds a control or invisible character (") + character +
                         QStringLiteral("); identifiers must be plain text"));
        }
    }

    // Free text keeps what it holds; names in any script are plain text.
    void freeTextAndUnicodeNamesAreKept() {
        json doc = base();
        const std::string title = "x\"\ntouch /tmp/PWNED\n#";
        const std::string description = "line one\r\nline two\tand \u202e reversed";
        doc["name"] = title;
        doc["description"] = description;
        doc["model"]["name"] = "Llama 3 \u2013 8B \u00e9t\u00e9";
        doc["constraints"]["regions"] = {"\u6771\u4eac", "eu-central-1"};
        try {
            const Scenario s = parse_scenario(doc, "s.json", ScenarioContext{&presets_, &gpus_});
            QCOMPARE(s.name, title);
            QCOMPARE(s.description, description);
            QCOMPARE(s.plan.constraints.regions.front(), std::string("\u6771\u4eac"));
        } catch (const InputError& e) {
            QFAIL(e.what());
        }
    }
};

int runTestScenarioIdentifiers(int argc, char** argv) {
    TestScenarioIdentifiers t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_scenario_identifiers.moc"
