// What the summary recommends (plan/plan_summary.h, docs/cost.md "What the summary
// recommends"), on hand-built options: ties in time are not "faster", a service is not
// recommended on spot.
#include "plan/plan_summary.h"

#include <QtTest>

#include <algorithm>

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

    // Any subset of the options that holds the ones the summary names (as `--top N` returns,
    // plan_ranking.cpp) gives the same picks: here every subset of the unnamed options of a
    // service with ties in time, spot, reservations and a cloud-only fastest.
    void namedRowsCarryThePicks() {
        std::vector<PickRow> rows = {
            {BillingMode::Spot, 90, 0.030},         {BillingMode::OnDemand, 400, 0.020},
            {BillingMode::Reserved1y, 380, 0.0205}, {BillingMode::OnDemand, 900, 0.010},
            {BillingMode::Reserved3y, 300, 0.0300}, {BillingMode::OnDemand, 950, 0.0102},
            {BillingMode::Spot, 200, 0.0101},       {BillingMode::OnDemand, 500, 0.040}};
        const SummaryPicks all = summary_picks(rows, true);
        const std::vector<std::size_t> named = all.named();
        std::vector<std::size_t> unnamed;
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (std::find(named.begin(), named.end(), i) == named.end())
                unnamed.push_back(i);
        QVERIFY(!unnamed.empty());
        for (unsigned mask = 0; mask < (1u << unnamed.size()); ++mask) {
            std::vector<std::size_t> keep = named; // indices into rows
            for (std::size_t k = 0; k < unnamed.size(); ++k)
                if (mask & (1u << k))
                    keep.push_back(unnamed[k]);
            std::sort(keep.begin(), keep.end());
            std::vector<PickRow> subset;
            for (std::size_t i : keep)
                subset.push_back(rows[i]);
            const SummaryPicks got = summary_picks(subset, true);
            const auto back = [&](std::optional<std::size_t> i) {
                return i ? std::optional<std::size_t>(keep[*i]) : std::nullopt;
            };
            QCOMPARE(back(got.cheapest), all.cheapest);
            QCOMPARE(back(got.fastest), all.fastest);
            QCOMPARE(back(got.best_cost_time), all.best_cost_time);
            QCOMPARE(back(got.cheapest_cloud), all.cheapest_cloud);
            QCOMPARE(back(got.fastest_cloud), all.fastest_cloud);
            QCOMPARE(got.spot_passed_over, all.spot_passed_over);
            for (const auto& [mode, i] : all.cheapest_by_billing)
                QCOMPARE(keep[got.cheapest_by_billing.at(mode)], i);
        }
    }
};

int runTestPlanSummary(int argc, char** argv) {
    TestPlanSummary t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_summary.moc"
