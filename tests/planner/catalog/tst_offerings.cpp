// Provider catalog: the bundled offerings and their sources, loader errors, price text, merges.
// The SkyPilot importer: tst_skypilot_import.cpp.
#include "catalog/offerings.h"
#include "catalog/skypilot.h"
#include "coded_problem_check.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

using namespace gpuplanner;

class TestOfferings final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    OfferingCatalog bundled_;
    CurrencyTable fx_;

private slots:
    // One price rule for catalog files, the SkyPilot importer and the catalog editor's cells.
    void priceText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("problem");
        QTest::addColumn<double>("value"); // -1: no price
        QTest::newRow("empty") << "" << int(PriceProblem::None) << -1.0;
        QTest::newRow("spaces") << "   " << int(PriceProblem::None) << -1.0;
        QTest::newRow("plain") << "12.5" << int(PriceProblem::None) << 12.5;
        QTest::newRow("padded") << " 3 " << int(PriceProblem::None) << 3.0;
        QTest::newRow("zero") << "0" << int(PriceProblem::None) << 0.0;
        QTest::newRow("largest") << "1e7" << int(PriceProblem::None) << 1e7;
        QTest::newRow("negative") << "-5" << int(PriceProblem::Negative) << -1.0;
        QTest::newRow("letters") << "abc" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("unit") << "12 USD" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("comma") << "12,5" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("hex") << "0x10" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("inf") << "inf" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("nan") << "nan" << int(PriceProblem::NotANumber) << -1.0;
        QTest::newRow("too large") << "1.5e7" << int(PriceProblem::TooLarge) << -1.0;
        QTest::newRow("overflow") << "1e400" << int(PriceProblem::TooLarge) << -1.0;
        QTest::newRow("negative overflow") << "-1e400" << int(PriceProblem::Negative) << -1.0;
    }
    void priceText() {
        QFETCH(QString, text);
        QFETCH(int, problem);
        QFETCH(double, value);
        const PriceText p = parse_price_text(text.toStdString());
        QCOMPARE(int(p.problem), problem);
        QCOMPARE(p.value.has_value(), value >= 0);
        if (p.value)
            QCOMPARE(*p.value, value);
    }

    void isoDates_data() {
        QTest::addColumn<QString>("date");
        QTest::addColumn<bool>("valid");
        QTest::newRow("day") << "2026-12-01" << true;
        QTest::newRow("leap day") << "2024-02-29" << true;
        QTest::newRow("no leap day") << "2025-02-29" << false;
        QTest::newRow("century not leap") << "1900-02-29" << false;
        QTest::newRow("400 leap") << "2000-02-29" << true;
        QTest::newRow("month 13") << "2026-13-01" << false;
        QTest::newRow("day 31 of April") << "2026-04-31" << false;
        QTest::newRow("nines") << "9999-99-99" << false;
        QTest::newRow("day zero") << "2026-01-00" << false;
        QTest::newRow("slashes") << "2026/01/01" << false;
    }
    void isoDates() {
        QFETCH(QString, date);
        QFETCH(bool, valid);
        QCOMPARE(is_iso_date(date.toStdString()), valid);
    }

    void initTestCase() {
        fx_ = load_currency_table(resource("catalog/currency.json"));
        bundled_.providers = load_providers(resource("catalog/providers.json"));
        bundled_.offerings =
            load_offerings_dir(resource("catalog/offerings"), &bundled_.providers, &fx_);
    }

    void bundledCatalogIsSourced() {
        QVERIFY(bundled_.offerings.size() >= 40);
        std::set<std::string> providers;
        for (const auto& o : bundled_.offerings) {
            providers.insert(o.provider);
            QVERIFY(!o.source.empty());
            QCOMPARE(o.as_of.size(), std::size_t(10));
            QVERIFY(o.indicative);
        }
        QVERIFY(providers.size() >= 7);
        for (const auto& p : bundled_.providers)
            QVERIFY2(!p.certifications.empty() && !p.certifications_source.empty(), p.id.c_str());
    }

    void briefMatrixRows_data() {
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<double>("price");
        QTest::addColumn<bool>("unverified");
        QTest::newRow("Tencent GN10Xp.28xlarge 68.5 CNY/h") << "GN10Xp.28xlarge"
                                                            << "CNY" << 68.5 << true;
        QTest::newRow("Alibaba ecs.gn7i-c16g1.28xlarge 59.2 CNY/h") << "ecs.gn7i-c16g1.28xlarge"
                                                                    << "CNY" << 59.2 << true;
        QTest::newRow("Volcano ve4i.8xlarge 42.7 CNY/h") << "ve4i.8xlarge"
                                                         << "CNY" << 42.7 << true;
        QTest::newRow("AWS p4d.24xlarge (SkyPilot price)") << "p4d.24xlarge"
                                                           << "USD" << 32.7726 << false;
    }
    void briefMatrixRows() {
        QFETCH(QString, instance);
        QFETCH(QString, currency);
        QFETCH(double, price);
        QFETCH(bool, unverified);
        const Offering* o = nullptr;
        for (const auto& x : bundled_.offerings)
            if (x.instance_type == instance.toStdString() && x.on_demand_per_hour)
                o = &x;
        QVERIFY(o);
        QCOMPARE(QString::fromStdString(o->currency), currency);
        QCOMPARE(*o->on_demand_per_hour, price);
        QCOMPARE(o->unverified, unverified);
    }

    void badOfferingFiles_data() {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("expected");
        const std::string ok =
            R"("provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,"currency":"USD","prices_per_hour":{"on_demand":1},"source":"s","as_of":"2026-01-01")";
        const auto edit = [&](const std::string& from, const std::string& to) {
            std::string s = ok;
            return QString::fromStdString(s.replace(s.find(from), from.size(), to));
        };
        QTest::newRow("unknown provider")
            << edit("\"aws\"", "\"acme\"") << "offerings[0].provider: unknown provider \"acme\"";
        QTest::newRow("no price") << edit("{\"on_demand\":1}", "{}")
                                  << "offerings[0].prices_per_hour: no price for any billing mode";
        QTest::newRow("negative price")
            << edit("\"on_demand\":1", "\"on_demand\":-1")
            << "offerings[0].prices_per_hour.on_demand: -1 is out of range";
        QTest::newRow("unknown currency")
            << edit("\"USD\"", "\"BTC\"") << "offerings[0].currency: unknown currency \"BTC\"";
        QTest::newRow("bad date") << edit("2026-01-01", "01/01/2026")
                                  << "offerings[0].as_of: expected a date YYYY-MM-DD";
        QTest::newRow("zero GPUs") << edit("\"gpu_count\":1", "\"gpu_count\":0")
                                   << "offerings[0].gpu_count: 0 is out of range";
        // Names are laid out in tables (issue #24: long unbroken text costs minutes there).
        QTest::newRow("instance type of 200,000 characters")
            << edit("\"x\"", "\"" + std::string(200000, 'x') + "\"")
            << "offerings[0].instance_type: 200000 characters; at most 200 are allowed";
        // Names are plain text (issue #25): they reach the launch files' lines.
        const std::string plain = ": holds a control or invisible character (";
        QTest::newRow("instance type with CR LF and a command")
            << edit("\"x\"", R"x("p4d\r\n$(id)")x")
            << QString::fromStdString("offerings[0].instance_type" + plain +
                                      "U+000D at position 4)");
        QTest::newRow("region with a line separator")
            << edit("\"r\"", R"("us\u2028east")")
            << QString::fromStdString("offerings[0].region" + plain + "U+2028 at position 3)");
        QTest::newRow("provider with a right-to-left override")
            << edit("\"aws\"", R"("\u202eaws")")
            << QString::fromStdString("offerings[0].provider" + plain + "U+202E at position 1)");
        QTest::newRow("GPU with a zero-width space")
            << edit("\"t4\"", R"("t\u200b4")")
            << QString::fromStdString("offerings[0].gpu" + plain + "U+200B at position 2)");
        QTest::newRow("unknown billing mode")
            << edit("{\"on_demand\":1}", "{\"on_demand\":1,\"monthly\":5}")
            << "offerings[0].prices_per_hour.monthly: unknown field";
    }
    void badOfferingFiles() {
        QFETCH(QString, entry);
        QFETCH(QString, expected);
        const std::string path =
            write_file(dir_, "bad.json",
                       R"({"format":"gpuplanner-offerings","version":1,"offerings":[{)" +
                           entry.toStdString() + "}]}");
        try {
            (void)load_offerings_file(path, &bundled_.providers, &fx_);
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QString::fromStdString(path) +
                                                                 QStringLiteral(": ") + expected),
                     e.what());
        }
    }

    // An offerings file's problems are codes with their arguments, which the workbench words in
    // its language; the CLI's English is that code's template filled. `args`: "name=value;...".
    void offeringErrorsAreCoded_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("english");
        const auto q = [](const char* text) { return QString::fromUtf8(text); };
        const QString head =
            QStringLiteral(R"({"format":"gpuplanner-offerings","version":1,"offerings":[)");
        const QString entry = QStringLiteral(
            R"({"provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,)"
            R"("currency":"USD","source":"s","as_of":"2026-01-01","prices_per_hour":)");
        QTest::newRow("another format")
            << R"({"format":"gpuplanner-gpus","version":1,"offerings":[]})"
            << int(InputProblemCode::WrongFormat) << "format"
            << "format=gpuplanner-offerings"
            << "expected \"gpuplanner-offerings\"";
        QTest::newRow("offerings not a list")
            << R"({"format":"gpuplanner-offerings","version":1,"offerings":{}})"
            << int(InputProblemCode::ExpectedOfferingArray) << "offerings"
            << ""
            << "expected an array of offerings";
        QTest::newRow("unknown provider")
            << head +
                   QString(entry).replace(QStringLiteral("\"aws\""), QStringLiteral("\"acme\"")) +
                   q(R"({"on_demand":1}}]})")
            << int(InputProblemCode::UnknownProvider) << "offerings[0].provider"
            << "provider=acme"
            << "unknown provider \"acme\" (not in providers.json)";
        QTest::newRow("spot price and discount")
            << head + entry + q(R"({"on_demand":2,"spot":1,"spot_discount":0.5}}]})")
            << int(InputProblemCode::SpotPriceAndDiscount)
            << "offerings[0].prices_per_hour.spot_discount"
            << ""
            << "give a spot price or a spot discount, not both";
        QTest::newRow("no price") << head + entry + q(R"({}}]})") << int(InputProblemCode::NoPrice)
                                  << "offerings[0].prices_per_hour"
                                  << ""
                                  << "no price for any billing mode";
        QTest::newRow("same billing mode twice")
            << head + entry + q(R"({"on_demand":1}},)") + entry + q(R"({"on_demand":2}}]})")
            << int(InputProblemCode::OfferingTwice) << "offerings[1].prices_per_hour.on_demand"
            << "index=0;mode=on_demand;provider=aws;instance_type=x;region=r"
            << "offerings[0] already gives the on_demand price of aws x in r: give each "
               "instance type, region and billing mode once";
        QTest::newRow("unknown currency")
            << head + QString(entry).replace(QStringLiteral("\"USD\""), QStringLiteral("\"BTC\"")) +
                   q(R"({"on_demand":1}}]})")
            << int(InputProblemCode::UnknownCurrency) << "offerings[0].currency"
            << "code=BTC"
            << "unknown currency \"BTC\"";
    }
    void offeringErrorsAreCoded() {
        QFETCH(QString, text);
        QFETCH(int, code);
        QFETCH(QString, field);
        QFETCH(QString, args);
        QFETCH(QString, english);
        try {
            (void)parse_offerings(parse_json_text(text.toStdString(), "o.json"), "o.json",
                                  &bundled_.providers, &fx_);
            QFAIL("accepted");
        } catch (const InputError& e) {
            verify_coded_problem(e, code, field, args, english);
        }
    }

    // China's MLPS is the mainland's scheme: a Chinese cloud's Hong Kong (or Singapore) rows do
    // not carry it, its other certifications hold everywhere (walkthrough, 2026-12-06: the
    // MLPS filter let cn-hongkong through).
    void certificationCoversItsRegions_data() {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("certification");
        QTest::addColumn<QString>("region");
        QTest::addColumn<bool>("certified");
        QTest::newRow("Alibaba Beijing MLPS") << "alibaba-cloud"
                                              << "China MLPS"
                                              << "cn-beijing" << true;
        QTest::newRow("Alibaba Wulanchabu MLPS") << "alibaba-cloud"
                                                 << "China MLPS"
                                                 << "cn-wulanchabu" << true;
        QTest::newRow("Alibaba Hong Kong MLPS") << "alibaba-cloud"
                                                << "China MLPS"
                                                << "cn-hongkong" << false;
        QTest::newRow("Alibaba Singapore MLPS") << "alibaba-cloud"
                                                << "China MLPS"
                                                << "ap-southeast-1" << false;
        QTest::newRow("Alibaba Hong Kong ISO 27001") << "alibaba-cloud"
                                                     << "ISO 27001"
                                                     << "cn-hongkong" << true;
        QTest::newRow("Tencent Beijing MLPS") << "tencent-cloud"
                                              << "China MLPS"
                                              << "ap-beijing" << true;
        QTest::newRow("Tencent Shanghai finance zone MLPS") << "tencent-cloud"
                                                            << "China MLPS"
                                                            << "ap-shanghai-fsi" << true;
        QTest::newRow("Tencent Hong Kong MLPS") << "tencent-cloud"
                                                << "China MLPS"
                                                << "ap-hongkong" << false;
        QTest::newRow("Tencent Singapore MLPS") << "tencent-cloud"
                                                << "China MLPS"
                                                << "ap-singapore" << false;
        QTest::newRow("Volcano Beijing MLPS") << "volcano-engine"
                                              << "China MLPS"
                                              << "cn-beijing" << true;
        QTest::newRow("Volcano Johor MLPS") << "volcano-engine"
                                            << "China MLPS"
                                            << "ap-southeast-1" << false;
        QTest::newRow("AWS never MLPS") << "aws"
                                        << "China MLPS"
                                        << "cn-north-1" << false;
        QTest::newRow("AWS SOC 2 anywhere") << "aws"
                                            << "SOC 2"
                                            << "us-east-1" << true;
    }
    void certificationCoversItsRegions() {
        QFETCH(QString, provider);
        QFETCH(QString, certification);
        QFETCH(QString, region);
        QFETCH(bool, certified);
        const Provider* p = bundled_.provider(provider.toStdString());
        QVERIFY(p);
        QCOMPARE(p->certifies(certification.toStdString(), region.toStdString()), certified);
    }

    // A scope for a certification the provider does not list is refused, naming it.
    void certificationScopeNeedsTheCertification() {
        const QString path = dir_.filePath(QStringLiteral("scoped-providers.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"gpuplanner-providers","version":1,"providers":[{"id":"acme",
            "name":"Acme","jurisdiction":"CN","certifications":["ISO 27001"],
            "certification_regions":{"China MLPS":{"regions":["cn-"]}},
            "as_of":"2026-12-07"}]})");
        f.close();
        try {
            (void)load_providers(path.toStdString());
            QFAIL("accepted");
        } catch (const InputError& e) {
            verify_coded_problem(e, int(InputProblemCode::ScopeOfUnlistedCertification),
                                 QStringLiteral("providers[0].certification_regions.China MLPS"),
                                 QString(), QStringLiteral("not in the provider's certifications"));
        }
    }

    // Duplicate offerings (issue #24): one catalog that gives the same provider, instance type,
    // region and billing mode twice is refused, naming both entries; an on-demand entry and a
    // spot entry of one instance (as aws.json lists some) are not duplicates.
    void duplicateOfferings_data() {
        QTest::addColumn<QString>("second");   // the second entry's prices_per_hour
        QTest::addColumn<QString>("expected"); // empty: loads
        QTest::newRow("same billing mode")
            << R"({"on_demand":2})"
            << "offerings[1].prices_per_hour.on_demand: offerings[0] already gives the on_demand "
               "price of aws x in r";
        QTest::newRow("one mode in common")
            << R"({"spot":1,"on_demand":2})"
            << "offerings[1].prices_per_hour.on_demand: offerings[0] already gives";
        QTest::newRow("another billing mode") << R"({"spot":1})" << QString();
    }
    void duplicateOfferings() {
        QFETCH(QString, second);
        QFETCH(QString, expected);
        const std::string entry =
            R"({"provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,"currency":"USD","source":"s","as_of":"2026-01-01","prices_per_hour":)";
        const std::string path =
            write_file(dir_, "dup.json",
                       R"({"format":"gpuplanner-offerings","version":1,"offerings":[)" + entry +
                           R"({"on_demand":1}},)" + entry + second.toStdString() + "}]}");
        try {
            QCOMPARE(load_offerings_file(path, &bundled_.providers, &fx_).size(), std::size_t(2));
            QVERIFY2(expected.isEmpty(), "loaded");
        } catch (const InputError& e) {
            QVERIFY2(!expected.isEmpty() &&
                         QString::fromStdString(e.what()).startsWith(
                             QString::fromStdString(path) + QStringLiteral(": ") + expected),
                     e.what());
        }
    }
    // Across catalogs, a later catalog's price for the same offering and billing mode replaces
    // the earlier one and is named (OfferingCatalog::replaced, the plan's duplicate_offerings
    // warning): never two options for one thing at two prices.
    void laterCatalogReplacesPrices() {
        OfferingCatalog c;
        Offering a;
        a.provider = "aws";
        a.instance_type = "p4d.24xlarge";
        a.region = "us-east-1";
        a.on_demand_per_hour = 32.77;
        a.spot_per_hour = 12.0;
        c.offerings = {a};
        Offering b = a;
        b.spot_per_hour.reset();
        b.on_demand_per_hour = 25.0; // a negotiated price
        Offering other = a;
        other.region = "us-west-2";
        merge_offerings(c, {b, other});
        QCOMPARE(c.offerings.size(), std::size_t(3));
        QVERIFY(!c.offerings[0].on_demand_per_hour); // the earlier on-demand price is gone
        QCOMPARE(*c.offerings[0].spot_per_hour, 12.0);
        QCOMPARE(*c.offerings[1].on_demand_per_hour, 25.0);
        QCOMPARE(c.replaced, std::vector<std::string>{"aws p4d.24xlarge us-east-1 on_demand"});
        std::vector<bool> kept;
        merge_offerings(c, {a}, &kept); // replaces both prices: the entries left without any go
        QCOMPARE(c.offerings.size(), std::size_t(2));
        QCOMPARE(c.replaced.size(), std::size_t(3));
        QCOMPARE(kept, (std::vector<bool>{false, false, true})); // b's and a's first entry go
    }

    // The providers a catalog can offer: declared ones in order, then imported ones by id.
    void providerIdsIncludeImportedOnes() {
        OfferingCatalog c;
        c.providers = {Provider{}, Provider{}};
        c.providers[0].id = "lambda";
        c.providers[1].id = "aws";
        for (const char* p : {"vast", "aws", "runpod", "vast"}) {
            Offering o;
            o.provider = p;
            c.offerings.push_back(o);
        }
        QCOMPARE(c.provider_ids(), (std::vector<std::string>{"lambda", "aws", "runpod", "vast"}));
    }

    void spotAsDiscount() {
        const std::string path = write_file(
            dir_, "discount.json",
            R"({"format":"gpuplanner-offerings","version":1,"offerings":[{"provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,"currency":"USD","prices_per_hour":{"on_demand":2.0,"spot_discount":0.7},"source":"s","as_of":"2026-01-01"}]})");
        const auto list = load_offerings_file(path, &bundled_.providers, &fx_);
        QVERIFY(std::abs(*list[0].spot_per_hour - 0.6) < 1e-12); // 70% off 2.00
        const std::string both = write_file(
            dir_, "both.json",
            R"({"format":"gpuplanner-offerings","version":1,"offerings":[{"provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,"currency":"USD","prices_per_hour":{"on_demand":2.0,"spot":1.0,"spot_discount":0.7},"source":"s","as_of":"2026-01-01"}]})");
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 (void)load_offerings_file(both, &bundled_.providers, &fx_));
    }
};

int runTestOfferings(int argc, char** argv) {
    TestOfferings t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_offerings.moc"
