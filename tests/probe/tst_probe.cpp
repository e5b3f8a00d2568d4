// The probe module: gpuprobe's host-side logic (options, shapes, statistics, the JSON it writes,
// its messages); the planner's reading of it is in tst_probe_results.cpp. gpuprobe itself runs
// here too: CI has no GPU, so that checks the no-device path.
#include "hardware/probe_compare.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/units.h"
#include "probe_messages.h"
#include "probe_options.h"
#include "probe_plan.h"
#include "probe_report.h"
#include "test_paths.h"

#include <QProcess>
#include <QtTest>

using namespace gpuprobe;

using namespace gpuplanner;

class TestProbe final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    GpuCatalog gpus_;

private slots:
    void initTestCase() { gpus_ = load_gpu_catalog(resource("catalog/gpus.json")); }

    void progressLines_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<double>("fraction"); // -1: not a progress line
        QTest::addColumn<QByteArray>("stage");
        QTest::newRow("gemm") << QByteArray("gpuprobe-progress 0.420 gemm bf16 4096x4096x4096")
                              << 0.42 << QByteArray("gemm bf16 4096x4096x4096");
        QTest::newRow("start") << QByteArray("gpuprobe-progress 0 memory copy") << 0.0
                               << QByteArray("memory copy");
        QTest::newRow("crlf") << QByteArray("gpuprobe-progress 1.000 done\r") << 1.0
                              << QByteArray("done");
        QTest::newRow("summary line") << QByteArray("GPU 0: NVIDIA H200") << -1.0 << QByteArray("");
        QTest::newRow("above one")
            << QByteArray("gpuprobe-progress 1.5 x") << -1.0 << QByteArray("");
        QTest::newRow("no number") << QByteArray("gpuprobe-progress abc") << -1.0 << QByteArray("");
    }
    void progressLines() {
        QFETCH(QByteArray, line);
        QFETCH(double, fraction);
        QFETCH(QByteArray, stage);
        const auto parsed = parse_probe_progress_line(line.toStdString());
        QCOMPARE(parsed.has_value(), fraction >= 0);
        if (parsed) {
            QCOMPARE(parsed->first, fraction);
            QCOMPARE(QByteArray::fromStdString(parsed->second), stage);
        }
    }
    void progressLineRoundTrip() {
        const auto p = parse_probe_progress_line(probe_progress_line(0.25, "memory triad"));
        QVERIFY(p);
        QCOMPARE(p->first, 0.25);
        QCOMPARE(p->second, std::string("memory triad"));
        QCOMPARE(probe_progress_line(2.0, "x"), std::string("gpuprobe-progress 1.000 x"));
    }

    void options_data() {
        QTest::addColumn<QByteArrayList>("args");
        QTest::addColumn<QByteArray>("error"); // empty: valid
        QTest::newRow("none") << QByteArrayList() << QByteArray();
        QTest::newRow("quick json")
            << QByteArrayList{"--quick", "--json", "out.json"} << QByteArray();
        QTest::newRow("devices and gemm")
            << QByteArrayList{"--device", "1", "--device", "0", "--gemm", "bf16,fp8"}
            << QByteArray();
        QTest::newRow("json without file")
            << QByteArrayList{"--json"} << QByteArray("--json: needs a value");
        QTest::newRow("bad precision") << QByteArrayList{"--gemm", "bf16,fp4"}
                                       << QByteArray("--gemm: unknown precision \"fp4\"");
        QTest::newRow("int4 is not a GEMM here")
            << QByteArrayList{"--gemm", "int4"} << QByteArray("--gemm: unknown precision \"int4\"");
        QTest::newRow("fraction too big") << QByteArrayList{"--memory-fraction", "0.99"}
                                          << QByteArray("--memory-fraction: 0.99 is out of range");
        QTest::newRow("not a number") << QByteArrayList{"--time-limit", "soon"}
                                      << QByteArray("--time-limit: \"soon\" is not a number");
        QTest::newRow("unknown") << QByteArrayList{"--fast"}
                                 << QByteArray("--fast: unknown argument");
    }
    void options() {
        QFETCH(QByteArrayList, args);
        QFETCH(QByteArray, error);
        std::vector<std::string> a;
        for (const QByteArray& s : args)
            a.push_back(s.toStdString());
        try {
            const ProbeOptions o = parse_probe_options(a);
            QVERIFY2(error.isEmpty(), "no error");
            if (args.contains("--quick")) {
                QVERIFY(o.quick);
                QCOMPARE(o.json_file, std::string("out.json"));
            }
            if (args.contains("--device")) {
                QCOMPARE(o.devices, (std::vector<int>{1, 0}));
                QCOMPARE(o.gemm, (std::vector<std::string>{"bf16", "fp8"}));
            }
        } catch (const UsageError& e) {
            QVERIFY2(!error.isEmpty(), e.what());
            QVERIFY2(QByteArray(e.what()).startsWith(error), e.what());
        }
    }

    void gemmShapes_data() {
        QTest::addColumn<bool>("quick");
        QTest::addColumn<QByteArray>("precision");
        QTest::addColumn<double>("budget");
        QTest::addColumn<QList<qint64>>("sizes");
        // bf16 n^3: (2 n^2 inputs + n^2 output) x 2 bytes; 8192 -> 402,653,184 bytes.
        QTest::newRow("quick bf16 1 GiB")
            << true << QByteArray("bf16") << 1.0 * kGiB << QList<qint64>{1024, 2048, 4096, 8192};
        QTest::newRow("quick bf16 400 MB")
            << true << QByteArray("bf16") << 400e6 << QList<qint64>{1024, 2048, 4096};
        QTest::newRow("quick bf16 exactly 8192")
            << true << QByteArray("bf16") << 402653184.0 << QList<qint64>{1024, 2048, 4096, 8192};
        // fp8: 2 n^2 x 1 byte + n^2 x 2 bytes (bf16 out) = 4 n^2; int8: 2 n^2 + 4 n^2 = 6 n^2.
        QTest::newRow("quick fp8 256 MiB")
            << true << QByteArray("fp8") << 256.0 * kMiB << QList<qint64>{1024, 2048, 4096, 8192};
        QTest::newRow("quick int8 256 MiB")
            << true << QByteArray("int8") << 256.0 * kMiB << QList<qint64>{1024, 2048, 4096};
        // fp32: 12 n^2; 16384 -> 3 GiB.
        QTest::newRow("full fp32 3 GiB")
            << false << QByteArray("fp32") << 3.0 * kGiB
            << QList<qint64>{256, 512, 1024, 2048, 3072, 4096, 6144, 8192, 12288, 16384};
        QTest::newRow("full fp32 1 GiB")
            << false << QByteArray("fp32") << 1.0 * kGiB
            << QList<qint64>{256, 512, 1024, 2048, 3072, 4096, 6144, 8192};
        QTest::newRow("nothing fits") << true << QByteArray("fp32") << 1e6 << QList<qint64>{};
    }
    void gemmShapes() {
        QFETCH(bool, quick);
        QFETCH(QByteArray, precision);
        QFETCH(double, budget);
        QFETCH(QList<qint64>, sizes);
        const auto shapes =
            gemm_shapes(quick, *precision_from_string(precision.toStdString()), budget);
        QList<qint64> got;
        for (const GemmShape& s : shapes) {
            QCOMPARE(s.m, s.n);
            QCOMPARE(s.n, s.k);
            QCOMPARE(s.m % 256, std::int64_t(0));
            got.append(s.m);
        }
        QCOMPARE(got, sizes);
    }

    void budgetsAndStatistics() {
        QCOMPARE(gemm_flops(GemmShape{8192, 8192, 8192}), 2.0 * 8192.0 * 8192.0 * 8192.0);
        // Three 256 MiB arrays at most in quick mode; a 600 MB budget gives 200 MB each,
        // 50 million floats, rounded down to a multiple of 4096: 12,207 x 4096.
        QCOMPARE(bandwidth_array_floats(1e12, probe_budget(true)), std::size_t(64) << 20);
        QCOMPARE(bandwidth_array_floats(600e6, probe_budget(true)), std::size_t(12207 * 4096));
        QCOMPARE(bandwidth_array_floats(10e3, probe_budget(true)), std::size_t(0));
        QCOMPARE(l2_flush_bytes(50.0 * kMiB), 100.0 * kMiB);
        QCOMPARE(l2_flush_bytes(1.0 * kMiB), 8.0 * kMiB);
        QCOMPARE(repeats_for(0.001, 0.02), 20);
        QCOMPARE(repeats_for(1.0, 0.02), 1);
        QCOMPARE(repeats_for(0, 0.02), 1);
        QCOMPARE(repeats_for(1e-9, 0.02), 1000);
        QCOMPARE(median({3, 1, 2}), 2.0);
        QCOMPARE(median({4, 1, 3, 2}), 2.5);
        QCOMPARE(median({}), 0.0);
        QCOMPARE(best({3, 7, 5}), 7.0);
        QVERIFY(probe_budget(true).time_limit_seconds < probe_budget(false).time_limit_seconds);
    }

    void noGpuSentences_data() {
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("driver");
        QTest::addColumn<QByteArray>("starts");
        QTest::newRow("no driver") << 35 << 0 << QByteArray("gpuprobe found no NVIDIA driver");
        QTest::newRow("stub library") << 34 << 0 << QByteArray("gpuprobe found no NVIDIA driver");
        QTest::newRow("old driver")
            << 35 << 12040
            << QByteArray("The NVIDIA driver supports CUDA 12.4 but gpuprobe was built with "
                          "CUDA 13.0");
        QTest::newRow("no device") << 100 << 13000 << QByteArray("gpuprobe found no NVIDIA GPU");
        QTest::newRow("init") << 3 << 13000 << QByteArray("CUDA could not initialise the GPU (E)");
        QTest::newRow("other") << 999 << 13000
                               << QByteArray("CUDA could not start on this machine (E)");
    }
    void noGpuSentences() {
        QFETCH(int, code);
        QFETCH(int, driver);
        QFETCH(QByteArray, starts);
        const QByteArray s = QByteArray::fromStdString(no_gpu_sentence(code, "E", driver, 13000));
        QVERIFY2(s.startsWith(starts), s.constData());
        QVERIFY2(s.endsWith('.') && s.count(". ") == 0, s.constData()); // one sentence
    }

    void telemetrySummary() {
        std::vector<TelemetrySample> samples = {
            // seconds, SM MHz, memory MHz, W, C, reasons, during GEMM
            {0.0, 345, 2619, 80, 35, 0x1, false},  // idle
            {0.1, 1980, 2619, 650, 60, 0x0, true}, // boost
            {0.2, 1755, 2619, 700, 71, 0x4, true}, // power cap
            {0.3, 1620, 2619, 700, 83, 0x20, true} // thermal
        };
        const ProbeTelemetry t = summarize(samples);
        QCOMPARE(t.samples, 4);
        QCOMPARE(t.max_temperature_c, 83.0);
        QCOMPARE(t.max_power_watts, 700.0);
        QCOMPARE(t.min_sm_clock_mhz, 1620.0); // idle clock left out: not under load
        QCOMPARE(t.max_sm_clock_mhz, 1980.0);
        QCOMPARE(t.throttled_fraction, 0.5);
        QVERIFY(!is_throttled(0x1) && !is_throttled(0x2) && is_throttled(0x8) &&
                is_throttled(0x80));
    }

    // What gpuprobe writes, the planner reads back: every figure survives the trip.
    void reportRoundTrip() {
        ProbeReport r;
        r.gpuprobe_version = "0.1.0";
        r.host = "box";
        r.driver = "580.65.06";
        r.cuda_driver_version = "13.0";
        r.cuda_runtime = "13.0";
        r.date = "2026-11-30";
        r.mode = "quick";
        DeviceReport d;
        d.index = 0;
        d.name = "NVIDIA H100 80GB HBM3";
        d.compute_capability = "9.0";
        d.multiprocessors = 132;
        d.memory_bytes = 85e9;
        d.memory_clock_mhz = 2619;
        d.memory_bus_bits = 5120;
        d.power_limit_watts = 700;
        d.copy_bytes_per_second = 2.9e12;
        d.triad_bytes_per_second = 3.0e12;
        d.h2d_pinned = 5.5e10;
        d.h2d_pageable = 2.0e10;
        d.d2h_pinned = 5.4e10;
        d.d2h_pageable = 1.9e10;
        d.peer_bytes_per_second[1] = 3.6e11;
        d.launch_latency_seconds = 2.5e-6;
        d.launch_round_trip_seconds = 8e-6;
        GemmRun g;
        g.precision = Precision::BF16;
        g.sweep = {
            {{1024, 1024, 1024}, 3e14}, {{4096, 4096, 4096}, 7.5e14}, {{8192, 8192, 8192}, 7.0e14}};
        d.gemm.push_back(g);
        d.gemm_skipped["int8"] = "why";
        d.samples = {{0.1, 1980, 2619, 650, 60, 0x0, true}};
        r.devices.push_back(d);
        compare_with_catalog(r, gpus_);
        QCOMPARE(r.devices[0].catalog_gpu, std::string("h100-sxm"));
        QCOMPARE(*r.devices[0].gemm[0].fraction_of_spec, 7.5e14 / 989.4e12);
        QCOMPARE(*r.devices[0].triad_fraction_of_spec, 3.0e12 / 3350e9);
        // 2 x 2619 MHz x 5120 bits / 8 = 3.352 TB/s: HBM3's double data rate.
        QCOMPARE(d.attribute_bandwidth_bytes_per_second(), 2.0 * 2619e6 * 640);
        QVERIFY(r.devices[0].gemm[0].median_shape() == (GemmShape{8192, 8192, 8192}));

        const std::string path = dir_.path().toStdString() + "/probe-out.json";
        write_report(path, r);
        QVERIFY(!QFile::exists(QString::fromStdString(path + ".tmp")));
        const ProbeResult back = load_probe_result(path);
        QCOMPARE(back.mode, std::string("quick"));
        QCOMPARE(back.driver, std::string("580.65.06"));
        const ProbeDevice& b = back.devices.at(0);
        QCOMPARE(b.catalog_gpu, std::string("h100-sxm"));
        QCOMPARE(b.triad_bytes_per_second, 3.0e12);
        QCOMPARE(b.host_to_device_pageable_bytes_per_second, 2.0e10);
        QCOMPARE(b.device_to_host_pinned_bytes_per_second, 5.4e10);
        QCOMPARE(b.peer_bytes_per_second.at(1), 3.6e11);
        QCOMPARE(b.power_limit_watts, 700.0);
        QCOMPARE(b.launch_latency_seconds, 2.5e-6);
        const GemmMeasurement& m = b.gemm.at(Precision::BF16);
        QCOMPARE(m.best_flops_per_second, 7.5e14);
        QCOMPARE(m.median_flops_per_second, 7.0e14); // median of the three shapes
        QCOMPARE(m.best_shape, (std::vector<std::int64_t>{4096, 4096, 4096}));
        QCOMPARE(b.gemm_skipped.at("int8"), std::string("why"));
        QVERIFY(b.telemetry);
        QCOMPARE(b.telemetry->max_power_watts, 650.0);

        const QString text = QString::fromStdString(summary_text(r));
        QVERIFY2(text.contains(QStringLiteral("GEMM bf16 best (4096x4096x4096)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(76% of the datasheet)")), qPrintable(text));
    }

    void writeFailureNamesTheFile() {
        ProbeReport r;
        const std::string path = dir_.path().toStdString() + "/no/such/dir/out.json";
        try {
            write_report(path, r);
            QFAIL("no error");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QString::fromStdString(path)),
                     e.what());
        }
    }

    // gpuprobe itself, where CMake built it. CI machines have no GPU: exit 3 and one sentence.
    // On a machine with a GPU the quick run must succeed and write a file the planner reads.
    void gpuprobeExecutable() {
#ifndef GPUPROBE_EXECUTABLE
        QSKIP("gpuprobe is not built here (no CUDA compiler)");
#else
        QProcess usage;
        usage.start(QStringLiteral(GPUPROBE_EXECUTABLE), {QStringLiteral("--no-such-option")});
        QVERIFY(usage.waitForFinished(60000));
        QCOMPARE(usage.exitCode(), 2);
        QVERIFY(usage.readAllStandardError().contains("--no-such-option: unknown argument"));

        const QString json = dir_.path() + QStringLiteral("/gpuprobe.json");
        QProcess probe;
        probe.start(QStringLiteral(GPUPROBE_EXECUTABLE),
                    {QStringLiteral("--quick"), QStringLiteral("--json"), json});
        QVERIFY(probe.waitForFinished(180000));
        const QString err = QString::fromUtf8(probe.readAllStandardError());
        if (probe.exitCode() == 3) {
            QVERIFY2(err.startsWith(QStringLiteral("gpuprobe: ")), qPrintable(err));
            QVERIFY2(err.contains(QStringLiteral("NVIDIA")), qPrintable(err));
            QCOMPARE(err.trimmed().count(QLatin1Char('\n')), 0); // one line
            QVERIFY(!QFile::exists(json));
        } else {
            QVERIFY2(probe.exitCode() == 0, qPrintable(err));
            QVERIFY(!load_probe_result(json.toStdString()).devices.empty());
        }
#endif
    }
};

int runTestProbe(int argc, char** argv) {
    TestProbe t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_probe.moc"
