// Scenario module: valid files load with their defaults; every kind of bad input gives one
// "file: json.path: problem" error.
#include "io/errors.h"
#include "io/json_reader.h"
#include "plan/diagnostic_texts.h"
#include "scenario/scenario_reader.h"
#include "scenario/workload_type_change.h"
#include "test_paths.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

using namespace gpuplanner;

class TestScenario final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    ScenarioContext ctx() const { return ScenarioContext{&presets_, &gpus_}; }

    static std::string scenario(const std::string& model, const std::string& workload,
                                const std::string& extra = "") {
        return R"({"format":"gpuplanner-scenario","version":1,"model":)" + model +
               R"(,"workload":)" + workload + extra + "}";
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void bundledExamplesLoad_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("lora") << "llama3-8b-lora.gpuplan.json";
        QTest::newRow("pretrain") << "llama2-7b-pretrain.gpuplan.json";
        QTest::newRow("serving") << "llama3-70b-serving.gpuplan.json";
    }
    void bundledExamplesLoad() {
        QFETCH(QString, file);
        const Scenario s = load_scenario(resource("examples/" + file.toStdString()), ctx());
        QVERIFY(!s.name.empty());
        QVERIFY(s.model.parameters().total > 0);
    }

    void defaults() {
        const Scenario s = parse_scenario(
            nlohmann::json::parse(scenario(R"({"params": 1000})", R"({"type":"training"})")),
            "s.json", ctx());
        QCOMPARE(s.model.kind, ModelKind::ParamsOnly);
        QCOMPARE(s.workload.training.precision, Precision::BF16);
        QCOMPARE(s.workload.training.optimizer, Optimizer::AdamW);
        QCOMPARE(s.workload.training.parallel.gpus(), std::int64_t(1));
        QCOMPARE(s.overheads.allocator_headroom_fraction, 0.05);
    }

    void hardwareSetsDataParallel() {
        const Scenario s = parse_scenario(
            nlohmann::json::parse(scenario(R"({"preset":"llama-3-8b"})",
                                           R"({"type":"training","tensor_parallel":2})",
                                           R"(,"hardware":{"gpu":"h100-sxm","count":16})")),
            "s.json", ctx());
        QCOMPARE(s.workload.training.parallel.data, std::int64_t(8));
        QCOMPARE(s.hardware->gpu_id, std::string("h100-sxm"));
        // A pinned context size is part of the model-parallel group: 16 / (2 x 4) = 2 replicas.
        const Scenario cp = parse_scenario(
            nlohmann::json::parse(scenario(
                R"({"preset":"llama-3-8b"})",
                R"({"type":"training","tensor_parallel":2,"context_parallel":4,"sequence_length":8192})",
                R"(,"hardware":{"gpu":"h100-sxm","count":16})")),
            "s.json", ctx());
        QCOMPARE(cp.workload.training.parallel.data, std::int64_t(2));
        QCOMPARE(cp.workload.training.parallel.context, std::int64_t(4));
        QCOMPARE(*cp.workload.training.pinned.context, std::int64_t(4));
    }

    void inlineAndFileHfConfigs() {
        const Scenario inl = parse_scenario(
            nlohmann::json::parse(scenario(
                R"({"hf_config":{"model_type":"gpt2","vocab_size":50257,"n_embd":768,"n_layer":12,"n_head":12}})",
                R"({"type":"inference"})")),
            "s.json", ctx());
        QCOMPARE(inl.model.parameters().total, std::int64_t(124439808));
        // Relative hf_config_file paths resolve against the scenario's folder.
        const Scenario file = parse_scenario(
            nlohmann::json::parse(scenario(R"({"hf_config_file":"hf/llama-3-8b-config.json"})",
                                           R"({"type":"inference"})")),
            fixture("virtual.gpuplan.json"), ctx());
        QCOMPARE(file.model.parameters().total, std::int64_t(8030261248));
    }

    // local.probe resolves against the scenario's folder; the GPU comes from the measurement
    // unless local.gpu names one, which is then only checked against it.
    void localProbe() {
        const std::string local =
            R"(,"local":{"probe":"probe/synthetic-h100.json","purchase_price":1000,"reference_bandwidth_efficiency":0.85})";
        const Scenario s =
            parse_scenario(nlohmann::json::parse(scenario(R"({"preset":"llama-3-8b"})",
                                                          R"({"type":"inference"})", local)),
                           fixture("virtual.gpuplan.json"), ctx());
        QVERIFY(s.plan.local && s.plan.local->probe);
        QCOMPARE(s.plan.local->gpu_id, std::string("h100-sxm"));
        QCOMPARE(s.plan.local->probe->name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(s.plan.local->probe_date, std::string("2026-11-30"));
        QCOMPARE(s.plan.local->probe_reference.bandwidth_efficiency, 0.85);
        QCOMPARE(s.plan.local->probe_reference.gemm_efficiency, 0.80);
        QVERIFY2(s.warnings.empty(), s.warnings.empty() ? "" : diag_english(s.warnings[0]).c_str());

        const std::string other =
            R"(,"local":{"gpu":"a100-sxm4-80gb","probe":"probe/synthetic-h100.json","purchase_price":1000})";
        const Scenario mismatch =
            parse_scenario(nlohmann::json::parse(scenario(R"({"preset":"llama-3-8b"})",
                                                          R"({"type":"inference"})", other)),
                           fixture("virtual.gpuplan.json"), ctx());
        QCOMPARE(mismatch.plan.local->gpu_id, std::string("a100-sxm4-80gb"));
        QCOMPARE(mismatch.warnings.size(), std::size_t(1));
        QVERIFY(diag_english(mismatch.warnings[0]).find("the probe measured NVIDIA H100") !=
                std::string::npos);

        // gpuplan plan --probe: without a local section the machine counts as already owned.
        nlohmann::json doc = nlohmann::json::parse(
            scenario(R"({"preset":"llama-3-8b"})", R"({"type":"inference"})"));
        QVERIFY(attach_probe(doc, fixture("probe/synthetic-h100.json"), std::nullopt));
        const Scenario attached = parse_scenario(doc, "s.json", ctx());
        QVERIFY(attached.plan.local && attached.plan.local->probe);
        QCOMPARE(attached.plan.local->purchase_price, 0.0);
        QCOMPARE(attached.plan.local->gpu_id, std::string("h100-sxm"));
        // A local section is kept (its price too); local.gpu gives way to the measurement.
        doc["local"] = {{"gpu", "a100-sxm4-80gb"}, {"purchase_price", 5000}};
        QVERIFY(!attach_probe(doc, fixture("probe/synthetic-h100.json"), 2));
        QCOMPARE(doc["local"]["purchase_price"].get<double>(), 5000.0);
        QVERIFY(!doc["local"].contains("gpu"));
        QCOMPARE(doc["local"]["probe_device"].get<int>(), 2);
        QVERIFY_THROWS_EXCEPTION(InputError, (void)parse_scenario(doc, "s.json", ctx()));
    }

    void contextBeyondModelWarns() {
        const Scenario s = parse_scenario(
            nlohmann::json::parse(
                scenario(R"({"preset":"gpt2"})", R"({"type":"training","sequence_length":4096})")),
            "s.json", ctx());
        QCOMPARE(s.warnings.size(), std::size_t(1));
        QCOMPARE(s.warnings[0].code, DiagCode::SequencePastContext);
        QCOMPARE(diag_english(s.warnings[0]),
                 std::string("workload.sequence_length 4096 exceeds the model's "
                             "max_position_embeddings (1024)"));
    }

    // Maximum load keeps the KV cache full: a target rate beside it is not used, and said so
    // (helper walkthrough, 2026-12-06: every request went at once and no option was left).
    void maxLoadIgnoresRate() {
        const Scenario s = parse_scenario(
            nlohmann::json::parse(scenario(
                R"({"preset":"llama-3-8b"})",
                R"({"type":"inference","arrival":"max_load","target_requests_per_second":2})")),
            "s.json", ctx());
        QCOMPARE(s.warnings.size(), std::size_t(1));
        QCOMPARE(s.warnings[0].code, DiagCode::MaxLoadIgnoresRate);
        QCOMPARE(s.workload.inference.target_rate(), 0.0);
    }

    // Every numeric field of the schema (the table the editor builds its boxes from) is read with
    // the schema's range: one step past either end is refused, naming the field.
    void schemaRangesAreTheReaders_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<double>("value");
        for (const FieldSchema& f : scenario_fields()) {
            if (f.type != FieldType::Integer && f.type != FieldType::Number)
                continue;
            const double step =
                f.type == FieldType::Integer ? 1.0 : std::max(1e-3, f.maximum * 1e-6);
            QTest::addRow("%s above %g", f.pointer, f.maximum)
                << QString::fromLatin1(f.pointer) << f.maximum + step;
            QTest::addRow("%s below %g", f.pointer, f.minimum)
                << QString::fromLatin1(f.pointer) << f.minimum - std::max(step, f.minimum / 2);
        }
    }
    void schemaRangesAreTheReaders() {
        QFETCH(QString, pointer);
        QFETCH(double, value);
        const std::string ptr = pointer.toStdString();
        nlohmann::json doc =
            nlohmann::json::parse(scenario(R"({"preset":"llama-3-8b"})", R"({"type":"training"})"));
        if (ptr.rfind("/workload/", 0) == 0) {
            const std::string key = ptr.substr(10);
            for (const char* type : {"training", "fine_tuning", "inference"})
                if (workload_field_applies(key, *workload_type_from_key(type))) {
                    doc["workload"]["type"] = type;
                    break;
                }
            if (key == "lora_rank")
                doc["workload"]["method"] = "lora";
        }
        if (ptr.rfind("/local/", 0) == 0)
            doc["local"] = {{"gpu", "a100-sxm4-80gb"}, {"purchase_price", 5000}};
        const bool integer = scenario_field(ptr).type == FieldType::Integer;
        doc[nlohmann::json::json_pointer(ptr)] =
            integer ? nlohmann::json(std::llround(value)) : nlohmann::json(value);
        std::string field = ptr.substr(1);
        std::replace(field.begin(), field.end(), '/', '.');
        try {
            (void)parse_scenario(doc, "s.json", ctx());
            QFAIL(qPrintable(pointer + QLatin1String(" accepted ") + QString::number(value)));
        } catch (const InputError& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.startsWith(QString::fromStdString("s.json: " + field + ": ")) &&
                         what.contains(QLatin1String("out of range")),
                     qPrintable(what));
        }
    }

    // docs/formats.md describes every schema field, with the schema's choices and, where its
    // table gives a range ("1–1024", "0–10^16"), the schema's range.
    void formatsDocAgreesWithTheSchema() {
        QFile doc(QString::fromStdString(resource("../docs/formats.md")));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        const auto toNumber = [](QString t) {
            t.remove(QLatin1Char(','));
            if (const int caret = t.indexOf(QLatin1String("10^")); caret >= 0)
                return std::pow(10.0, t.mid(caret + 3).toDouble());
            return t.toDouble();
        };
        for (const FieldSchema& f : scenario_fields()) {
            const QString key = QString::fromStdString(f.key());
            QVERIFY2(text.contains(QLatin1Char('`') + key + QLatin1Char('`')) ||
                         text.contains(QLatin1Char('"') + key + QLatin1Char('"')), // a JSON example
                     f.pointer);
            const QRegularExpression row(QLatin1String("\\n\\| `") + key +
                                         QLatin1String("`[^|\\n]*\\|[^|\\n]*\\|([^|\\n]*)\\|"));
            const QRegularExpressionMatch m = row.match(text);
            if (!m.hasMatch())
                continue; // described in prose (the inference targets, the spot section)
            const QString values = m.captured(1);
            for (const FieldChoice& c : f.choices)
                QVERIFY2(values.contains(QLatin1String(c.key)),
                         qPrintable(key + QStringLiteral(": ") + QLatin1String(c.key)));
            const QRegularExpression range(
                QStringLiteral("([0-9][0-9,.^]*)\\s*(?:–|…)\\s*([0-9][0-9,.^]*)"));
            if (const auto r = range.match(values); r.hasMatch()) {
                QCOMPARE(toNumber(r.captured(1)), f.minimum);
                QCOMPARE(toNumber(r.captured(2)), f.maximum);
            }
        }
    }

    void badScenarios_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const std::string llama = R"({"preset":"llama-3-8b"})";
        const std::string train = R"({"type":"training"})";
        const auto row = [](const char* name, const std::string& text, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(expected);
        };
        row("not JSON", "{\"format\":", "s.json: (top level): malformed JSON");
        row("array at top", "[]", "s.json: (top level): expected an object, found an array");
        row("wrong format", R"({"format":"x","version":1})",
            "s.json: format: expected \"gpuplanner-scenario\"");
        row("future version", R"({"format":"gpuplanner-scenario","version":7})",
            "s.json: version: version 7 is newer than this program");
        row("missing model",
            R"({"format":"gpuplanner-scenario","version":1,"workload":{"type":"training"}})",
            "s.json: model: missing required object");
        row("two model forms", scenario(R"({"preset":"gpt2","params":5})", train),
            "s.json: model: give exactly one of");
        row("unknown preset", scenario(R"({"preset":"gpt-7"})", train),
            "s.json: model.preset: unknown model preset \"gpt-7\"");
        row("params zero", scenario(R"({"params":0})", train),
            "s.json: model.params: 0 is out of range");
        row("unknown top-level field", scenario(llama, train, R"(,"budget":5)"),
            "s.json: budget: unknown field");
        // Duplicate keys are refused where they are (issue #15: the last one used to win).
        row("duplicate top-level key",
            R"({"format":"gpuplanner-scenario","version":1,"version":1})",
            "s.json: version: given twice (each key once)");
        row("duplicate nested key", scenario(llama, R"({"type":"training","tokens":1,"tokens":2})"),
            "s.json: workload.tokens: given twice (each key once)");
        row("hf_config_file that never ends", scenario(R"({"hf_config_file":"/dev/zero"})", train),
            "/dev/zero: (top level): is not a regular file");
        row("context parallel that does not split the sequence",
            scenario(llama, R"({"type":"training","context_parallel":3,"sequence_length":8192})"),
            "s.json: workload.context_parallel: sequence_length (8192) must split into 2 x "
            "context_parallel chunks");
        row("unknown workload field", scenario(llama, R"({"type":"training","micro_batchh":2})"),
            "s.json: workload.micro_batchh: unknown field");
        row("a serving field misspelled", // helper walkthrough, 2026-12-07
            scenario(llama, R"({"type":"inference","arrivals":"poisson"})"),
            "s.json: workload.arrivals: unknown field (did you mean \"arrival\"?)");
        row("missing type", scenario(llama, "{}"),
            "s.json: workload.type: missing required string");
        row("bad type", scenario(llama, R"({"type":"serving"})"),
            "s.json: workload.type: unknown value \"serving\"");
        row("negative micro batch", scenario(llama, R"({"type":"training","micro_batch":-4})"),
            "s.json: workload.micro_batch: -4 is out of range");
        row("fractional micro batch", scenario(llama, R"({"type":"training","micro_batch":1.5})"),
            "s.json: workload.micro_batch: expected an integer, found 1.5");
        row("absurd sequence", scenario(llama, R"({"type":"training","sequence_length":1e12})"),
            "s.json: workload.sequence_length: 1000000000000 is out of range");
        row("huge tokens", scenario(llama, R"({"type":"training","tokens":1e300})"),
            "s.json: workload.tokens: 1e+300 is out of range [0, 1e+16]");
        row("overflowing number", scenario(llama, R"({"type":"training","tokens":1e999})"),
            "s.json: (top level): malformed JSON: number overflow parsing '1e999'");
        row("string for number", scenario(llama, R"({"type":"training","data_parallel":"8"})"),
            "s.json: workload.data_parallel: expected an integer, found a string");
        // A request has a prompt (helper walkthrough, 2026-12-07: 0 was planned).
        row("empty prompt", scenario(llama, R"({"type":"inference","prompt_tokens":0})"),
            "s.json: workload.prompt_tokens: 0 is out of range");
        row("zero stage 4", scenario(llama, R"({"type":"training","zero_stage":4})"),
            "s.json: workload.zero_stage: 4 is out of range [0, 3]");
        row("tp does not divide heads",
            scenario(llama, R"({"type":"training","tensor_parallel":3})"),
            "s.json: workload.tensor_parallel: 3-way tensor parallelism does not divide the 32 "
            "attention heads");
        row("pipeline beyond layers",
            scenario(llama, R"({"type":"training","pipeline_parallel":64})"),
            "s.json: workload.pipeline_parallel: 64 pipeline stages for 32 layers");
        row("offload without zero",
            scenario(llama, R"({"type":"training","offload_optimizer":true})"),
            "s.json: workload.offload_optimizer: optimizer offload needs zero_stage 1, 2 or 3");
        row("qlora in fp32",
            scenario(llama, R"({"type":"fine_tuning","method":"qlora","precision":"fp32"})"),
            "s.json: workload.precision: QLoRA computes in bf16 or fp16");
        row("lora target typo",
            scenario(llama,
                     R"({"type":"fine_tuning","method":"lora","lora_targets":["q_proj","qkv"]})"),
            "s.json: workload.lora_targets[1]: unknown module \"qkv\"");
        row("method on pre-training", scenario(llama, R"({"type":"training","method":"lora"})"),
            "s.json: workload.method: unknown field");
        row("unknown precision",
            scenario(llama, R"({"type":"inference","weight_precision":"int3"})"),
            "s.json: workload.weight_precision: unknown value \"int3\"");
        row("unknown GPU", scenario(llama, train, R"(,"hardware":{"gpu":"h900","count":1})"),
            "s.json: hardware.gpu: unknown GPU \"h900\"");
        row("count mismatch",
            scenario(llama, R"({"type":"training","data_parallel":2})",
                     R"(,"hardware":{"gpu":"h100-sxm","count":3})"),
            "s.json: hardware.count: 3 GPUs do not match data x tensor x pipeline x context = 2");
        row("bad hf config inline", scenario(R"({"hf_config":{"model_type":"llama"}})", train),
            "s.json: model.hf_config.vocab_size: missing required integer");
        row("missing hf config file", scenario(R"({"hf_config_file":"nope.json"})", train),
            "nope.json: (top level): cannot open file");
        const std::string probe = fixture("probe/synthetic-h100.json");
        row("probe device missing",
            scenario(llama, train,
                     R"(,"local":{"probe":")" + probe +
                         R"(","probe_device":5,"purchase_price":1})"),
            "s.json: local.probe_device: the probe file has no device 5");
        row("probe reference above 1",
            scenario(llama, train,
                     R"(,"local":{"probe":")" + probe +
                         R"(","reference_gemm_efficiency":1.5,"purchase_price":1})"),
            "s.json: local.reference_gemm_efficiency: 1.5 is out of range");
        row("missing probe file",
            scenario(llama, train, R"(,"local":{"probe":"nope-probe.json","purchase_price":1})"),
            "nope-probe.json: (top level): cannot open file");
        row("local without gpu or probe",
            scenario(llama, train, R"(,"local":{"purchase_price":1})"),
            "s.json: local.gpu: missing required");
        // Outputs that cannot be trusted are errors (issue #24).
        row("rates dated hello",
            scenario(llama, train, R"(,"currency":{"rates_per_usd":{"CNY":7.1},"as_of":"hello"})"),
            "s.json: currency.as_of: expected a date YYYY-MM-DD, found \"hello\"");
        row("rates dated 30 February",
            scenario(llama, train,
                     R"(,"currency":{"rates_per_usd":{"CNY":7.1},"as_of":"2026-02-30"})"),
            "s.json: currency.as_of: \"2026-02-30\" is not a day of the calendar");
        row("rates without a date",
            scenario(llama, train, R"(,"currency":{"rates_per_usd":{"CNY":7.1}})"),
            "s.json: currency.as_of: give the date of the rates");
        row("lora target twice",
            scenario(
                llama,
                R"({"type":"fine_tuning","method":"lora","lora_targets":["q_proj","v_proj","q_proj"]})"),
            "s.json: workload.lora_targets[2]: \"q_proj\" is already listed at [0]");
        const std::string longTitle(kMaxTitleChars + 1, 'x');
        row("title one character too long",
            R"({"format":"gpuplanner-scenario","version":1,"name":")" + longTitle + R"("})",
            "s.json: name: 201 characters; at most 200 are allowed");
        const std::string longDescription(1'000'000, 'x');
        row("description of a million characters",
            R"({"format":"gpuplanner-scenario","version":1,"description":")" + longDescription +
                R"("})",
            "s.json: description: 1000000 characters; at most 10000 are allowed");
        std::string chinese; // characters, not bytes: 201 Chinese characters are 603 bytes
        for (std::size_t i = 0; i <= kMaxTitleChars; ++i)
            chinese += "\xe7\xae\x97"; // 算
        row("Chinese title one character too long",
            R"({"format":"gpuplanner-scenario","version":1,"name":")" + chinese + R"("})",
            "s.json: name: 201 characters; at most 200 are allowed");
        row("provider too long",
            scenario(llama, train,
                     R"(,"constraints":{"providers":["aws",")" + longTitle + R"("]})"),
            "s.json: constraints.providers[1]: 201 characters; at most 200 are allowed");
        row("headroom above 1",
            scenario(llama, train, R"(,"overheads":{"allocator_headroom_fraction":2})"),
            "s.json: overheads.allocator_headroom_fraction: 2 is out of range");
    }
    // The longest title and description allowed load whole (tst_report lays them out).
    void longestAllowedTextLoads() {
        const std::string title(kMaxTitleChars, 'x'), description(kMaxDescriptionChars, 'y');
        const Scenario s = parse_scenario(
            parse_json_text(
                scenario(R"({"preset":"llama-3-8b"})", R"({"type":"training"})",
                         R"(,"name":")" + title + R"(","description":")" + description + R"(")"),
                "s.json"),
            "s.json", ctx());
        QCOMPARE(s.name, title);
        QCOMPARE(s.description, description);
        QCOMPARE(scenario_field("/name").max_chars, kMaxTitleChars);
        QCOMPARE(scenario_field("/description").max_chars, kMaxDescriptionChars);
    }
    void badScenarios() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            (void)parse_scenario(parse_json_text(text.toStdString(), "s.json"), "s.json", ctx());
            QFAIL("no error for bad input");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(expected), e.what());
        }
    }

    // Switching the workload type of every bundled example to every type gives a scenario the
    // reader accepts; switching back restores the user's own values.
    void changeWorkloadType_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("to");
        for (const char* f :
             {"llama3-8b-lora.gpuplan.json", "llama2-7b-pretrain.gpuplan.json",
              "llama3-70b-serving.gpuplan.json", "bert-base-finetune.gpuplan.json",
              "qlora-8b-workstation.gpuplan.json", "resnet50-imagenet.gpuplan.json"})
            for (int to : {0, 1, 2})
                QTest::addRow("%s to %s", f, to_string(WorkloadType(to)).c_str())
                    << QString::fromLatin1(f) << to;
    }
    void changeWorkloadType() {
        QFETCH(QString, file);
        QFETCH(int, to);
        const std::string path = resource("examples/" + file.toStdString());
        nlohmann::json doc = parse_json_file(path);
        const nlohmann::json original = doc["workload"];
        const auto from = *workload_type_from_key(original["type"].get<std::string>());
        const WorkloadTypeChange c =
            change_workload_type(original, nlohmann::json::object(), WorkloadType(to));
        QCOMPARE(QString::fromStdString(c.workload["type"].get<std::string>()),
                 QLatin1String(to_string(WorkloadType(to)).c_str()));
        doc["workload"] = c.workload;
        const bool transformer = doc["model"].contains("preset") &&
                                 doc["model"]["preset"].get<std::string>() != "resnet-50";
        if (!transformer && WorkloadType(to) == WorkloadType::FineTuning)
            doc["workload"]["method"] = "full"; // LoRA needs a transformer
        try {
            const Scenario s = parse_scenario(doc, path, ctx());
            QCOMPARE(int(s.workload.type), to);
        } catch (const InputError& e) {
            QFAIL(e.what());
        }
        for (const auto& item : c.workload.items())
            if (item.key() != "type" && original.contains(item.key()))
                QCOMPARE(item.value(), original[item.key()]); // kept as the user set it
        const WorkloadTypeChange back = change_workload_type(c.workload, c.parked, from);
        QCOMPARE(back.workload, original);
        // What stays parked: only the placeholder size given to an inference workload.
        if (c.tokens_filled)
            QCOMPARE(back.parked, nlohmann::json({{"tokens", kStartingTrainingTokens}}));
        else
            QVERIFY(back.parked.empty());
    }
};

int runTestScenario(int argc, char** argv) {
    TestScenario t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_scenario.moc"
