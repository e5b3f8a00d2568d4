// Probe results (gpuprobe JSON): parsing good and malformed files, and measured figures replacing
// the specification. The fixture is synthetic (round numbers), not a measurement.
#include "errors.h"
#include "probe_result.h"
#include "test_paths.h"
#include "units.h"

#include <QtTest>

using namespace gpuplanner;

class TestProbe final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    GpuCatalog gpus_;

private slots:
    void initTestCase() { gpus_ = load_gpu_catalog(resource("catalog/gpus.json")); }

    void parsesFixture() {
        const ProbeResult r = load_probe_result(fixture("probe/synthetic-h100.json"));
        QCOMPARE(r.devices.size(), std::size_t(1));
        const ProbeDevice& d = r.devices[0];
        QCOMPARE(d.catalog_gpu, std::string("h100-sxm"));
        QCOMPARE(d.triad_bytes_per_second, 3.0e12);
        QCOMPARE(d.gemm.at(Precision::BF16).best_flops_per_second, 7.0e14);
        QCOMPARE(d.gemm.at(Precision::BF16).best_shape,
                 (std::vector<std::int64_t>{8192, 8192, 8192}));
    }

    void measuredReplacesSpecification() {
        const ProbeDevice d = load_probe_result(fixture("probe/synthetic-h100.json")).devices[0];
        const GpuSpec& spec = *gpus_.find("h100-sxm");
        const GpuSpec m = measured_gpu(spec, d);
        QCOMPARE(*m.peak_flops(Precision::BF16), 7.0e14);
        QCOMPARE(*m.peak_flops(Precision::FP8),
                 *spec.peak_flops(Precision::FP8)); // not measured: spec kept
        QCOMPARE(m.memory_bandwidth_bytes_per_second, 3.0e12);
        // 700 TFLOPS of a 989.4 TFLOPS dense peak.
        QCOMPARE(efficiency_against_spec(spec, d).at(Precision::BF16), 7.0e14 / 989.4e12);
    }

    void malformed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const std::string head =
            R"({"format":"gpuplanner-probe","version":1,"devices":[{"name":"X")";
        const auto row = [](const char* name, const std::string& text, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(expected);
        };
        row("wrong format", R"({"format":"x","version":1})",
            "format: expected \"gpuplanner-probe\"");
        row("future version", R"({"format":"gpuplanner-probe","version":2,"devices":[]})",
            "version: version 2 is newer");
        row("no devices", R"({"format":"gpuplanner-probe","version":1,"devices":[]})",
            "devices: expected a non-empty array");
        row("unknown precision", head + R"(,"gemm_flops_per_second":{"fp6":{"best":1}}}]})",
            "devices[0].gemm_flops_per_second.fp6: unknown precision");
        row("median above best",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"median":2}}}]})",
            "devices[0].gemm_flops_per_second.bf16.median: larger than best");
        row("negative bandwidth", head + R"(,"memory_bandwidth_bytes_per_second":{"triad":-1}}]})",
            "devices[0].memory_bandwidth_bytes_per_second.triad: -1 is out of range");
        row("bad shape",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"best_shape":[1,2]}}}]})",
            "devices[0].gemm_flops_per_second.bf16.best_shape: expected [m, n, k]");
        row("unknown field", head + R"(,"colour":"green"}]})", "devices[0].colour: unknown field");
        row("truncated", R"({"format":"gpuplanner-probe",)", "(top level): malformed JSON");
    }
    void malformed() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const std::string path = write_file(dir_, "probe.json", text.toStdString());
        try {
            (void)load_probe_result(path);
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QString::fromStdString(path) +
                                                                 QStringLiteral(": ") + expected),
                     e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestProbe)
#include "tst_probe.moc"
