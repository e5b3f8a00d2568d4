// The plan: ranking, constraints, Pareto front, billing modes, currency, pinned hardware,
// unverified rows and the owned machine, on a small synthetic catalog with round numbers.
#include "dates.h"
#include "errors.h"
#include "json_reader.h"
#include "number_text.h"
#include "plan.h"
#include "plan_pipeline.h"
#include "plan_summary.h"
#include "presets.h"
#include "test_paths.h"

#include <QtTest>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <stdexcept>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

class TestPlan final : public QObject {
    Q_OBJECT
    std::vector<ModelPreset> presets_;
    GpuCatalog gpus_;
    OfferingCatalog catalog_;
    CurrencyTable fx_;

    static Offering offering(const std::string& provider, const std::string& instance,
                             const std::string& gpu, int count, double od,
                             std::optional<double> spot, const std::string& currency = "USD") {
        Offering o;
        o.provider = provider;
        o.instance_type = instance;
        o.region = provider == "secure" ? "cn-north" : "us-east";
        o.gpu_id = gpu;
        o.gpu_count = count;
        o.network_gbps = 400;
        o.gpu_interconnect = "nvlink";
        o.currency = currency;
        o.on_demand_per_hour = od;
        o.spot_per_hour = spot;
        o.source = "test";
        o.as_of = "2026-11-01";
        return o;
    }

    Scenario scenario(const std::string& extra,
                      const std::string& workload =
                          R"({"type":"training","tokens":1e9,"sequence_length":2048})") {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-2-7b"},"workload":)" +
            workload + extra + "}";
        return parse_scenario(nlohmann::json::parse(text), "s.json",
                              ScenarioContext{&presets_, &gpus_});
    }

    QTemporaryDir dir_;
    // A gpuprobe result with one device: bf16 GEMM and triad figures, the power limit.
    std::string probe(const std::string& file, const std::string& name, double gib, double bf16,
                      double triad, double watts) {
        nlohmann::json d{{"index", 0},
                         {"name", name},
                         {"compute_capability", "9.0"},
                         {"memory_bytes", gib * 1073741824.0},
                         {"power_limit_watts", watts},
                         {"memory_bandwidth_bytes_per_second", {{"copy", triad}, {"triad", triad}}},
                         {"gemm_flops_per_second", {{"bf16", {{"best", bf16}}}}}};
        nlohmann::json j{{"format", "gpuplanner-probe"},
                         {"version", 1},
                         {"date", "2026-11-30"},
                         {"devices", {d}}};
        return write_file(dir_, file, j.dump());
    }
    // GPT-2 (124M) on one own GPU: small enough for any card, compute-bound.
    Scenario own_machine(const std::string& local) {
        const std::string text =
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},"workload":{"type":"training","tokens":1e10,"sequence_length":1024},"local":)" +
            local + R"(,"constraints":{"allow_spot":false,"allow_reserved":false}})";
        return parse_scenario(nlohmann::json::parse(text), "s.json",
                              ScenarioContext{&presets_, &gpus_});
    }
    static const PlanOption& owned(const PlanResult& r) {
        const auto it = std::find_if(r.options.begin(), r.options.end(), [](const PlanOption& o) {
            return o.billing == BillingMode::Owned;
        });
        if (it == r.options.end())
            throw std::runtime_error("no owned option");
        return *it;
    }

    PlanResult plan(const Scenario& s, SortKey sort = SortKey::Cost,
                    const std::string& currency = "") {
        PlanRequest r;
        r.sort = sort;
        r.currency = currency;
        r.today = "2026-11-30";
        return make_plan(s, PlanCatalogs{&gpus_, &catalog_, &fx_, nullptr}, r);
    }

private slots:
    void initTestCase() {
        presets_ = load_presets(resource("models"));
        gpus_ = load_gpu_catalog(resource("catalog/gpus.json"));
        fx_ = load_currency_table(resource("catalog/currency.json"));
        Provider cheap;
        cheap.id = "cheap";
        cheap.jurisdiction = "US";
        cheap.certifications = {"SOC 2"};
        cheap.billing_granularity_seconds = 3600;
        cheap.minimum_billed_seconds = 3600;
        cheap.spot = true;
        cheap.reserved_max_discount = 0.5;
        Provider secure;
        secure.id = "secure";
        secure.jurisdiction = "CN";
        secure.certifications = {"ISO 27001", "HIPAA", "China MLPS"};
        secure.billing_granularity_seconds = 1;
        secure.minimum_billed_seconds = 1;
        catalog_.providers = {cheap, secure};
        catalog_.offerings = {
            offering("cheap", "h100x8", "h100-sxm", 8, 20.0, 8.0),
            offering("cheap", "a100x1", "a100-sxm4-80gb", 1, 3.0, std::nullopt),
            offering("secure", "h100x8", "h100-sxm", 8, 140.0, std::nullopt, "CNY")};
        Offering brief = offering("cheap", "too-good", "h100-sxm", 8, 1.0, std::nullopt);
        brief.unverified = true;
        catalog_.offerings.push_back(brief);
    }

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
            QCOMPARE(first.numbers.size(), std::size_t{6});
            QCOMPARE(first.numbers[0], static_cast<double>(o.layout.data));
            QCOMPARE(first.numbers[1], static_cast<double>(o.layout.tensor));
            QCOMPARE(first.numbers[2], static_cast<double>(o.layout.pipeline));
            QCOMPARE(first.numbers[3], static_cast<double>(o.layout.context));
            QVERIFY(first.numbers[4] > 0 && first.numbers[4] <= 100); // MFU, %
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

    void certificationAndJurisdiction_data() {
        QTest::addColumn<QString>("constraint");
        QTest::addColumn<QString>("provider");
        QTest::newRow("HIPAA: only secure") << R"("certifications":["HIPAA"])"
                                            << "secure";
        QTest::newRow("SOC 2: only cheap") << R"("certifications":["SOC 2"])"
                                           << "cheap";
        QTest::newRow("jurisdiction CN") << R"("jurisdictions":["CN"])"
                                         << "secure";
        QTest::newRow("provider list") << R"("providers":["cheap"])"
                                       << "cheap";
        QTest::newRow("region prefix") << R"("regions":["cn-"])"
                                       << "secure";
    }
    void certificationAndJurisdiction() {
        QFETCH(QString, constraint);
        QFETCH(QString, provider);
        const PlanResult r = plan(scenario(R"(,"constraints":{)" + constraint.toStdString() + "}"));
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options)
            QCOMPARE(QString::fromStdString(o.provider), provider);
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
        QVERIFY(r.options[*sum.fastest].hours <= fastest_reserved * 1.01);
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

    void pinnedHardware() {
        const PlanResult r = plan(scenario(R"(,"hardware":{"gpu":"h100-sxm","count":16})"));
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options) {
            QCOMPARE(o.gpu_id, std::string("h100-sxm"));
            QCOMPARE(o.gpu_count, std::int64_t(16));
            QCOMPARE(o.nodes, std::int64_t(2));
        }
        // Sixteen single-GPU A100 VMs without a published network between them are not planned
        // as one job (the one-node rule holds for pinned hardware too); one of them is.
        catalog_.offerings[1].network_gbps = 0;
        const PlanResult vms = plan(scenario(R"(,"hardware":{"gpu":"a100-sxm4-80gb","count":16})"));
        QVERIFY(vms.options.empty());
        const PlanResult one = plan(scenario(R"(,"hardware":{"gpu":"a100-sxm4-80gb","count":1})"));
        catalog_.offerings[1].network_gbps = 400;
        QVERIFY(!one.options.empty()); // (7B on one 80 GB A100: with optimizer offload)
        QVERIFY(std::all_of(one.options.begin(), one.options.end(),
                            [](const PlanOption& o) { return o.nodes == 1; }));
    }

    void ownedMachineAndBuyVersusRent() {
        const PlanResult r = plan(scenario(
            R"(,"local":{"gpu":"h100-sxm","count":8,"purchase_price":300000,"power_price_per_kwh":0.1,"pue":1.0,"host_watts":0,"amortization_years":3,"utilization":1.0},"constraints":{"allow_spot":false,"allow_reserved":false})"));
        const auto local =
            std::find_if(r.options.begin(), r.options.end(),
                         [](const PlanOption& o) { return o.billing == BillingMode::Owned; });
        QVERIFY(local != r.options.end());
        // 300,000 / (3 x 8760) + 8 x 700 W x 0.1 per kWh = 11.4155 + 0.56 per hour.
        QVERIFY(std::abs(local->price_per_hour - (300000.0 / 26280.0 + 0.56)) < 1e-9);
        for (const auto& o : r.options)
            if (o.billing != BillingMode::Owned && o.cost > local->hours * 0.56) {
                QVERIFY(o.buy_break_even_jobs.has_value());
                QVERIFY(
                    std::abs(*o.buy_break_even_jobs - 300000.0 / (o.cost - local->hours * 0.56)) <
                    1e-6 * *o.buy_break_even_jobs);
                QVERIFY(std::abs(*o.buy_break_even_local_hours -
                                 *o.buy_break_even_jobs * local->hours) <
                        1e-6 * *o.buy_break_even_local_hours);
            }
    }

    // local.probe: measured figures divided by the reference efficiencies (0.80 GEMM, 0.90 triad)
    // replace the datasheet, so a GPU measuring like a healthy one plans exactly like the catalog
    // entry and one at half speed takes twice as long; the power limit replaces the TDP.
    void measuredOwnMachine() {
        const std::string money =
            R"("purchase_price":10000,"power_price_per_kwh":0.1,"pue":1.0,"host_watts":0,"amortization_years":3,"utilization":1.0)";
        const PlanOption datasheet =
            owned(plan(own_machine(R"({"gpu":"h100-sxm",)" + money + "}")));
        const std::string healthy =
            probe("healthy.json", "NVIDIA H100 80GB HBM3", 79.1, 0.8 * 989.4e12, 0.9 * 3350e9, 700);
        const PlanResult r = plan(own_machine(R"({"probe":")" + healthy + R"(",)" + money + "}"));
        const PlanOption& same = owned(r);
        QCOMPARE(same.gpu_id, std::string("h100-sxm")); // matched from the device name
        QVERIFY(same.why.find("GPU as measured by gpuprobe on 2026-11-30") != std::string::npos);
        QVERIFY(std::abs(same.hours - datasheet.hours) < 1e-9 * datasheet.hours);
        QVERIFY(std::abs(same.price_per_hour - datasheet.price_per_hour) < 1e-12);
        QVERIFY(r.local_probe && r.local_datasheet && r.local_measured);
        QCOMPARE(r.local_datasheet->id, std::string("h100-sxm"));
        QCOMPARE(r.local_comparison.front().key, std::string("bf16"));
        QCOMPARE(*r.local_comparison.front().fraction, 0.8);
        QCOMPARE(*r.local_comparison.front().planned_as, 989.4e12);

        const std::string slow =
            probe("slow.json", "NVIDIA H100 80GB HBM3", 79.1, 0.4 * 989.4e12, 0.9 * 3350e9, 350);
        const PlanOption half =
            owned(plan(own_machine(R"({"probe":")" + slow + R"(",)" + money + "}")));
        const double ratio = half.hours / datasheet.hours;
        QVERIFY2(ratio > 1.9 && ratio <= 2.0 + 1e-9, std::to_string(ratio).c_str());
        // 10,000 / (3 x 8,760 h) + 350 W x 0.1 per kWh.
        QVERIFY(std::abs(half.price_per_hour - (10000.0 / 26280.0 + 0.035)) < 1e-12);

        // The summary sets the own machine against the fastest and the cheapest cloud option.
        const PlanSummary sum = summarize(r);
        QVERIFY(sum.owned && sum.fastest_cloud && sum.cheapest_cloud);
        for (const PlanOption& o : r.options)
            if (o.billing != BillingMode::Owned) {
                QVERIFY(o.hours >= r.options[*sum.fastest_cloud].hours);
                QVERIFY(o.cost >= r.options[*sum.cheapest_cloud].cost);
            }
        QVERIFY(r.options[*sum.fastest_cloud].billing != BillingMode::Owned);
        QCOMPARE(*sum.owned_time_vs_fastest_cloud,
                 same.hours / r.options[*sum.fastest_cloud].hours);
        QCOMPARE(*sum.owned_cost_vs_cheapest_cloud,
                 same.cost / r.options[*sum.cheapest_cloud].cost);

        // A part the catalog does not list: planned from the measurement alone.
        const std::string laptop =
            probe("laptop.json", "NVIDIA GeForce RTX 4090 Laptop GPU", 16, 8e13, 4.5e11, 150);
        const PlanResult l = plan(own_machine(R"({"probe":")" + laptop + R"(",)" + money + "}"));
        QCOMPARE(owned(l).gpu_id, std::string("probe-0"));
        QVERIFY(!l.local_datasheet);
        QVERIFY(!l.local_comparison.front().datasheet);
        QCOMPARE(*l.local_comparison.front().planned_as, 1e14);
    }

    void inferenceReplicasForTarget() {
        const std::string w =
            R"({"type":"inference","prompt_tokens":1024,"output_tokens":256,"concurrency":16,"target_requests_per_second":20})";
        const PlanResult r = plan(scenario(R"(,"constraints":{"providers":["cheap"]})", w));
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options) {
            QVERIFY(o.replicas >= 1);
            // Enough replicas for the target and not one more than needed.
            QVERIFY(o.tokens_per_second / 256.0 >= 20.0 - 1e-9);
            QVERIFY(o.tokens_per_second / 256.0 * (o.replicas - 1) / o.replicas < 20.0);
        }
    }

    void longWarningsAreWhole() {
        // A long single-zone job: the warning is complete, not cut at a buffer size.
        const PlanResult r =
            plan(scenario(R"(,"constraints":{"max_gpus":8})",
                          R"({"type":"training","tokens":1e12,"sequence_length":2048})"));
        bool found = false;
        for (const auto& w : r.warnings)
            if (QString::fromStdString(w).contains(QStringLiteral("single zone"))) {
                found = true;
                QVERIFY2(QString::fromStdString(w).endsWith(
                             QStringLiteral("storage another zone can read")),
                         w.c_str());
            }
        QVERIFY(found);
    }

    void unknownCurrencyIsAnError() {
        QVERIFY_THROWS_EXCEPTION(InputError, (void)plan(scenario(""), SortKey::Cost, "XYZ"));
    }

    // The one pipeline (plan_scenario) every front end uses: the currency rule (an unknown code
    // is a RequestError, not dropped), a measured machine attached with its warning when the
    // scenario has no local section, today in UTC when the request gives no date.
    void pipelineRules() {
        const Catalogs c = load_bundled_catalogs(ResourcePaths{resource("")});
        const nlohmann::json doc =
            parse_json_file(resource("examples/llama3-8b-lora.gpuplan.json"));
        PlanJob job;
        job.currency = "JPY";
        QVERIFY_THROWS_EXCEPTION(RequestError, (void)plan_scenario(doc, "s.json", c, job));
        job.currency = "EUR";
        job.probe_file = fixture("probe/synthetic-h100.json");
        const PlannedScenario p = plan_scenario(doc, "s.json", c, job);
        QCOMPARE(p.plan.currency, std::string("EUR"));
        QVERIFY(p.plan.local_probe.has_value());
        QVERIFY(std::any_of(p.plan.warnings.begin(), p.plan.warnings.end(), [](const auto& w) {
            return w.find("no local section") != std::string::npos;
        }));
        QVERIFY(p.summary.cheapest.has_value());
        QVERIFY(!p.fits.empty());
        const std::string today = today_utc();
        QCOMPARE(today.size(), std::size_t(10));
        QVERIFY(days_since_epoch(today).has_value());
    }
};

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
