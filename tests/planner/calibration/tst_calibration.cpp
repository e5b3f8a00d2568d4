// Reading what real runs measured (planner/calibration): every tool's log and benchmark format
// the fixtures hold (tests/fixtures/calibration/README.md), with the figures computed by hand
// from the fixture lines; broken and foreign files named with the file and what was expected.
#include "calibration/serving_benchmark.h"
#include "calibration/training_log.h"
#include "io/errors.h"
#include "near.h"
#include "test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace gpuplanner;

namespace {

std::string calibrationFixture(const char* name) {
    return fixture(std::string("calibration/") + name);
}

} // namespace

class TestCalibration final : public QObject {
    Q_OBJECT

private slots:
    // Megatron-LM: the first logging interval (warm-up) dropped; 12.1, 12.0 (the "X/MEAN"
    // form) and 12.3 s remain, median 12.1 s; the arguments block gives the layout; max
    // allocated 61,234.5 MB = 59.80 GiB.
    void megatronLog() {
        const TrainingLog log = read_training_log(calibrationFixture("megatron_gpt_8b.log"));
        QCOMPARE(log.tool, TrainingLogTool::Megatron);
        QCOMPARE(log.step_seconds.size(), std::size_t(3));
        QVERIFY(near(*log.median_step_seconds(), 12.1));
        QCOMPARE(log.tflops_per_gpu.size(), std::size_t(3));
        QVERIFY(near(log.tflops_per_gpu[1], 398.7));
        QCOMPARE(*log.layout.tensor, std::int64_t(4));
        QCOMPARE(*log.layout.pipeline, std::int64_t(4));
        QCOMPARE(*log.layout.data, std::int64_t(4));
        QCOMPARE(*log.layout.context, std::int64_t(1));
        QCOMPARE(*log.layout.expert, std::int64_t(1));
        QVERIFY(!log.layout.virtual_stages); // "None"
        QCOMPARE(*log.layout.micro_batch, std::int64_t(1));
        QCOMPARE(*log.layout.global_batch, std::int64_t(512));
        QCOMPARE(*log.layout.sequence_length, std::int64_t(4096));
        QCOMPARE(*log.layout.world_size, std::int64_t(64));
        QCOMPARE(log.layout.recompute, std::string("selective"));
        QCOMPARE(log.date, std::string("2026-11-20"));
        QVERIFY(near(*log.peak_memory_gib, 61234.5 / 1024.0));
        QCOMPARE(log.measurements(), std::size_t(3));
    }

    // torchtitan, coloured: steps 10-30 at 6,210, 6,190 and 6,250 tokens/s per GPU (median
    // 6,210; thousands separators read); the last MFU 30.61%; the highest memory 41.05 GiB.
    void torchtitanLog() {
        const TrainingLog log = read_training_log(calibrationFixture("torchtitan_llama3_8b.log"));
        QCOMPARE(log.tool, TrainingLogTool::TorchTitan);
        QCOMPARE(log.tokens_per_second_per_gpu.size(), std::size_t(3));
        QVERIFY(near(*median_of(log.tokens_per_second_per_gpu), 6210));
        QVERIFY(near(*log.mfu, 0.3061));
        QVERIFY(near(*log.peak_memory_gib, 41.05));
        QCOMPARE(log.date, std::string("2026-11-21"));
    }

    // DeepSpeed's throughput timer: 9.87 samples/s dropped (warm-up), 12.0, 11.8, 12.4 kept;
    // MaxMemAllocated at most 52.81 GB (DeepSpeed's "GB" is 2^30 bytes: memory_allocated /
    // 1024**3).
    void deepspeedLog() {
        const TrainingLog log = read_training_log(calibrationFixture("deepspeed_zero3.log"));
        QCOMPARE(log.tool, TrainingLogTool::DeepSpeed);
        QCOMPARE(log.samples_per_second, (std::vector<double>{12.0, 11.8, 12.4}));
        QVERIFY(near(*median_of(log.samples_per_second), 12.0));
        QVERIFY(near(*log.peak_memory_gib, 52.81));
        QCOMPARE(log.date, std::string("2026-11-22"));
    }

    // Trainer's closing metrics: 0.8 steps/s is 1.25 s a step over the whole job.
    void hfTrainerLog() {
        const TrainingLog log = read_training_log(calibrationFixture("hf_trainer_lora.log"));
        QCOMPARE(log.tool, TrainingLogTool::HfTrainer);
        QVERIFY(near(*log.median_step_seconds(), 1.25));
        QVERIFY(near(log.samples_per_second.at(0), 24.615));
    }

    // vllm bench serve JSON: milliseconds to seconds; 1,024,000 input and 256,000 output tokens
    // over 1,000 requests are 1,024 and 256 a request.
    void vllmBenchJson() {
        const ServingBenchmark b =
            read_serving_benchmark(calibrationFixture("vllm_bench_llama3_70b.json"));
        QCOMPARE(b.tool, std::string("vllm_bench_json"));
        QVERIFY(near(b.output_tokens_per_second, 1946.47));
        QCOMPARE(b.completed, std::int64_t(1000));
        QVERIFY(near(*b.mean_input_tokens, 1024));
        QVERIFY(near(*b.mean_output_tokens, 256));
        QVERIFY(near(*b.mean_ttft_seconds, 0.1824));
        QVERIFY(near(*b.p99_tpot_seconds, 0.0399));
        QVERIFY(near(*b.request_rate, 8.0));
        QCOMPARE(*b.max_concurrency, std::int64_t(64));
        QCOMPARE(b.date, std::string("2026-11-23"));
        QCOMPARE(b.model, std::string("meta-llama/Llama-3.1-70B-Instruct"));
    }

    // SGLang's printed block: the same figures from the text; it prints ITL, not TPOT.
    void sglangBenchText() {
        const ServingBenchmark b =
            read_serving_benchmark(calibrationFixture("sglang_bench_serving.txt"));
        QCOMPARE(b.tool, std::string("bench_serving_text"));
        QVERIFY(near(b.output_tokens_per_second, 2133.33));
        QVERIFY(near(b.duration_seconds, 120.0));
        QCOMPARE(b.completed, std::int64_t(1000));
        QVERIFY(near(*b.mean_ttft_seconds, 0.25));
        QVERIFY(near(*b.p99_ttft_seconds, 0.9));
        QVERIFY(!b.mean_tpot_seconds);
        QCOMPARE(*b.max_concurrency, std::int64_t(64));
        QVERIFY(near(*b.mean_input_tokens, 1024));
    }

    // What cannot be read says which file and what was expected; nothing half-read comes back.
    void badInput_data() {
        QTest::addColumn<QString>("content");
        QTest::addColumn<bool>("serving");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty log") << "" << false << "no Megatron iteration line";
        QTest::newRow("foreign log") << "hello\nworld\n" << false << "in 2 line(s)";
        QTest::newRow("warm-up only")
            << " iteration       10/     100 | elapsed time per iteration (ms): 1000.0 |\n"
            << false << "only the first megatron step";
        QTest::newRow("binary line") << QString(200000, QLatin1Char('x')) + QStringLiteral("\n")
                                     << false << "no Megatron iteration line";
        QTest::newRow("json without throughput")
            << R"({"duration": 10, "completed": 5})" << true << "output_throughput";
        QTest::newRow("broken json") << R"({"output_throughput": )" << true << "bench.txt";
        QTest::newRow("text without block") << "Backend: vllm\n"
                                            << true << "Serving Benchmark Result";
        QTest::newRow("block without throughput")
            << "==== Serving Benchmark Result ====\nSuccessful requests: 3\n"
            << true << "Output token throughput";
    }
    void badInput() {
        QFETCH(QString, content);
        QFETCH(bool, serving);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("bench.txt")).toStdString();
        std::ofstream(file, std::ios::binary) << content.toStdString();
        try {
            if (serving)
                (void)read_serving_benchmark(file);
            else
                (void)read_training_log(file);
            QFAIL("accepted");
        } catch (const InputError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find(file) == 0, what.c_str());
            QVERIFY2(what.find(expected.toStdString()) != std::string::npos, what.c_str());
        }
    }

    void missingAndFolder() {
        QTemporaryDir dir;
        for (const std::string& f :
             {dir.filePath(QStringLiteral("none.log")).toStdString(), dir.path().toStdString()}) {
            try {
                (void)read_training_log(f);
                QFAIL("accepted");
            } catch (const InputError& e) {
                QVERIFY2(std::string(e.what()).find(f) == 0, e.what());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
