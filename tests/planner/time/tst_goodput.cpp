// A production run's goodput (time/goodput.h) against hand computations of Daly's
// restart-from-checkpoint model at Llama 3's interruption rate, and against the published
// figure it must reproduce: Llama 3's "higher than 90% effective training time" on 16,384 H100s
// with the quick restarts and frequent checkpoints Meta describes.
#include "near.h"
#include "time/goodput.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace gpuplanner;

class TestGoodput final : public QObject {
    Q_OBJECT
private slots:
    void interruptionRateFromLlama3() {
        // 466 interruptions in 54 days (1,296 h) on 16,384 GPUs: 466 / 21,233,664 GPU-hours.
        QVERIFY(near(kInterruptionsPerGpuHour, 466.0 / 21233664.0));
        QVERIFY(near(kInterruptionsPerGpuHour, 2.1946e-5, 1e-4));
    }

    // (1/L + r)(e^(L c) - 1) per segment of c hours, by hand.
    void expectedHours_data() {
        QTest::addColumn<double>("work");
        QTest::addColumn<double>("rate");
        QTest::addColumn<double>("restart");
        QTest::addColumn<double>("interval");
        QTest::addColumn<double>("expected");
        // 100 h at one interruption per 10 h, hourly checkpoints, 15 min restarts:
        // 100 x (10 + 0.25) x (e^0.1 - 1) = 107.7777 h.
        QTest::newRow("hourly checkpoints")
            << 100.0 << 0.1 << 0.25 << 1.0 << 100.0 * 10.25 * std::expm1(0.1);
        // Without checkpoints the whole job is one segment: (10 + 0.25)(e^10 - 1).
        QTest::newRow("no checkpoints") << 100.0 << 0.1 << 0.25 << 0.0 << 10.25 * std::expm1(10.0);
        // A job shorter than the interval is one segment of its own length.
        QTest::newRow("shorter than the interval")
            << 0.5 << 0.1 << 0.25 << 1.0 << 10.25 * std::expm1(0.05);
        QTest::newRow("no interruptions") << 100.0 << 0.0 << 0.25 << 1.0 << 100.0;
        QTest::newRow("no work") << 0.0 << 0.1 << 0.25 << 1.0 << 0.0;
    }
    void expectedHours() {
        QFETCH(double, work);
        QFETCH(double, rate);
        QFETCH(double, restart);
        QFETCH(double, interval);
        QFETCH(double, expected);
        RecoveryAssumptions r;
        r.restart_hours = restart;
        r.checkpoint_interval_hours = interval;
        QVERIFY(near(expected_hours_with_interruptions(work, rate, r), expected));
    }

    void neverFinishingJobIsInfinite() {
        RecoveryAssumptions none;
        none.checkpoint_interval_hours = 0;
        QVERIFY(std::isinf(expected_hours_with_interruptions(10000.0, 1.0, none)));
        // ... and plans at the floor, not at infinity.
        QCOMPARE(production_goodput(16384, 10000.0, none), kGoodputFloor);
    }

    // The share by cluster size: 1,000 hours of steps, hourly checkpoints, 15-minute restarts
    // (the scenario's defaults). L = GPUs x 2.1946e-5 per hour.
    void goodputByClusterSize_data() {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<double>("goodput");
        const auto by_hand = [](double gpus) {
            const double l = gpus * 466.0 / (54.0 * 24.0 * 16384.0);
            return 1.0 / ((1.0 / l + 0.25) * std::expm1(l));
        };
        QTest::newRow("one node") << 8.0 << by_hand(8);            // 0.99987
        QTest::newRow("1,024 GPUs") << 1024.0 << by_hand(1024);    // 0.9833
        QTest::newRow("16,384 GPUs") << 16384.0 << by_hand(16384); // 0.7624
    }
    void goodputByClusterSize() {
        QFETCH(double, gpus);
        QFETCH(double, goodput);
        const double g = production_goodput(gpus, 1000.0, RecoveryAssumptions{});
        QVERIFY2(near(g, goodput), qPrintable(QString::number(g)));
        QVERIFY(g > 0.76 && g < 1.0);
    }

    // Llama 3 405B: "higher than 90% effective training time" on 16,384 GPUs after Meta "reduced
    // job startup and checkpointing time" (section 3.3.4). At 15-minute checkpoints and
    // 6-minute restarts the model gives 92%; at the defaults (1 h, 15 min) 76%, the lost time a
    // team on that scale must engineer away.
    void llama3ScaleWithFastRecovery() {
        RecoveryAssumptions fast;
        fast.checkpoint_interval_hours = 0.25;
        fast.restart_hours = 0.1;
        const double g = production_goodput(16384, 54 * 24, fast);
        QVERIFY2(g > 0.90 && g < 0.93, qPrintable(QString::number(g)));
        QVERIFY(production_goodput(16384, 54 * 24, RecoveryAssumptions{}) < 0.77);
    }
};

int runTestGoodput(int argc, char** argv) {
    TestGoodput t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_goodput.moc"
