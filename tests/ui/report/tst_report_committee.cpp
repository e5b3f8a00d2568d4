// What a procurement committee would challenge in a report (issue #29), read back with pdftotext
// as a reader copies it: the software stack names only what the scenario gives.
#include "report_test_support.h"
#include "test_paths.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>

class TestReportCommittee final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    bool poppler_ = false;

    // `example` (with `software` as its software section unless null), reported as text
    // (pdftotext -layout).
    QString reportText(const char* example, const nlohmann::json& software, const QString& tag,
                       const QStringList& extra = {}) {
        std::ifstream in(resource(std::string("examples/") + example + ".gpuplan.json"));
        nlohmann::json s = nlohmann::json::parse(in);
        if (!software.is_null()) // null: the example's own
            s["software"] = software;
        const QString scenario = dir_.filePath(tag + QStringLiteral(".gpuplan.json"));
        std::ofstream(scenario.toStdString()) << s.dump(1);
        const QString pdf = dir_.filePath(tag + QStringLiteral(".pdf"));
        const Result r = gpuplan(
            QStringList{QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf} + extra);
        if (r.code != 0)
            return QStringLiteral("gpuplan failed: ") + r.err;
        return run(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
            .out;
    }

private slots:
    void initTestCase() {
        poppler_ = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
    }

    // The software stack names what the scenario gives and nothing else: no "TensorFlow" (with
    // no version) for a PyTorch scenario.
    void softwareStackNamesWhatIsGiven_data() {
        QTest::addColumn<QString>("software");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("PyTorch only")
            << R"({"cuda": "12.4", "driver": "550", "pytorch": "2.4"})"
            << "CUDA 12.4, driver 550, PyTorch 2.4" << QStringList{QStringLiteral("TensorFlow")};
        QTest::newRow("TensorFlow only")
            << R"({"tensorflow": "2.15"})"
            << "TensorFlow 2.15"
            << QStringList{QStringLiteral("PyTorch"), QStringLiteral("CUDA ,")};
        QTest::newRow("CUDA only")
            << R"({"cuda": "12.4"})"
            << "CUDA 12.4"
            << QStringList{QStringLiteral("PyTorch"), QStringLiteral("TensorFlow"),
                           QStringLiteral("driver ,")};
    }
    void softwareStackNamesWhatIsGiven() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        QFETCH(QString, software);
        QFETCH(QString, line);
        QFETCH(QStringList, absent);
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json::parse(software.toStdString()),
                       QStringLiteral("software-") + QString::number(qHash(software)));
        const int at = text.indexOf(QStringLiteral("Software stack"));
        QVERIFY2(at >= 0, qPrintable(text.left(300)));
        const QString row = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
        QVERIFY2(row.contains(line), qPrintable(row));
        for (const QString& word : absent)
            QVERIFY2(!row.contains(word), qPrintable(row));
    }

    // The memory section states the workbench's sentence: the recommended option's figure with
    // the option it belongs to (it said "41.2 GiB" at the scenario's layout beside the GUI's
    // 40.3 for the cheapest option's strategy, without saying which was which).
    void memoryNamesTheRecommendedOption() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json(), QStringLiteral("memory"),
                       {QStringLiteral("--top"), QStringLiteral("20")});
        const QString flat = text.simplified();
        QVERIFY2(flat.contains(QStringLiteral("Memory per GPU of the recommended option (")),
                 qPrintable(flat.left(2000)));
        QVERIFY(flat.contains(QStringLiteral("GPU types at some layout")));
    }

    // The risks section checks the recommended option, not the table's first row (and the
    // summary says why the faster rows are not "fastest"): for the 70B
    // service the first row is an AWS spot A100 node, the recommendation (spot passed over) a
    // Google Cloud H100 reservation (a helper's walkthrough found AWS's certifications and the
    // A100's compatibility under Risks, 2026-12-06).
    void risksCheckTheRecommendedOption() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const QString flat =
            reportText("llama3-70b-serving", nlohmann::json(), QStringLiteral("risks"))
                .simplified();
        QVERIFY2(flat.contains(QStringLiteral("Recommendation: gcp ")), qPrintable(flat.left(900)));
        QVERIFY2(flat.contains(QStringLiteral("Certifications of Google Cloud")), qPrintable(flat));
        QVERIFY(!flat.contains(QStringLiteral("Certifications of Amazon")));
        // Why the "fastest" is not the quickest row listed: the H200 rows below it are spot.
        QVERIFY2(flat.contains(QRegularExpression(
                     QStringLiteral("Options listed down to [0-9]+ ms are spot, which a service is "
                                    "not recommended on"))),
                 qPrintable(flat.left(2500)));
        // The section alone (its table wraps the GPU's name onto a second line).
        const int from = flat.indexOf(QStringLiteral("Risks, compatibility and compliance"));
        const int to = flat.indexOf(QStringLiteral("Appendix A"), from);
        QVERIFY(from >= 0 && to > from);
        const QString risks = flat.mid(from, to - from);
        QVERIFY2(risks.contains(QStringLiteral("H100 SXM 80 GB")), qPrintable(risks));
        QVERIFY2(!risks.contains(QStringLiteral("A100")), qPrintable(risks));
    }

    // A time-to-first-token target near its floor sizes the fleet, and the summary says so
    // (helper walkthrough, 2026-12-07: the workbench's why line was not in the report).
    void targetNearItsFloorSaysSo() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        std::ifstream in(resource("examples/llama31-405b-serving.gpuplan.json"));
        nlohmann::json s = nlohmann::json::parse(in);
        s["workload"]["prompt_tokens"] = 4096; // exponential: the p95 prompt is 3x that
        s["workload"]["target_requests_per_second"] = 5;
        s["workload"]["ttft_target_seconds"] = 5;
        const QString scenario = dir_.filePath(QStringLiteral("floor.gpuplan.json"));
        std::ofstream(scenario.toStdString()) << s.dump(1);
        const QString pdf = dir_.filePath(QStringLiteral("floor.pdf"));
        QCOMPARE(gpuplan({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf}).code, 0);
        const QString flat = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out;
        QVERIFY2(flat.simplified().contains(
                     QStringLiteral("What sizes it: the time-to-first-token target of 5.00 s is "
                                    "under twice what the prompt at that percentile takes alone")),
                 qPrintable(flat.left(3000)));
    }

    // No option left (maximum load with a 2 s TTFT target): the summary gives the most common
    // reason and sends the reader to Risks, which lists the excluded options by reason; no empty
    // options table or charts (helper walkthrough, 2026-12-07).
    void noOptionSaysWhy() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        std::ifstream in(resource("examples/llama3-70b-serving.gpuplan.json"));
        nlohmann::json s = nlohmann::json::parse(in);
        s["workload"]["arrival"] = "max_load";
        const QString scenario = dir_.filePath(QStringLiteral("none.gpuplan.json"));
        std::ofstream(scenario.toStdString()) << s.dump(1);
        const QString pdf = dir_.filePath(QStringLiteral("none.pdf"));
        QCOMPARE(gpuplan({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf}).code, 0);
        const QString flat =
            run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out.simplified();
        for (const char* part : {"The reason most options are excluded: “Arrivals” at maximum load",
                                 "Excluded Excluded, ", "more replicas do not shorten it",
                                 "2 req/s — Not used while Arrivals is Maximum load."})
            QVERIFY2(flat.contains(QString::fromUtf8(part)), part);
        for (const char* absent : {"Options, ranked by cost", "Cost against time"})
            QVERIFY2(!flat.contains(QString::fromUtf8(absent)), absent);
    }

    // Names and figures in the tables are never split across lines: every instance and GPU
    // name of the options table comes back whole from pdftotext, and no time or cost is cut
    // from its unit ("34 分" / "钟", "6.84" / "USD"), in English and in Chinese.
    void tableNamesStayWhole_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void tableNamesStayWhole() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        QFETCH(QString, language);
        const QString text = reportText(
            "llama3-8b-lora", nlohmann::json(), QStringLiteral("names-") + language,
            {QStringLiteral("--lang"), language, QStringLiteral("--top"), QStringLiteral("15")});
        const Result plan =
            gpuplan({QStringLiteral("plan"),
                     QString::fromStdString(resource("examples/llama3-8b-lora.gpuplan.json")),
                     QStringLiteral("--json"), QStringLiteral("--top"), QStringLiteral("15")});
        const auto j = nlohmann::json::parse(plan.out.toStdString());
        for (const auto& o : j["options"]) {
            const QString instance = QString::fromStdString(o["instance"].get<std::string>());
            const QString gpus = QStringLiteral("%1 × %2")
                                     .arg(o["gpu_count"].get<int>())
                                     .arg(QString::fromStdString(o["gpu"].get<std::string>()));
            QVERIFY2(text.contains(instance), qPrintable(instance));
            QVERIFY2(text.contains(gpus), qPrintable(gpus));
        }
        // A wrapped cell shows as a line of its own holding only the cut-off part: a unit, or
        // the tail of a name.
        const int at =
            text.indexOf(language == QLatin1String("en") ? QStringLiteral("Options, ranked by cost")
                                                         : QStringLiteral("按成本排序"));
        QVERIFY(at >= 0);
        const QString table = text.mid(at, text.indexOf(QLatin1Char('\f'), at) - at);
        const QStringList tails{QStringLiteral("USD"),      QStringLiteral("钟"),
                                QStringLiteral("min"),      QStringLiteral("h"),
                                QStringLiteral("sxm"),      QStringLiteral("48xlarge"),
                                QStringLiteral("24xlarge"), QStringLiteral("12xlarge")};
        for (const QString& line : table.split(QLatin1Char('\n'))) {
            const QStringList tokens =
                line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(!(tokens.size() == 1 && tails.contains(tokens.front())),
                     qPrintable(line + QStringLiteral(" in\n") + table));
        }
    }

    // The Chinese report gives the exchange-rate note in Chinese (currency.json's source_zh),
    // not as an English paragraph.
    void chineseExchangeRateNote() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json(), QStringLiteral("rates-zh"),
                       {QStringLiteral("--lang"), QStringLiteral("zh_CN")})
                .simplified();
        QVERIFY2(text.contains(QStringLiteral("人民币：1 / 0.138")), qPrintable(text.left(3000)));
        QVERIFY(!text.contains(QStringLiteral("the conversion the China price reference")));
        // Appendix B's provider notes too (providers.json's *_source_zh; helper check,
        // 2026-12-06: "per-second billing, 60 s minimum" stood in the Chinese report).
        QVERIFY(
            QString(text).remove(QLatin1Char(' ')).contains(QStringLiteral("按秒计费，最低60秒")));
        QVERIFY(!text.contains(QStringLiteral("per-second billing")));
        QVERIFY(!text.contains(QStringLiteral("no sourced billing granularity")));
        // Where China MLPS holds, with its source (providers.json's certification_regions).
        QVERIFY2(QString(text)
                     .remove(QLatin1Char(' '))
                     .contains(QStringLiteral("火山引擎的中国大陆地域为cn-beijing")),
                 qPrintable(text.left(3000)));
        QVERIFY(!text.contains(QStringLiteral("mainland regions are")));
    }

    // gpuplan report --rates converts with the user's table, as gpuplan plan does (helper check,
    // 2026-12-06: the option was accepted and ignored); a missing table is an error, no PDF.
    void reportUsesTheRatesGiven() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const QString rates = dir_.filePath(QStringLiteral("rates.json"));
        std::ofstream(rates.toStdString())
            << R"({"format":"gpuplanner-currency","version":1,"base":"USD",)"
               R"("rates_per_usd":{"USD":1,"CNY":7.12,"EUR":0.95},"as_of":"2026-12-01",)"
               R"("source":"typed for the test"})";
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json(), QStringLiteral("rates-given"),
                       {QStringLiteral("--rates"), rates})
                .simplified();
        QVERIFY2(text.contains(QStringLiteral("CNY 7.12")) &&
                     text.contains(QStringLiteral("as of 2026-12-01")),
                 qPrintable(text.left(3000)));
        // Appendix B gives where a certification holds, with its source.
        QVERIFY2(text.contains(QStringLiteral("Volcano Engine's mainland regions are")),
                 qPrintable(text.left(3000)));
        QVERIFY(text.startsWith(QStringLiteral("gpuplan failed")) == false);
        QVERIFY(reportText("llama3-8b-lora", nlohmann::json(), QStringLiteral("rates-missing"),
                           {QStringLiteral("--rates"), dir_.filePath(QStringLiteral("none.json"))})
                    .startsWith(QStringLiteral("gpuplan failed")));
    }

    // No page of the scenario listing holds only its closing lines (a serving report ended on a
    // page of "}" and "}"): every page of Appendix C carries real lines.
    void listingEndsWithContent_data() {
        QTest::addColumn<QString>("example");
        for (const char* e : {"llama3-70b-serving", "llama2-7b-pretrain", "llama3-8b-lora",
                              "deepseek-v3-serving", "resnet50-imagenet"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void listingEndsWithContent() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        QFETCH(QString, example);
        const QString text = reportText((example.toStdString()).c_str(), nlohmann::json(),
                                        QStringLiteral("listing-") + example, {});
        const QStringList pages = text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        const QString last = pages.back();
        QStringList body;
        for (const QString& line : last.split(QLatin1Char('\n'))) {
            const QString t = line.trimmed();
            if (!t.isEmpty() && !t.startsWith(QStringLiteral("GPU Planner")) &&
                !t.startsWith(QStringLiteral("Indicative prices")))
                body << t;
        }
        int content = 0;
        for (const QString& t : body)
            if (t.contains(QRegularExpression(QStringLiteral("[A-Za-z0-9]"))))
                ++content;
        QVERIFY2(content >= 1, qPrintable(last));
    }

    // Issue #30: a plan moved by the team's own runs says so in an appendix, with what each run
    // measured against the plan; a plan without a calibration has no such appendix.
    void measuredOnOurOwnRuns() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const std::string scenario = write_file(dir_, "run.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        const QString calibration = dir_.filePath(QStringLiteral("cal.json"));
        QCOMPARE(gpuplan({QStringLiteral("calibrate"),
                          QString::fromStdString(fixture("calibration/megatron_gpt_8b.log")),
                          QStringLiteral("--scenario"), QString::fromStdString(scenario),
                          QStringLiteral("-o"), calibration})
                     .code,
                 0);
        const auto text = [&](const QStringList& extra, const QString& pdf) {
            const Result r =
                gpuplan(QStringList{QStringLiteral("report"), QString::fromStdString(scenario),
                                    QStringLiteral("-o"), dir_.filePath(pdf)} +
                        extra);
            return r.code == 0
                       ? run(QStringLiteral("pdftotext"),
                             {QStringLiteral("-layout"), dir_.filePath(pdf), QStringLiteral("-")})
                             .out
                       : r.err;
        };
        const QString with =
            text({QStringLiteral("--calibration"), calibration}, QStringLiteral("cal.pdf"));
        for (const char* s : {"Appendix D: measured on our own runs", "megatron_gpt_8b.log",
                              "× 1.314 (± 2.4%)", "4.10 s", "3.12 s", "calibrates", "59.8 GiB"})
            QVERIFY2(with.contains(QString::fromUtf8(s)), s);
        const QString zh = text({QStringLiteral("--calibration"), calibration,
                                 QStringLiteral("--lang"), QStringLiteral("zh_CN")},
                                QStringLiteral("cal-zh.pdf"));
        QVERIFY2(zh.contains(QStringLiteral("附录 D：我方实测运行")), qPrintable(zh.right(2000)));
        QVERIFY(!text({}, QStringLiteral("plain.pdf")).contains(QStringLiteral("Appendix D")));
    }
};

int runTestReportCommittee(int argc, char** argv) {
    TestReportCommittee t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_report_committee.moc"
