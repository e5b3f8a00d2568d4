// gpuplan validate: the published runs of docs/validation planned from their published facts
// only, with the accuracy the table states. Split out of tst_cli.cpp; runs in its binary.
#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <QTemporaryDir>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

using nlohmann::json;

class TestCliValidate final : public QObject {
    Q_OBJECT

private slots:
    // Published runs planned from only the published facts: the table of docs/validation.md.
    // Fails when the model's accuracy regresses past today's (20 runs: median 10%, worst 54%,
    // the MPT-7B benchmark on one A100 node at 64% MFU against the 40% assumed), or when a run
    // no longer plans or the strategy is missing.
    void validatePublishedRuns() {
        const std::string dir = resource("../docs/validation");
        const Run r = gpuplan({"validate", dir, "--json"});
        QCOMPARE(r.code, 0);
        const json j = json::parse(r.out);
        QVERIFY(j["runs"].size() >= 20);
        for (const auto& run : j["runs"]) {
            QVERIFY2(run["predicted_gpu_hours"].get<double>() > 0,
                     run["name"].get<std::string>().c_str());
            QVERIFY(run.contains("strategy"));
            QVERIFY(run["strategy"]["global_batch_exceeded"] == false);
            // Llama 3.1 405B at 8 K on 16 K H100s: interleaved over 16 stages as Meta ran it,
            // and no 512- or 1,024-token slices of the sequence (it took cp 16 x pp 64 before
            // the hops and the shorter attention blocks had a cost; NVIDIA's recipe has cp 2).
            if (run["name"] == "Llama 3.1 405B") {
                QVERIFY(run["strategy"]["context_parallel"].get<int>() <= 4);
                QVERIFY(run["strategy"]["virtual_pipeline_stages"].get<int>() > 1);
            }
        }
        // The time model alone, layouts pinned (Korthikanti et al. 2022, Table 5, and Narayanan
        // et al. 2021, Table 1): today mean 5.4%, worst 10.7% over 18 runs (Korthikanti's 8 alone:
        // 4.2%, 9.2%; issue #28's goal: 3.5% and 8%, not met yet).
        QVERIFY(j["pinned"].size() >= 18);
        for (const auto& run : j["pinned"])
            QVERIFY2(run["predicted_seconds_per_iteration"].get<double>() > 0,
                     run["name"].get<std::string>().c_str());
        QVERIFY2(j["pinned_mean_abs_error"].get<double>() <= 0.055, r.out.c_str());
        QVERIFY2(j["pinned_worst_abs_error"].get<double>() <= 0.11, r.out.c_str());
        // The stacks' own benchmark tables, layouts pinned (docs/calibration): llm-foundry's six
        // rows within 11% with its achieved share (0.77; -20% to -30% without it), Megatron-
        // Core's four printed with their spread (-23% to +40%).
        {
            const std::string cal = resource("../docs/calibration");
            const Run c = gpuplan({"validate", cal, "--json"});
            QCOMPARE(c.code, 0);
            const auto cj = nlohmann::json::parse(c.out);
            QCOMPARE(cj["pinned"].size(), std::size_t(10));
            QVERIFY(cj["runs"].empty());
            for (const auto& run : cj["pinned"]) {
                const std::string name = run["name"].get<std::string>();
                const double e = run["error"].get<double>();
                if (name.rfind("llm-foundry", 0) == 0)
                    QVERIFY2(std::abs(e) <= 0.11, name.c_str());
                else
                    QVERIFY2(std::abs(e) <= 0.45, name.c_str());
            }
        }
        // Each row compared with the planner's figure of its own kind (wall clock, or a
        // benchmark rate without the goodput the default utilisation holds; each row's kind
        // audited against its source, docs/validation/target-audit.md): today median 9.6%,
        // worst 39%; the low-high range holds the published figure for 18 of 20 runs (issue
        // #28's goals: median 10%, worst 35%, coverage 80%).
        QVERIFY2(j["median_abs_error"].get<double>() <= 0.10, r.out.c_str());
        QVERIFY2(j["worst_abs_error"].get<double>() <= 0.40, r.out.c_str());
        QVERIFY2(j["range_coverage"].get<double>() >= 0.8, r.out.c_str());
        for (const auto& run : j["runs"]) {
            const std::string figure = run["figure"].get<std::string>();
            QVERIFY(figure == "wall_clock" || figure == "benchmark_rate");
            QVERIFY(run["predicted_low_gpu_hours"].get<double>() <
                    run["predicted_gpu_hours"].get<double>());
            QVERIFY(run["predicted_high_gpu_hours"].get<double>() >
                    run["predicted_gpu_hours"].get<double>());
        }
        // Serving engines' logged memory: weights per GPU within 1%, KV-cache tokens within 7%
        // (today: 1.2% for vLLM 0.19, 6.0% for a V0 log), at least 11 facts. The MoE rows are
        // held to 11% (today +7.5% Mixtral, +10.0% Qwen3-30B-A3B: vLLM's fused-MoE workspace in
        // its profile run is not modelled, docs/validation.md).
        QVERIFY(j["serving"].size() >= 11);
        int with_kv = 0;
        for (const auto& f : j["serving"]) {
            const std::string& name = f["name"].get_ref<const std::string&>();
            QVERIFY2(std::abs(f["weights_error"].get<double>()) <= 0.01, name.c_str());
            if (f.contains("kv_tokens_error")) {
                ++with_kv;
                const double bar = name.find("(MoE") != std::string::npos ? 0.11 : 0.07;
                QVERIFY2(std::abs(f["kv_tokens_error"].get<double>()) <= bar, name.c_str());
            }
        }
        QVERIFY(with_kv >= 8);
        // Published serving throughput (TensorRT-LLM's tables at stated batch sizes): every fact
        // planned, and the model no further off than today (median 15%, worst +263%: Llama 2 70B
        // at tp 4, see docs/validation.md; with the engines' fixed costs median 9%, worst
        // +222%; with the collectives at 80% of the links, median 7%, worst +208%).
        QVERIFY(j["throughput"].size() >= 11);
        for (const auto& f : j["throughput"])
            QVERIFY2(f["predicted_tokens_per_second_per_gpu"].get<double>() > 0,
                     f["name"].get_ref<const std::string&>().c_str());
        QVERIFY2(j["throughput_median_abs_error"].get<double>() <= 0.10, r.out.c_str());
        QVERIFY2(j["throughput_worst_abs_error"].get<double>() <= 2.15, r.out.c_str());
        // Batch-1 latency (time per output token, engine and version named; issue #28's goal a
        // median within 15%): today median 5%, worst -40% (405B int8 on gpt-fast), 16 facts,
        // each with the engine's fixed costs inside.
        QVERIFY(j["latency"].size() >= 16);
        for (const auto& f : j["latency"]) {
            QVERIFY2(f["predicted_ms"].get<double>() > 0,
                     f["name"].get_ref<const std::string&>().c_str());
            QVERIFY2(f["fixed_ms"].get<double>() > 0,
                     f["name"].get_ref<const std::string&>().c_str());
        }
        QVERIFY2(j["latency_median_abs_error"].get<double>() <= 0.15, r.out.c_str());
        QVERIFY2(j["latency_worst_abs_error"].get<double>() <= 0.45, r.out.c_str());
        // Serving at a stated load (vllm bench serve runs of GPUStack's performance lab, vLLM
        // 0.11.0 with its defaults; issue #31's goals: throughput median 15%, worst 40%,
        // percentiles within 25%, not met, see docs/validation.md): every benchmark simulated,
        // each figure positive, and the model no further off than today (session 33, attention
        // at the KV cache's peak: throughput median 28%, worst +136% for DeepSeek-R1 at 4 in
        // flight; percentiles median 24%, 53% within 25%).
        QVERIFY(j["load"].size() >= 28);
        for (const auto& f : j["load"]) {
            const std::string& name = f["name"].get_ref<const std::string&>();
            QVERIFY2(f["planned"].get<bool>(), name.c_str());
            QVERIFY2(f["predicted"]["requests_per_second"].get<double>() > 0, name.c_str());
            QCOMPARE(f["percentile_errors"].size(), std::size_t(4));
        }
        QVERIFY2(j["load_throughput_median_abs_error"].get<double>() <= 0.29, r.out.c_str());
        QVERIFY2(j["load_throughput_worst_abs_error"].get<double>() <= 1.5, r.out.c_str());
        QVERIFY2(j["load_percentile_median_abs_error"].get<double>() <= 0.25, r.out.c_str());
        QVERIFY2(j["load_percentiles_within_25"].get<double>() >= 0.50, r.out.c_str());
        // The text form is what docs/validation.md shows between its markers, as printed
        // (scripts/update-validation-doc.sh writes it in).
        const Run text = gpuplan({"validate", dir});
        QCOMPARE(text.code, 0);
        std::ifstream page(resource("../docs/validation.md"));
        std::stringstream doc;
        doc << page.rdbuf();
        const std::string begin = "<!-- gpuplan validate: begin -->\n";
        const std::size_t from = doc.str().find(begin);
        const std::size_t to = doc.str().find("<!-- gpuplan validate: end -->");
        QVERIFY(from != std::string::npos && to != std::string::npos);
        QVERIFY2(doc.str().substr(from + begin.size(), to - from - begin.size()) == text.out,
                 "docs/validation.md differs from gpuplan validate: run "
                 "scripts/update-validation-doc.sh");
        QVERIFY(text.out.find("| Llama 2 70B | 2,048 x A100-80GB | wall clock | 1,720,320 |") !=
                std::string::npos);
        // A folder without runs.json is a usage error.
        QCOMPARE(gpuplan({"validate", resource("models")}).code, 2);
    }

    // A broken serving benchmark names runs.json, the fact and the field; nothing is written.
    void brokenLoadFactIsNamed() {
        QTemporaryDir tmp;
        const std::string dir = tmp.path().toStdString();
        const std::string from = resource("../docs/validation");
        for (const auto& entry : std::filesystem::directory_iterator(from))
            std::filesystem::copy_file(entry.path(), dir + "/" + entry.path().filename().string());
        json runs;
        {
            std::ifstream in(dir + "/runs.json");
            in >> runs;
        }
        runs["load"][0]["published"].erase("median_ttft_ms");
        {
            std::ofstream out(dir + "/runs.json");
            out << runs.dump(1);
        }
        const Run r = gpuplan({"validate", dir});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("runs.json") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("load[0].published.median_ttft_ms") != std::string::npos,
                 r.err.c_str());
        runs["load"][0]["published"]["median_ttft_ms"] = 1.0;
        runs["load"][0]["requests"] = 0; // no requests
        {
            std::ofstream out(dir + "/runs.json");
            out << runs.dump(1);
        }
        const Run zero = gpuplan({"validate", dir});
        QCOMPARE(zero.code, 2);
        QVERIFY2(zero.err.find("load[0].requests") != std::string::npos, zero.err.c_str());
    }
};

int runTestCliValidate(int argc, char** argv) {
    TestCliValidate t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_cli_validate.moc"
