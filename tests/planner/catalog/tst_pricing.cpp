// Pricing rules: billing granularity, spot interruption model, reserved terms, owned hardware,
// currency conversion. Expected values are computed by hand from the formulas in docs/cost.md.
#include "catalog/billing.h"
#include "catalog/currency.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

class TestPricing final : public QObject {
    Q_OBJECT

private slots:
    void granularity_data() {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<double>("granularity");
        QTest::addColumn<double>("minimum");
        QTest::addColumn<double>("hours");
        QTest::newRow("per hour: 3601 s bills 2 h") << 3601.0 << 3600.0 << 3600.0 << 2.0;
        QTest::newRow("per hour: 10 s bills 1 h") << 10.0 << 3600.0 << 3600.0 << 1.0;
        QTest::newRow("per second: 3601 s") << 3601.0 << 1.0 << 60.0 << 3601.0 / 3600;
        QTest::newRow("per second, 60 s minimum: 10 s bills 60 s")
            << 10.0 << 1.0 << 60.0 << 60.0 / 3600;
        QTest::newRow("per minute: 90 s bills 120 s") << 90.0 << 60.0 << 60.0 << 120.0 / 3600;
        QTest::newRow("exact hour stays one hour") << 3600.0 << 3600.0 << 3600.0 << 1.0;
    }
    void granularity() {
        QFETCH(double, seconds);
        QFETCH(double, granularity);
        QFETCH(double, minimum);
        QFETCH(double, hours);
        QCOMPARE(billed_hours(seconds, granularity, minimum), hours);
    }

    void interruptionRates_data() {
        QTest::addColumn<QString>("bucket");
        QTest::addColumn<double>("monthly");
        // Middle of each AWS Spot Advisor bucket; 22.5% for ">20%".
        QTest::newRow("<5%") << "<5%" << 0.025;
        QTest::newRow("5-10%") << "5-10%" << 0.075;
        QTest::newRow("10-15%") << "10-15%" << 0.125;
        QTest::newRow("15-20%") << "15-20%" << 0.175;
        QTest::newRow(">20%") << ">20%" << 0.225;
    }
    void interruptionRates() {
        QFETCH(QString, bucket);
        QFETCH(double, monthly);
        const auto c = interruption_class_from_string(bucket.toStdString());
        QVERIFY(c);
        // Survival over a 730-hour month equals 1 - p.
        QVERIFY(std::abs(std::exp(-interruption_rate_per_hour(*c) * 730.0) - (1.0 - monthly)) <
                1e-12);
    }

    void spotExpectedHours_data() {
        QTest::addColumn<double>("work");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QString>("bucket");
        QTest::addColumn<double>("restart");
        QTest::addColumn<double>("interval");
        QTest::addColumn<double>("expected");
        // E = (work / c) (1/L + r)(e^(L c) - 1), L = nodes x -ln(1 - p)/730.
        QTest::newRow("10 h, <5%, hourly checkpoints")
            << 10.0 << 1 << "<5%" << 0.0 << 1.0 << 10.000173411662033;
        QTest::newRow("100 h on 4 nodes, 10-15%, 2 h checkpoints, 30 min restart")
            << 100.0 << 4 << "10-15%" << 0.5 << 2.0 << 100.10981431363821;
        QTest::newRow("1000 h, >20%, no checkpoints: restart from zero")
            << 1000.0 << 1 << ">20%" << 0.0 << 0.0 << 1196.8085769318523;
    }
    void spotExpectedHours() {
        QFETCH(double, work);
        QFETCH(int, nodes);
        QFETCH(QString, bucket);
        QFETCH(double, restart);
        QFETCH(double, interval);
        QFETCH(double, expected);
        SpotAssumptions a;
        a.interruption = *interruption_class_from_string(bucket.toStdString());
        a.restart_hours = restart;
        a.checkpoint_interval_hours = interval;
        const double got = spot_expected_hours(work, nodes, a);
        QVERIFY2(std::abs(got - expected) < 1e-6 * expected,
                 qPrintable(QString::number(got, 'g', 17)));
    }

    void checkpointsCutRework() {
        SpotAssumptions with;
        with.interruption = InterruptionClass::Over20;
        SpotAssumptions without = with;
        without.checkpoint_interval_hours = 0;
        QVERIFY(spot_expected_hours(500, 8, with) < spot_expected_hours(500, 8, without));
        QVERIFY(spot_expected_hours(500, 8, with) > 500);
    }

    void reserved_data() {
        QTest::addColumn<double>("reserved");
        QTest::addColumn<double>("onDemand");
        QTest::addColumn<double>("utilization");
        QTest::addColumn<double>("effective");
        QTest::addColumn<double>("breakEven");
        QTest::newRow("40% off, fully used") << 6.0 << 10.0 << 1.0 << 6.0 << 0.6;
        QTest::newRow("40% off, half used: dearer than on-demand")
            << 6.0 << 10.0 << 0.5 << 12.0 << 0.6;
        QTest::newRow("55% off, 80% used") << 4.5 << 10.0 << 0.8 << 5.625 << 0.45;
    }
    void reserved() {
        QFETCH(double, reserved);
        QFETCH(double, onDemand);
        QFETCH(double, utilization);
        QFETCH(double, effective);
        QFETCH(double, breakEven);
        QCOMPARE(reserved_effective_price_per_used_hour(reserved, utilization), effective);
        QCOMPARE(reserved_break_even_utilization(reserved, onDemand), breakEven);
    }

    void owned() {
        OwnedHardware h;
        h.gpu_count = 1;
        h.purchase_price = 3000;
        h.power_price_per_kwh = 0.15;
        h.pue = 1.0;
        h.host_watts = 150;
        h.amortization_years = 3;
        h.utilization = 0.5;
        // Power: (450 + 150) W x 1.0 x 0.15 per kWh = 0.09 per hour.
        QCOMPARE(owned_power_per_hour(h, 450), 0.09);
        // Capital: 3000 / (3 x 8760 x 0.5) = 0.228310... per used hour.
        QVERIFY(std::abs(owned_cost_per_hour(h, 450) - (3000.0 / 13140.0 + 0.09)) < 1e-12);
        // Renting at 1.00 per hour: 3000 / (1 - 0.09) = 3296.7 hours to break even.
        QVERIFY(std::abs(buy_break_even_hours(h, 450, 1.0) - 3000.0 / 0.91) < 1e-9);
        QVERIFY(std::isinf(buy_break_even_hours(h, 450, 0.05))); // cheaper than the power bill
    }

    void currency_data() {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<double>("expected");
        // Bundled table: 7.2464 CNY and 0.9626 EUR per USD (dated 2024-12-31).
        QTest::newRow("100 USD in CNY") << 100.0 << "USD"
                                        << "CNY" << 724.64;
        QTest::newRow("72.464 CNY in USD") << 72.464 << "CNY"
                                           << "USD" << 10.0;
        QTest::newRow("100 EUR in USD") << 100.0 << "EUR"
                                        << "USD" << 100.0 / 0.9626;
        QTest::newRow("100 EUR in CNY") << 100.0 << "EUR"
                                        << "CNY" << 100.0 / 0.9626 * 7.2464;
        QTest::newRow("same currency") << 5.0 << "CNY"
                                       << "CNY" << 5.0;
    }
    void currency() {
        QFETCH(double, amount);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(double, expected);
        const CurrencyTable t = load_currency_table(resource("catalog/currency.json"));
        QVERIFY(std::abs(t.convert(amount, from.toStdString(), to.toStdString()) - expected) <
                1e-9 * std::max(1.0, expected));
        QVERIFY(!t.as_of.empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)t.convert(1, "USD", "XYZ"));
    }

    // The one list of currencies (editor, settings): the bundled table's codes, USD first.
    void currencyCodesComeFromTheTable() {
        const CurrencyTable t = load_currency_table(resource("catalog/currency.json"));
        QCOMPARE(t.codes(), (std::vector<std::string>{"USD", "CNY", "EUR"}));
        CurrencyTable more = t;
        more.per_usd["JPY"] = 150;
        QCOMPARE(more.codes().size(), std::size_t(4));
        QCOMPARE(more.codes().front(), std::string("USD"));
    }
};

QTEST_GUILESS_MAIN(TestPricing)
#include "tst_pricing.moc"
