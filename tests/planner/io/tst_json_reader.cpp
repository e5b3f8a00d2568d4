// Text in and out of the planner: files read only when regular and within the limit, every
// message valid UTF-8 whatever the bytes, and message numbers written exactly as snprintf would.
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/json_stream.h"
#include "io/number_text.h"
#include "io/utf8.h"

#include <QTemporaryDir>
#include <QtTest>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <vector>

using namespace gpuplanner;

class TestJsonReader final : public QObject {
    Q_OBJECT

private slots:
    // The plan's options written one at a time (json_stream.h) give the same bytes as dumping
    // the whole tree: same members, same order, same layout, for 0, 1 and 3 elements.
    void streamedArrayEqualsTheTree_data() {
        QTest::addColumn<int>("count");
        QTest::newRow("none") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("three") << 3;
    }
    void streamedArrayEqualsTheTree() {
        QFETCH(int, count);
        const nlohmann::json head{{"currency", "USD"},
                                  {"pareto", {0, 2}},
                                  {"memory", {{"total_bytes", 12}, {"parts", {1, 2}}}},
                                  {"zzz", nlohmann::json::object()}};
        const auto element = [](std::size_t i) {
            return nlohmann::json{{"rank", i + 1}, {"why", {"a", "b"}}, {"nested", {{"x", i}}}};
        };
        nlohmann::json tree = head;
        tree["options"] = nlohmann::json::array();
        for (int i = 0; i < count; ++i)
            tree["options"].push_back(element(static_cast<std::size_t>(i)));
        std::ostringstream out;
        write_json_with_array(out, head, "options", static_cast<std::size_t>(count), element);
        QCOMPARE(out.str(), tree.dump(2) + "\n");
    }

    // Issue #15 item 4: a probe file name with bytes that are not UTF-8, printed with --json,
    // threw nlohmann's type_error.316 (exit 1). json_text writes U+FFFD instead.
    void jsonTextNeverThrowsOnBadBytes() {
        const nlohmann::json j{{"file", std::string("probe-\xff\xfe.json")}};
        QCOMPARE(json_text(j, -1),
                 std::string("{\"file\":\"probe-\xef\xbf\xbd\xef\xbf\xbd.json\"}"));
    }

    // Message numbers written by the fast path read as snprintf writes them, halves and
    // negative zero included; other patterns go to snprintf itself.
    void formatNumberMatchesSnprintf_data() {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<double>("value");
        const char* patterns[] = {"%.0f%%",
                                  "%.2f s",
                                  "%+.1f%%",
                                  "misses the %.0f h deadline",
                                  "%.3f s per output token",
                                  "%.1f",
                                  "%6.2f|",
                                  "%g",
                                  "%.1e"};
        const double values[] = {
            0.0,   -0.0,       0.5,   1.5,    2.5,
            0.125, 0.375,      -3.25, 99.995, 1e-7,
            1e15,  123456.789, -0.04, 1e300,  std::numeric_limits<double>::infinity()};
        // `p ? p : ""`: GCC's -O3 format-overflow check cannot see that p is never null (a
        // Release build with -Werror failed here).
        for (const char* p : patterns)
            for (double v : values)
                QTest::addRow("%s of %g", p ? p : "", v) << QString::fromLatin1(p) << v;
    }
    void formatNumberMatchesSnprintf() {
        QFETCH(QString, pattern);
        QFETCH(double, value);
        const std::string p = pattern.toStdString();
        std::vector<char> buf(512);
        std::snprintf(buf.data(), buf.size(), p.c_str(), value);
        QCOMPARE(QString::fromStdString(format_number(p.c_str(), value)),
                 QString::fromLatin1(buf.data()));
    }

    // Figures a person reads in a file (the launch README) in groups of three digits.
    void groupedFigures_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("expected");
        QTest::newRow("below a thousand") << 999.4 << 0 << "999";
        QTest::newRow("a thousand") << 1000.0 << 0 << "1,000";
        QTest::newRow("cost") << 6313.2 << 0 << "6,313";
        QTest::newRow("hours, one decimal") << 12345.67 << 1 << "12,345.7";
        QTest::newRow("millions") << 254650123.0 << 0 << "254,650,123";
        QTest::newRow("negative") << -1234567.0 << 0 << "-1,234,567";
        QTest::newRow("rounds up into a group") << 999.6 << 0 << "1,000";
        QTest::newRow("past the plain limit") << 2.5e12 << 0 << "2.5e+12";
    }
    void groupedFigures() {
        QFETCH(double, value);
        QFETCH(int, decimals);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(grouped_figure(value, decimals)), expected);
    }

    // Error messages are valid UTF-8 whatever the file held (issue #13): well-formed sequences
    // stay, every other byte is written as \xNN.
    void messagesAreValidUtf8_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("ascii") << QByteArray("tokens") << QByteArray("tokens");
        QTest::newRow("two-byte") << QByteArray("caf\xc3\xa9") << QByteArray("caf\xc3\xa9");
        QTest::newRow("cjk") << QByteArray("\xe4\xb8\xad") << QByteArray("\xe4\xb8\xad");
        QTest::newRow("four-byte")
            << QByteArray("\xf0\x9f\x98\x80") << QByteArray("\xf0\x9f\x98\x80");
        QTest::newRow("stray byte") << QByteArray("a\xff"
                                                  "b")
                                    << QByteArray("a\\xFFb");
        QTest::newRow("cut sequence") << QByteArray("x\xe4\xb8") << QByteArray("x\\xE4\\xB8");
        QTest::newRow("overlong") << QByteArray("\xc0\xaf") << QByteArray("\\xC0\\xAF");
        QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("\\xED\\xA0\\x80");
        QTest::newRow("above U+10FFFF")
            << QByteArray("\xf4\x90\x80\x80") << QByteArray("\\xF4\\x90\\x80\\x80");
        QTest::newRow("latin-1 file name")
            << QByteArray("Pr\xe9vision.json") << QByteArray("Pr\\xE9vision.json");
    }
    void messagesAreValidUtf8() {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(valid_utf8(bytes.toStdString())), expected);
        const InputError e(bytes.toStdString(), "f", "p");
        QCOMPARE(QByteArray::fromStdString(e.file()), expected);
    }
    // Each reader problem is a code with its arguments, for the workbench to word in its
    // language; its English, filled, is the sentence the CLI prints (unchanged by the codes).
    void problemsAreCoded_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("english");
        QTest::newRow("type") << QByteArray(R"({"n":"x"})") << int(InputProblemCode::ExpectedNumber)
                              << "expected a number, found a string";
        QTest::newRow("range") << QByteArray(R"({"n":12})") << int(InputProblemCode::OutOfRange)
                               << "12 is out of range [0, 10]";
        QTest::newRow("missing") << QByteArray(R"({})") << int(InputProblemCode::MissingNumber)
                                 << "missing required number";
        QTest::newRow("unknown field") << QByteArray(R"({"n":1,"m":2})")
                                       << int(InputProblemCode::UnknownField) << "unknown field";
        QTest::newRow("choice") << QByteArray(R"({"n":1,"c":"z"})")
                                << int(InputProblemCode::UnknownValue)
                                << "unknown value \"z\" (expected one of: a, b)";
        QTest::newRow("date") << QByteArray(R"({"n":1,"d":"2026-02-30"})")
                              << int(InputProblemCode::NotACalendarDay)
                              << "\"2026-02-30\" is not a day of the calendar";
        QTest::newRow("malformed")
            << QByteArray(R"({"n":)") << int(InputProblemCode::MalformedJson) << "malformed JSON: ";
    }
    void problemsAreCoded() {
        QFETCH(QByteArray, json);
        QFETCH(int, code);
        QFETCH(QString, english);
        try {
            const nlohmann::json j = parse_json_text(json.toStdString(), "f.json");
            JsonObjectReader r(j, "f.json", "");
            (void)r.number("n", 0, 10);
            (void)r.choice_or("c", {"a", "b"}, "a");
            if (r.has("d") && !is_iso_date(r.string("d")))
                r.fail("d", date_input_problem(r.string("d")));
            r.finish();
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(int(e.coded_problem().code), code);
            QVERIFY2(QString::fromStdString(e.problem()).startsWith(english), e.what());
            QCOMPARE(input_problem_english(e.coded_problem()), e.problem());
        }
    }

    // Every code has its English template (input_problem.cpp, input_problem_more.cpp,
    // input_problem_fields.cpp), and no two codes share one. The last code: update it when
    // codes are added after it.
    void everyCodeHasATemplate() {
        constexpr InputProblemCode last = InputProblemCode::UnknownFieldNear;
        QVERIFY(!input_problem_template(InputProblemCode::Text));
        std::set<std::string> seen;
        for (int c = int(InputProblemCode::Text) + 1; c <= int(last); ++c) {
            const char* tmpl = input_problem_template(InputProblemCode(c));
            QVERIFY2(tmpl, qPrintable(QString::number(c)));
            QVERIFY2(seen.insert(tmpl).second, tmpl);
        }
    }

    // Reads stop at the limits before memory goes (issue #15): only regular files are read, a
    // FIFO is refused instead of blocking, and an oversized file before it is read.
    void readsOnlyRegularFilesWithinTheLimit() {
        QTemporaryDir dir;
        const std::string fifo = dir.path().toStdString() + "/fifo";
        QVERIFY(::mkfifo(fifo.c_str(), 0600) == 0);
        for (const std::string& path : {std::string("/dev/zero"), fifo}) {
            try {
                (void)parse_json_file(path);
                QFAIL(path.c_str());
            } catch (const InputError& e) {
                QCOMPARE(e.problem(), std::string("is not a regular file"));
            }
        }
        const std::string big = dir.path().toStdString() + "/big.json";
        {
            std::ofstream out(big, std::ios::binary);
            out.seekp(64 * 1024 * 1024); // sparse: one byte past 64 MiB
            out.put(' ');
        }
        try {
            (void)parse_json_file(big);
            QFAIL("64 MiB + 1 accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.problem(), std::string("file larger than 64 MiB"));
        }
        try {
            (void)read_input_file(big, 10);
            QFAIL("limit not applied");
        } catch (const InputError& e) {
            QCOMPARE(e.problem(), std::string("file larger than 10 bytes"));
        }
    }

    void nonUtf8FileGivesAValidMessage() {
        try {
            (void)parse_json_text("{\"name\": \"Pr\xe9vision\"}", "s.json");
            QFAIL("accepted");
        } catch (const InputError& e) {
            const QByteArray what(e.what());
            QVERIFY2(QString::fromUtf8(what).toUtf8() == what, what.constData()); // round trip
            QVERIFY2(what.contains("malformed JSON"), what.constData());
        }
    }

    // Identifiers are plain text (issue #25): the first character that ends or bends a line or
    // hides text is named with its position in characters; names in any script pass.
    void identifierProblem_data() {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("problem"); // empty: plain text
        const auto control = [](const char* character) {
            return QStringLiteral("holds a control or invisible character (%1); identifiers must "
                                  "be plain text")
                .arg(QLatin1String(character));
        };
        QTest::newRow("instance type") << QByteArray("p4d.24xlarge") << QString();
        QTest::newRow("empty") << QByteArray("") << QString();
        QTest::newRow("newline") << QByteArray("ab\ncd") << control("U+000A at position 3");
        QTest::newRow("NUL first") << QByteArray("\0x", 2) << control("U+0000 at position 1");
        QTest::newRow("DEL") << QByteArray("a\x7f") << control("U+007F at position 2");
        QTest::newRow("position counts characters")
            << QByteArray("\xc3\xa9\xc3\xa9\t") << control("U+0009 at position 3");
        QTest::newRow("C1 next line") << QByteArray("a\xc2\x85") << control("U+0085 at position 2");
        QTest::newRow("line separator")
            << QByteArray("a\xe2\x80\xa8") << control("U+2028 at position 2");
        QTest::newRow("right-to-left override")
            << QByteArray("\u202eabc") << control("U+202E at position 1");
        QTest::newRow("zero-width space")
            << QByteArray("t\u200b4") << control("U+200B at position 2");
        QTest::newRow("byte-order mark")
            << QByteArray("\ufeffx") << control("U+FEFF at position 1");
        QTest::newRow("Tokyo, e acute, en dash")
            << QByteArray("\u6771\u4eac \u00e9 \u2013") << QString();
        QTest::newRow("not UTF-8")
            << QByteArray("Pr\xe9vision")
            << QStringLiteral("holds a byte that is not UTF-8 (0xE9 at position 3); identifiers "
                              "must be plain text");
    }
    void identifierProblem() {
        QFETCH(QByteArray, value);
        QFETCH(QString, problem);
        const std::string text(value.constData(), static_cast<std::size_t>(value.size()));
        const auto got = identifier_problem(text);
        QCOMPARE(got ? QString::fromStdString(*got) : QString(), problem);
        QCOMPARE(has_unsafe_characters(text), !problem.isEmpty()); // one definition
        try {
            const nlohmann::json doc{{"region", text}};
            JsonObjectReader r(doc, "c.json", "offerings[2]");
            QCOMPARE(r.identifier("region"), text);
            QVERIFY(problem.isEmpty());
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("c.json: offerings[2].region: ") + problem);
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_json_reader.moc"
