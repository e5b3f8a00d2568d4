// gpuplan: JSON contract of model/memory/gpus/models, and exit code 2 with one
// "file: field: problem" line for bad input (in-process, and once through the real binary).
#include "cli/cli.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

using nlohmann::json;

#include "cli_test_support.h"

class TestCli final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string write(const std::string& name, const std::string& text) {
        return write_file(dir_, name, text);
    }

private slots:
    void modelFromHfConfig() {
        const Run r =
            gpuplan({"model", "--hf-config", fixture("hf/llama-3-8b-config.json"), "--json"});
        QCOMPARE(r.code, 0);
        const json j = json::parse(r.out);
        QCOMPARE(j["total_params"].get<std::int64_t>(), std::int64_t(8030261248));
        QCOMPARE(j["active_params"].get<std::int64_t>(), std::int64_t(8030261248));
        QCOMPARE(j["kv_cache_bytes_per_token"].get<std::int64_t>(), std::int64_t(131072));
        QCOMPARE(j["layers"].get<int>(), 32);
        QCOMPARE(j["family"].get<std::string>(), std::string("llama"));
        // 2 x (8,030,261,248 - 525,336,576) + 2 x 32 x 2048 x 4096 at the default context 2048.
        QCOMPARE(j["flops_per_token"].get<double>(),
                 2.0 * (8030261248.0 - 525336576.0) + 2.0 * 32 * 2048 * 4096);
    }

    void memoryJsonContract_data() {
        QTest::addColumn<QString>("example");
        QTest::newRow("lora") << "llama3-8b-lora.gpuplan.json";
        QTest::newRow("pretrain") << "llama2-7b-pretrain.gpuplan.json";
        QTest::newRow("serving") << "llama3-70b-serving.gpuplan.json";
    }
    void memoryJsonContract() {
        QFETCH(QString, example);
        const Run r = gpuplan({"memory", resource("examples/" + example.toStdString()), "--json"});
        QCOMPARE(r.code, 0);
        const json j = json::parse(r.out);
        const json& m = j["per_gpu"];
        std::int64_t sum = 0;
        for (const char* key : {"weights_bytes", "gradients_bytes", "optimizer_bytes",
                                "activations_bytes", "kv_cache_bytes", "overhead_bytes"}) {
            QVERIFY2(m.contains(key) && m[key].is_number_integer(), key);
            sum += m[key].get<std::int64_t>();
        }
        QVERIFY(std::abs(sum - m["total_bytes"].get<std::int64_t>()) <= 6); // rounding of six terms
        QVERIFY(j["fits"].is_array() && !j["fits"].empty());
        for (const auto& f : j["fits"]) {
            QVERIFY(f["fits"].is_boolean());
            QCOMPARE(f.contains("why_not"), !f["fits"].get<bool>());
        }
        QVERIFY(r.out.find("NaN") == std::string::npos && r.out.find("null") == std::string::npos);
    }

    // The GPU types a scenario compares are the ones `memory` judges.
    void memoryForTheGpuTypesCompared() {
        const std::string s = write("types.json", R"({"format":"gpuplanner-scenario","version":1,
            "model":{"preset":"llama-3-8b"},"workload":{"type":"inference"},
            "constraints":{"gpus":["h20","l20"]}})");
        const Run r = gpuplan({"memory", s, "--json"});
        QCOMPARE(r.code, 0);
        const json j = json::parse(r.out);
        QCOMPARE(j["fits"].size(), std::size_t(2));
        for (const json& f : j["fits"])
            QVERIFY(f["gpu"] == "h20" || f["gpu"] == "l20");
    }

    void memoryForPinnedHardware() {
        const std::string s = write("pinned.json", R"({"format":"gpuplanner-scenario","version":1,
            "model":{"params":7.5e9},"workload":{"type":"training","precision":"fp16","zero_stage":3},
            "hardware":{"gpu":"v100-sxm2-32gb","count":64}})");
        const Run r = gpuplan({"memory", s, "--json"});
        QCOMPARE(r.code, 0);
        const json j = json::parse(r.out);
        QCOMPARE(j["fits"].size(), std::size_t(1));
        QCOMPARE(j["fits"][0]["gpu"].get<std::string>(), std::string("v100-sxm2-32gb"));
        // ZeRO paper, stage 3 at N_d = 64: 16 x 7.5e9 / 64 = 1.875 GB of model states.
        const json& m = j["per_gpu"];
        QCOMPARE(m["weights_bytes"].get<std::int64_t>() + m["gradients_bytes"].get<std::int64_t>() +
                     m["optimizer_bytes"].get<std::int64_t>(),
                 std::int64_t(1875000000));
    }

    // The layers of each pipeline stage as the plan splits them: Megatron-Core lightens the last
    // stage for Llama 3 8B's heavy output layer (9, 9, 9, 5), the default stack splits evenly;
    // the first stage's memory follows (docs/performance.md, "Pipeline stages").
    void memoryNamesTheStageSplit_data() {
        QTest::addColumn<QString>("stack");
        QTest::addColumn<QString>("layers");
        QTest::newRow("default") << QString() << QStringLiteral("[8,8,8,8]");
        QTest::newRow("megatron_core")
            << QStringLiteral("megatron_core") << QStringLiteral("[9,9,9,5]");
    }
    void memoryNamesTheStageSplit() {
        QFETCH(QString, stack);
        QFETCH(QString, layers);
        json sc = json::parse(R"({"format":"gpuplanner-scenario","version":1,
            "model":{"preset":"llama-3-8b"},"workload":{"type":"training","precision":"bf16",
            "framework":"megatron","sequence_length":4096,"pipeline_parallel":4,"zero_stage":1},
            "hardware":{"gpu":"h100-sxm","count":4}})");
        if (!stack.isEmpty())
            sc["performance"] = {{"stack", stack.toStdString()}};
        const std::string s = write("stages.json", sc.dump());
        const Run r = gpuplan({"memory", s, "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QString::fromStdString(json::parse(r.out)["pipeline_stage_layers"].dump()),
                 layers);
        const Run text = gpuplan({"memory", s});
        QVERIFY2(text.out.find("pipeline stages hold") != std::string::npos, text.out.c_str());
    }

    void catalogs() {
        const Run g = gpuplan({"gpus", "--json"});
        QCOMPARE(g.code, 0);
        QVERIFY(json::parse(g.out)["gpus"].size() >= 21);
        const Run m = gpuplan({"models", "--json"});
        QCOMPARE(m.code, 0);
        QVERIFY(json::parse(m.out)["models"].size() >= 25);
    }

    void badInput_data() {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("expectedSuffix");
        QTest::newRow("malformed JSON") << "{\"format\": "
                                        << ": (top level): malformed JSON";
        QTest::newRow("unknown field")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"params":5},"workload":{"type":"training","zero":1}})"
            << ": workload.zero: unknown field";
        QTest::newRow("negative value")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"params":5},"workload":{"type":"training","micro_batch":-1}})"
            << ": workload.micro_batch: -1 is out of range [1, 1000000]";
        QTest::newRow("missing field")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"params":5}})"
            << ": workload: missing required object";
        QTest::newRow("NaN literal")
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"params":NaN}})"
            << ": (top level): malformed JSON";
        QTest::newRow("binary garbage") << QString::fromLatin1("\x7f"
                                                               "ELF\x02\x01\x01")
                                        << ": (top level): malformed JSON";
    }
    void badInput() {
        QFETCH(QString, content);
        QFETCH(QString, expectedSuffix);
        const std::string path = write("bad.gpuplan.json", content.toStdString());
        const Run r = gpuplan({"memory", path, "--json"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        const QString err = QString::fromStdString(r.err);
        QCOMPARE(err.count(u'\n'), 1); // one line
        QVERIFY2(err.startsWith(QString::fromStdString(path) + expectedSuffix), qPrintable(err));
    }

    // gpuplan export: the files land in the folder, a second export refuses the full folder
    // unless --force, and every mistake exits 2 with the flag or file named (issue #14).
    void exportCommand_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const std::string lora = resource("examples/llama3-8b-lora.gpuplan.json");
        const std::string out = dir_.path().toStdString() + "/export";
        const auto row = [&](const char* name, std::vector<std::string> extra, int code,
                             const char* message) {
            QStringList args{QStringLiteral("export"), QString::fromStdString(lora)};
            for (const std::string& e : extra)
                args << QString::fromStdString(e);
            QTest::newRow(name) << args << code << QString::fromUtf8(message);
        };
        row("writes", {"--best", "--format", "slurm", "-o", out}, 0, "job.sbatch");
        row("folder not empty", {"--best", "--format", "slurm", "-o", out}, 2,
            "holds an earlier export (README.md, README.zh-CN.md, ds_config.json, job.sbatch, "
            "megatron_args.sh); "
            "--force");
        row("--force replaces", {"--option", "2", "--format", "kubernetes", "-o", out, "--force"},
            0, "pytorchjob.yaml");
        row("no option chosen", {"--format", "slurm", "-o", out}, 2, "give --best or --option N");
        row("both", {"--best", "--option", "1", "--format", "slurm", "-o", out}, 2,
            "give --best or --option N");
        row("unknown format", {"--best", "--format", "yaml", "-o", out}, 2,
            "--format: expected one of slurm, kubernetes, skypilot, found \"yaml\"");
        row("no folder", {"--best", "--format", "slurm"}, 2,
            "give the folder to write with -o DIR");
        row("option past the end", {"--option", "100000", "--format", "slurm", "-o", out}, 2,
            "--option: the plan has");
        row("option not a number", {"--option", "first", "--format", "slurm", "-o", out}, 2,
            "--option: expected an option number");
    }
    void exportCommand() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        std::vector<std::string> a;
        for (const QString& s : args)
            a.push_back(s.toStdString());
        const Run r = gpuplan(a);
        QCOMPARE(r.code, code);
        const QString text = QString::fromStdString(code == 0 ? r.out : r.err);
        QVERIFY2(text.contains(message), qPrintable(text));
        if (code == 0)
            QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/export/README.md")));
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("gpus"), QStringLiteral("--fast")};
        QTest::newRow("bad context") << QStringList{
            QStringLiteral("model"), QStringLiteral("--preset"), QStringLiteral("gpt2"),
            QStringLiteral("--context"), QStringLiteral("-5")};
        QTest::newRow("memory without file") << QStringList{QStringLiteral("memory")};
        QTest::newRow("missing hf config")
            << QStringList{QStringLiteral("model"), QStringLiteral("--hf-config"),
                           QStringLiteral("/nonexistent/config.json")};
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        std::vector<std::string> a;
        for (const auto& s : args)
            a.push_back(s.toStdString());
        QCOMPARE(gpuplan(a).code, 2);
    }

    void planJsonContract_data() {
        QTest::addColumn<QString>("example");
        for (const char* e : {"llama2-7b-pretrain", "llama3-8b-lora", "llama3-70b-serving",
                              "resnet50-imagenet", "bert-base-finetune", "qlora-8b-workstation"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void planJsonContract() {
        QFETCH(QString, example);
        const Run r =
            gpuplan({"plan", resource("examples/" + example.toStdString() + ".gpuplan.json"),
                     "--json", "--top", "20", "--today", "2026-11-30"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.find("null") == std::string::npos && r.out.find("NaN") == std::string::npos);
        const json j = json::parse(r.out);
        QVERIFY(j["memory"].contains("total_bytes"));
        QVERIFY(j["warnings"].is_array());
        QVERIFY(!j["options"].empty());
        // The best 20, then only Pareto options and those the summary names past them (bounded
        // output, issue #15; the summary's picks whatever their rank, session 31).
        const std::size_t total = j["options_total"].get<std::size_t>();
        QVERIFY(j["options"].size() <= total);
        std::set<std::size_t> named;
        for (const auto& [key, value] : j["summary"].items())
            if (value.is_number())
                named.insert(value.get<std::size_t>());
        for (const auto& [mode, i] : j["summary"]["cheapest_by_billing"].items())
            named.insert(i.get<std::size_t>());
        QVERIFY(!j["summary"]["cheapest_by_billing"].empty());
        std::size_t previous = 0;
        for (std::size_t k = 0; k < j["options"].size(); ++k) {
            const json& o = j["options"][k];
            const std::size_t rank = o["rank"].get<std::size_t>();
            QVERIFY(rank > previous);
            QVERIFY(rank <= 20 ? rank == previous + 1 : o["pareto"].get<bool>() || named.count(k));
            previous = rank;
        }
        for (const auto& o : j["options"])
            for (const char* key :
                 {"provider", "instance", "region", "gpu", "gpu_count", "nodes", "billing", "fits",
                  "hours", "gpu_hours", "cost", "currency", "warnings", "why"})
                QVERIFY2(o.contains(key), key);
        for (const auto& i : j["pareto"])
            QVERIFY(j["options"][i.get<std::size_t>()]["pareto"].get<bool>());
    }

    // A 671B MoE model on H800s (issue #27): the search chooses expert parallelism on its own,
    // and the export carries it to Megatron-LM.
    void moePlanOnH800sChoosesExpertParallelism() {
        json scenario =
            json::parse(std::ifstream(resource("examples/deepseek-v3-pretrain-h800.gpuplan.json")));
        scenario["constraints"]["providers"] = {"h800-rental-example"};
        const std::string file = write("dsv3.gpuplan.json", scenario.dump());
        const std::string catalog = resource("examples/h800-rental.offerings.json");
        const Run r = gpuplan({"plan", file, "--catalog", catalog, "--json", "--top", "1"});
        QCOMPARE(r.code, 0);
        const json best = json::parse(r.out)["options"].at(0);
        QCOMPARE(best["gpu"].get<std::string>(), std::string("h800-sxm"));
        const std::int64_t ep = best["strategy"]["expert_parallel"].get<std::int64_t>();
        QVERIFY2(ep > 1, r.out.c_str());
        const std::string out = dir_.path().toStdString() + "/dsv3-export";
        const Run e = gpuplan(
            {"export", file, "--best", "--format", "slurm", "-o", out, "--catalog", catalog});
        QCOMPARE(e.code, 0);
        std::ifstream args(out + "/megatron_args.sh");
        const std::string text((std::istreambuf_iterator<char>(args)), {});
        QVERIFY2(text.find("--expert-model-parallel-size " + std::to_string(ep)) !=
                     std::string::npos,
                 text.c_str());
        QVERIFY(text.find("--multi-latent-attention") != std::string::npos);
    }

    // Every option misses a target: the text says which ones were excluded and why, not only
    // that none fits.
    void planSaysWhyNothingIsOffered() {
        json scenario =
            json::parse(std::ifstream(resource("examples/llama3-70b-serving.gpuplan.json")));
        scenario["workload"]["tpot_target_seconds"] = 0.001;
        const Run r = gpuplan({"plan", write("tight.gpuplan.json", scenario.dump())});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.find("none meets the constraints; the first excluded (--json lists ") !=
                     std::string::npos,
                 r.out.c_str());
        QVERIFY2(r.out.find(" per output token misses the 0.0010 s target\n") != std::string::npos,
                 r.out.c_str());
    }

    void planCurrencyAndSort() {
        const std::string s = resource("examples/llama3-8b-lora.gpuplan.json");
        const json cny =
            json::parse(gpuplan({"plan", s, "--json", "--currency", "CNY", "--top", "5"}).out);
        QCOMPARE(cny["currency"].get<std::string>(), std::string("CNY"));
        QCOMPARE(cny["options"][0]["currency"].get<std::string>(), std::string("CNY"));
        const json byTime = json::parse(gpuplan({"plan", s, "--json", "--sort", "time"}).out);
        for (std::size_t i = 1; i < byTime["options"].size(); ++i)
            QVERIFY(byTime["options"][i - 1]["hours"].get<double>() <=
                    byTime["options"][i]["hours"].get<double>());
    }

    void planBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString ex = QString::fromStdString(resource("examples/llama3-8b-lora.gpuplan.json"));
        QTest::newRow("bad sort") << QStringList{QStringLiteral("plan"), ex,
                                                 QStringLiteral("--sort"), QStringLiteral("fast")}
                                  << "--sort: expected cost, time or cost_time";
        QTest::newRow("bad currency")
            << QStringList{QStringLiteral("plan"), ex, QStringLiteral("--currency"),
                           QStringLiteral("XYZ")}
            << "--currency: unknown currency";
        QTest::newRow("bad top") << QStringList{QStringLiteral("plan"), ex, QStringLiteral("--top"),
                                                QStringLiteral("0")}
                                 << "--top: expected a positive integer";
        const QString probe = QString::fromStdString(fixture("probe/synthetic-h100.json"));
        QTest::newRow("missing probe")
            << QStringList{QStringLiteral("plan"), ex, QStringLiteral("--probe"),
                           QStringLiteral("/nonexistent-probe.json")}
            << "/nonexistent-probe.json: (top level): cannot open file";
        QTest::newRow("probe device absent")
            << QStringList{QStringLiteral("plan"),           ex,
                           QStringLiteral("--probe"),        probe,
                           QStringLiteral("--probe-device"), QStringLiteral("4")}
            << QString(QStringLiteral("--probe-device: ") + probe +
                       QStringLiteral(" has no device 4"));
        QTest::newRow("probe device not a number")
            << QStringList{QStringLiteral("plan"),           ex,
                           QStringLiteral("--probe"),        probe,
                           QStringLiteral("--probe-device"), QStringLiteral("first")}
            << "--probe-device: expected a device index";
        QTest::newRow("probe command without file")
            << QStringList{QStringLiteral("probe")} << "probe: give one gpuprobe result file";
        QTest::newRow("missing catalog")
            << QStringList{QStringLiteral("plan"), ex, QStringLiteral("--catalog"),
                           QStringLiteral("/nonexistent.json")}
            << "/nonexistent.json: (top level): cannot open file";
    }
    void planBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> a;
        for (const auto& s : args)
            a.push_back(s.toStdString());
        const Run r = gpuplan(a);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromStdString(r.err).contains(message), r.err.c_str());
    }

    void planBadScenarioSections_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("unknown certification")
            << R"("constraints":{"certifications":["SOC 3"]})"
            << ": constraints.certifications[0]: unknown value \"SOC 3\" (expected one of: ";
        QTest::newRow("country's name as a jurisdiction")
            << R"("constraints":{"jurisdictions":["CN","China"]})"
            << ": constraints.jurisdictions[1]: \"China\" is not a jurisdiction: two capital "
               "letters";
        QTest::newRow("bad spot bucket")
            << R"("billing":{"spot":{"interruption":"sometimes"}})"
            << ": billing.spot.interruption: unknown value \"sometimes\"";
        QTest::newRow("discount above 95%")
            << R"("billing":{"reserved":{"discount_3y":1.5}})"
            << ": billing.reserved.discount_3y: 1.5 is out of range";
        QTest::newRow("unknown local GPU") << R"("local":{"gpu":"rtx-9090","purchase_price":1})"
                                           << ": local.gpu: unknown GPU \"rtx-9090\"";
        QTest::newRow("negative deadline") << R"("constraints":{"deadline_hours":-3})"
                                           << ": constraints.deadline_hours: -3 is out of range";
        QTest::newRow("budget without currency")
            << R"("constraints":{"budget":{"amount":100}})"
            << ": constraints.budget.currency: missing required string";
        QTest::newRow("unknown plan currency") << R"("currency":{"code":"DOGE"})"
                                               << ": currency.code: unknown currency \"DOGE\"";
        QTest::newRow("mfu above 1") << R"("performance":{"mfu":4})"
                                     << ": performance.mfu: 4 is out of range";
        QTest::newRow("typo in data") << R"("data":{"datset_gb":5})"
                                      << ": data.datset_gb: unknown field";
    }
    void planBadScenarioSections() {
        QFETCH(QString, extra);
        QFETCH(QString, suffix);
        const std::string path = write(
            "bad-plan.gpuplan.json",
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},"workload":{"type":"training","tokens":1e9},)" +
                extra.toStdString() + "}");
        const Run r = gpuplan({"plan", path, "--json"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.empty());
        QVERIFY2(QString::fromStdString(r.err).startsWith(QString::fromStdString(path) + suffix),
                 r.err.c_str());
    }

    // gpuplan probe: measured against the datasheet; gpuplan plan --probe: the own machine.
    void probeCommands() {
        const std::string probe = fixture("probe/synthetic-h100.json");
        const Run shown = gpuplan({"probe", probe, "--json"});
        QCOMPARE(shown.code, 0);
        const json p = json::parse(shown.out);
        QCOMPARE(p["devices"][0]["catalog_gpu"].get<std::string>(), std::string("h100-sxm"));
        const json bf16 = p["devices"][0]["comparison"][1];
        QCOMPARE(bf16["quantity"].get<std::string>(), std::string("bf16"));
        QCOMPARE(bf16["measured"].get<double>(), 7e14);
        QCOMPARE(bf16["datasheet"].get<double>(), 989.4e12);
        QCOMPARE(bf16["planned_as"].get<double>(), 8.75e14);
        const Run text = gpuplan({"probe", probe});
        QVERIFY2(text.out.find("70.7%") != std::string::npos, text.out.c_str());

        const Run planned = gpuplan(
            {"plan", resource("examples/llama3-8b-lora.gpuplan.json"), "--probe", probe, "--json"});
        QCOMPARE(planned.code, 0);
        const json j = json::parse(planned.out);
        QCOMPARE(j["local_probe"]["device"].get<std::string>(),
                 std::string("NVIDIA H100 80GB HBM3"));
        QVERIFY(j["local_probe"]["job_hours"].get<double>() > 0);
        bool local = false;
        for (const auto& o : j["options"])
            local = local || o["provider"] == "local";
        QVERIFY(local);
        bool said = false;
        for (const auto& w : j["warnings"])
            said = said || w.get<std::string>().find("already owned") != std::string::npos;
        QVERIFY(said);
    }

    void offeringsAndImport() {
        const json o = json::parse(gpuplan({"offerings", "--json"}).out);
        QVERIFY(o["offerings"].size() >= 40);
        QVERIFY(o["providers"].size() >= 7);
        const std::string out = dir_.path().toStdString() + "/imported.json";
        const Run imp = gpuplan({"catalog", "import-skypilot", fixture("skypilot/lambda/vms.csv"),
                                 "-o", out, "--as-of", "2026-11-30"});
        QCOMPARE(imp.code, 0);
        QVERIFY(imp.out.find("3 offerings") != std::string::npos);
        // The imported catalog plans like any other (Lambda's own provider id is not in
        // providers.json).
        const Run plan = gpuplan({"plan", resource("examples/bert-base-finetune.gpuplan.json"),
                                  "--catalog", out, "--json"});
        QCOMPARE(plan.code, 0);
        const Run bad =
            gpuplan({"catalog", "import-skypilot", fixture("skypilot/bad-price.csv"), "-o", out});
        QCOMPARE(bad.code, 2);
        // The failed import left the earlier file intact: its 3 offerings load (replacing the
        // bundled prices of the same Lambda instances, issue #24's duplicate rule).
        const json after = json::parse(gpuplan({"offerings", "--catalog", out, "--json"}).out);
        int imported = 0;
        for (const json& e : after["offerings"])
            imported += e["source"] == "SkyPilot catalog " + fixture("skypilot/lambda/vms.csv");
        QCOMPARE(imported, 3);
    }

    void realBinaryExitCode() {
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_EXECUTABLE),
                {QStringLiteral("memory"), QStringLiteral("/nonexistent/s.gpuplan.json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()),
                 QStringLiteral("/nonexistent/s.gpuplan.json: (top level): cannot open file\n"));
    }
};

int runTestCli(int argc, char** argv) {
    TestCli t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_cli.moc"
