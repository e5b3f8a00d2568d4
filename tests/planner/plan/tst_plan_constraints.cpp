// tst_plan, the constraints a buyer sets on what is planned: certifications and jurisdictions,
// the GPU types compared, domestic substitution and US export control (issue #32).
#include "plan_test_support.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace gpuplanner;
using plan_test::PlanFixture;

class TestPlanConstraints final : public QObject, PlanFixture {
    Q_OBJECT

private slots:
    void initTestCase() { load_fixture(); }

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

    // The GPU types a buyer compares (helper walkthrough, 2026-12-07: no constraint kept a plan
    // to H20s and H800s but pinning one GPU and its count): only those, any count; an id the
    // catalog does not know is an error naming the entry.
    void gpuTypesConstraint() {
        const PlanResult r = plan(scenario(R"(,"constraints":{"gpus":["a100-sxm4-80gb"]})"));
        QVERIFY(!r.options.empty());
        for (const auto& o : r.options)
            QCOMPARE(o.gpu_id, std::string("a100-sxm4-80gb"));
        const PlanResult both =
            plan(scenario(R"(,"constraints":{"gpus":["a100-sxm4-80gb","h100-sxm"]})"));
        QVERIFY(both.options.size() > r.options.size());
        // A listed type no offering has is named (a buyer comparing H20 against H800 is told
        // the H800 is missing, not shown H20 options alone); types on offer are not.
        const auto notOffered = [](const PlanResult& p) {
            for (const Diagnostic& w : p.warning_codes)
                if (w.code == DiagCode::GpuTypesNotOffered)
                    return w.names.at(0) + " / " + std::to_string(std::lround(w.numbers.at(0)));
            return std::string();
        };
        QCOMPARE(notOffered(both), std::string());
        const PlanResult missing =
            plan(scenario(R"(,"constraints":{"gpus":["h800-sxm","a100-sxm4-80gb","h20"]})"));
        QCOMPARE(missing.options.size(), r.options.size());
        QCOMPARE(notOffered(missing), std::string("h800-sxm, h20 / 2"));
        // Types that cannot compute the precision: said why, not only "nothing fits".
        catalog_.offerings.push_back(offering("cheap", "v100x8", "v100-sxm2-32gb", 8, 10, {}));
        const PlanResult v100 = plan(scenario(R"(,"constraints":{"gpus":["v100-sxm2-32gb"]})"));
        catalog_.offerings.pop_back();
        QVERIFY(v100.options.empty());
        QVERIFY(std::any_of(
            v100.warning_codes.begin(), v100.warning_codes.end(), [](const Diagnostic& w) {
                return w.code == DiagCode::PrecisionUnsupported && w.names.at(0) == "bf16";
            }));
        try {
            (void)scenario(R"(,"constraints":{"gpus":["h100-sxm","h100"]})");
            QFAIL("an unknown GPU id was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("constraints.gpus[1]") != std::string::npos,
                     e.what());
        }
    }

    // A certification scoped to regions (China's MLPS: the mainland) leaves out the provider's
    // other regions under that constraint, and only under it.
    void certificationScopedToRegions() {
        catalog_.providers[1].certification_regions = {{"China MLPS", {"cn-"}, {"cn-hongkong"}}};
        Offering hk = offering("secure", "h100x8.hk", "h100-sxm", 8, 100.0, std::nullopt, "CNY");
        hk.region = "cn-hongkong";
        catalog_.offerings.push_back(hk);
        const auto regions = [](const PlanResult& r) {
            std::set<std::string> out;
            for (const auto& o : r.options)
                out.insert(o.region);
            return out;
        };
        const PlanResult mlps =
            plan(scenario(R"(,"constraints":{"certifications":["China MLPS"]})"));
        QCOMPARE(regions(mlps), std::set<std::string>{"cn-north"});
        const PlanResult iso = plan(scenario(R"(,"constraints":{"certifications":["ISO 27001"]})"));
        QCOMPARE(regions(iso), (std::set<std::string>{"cn-north", "cn-hongkong"}));
        catalog_.offerings.pop_back();
        catalog_.providers[1].certification_regions.clear();
    }

    // Domestic substitution: with the constraint only the Ascend 910B offering plans (the GPU
    // catalog marks it domestic_china), without it the NVIDIA ones plan too.
    void domesticAcceleratorsOnly() {
        catalog_.offerings.push_back(offering("secure", "ascend.8x", "ascend-910b", 8, 90, {}));
        const PlanResult domestic =
            plan(scenario(R"(,"constraints":{"domestic_accelerators_only":true})"));
        QVERIFY(!domestic.options.empty());
        for (const auto& o : domestic.options) {
            QCOMPARE(o.gpu_id, std::string("ascend-910b"));
            QVERIFY(!o.cuda); // the catalog gives it no compute capability
        }
        const PlanResult any = plan(scenario(""));
        QVERIFY(std::any_of(any.options.begin(), any.options.end(),
                            [](const PlanOption& o) { return o.gpu_id != "ascend-910b"; }));
        QVERIFY(gpus_.find("ascend-910b")->domestic_china);
        QVERIFY(!gpus_.find("h100-sxm")->domestic_china);
        QVERIFY(!gpus_.find("h20")->export_control.status_china.empty());
        const auto has_no_domestic = [](const PlanResult& r) {
            return std::any_of(r.warning_codes.begin(), r.warning_codes.end(), [](const auto& w) {
                return w.code == DiagCode::NoDomesticOfferings;
            });
        };
        QVERIFY(!has_no_domestic(domestic));
        catalog_.offerings.pop_back();
        // Without a domestic offering the plan says the catalog lacks one, not only that no
        // option fits (helper check, 2026-12-06), and counts what the constraint left out.
        const PlanResult none =
            plan(scenario(R"(,"constraints":{"domestic_accelerators_only":true})"));
        QVERIFY(none.options.empty());
        QVERIFY(has_no_domestic(none));
        for (const auto& w : none.warning_codes)
            if (w.code == DiagCode::NoDomesticOfferings)
                QVERIFY(w.numbers.at(0) >= 1 &&
                        w.numbers.at(0) <= double(catalog_.offerings.size()));
    }

    // Export control: with no_export_licence_china only parts whose catalog status is "none"
    // plan (an L20 and the Ascend 910B here; the H100 and the H20, which needs a licence since
    // the April 2025 letter, are left out); without such an offering the plan says so.
    void noExportLicenceForChina() {
        QCOMPARE(gpus_.find("l20")->export_control.licence_china, std::string("none"));
        QCOMPARE(gpus_.find("ascend-910b")->export_control.licence_china, std::string("none"));
        QCOMPARE(gpus_.find("h20")->export_control.licence_china, std::string("required"));
        QCOMPARE(gpus_.find("b200")->export_control.licence_china,
                 std::string("presumption_of_denial"));
        const auto warned = [](const PlanResult& r) {
            return std::any_of(r.warning_codes.begin(), r.warning_codes.end(), [](const auto& w) {
                return w.code == DiagCode::NoLicenceFreeOfferings;
            });
        };
        const char* constraint = R"(,"constraints":{"no_export_licence_china":true})";
        const PlanResult none = plan(scenario(constraint));
        QVERIFY(none.options.empty());
        QVERIFY(warned(none));
        catalog_.offerings.push_back(offering("secure", "l20.8x", "l20", 8, 40, {}));
        catalog_.offerings.push_back(offering("secure", "h20.8x", "h20", 8, 60, {}));
        const PlanResult free = plan(scenario(constraint));
        QVERIFY(!free.options.empty());
        QVERIFY(!warned(free));
        for (const auto& o : free.options)
            QCOMPARE(o.gpu_id, std::string("l20"));
        const PlanResult any = plan(scenario(""));
        QVERIFY(std::any_of(any.options.begin(), any.options.end(),
                            [](const PlanOption& o) { return o.gpu_id == "h20"; }));
        catalog_.offerings.pop_back();
        catalog_.offerings.pop_back();
    }
};

int runTestPlanConstraints(int argc, char** argv) {
    TestPlanConstraints t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_plan_constraints.moc"
