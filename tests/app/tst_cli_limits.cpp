// gpuplan's limits (issue #15): a bounded plan whatever the catalog's size (naming what the whole
// plan recommends), destinations that are not files refused, planted links not written through,
// names that are not UTF-8 escaped, dates and currencies checked where they are given.
#include "cli_test_support.h"

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>

using nlohmann::json;

class TestCliLimits final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string write(const std::string& name, const std::string& text) {
        return write_file(dir_, name, text);
    }

    // A validation folder with one real run (Llama 2 7B) and one throughput fact.
    std::string validation_folder(const std::string& name, const std::string& fact,
                                  const std::string& scenario) {
        const std::string dir = dir_.path().toStdString() + "/" + name;
        QDir().mkpath(QString::fromStdString(dir));
        const std::string real = resource("../docs/validation");
        for (const char* f : {"clusters.json", "llama2-7b.gpuplan.json"}) {
            std::ifstream in(real + "/" + f, std::ios::binary);
            std::ofstream(dir + "/" + f, std::ios::binary) << in.rdbuf();
        }
        std::ofstream(dir + "/fact.gpuplan.json", std::ios::binary) << scenario;
        std::ofstream(dir + "/runs.json", std::ios::binary)
            << R"({"format":"gpuplanner-validation","version":1,"runs":[{"name":"Llama 2 7B",)"
               R"("scenario":"llama2-7b.gpuplan.json","hardware":"1,024 x A100-80GB","figure":"wall_clock",)"
               R"("published_gpu_hours":184320,"source":"Touvron et al. 2023"}],"throughput":[)"
            << fact << "]}";
        return dir;
    }

private slots:
    // A plan cut by --top still recommends what the whole plan does, and --best exports it: for a
    // service sorted by cost, the summary's cheapest, never the spot option ranked first
    // (session 31).
    void exportBestIsTheRecommendation() {
        const std::string serving = resource("examples/llama3-70b-serving.gpuplan.json");
        const Run plan = gpuplan({"plan", serving, "--json", "--today", "2026-11-30"});
        QCOMPARE(plan.code, 0);
        const json j = json::parse(plan.out);
        const json& pick = j["options"][j["summary"]["cheapest"].get<std::size_t>()];
        QVERIFY(pick["billing"] != "spot");
        QVERIFY(j["options"][0]["billing"] == "spot"); // what --best used to take
        const std::string out = dir_.path().toStdString() + "/best";
        const Run r = gpuplan(
            {"export", serving, "--best", "--format", "slurm", "-o", out, "--today", "2026-11-30"});
        QCOMPARE(r.code, 0);
        const std::string said = "option " + std::to_string(pick["rank"].get<int>()) + " (" +
                                 pick["provider"].get<std::string>() + " " +
                                 pick["instance"].get<std::string>() + ",";
        QVERIFY2(r.out.find(said) != std::string::npos, r.out.c_str());
        // The text plan, cut to the best 3, names the same option as its summary.
        const Run text = gpuplan({"plan", serving, "--top", "3", "--today", "2026-11-30"});
        QCOMPARE(text.code, 0);
        const std::string line =
            "summary: cheapest without spot " + std::to_string(pick["rank"].get<int>()) + ",";
        QVERIFY2(text.out.find(line) != std::string::npos, text.out.c_str());
        // Each service row gives what ranks it (its hours are the period, on every row the same)
        // and, where simulated, the percentiles the targets are judged by, costs grouped.
        const std::string row = std::to_string(pick["rank"].get<int>()) + ". " +
                                pick["provider"].get<std::string>() + " " +
                                pick["instance"].get<std::string>() + " ";
        const std::size_t at = text.out.find(row);
        QVERIFY2(at != std::string::npos, text.out.c_str());
        const std::string rest = text.out.substr(at, 900);
        for (const char* part : {" ms per output token (mean at 50 in flight), ", " USD for 730 h",
                                 "simulated (at 2 requests/s, 2,000 requests): p95 time to first "
                                 "token ",
                                 "; targets met\n"})
            QVERIFY2(rest.find(part) != std::string::npos, rest.c_str());
    }

    // Issue #24: `cd ~/proj && gpuplan export my.gpuplan.json --best --format slurm -o "$PWD"
    // --force` exited 0 and deleted thesis.tex, sub/ and the scenario itself. Now refused (exit
    // 2, naming what is there), every file as it was; a subfolder takes the launch files, and a
    // second export there replaces only its own files.
    void exportNeverEmptiesAFolder() {
        const QString proj = dir_.filePath(QStringLiteral("proj"));
        QVERIFY(QDir().mkpath(proj + QStringLiteral("/sub")));
        const std::string p = proj.toStdString();
        std::ofstream(p + "/thesis.tex") << "\\documentclass{article}\n";
        std::ofstream(p + "/sub/data.csv") << "a,b\n";
        {
            std::ifstream in(resource("examples/llama2-7b-pretrain.gpuplan.json"),
                             std::ios::binary);
            std::ofstream(p + "/my.gpuplan.json", std::ios::binary) << in.rdbuf();
        }
        const auto listing = [&] {
            return QDir(proj).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        };
        const QStringList before = listing();
        const std::vector<std::string> args = {
            "export", p + "/my.gpuplan.json", "--best", "--format", "slurm", "-o", p, "--force"};
        const Run r = gpuplan(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("thesis.tex") != std::string::npos &&
                     r.err.find(p + "/launch-slurm") != std::string::npos,
                 r.err.c_str());
        QCOMPARE(listing(), before);
        QVERIFY(QFile::exists(proj + QStringLiteral("/sub/data.csv")));
        // Into a subfolder, then again: the second needs --force and keeps the user's notes.
        std::vector<std::string> sub = args;
        sub[6] = p + "/launch";
        sub.pop_back();
        QCOMPARE(gpuplan(sub).code, 0);
        std::ofstream(p + "/launch/notes.txt") << "mine\n";
        const Run again = gpuplan(sub);
        QCOMPARE(again.code, 2);
        QVERIFY2(again.err.find("--force") != std::string::npos, again.err.c_str());
        sub.push_back("--force");
        QCOMPARE(gpuplan(sub).code, 0);
        QVERIFY(QFile::exists(proj + QStringLiteral("/launch/notes.txt")));
        QVERIFY(QFile::exists(proj + QStringLiteral("/launch/job.sbatch")));
        QStringList expected = before + QStringList{QStringLiteral("launch")};
        expected.sort();
        QCOMPARE(listing(), expected);
    }

    // No command overwrites its own input (`report X.json -o X.json`, an import over its CSV,
    // through a link too): exit 2, the file unchanged.
    void outputOverInputIsRefused_data() {
        QTest::addColumn<QString>("command");
        QTest::newRow("report over its scenario") << QStringLiteral("report");
        QTest::newRow("import over its CSV") << QStringLiteral("import");
        QTest::newRow("import over its CSV through a link") << QStringLiteral("import-link");
        QTest::newRow("export over its scenario") << QStringLiteral("export");
    }
    void outputOverInputIsRefused() {
        QFETCH(QString, command);
        const std::string input =
            command.startsWith(QStringLiteral("import"))
                ? write("vms.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,"
                                   "MemoryGiB,Price,SpotPrice,Region\n")
                : write("s.gpuplan.json",
                        R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":)"
                        R"("llama-2-7b"},"workload":{"type":"inference"}})");
        std::string output = input;
        if (command == QStringLiteral("import-link")) {
            output = dir_.path().toStdString() + "/link.csv";
            QFile::remove(QString::fromStdString(output));
            QVERIFY(QFile::link(QString::fromStdString(input), QString::fromStdString(output)));
        }
        std::ifstream in(input, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        std::vector<std::string> args;
        if (command == QStringLiteral("report"))
            args = {"report", input, "-o", output};
        else if (command == QStringLiteral("export"))
            args = {"export", input, "--best", "--format", "slurm", "-o", output, "--force"};
        else
            args = {"catalog", "import-skypilot", input, "-o", output};
        const Run r = gpuplan(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("is the input file") != std::string::npos ||
                     command == QStringLiteral("export"),
                 r.err.c_str());
        std::ifstream after(input, std::ios::binary);
        QCOMPARE(
            std::string((std::istreambuf_iterator<char>(after)), std::istreambuf_iterator<char>()),
            bytes);
    }

    // Issue #24: `gpuplan plan X --json > /dev/full` exited 0 with nothing written. A failed write
    // to standard output is a failure with a message (the real binary: its stdout is a file).
    void failedStandardOutputIsAFailure() {
        if (!QFileInfo::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(GPUPLAN_EXECUTABLE),
                {QStringLiteral("plan"),
                 QString::fromStdString(resource("examples/llama2-7b-pretrain.gpuplan.json")),
                 QStringLiteral("--all"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("cannot write to standard output")) &&
                     err.contains(QStringLiteral("No space left on device")),
                 qPrintable(err));
    }

    // Broken throughput facts name the file and the field; nothing is planned from them.
    void validateRefusesBrokenThroughputFacts_data() {
        const std::string serving =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-2-7b"},)"
            R"("workload":{"type":"inference","concurrency":8},"hardware":{"gpu":"h100-sxm","count":1}})";
        const std::string fact =
            R"({"name":"f","scenario":"fact.gpuplan.json","engine":"e","hardware":"h",)"
            R"("source":"s","published_tokens_per_second_per_gpu":)";
        QTest::addColumn<QString>("fact");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("message");
        QTest::newRow("no published figure")
            << QString::fromStdString(
                   R"({"name":"f","scenario":"fact.gpuplan.json","engine":"e","hardware":"h",)"
                   R"("source":"s"})")
            << QString::fromStdString(serving)
            << QStringLiteral("runs.json: throughput[0].published_tokens_per_second_per_gpu:");
        QTest::newRow("a negative figure")
            << QString::fromStdString(fact + "-5}") << QString::fromStdString(serving)
            << QStringLiteral("runs.json: throughput[0].published_tokens_per_second_per_gpu:");
        QTest::newRow("a training scenario")
            << QString::fromStdString(fact + "100}")
            << QString::fromStdString(
                   R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-2-7b"},)"
                   R"("workload":{"type":"training","tokens":1e9},"hardware":{"gpu":"h100-sxm","count":1}})")
            << QStringLiteral("fact.gpuplan.json: workload.type: a throughput fact needs an "
                              "inference workload");
        QTest::newRow("no GPU named")
            << QString::fromStdString(fact + "100}")
            << QString::fromStdString(
                   R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-2-7b"},)"
                   R"("workload":{"type":"inference"}})")
            << QStringLiteral("fact.gpuplan.json: hardware.gpu: a throughput fact names the GPU");
    }
    void validateRefusesBrokenThroughputFacts() {
        QFETCH(QString, fact);
        QFETCH(QString, scenario);
        QFETCH(QString, message);
        const std::string dir =
            validation_folder(QTest::currentDataTag(), fact.toStdString(), scenario.toStdString());
        const Run r = gpuplan({"validate", dir});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find(message.toStdString()) != std::string::npos, r.err.c_str());
        QVERIFY(r.out.empty());
    }

    // Issue #15 item 7: the importer wrote through whatever was at the destination.
    void importRefusesDestinationsThatAreNotFiles_data() {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("message");
        QTest::newRow("a device") << QStringLiteral("/dev/null")
                                  << QStringLiteral("/dev/null: is not a regular file");
        QTest::newRow("a folder") << QStringLiteral("/tmp")
                                  << QStringLiteral("/tmp: is a folder, not a file");
        QTest::newRow("a missing folder")
            << QStringLiteral("/nonexistent-folder/c.json")
            << QStringLiteral("/nonexistent-folder/c.json: its folder does not exist");
    }
    void importRefusesDestinationsThatAreNotFiles() {
        QFETCH(QString, output);
        QFETCH(QString, message);
        const Run r = gpuplan({"catalog", "import-skypilot", fixture("skypilot/lambda/vms.csv"),
                               "-o", output.toStdString()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.rfind(message.toStdString(), 0) == 0, r.err.c_str());
        QVERIFY(r.out.empty());
    }

    void importDoesNotWriteThroughAPlantedLink() {
        const std::string victim = write("victim.txt", "keep me");
        const std::string out = dir_.path().toStdString() + "/linked.json";
        QVERIFY(QFile::link(QString::fromStdString(victim), QString::fromStdString(out + ".tmp")));
        const Run r = gpuplan({"catalog", "import-skypilot", fixture("skypilot/lambda/vms.csv"),
                               "-o", out, "--as-of", "2026-11-30"});
        QCOMPARE(r.code, 0);
        std::ifstream in(victim);
        std::string text;
        std::getline(in, text);
        QCOMPARE(text, std::string("keep me"));
    }

    // Issue #15 item 2: with no --top, plan returned every option (21 GB at 100,000 offerings).
    // Now the best 50 and the Pareto front by default, the count of all, and --all for every
    // one; the options are written one at a time and read back as the tree plan_json builds.
    void planOutputIsBounded() {
        json catalog{{"format", "gpuplanner-offerings"},
                     {"version", 1},
                     {"provider", "bench"},
                     {"offerings", json::array()}};
        const json bundled = json::parse(gpuplan({"offerings", "--json"}).out)["offerings"];
        for (int copy = 0; catalog["offerings"].size() < 3000; ++copy)
            for (json o : bundled) {
                json entry{{"provider", "bench"},
                           {"instance_type", o["instance"]},
                           {"region", o["region"].get<std::string>() + "-" + std::to_string(copy)},
                           {"gpu", o["gpu"]},
                           {"gpu_count", o["gpu_count"]},
                           {"currency", o["currency"]},
                           {"prices_per_hour", {{"on_demand", o["prices_per_hour"]["on_demand"]}}},
                           {"source", "synthetic (test)"},
                           {"as_of", "2026-11-30"},
                           {"indicative", true}};
                if (o["prices_per_hour"]["on_demand"].is_null())
                    continue;
                if (o["gpu_interconnect"] != "")
                    entry["gpu_interconnect"] = o["gpu_interconnect"];
                catalog["offerings"].push_back(entry);
            }
        const std::string file = write("big-catalog.json", catalog.dump());
        const std::string scenario = resource("examples/bert-base-finetune.gpuplan.json");
        const Run bounded = gpuplan({"plan", scenario, "--catalog", file, "--json"});
        QVERIFY2(bounded.code == 0, bounded.err.c_str());
        const json b = json::parse(bounded.out);
        const Run all = gpuplan({"plan", scenario, "--catalog", file, "--json", "--all"});
        QCOMPARE(all.code, 0);
        const json a = json::parse(all.out);
        const std::size_t total = a["options_total"].get<std::size_t>();
        QVERIFY2(total > 3000, std::to_string(total).c_str());
        QCOMPARE(a["options"].size(), total);
        QCOMPARE(b["options_total"].get<std::size_t>(), total);
        std::size_t pareto_past_top = 0;
        for (const auto& o : b["options"])
            pareto_past_top += o["rank"].get<std::size_t>() > 50;
        QCOMPARE(b["options"].size(), 50 + pareto_past_top);
        QCOMPARE(b["options"][0], a["options"][0]);
        QCOMPARE(b["options"][49], a["options"][49]);
        // Every Pareto option of the whole plan is among those returned.
        QCOMPARE(b["pareto"].size(), a["pareto"].size());
        // The text says how many there are and how to ask for more.
        const Run text = gpuplan({"plan", scenario, "--catalog", file});
        QVERIFY2(text.out.find(std::to_string(total) + " option(s) of") != std::string::npos,
                 text.out.c_str());
        QVERIFY(text.out.find("--all for every one") != std::string::npos);
        const Run both = gpuplan({"plan", scenario, "--top", "5", "--all"});
        QCOMPARE(both.code, 2);
        QVERIFY(both.err.find("give --top N or --all, not both") != std::string::npos);
    }

    // Issue #15 item 4: a probe file whose name is not UTF-8, printed with --json, ended in
    // nlohmann's type_error.316 and exit 1; now the name comes out with its bad byte escaped.
    void probeFileNameThatIsNotUtf8() {
        std::ifstream in(fixture("probe/synthetic-h100.json"), std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        const std::string name = write("probe-\xff.json", bytes.str());
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"probe", name, "--json"},
              std::vector<std::string>{"plan", resource("examples/llama3-8b-lora.gpuplan.json"),
                                       "--probe", name, "--json", "--top", "1"}}) {
            const Run r = gpuplan(args);
            QVERIFY2(r.code == 0, r.err.c_str());
            const json j = json::parse(r.out);
            const std::string shown = args[0] == "probe"
                                          ? j["file"].get<std::string>()
                                          : j["local_probe"]["probe_file"].get<std::string>();
            QVERIFY2(shown.find("probe-\\xFF.json") != std::string::npos, shown.c_str());
        }
    }

    // Issue #15 items 4 and 6: what escaped as exit 1 or passed silently, now exit 2 with the
    // flag or the file and field named.
    void badDatesAndCurrencies_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const auto q = [](const char* text) { return QString::fromUtf8(text); };
        const QString lambda = QString::fromStdString(fixture("skypilot/lambda/vms.csv"));
        const QString out = dir_.filePath(QStringLiteral("c.json"));
        QTest::newRow("--as-of yesterday")
            << QStringList{q("catalog"), q("import-skypilot"), lambda,        q("-o"),
                           out,          q("--as-of"),         q("yesterday")}
            << q("gpuplan: --as-of: expected a date YYYY-MM-DD, found \"yesterday\"");
        QTest::newRow("--as-of 9999-99-99")
            << QStringList{q("catalog"), q("import-skypilot"), lambda,         q("-o"),
                           out,          q("--as-of"),         q("9999-99-99")}
            << q("gpuplan: --as-of: \"9999-99-99\" is not a day of the calendar");
        const QString example =
            QString::fromStdString(resource("examples/bert-base-finetune.gpuplan.json"));
        QTest::newRow("--today garbage")
            << QStringList{q("plan"), example, q("--today"), q("garbage")}
            << q("gpuplan: --today: expected a date YYYY-MM-DD, found \"garbage\"");
        const QString local = QString::fromStdString(
            write("local-xyz.gpuplan.json",
                  R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},)"
                  R"("workload":{"type":"inference"},"local":{"gpu":"rtx-4090","count":1,)"
                  R"("purchase_price":2000,"currency":"XYZ"}})"));
        QTest::newRow("local.currency XYZ")
            << QStringList{q("plan"), local}
            << local + q(": local.currency: unknown currency \"XYZ\"");
    }
    void badDatesAndCurrencies() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> a;
        for (const QString& x : args)
            a.push_back(x.toStdString());
        const Run r = gpuplan(a);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.rfind(message.toStdString(), 0) == 0, r.err.c_str());
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("c.json"))));
    }

    // Outputs that cannot be trusted are errors (issue #24). Absurd figures: a spot job whose
    // checkpoints are 100,000 h apart printed 47-digit hours and a 230-digit rework
    // percentage; now no figure in the text runs past ten digits ("1.2e+46").
    void figuresStayBounded_data() {
        QTest::addColumn<QString>("billing");
        QTest::newRow("spot, checkpoints 100,000 h apart")
            << R"({"spot":{"interruption":">20%","checkpoint_interval_hours":100000}})";
        QTest::newRow("spot, checkpoints 10,000 h apart")
            << R"({"spot":{"interruption":"15-20%","checkpoint_interval_hours":10000}})";
    }
    void figuresStayBounded() {
        QFETCH(QString, billing);
        json sc = json::parse(std::ifstream(resource("examples/llama2-7b-pretrain.gpuplan.json")));
        sc["workload"]["tokens"] = 1e16;
        sc["billing"] = json::parse(billing.toStdString());
        sc.erase("constraints");
        const Run r = gpuplan({"plan", write("absurd.gpuplan.json", sc.dump()), "--all"});
        QVERIFY2(r.code == 0, r.err.c_str());
        const QRegularExpression longRun(QStringLiteral("[0-9]{11,}"));
        const QString out = QString::fromStdString(r.out);
        const auto m = longRun.match(out);
        QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0)));
        QVERIFY2(out.contains(QStringLiteral("e+")), "no figure past the bound: not reproduced");
        // Counts of GPUs and nodes are grouped as every other figure ("(2,000,000 h100-sxm)").
        const auto bare = QRegularExpression(QStringLiteral("[(x][0-9]{4,}[ )]")).match(out);
        QVERIFY2(!bare.hasMatch(), qPrintable(bare.captured(0)));
        QVERIFY(out.contains(QRegularExpression(QStringLiteral(" \\([0-9]{1,3}(,[0-9]{3})+ "))));
    }
    // "119 option(s) of 74 evaluated": the options were counted per billing mode, the evaluated
    // ones per offering and node count. Now both per option, the owned machine included.
    void optionsNeverExceedThoseEvaluated_data() {
        QTest::addColumn<QString>("example");
        for (const char* e : {"llama3-8b-lora", "llama2-7b-pretrain", "llama3-70b-serving",
                              "qlora-8b-workstation", "bert-base-finetune", "resnet50-imagenet"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void optionsNeverExceedThoseEvaluated() {
        QFETCH(QString, example);
        const std::string file = resource("examples/" + example.toStdString() + ".gpuplan.json");
        const Run r = gpuplan({"plan", file, "--json"});
        QVERIFY2(r.code == 0, r.err.c_str());
        const json j = json::parse(r.out);
        const auto total = j["options_total"].get<std::size_t>();
        const auto considered = j["considered"].get<std::size_t>();
        QVERIFY2(total <= considered,
                 qPrintable(QStringLiteral("%1 of %2").arg(total).arg(considered)));
        QVERIFY(total > 0);
    }
    // A service that writes no output tokens printed "0.00 USD per 1M tokens", then "15.94 s per
    // output token": serving is planned as generation, so at least one output token is asked for.
    void noOutputTokensIsRefused() {
        json sc = json::parse(std::ifstream(resource("examples/llama3-70b-serving.gpuplan.json")));
        sc["workload"]["output_tokens"] = 0;
        const std::string file = write("prefill.gpuplan.json", sc.dump());
        const Run r = gpuplan({"plan", file, "--json"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find(file + ": workload.output_tokens: ") == 0, r.err.c_str());
    }
    // Duplicate offerings across catalogs: a user catalog's price for a bundled offering replaces
    // it, named in a warning (never two options for one thing at two prices).
    void laterCatalogPriceReplacesAndWarns() {
        const std::string file = write(
            "negotiated.json",
            R"({"format":"gpuplanner-offerings","version":1,"offerings":[{"provider":"aws","instance_type":"p4d.24xlarge","region":"us-east-1","gpu":"a100-sxm4-40gb","gpu_count":8,"currency":"USD","prices_per_hour":{"on_demand":20},"source":"our contract","as_of":"2026-11-30"}]})");
        const std::string scenario = resource("examples/llama3-8b-lora.gpuplan.json");
        const Run r = gpuplan({"plan", scenario, "--catalog", file, "--json", "--all"});
        QVERIFY2(r.code == 0, r.err.c_str());
        const json j = json::parse(r.out);
        bool warned = false;
        for (const json& w : j["warning_codes"])
            warned = warned || (w["code"] == "duplicate_offerings" &&
                                w["names"][0] == "aws p4d.24xlarge us-east-1 on_demand");
        QVERIFY2(warned, j["warnings"].dump().c_str());
        int on_demand = 0;
        for (const json& o : j["options"])
            on_demand += o["instance"] == "p4d.24xlarge" && o["region"] == "us-east-1" &&
                         o["billing"] == "on_demand" && o["nodes"] == 1;
        QVERIFY(on_demand <= 1);
        const Run text = gpuplan({"plan", scenario, "--catalog", file});
        QVERIFY2(text.err.find("1 price(s) given again by a later catalog") != std::string::npos,
                 text.err.c_str());
    }
};

int runTestCliLimits(int argc, char** argv) {
    TestCliLimits t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_cli_limits.moc"
