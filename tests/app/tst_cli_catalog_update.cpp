// gpuplan catalog update from http URLs, against a local HTTP server this test starts: a good
// catalog, a broken one, one announcing 10 GB, a server that never answers and a missing file.
// Every failure exits 2 naming the URL and the problem and leaves the old catalog as it was.
#include "cli_test_support.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>

namespace {

// Answers GET requests by path; keeps the sockets of requests it leaves unanswered.
class LocalCatalogServer final : public QObject {
public:
    LocalCatalogServer() {
        QObject::connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* s = server_.nextPendingConnection()) {
                s->setParent(this);
                QObject::connect(s, &QTcpSocket::readyRead, this, [this, s] { answer(s); });
            }
        });
        server_.listen(QHostAddress::LocalHost);
    }
    [[nodiscard]] std::string url(const std::string& path) const {
        return "http://127.0.0.1:" + std::to_string(server_.serverPort()) + path;
    }

private:
    void answer(QTcpSocket* s) {
        const QByteArray request = s->readAll();
        const QByteArray path = request.split(' ').value(1);
        const auto reply = [&](const QByteArray& status, const QByteArray& body,
                               const QByteArray& length) {
            s->write("HTTP/1.1 " + status + "\r\nContent-Type: text/csv\r\nContent-Length: " +
                     length + "\r\nConnection: close\r\n\r\n" + body);
            s->flush();
        };
        if (path == "/good/runpod.csv") {
            std::ifstream in(fixture("gpuhunt/runpod.csv"), std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            const QByteArray body = QByteArray::fromStdString(text.str());
            reply("200 OK", body, QByteArray::number(body.size()));
            s->disconnectFromHost();
        } else if (path == "/broken/runpod.csv") {
            const QByteArray body = "name,price\nH100,2.99\n";
            reply("200 OK", body, QByteArray::number(body.size()));
            s->disconnectFromHost();
        } else if (path == "/huge/runpod.csv") {
            // 10 GB announced, a little sent, the connection left open.
            reply("200 OK", QByteArray(1024, 'a'), "10737418240");
        } else if (path == "/slow/runpod.csv") {
            // Never answers: the client's time limit has to end it.
        } else {
            reply("404 Not Found", "no such file\n", "13");
            s->disconnectFromHost();
        }
    }
    QTcpServer server_;
};

std::string slurp(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

class TestCliCatalogUpdate final : public QObject {
    Q_OBJECT

private slots:
    void updateFromALocalServer() {
        LocalCatalogServer server;
        QTemporaryDir tmp;
        const std::string out = tmp.path().toStdString() + "/mine.json";
        const std::string old = "{\"format\": \"gpuplanner-offerings\", \"version\": 1, "
                                "\"offerings\": []}\n";
        {
            std::ofstream f(out, std::ios::binary);
            f << old;
        }
        struct Case {
            const char* path;
            const char* says;
        };
        for (const Case c :
             {Case{"/broken/runpod.csv", "not a catalog this reads"},
              Case{"/huge/runpod.csv", "10737418240 bytes"}, Case{"/slow/runpod.csv", "within 1 s"},
              Case{"/missing/runpod.csv", "HTTP 404"}}) {
            const std::string url = server.url(c.path);
            const Run r = gpuplan({"catalog", "update", url, "-o", out, "--timeout", "1"});
            QVERIFY2(r.code == 2, (url + ": " + r.err).c_str());
            QVERIFY2(r.err.find(url) != std::string::npos, r.err.c_str());
            QVERIFY2(r.err.find(c.says) != std::string::npos, r.err.c_str());
            QCOMPARE(slurp(out), old); // the old catalog as it was
            QVERIFY(!std::filesystem::exists(out + ".previous"));
        }
        // A good source after a failing one in the same command: nothing is written either.
        const Run mixed = gpuplan({"catalog", "update", server.url("/good/runpod.csv"),
                                   server.url("/missing/runpod.csv"), "-o", out});
        QCOMPARE(mixed.code, 2);
        QCOMPARE(slurp(out), old);
        // ... and the last line says so, after the good source's count.
        QVERIFY2(mixed.out.size() > 1 &&
                     mixed.out.substr(mixed.out.rfind('\n', mixed.out.size() - 2) + 1) ==
                         "nothing written: " + out + " is unchanged\n",
                 mixed.out.c_str());
        // The good one alone: three offerings of runpod (the provider from the URL's file name),
        // the old catalog kept beside it.
        const Run ok = gpuplan({"catalog", "update", server.url("/good/runpod.csv"), "-o", out,
                                "--as-of", "2026-12-05"});
        QVERIFY2(ok.code == 0, ok.err.c_str());
        QCOMPARE(slurp(out + ".previous"), old);
        const nlohmann::json doc = nlohmann::json::parse(slurp(out));
        QCOMPARE(doc["offerings"].size(), std::size_t(3));
        QCOMPARE(doc["offerings"][0]["provider"].get<std::string>(), std::string("runpod"));
        // The written catalog plans: gpuplan offerings reads it back.
        const Run listed = gpuplan({"offerings", "--catalog", out});
        QCOMPARE(listed.code, 0);
        QVERIFY(listed.out.find("runpod\tNVIDIA H100 80GB HBM3\tCA") != std::string::npos);
    }

    // catalog rates --set writes a dated table; --rates makes a plan use it (no stale-rates
    // warning then); a malformed rate is a usage error and writes nothing.
    void ratesAreTheUsers() {
        QTemporaryDir tmp;
        const std::string file = tmp.path().toStdString() + "/rates.json";
        const Run set = gpuplan({"catalog", "rates", "--set", "CNY=7.12", "--set", "EUR=0.95",
                                 "--as-of", "2026-12-05", "-o", file});
        QVERIFY2(set.code == 0, set.err.c_str());
        const Run shown = gpuplan({"catalog", "rates", "--rates", file});
        QCOMPARE(shown.code, 0);
        QVERIFY(shown.out.find("as of 2026-12-05") != std::string::npos);
        QVERIFY(shown.out.find("CNY\t7.12") != std::string::npos);
        const std::string scenario = resource("examples/llama3-8b-lora.gpuplan.json");
        const Run old_rates =
            gpuplan({"plan", scenario, "--currency", "CNY", "--top", "1", "--today", "2026-12-05"});
        QVERIFY(old_rates.err.find("exchange rates as of 2024-12-31") != std::string::npos);
        const Run new_rates = gpuplan({"plan", scenario, "--currency", "CNY", "--top", "1",
                                       "--today", "2026-12-05", "--rates", file});
        QCOMPARE(new_rates.code, 0);
        QVERIFY2(new_rates.err.find("exchange rates as of") == std::string::npos,
                 new_rates.err.c_str());
        const Run bad = gpuplan({"catalog", "rates", "--set", "CNY=abc", "-o", file + "2"});
        QCOMPARE(bad.code, 2);
        QVERIFY(!std::filesystem::exists(file + "2"));
        // Several rates after one --set; the bundled 2024 table is said to be old, a new one not.
        const Run both = gpuplan({"catalog", "rates", "--set", "CNY=7.1", "EUR=0.9", "--as-of",
                                  "2026-12-05", "-o", file + "3"});
        QVERIFY2(both.code == 0, both.err.c_str());
        const Run shown3 = gpuplan({"catalog", "rates", "--rates", file + "3"});
        QVERIFY(shown3.out.find("EUR\t0.9") != std::string::npos);
        QVERIFY(shown3.out.find("older than") == std::string::npos);
        QVERIFY(gpuplan({"catalog", "rates"}).out.find("older than 183 days") != std::string::npos);
        QCOMPARE(gpuplan({"catalog", "rates", "EUR=0.9"}).code, 2); // no --set: not a rate
    }

    // Setting one rate keeps the table dated as its oldest rate: the others are as old as
    // before, and plans keep saying so (helper check, 2026-12-06).
    void partlySetRatesKeepTheirDate() {
        QTemporaryDir tmp;
        const std::string file = tmp.path().toStdString() + "/cny.json";
        const Run set =
            gpuplan({"catalog", "rates", "--set", "CNY=7.12", "--as-of", "2026-12-05", "-o", file});
        QVERIFY2(set.code == 0, set.err.c_str());
        QVERIFY2(set.out.find("rates not set (EUR)") != std::string::npos, set.out.c_str());
        const Run shown = gpuplan({"catalog", "rates", "--rates", file});
        QVERIFY(shown.out.find("as of 2024-12-31") != std::string::npos);
        QVERIFY(shown.out.find("CNY\t7.12") != std::string::npos);
        QVERIFY(shown.out.find("EUR as of 2024-12-31") != std::string::npos);
        // A date to come is refused: it would keep a price "fresh" for years.
        const Run future = gpuplan(
            {"catalog", "rates", "--set", "CNY=7.12", "--as-of", "2999-01-01", "-o", file + "2"});
        QCOMPARE(future.code, 2);
        QVERIFY2(future.err.find("is after today") != std::string::npos, future.err.c_str());
        QVERIFY(!std::filesystem::exists(file + "2"));
    }

    // offerings: a header, on-demand and spot per hour; --provider and --gpu keep those rows; a
    // provider no row has, or a stray argument, is a usage error (helper check, 2026-12-06:
    // both were ignored and every row printed).
    void offeringsFilterAndList() {
        const Run aws = gpuplan({"offerings", "--provider", "aws"});
        QCOMPARE(aws.code, 0);
        std::istringstream lines(aws.out);
        std::string line;
        std::getline(lines, line);
        QCOMPARE(line, std::string("provider\tinstance\tregion\tgpus\ton-demand per hour\t"
                                   "spot per hour\tas of\tverified"));
        int rows = 0;
        bool spot_only = false;
        while (std::getline(lines, line)) {
            ++rows;
            QVERIFY2(line.rfind("aws\t", 0) == 0, line.c_str());
            spot_only = spot_only || line.find("\t-\t0.") != std::string::npos;
            // Every price to the cent; the last column says whether the row was checked.
            QVERIFY2(line.size() > 4 && (line.substr(line.size() - 4) == "\tyes" ||
                                         line.substr(line.size() - 3) == "\tno"),
                     line.c_str());
            QVERIFY2(line.find(" USD") == std::string::npos || line[line.find(" USD") - 3] == '.',
                     line.c_str());
        }
        QVERIFY(rows > 10);
        QVERIFY(spot_only); // a spot-only row shows its spot price, not a bare "-"
        const Run h100 = gpuplan({"offerings", "--gpu", "h100-sxm", "--json"});
        QCOMPARE(h100.code, 0);
        const nlohmann::json doc = nlohmann::json::parse(h100.out);
        QVERIFY(!doc["offerings"].empty());
        for (const auto& o : doc["offerings"])
            QCOMPARE(o["gpu"].get<std::string>(), std::string("h100-sxm"));
        const Run none = gpuplan({"offerings", "--provider", "nosuch"});
        QCOMPARE(none.code, 2);
        QVERIFY2(none.err.find("no offering has --provider nosuch") != std::string::npos &&
                     none.err.find("aws") != std::string::npos,
                 none.err.c_str());
        QCOMPARE(gpuplan({"offerings", "extra"}).code, 2);
    }

    // -o over a file that is not a catalog is refused, the file unchanged (helper check,
    // 2026-12-06: `-o notes.txt` overwrote it and kept it as notes.txt.previous).
    void catalogNeverReplacesOtherFiles() {
        QTemporaryDir tmp;
        const std::string notes = tmp.path().toStdString() + "/notes.txt";
        std::ofstream(notes) << "my notes\n";
        const std::string sample = resource("catalog/samples/skypilot/lambda/vms.csv");
        for (const std::vector<std::string>& args :
             {std::vector<std::string>{"catalog", "update", sample, "-o", notes},
              std::vector<std::string>{"catalog", "import-skypilot", sample, "-o", notes}}) {
            const Run r = gpuplan(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.find("is not a GPU Planner catalog") != std::string::npos,
                     r.err.c_str());
            QCOMPARE(slurp(notes), std::string("my notes\n"));
            QVERIFY(!std::filesystem::exists(notes + ".previous"));
        }
    }

    // catalog diff: the bundled Lambda catalog against a copy with one price raised 10% and
    // one offering dropped.
    void diffShowsWhatMoved() {
        QTemporaryDir tmp;
        const std::string before = resource("catalog/offerings/lambda.json");
        nlohmann::json doc = nlohmann::json::parse(slurp(before));
        const std::string dropped = doc["offerings"][0]["instance_type"].get<std::string>();
        doc["offerings"].erase(0);
        const double price = doc["offerings"][0]["prices_per_hour"]["on_demand"].get<double>();
        doc["offerings"][0]["prices_per_hour"]["on_demand"] = price * 1.1;
        doc["offerings"][1]["prices_per_hour"]["spot"] = 0.77; // a billing mode gained
        const std::string after = tmp.path().toStdString() + "/after.json";
        {
            std::ofstream f(after);
            f << doc.dump(1);
        }
        const Run d = gpuplan({"catalog", "diff", before, after});
        QVERIFY2(d.code == 0, d.err.c_str());
        QVERIFY2(d.out.find("0 added, 1 removed, 1 prices changed") == 0, d.out.c_str());
        QVERIFY(d.out.find("- lambda/" + dropped + "/") != std::string::npos);
        QVERIFY(d.out.find("+10.0%") != std::string::npos);
        // The gained mode with its price (helper walkthrough, 2026-12-06: it had none).
        QVERIFY2(d.out.find(" spot\t0.77 USD/h\n") != std::string::npos, d.out.c_str());
        const Run j = gpuplan({"catalog", "diff", before, after, "--json"});
        const nlohmann::json out = nlohmann::json::parse(j.out);
        QCOMPARE(out["removed"].size(), std::size_t(1));
        QVERIFY(std::abs(out["changed"][0]["change"].get<double>() - 0.1) < 1e-9);
        QCOMPARE(gpuplan({"catalog", "diff", before}).code, 2);
    }

    // Issue #32's market: the bundled SkyPilot samples (resources/catalog/samples/skypilot, 18
    // clouds' vms.csv as skypilot-catalog v8 wrote them) imported with the bundled catalog give
    // at least 400 offerings from at least 15 providers; a plan with them runs; no imported
    // price is 0 (Vast's SpotPrice 0.00 means "not listed").
    void bundledSamplesMakeTheMarket() {
        QTemporaryDir tmp;
        const std::string out = tmp.path().toStdString() + "/market.json";
        std::vector<std::string> args{"catalog", "update"};
        const std::filesystem::path samples = resource("catalog/samples/skypilot");
        std::size_t clouds = 0;
        for (const auto& dir : std::filesystem::directory_iterator(samples))
            if (std::filesystem::exists(dir.path() / "vms.csv")) {
                args.push_back((dir.path() / "vms.csv").string());
                ++clouds;
            }
        QVERIFY(clouds >= 15);
        args.insert(args.end(), {"--as-of", "2026-12-05", "-o", out});
        const Run update = gpuplan(args);
        QVERIFY2(update.code == 0, update.err.c_str());
        const Run listed = gpuplan({"offerings", "--catalog", out, "--json"});
        QVERIFY2(listed.code == 0, listed.err.c_str());
        const nlohmann::json doc = nlohmann::json::parse(listed.out);
        const nlohmann::json& offerings = doc["offerings"];
        std::set<std::string> providers;
        for (const auto& o : offerings) {
            providers.insert(o["provider"].get<std::string>());
            for (const auto& [mode, price] : o["prices_per_hour"].items())
                QVERIFY2(price.get<double>() > 0, (o["provider"].get<std::string>() + " " +
                                                   o["instance"].get<std::string>() + " " + mode)
                                                      .c_str());
        }
        QVERIFY2(offerings.size() >= 400, std::to_string(offerings.size()).c_str());
        QVERIFY2(providers.size() >= 15, std::to_string(providers.size()).c_str());
        const Run plan = gpuplan({"plan", resource("examples/llama3-8b-lora.gpuplan.json"),
                                  "--catalog", out, "--top", "3", "--today", "2026-12-05"});
        QVERIFY2(plan.code == 0, plan.err.c_str());
        // --provider over a file that names another provider is said (its rows take the given
        // provider's certifications); the named provider itself is not.
        const std::string yotta = (samples / "yotta" / "vms.csv").string();
        const Run relabelled = gpuplan({"catalog", "update", yotta, "--provider", "alibaba-cloud",
                                        "-o", tmp.path().toStdString() + "/relabelled.json"});
        QCOMPARE(relabelled.code, 0);
        QVERIFY2(relabelled.err.find("the file is yotta's; --provider alibaba-cloud") !=
                     std::string::npos,
                 relabelled.err.c_str());
        const Run same = gpuplan({"catalog", "update", yotta, "--provider", "yotta", "-o",
                                  tmp.path().toStdString() + "/same.json"});
        QVERIFY(same.err.find("warning") == std::string::npos);
        // Without --as-of the command says the prices are dated today; with it, not.
        QVERIFY2(same.err.find("no --as-of: the prices are dated today") != std::string::npos,
                 same.err.c_str());
        QVERIFY(update.err.find("no --as-of") == std::string::npos);
    }

    // The Slurm rules through the command: --slurm-node prices the node; a bad shape is a
    // usage error (exit 2) naming the option.
    void slurmRulesThroughTheCommand() {
        QTemporaryDir tmp;
        const std::string out = tmp.path().toStdString() + "/slurm.json";
        const Run r = gpuplan({"catalog", "update", fixture("skypilot/slurm/pricing.csv"),
                               "--slurm-node", "8:96:1024", "-o", out});
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY2(r.out.find("skypilot-slurm-pricing, 6 offerings from 5 rows") != std::string::npos,
                 r.out.c_str());
        const Run bad = gpuplan({"catalog", "update", fixture("skypilot/slurm/pricing.csv"),
                                 "--slurm-node", "0", "-o", out + "2"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.find("--slurm-node") != std::string::npos, bad.err.c_str());
        QVERIFY(!std::filesystem::exists(out + "2"));
    }
};

int runTestCliCatalogUpdate(int argc, char** argv) {
    TestCliCatalogUpdate t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_cli_catalog_update.moc"
