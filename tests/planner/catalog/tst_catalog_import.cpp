// Importers of other tools' catalogs (gpuhunt CSV, dstack offer JSON, SkyPilot's Slurm price
// rules), the format detection and
// provider naming of `catalog update`, the merge of its sources and `catalog diff`, against
// hand-made files in each tool's format (tests/fixtures/gpuhunt, tests/fixtures/dstack,
// tests/fixtures/skypilot/slurm).
#include "catalog/catalog_diff.h"
#include "catalog/catalog_update.h"
#include "catalog/dstack.h"
#include "catalog/gpuhunt.h"
#include "catalog/slurm_pricing.h"
#include "coded_problem_check.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "test_paths.h"

#include <QtTest>

#include <cmath>

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

    // Each importer's error is a code with its arguments, which the workbench words in its
    // language (ui/core/text/input_error_text.cpp), and the CLI's English is that code's template
    // filled. `args`: "name=value;..." that the problem holds.
    void importErrorsAreCoded_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("english");
        const QString gpuhunt = QStringLiteral(
            "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n");
        // A QString, not the QStringBuilder "gpuhunt + ..." would be: that one refers to the
        // temporary QString and read freed memory (ASan, clean-clone run 2026-12-07).
        const auto row = [&](const char* line) -> QString {
            return gpuhunt + QString::fromUtf8(line);
        };
        QTest::newRow("SkyPilot vms.csv without Price")
            << "InstanceType,AcceleratorName,AcceleratorCount,Region\nx,H100,8,us\n"
            << int(InputProblemCode::CatalogColumnMissing) << "line 1"
            << "column=Price;format=SkyPilot vms.csv"
            << "missing column Price (is this a SkyPilot vms.csv?)";
        QTest::newRow("gpuhunt spot") << row("a,US,1.0,4,16,1,H100,80,maybe\n")
                                      << int(InputProblemCode::ExpectedTrueFalse) << "line 2: spot"
                                      << "value=maybe"
                                      << "expected True or False, found \"maybe\"";
        QTest::newRow("gpuhunt price")
            << row("a,US,-1,4,16,1,H100,80,False\n") << int(InputProblemCode::ExpectedNonNegative)
            << "line 2: price"
            << "value=-1"
            << "expected a non-negative number, found \"-1\"";
        QTest::newRow("dstack price")
            << R"({"offers": [{"backend": "aws", "region": "r", "instance_type": "t",)"
               R"( "resources": {"gpus": []}, "price": -1}]})"
            << int(InputProblemCode::OfferPriceRange) << "offers[0].price"
            << ""
            << "expected a price per hour between 0 and ";
        QTest::newRow("not a catalog") << "name,price\nx,1\n"
                                       << int(InputProblemCode::CatalogHeaderUnknown) << "line 1"
                                       << ""
                                       << "not a catalog this reads: ";
        QTest::newRow("empty") << "  \n"
                               << int(InputProblemCode::CatalogEmpty) << ""
                               << ""
                               << "empty: expected a SkyPilot vms.csv";
        QTest::newRow("other JSON")
            << R"({"a": 1})" << int(InputProblemCode::CatalogJsonUnknown) << ""
            << ""
            << "a JSON document that is neither";
    }
    void importErrorsAreCoded() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(QString, args);
        QFETCH(QString, english);
        try {
            (void)import_catalog_text(text.toStdString(), "vms.csv", "aws", "2026-12-05", nullptr);
            QFAIL("accepted");
        } catch (const InputError& e) {
            verify_coded_problem(e, code, field, args, english);
        }
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
        QCOMPARE(detect_catalog_format(read(fixture("skypilot/slurm/pricing.csv")), "a"),
                 CatalogSourceFormat::SkyPilotSlurm);
        QCOMPARE(provider_from_origin("/x/catalogs/v8/slurm/pricing.csv"), std::string("slurm"));
    }

    // slurm/pricing.csv rules on a node of 8 GPUs, 96 vCPUs, 1,024 GiB, by hand: H100 in
    // cluster-a's default zone takes its own rule (line 3) 8 x 2.00 + 96 x 0.02 + 1024 x 0.004 =
    // 22.016; in zone gpu-big the exact Region+Zone rule (line 4) 8 x 1.50 + 1.92 + 4.096 =
    // 18.016; in cluster-b the Region rule (line 6, any accelerator) beats the wildcards: 0 per
    // GPU + 96 x 0.03 + 1024 x 0.001 = 3.904. The A100-80GB rule (line 5, any Region) prices
    // cluster-a 8 x 1.10 + 0.96 + 2.048 = 11.808. Without vCPUs and memory the cluster-b node
    // costs 0 and is skipped, not imported free.
    void slurmPricingRules() {
        const std::string text = read(fixture("skypilot/slurm/pricing.csv"));
        SlurmNodeShape node;
        QCOMPARE(parse_slurm_node_shape("8:96:1024", &node), std::string());
        const CatalogImport imp =
            import_slurm_pricing_csv(text, "p.csv", "slurm", "2026-12-05", node);
        QCOMPARE(imp.rows, std::size_t(5));
        QCOMPARE(imp.offerings.size(), std::size_t(6));
        const struct {
            const char* key;
            double price;
        } expected[] = {{"slurm/slurm-any-8xH100/cluster-a", 22.016},
                        {"slurm/slurm-gpu-big-8xH100/cluster-a", 18.016},
                        {"slurm/slurm-any-8xH100/cluster-b", 3.904},
                        {"slurm/slurm-any-8xA100-80GB/cluster-a", 11.808},
                        {"slurm/slurm-gpu-big-8xA100-80GB/cluster-a", 11.808},
                        {"slurm/slurm-any-8xA100-80GB/cluster-b", 3.904}};
        for (const auto& e : expected) {
            const Offering* o = find(imp.offerings, e.key);
            QVERIFY2(o, e.key);
            QVERIFY(o->on_demand_per_hour.has_value());
            QVERIFY2(std::abs(*o->on_demand_per_hour - e.price) < 1e-9, e.key);
            QCOMPARE(o->gpu_count, std::int64_t(8));
            QCOMPARE(o->vcpus, std::int64_t(96));
        }
        QCOMPARE(find(imp.offerings, "slurm/slurm-any-8xH100/cluster-a")->gpu_id,
                 std::string("h100-sxm"));
        QCOMPARE(find(imp.offerings, "slurm/slurm-any-8xA100-80GB/cluster-a")->gpu_id,
                 std::string("a100-sxm4-80gb"));

        SlurmNodeShape gpus_only;
        QCOMPARE(parse_slurm_node_shape("8", &gpus_only), std::string());
        const CatalogImport bare =
            import_slurm_pricing_csv(text, "p.csv", "slurm", "2026-12-05", gpus_only);
        QCOMPARE(bare.offerings.size(), std::size_t(4));
        QCOMPARE(bare.skipped.size(), std::size_t(2));
        QVERIFY(bare.skipped.front().reason.find("at 0") != std::string::npos);

        // SkyPilot's shipped default: one all-wildcard rule at 0, so nothing to import.
        const CatalogImport none = import_slurm_pricing_csv(
            "Region,Zone,PricePerVCPU,PricePerMemoryGB,AcceleratorName,PricePerAccelerator\n"
            ",,0.0,0.0,,0.0\n",
            "p.csv", "slurm", "2026-12-05", node);
        QVERIFY(none.offerings.empty());
        QCOMPARE(none.skipped.size(), std::size_t(1));

        const std::string bad = error_field([] {
            (void)import_slurm_pricing_csv("Region,Zone,PricePerVCPU,PricePerMemoryGB,"
                                           "AcceleratorName,PricePerAccelerator\n,,x,0,H100,1\n",
                                           "p.csv", "slurm", "2026-12-05", {});
        });
        QVERIFY2(bad.find("line 2") != std::string::npos &&
                     bad.find("PricePerVCPU") != std::string::npos,
                 bad.c_str());
        QVERIFY(!error_field([] {
                     (void)import_slurm_pricing_csv("Region,Zone\n", "p.csv", "slurm", "d", {});
                 }).empty());
    }

    // A price of 0 in another tool's catalog means "not listed" (Vast's vms.csv writes
    // SpotPrice 0.00 on every row), never a free machine; a row without a Region is skipped.
    void zeroPriceIsNotListed() {
        const CatalogImport sky =
            import_catalog_text("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,"
                                "MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
                                "1x-H200,H200,1,32,64.0,,2.65,0.00,\"France, FR, EU\"\n"
                                "2x-H200,H200,2,32,64.0,,0,0,Michigan\n"
                                "4x-H200,H200,4,32,64.0,,9.9,,\n",
                                "/x/vast/vms.csv", "", "2026-12-05", nullptr)
                .result;
        QCOMPARE(sky.offerings.size(), std::size_t(1)); // the row without a Region skipped
        QCOMPARE(sky.skipped.size(), std::size_t(2));
        // The row with no price (0 is not listed) is named too, in line order.
        QCOMPARE(sky.skipped[0].line, std::size_t(3));
        QCOMPARE(sky.skipped[0].reason, std::string("Price: empty"));
        // Front ends say it in their words from the code and the column.
        QVERIFY(sky.skipped[1].why == SkipReason::Empty);
        QCOMPARE(sky.skipped[1].subject, std::string("Region"));
        QCOMPARE(sky.skipped[1].reason, std::string("Region: empty"));
        QVERIFY(sky.offerings[0].on_demand_per_hour.has_value());
        QVERIFY(!sky.offerings[0].spot_per_hour.has_value());
        const CatalogImport hunt = import_gpuhunt_csv(
            "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
            "i1,us,0,8,32,1,H100,80.0,False\n",
            "runpod.csv", "runpod", "2026-12-05");
        QVERIFY(hunt.offerings.empty());
        QCOMPARE(hunt.skipped.size(), std::size_t(1));
        QVERIFY(hunt.skipped[0].why == SkipReason::Zero);
        QCOMPARE(hunt.skipped[0].reason, std::string("price: 0"));
    }

    void slurmNodeShape_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("gpus") << "8" << true;
        QTest::newRow("all three") << "4:48:512.5" << true;
        QTest::newRow("zero gpus") << "0" << false;
        QTest::newRow("65 gpus") << "65" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("letters") << "8:x" << false;
        QTest::newRow("four parts") << "8:1:2:3" << false;
        QTest::newRow("negative memory") << "8:96:-1" << false;
        QTest::newRow("hex") << "0x8" << false;
    }
    void slurmNodeShape() {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        SlurmNodeShape s;
        QCOMPARE(parse_slurm_node_shape(text.toStdString(), &s).empty(), ok);
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
        QCOMPARE(d.gained_mode.size(), std::size_t(1)); // spot, with its price
        QCOMPARE(d.gained_mode[0].mode, std::string("spot"));
        QCOMPARE(d.gained_mode[0].after, 1.0);
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
