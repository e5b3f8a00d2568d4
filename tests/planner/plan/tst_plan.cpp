// tst_plan, ranking and billing: cost and time order, the Pareto front, spot and reserved
// prices, why-codes, deadline and budget, currencies (the buyer's other constraints:
// tst_plan_constraints.cpp).
#include "plan_test_support.h"

#include "plan/plan_price_outliers.h"
#include "plan/plan_summary.h"

#include <QtTest>

#include <map>
#include <set>

using namespace gpuplanner;
using plan_test::PlanFixture;

class TestPlan final : public QObject, PlanFixture {
    Q_OBJECT

private slots:
    void initTestCase() { load_fixture(); }

    void rankedByCost() {
        const PlanResult r = plan(scenario(""));
        QVERIFY(r.options.size() > 3);
        for (std::size_t i = 1; i < r.options.size(); ++i)
            QVERIFY(r.options[i - 1].cost <= r.options[i].cost);
        QCOMPARE(r.currency, std::string("USD"));
    }

    void rankedByTime() {
        const PlanResult r = plan(scenario(""), SortKey::Time);
        for (std::size_t i = 1; i < r.options.size(); ++i)
            QVERIFY(r.options[i - 1].hours <= r.options[i].hours);
    }

    void paretoFront() {
        const PlanResult r = plan(scenario(""));
        QVERIFY(!r.pareto.empty());
        for (std::size_t i = 0; i < r.options.size(); ++i) {
            const auto& a = r.options[i];
            bool dominated = false;
            for (const auto& b : r.options)
                dominated = dominated || ((b.hours < a.hours && b.cost <= a.cost) ||
                                          (b.hours <= a.hours && b.cost < a.cost));
            QCOMPARE(a.pareto, !dominated);
        }
    }

    void onDemandCostAndGranularity() {
        // Billing rounds up: whole hours on the per-hour provider, seconds on the per-second one
        // (whose CNY price is converted at the bundled 7.2464 CNY per USD).
        const PlanResult r = plan(
            scenario(R"(,"constraints":{"allow_spot":false,"allow_reserved":false,"max_gpus":8})"));
        bool saw_cheap = false, saw_secure = false;
        for (const auto& o : r.options) {
            if (o.provider == "cheap" && o.instance == "h100x8") {
                QCOMPARE(o.cost, std::ceil(o.hours - 1e-9) * 20.0);
                saw_cheap = true;
            }
            if (o.provider == "secure") {
                QVERIFY(std::abs(o.cost -
                                 std::ceil(o.hours * 3600 - 1e-9) / 3600 * 140.0 / 7.2464) < 1e-6);
                saw_secure = true;
            }
            QCOMPARE(o.billing, BillingMode::OnDemand);
        }
        QVERIFY(saw_cheap && saw_secure);
    }

    void spotAndReservedAppear() {
        const PlanResult r =
            plan(scenario(R"(,"billing":{"reserved":{"discount_1y":0.3,"utilization":0.5}})"));
        bool spot = false, reserved = false;
        for (const auto& o : r.options) {
            if (o.billing == BillingMode::Spot) {
                spot = true;
                QVERIFY(o.provider == "cheap" && o.instance == "h100x8");
                // Same hardware on demand: spot takes at least as long (expected rework).
                for (const auto& d : r.options)
                    if (d.billing == BillingMode::OnDemand && d.instance == o.instance &&
                        d.provider == o.provider && d.nodes == o.nodes)
                        QVERIFY(o.hours >= d.hours);
            }
            if (o.billing == BillingMode::Reserved1y && o.instance == "h100x8") {
                reserved = true;
                // (20 x 0.7) per node-hour, spread over 50% use: 28 per node-hour used; it beats
                // on-demand above 14 / 20 = 70% use.
                QVERIFY(std::abs(o.cost - o.hours * 28.0 * static_cast<double>(o.nodes)) < 1e-6);
                QVERIFY2(QString::fromStdString(o.why).contains(
                             QStringLiteral("cheaper than on-demand above 70% use")),
                         o.why.c_str());
                // The commitment: a year of the reserved price, 20 x 0.7 = 14 per node-hour.
                QCOMPARE(o.term_years, 1);
                QVERIFY(std::abs(o.commitment - 14.0 * 8760.0 * static_cast<double>(o.nodes)) <
                        1e-6);
            }
            if (o.billing == BillingMode::OnDemand || o.billing == BillingMode::Spot)
                QCOMPARE(o.commitment, 0.0);
        }
        QVERIFY(spot && reserved);
        const PlanResult no_spot = plan(scenario(R"(,"constraints":{"allow_spot":false})"));
        QVERIFY(std::none_of(no_spot.options.begin(), no_spot.options.end(),
                             [](const PlanOption& o) { return o.billing == BillingMode::Spot; }));
    }

    // The why line comes as codes with their numbers (issue #13), the same facts as the English:
    // the layout of the option, the reservation's break-even use, the spot rework.
    void whyCodesCarryTheFacts() {
        const PlanResult r =
            plan(scenario(R"(,"billing":{"reserved":{"discount_1y":0.3,"utilization":0.5}})"));
        QVERIFY(!r.options.empty());
        bool spot = false, breakEven = false;
        for (const auto& o : r.options) {
            QCOMPARE(o.why, join_texts(o.why_codes));
            QVERIFY(!o.why_codes.empty());
            const Diagnostic& first = o.why_codes.front();
            QCOMPARE(first.code, DiagCode::WhyTraining);
            QCOMPARE(first.numbers.size(), std::size_t{8});
            QCOMPARE(first.numbers[0], static_cast<double>(o.layout.data));
            QCOMPARE(first.numbers[1], static_cast<double>(o.layout.tensor));
            QCOMPARE(first.numbers[2], static_cast<double>(o.layout.pipeline));
            QCOMPARE(first.numbers[3], static_cast<double>(o.layout.context));
            QCOMPARE(first.numbers[4], static_cast<double>(o.layout.expert));
            QVERIFY(first.numbers[5] > 0 && first.numbers[5] <= 100); // MFU, %
            QCOMPARE(first.numbers[7], 0.0); // default utilisation: downtime held inside
            for (const Diagnostic& d : o.why_codes) {
                if (d.code == DiagCode::WhySpotRework) {
                    spot = true;
                    QCOMPARE(o.billing, BillingMode::Spot);
                    QVERIFY(d.numbers.at(0) > 0);
                    // the default bucket, as the scenario sets none
                    QCOMPARE(d.names.at(0), to_string(InterruptionClass::From10To15));
                }
                if (d.code == DiagCode::WhyReservedBreakEven && o.instance == "h100x8" &&
                    o.billing == BillingMode::Reserved1y) {
                    breakEven = true;
                    QVERIFY(std::abs(d.numbers.at(0) - 70.0) < 1e-9); // 14 / 20 per node-hour
                }
            }
        }
        QVERIFY(spot && breakEven);
    }

    // A one-off training job with nothing said of the rest of the term pays the whole term of
    // a reservation: 1e9 tokens take hours, the reservation commits 8,760 h per node. Such a
    // reservation never tops the cost ranking (issue #12: a $0.13 job inside a $509k term did).
    void oneOffJobPaysTheWholeTerm() {
        const PlanResult r = plan(scenario(""));
        bool reserved = false;
        for (const auto& o : r.options)
            if (o.term_years > 0) {
                reserved = true;
                QVERIFY(std::abs(o.cost - o.commitment) <= 1e-6 * o.commitment);
                QVERIFY2(QString::fromStdString(o.why).contains(
                             QStringLiteral("the whole term charged to this job")),
                         o.why.c_str());
            }
        QVERIFY(reserved);
        QVERIFY(r.options.front().term_years == 0);
        QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(), [](const std::string& w) {
            return w.find("charged their whole term") != std::string::npos;
        }));
    }

    // Serving: the cost per million output tokens is what an hour of service costs as billed, so
    // a reservation at 50% use costs twice its hourly price per token.
    void costPerMillionTokensFollowsReservedUse() {
        const std::string serving =
            R"({"type":"inference","prompt_tokens":512,"output_tokens":128,"concurrency":8,"duration_hours":730})";
        const PlanResult r = plan(
            scenario(R"(,"billing":{"reserved":{"discount_1y":0.3,"utilization":0.5}})", serving));
        bool checked = false;
        for (const auto& o : r.options)
            if (o.billing == BillingMode::Reserved1y && o.tokens_per_second > 0) {
                const double per_hour = o.price_per_hour / 0.5;
                QVERIFY(std::abs(o.cost_per_million_tokens -
                                 per_hour / (o.tokens_per_second * 3600) * 1e6) <
                        1e-9 * o.cost_per_million_tokens);
                checked = true;
            }
        QVERIFY(checked);
    }

    // A price per GPU-hour far below what the catalog's other offerings of the GPU ask (a
    // placeholder: SkyPilot lists Mithril's H100 at 1.00 USD) is marked on its options; the
    // market's ordinary spread is not, nor is a GPU with too few offerings to judge by.
    void priceFarBelowOthersIsMarked() {
        const auto saved = catalog_.offerings;
        for (int i = 0; i < 5; ++i) {
            Offering o = offering("cheap", "h100x8.m" + std::to_string(i), "h100-sxm", 8,
                                  20.0 + 2 * i, std::nullopt);
            o.region = "us-west-" + std::to_string(i);
            catalog_.offerings.push_back(o);
        }
        catalog_.offerings.push_back(
            offering("cheap", "h100x8.placeholder", "h100-sxm", 8, 6.0, std::nullopt));
        catalog_.offerings.back().region = "us-placeholder";
        const PlanResult r = plan(scenario(R"(,"constraints":{"allow_spot":false})"));
        const auto marked = [](const PlanOption& o) {
            return std::any_of(o.warning_codes.begin(), o.warning_codes.end(), [](const auto& w) {
                return w.code == DiagCode::PriceFarBelowOthers;
            });
        };
        bool placeholder = false;
        for (const PlanOption& o : r.options) {
            // A reservation is judged by its offering's on-demand price: the placeholder's too.
            const bool judged = o.instance == "h100x8.placeholder";
            QCOMPARE(marked(o), judged);
            if (!judged)
                continue;
            placeholder = true;
            const Diagnostic& w =
                *std::find_if(o.warning_codes.begin(), o.warning_codes.end(), [](const auto& d) {
                    return d.code == DiagCode::PriceFarBelowOthers;
                });
            // 0.75 USD per GPU-hour against the median of the eight verified on-demand H100
            // rows (the placeholder's own among them), about 2.6 USD.
            QCOMPARE(w.names.front(), std::string("h100-sxm"));
            QVERIFY(std::abs(w.numbers[0] - 100 * 0.75 / w.numbers[1]) < 1e-9);
            QVERIFY(w.numbers[0] < 100 * plan_detail::kFarBelowMedianShare);
            QCOMPARE(w.numbers[2], 8.0);
        }
        QVERIFY(placeholder);
        catalog_.offerings = saved;
    }

    // The fixture's prices are dated 2026-11-01 and the plan's day is 2026-11-30: 29 days old.
    // The default threshold (183 days) says nothing; a user's 10 days warns on every option,
    // with the threshold in the warning.
    void priceAgeThresholdIsTheUsers() {
        const auto stale_warnings = [](const PlanResult& r) -> std::size_t {
            std::size_t n = 0;
            for (const auto& o : r.options)
                for (const auto& w : o.warning_codes)
                    if (w.code == DiagCode::StalePrice && !w.numbers.empty() &&
                        w.numbers[0] == 10.0)
                        ++n;
            return n;
        };
        QCOMPARE(stale_warnings(plan(scenario(""))), std::size_t(0));
        const PlanResult strict = plan(scenario(R"(,"constraints":{"max_price_age_days":10})"));
        QVERIFY(!strict.options.empty());
        QCOMPARE(stale_warnings(strict), strict.options.size());
    }

    // A reservation runs as fast as on-demand on the same hardware, so "fastest" goes to the
    // option without a one- or three-year commitment.
    void fastestIsNotAReservationWhenOnDemandIsAsFast() {
        const PlanResult r = plan(scenario(""));
        const PlanSummary sum = summarize(r);
        QVERIFY(sum.fastest);
        QCOMPARE(r.options[*sum.fastest].term_years, 0);
        double fastest_reserved = 1e300;
        for (const auto& o : r.options)
            if (o.term_years > 0)
                fastest_reserved = std::min(fastest_reserved, o.hours);
        QVERIFY(fastest_reserved < 1e300); // there was a reservation to pass over
        // As fast as the fastest reservation, as a reader sees it ("fastest" is the cheapest of
        // the options that read as fast as the fastest one).
        QVERIFY(r.options[*sum.fastest].hours <= fastest_reserved ||
                same_time(r.options[*sum.fastest].hours, fastest_reserved, false));
    }

    // A training job starts before it steps (issue #29: a 0.1 B-token LoRA job planned as 29 s on
    // 1,024 GPUs and was called the fastest): every option's wall clock holds the scenario's
    // billing.spot.restart_hours of start-up, and its bill that time on every GPU.
    void startUpIsOnTheClockAndTheBill() {
        const auto with = [&](double startup) {
            return plan(
                scenario(R"(,"billing":{"spot":{"restart_hours":)" + std::to_string(startup) +
                         R"(}},"constraints":{"allow_spot":false,"allow_reserved":false})"));
        };
        const PlanResult none = with(0), half = with(0.5);
        QVERIFY(!none.options.empty());
        QCOMPARE(half.options.size(), none.options.size());
        std::map<std::string, const PlanOption*> before;
        const auto key = [](const PlanOption& o) {
            return o.provider + "/" + o.instance + "/" + o.region + "/" +
                   std::to_string(o.gpu_count);
        };
        for (const PlanOption& o : none.options)
            before[key(o)] = &o;
        int billedHalfHours = 0;
        for (const PlanOption& o : half.options) {
            const PlanOption& b = *before.at(key(o));
            QVERIFY2(std::abs(o.hours - b.hours - 0.5) < 1e-9, key(o).c_str());
            // Half an hour more on the bill, rounded to the provider's billing step (per second
            // to an hour in the catalog: 0 to 1.5 hours more), 0.5 where billed by the second.
            const double more = (o.cost - b.cost) / o.price_per_hour;
            QVERIFY2(more >= -1e-9 && more <= 1.5 + 1e-9, key(o).c_str());
            billedHalfHours += std::abs(more - 0.5) < 1e-6 ? 1 : 0;
        }
        QVERIFY(billedHalfHours > 0);
    }

    void deadlineAndBudgetExclude() {
        const PlanResult all =
            plan(scenario(R"(,"constraints":{"allow_spot":false,"allow_reserved":false})"));
        double fastest = 1e300, slowest = 0, cheapest = 1e300;
        for (const auto& o : all.options) {
            fastest = std::min(fastest, o.hours);
            slowest = std::max(slowest, o.hours);
            cheapest = std::min(cheapest, o.cost);
        }
        const double deadline = (fastest + slowest) / 2;
        const PlanResult d = plan(scenario(
            R"(,"constraints":{"allow_spot":false,"allow_reserved":false,"deadline_hours":)" +
            std::to_string(deadline) + "}"));
        for (const auto& o : d.options)
            QVERIFY(o.hours <= deadline);
        QVERIFY(!d.excluded.empty());
        QVERIFY(QString::fromStdString(d.excluded.front().violations.front())
                    .contains(QStringLiteral("deadline")));
        const PlanResult b = plan(scenario(
            R"(,"constraints":{"allow_spot":false,"allow_reserved":false,"budget":{"amount":)" +
            std::to_string(cheapest * 1.01) + R"(,"currency":"USD"}})"));
        for (const auto& o : b.options)
            QVERIFY(o.cost <= cheapest * 1.01);
        QVERIFY(!b.options.empty());
    }

    void currencyOfThePlan() {
        const PlanResult usd = plan(scenario(R"(,"constraints":{"providers":["secure"]})"));
        const PlanResult cny =
            plan(scenario(R"(,"constraints":{"providers":["secure"]})"), SortKey::Cost, "CNY");
        QCOMPARE(cny.currency, std::string("CNY"));
        QVERIFY(std::abs(cny.options.front().cost - usd.options.front().cost * 7.2464) <
                1e-6 * cny.options.front().cost);
        // A rate set in the scenario wins over the bundled one.
        const PlanResult custom = plan(scenario(
            R"(,"constraints":{"providers":["secure"]},"currency":{"code":"USD","rates_per_usd":{"CNY":7.0},"as_of":"2026-11-30"})"));
        QVERIFY(std::abs(custom.options.front().cost * 7.0 - cny.options.front().cost) <
                1e-6 * cny.options.front().cost);
    }

    void unverifiedRowsNeedConsent() {
        auto has_unverified = [](const PlanResult& r) {
            return std::any_of(r.options.begin(), r.options.end(),
                               [](const PlanOption& o) { return o.instance == "too-good"; });
        };
        QVERIFY(!has_unverified(plan(scenario(""))));
        const PlanResult with = plan(scenario(R"(,"constraints":{"include_unverified":true})"));
        QVERIFY(has_unverified(with));
        QCOMPARE(with.options.front().instance, std::string("too-good"));
        QVERIFY(!with.options.front().warnings.empty());
    }
};

int runTestPlan(int argc, char** argv) {
    TestPlan t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan.moc"
