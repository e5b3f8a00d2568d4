// Importers of other tools' catalogs (gpuhunt CSV, dstack offer JSON), the format detection and
// provider naming of `catalog update`, the merge of its sources and `catalog diff`, against
// hand-made files in each tool's format (tests/fixtures/gpuhunt, tests/fixtures/dstack).
#include "catalog/catalog_diff.h"
#include "catalog/catalog_update.h"
#include "catalog/dstack.h"
#include "catalog/gpuhunt.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "test_paths.h"

#include <QtTest>

using namespace gpuplanner;

namespace {

const Offering* find(const std::vector<Offering>& v, const std::string& key) {
    for (const Offering& o : v)
        if (o.key() == key)
            return &o;
    return nullptr;
}

std::string read(const std::string& file) {
    return read_input_file(file, 1 << 20);
}

// The field of the InputError `f` throws ("" when none).
template <class F> std::string error_field(F f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.field() + ": " + e.problem();
    }
    return {};
}

} // namespace

class TestCatalogImport final : public QObject {
    Q_OBJECT

private slots:
    // runpod.csv (gpuhunt v2): the H100's on-demand and spot rows fold into one offering; the
    // A100 with 80.0 GB is the 80 GB part; two RTX 4090s; a CPU-only row and an unknown
    // accelerator are counted, not imported.
    void gpuhuntCsv() {
        const CatalogImport imp = import_gpuhunt_csv(read(fixture("gpuhunt/runpod.csv")),
                                                     "runpod.csv", "runpod", "2026-12-05");
        QCOMPARE(imp.rows, std::size_t(6));
        QCOMPARE(imp.offerings.size(), std::size_t(3));
        QCOMPARE(imp.cpu_only_rows, std::size_t(1));
        QCOMPARE(imp.unknown_accelerator_rows, std::size_t(1));
        QCOMPARE(imp.unknown_accelerators.front(), std::string("XPU9"));
        const Offering* h100 = find(imp.offerings, "runpod/NVIDIA H100 80GB HBM3/CA");
        QVERIFY(h100);
        QCOMPARE(h100->gpu_id, std::string("h100-sxm"));
        QCOMPARE(*h100->on_demand_per_hour, 2.99);
        QCOMPARE(*h100->spot_per_hour, 1.75);
        QCOMPARE(h100->vcpus, std::int64_t(24));
        QCOMPARE(h100->currency, std::string("USD"));
        QCOMPARE(h100->as_of, std::string("2026-12-05"));
        const Offering* a100 = find(imp.offerings, "runpod/NVIDIA A100-SXM4-80GB/EU-RO-1");
        QVERIFY(a100);
        QCOMPARE(a100->gpu_id, std::string("a100-sxm4-80gb"));
        const Offering* rtx = find(imp.offerings, "runpod/2x NVIDIA GeForce RTX 4090/US");
        QVERIFY(rtx);
        QCOMPARE(rtx->gpu_count, std::int64_t(2));
    }

    void gpuhuntErrorsNameLineAndColumn() {
        const std::string header = "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                                   "gpu_memory,spot\n";
        QCOMPARE(error_field([&] {
                     (void)import_gpuhunt_csv(header + "a,US,1.0,4,16,1,H100,80,maybe\n", "g.csv",
                                              "x", "2026-12-05");
                 }).substr(0, 13),
                 std::string("line 2: spot:"));
        QCOMPARE(error_field([&] {
                     (void)import_gpuhunt_csv(header + "a,US,-1,4,16,1,H100,80,False\n", "g.csv",
                                              "x", "2026-12-05");
                 }).substr(0, 14),
                 std::string("line 2: price:"));
        QVERIFY(error_field([&] {
                    (void)import_gpuhunt_csv("instance_name,location,gpu_count,gpu_name,spot\n",
                                             "g.csv", "x", "2026-12-05");
                }).find("missing column price") != std::string::npos);
    }

    // dstack offer JSON, the flat form (aws p5.48xlarge: eight H100 in resources.gpus) and the
    // nested one (vastai: the instance under "instance", a spot offer).
    void dstackJson() {
        const CatalogImport imp =
            import_dstack_json(read(fixture("dstack/offers.json")), "offers.json", "2026-12-05");
        QCOMPARE(imp.offerings.size(), std::size_t(2));
        const Offering* p5 = find(imp.offerings, "aws/p5.48xlarge/us-east-1");
        QVERIFY(p5);
        QCOMPARE(p5->gpu_id, std::string("h100-sxm"));
        QCOMPARE(p5->gpu_count, std::int64_t(8));
        QCOMPARE(p5->vcpus, std::int64_t(192));
        QCOMPARE(p5->ram_gib, 2048.0);
        QCOMPARE(*p5->on_demand_per_hour, 55.04);
        QVERIFY(!p5->spot_per_hour);
        const Offering* vast = find(imp.offerings, "vastai/1234567/pl-greaterpoland");
        QVERIFY(vast);
        QCOMPARE(vast->gpu_id, std::string("a100-sxm4-40gb")); // 40,960 MiB
        QCOMPARE(*vast->spot_per_hour, 0.52);
        QVERIFY(!vast->on_demand_per_hour);
        QVERIFY(error_field([] {
                    (void)import_dstack_json(
                        R"({"offers": [{"backend": "aws", "region": "r", "instance_type": "t",)"
                        R"( "resources": {"gpus": []}}]})",
                        "o.json", "2026-12-05");
                }).rfind("offers[0].price", 0) == 0);
        QVERIFY(error_field([] {
                    (void)import_dstack_json(R"({"runs": []})", "o.json", "2026-12-05");
                }).rfind("offers", 0) == 0);
    }

    void formatAndProviderFromTheSource() {
        QCOMPARE(detect_catalog_format(read(fixture("gpuhunt/runpod.csv")), "a"),
                 CatalogSourceFormat::GpuHunt);
        QCOMPARE(detect_catalog_format(read(fixture("dstack/offers.json")), "a"),
                 CatalogSourceFormat::Dstack);
        QCOMPARE(detect_catalog_format(read(fixture("skypilot/aws/vms.csv")), "a"),
                 CatalogSourceFormat::SkyPilot);
        QCOMPARE(detect_catalog_format(read(resource("catalog/offerings/aws.json")), "a"),
                 CatalogSourceFormat::Offerings);
        QVERIFY(
            !error_field([] { (void)detect_catalog_format("name,price\nx,1\n", "a"); }).empty());
        QVERIFY(!error_field([] { (void)detect_catalog_format("  \n", "a"); }).empty());
        QVERIFY(!error_field([] { (void)detect_catalog_format("{\"a\": 1}", "a"); }).empty());
        QCOMPARE(provider_from_origin("https://h/catalogs/v8/aws/vms.csv"), std::string("aws"));
        QCOMPARE(provider_from_origin("/data/gpuhunt/RunPod.csv"), std::string("runpod"));
        QCOMPARE(provider_from_origin("https://h/x/vastai.csv?ts=1"), std::string("vastai"));
        QCOMPARE(provider_from_origin("vms.csv"), std::string("vms"));
    }

    // Two sources listing the same offering: the later price wins (merge_offerings).
    void laterSourceWins() {
        std::vector<ImportedSource> sources;
        sources.push_back(import_catalog_text(read(fixture("gpuhunt/runpod.csv")), "runpod.csv", "",
                                              "2026-12-01", nullptr));
        const std::string cheaper = "instance_name,location,price,cpu,memory,gpu_count,gpu_name,"
                                    "gpu_memory,spot\nNVIDIA H100 80GB HBM3,CA,2.49,24,251,1,"
                                    "H100,80.0,False\n";
        sources.push_back(
            import_catalog_text(cheaper, "later/runpod.csv", "", "2026-12-05", nullptr));
        const std::vector<Offering> all = merge_imported(sources);
        // The H100's spot price stays in the earlier entry (with its own source and date), its
        // on-demand price is the later one's: two entries, one billing mode each.
        std::size_t h100s = 0;
        for (const Offering& o : all) {
            if (o.key() != "runpod/NVIDIA H100 80GB HBM3/CA")
                continue;
            ++h100s;
            if (o.on_demand_per_hour) {
                QCOMPARE(*o.on_demand_per_hour, 2.49);
                QCOMPARE(o.as_of, std::string("2026-12-05"));
            }
            if (o.spot_per_hour) {
                QCOMPARE(*o.spot_per_hour, 1.75);
                QCOMPARE(o.as_of, std::string("2026-12-01"));
            }
        }
        QCOMPARE(h100s, std::size_t(2));
        QCOMPARE(all.size(), std::size_t(4));
    }

    // What moved: one added, one removed, an on-demand price from 2.00 to 2.50 (+25%), a spot
    // price gained.
    void diffOfTwoCatalogs() {
        Offering a;
        a.provider = "p";
        a.instance_type = "i1";
        a.region = "r";
        a.gpu_id = "h100-sxm";
        a.on_demand_per_hour = 2.0;
        Offering b = a;
        b.instance_type = "i2";
        Offering a2 = a;
        a2.on_demand_per_hour = 2.5;
        a2.spot_per_hour = 1.0;
        Offering c = a;
        c.instance_type = "i3";
        const CatalogDiff d = diff_catalogs({a, b}, {a2, c});
        QCOMPARE(d.added.size(), std::size_t(1));
        QCOMPARE(d.added[0].instance_type, std::string("i3"));
        QCOMPARE(d.removed.size(), std::size_t(1));
        QCOMPARE(d.removed[0].instance_type, std::string("i2"));
        QCOMPARE(d.changed.size(), std::size_t(1));
        QCOMPARE(d.changed[0].mode, std::string("on_demand"));
        QVERIFY(std::abs(d.changed[0].change() - 0.25) < 1e-12);
        QCOMPARE(d.gained_mode.size(), std::size_t(1));
        QCOMPARE(d.unchanged, std::size_t(0));
        const CatalogDiff same = diff_catalogs({a, b}, {a, b});
        QCOMPARE(same.unchanged, std::size_t(2));
        QVERIFY(same.changed.empty() && same.added.empty() && same.removed.empty());
    }
};

int runTestCatalogImport(int argc, char** argv) {
    TestCatalogImport t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_catalog_import.moc"
