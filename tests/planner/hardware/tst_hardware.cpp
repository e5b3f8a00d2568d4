// Hardware module: the bundled GPU catalog's figures and the loader's errors for bad catalogs.
#include "hardware/hardware.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/units.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>
#include <fstream>

using namespace gpuplanner;

class TestHardware final : public QObject {
    Q_OBJECT
    GpuCatalog catalog_;
    QTemporaryDir dir_;

    std::string write(const std::string& name, const std::string& text) {
        return write_file(dir_, name, text);
    }

private slots:
    void initTestCase() { catalog_ = load_gpu_catalog(resource("catalog/gpus.json")); }

    void requiredGpusPresent_data() {
        QTest::addColumn<QString>("id");
        for (const char* id : {"v100-sxm2-16gb",
                               "v100-sxm2-32gb",
                               "t4",
                               "a10",
                               "a10g",
                               "l4",
                               "l40s",
                               "a100-sxm4-40gb",
                               "a100-sxm4-80gb",
                               "a100-pcie-40gb",
                               "a100-pcie-80gb",
                               "h100-sxm",
                               "h100-pcie",
                               "h200-sxm",
                               "b200",
                               "rtx-3090",
                               "rtx-4090",
                               "rtx-a6000",
                               "rtx-6000-ada",
                               "mi300x",
                               "tpu-v5e"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredGpusPresent() {
        QFETCH(QString, id);
        const GpuSpec* g = catalog_.find(id.toStdString());
        QVERIFY(g);
        QVERIFY(!g->source.empty());
        QCOMPARE(g->as_of.size(), std::size_t(10));
        QVERIFY(g->memory_bytes > 0);
        QVERIFY(g->memory_bandwidth_bytes_per_second > 0);
    }

    void densePeaks_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<double>("tflops");
        // Vendor datasheets; sparse figures halved to dense.
        QTest::newRow("H100 SXM bf16 989.4 (1979 sparse)") << "h100-sxm"
                                                           << "bf16" << 989.4;
        QTest::newRow("H100 SXM fp8 1978.9 (3958 sparse)") << "h100-sxm"
                                                           << "fp8" << 1978.9;
        QTest::newRow("A100 bf16 312 (624 sparse)") << "a100-sxm4-80gb"
                                                    << "bf16" << 312.0;
        QTest::newRow("A100 tf32 156") << "a100-sxm4-80gb"
                                       << "tf32" << 156.0;
        QTest::newRow("V100 fp16 tensor 125") << "v100-sxm2-32gb"
                                              << "fp16" << 125.0;
        QTest::newRow("RTX 4090 bf16 FP32-accumulate 165.2") << "rtx-4090"
                                                             << "bf16" << 165.2;
        QTest::newRow("RTX 3090 bf16 FP32-accumulate 71") << "rtx-3090"
                                                          << "bf16" << 71.0;
        QTest::newRow("MI300X fp8 2614.9 (brief says 150)") << "mi300x"
                                                            << "fp8" << 2614.9;
        QTest::newRow("L4 fp8 242.5 (485 sparse)") << "l4"
                                                   << "fp8" << 242.5;
    }
    void densePeaks() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QFETCH(double, tflops);
        const auto peak = catalog_.find(id.toStdString())
                              ->peak_flops(*precision_from_string(precision.toStdString()));
        QVERIFY(peak.has_value());
        QCOMPARE(*peak / kTera, tflops);
    }

    void unsupportedPrecisionsAreAbsent_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("precision");
        QTest::newRow("V100 has no bf16") << "v100-sxm2-16gb"
                                          << "bf16";
        QTest::newRow("A100 has no fp8") << "a100-sxm4-80gb"
                                         << "fp8";
        QTest::newRow("T4 has no bf16") << "t4"
                                        << "bf16";
    }
    void unsupportedPrecisionsAreAbsent() {
        QFETCH(QString, id);
        QFETCH(QString, precision);
        QVERIFY(!catalog_.find(id.toStdString())
                     ->peak_flops(*precision_from_string(precision.toStdString())));
    }

    void memoryAndBandwidth_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("gib");
        QTest::addColumn<double>("gbPerSecond");
        // Usable memory as the driver reports it where the catalog gives it (nvidia-smi
        // memory.total), else the vendor's GB as GiB: an "80 GB" H100 is 81,559 MiB, not 81,920.
        QTest::newRow("H200 143,771 MiB, 4.8 TB/s") << "h200-sxm" << 143771.0 / 1024 << 4800.0;
        QTest::newRow("H100 SXM 81,559 MiB, 3.35 TB/s") << "h100-sxm" << 81559.0 / 1024 << 3350.0;
        QTest::newRow("A100 80GB SXM 81,920 MiB, 2,039 GB/s") << "a100-sxm4-80gb" << 80.0 << 2039.0;
        QTest::newRow("T4 15,360 MiB, 320 GB/s") << "t4" << 15.0 << 320.0;
        QTest::newRow("L40S 46,068 MiB") << "l40s" << 46068.0 / 1024 << 864.0;
    }
    void memoryAndBandwidth() {
        QFETCH(QString, id);
        QFETCH(double, gib);
        QFETCH(double, gbPerSecond);
        const GpuSpec* g = catalog_.find(id.toStdString());
        QCOMPARE(g->memory_bytes, gib * kGiB);
        QCOMPARE(g->memory_bandwidth_bytes_per_second, gbPerSecond * kGB);
    }

    // gpuprobe's full run on a real H200 (fixtures/probe/h200-2026-12-04.json, docs/probe.md):
    // the catalog entry matched, the measured rates as written, the power-limited clocks in the
    // telemetry, and the datasheet-equivalent figures the plan uses (measured / reference: bf16
    // 724.4 / 0.80 = 905.5 TFLOP/s; triad 4,074.1 / 0.90 = 4,526.8 GB/s).
    void realH200Probe() {
        const ProbeResult r = load_probe_result(fixture("probe/h200-2026-12-04.json"));
        QCOMPARE(r.date, std::string("2026-12-04"));
        QCOMPARE(r.mode, std::string("full"));
        QCOMPARE(r.devices.size(), std::size_t(1));
        const ProbeDevice& d = r.devices[0];
        QCOMPARE(d.name, std::string("NVIDIA H200"));
        QCOMPARE(d.catalog_gpu, std::string("h200-sxm"));
        QCOMPARE(match_catalog_gpu(d.name, d.memory_bytes), std::string("h200-sxm"));
        QCOMPARE(d.multiprocessors, std::int64_t(132));
        QVERIFY(std::abs(d.gemm.at(Precision::BF16).best_flops_per_second / 1e12 - 724.398) < 1e-3);
        QVERIFY(std::abs(d.triad_bytes_per_second / 1e9 - 4074.118) < 1e-3);
        QVERIFY(d.telemetry && std::abs(d.telemetry->throttled_fraction - 0.8) < 1e-12);
        QCOMPARE(d.telemetry->min_sm_clock_mhz, 1140.0);
        const GpuSpec planned = measured_gpu(*catalog_.find("h200-sxm"), d, ProbeReference{});
        QVERIFY(std::abs(*planned.peak_flops(Precision::BF16) / 1e12 - 724.398 / 0.80) < 1e-2);
        QVERIFY(std::abs(planned.memory_bandwidth_bytes_per_second / 1e9 - 4074.118 / 0.90) < 1e-2);
        QCOMPARE(planned.memory_bytes, d.memory_bytes);
    }

    void badCatalogs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const std::string ok =
            R"("id":"x","name":"X","vendor":"V","architecture":"A","memory_gib":16,"memory_bandwidth_gb_per_s":100,"dense_tflops":{"fp32":1},"source":"s","as_of":"2026-01-01")";
        const auto one = [](const std::string& entries) {
            return QString::fromStdString(R"({"format":"gpuplanner-gpus","version":1,"gpus":[)" +
                                          entries + "]}");
        };
        const auto edit = [](std::string s, const std::string& from, const std::string& to) {
            return s.replace(s.find(from), from.size(), to);
        };
        QTest::newRow("wrong format") << R"({"format":"other","version":1,"gpus":[]})"
                                      << "bad.json: format: expected \"gpuplanner-gpus\"";
        QTest::newRow("gpus not an array")
            << R"({"format":"gpuplanner-gpus","version":1,"gpus":{}})"
            << "bad.json: gpus: expected an array of GPUs";
        QTest::newRow("empty list") << one("") << "bad.json: gpus: the catalog lists no GPU";
        QTest::newRow("negative memory")
            << one("{" + edit(ok, "\"memory_gib\":16", "\"memory_gib\":-1") + "}")
            << "bad.json: gpus[0].memory_gib: -1 is out of range";
        QTest::newRow("usable above the vendor figure")
            << one("{" +
                   edit(ok, "\"memory_gib\":16",
                        "\"memory_gib\":16,\"usable_memory_mib\":17000,"
                        "\"usable_memory_source\":\"s\"") +
                   "}")
            << "bad.json: gpus[0].usable_memory_mib: more than memory_gib";
        QTest::newRow("usable without its source")
            << one("{" +
                   edit(ok, "\"memory_gib\":16", "\"memory_gib\":16,\"usable_memory_mib\":16000") +
                   "}")
            << "bad.json: gpus[0].usable_memory_source:";
        QTest::newRow("bad date") << one("{" + edit(ok, "2026-01-01", "yesterday") + "}")
                                  << "bad.json: gpus[0].as_of: expected a date YYYY-MM-DD";
        QTest::newRow("unknown precision") << one("{" + edit(ok, "\"fp32\":1", "\"fp4\":1") + "}")
                                           << "bad.json: gpus[0].dense_tflops.fp4: unknown field";
        QTest::newRow("duplicate id")
            << one("{" + ok + "},{" + ok + "}") << "bad.json: gpus[1].id: duplicate GPU id";
        QTest::newRow("missing source") << one("{" + edit(ok, ",\"source\":\"s\"", "") + "}")
                                        << "bad.json: gpus[0].source: missing required string";
        QTest::newRow("memory is a string")
            << one("{" + edit(ok, "\"memory_gib\":16", "\"memory_gib\":\"16\"") + "}")
            << "bad.json: gpus[0].memory_gib: expected a number, found a string";
        // Names are plain text (issue #25): they reach the launch files' lines.
        QTest::newRow("id with a newline")
            << one("{" + edit(ok, "\"x\"", R"("h100\nrm -rf ~")") + "}")
            << "bad.json: gpus[0].id: holds a control or invisible character (U+000A at position "
               "5); identifiers must be plain text";
        QTest::newRow("name with a bidi isolate")
            << one("{" + edit(ok, "\"X\"", R"("X\u2067")") + "}")
            << "bad.json: gpus[0].name: holds a control or invisible character (U+2067";
        QTest::newRow("vendor with DEL") << one("{" + edit(ok, "\"V\"", R"("V\u007f")") + "}")
                                         << "bad.json: gpus[0].vendor: holds a control";
        // Compliance facts carry their source and a real date.
        QTest::newRow("export control without a date")
            << one("{" + ok + R"(,"export_control":{"class":"c","status_china":"s","source":"u"}})")
            << "bad.json: gpus[0].export_control.as_of: missing";
        QTest::newRow("domestic without a source") << one("{" + ok + R"(,"domestic_china":true})")
                                                   << "bad.json: gpus[0].domestic_source: missing";
        QTest::newRow("truncated") << R"({"format":"gpuplanner-gpus",)"
                                   << "bad.json: (top level): malformed JSON";
    }
    void badCatalogs() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::string path = write("bad.json", text.toStdString());
        try {
            (void)load_gpu_catalog(path);
            QFAIL("no error");
        } catch (const InputError& e) {
            const QString what = QString::fromStdString(e.what()).mid(dir_.path().size() + 1);
            QVERIFY2(what.startsWith(expected), qPrintable(what));
        }
    }
};

QTEST_GUILESS_MAIN(TestHardware)
#include "tst_hardware.moc"
