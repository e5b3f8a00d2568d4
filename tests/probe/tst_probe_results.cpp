// The planner's reading of probe results: good and malformed files, matching a device's name to
// the catalog, and measured figures replacing the datasheet. The fixtures are synthetic (round
// numbers).
#include "coded_problem_check.h"
#include "hardware/hardware.h"
#include "hardware/probe_compare.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/units.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

class TestProbeResults final : public QObject {
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
        // Datasheet-equivalent: 700 TFLOP/s measured / 0.80 reference = 875 TFLOP/s.
        QCOMPARE(*m.peak_flops(Precision::BF16), 8.75e14);
        QCOMPARE(*m.peak_flops(Precision::FP8),
                 *spec.peak_flops(Precision::FP8)); // not measured: spec kept
        // 3.0 TB/s triad / 0.90 reference.
        QCOMPARE(m.memory_bandwidth_bytes_per_second, 3.0e12 / 0.9);
        QCOMPARE(m.tdp_watts, spec.tdp_watts); // no power limit in the fixture
        // 700 TFLOPS of a 989.4 TFLOPS dense peak.
        const auto rows = compare_probe(d, &spec);
        QCOMPARE(rows[1].key, std::string("bf16"));
        QCOMPARE(*rows[1].fraction, 7.0e14 / 989.4e12);
        // A GPU measuring exactly at the reference plans exactly like the datasheet.
        ProbeDevice healthy = d;
        healthy.gemm[Precision::BF16].best_flops_per_second = 0.8 * 989.4e12;
        QCOMPARE(*measured_gpu(spec, healthy).peak_flops(Precision::BF16), 989.4e12);
        // Other references (local.reference_gemm_efficiency) scale the same way.
        QCOMPARE(*measured_gpu(spec, d, ProbeReference{0.7, 0.9}).peak_flops(Precision::BF16),
                 1e15);
    }

    void unlistedGpuFromMeasurement() {
        ProbeDevice d;
        d.index = 1;
        d.name = "NVIDIA GeForce RTX 4090 Laptop GPU";
        d.compute_capability = "8.9";
        d.memory_bytes = 16.0 * kGiB;
        d.triad_bytes_per_second = 4.5e11;
        d.power_limit_watts = 150;
        d.gemm[Precision::FP16].best_flops_per_second = 8e13;
        const GpuSpec g = measured_gpu(d);
        QCOMPARE(g.id, std::string("probe-1"));
        QCOMPARE(g.memory_bytes, 16.0 * kGiB);
        QCOMPARE(*g.peak_flops(Precision::FP16), 1e14);
        QVERIFY(!g.peak_flops(Precision::BF16)); // not measured, not known
        QCOMPARE(g.memory_bandwidth_bytes_per_second, 5e11);
        QCOMPARE(g.tdp_watts, 150.0);
        QCOMPARE(match_catalog_gpu(d.name, d.memory_bytes), std::string());
    }

    void catalogMatch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("gib");
        QTest::addColumn<QString>("id");
        // Names as cudaGetDeviceProperties and nvidia-smi print them.
        const auto row = [](const char* name, double gib, const char* id) {
            QTest::newRow(name) << QString::fromUtf8(name) << gib << QString::fromUtf8(id);
        };
        row("NVIDIA H100 80GB HBM3", 79.1, "h100-sxm");
        row("NVIDIA H100 PCIe", 79.1, "h100-pcie");
        row("NVIDIA H100 NVL", 93.1, "");
        row("NVIDIA H200", 139.8, "h200-sxm");
        row("NVIDIA A100-SXM4-80GB", 79.2, "a100-sxm4-80gb");
        row("NVIDIA A100-SXM4-40GB", 39.4, "a100-sxm4-40gb");
        row("NVIDIA A100-PCIE-40GB", 39.4, "a100-pcie-40gb");
        row("NVIDIA A100 80GB PCIe", 79.2, "a100-pcie-80gb");
        row("Tesla V100-SXM2-16GB", 15.8, "v100-sxm2-16gb");
        row("Tesla V100-SXM2-32GB", 31.7, "v100-sxm2-32gb");
        row("Tesla V100-PCIE-32GB", 31.7, "v100-pcie-32gb");
        row("Tesla V100-PCIE-16GB", 15.8, "");
        row("Tesla T4", 14.6, "t4");
        row("NVIDIA A10G", 22.0, "a10g");
        row("NVIDIA A10", 22.0, "a10");
        row("NVIDIA L4", 22.0, "l4");
        row("NVIDIA L40S", 44.5, "l40s");
        row("NVIDIA L40", 44.5, "l40");
        row("NVIDIA GeForce RTX 4090", 23.6, "rtx-4090");
        row("NVIDIA GeForce RTX 4090 Laptop GPU", 15.7, "");
        row("NVIDIA GeForce RTX 3090", 23.6, "rtx-3090");
        row("NVIDIA GeForce RTX 3090 Ti", 23.6, "");
        row("NVIDIA RTX A6000", 47.4, "rtx-a6000");
        row("NVIDIA RTX 6000 Ada Generation", 47.4, "rtx-6000-ada");
        row("NVIDIA B200", 178.4, "b200");
        row("NVIDIA GB200", 184.0, "gb200");
        row("NVIDIA H800", 79.1, "h800-sxm");
        row("NVIDIA H800 PCIe", 79.1, ""); // not in the catalog: no datasheet source
        row("NVIDIA H20", 95.0, "h20");
        row("NVIDIA A800-SXM4-80GB", 79.2, "a800-sxm4-80gb");
        row("NVIDIA A800 80GB PCIe", 79.2, "a800-pcie-80gb");
        row("NVIDIA A800-SXM4-40GB", 39.4, "");
        row("NVIDIA GeForce RTX 4090 D", 23.6, "rtx-4090d");
        row("NVIDIA GeForce RTX 5090", 31.4, "rtx-5090");
        row("NVIDIA GeForce GTX 1080", 7.9, "");
    }
    void catalogMatch() {
        QFETCH(QString, name);
        QFETCH(double, gib);
        QFETCH(QString, id);
        const std::string got = match_catalog_gpu(name.toStdString(), gib * kGiB);
        QCOMPARE(QString::fromStdString(got), id);
        if (!got.empty())
            QVERIFY2(gpus_.find(got), got.c_str()); // every answer is a catalog id
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
            "devices[0].gemm_flops_per_second.fp6: unknown value \"fp6\" (expected one of: fp32, "
            "tf32, fp16, bf16, fp8, int8)");
        row("median above best",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"median":2}}}]})",
            "devices[0].gemm_flops_per_second.bf16.median: larger than best");
        row("negative bandwidth", head + R"(,"memory_bandwidth_bytes_per_second":{"triad":-1}}]})",
            "devices[0].memory_bandwidth_bytes_per_second.triad: -1 is out of range");
        row("bad shape",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"best_shape":[1,2]}}}]})",
            "devices[0].gemm_flops_per_second.bf16.best_shape: expected [m, n, k]");
        row("unknown field", head + R"(,"colour":"green"}]})", "devices[0].colour: unknown field");
        row("peer key not an index", head + R"(,"peer_bytes_per_second":{"one":1e9}}]})",
            "devices[0].peer_bytes_per_second.one: expected a device index");
        row("sweep row too short",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"sweep":[[1,2,3]]}}}]})",
            "devices[0].gemm_flops_per_second.bf16.sweep: expected rows [m, n, k, flops per "
            "second]");
        row("negative in sweep",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"sweep":[[1,2,3,-4]]}}}]})",
            "devices[0].gemm_flops_per_second.bf16.sweep: expected rows");
        row("throttled fraction above 1", head + R"(,"telemetry":{"throttled_fraction":2}}]})",
            "devices[0].telemetry.throttled_fraction: 2 is out of range");
        row("unknown mode",
            R"({"format":"gpuplanner-probe","version":1,"mode":"fast","devices":[{"name":"X"}]})",
            "mode: unknown value \"fast\"");
        row("skipped reason not text", head + R"(,"gemm_skipped":{"fp8":3}}]})",
            "devices[0].gemm_skipped.fp8: expected a string");
        row("device without name", R"({"format":"gpuplanner-probe","version":1,"devices":[{}]})",
            "devices[0].name: missing required");
        row("truncated", R"({"format":"gpuplanner-probe",)", "(top level): malformed JSON");
        // Issue #25: the device's name becomes a GPU's name in plans and launch files.
        row("name with a newline",
            R"x({"format":"gpuplanner-probe","version":1,"devices":[{"name":"H100\n$(id)"}]})x",
            "devices[0].name: holds a control or invisible character (U+000A at position 5)");
        row("catalog GPU with a zero-width space", head + R"(,"catalog_gpu":"h100\u200b"}]})",
            "devices[0].catalog_gpu: holds a control or invisible character (U+200B");
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

    // A probe result's problems are codes with their arguments (the workbench words them in its
    // language). `args`: "name=value;...".
    void malformedIsCoded_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("args");
        const std::string head =
            R"({"format":"gpuplanner-probe","version":1,"devices":[{"name":"X")";
        const auto row = [](const char* name, const std::string& text, InputProblemCode code,
                            const char* field, const char* args) {
            QTest::newRow(name) << QString::fromStdString(text) << int(code)
                                << QString::fromUtf8(field) << QString::fromUtf8(args);
        };
        row("wrong format", R"({"format":"x","version":1})", InputProblemCode::WrongFormat,
            "format", "format=gpuplanner-probe");
        row("future version", R"({"format":"gpuplanner-probe","version":2,"devices":[]})",
            InputProblemCode::VersionNewer, "version", "version=2;supported=1");
        row("no devices", R"({"format":"gpuplanner-probe","version":1,"devices":[]})",
            InputProblemCode::ExpectedDeviceArray, "devices", "");
        row("unknown precision", head + R"(,"gemm_flops_per_second":{"fp6":{"best":1}}}]})",
            InputProblemCode::UnknownValue, "devices[0].gemm_flops_per_second.fp6",
            "value=fp6;allowed=fp32, tf32, fp16, bf16, fp8, int8");
        row("median above best",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"median":2}}}]})",
            InputProblemCode::MedianAboveBest, "devices[0].gemm_flops_per_second.bf16.median", "");
        row("sweep row too short",
            head + R"(,"gemm_flops_per_second":{"bf16":{"best":1,"sweep":[[1,2,3]]}}}]})",
            InputProblemCode::SweepRows, "devices[0].gemm_flops_per_second.bf16.sweep", "");
        row("peer key not an index", head + R"(,"peer_bytes_per_second":{"one":1e9}}]})",
            InputProblemCode::ExpectedDeviceIndex, "devices[0].peer_bytes_per_second.one", "");
    }
    void malformedIsCoded() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(QString, args);
        try {
            (void)parse_probe_result(parse_json_text(text.toStdString(), "probe.json"),
                                     "probe.json");
            QFAIL("no error");
        } catch (const InputError& e) {
            verify_coded_problem(e, code, field, args);
        }
    }
};

int runTestProbeResults(int argc, char** argv) {
    TestProbeResults t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_probe_results.moc"
