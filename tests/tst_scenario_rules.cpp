// Rules between workload fields that the reader checks (planner/scenario/scenario_reader.cpp):
// parameter offload moves the sharded parameters to host memory, which only ZeRO-3 shards, so
// offload_params without zero_stage 3 is refused with its field; with zero_stage 3 it loads.
#include "io/errors.h"
#include "io/json_reader.h"
#include "scenario/scenario_reader.h"
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
};

int runTestScenarioRules(int argc, char** argv) {
    TestScenarioRules t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_scenario_rules.moc"
