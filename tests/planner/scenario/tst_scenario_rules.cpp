// Rules between workload fields that the reader checks (planner/scenario/scenario_reader.cpp):
// parameter offload moves the sharded parameters to host memory, which only ZeRO-3 shards, so
// offload_params without zero_stage 3 is refused with its field; with zero_stage 3 it loads; a
// field that does not apply to the workload type is refused as unknown; a time-to-first-token
// target at maximum load is warned about.
#include "io/errors.h"
#include "io/json_reader.h"
#include "memory/memory.h"
#include "model/strategy_fields.h"
#include "plan/diagnostic_texts.h"
#include "scenario/scenario_reader.h"
#include "scenario/scenario_schema.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

class TestScenarioRules final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    // Every stage below 3 (and none given, which is 0) is refused with the same sentence; 3 loads
    // with the offload kept.
    void parameterOffloadNeedsZeroStage3_data() {
        QTest::addColumn<QString>("workload"); // JSON text
        QTest::addColumn<QString>("error");    // "" when it loads
        const QString refused =
            QStringLiteral("s.json: workload.offload_params: parameter offload needs zero_stage 3");
        QTest::newRow("no zero_stage")
            << QStringLiteral(R"({"type":"training","offload_params":true})") << refused;
        QTest::newRow("zero_stage 0")
            << QStringLiteral(R"({"type":"training","zero_stage":0,"offload_params":true})")
            << refused;
        QTest::newRow("zero_stage 1")
            << QStringLiteral(R"({"type":"training","zero_stage":1,"offload_params":true})")
            << refused;
        QTest::newRow("zero_stage 2, optimizer offloaded too")
            << QStringLiteral(R"({"type":"training","zero_stage":2,"offload_optimizer":true,
                                  "offload_params":true})")
            << refused;
        QTest::newRow("zero_stage 2, fine-tuning")
            << QStringLiteral(R"({"type":"fine_tuning","method":"full","zero_stage":2,
                                  "offload_params":true})")
            << refused;
        QTest::newRow("zero_stage 3")
            << QStringLiteral(R"({"type":"training","zero_stage":3,"offload_params":true})")
            << QString();
        QTest::newRow("zero_stage 3, fine-tuning")
            << QStringLiteral(R"({"type":"fine_tuning","method":"full","zero_stage":3,
                                  "offload_params":true})")
            << QString();
    }
    void parameterOffloadNeedsZeroStage3() {
        QFETCH(QString, workload);
        QFETCH(QString, error);
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"},)"
            R"("workload":)" +
            workload.toStdString() + "}";
        try {
            const Scenario s = parse_scenario(parse_json_text(text, "s.json"), "s.json",
                                              ScenarioContext{&presets_, &gpus_});
            QVERIFY2(error.isEmpty(), "loaded");
            QVERIFY(s.workload.training.offload_params);
            QCOMPARE(s.workload.training.parallel.zero_stage, 3);
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()), error);
        }
    }

    // Each choice of an enum field reads as its own value and is written back with the same
    // spelling: the field table is the one mapping (issue #26: "adam" was accepted and silently
    // became AdamW, so the plan said "adamw").
    void everyChoiceRoundTrips_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("key");
        for (const FieldSchema& f : scenario_fields())
            if (f.type == FieldType::Choice)
                for (const FieldChoice& c : f.choices)
                    QTest::addRow("%s %s", f.pointer, c.key)
                        << QString::fromLatin1(f.pointer) << QString::fromLatin1(c.key);
    }
    void everyChoiceRoundTrips() {
        QFETCH(QString, pointer);
        QFETCH(QString, key);
        const FieldSchema& f = scenario_field(pointer.toStdString());
        const FieldChoice* c = f.choice(key.toStdString());
        QVERIFY(c);
        for (const FieldChoice& other : f.choices) // each value stands for one spelling
            if (&other != c && f.pointer != std::string("/workload/precision") &&
                f.pointer != std::string("/workload/weight_precision") &&
                f.pointer != std::string("/workload/kv_precision") &&
                std::string(f.pointer).rfind("/workload/", 0) == 0)
                QVERIFY2(other.value != c->value, other.key);
        const std::string p = pointer.toStdString();
        const std::string k = key.toStdString();
        if (p == "/workload/optimizer")
            QCOMPARE(to_string(choice_value<Optimizer>(p.c_str(), k)), k);
        if (p == "/workload/framework")
            QCOMPARE(to_string(choice_value<Framework>(p.c_str(), k)), k);
        if (p == "/workload/activation_checkpointing")
            QCOMPARE(to_string(choice_value<Recompute>(p.c_str(), k)), k);
        if (p == "/workload/method")
            QCOMPARE(to_string(choice_value<FineTuneMethod>(p.c_str(), k)), k);
        if (p == "/workload/type")
            QCOMPARE(to_string(choice_value<WorkloadType>(p.c_str(), k)), k);
    }

    // "adam" is read as Adam, keeps AdamW's two moments, and is named as it was written.
    void adamIsItsOwnOptimizer() {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"},)"
            R"("workload":{"type":"training","optimizer":"adam"}})";
        const Scenario s = parse_scenario(parse_json_text(text, "s.json"), "s.json",
                                          ScenarioContext{&presets_, &gpus_});
        QCOMPARE(s.workload.training.optimizer, Optimizer::Adam);
        QCOMPARE(to_string(s.workload.training.optimizer), std::string("adam"));
        TrainingWorkload adamw = s.workload.training;
        adamw.optimizer = Optimizer::AdamW;
        QCOMPARE(training_memory(s.model, s.workload.training, s.overheads).total_bytes(),
                 training_memory(s.model, adamw, s.overheads).total_bytes());
    }

    // Each strategy field has its row in the field table (type, range, default, words) and its
    // accessors read, set and pin the same member: a pinned file value is kept by the reader and
    // written back by pin_all.
    void strategyFieldsHaveTheirRows() {
        for (const StrategyField& f : strategy_fields()) {
            const FieldSchema* row = find_scenario_field(std::string("/workload/") + f.key);
            QVERIFY2(row, f.key);
            QVERIFY2((row->applies & kTrainingMasks) == kTrainingMasks, f.key);
            TrainingWorkload w;
            const std::int64_t v = row->type == FieldType::Integer ? 2 : 1;
            f.set(w, v);
            QCOMPARE(f.value(w), v);
            QVERIFY2(!f.pinned(w.pinned), f.key);
            pin_all(w);
            QCOMPARE(f.pinned(w.pinned).value_or(-1), v);
        }
    }

    // A file that sets every strategy field gets each pinned at its value.
    void readerPinsEveryStrategyField() {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"},)"
            R"("workload":{"type":"training","zero_stage":3,"data_parallel":2,)"
            R"("tensor_parallel":2,"pipeline_parallel":2,"virtual_pipeline_stages":2,)"
            R"("context_parallel":2,"expert_parallel":1,"sequence_parallel":false,"micro_batch":3,)"
            R"("activation_checkpointing":"full","offload_optimizer":true}})";
        const Scenario s = parse_scenario(parse_json_text(text, "s.json"), "s.json",
                                          ScenarioContext{&presets_, &gpus_});
        const TrainingWorkload& w = s.workload.training;
        for (const StrategyField& f : strategy_fields())
            QCOMPARE(f.pinned(w.pinned).value_or(-1), f.value(w));
        QCOMPARE(w.parallel.zero_stage, 3);
        QCOMPARE(w.parallel.context, std::int64_t{2});
        QCOMPARE(w.parallel.sequence_parallel, false);
        QCOMPARE(w.micro_batch, std::int64_t{3});
        QCOMPARE(w.recompute, Recompute::Full);
        QVERIFY(w.offload_optimizer);
    }

    // The schema's table and the reader agree: every field that applies to a workload type parses
    // (with the table's example value), every field that does not is refused as unknown.
    void workloadFieldsAgreeWithTheReader_data() {
        QTest::addColumn<int>("type");
        QTest::newRow("training") << int(WorkloadType::Training);
        QTest::newRow("fine_tuning") << int(WorkloadType::FineTuning);
        QTest::newRow("inference") << int(WorkloadType::Inference);
    }
    void workloadFieldsAgreeWithTheReader() {
        QFETCH(int, type);
        const auto t = static_cast<WorkloadType>(type);
        nlohmann::json all = {{"type", to_string(t)}};
        for (const FieldSchema& f : scenario_fields())
            if (f.example_json && workload_field_applies(f.key(), t))
                all[f.key()] = nlohmann::json::parse(f.example_json);
        // lengths_file names a file and excludes lengths (tst_length_trace reads one).
        all.erase("lengths_file");
        const auto doc = [&](const nlohmann::json& w) {
            auto j = nlohmann::json::parse(
                R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"}})");
            j["workload"] = w;
            return j;
        };
        try {
            const Scenario s =
                parse_scenario(doc(all), "s.json", ScenarioContext{&presets_, &gpus_});
            QCOMPARE(int(s.workload.type), type);
        } catch (const InputError& e) {
            QFAIL(e.what());
        }
        for (const FieldSchema& f : scenario_fields()) {
            if (!f.example_json || workload_field_applies(f.key(), t))
                continue;
            nlohmann::json w = all;
            w[f.key()] = nlohmann::json::parse(f.example_json);
            try {
                (void)parse_scenario(doc(w), "s.json", ScenarioContext{&presets_, &gpus_});
                QFAIL(
                    qPrintable(QStringLiteral("%1 accepted").arg(QString::fromStdString(f.key()))));
            } catch (const InputError& e) {
                QCOMPARE(std::string(e.what()), "s.json: workload." + f.key() + ": unknown field");
            }
        }
    }

    // A time-to-first-token target at maximum load is a full engine's queue, and said so
    // (helper walkthrough, 2026-12-07: no option and only "See the warnings").
    void maxLoadTtftTargetQueues() {
        const auto read = [&](const char* arrival) {
            nlohmann::json j = {
                {"format", "gpuplanner-scenario"},
                {"version", 1},
                {"model", {{"preset", "llama-3-8b"}}},
                {"workload",
                 {{"type", "inference"}, {"arrival", arrival}, {"ttft_target_seconds", 2}}}};
            return parse_scenario(j, "s.json", ScenarioContext{&presets_, &gpus_});
        };
        const Scenario s = read("max_load");
        QCOMPARE(s.warnings.size(), std::size_t(1));
        QCOMPARE(s.warnings[0].code, DiagCode::MaxLoadTtftQueues);
        QVERIFY(diag_english(s.warnings[0]).find("workload.ttft_target_seconds") !=
                std::string::npos);
        QVERIFY(read("poisson").warnings.empty());
    }

    // A quantized checkpoint served at the 16-bit default is converted: said, with what it
    // weighs as stored and planned, and the precision that keeps it (gpt-oss-120b: mxfp4
    // experts, int4 here). A precision the scenario sets is its own choice: nothing said.
    void quantizedCheckpointLeftAtTheDefault() {
        const auto read = [&](const char* preset, const char* precision) {
            nlohmann::json j = {{"format", "gpuplanner-scenario"},
                                {"version", 1},
                                {"model", {{"preset", preset}}},
                                {"workload", {{"type", "inference"}}}};
            if (precision)
                j["workload"]["weight_precision"] = precision;
            return parse_scenario(j, "s.json", ScenarioContext{&presets_, &gpus_});
        };
        const Scenario s = read("gpt-oss-120b", nullptr);
        QCOMPARE(s.warnings.size(), std::size_t(1));
        const Diagnostic& d = s.warnings[0];
        QCOMPARE(d.code, DiagCode::CheckpointConverted);
        QCOMPARE(d.names, (std::vector<std::string>{"mxfp4", "int4", "bf16"}));
        QVERIFY2(d.numbers.at(0) > 55 && d.numbers.at(0) < 65,
                 std::to_string(d.numbers[0]).c_str());
        QVERIFY(d.numbers.at(1) > 3 * d.numbers.at(0));
        QVERIFY(diag_english(d).find("set it to int4") != std::string::npos);
        QVERIFY(read("gpt-oss-120b", "int4").warnings.empty());
        QVERIFY(read("gpt-oss-120b", "bf16").warnings.empty());
        QVERIFY(read("llama-3-8b", nullptr).warnings.empty()); // a 16-bit checkpoint
    }
};

int runTestScenarioRules(int argc, char** argv) {
    TestScenarioRules t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_scenario_rules.moc"
