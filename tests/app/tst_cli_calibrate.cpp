// gpuplan calibrate (issue #30): training logs and serving benchmarks against their plans,
// written as a calibration file that plan --calibration then applies.
#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>

class TestCliCalibrate final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    // gpuplan calibrate (issue #30): a Megatron log against the plan of its own layout on the
    // scenario's hardware, written as a calibration the plan then uses; a log more than 3x off
    // is shown, not written (exit 1); a log it cannot read names the file (exit 2); nothing is
    // written half.
    void calibrateCommand() {
        const std::string scenario = write_file(dir_, "cal.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        const std::string out = dir_.filePath(QStringLiteral("cal.json")).toStdString();
        const std::string log = fixture("calibration/megatron_gpt_8b.log");
        Run r = gpuplan({"calibrate", log, "--scenario", scenario, "-o", out, "--json"});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out);
        const double factor = j["runs"][0]["factor"].get<double>();
        // The log's median step (4.1 s) over the plan's step on dp 4 x tp 4 x pp 4.
        QVERIFY(std::abs(factor - 4.1 / j["runs"][0]["planned"].get<double>()) < 1e-9);
        QCOMPARE(j["runs"][0]["layout"].get<std::string>(), std::string("dp 4 x tp 4 x pp 4"));
        const Run before = gpuplan({"plan", scenario, "--json", "--top", "1"});
        const Run after = gpuplan({"plan", scenario, "--json", "--top", "1", "--calibration", out});
        QCOMPARE(after.code, 0);
        const auto b = nlohmann::json::parse(before.out)["options"][0];
        const auto a = nlohmann::json::parse(after.out)["options"][0];
        QCOMPARE(a["strategy"]["time"]["calibration"]["source"].get<std::string>(),
                 std::string("megatron_gpt_8b.log"));
        QVERIFY(a["hours"].get<double>() > b["hours"].get<double>() * 1.2);
        // The wrong scenario (the run was not on L4s): more than 3x from its plan, shown,
        // refused, nothing written.
        const std::string slow = write_file(dir_, "slow.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e11, "sequence_length": 4096},
            "hardware": {"gpu": "l4", "count": 64},
            "performance": {"stack": "megatron_core"}})");
        const std::string none = dir_.filePath(QStringLiteral("none.json")).toStdString();
        r = gpuplan({"calibrate", log, "--scenario", slow, "-o", none});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.find("REFUSED") != std::string::npos, r.out.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(none)));
        r = gpuplan({"calibrate", scenario, "--scenario", scenario, "-o", none});
        QCOMPARE(r.code, 2);
        // A JSON file that is no benchmark (here the scenario) says what it was read as.
        QVERIFY2(r.err.find("is this a vllm bench serve result") != std::string::npos,
                 r.err.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(none)));
    }

    // A serving benchmark (issue #30): vLLM's result at the plan's own prefill and 1.25x its
    // decode step calibrates to x1 and x1.25; plan --calibration moves the time per output
    // token to what the benchmark measured and says so in its text and JSON.
    void calibrateServing() {
        const std::string scenario = write_file(dir_, "serve.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3.1-8b"},
            "workload": {"type": "inference", "prompt_tokens": 1024, "output_tokens": 256,
                         "concurrency": 32, "tensor_parallel": 1},
            "hardware": {"gpu": "h100-sxm", "count": 1}})");
        const Run before = gpuplan({"plan", scenario, "--json", "--top", "1"});
        QCOMPARE(before.code, 0);
        const auto b = nlohmann::json::parse(before.out)["options"][0];
        const double step = b["decode_step_seconds"].get<double>();
        const double tpot = b["tpot_seconds"].get<double>() + 0.25 * step;
        // vLLM's API server inside the time to first token (docs/performance.md): 9.94 ms of its
        // time and 25 ms of latency; at 32 in flight the GPU, not the server, sets the rate.
        QCOMPARE(b["api_server_seconds"].get<double>(), 9.94e-3 + 25e-3);
        QVERIFY(!b["api_server_bound"].get<bool>());
        const std::string bench =
            write_file(dir_, "bench.json",
                       nlohmann::json{{"date", "20261125-093000"},
                                      {"max_concurrency", 32},
                                      {"duration", 100.0},
                                      {"completed", 500},
                                      {"total_input_tokens", 512000},
                                      {"total_output_tokens", 128000},
                                      {"output_throughput", 1280.0},
                                      {"median_ttft_ms", b["ttft_seconds"].get<double>() * 1000.0},
                                      {"median_tpot_ms", tpot * 1000.0}}
                           .dump());
        const std::string out = dir_.filePath(QStringLiteral("serve-cal.json")).toStdString();
        Run r = gpuplan({"calibrate", bench, "--scenario", scenario, "-o", out, "--json"});
        QCOMPARE(r.code, 0);
        const auto runs = nlohmann::json::parse(r.out)["runs"];
        QCOMPARE(runs.size(), std::size_t(3)); // TTFT, TPOT; output tokens/s shown beside
        QVERIFY(!runs[2].contains("kind"));    // shown beside, not a calibration
        QVERIFY(std::abs(runs[0]["factor"].get<double>() - 1.0) < 1e-6);
        QVERIFY(std::abs(runs[1]["factor"].get<double>() - 1.25) < 1e-6);
        const Run after = gpuplan({"plan", scenario, "--json", "--top", "1", "--calibration", out});
        const auto a = nlohmann::json::parse(after.out)["options"][0];
        QVERIFY(std::abs(a["tpot_seconds"].get<double>() - tpot) < 1e-6 * tpot);
        QCOMPARE(a["calibrations"].size(), std::size_t(2));
        QCOMPARE(a["calibrations"][1]["kind"].get<std::string>(),
                 std::string("serving_decode_step_time"));
        r = gpuplan({"plan", scenario, "--top", "1", "--calibration", out});
        QVERIFY2(r.out.find("calibrated decode step: x1.250") != std::string::npos, r.out.c_str());
        // A benchmark for a training scenario is named, not planned.
        const std::string training = write_file(dir_, "train.gpuplan.json", R"({
            "format": "gpuplanner-scenario", "version": 1, "model": {"preset": "llama-3-8b"},
            "workload": {"type": "training", "tokens": 1e9},
            "hardware": {"gpu": "h100-sxm", "count": 8}})");
        r = gpuplan({"calibrate", bench, "--scenario", training, "-o", out + ".2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("workload.type") != std::string::npos, r.err.c_str());
    }

    // gpuprobe's measurements feed the same file (issue #30): a calibration holding a probe
    // result plans the measured GPU as the own machine exactly as --probe does; calibrating
    // logs without a scenario is named.
    void probeIntoTheCalibration() {
        const std::string probe = fixture("probe/synthetic-h100.json");
        const std::string out = dir_.filePath(QStringLiteral("probe-cal.json")).toStdString();
        Run r = gpuplan({"calibrate", probe, "-o", out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.find("gpuprobe result kept") != std::string::npos, r.out.c_str());
        const std::string scenario = resource("examples/llama3-8b-lora.gpuplan.json");
        const Run viaProbe = gpuplan({"plan", scenario, "--json", "--probe", probe});
        const Run viaCalibration = gpuplan({"plan", scenario, "--json", "--calibration", out});
        QCOMPARE(viaCalibration.code, 0);
        const auto a = nlohmann::json::parse(viaProbe.out);
        const auto b = nlohmann::json::parse(viaCalibration.out);
        QVERIFY(a.contains("local_probe"));
        QCOMPARE(b["local_probe"]["device"], a["local_probe"]["device"]);
        QCOMPARE(b["local_probe"]["comparison"], a["local_probe"]["comparison"]);
        QCOMPARE(b["options"][0]["cost"], a["options"][0]["cost"]);
        r = gpuplan({"calibrate", fixture("calibration/megatron_gpt_8b.log"), "-o", out + ".2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("--scenario") != std::string::npos, r.err.c_str());
    }
};

int runTestCliCalibrate(int argc, char** argv) {
    TestCliCalibrate t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_cli_calibrate.moc"
