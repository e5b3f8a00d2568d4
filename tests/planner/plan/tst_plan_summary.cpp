// What the summary recommends (plan/plan_summary.h, docs/cost.md "What the summary
// recommends"), on hand-built options: ties in time are not "faster", a service is not
// recommended on spot.
#include "plan/plan_summary.h"

#include <QtTest>

using namespace gpuplanner;

namespace {

PlanOption option(double hours, double cost, BillingMode billing = BillingMode::OnDemand,
                  std::int64_t replicas = 0, double tpot = 0) {
    PlanOption o;
    o.hours = hours;
    o.cost = cost;
    o.billing = billing;
    o.replicas = replicas;
    o.tpot_seconds = tpot;
    o.term_years = billing == BillingMode::Reserved1y ? 1 : 0;
    return o;
}

} // namespace

class TestPlanSummary final : public QObject {
    Q_OBJECT

private slots:
    // Each row: options (hours, cost), which index "fastest" must be, and why.
    void fastestIsTheCheapestOfTheTies_data() {
        QTest::addColumn<QList<double>>("hours");
        QTest::addColumn<QList<double>>("costs");
        QTest::addColumn<int>("fastest");
        // 34 min against 34 min (0.5667 h and 0.5600 h): the same to the reader; the cheaper.
        QTest::newRow("same displayed minutes")
            << QList<double>{0.5667, 0.5600} << QList<double>{10.0, 70.0} << 0;
        // Both under a minute: 8 GPUs for 0.4 min, 4,096 for 0.05 min.
        QTest::newRow("both <1 min")
            << QList<double>{0.4 / 60, 0.05 / 60} << QList<double>{1.2, 724.0} << 0;
        // 100 h against 92 h: 8% apart, inside the planner's 9.6% median error.
        QTest::newRow("within the model's error")
            << QList<double>{100.0, 92.0} << QList<double>{1000.0, 1500.0} << 0;
        // 100 h against 80 h: 20% faster is a claim the plan can make.
        QTest::newRow("really faster")
            << QList<double>{100.0, 80.0} << QList<double>{1000.0, 1500.0} << 1;
        // 3 h against 2 h: really faster even though both are short.
        QTest::newRow("hours apart") << QList<double>{3.0, 2.0} << QList<double>{5.0, 9.0} << 1;
    }
    void fastestIsTheCheapestOfTheTies() {
        QFETCH(QList<double>, hours);
        QFETCH(QList<double>, costs);
        QFETCH(int, fastest);
        PlanResult plan;
        for (int i = 0; i < hours.size(); ++i)
            plan.options.push_back(option(hours[i], costs[i]));
        const PlanSummary s = summarize(plan);
        QVERIFY(s.fastest);
        QCOMPARE(int(*s.fastest), fastest);
    }

    // A reservation is not "fastest" when an uncommitted option reads as fast, even if its
    // cost for this job comes out lower.
    void fastestAvoidsACommitmentWhenTied() {
        PlanResult plan;
        plan.options = {option(10.0, 50.0, BillingMode::Reserved1y), option(10.2, 80.0)};
        QCOMPARE(int(*summarize(plan).fastest), 1);
    }

    // A service is never recommended on spot while an option that stays up meets the
    // constraints: cheapest, fastest and best cost x time skip spot, the cheapest per billing
    // mode keeps it; all-spot plans still get a recommendation.
    void serviceIsNotRecommendedOnSpot() {
        PlanResult plan;
        plan.options = {option(730, 100.0, BillingMode::Spot, 2, 0.020),
                        option(730, 400.0, BillingMode::OnDemand, 2, 0.020),
                        option(730, 900.0, BillingMode::OnDemand, 4, 0.010)};
        const PlanSummary s = summarize(plan);
        QCOMPARE(int(*s.cheapest), 1);
        QCOMPARE(int(*s.fastest), 2);
        QVERIFY(*s.best_cost_time != 0);
        QCOMPARE(int(s.cheapest_by_billing.at(BillingMode::Spot)), 0);
        // Said, so "Cheapest" does not contradict a cost-sorted table (issue #29's walk).
        QVERIFY(s.spot_passed_over);
        PlanResult spotOnly;
        spotOnly.options = {option(730, 100.0, BillingMode::Spot, 2, 0.020)};
        QCOMPARE(int(*summarize(spotOnly).cheapest), 0);
        QVERIFY(!summarize(spotOnly).spot_passed_over);
        // A training job may run on spot (it checkpoints): its cheapest is the spot option.
        PlanResult training;
        training.options = {option(10, 100.0, BillingMode::Spot), option(9, 400.0)};
        QCOMPARE(int(*summarize(training).cheapest), 0);
        QVERIFY(!summarize(training).spot_passed_over);
    }
};

int runTestPlanSummary(int argc, char** argv) {
    TestPlanSummary t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_summary.moc"
