// A scenario as the workbench saves it and the report's Appendix C prints it
// (planner/scenario/scenario_text.h): format and version first, then the title, the model, the
// workload and the schema's sections in its order; keys it does not name after, in name order;
// an inline Hugging Face config in its own name order. Nothing is lost: every bundled example
// reads back the same.
#include "scenario/scenario_text.h"
#include "test_paths.h"

#include <QDir>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace gpuplanner;

class TestScenarioText final : public QObject {
    Q_OBJECT

    static std::vector<std::string> keys(const nlohmann::ordered_json& o) {
        std::vector<std::string> out;
        for (auto it = o.begin(); it != o.end(); ++it)
            out.push_back(it.key());
        return out;
    }

private slots:
    void readingOrder() {
        nlohmann::json s; // keys in name order, as nlohmann::json keeps them
        s["zz_note"] = "kept";
        s["workload"] = {{"prompt_tokens", 4096}, {"type", "inference"}, {"concurrency", 50}};
        s["version"] = 1;
        s["name"] = "a service";
        s["model"] = {{"hf_config", {{"num_layers", 2}, {"hidden_size", 64}}}, {"name", "m"}};
        s["format"] = "gpuplanner-scenario";
        s["currency"] = {{"code", "USD"}};
        s["constraints"] = {{"max_gpus", 8}, {"deadline_hours", 10}};
        const nlohmann::ordered_json o = scenario_in_reading_order(s);
        QCOMPARE(keys(o),
                 (std::vector<std::string>{"format", "version", "name", "model", "workload",
                                           "constraints", "currency", "zz_note"}));
        QCOMPARE(keys(o["workload"]),
                 (std::vector<std::string>{"type", "prompt_tokens", "concurrency"}));
        QCOMPARE(keys(o["constraints"]), (std::vector<std::string>{"deadline_hours", "max_gpus"}));
        QCOMPARE(keys(o["model"]), (std::vector<std::string>{"name", "hf_config"}));
        QCOMPARE(keys(o["model"]["hf_config"]),
                 (std::vector<std::string>{"hidden_size", "num_layers"}));
        const std::string text = scenario_text(s);
        QVERIFY(text.rfind("{\n  \"format\": \"gpuplanner-scenario\",\n  \"version\": 1,", 0) == 0);
        QVERIFY(text.back() == '\n');
        QCOMPARE(nlohmann::json::parse(text), s);
    }

    // Every bundled example keeps every key and value.
    void examplesReadBackTheSame() {
        const QDir dir(QString::fromStdString(resource("examples")));
        int n = 0;
        for (const QString& name : dir.entryList({QStringLiteral("*.gpuplan.json")})) {
            std::ifstream in(dir.filePath(name).toStdString());
            std::stringstream buffer;
            buffer << in.rdbuf();
            const nlohmann::json s = nlohmann::json::parse(buffer.str());
            const std::string text = scenario_text(s);
            QVERIFY2(nlohmann::json::parse(text) == s, qPrintable(name));
            QVERIFY2(text.rfind("{\n  \"format\"", 0) == 0, qPrintable(name));
            ++n;
        }
        QVERIFY(n >= 10);
    }
};

int runTestScenarioText(int argc, char** argv) {
    TestScenarioText t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_scenario_text.moc"
