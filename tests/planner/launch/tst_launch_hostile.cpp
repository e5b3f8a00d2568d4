// Exported files are data, never code (issue #25): the escaping functions against hand-written
// values, and a corpus of hostile names (newlines, CR, U+2028/2029, $(...), backticks, ${IFS},
// quotes, YAML markers, anchors, aliases and tags, RTL and zero-width marks, 100,000 characters,
// bytes that are not UTF-8) put into the scenario's title, the LoRA targets, the model's name and
// the option's provider, instance type, region and GPU id, exported in every format and checked
// by tests/planner/launch/launch_sandbox.py: same lines as with harmless names, bash -n, run with
// fake srun/torchrun/vllm that nothing else runs beside, YAML that parses back to the same strings.
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/utf8.h"
#include "launch/escape.h"
#include "launch/export_folder.h"
#include "launch/launch.h"
#include "launch_test_support.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

using namespace gpuplanner;
using namespace gpuplanner::launch_escape;

namespace {

std::vector<std::string> hostile_corpus() {
    return {
        "x\"\ntouch \"$MARKER\"\n#",               // issue #25's title
        "a\r\n$(printf x > \"$MARKER\")\r\npwned", // a catalog's instance type
        "line\xE2\x80\xA8pwned\xE2\x80\xA9x",      // U+2028, U+2029
        "$(pwned)",
        "`pwned`",
        "${IFS}pwned${IFS}",
        "'; pwned; '",
        "\"; pwned; \"",
        "---\nkey: value\n...",
        "&anchor x",
        "*alias",
        "!!python/object/apply:os.system ['pwned']",
        "\xE2\x80\xAE"
        "evil\xE2\x80\xAC",                  // RTL override
        "zero\xE2\x80\x8Bwidth\xEF\xBB\xBF", // zero-width space, BOM
        "<script>alert(1)</script> | a | **b** [c](d) # e",
        "back\\slash \\n",
        std::string("nul\0byte", 8),
        "\xFF\xFE not UTF-8",
        "tab\there\x1B[31mred\x7F",
        std::string(100'000, 'A') + "\n$(pwned)",
    };
}

std::string without(std::string s, const std::string& chars) {
    std::string out;
    for (const char c : s)
        if (chars.find(c) == std::string::npos)
            out += c;
    return out;
}

} // namespace

class TestLaunchHostile final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;
    QTemporaryDir dir_;

    PlannedScenario planned(const std::string& name) const {
        return planned_example(catalogs_, name);
    }

private slots:
    void initTestCase() {
        catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")});
        QVERIFY(dir_.isValid());
    }

    // Names generated from the scenario's title are valid for every target: an RFC 1123 label
    // (Kubernetes), at most 40 characters, a letter first, no '-' at either end. The title of
    // issue #24 gave "job-2024-q3-capacity-plan-for-the-llama-".
    void jobNamesAreValidLabels_data() {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("name");
        QTest::newRow("digit first, cut at a space")
            << QStringLiteral("2024 Q3 capacity plan for the Llama 3 model")
            << QStringLiteral("job-2024-q3-capacity-plan-for-the-llama");
        QTest::newRow("plain") << QStringLiteral("Llama 2 7B pre-training")
                               << QStringLiteral("llama-2-7b-pre-training");
        QTest::newRow("only punctuation") << QStringLiteral("---!!!") << QStringLiteral("job");
        QTest::newRow("non-ASCII letters")
            << QStringLiteral("训练 Qwen3") << QStringLiteral("qwen3");
        QTest::newRow("cut on a dash")
            << QStringLiteral("a123456789-123456789-123456789-12345678-x")
            << QStringLiteral("a123456789-123456789-123456789-12345678");
    }
    void jobNamesAreValidLabels() {
        QFETCH(QString, title);
        QFETCH(QString, name);
        PlannedScenario p = planned("llama2-7b-pretrain");
        p.scenario.name = title.toStdString();
        const auto files =
            launch_files(p.scenario, p.plan, p.plan.options.front(), LaunchFormat::Kubernetes);
        const auto job = std::find_if(files.begin(), files.end(), [](const LaunchFile& f) {
            return f.name == "pytorchjob.yaml";
        });
        QVERIFY(job != files.end());
        const auto m = QRegularExpression(QStringLiteral("metadata:\\n  name: ([^\\n]*)\\n"))
                           .match(QString::fromStdString(job->text));
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1), name);
        QVERIFY(QRegularExpression(QStringLiteral("^[a-z]([-a-z0-9]{0,38}[a-z0-9])?$"))
                    .match(m.captured(1))
                    .hasMatch());
    }

    void shellWords_data() {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("plain") << QByteArray("meta-llama/Llama-3.1-8B")
                               << QByteArray("meta-llama/Llama-3.1-8B");
        QTest::newRow("empty") << QByteArray("") << QByteArray("''");
        QTest::newRow("space") << QByteArray("a b") << QByteArray("'a b'");
        QTest::newRow("command substitution") << QByteArray("$(id)") << QByteArray("'$(id)'");
        QTest::newRow("quote") << QByteArray("it's") << QByteArray("'it'\\''s'");
        QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("$'a\\x0Ab'");
        QTest::newRow("CR, quote, backslash")
            << QByteArray("'\r\\") << QByteArray("$'\\'\\x0D\\\\'");
        QTest::newRow("U+2028") << QByteArray("a\xE2\x80\xA8") << QByteArray("$'a\\xE2\\x80\\xA8'");
        QTest::newRow("not UTF-8") << QByteArray("\xFF$") << QByteArray("$'\\xFF$'");
    }
    void shellWords() {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(QByteArray::fromStdString(shell_word(in.toStdString())), out);
    }

    void yamlStrings_data() {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("plain") << QByteArray("us-east-1") << QByteArray("\"us-east-1\"");
        QTest::newRow("quote, backslash") << QByteArray("a\"\\") << QByteArray("\"a\\\"\\\\\"");
        QTest::newRow("newline, CR") << QByteArray("a\r\n") << QByteArray("\"a\\x0D\\x0A\"");
        QTest::newRow("markers stay text")
            << QByteArray("--- &a *b !!c") << QByteArray("\"--- &a *b !!c\"");
        QTest::newRow("U+2029, U+0085")
            << QByteArray("\xE2\x80\xA9\xC2\x85") << QByteArray("\"\\u2029\\x85\"");
        QTest::newRow("not UTF-8 as text") << QByteArray("\xFF") << QByteArray("\"\\\\xFF\"");
    }
    void yamlStrings() {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        QCOMPARE(QByteArray::fromStdString(yaml_string(in.toStdString())), out);
    }

    void visibleText_data() {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("comment");
        QTest::addColumn<QByteArray>("markdown");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("a\\x0Ab")
                                 << QByteArray("a\\x0Ab") << QByteArray("`a\\x0Ab`");
        QTest::newRow("html, emphasis")
            << QByteArray("<b>*x*</b> & y") << QByteArray("<b>*x*</b> & y")
            << QByteArray("&lt;b&gt;\\*x\\*&lt;/b&gt; &amp; y") << QByteArray("`<b>*x*</b> & y`");
        QTest::newRow("backticks") << QByteArray("a`b``c") << QByteArray("a`b``c")
                                   << QByteArray("a\\`b\\`\\`c") << QByteArray("```a`b``c```");
        QTest::newRow("RTL override") << QByteArray("\xE2\x80\xAEx") << QByteArray("\\u202Ex")
                                      << QByteArray("\\u202Ex") << QByteArray("`\\u202Ex`");
        QTest::newRow("long") << QByteArray(200, 'a') << QByteArray(120, 'a') + "..."
                              << QByteArray(120, 'a') + "..."
                              << "`" + QByteArray(120, 'a') + "...`";
    }
    void visibleText() {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, comment);
        QFETCH(QByteArray, markdown);
        QFETCH(QByteArray, code);
        const std::string s = in.toStdString();
        QCOMPARE(QByteArray::fromStdString(comment_text(s)), comment);
        QCOMPARE(QByteArray::fromStdString(markdown_text(s)), markdown);
        QCOMPARE(QByteArray::fromStdString(markdown_code(s)), code);
        QVERIFY(!has_unsafe_characters(comment_text(s)));
    }

    // The corpus through every format, checked by tests/planner/launch/launch_sandbox.py with real
    // bash and PyYAML.
    void hostileNamesAreInert() {
        const QString python = QStringLiteral("/usr/bin/python3");
        if (!QFileInfo::exists(python))
            QSKIP("/usr/bin/python3 not installed");
        const std::string root = dir_.path().toStdString();
        nlohmann::json cases = nlohmann::json::array();
        const std::vector<std::string> corpus = hostile_corpus();
        for (const char* example : {"llama2-7b-pretrain", "llama3-70b-serving", "llama3-8b-lora"}) {
            const PlannedScenario p = planned(example);
            QVERIFY(!p.plan.options.empty());
            for (int f = 0; f < 3; ++f) {
                const auto format = static_cast<LaunchFormat>(f);
                const bool sky = format == LaunchFormat::SkyPilot;
                if (std::string(example) == "llama3-8b-lora" && f != 0)
                    continue; // the targets reach the README alone
                PlanOption option = p.plan.options.front();
                if (sky && !launch_format_applies(option, format)) {
                    option.provider = "aws";
                    option.billing = BillingMode::OnDemand;
                }
                const auto variant = [&](const std::string& text) {
                    Scenario s = p.scenario;
                    PlanOption o = option;
                    s.name = text;
                    s.model.source =
                        "https://huggingface.co/org/" + without(text, std::string("/\0", 2));
                    if (!s.workload.training.lora_targets.empty())
                        s.workload.training.lora_targets.push_back(text);
                    o.instance = text;
                    o.region = text;
                    if (!sky) { // SkyPilot's provider and GPU name its cloud and accelerator
                        o.provider = text;
                        o.gpu_id = text;
                    }
                    return launch_files(s, p.plan, o, format);
                };
                const std::string tag = std::string(example) + "-" + to_string(format);
                const std::string baseline = root + "/baseline/" + tag;
                write_launch_files(baseline, variant("harmless"), false);
                for (std::size_t k = 0; k < corpus.size(); ++k) {
                    const std::string folder = root + "/hostile/" + tag + "-" + std::to_string(k);
                    write_launch_files(folder, variant(corpus[k]), false);
                    nlohmann::json expect = nlohmann::json::object();
                    if (sky) {
                        expect["region"] = valid_utf8(corpus[k]);
                        expect["instance_type"] = valid_utf8(corpus[k]);
                    }
                    const std::string model = "org/" + without(corpus[k], std::string("/\0", 2));
                    if (valid_utf8(model) == model && p.scenario.workload.is_inference())
                        expect["model"] = model;
                    cases.push_back(
                        {{"folder", folder}, {"baseline", baseline}, {"expect", expect}});
                }
            }
        }
        const std::string list = root + "/cases.json";
        std::ofstream(list) << cases.dump();
        QProcess check;
        check.start(python, {QString::fromStdString(fixture("../planner/launch/launch_sandbox.py")),
                             QString::fromStdString(list)});
        QVERIFY(check.waitForFinished(600000));
        const QString out =
            QString::fromUtf8(check.readAllStandardOutput() + check.readAllStandardError());
        if (check.exitCode() == 3)
            QSKIP(qPrintable(out.trimmed()));
        QVERIFY2(check.exitCode() == 0, qPrintable(out));
    }
};

int runTestLaunchHostile(int argc, char** argv) {
    TestLaunchHostile t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_hostile.moc"
