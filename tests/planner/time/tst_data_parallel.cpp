// The data-parallel exchange (time/data_parallel.h): the exposed time by hand for DDP, ZeRO-2
// and ZeRO-3, and its inverse, which a network calibration relies on (the collectives' own time
// from the exposed time a run measured).
#include "near.h"
#include "time/data_parallel.h"

#include <QtTest>

using namespace gpuplanner;

class TestDataParallel final : public QObject {
    Q_OBJECT
private:
    // A = 1 s all-reduce, 0.9 overlap of 0.6 s micro-batches, 4 micro-batches, 10 layers.
    static DataParallelExchange exchange(int zero) {
        DataParallelExchange x;
        x.allreduce_seconds = 1.0;
        x.micro_compute_seconds = 0.6;
        x.overlap = 0.9;
        x.gradient_accumulation = 4;
        x.zero_stage = zero;
        x.layers = 10;
        return x;
    }

private slots:
    void exposedByHand_data() {
        QTest::addColumn<int>("zero");
        QTest::addColumn<double>("slowdown");
        QTest::addColumn<double>("expected");
        // DDP: max(0, f·A - 0.9 x 0.6 x 2/3 = 0.36).
        QTest::newRow("ddp") << 0 << 1.0 << 0.64;
        QTest::newRow("ddp slower") << 0 << 2.0 << 1.64;
        QTest::newRow("ddp hidden") << 0 << 0.3 << 0.0;
        // ZeRO-2: 4 x max(0, 0.5 f - 0.36) + 0.5 f.
        QTest::newRow("zero2") << 2 << 1.0 << 4 * 0.14 + 0.5;
        QTest::newRow("zero2 hidden") << 2 << 0.5 << 0.25;
        // ZeRO-3: 4 x (max(0, 1.5 f - 0.1 f - 0.54) + 0.1 f).
        QTest::newRow("zero3") << 3 << 1.0 << 4 * (0.86 + 0.1);
        QTest::newRow("zero3 hidden") << 3 << 0.25 << 4 * 0.025;
    }
    void exposedByHand() {
        QFETCH(int, zero);
        QFETCH(double, slowdown);
        QFETCH(double, expected);
        const double got = exchange(zero).exposed_seconds(slowdown);
        QVERIFY2(near(got, expected, 1e-12) || (expected == 0 && got == 0),
                 qPrintable(QString::number(got, 'g', 12)));
    }

    // slowdown_for() turns exposed_seconds() back, on both sides of where the hiding runs out.
    void inverse_data() {
        QTest::addColumn<int>("zero");
        QTest::addColumn<double>("slowdown");
        for (int zero : {0, 1, 2, 3})
            for (double f : {0.5, 1.0, 1.7, 3.0, 40.0})
                QTest::addRow("zero%d x%g", zero, f) << zero << f;
    }
    void inverse() {
        QFETCH(int, zero);
        QFETCH(double, slowdown);
        const DataParallelExchange x = exchange(zero);
        const double exposed = x.exposed_seconds(slowdown);
        if (exposed == 0) {
            QVERIFY(!x.slowdown_for(exposed)); // fully hidden: says nothing of the network
            return;
        }
        const std::optional<double> back = x.slowdown_for(exposed);
        QVERIFY(back);
        QVERIFY2(near(*back, slowdown, 1e-9), qPrintable(QString::number(*back, 'g', 12)));
    }

    void nothingToInvert() {
        DataParallelExchange none; // a single replica: no exchange
        QCOMPARE(none.exposed_seconds(5.0), 0.0);
        QVERIFY(!none.slowdown_for(1.0));
        QVERIFY(!exchange(0).slowdown_for(0.0));
        QVERIFY(!exchange(0).slowdown_for(-1.0));
    }
};

int runTestDataParallel(int argc, char** argv) {
    TestDataParallel t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_data_parallel.moc"
