// Compatibility of GPU, driver, CUDA and frameworks from resources/compat/software.json, and
// storage sizing.
#include "io/versions.h"
#include "model/presets.h"
#include "plan/checks.h"
#include "test_paths.h"

#include <QtTest>

using namespace gpuplanner;

class TestChecks final : public QObject {
    Q_OBJECT
    CompatTable table_;
    GpuCatalog gpus_;

private slots:
    void initTestCase() {
        table_ = load_compat_table(resource("compat/software.json"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
    }

    void versions_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order");
        QTest::newRow("12.10 > 12.9") << "12.10"
                                      << "12.9" << 1;
        QTest::newRow("550.54.14 > 535.54.03") << "550.54.14"
                                               << "535.54.03" << 1;
        QTest::newRow("7.0 < 7.5") << "7.0"
                                   << "7.5" << -1;
        QTest::newRow("12.4 == 12.4.0") << "12.4"
                                        << "12.4.0" << 0;
    }
    void versions() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        QCOMPARE(compare_versions(a.toStdString(), b.toStdString()), order);
    }

    void compatibility_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("cuda");
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("pytorch");
        QTest::addColumn<QString>("tensorflow");
        QTest::addColumn<QString>("problem"); // empty: none expected
        QTest::newRow("CUDA 13 dropped Volta") << "v100-sxm2-32gb"
                                               << "13.0"
                                               << ""
                                               << ""
                                               << ""
                                               << "CUDA 13.0 does not support NVIDIA V100";
        QTest::newRow("CUDA 13 needs driver 580") << "h100-sxm"
                                                  << "13.0"
                                                  << "575.51.03"
                                                  << ""
                                                  << ""
                                                  << "needs driver 580.65.06 or newer";
        QTest::newRow("CUDA 12.4 with driver 550 on H100: fine") << "h100-sxm"
                                                                 << "12.4"
                                                                 << "550.54.14"
                                                                 << ""
                                                                 << ""
                                                                 << "";
        QTest::newRow("Blackwell needs CUDA 12.8") << "b200"
                                                   << "12.4"
                                                   << ""
                                                   << ""
                                                   << ""
                                                   << "predates NVIDIA B200";
        QTest::newRow("PyTorch 2.5 has no CUDA 12.6 build")
            << "h100-sxm"
            << "12.6"
            << ""
            << "2.5"
            << ""
            << "PyTorch 2.5 is built for CUDA 11.8, 12.1, 12.4, not 12.6";
        QTest::newRow("PyTorch 2.5 with CUDA 12.4: fine") << "a100-sxm4-80gb"
                                                          << "12.4"
                                                          << ""
                                                          << "2.5"
                                                          << ""
                                                          << "";
        QTest::newRow("brief: TensorFlow 2.8 needs CUDA 11.2")
            << "a100-sxm4-80gb"
            << "11.8"
            << ""
            << ""
            << "2.8"
            << "TensorFlow 2.8 is built for CUDA 11.2, not 11.8";
        QTest::newRow("PyTorch 2.5 cannot run on B200")
            << "b200"
            << ""
            << ""
            << "2.5"
            << ""
            << "PyTorch 2.5 has no CUDA build (11.8, 12.1, 12.4) that supports NVIDIA B200";
        QTest::newRow("MI300X is not CUDA") << "mi300x"
                                            << "12.4"
                                            << ""
                                            << ""
                                            << ""
                                            << "is not a CUDA device";
        QTest::newRow("unknown CUDA version") << "h100-sxm"
                                              << "10.1"
                                              << ""
                                              << ""
                                              << ""
                                              << "CUDA 10.1 is not in the compatibility table";
    }
    void compatibility() {
        QFETCH(QString, gpu);
        QFETCH(QString, cuda);
        QFETCH(QString, driver);
        QFETCH(QString, pytorch);
        QFETCH(QString, tensorflow);
        QFETCH(QString, problem);
        SoftwareStack sw{cuda.toStdString(), driver.toStdString(), pytorch.toStdString(),
                         tensorflow.toStdString()};
        const auto problems = compatibility_problems(table_, sw, *gpus_.find(gpu.toStdString()));
        if (problem.isEmpty()) {
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        } else {
            QVERIFY(!problems.empty());
            QVERIFY2(QString::fromStdString(problems.front()).contains(problem),
                     problems.front().c_str());
        }
    }

    void storageSizing() {
        const auto presets = load_presets(resource("models"));
        const ModelSpec& m = find_preset(presets, "llama-2-7b")->model;
        TrainingWorkload w;
        w.tokens = 2e12;
        PlanInputs in;
        in.data.checkpoints_kept = 3;
        const StorageSizing s = size_storage(m, w, in, 1000 * 3600.0);
        // Data: 2e12 tokens x 4 bytes; a checkpoint: 6,738,415,616 x (2 + 12) bytes.
        QCOMPARE(s.dataset_bytes, 8e12);
        QCOMPARE(s.checkpoint_bytes, 6738415616.0 * 14);
        QCOMPARE(s.storage_bytes, 8e12 + 3 * 6738415616.0 * 14);
        QCOMPARE(s.read_bytes_per_second, 8e12 / 3.6e6);
    }
};

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
