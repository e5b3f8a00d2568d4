// The log and benchmark readers against their fixtures (planner/calibration/: training_log,
// serving_benchmark, progress_bar, log_lines): every format with figures computed by hand from
// the fixture lines, broken and foreign input. Planning with the readings: tst_calibration.
#include "calibration/calibrate.h"
#include "calibration/log_lines.h"
#include "calibration/progress_bar.h"
#include "calibration/serving_benchmark.h"
#include "calibration/training_log.h"
#include "io/errors.h"
#include "io/resources.h"
#include "near.h"
#include "plan/catalogs.h"
#include "plan_test_support.h"
#include "test_paths.h"
#include "time/calibration.h"
#include "time/time_range.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>

using namespace gpuplanner;

namespace {

std::string calibrationFixture(const char* name) {
    return fixture(std::string("calibration/") + name);
}

} // namespace

class TestCalibrationLogs final : public QObject {
    Q_OBJECT

private slots:
    // Megatron-LM: the first logging interval (warm-up) dropped; 4.1, 4.0 (the "X/MEAN"
    // form) and 4.2 s remain, median 4.1 s; the arguments block gives the layout; max
    // allocated 61,234.5 MB = 59.80 GiB.
    void megatronLog() {
        const TrainingLog log = read_training_log(calibrationFixture("megatron_gpt_8b.log"));
        QCOMPARE(log.tool, TrainingLogTool::Megatron);
        QCOMPARE(log.step_seconds.size(), std::size_t(3));
        QVERIFY(near(log.median_step_seconds().value_or(-1), 4.1));
        QCOMPARE(log.tflops_per_gpu.size(), std::size_t(3));
        QVERIFY(near(log.tflops_per_gpu[1], 398.7));
        QCOMPARE(log.layout.tensor.value_or(-1), std::int64_t(4));
        QCOMPARE(log.layout.pipeline.value_or(-1), std::int64_t(4));
        QCOMPARE(log.layout.data.value_or(-1), std::int64_t(4));
        QCOMPARE(log.layout.context.value_or(-1), std::int64_t(1));
        QCOMPARE(log.layout.expert.value_or(-1), std::int64_t(1));
        QVERIFY(!log.layout.virtual_stages); // "None"
        QCOMPARE(log.layout.micro_batch.value_or(-1), std::int64_t(1));
        QCOMPARE(log.layout.global_batch.value_or(-1), std::int64_t(512));
        QCOMPARE(log.layout.sequence_length.value_or(-1), std::int64_t(4096));
        QCOMPARE(log.layout.world_size.value_or(-1), std::int64_t(64));
        QCOMPARE(log.layout.recompute, std::string("selective"));
        QCOMPARE(log.date, std::string("2026-11-20"));
        QVERIFY(near(log.peak_memory_gib.value_or(-1), 61234.5 / 1024.0));
        QCOMPARE(log.measurements(), std::size_t(3));
    }

    // torchtitan, coloured: steps 10-30 at 6,210, 6,190 and 6,250 tokens/s per GPU (median
    // 6,210; thousands separators read); the last MFU 30.61%; the highest memory 41.05 GiB.
    void torchtitanLog() {
        const TrainingLog log = read_training_log(calibrationFixture("torchtitan_llama3_8b.log"));
        QCOMPARE(log.tool, TrainingLogTool::TorchTitan);
        QCOMPARE(log.tokens_per_second_per_gpu.size(), std::size_t(3));
        QVERIFY(near(median_of(log.tokens_per_second_per_gpu).value_or(-1), 6210));
        QVERIFY(near(log.mfu.value_or(-1), 0.3061));
        QVERIFY(near(log.peak_memory_gib.value_or(-1), 41.05));
        QCOMPARE(log.date, std::string("2026-11-21"));
    }

    // DeepSpeed's throughput timer: 9.87 samples/s dropped (warm-up), 12.0, 11.8, 12.4 kept;
    // MaxMemAllocated at most 52.81 GB (DeepSpeed's "GB" is 2^30 bytes: memory_allocated /
    // 1024**3).
    void deepspeedLog() {
        const TrainingLog log = read_training_log(calibrationFixture("deepspeed_zero3.log"));
        QCOMPARE(log.tool, TrainingLogTool::DeepSpeed);
        QCOMPARE(log.samples_per_second, (std::vector<double>{12.0, 11.8, 12.4}));
        QVERIFY(near(median_of(log.samples_per_second).value_or(-1), 12.0));
        QVERIFY(near(log.peak_memory_gib.value_or(-1), 52.81));
        QCOMPARE(log.date, std::string("2026-11-22"));
    }

    // Trainer's closing metrics: 0.8 steps/s is 1.25 s a step over the whole job.
    void hfTrainerLog() {
        const TrainingLog log = read_training_log(calibrationFixture("hf_trainer_lora.log"));
        QCOMPARE(log.tool, TrainingLogTool::HfTrainer);
        QVERIFY(near(log.median_step_seconds().value_or(-1), 1.25));
        QVERIFY(near(log.samples_per_second.at(0), 24.615));
    }

    // Real Trainer runs on an H200 (fixtures/calibration/README.md): the bar's rates from step
    // 13 of 60 on (5n > 60), median 2.18 it/s (full) and 1.99 it/s (LoRA), where the run's own
    // callback timed 0.4586 and 0.5024 s a step; the closing metrics, quoted ('1.953'), would
    // have said 0.512 s with the warm-up. Peak memory from the script's max_memory_allocated
    // line.
    void hfTrainerRealLog_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("step");
        QTest::addColumn<double>("samplesPerSecond");
        QTest::addColumn<double>("peakGib");
        QTest::newRow("full") << "hf_trainer_h200_full.log" << 1 / 2.18 << 15.63 << 99.09;
        QTest::newRow("lora") << "hf_trainer_h200_lora.log" << 1 / 1.99 << 15.6 << 77.93;
    }
    void hfTrainerRealLog() {
        QFETCH(QString, file);
        QFETCH(double, step);
        QFETCH(double, samplesPerSecond);
        QFETCH(double, peakGib);
        const TrainingLog log = read_training_log(calibrationFixture(file.toStdString().c_str()));
        QCOMPARE(log.tool, TrainingLogTool::HfTrainer);
        QVERIFY(near(log.median_step_seconds().value_or(-1), step));
        QVERIFY(log.measurements() >= 48); // every step from 13 to 60 drew the bar
        QVERIFY(near(log.samples_per_second.at(0), samplesPerSecond));
        QVERIFY(near(log.peak_memory_gib.value_or(-1), peakGib));
    }

    // A log whose first line is a JSON dict (the run script's own) is a log, not a benchmark
    // result; a benchmark result cut short is named as broken JSON and as no log either.
    void jsonLookingLogsAndBrokenJson() {
        QVERIFY(!looks_like_serving_benchmark(calibrationFixture("hf_trainer_h200_full.log")));
        QVERIFY(!is_json_document(calibrationFixture("hf_trainer_h200_full.log")));
        QVERIFY(is_json_document(calibrationFixture("vllm_bench_llama3_70b.json")));
        QTemporaryDir dir;
        const std::string cut =
            write_file(dir, "cut.json", R"({"date": "2026", "output_throughput": 12)");
        const Catalogs catalogs = load_bundled_catalogs(ResourcePaths{resource("")});
        try {
            (void)calibrate_files({cut}, nlohmann::json::object(), "s.json", catalogs);
            QFAIL("a cut benchmark result was read");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), cut);
            QVERIFY2(e.problem().find("malformed JSON") != std::string::npos &&
                         e.problem().find("nor a training log") != std::string::npos,
                     e.what());
        }
    }

    // Megatron's timers (--timing-log-level 1): exposed data-parallel communication over the
    // interval's time per iteration, the first interval's block skipped: 205 / 4,100 = 0.05,
    // (240 + 80) / 4,000 = 0.08 (params-all-gather counted), 126 / 4,200 = 0.03 from the
    // max-only form; median 0.05. A save-checkpoint block adds nothing.
    void megatronTimers() {
        const TrainingLog log = read_training_log(calibrationFixture("megatron_timers.log"));
        QCOMPARE(log.tool, TrainingLogTool::Megatron);
        QCOMPARE(log.data_parallel_comm_share.size(), std::size_t(3));
        QVERIFY(near(log.data_parallel_comm_share[0], 0.05));
        QVERIFY(near(log.data_parallel_comm_share[1], 0.08));
        QVERIFY(near(log.data_parallel_comm_share[2], 0.03));
        QCOMPARE(log.step_seconds.size(), std::size_t(3)); // the iteration lines as before
    }

    // DeepSpeed's wall_clock_breakdown: bwd_allreduce / (fwd + bwd + step) of the global timers
    // (the microstep lines are not them), the first skipped: 100 / 1,000, 150 / 1,000, 60 /
    // 1,000. Its throughput timer still gives the rate.
    void deepspeedBreakdown() {
        const TrainingLog log = read_training_log(calibrationFixture("deepspeed_breakdown.log"));
        QCOMPARE(log.tool, TrainingLogTool::DeepSpeed);
        QCOMPARE(log.data_parallel_comm_share, (std::vector<double>{0.10, 0.15, 0.06}));
        QCOMPARE(log.samples_per_second, (std::vector<double>{12.0, 11.8, 12.4}));
    }

    // DeepSpeed's flops profiler summary: the profiled step's iter latency (1.25 s), its FLOPS
    // per GPU over the iteration (265.01 TFLOPS), samples/second (25.6); the fwd latency lines
    // and the aggregated profile are not the step.
    void deepspeedFlopsProfiler() {
        const TrainingLog log =
            read_training_log(calibrationFixture("deepspeed_flops_profiler.log"));
        QCOMPARE(log.tool, TrainingLogTool::DeepSpeed);
        QCOMPARE(log.step_seconds, std::vector<double>{1.25});
        QCOMPARE(log.tflops_per_gpu, std::vector<double>{265.01});
        QCOMPARE(log.samples_per_second, std::vector<double>{25.6});
        QCOMPARE(log.date, std::string("2026-11-24"));
    }

    // Lightning's bar: epoch 0's first two steps at 1.5 s/it and every bar before 5 of 20
    // dropped; of the 32 kept, 10 at 2.5 it/s (n = 6, 9, 12, 15, 18 in each epoch) and 22 at
    // 2.0 it/s: median 0.5 s.
    void lightningProgressBar() {
        const TrainingLog log = read_training_log(calibrationFixture("lightning_progress.log"));
        QCOMPARE(log.tool, TrainingLogTool::Lightning);
        QCOMPARE(log.step_seconds.size(), std::size_t(32));
        QVERIFY(near(log.median_step_seconds().value_or(-1), 0.5));
    }

    // Peak-memory lines as training scripts print them: units read, "GB" is 10^9 bytes.
    void memoryLines_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("gib");
        QTest::newRow("GiB") << "max_memory_allocated: 99.09 GiB" << 99.09;
        QTest::newRow("bytes") << "torch.cuda.max_memory_allocated() = 1073741824" << 1.0;
        QTest::newRow("GB") << "max_memory_allocated=2.147483648 GB" << 2.0;
        QTest::newRow("MiB") << "max_memory_allocated 2048 MiB" << 2.0;
        QTest::newRow("none") << "max_memory_allocated: unknown" << -1.0;
    }
    void memoryLines() {
        QFETCH(QString, line);
        QFETCH(double, gib);
        const auto got = memory_gib_after(line.toStdString(), "max_memory_allocated");
        QVERIFY(near(got.value_or(-1), gib));
    }

    // vllm bench serve JSON: milliseconds to seconds; 1,024,000 input and 256,000 output tokens
    // over 1,000 requests are 1,024 and 256 a request.
    void vllmBenchJson() {
        const ServingBenchmark b =
            read_serving_benchmarks(calibrationFixture("vllm_bench_llama3_70b.json")).at(0);
        QCOMPARE(b.tool, std::string("vllm_bench_json"));
        QVERIFY(near(b.output_tokens_per_second, 1946.47));
        QCOMPARE(b.completed, std::int64_t(1000));
        QVERIFY(near(b.mean_input_tokens.value_or(-1), 1024));
        QVERIFY(near(b.mean_output_tokens.value_or(-1), 256));
        QVERIFY(near(b.mean_ttft_seconds.value_or(-1), 0.1824));
        QVERIFY(near(b.p99_tpot_seconds.value_or(-1), 0.0399));
        QVERIFY(near(b.request_rate.value_or(-1), 8.0));
        QCOMPARE(b.max_concurrency.value_or(-1), std::int64_t(64));
        QCOMPARE(b.date, std::string("2026-11-23"));
        QCOMPARE(b.model, std::string("meta-llama/Llama-3.1-70B-Instruct"));
    }

    // SGLang's printed block: the same figures from the text; it prints ITL, not TPOT.
    void sglangBenchText() {
        const ServingBenchmark b =
            read_serving_benchmarks(calibrationFixture("sglang_bench_serving.txt")).at(0);
        QCOMPARE(b.tool, std::string("bench_serving_text"));
        QVERIFY(near(b.output_tokens_per_second, 2133.33));
        QVERIFY(near(b.duration_seconds, 120.0));
        QCOMPARE(b.completed, std::int64_t(1000));
        QVERIFY(near(b.mean_ttft_seconds.value_or(-1), 0.25));
        QVERIFY(near(b.p99_ttft_seconds.value_or(-1), 0.9));
        QVERIFY(!b.mean_tpot_seconds);
        QCOMPARE(b.max_concurrency.value_or(-1), std::int64_t(64)); // "Max request concurrency"
        QVERIFY(near(b.mean_input_tokens.value_or(-1), 1024));
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
                (void)read_serving_benchmarks(file);
            else
                (void)read_training_log(file);
            QFAIL("accepted");
        } catch (const InputError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find(file) == 0, what.c_str());
            QVERIFY2(what.find(expected.toStdString()) != std::string::npos, what.c_str());
        }
    }

    // A run of more steps than a series keeps: every step counted, an even sample of at most
    // kMaxLogSamples kept, its median where the run's is (steps of 1.000, 1.001 and 1.002 s in
    // turn: the median 1.001 s).
    void longRunInFixedMemory() {
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("long.log")).toStdString();
        const std::size_t steps = 2 * kMaxLogSamples + 12345;
        {
            std::ofstream out(file, std::ios::binary);
            for (std::size_t i = 0; i <= steps; ++i) // the first is the warm-up
                out << " iteration " << i
                    << "/ 999999 | elapsed time per iteration (ms): " << (1000 + i % 3) << ".0 |\n";
        }
        const TrainingLog log = read_training_log(file);
        QCOMPARE(log.measurements(), steps);
        QVERIFY(log.step_seconds.size() < kMaxLogSamples);
        QVERIFY(log.step_seconds.size() > kMaxLogSamples / 4);
        QVERIFY(near(log.median_step_seconds().value_or(-1), 1.001));
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

    // Timestamps as logs print them, against Python's datetime (seconds since 1970 UTC of the
    // same wall time): Megatron's bracket, Python logging's comma, ISO's 'T' with a fraction.
    void timestamps_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<double>("expected"); // -1e18: none
        QTest::newRow("megatron") << " [2026-11-20 09:14:02] iteration 10/ 100 |" << 1795166042.0;
        QTest::newRow("logging") << "[rank0]:[titan] 2025-01-10 12:34:56,789 - root - INFO"
                                 << 1736512496.789;
        QTest::newRow("iso") << "at 2025-01-10T12:34:56.5Z" << 1736512496.5;
        QTest::newRow("leap day") << "2000-02-29 00:00:00" << 951782400.0;
        QTest::newRow("before 1970") << "1969-12-31 23:59:59" << -1.0;
        QTest::newRow("date only") << "[2026-11-20] saved" << -1e18;
        QTest::newRow("month 13") << "2026-13-01 00:00:00" << -1e18;
        QTest::newRow("one-digit hour") << "2026-11-20 9:14:02" << -1e18;
        QTest::newRow("second try")
            << "2026-13-01 00:00:00 then 2000-02-29 00:00:00" << 951782400.0;
    }
    void timestamps() {
        QFETCH(QString, line);
        QFETCH(double, expected);
        const std::optional<double> t = timestamp_seconds(line.toStdString());
        if (expected == -1e18) {
            QVERIFY(!t);
            return;
        }
        QVERIFY(t);
        QVERIFY2(std::abs(*t - expected) < 1e-6, qPrintable(QString::number(*t, 'f', 3)));
    }

    void progressBarElapsed() {
        const auto ticks = progress_ticks(" 30%|###  | 300/1000 [05:00<11:40,  1.00s/it]\r"
                                          " 31%|###  | 310/1000 [1:02:03<11:30,  1.00s/it]\r"
                                          " 32%|###  | 320/1000 [?<?,  1.00s/it]");
        QCOMPARE(ticks.size(), std::size_t(3));
        QCOMPARE(ticks[0].elapsed_seconds, 300.0);
        QCOMPARE(ticks[1].elapsed_seconds, 3723.0);
        QCOMPARE(ticks[2].elapsed_seconds, -1.0); // not readable: the rate still counts
        QCOMPARE(ticks[2].seconds_per_iteration, 1.0);
    }

    // Goodput from Megatron's timestamps (fixture README): iterations 10 to 300 at 4.0 s each
    // (the first interval's 5.0 s dropped as warm-up), 40 s per interval of 10, plus two
    // checkpoint saves of 150 s and an evaluation of 90 s: 290 x 4.0 s of steps in 1,550 s.
    void goodputFromTimestamps() {
        const TrainingLog log = read_training_log(calibrationFixture("megatron_checkpoints.log"));
        QCOMPARE(*log.median_step_seconds(), 4.0);
        QVERIFY(log.goodput);
        QCOMPARE(log.goodput_span_seconds, 1550.0);
        QVERIFY(near(*log.goodput, 290.0 * 4.0 / 1550.0));
        // 403 s of timestamps: shorter than kMinGoodputSpanSeconds, no goodput.
        QVERIFY(!read_training_log(calibrationFixture("megatron_gpt_8b.log")).goodput);
        QVERIFY(!read_training_log(calibrationFixture("hf_trainer_h200_full.log")).goodput);
    }

    // A restart inside the log (Slurm's requeue appends to the same file): iterations 70 to 100
    // are done twice; the net progress counts, the wall clock holds both.
    void goodputThroughARestart() {
        std::string text;
        char buf[256];
        const auto line = [&](int minute, int second, int iteration) {
            std::snprintf(buf, sizeof buf,
                          " [2026-11-26 10:%02d:%02d] iteration %d/ 1000 | elapsed time per "
                          "iteration (ms): 6000.0 | global batch size: 64 |\n",
                          minute, second, iteration);
            text += buf;
        };
        int t = 0;
        for (int it = 10; it <= 100; it += 10, t += 60)
            line(t / 60, t % 60, it);
        t += 120; // the restart: scheduling and loading the checkpoint of iteration 60
        for (int it = 70; it <= 150; it += 10, t += 60)
            line(t / 60, t % 60, it);
        QTemporaryDir dir;
        const TrainingLog log = read_training_log(write_file(dir, "requeued.log", text));
        // From iteration 10 at 0 s to 150 at 9 x 60 + (60 + 120) + 8 x 60 = 1,200 s: 140 x 6 s.
        QCOMPARE(log.goodput_span_seconds, 1200.0);
        QVERIFY(near(*log.goodput, 140.0 * 6.0 / 1200.0));
    }

    // The Trainer's bar: from the first rate counted (a fifth of the way on) to the last, the
    // bar's elapsed time against the steps at the median rate; an evaluation of 100 s at step
    // 500 is the overhead.
    void goodputFromTheTrainerBar() {
        std::string text;
        char buf[128];
        for (int done = 50; done <= 1000; done += 50) {
            const int elapsed = done + (done >= 500 ? 100 : 0);
            std::snprintf(buf, sizeof buf, "%3d%%|###  | %d/1000 [%02d:%02d<01:00,  1.00s/it]\r",
                          done / 10, done, elapsed / 60, elapsed % 60);
            text += buf;
        }
        text += "\n{'train_runtime': '1100.0', 'train_samples_per_second': '7.27', "
                "'train_steps_per_second': '0.909', 'train_loss': '2.1', 'epoch': '1.0'}\n";
        QTemporaryDir dir;
        const TrainingLog log = read_training_log(write_file(dir, "trainer.log", text));
        QCOMPARE(log.tool, TrainingLogTool::HfTrainer);
        // Counted from 250 (elapsed 250 s) to 1,000 (1,100 s): 750 steps of 1.0 s in 850 s.
        QCOMPARE(log.goodput_span_seconds, 850.0);
        QVERIFY(near(*log.goodput, 750.0 / 850.0));
    }
};

QTEST_APPLESS_MAIN(TestCalibrationLogs)
#include "tst_calibration_logs.moc"
