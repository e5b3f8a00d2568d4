// Request-length traces (planner/io/length_trace.h) and the scenario field that reads them
// (workload.lengths_file): the formats a trace comes in, the means it sets, and every broken file
// refused with its file, line or entry and the problem.
#include "io/errors.h"
#include "io/length_trace.h"
#include "model/presets.h"
#include "plan/diagnostic_texts.h"
#include "scenario/scenario_reader.h"
#include "test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

class TestLengthTrace final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::string put(const std::string& name, const std::string& text) {
        const std::string path = dir_.path().toStdString() + "/" + name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

private slots:
    void formats_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        QTest::addRow("csv, header") << "a.csv"
                                     << "prompt_tokens,output_tokens\n100,20\n300,40\n";
        QTest::addRow("csv, no header") << "b.csv"
                                        << "100,20\r\n\r\n300,40\r\n";
        // Microsoft's Azure LLM inference trace (AzurePublicDataset), its header as published.
        QTest::addRow("azure trace") << "c.csv"
                                     << "TIMESTAMP,ContextTokens,GeneratedTokens\n"
                                        "2023-11-16 18:15:46.6805900,100,20\n"
                                        "2023-11-16 18:15:50.9951690,300,40\n";
        QTest::addRow("tsv") << "d.tsv"
                             << "input_len\toutput_len\n100\t20\n300\t40\n";
        QTest::addRow("json pairs") << "e.json"
                                    << "[[100, 20], [300, 40]]";
        QTest::addRow("json objects")
            << "f.json"
            << R"([{"prompt_tokens":100,"output_tokens":20},{"input_len":300,"output_len":40}])";
    }
    void formats() {
        QFETCH(QString, name);
        QFETCH(QString, text);
        const auto t = read_length_trace(put(name.toStdString(), text.toStdString()), 100000);
        QCOMPARE(t.size(), std::size_t{2});
        QCOMPARE(t[0], (std::pair<std::int64_t, std::int64_t>{100, 20}));
        QCOMPARE(t[1], (std::pair<std::int64_t, std::int64_t>{300, 40}));
    }

    // Each broken file's problem is a code (the workbench words it in its language); `args`:
    // "name=value;..." that the problem holds.
    void brokenFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("args");
        QTest::addRow("empty") << "\n \n"
                               << ""
                               << "empty" << int(InputProblemCode::TraceEmpty) << "";
        QTest::addRow("unknown header")
            << "when,what\n1,2\n"
            << "line 1"
            << "header" << int(InputProblemCode::TraceHeaderColumns) << "";
        QTest::addRow("a word in the numbers")
            << "100,20\n300,forty\n"
            << "line 2"
            << "whole numbers" << int(InputProblemCode::TraceRowNumbers) << "";
        QTest::addRow("a zero") << "100,0\n"
                                << "line 1"
                                << "token counts must be whole numbers from 1 to 100000, found 0"
                                << int(InputProblemCode::TraceTokenRange) << "max=100000;value=0";
        QTest::addRow("one column")
            << "100\n"
            << "line 1"
            << "whole numbers" << int(InputProblemCode::TraceRowNumbers) << "";
        QTest::addRow("json entry") << "[[100, 20], [300]]"
                                    << "[1]"
                                    << "expected" << int(InputProblemCode::TraceEntryShape) << "";
        QTest::addRow("json zero")
            << "[[100, 20], [0, 5]]"
            << "[1]"
            << "from 1 to 100000, found 0" << int(InputProblemCode::TraceTokenRange) << "value=0";
        QTest::addRow("json not a list") << R"({"a":1})"
                                         << ""
                                         << "list" << int(InputProblemCode::TraceNotList) << "";
        QTest::addRow("json syntax") << "[[100, 20],"
                                     << ""
                                     << "" << int(InputProblemCode::MalformedJson) << "";
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QString, problem);
        QFETCH(int, code);
        QFETCH(QString, args);
        const std::string path = put("broken.txt", text.toStdString());
        try {
            (void)read_length_trace(path, 100000);
            QFAIL("accepted a broken trace");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString::fromStdString(path));
            if (!field.isEmpty())
                QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.what()).contains(problem), e.what());
            QCOMPARE(int(e.coded_problem().code), code);
            for (const QString& arg : args.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                const std::string* value =
                    e.coded_problem().arg(arg.section(QLatin1Char('='), 0, 0).toStdString());
                QVERIFY2(value, qPrintable(arg));
                QCOMPARE(QString::fromStdString(*value), arg.section(QLatin1Char('='), 1));
            }
        }
    }

    void missingFile() {
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 read_length_trace(dir_.path().toStdString() + "/none.csv", 10));
    }

    // In a scenario: the file relative to the scenario's folder, its means as the workload's
    // lengths (with a warning where the scenario said otherwise), not beside inline lengths.
    void scenarioField() {
        const auto presets = load_presets(resource("models"));
        const GpuCatalog gpus = load_gpu_catalog(resource("catalog/gpus.json"));
        put("trace.csv", "prompt_tokens,output_tokens\n100,20\n300,40\n");
        const auto parse = [&](const std::string& extra) {
            const std::string text =
                R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"},)"
                R"("workload":{"type":"inference","prompt_tokens":1024)" +
                extra + "}}";
            return parse_scenario(nlohmann::json::parse(text),
                                  dir_.path().toStdString() + "/s.gpuplan.json",
                                  ScenarioContext{&presets, &gpus});
        };
        const Scenario s = parse(R"(,"lengths_file":"trace.csv")");
        const InferenceWorkload& w = s.workload.inference;
        QCOMPARE(w.length_samples.size(), std::size_t{2});
        QCOMPARE(w.prompt_tokens, std::int64_t{200});
        QCOMPARE(w.output_tokens, std::int64_t{30});
        QVERIFY(std::any_of(s.warnings.begin(), s.warnings.end(), [](const Diagnostic& m) {
            return diag_english(m) == "workload.prompt_tokens 1024 replaced by the mean of the "
                                      "request lengths (200)";
        }));
        try {
            (void)parse(R"(,"lengths_file":"trace.csv","lengths":[[1,2]])");
            QFAIL("accepted both");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("workload.lengths_file"));
        }
        try {
            (void)parse(R"(,"lengths_file":"missing.csv")");
            QFAIL("accepted a missing file");
        } catch (const InputError& e) {
            // The scenario and its field first, then the trace (helper walkthrough, 2026-12-06).
            QVERIFY(QString::fromStdString(e.file()).endsWith(QStringLiteral("s.gpuplan.json")));
            QVERIFY2(QString::fromStdString(e.field()).startsWith(
                         QStringLiteral("workload.lengths_file (")) &&
                         QString::fromStdString(e.field()).contains(QStringLiteral("missing.csv")),
                     e.what());
            QCOMPARE(e.coded_problem().code, InputProblemCode::CannotOpen);
        }
    }
};

QTEST_GUILESS_MAIN(TestLengthTrace)
#include "tst_length_trace.moc"
