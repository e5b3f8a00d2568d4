// The PDF report, through `gpuplan report` (offscreen): for every bundled example a valid PDF with
// a sensible page count, whose text holds the section titles, the recommended option and the
// currency; Chinese and Letter variants; bad input exits 2 with the file and field.
#include "test_paths.h"

#include <QDir>
#include <QtTest>

#include <nlohmann/json.hpp>

namespace {

struct Result {
    int code = -1;
    QString out;
    QString err;
};

Result run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    Result r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

Result gpuplan(const QStringList& args) {
    return run(QStringLiteral(GPUPLAN_EXECUTABLE), args);
}

} // namespace

class TestReport final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    bool poppler_ = false;

    // The report of an example (with `extra` arguments) as pdftotext -layout reads it back;
    // empty when gpuplan failed.
    QString layoutText(const QString& name, const QStringList& extra) const {
        const QString pdf = dir_.filePath(name + QStringLiteral("-text.pdf"));
        const Result r = gpuplan(
            QStringList{QStringLiteral("report"), example(name), QStringLiteral("-o"), pdf} +
            extra);
        if (r.code != 0)
            return {};
        return run(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
            .out;
    }

    QString example(const QString& name) const {
        return QString::fromStdString(resource("examples/" + name.toStdString() + ".gpuplan.json"));
    }

private slots:
    void initTestCase() {
        poppler_ = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
    }

    void everyExample_data() {
        QTest::addColumn<QString>("name");
        for (const char* e : {"llama2-7b-pretrain", "llama3-8b-lora", "llama3-70b-serving",
                              "resnet50-imagenet", "bert-base-finetune", "qlora-8b-workstation"})
            QTest::newRow(e) << QString::fromLatin1(e);
    }
    void everyExample() {
        QFETCH(QString, name);
        const QString pdf = dir_.filePath(name + QStringLiteral(".pdf"));
        const Result r = gpuplan({QStringLiteral("report"), example(name), QStringLiteral("-o"),
                                  pdf, QStringLiteral("--today"), QStringLiteral("2026-11-30")});
        QCOMPARE(r.code, 0);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        // Written beside the target and renamed over it: no temporary file is left.
        QCOMPARE(QDir(dir_.path()).entryList({name + QStringLiteral(".pdf*")}, QDir::Files),
                 QStringList{name + QStringLiteral(".pdf")});
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext, pdfinfo) not installed: content not checked");
        const Result info = run(QStringLiteral("pdfinfo"), {pdf});
        const QRegularExpressionMatch pages =
            QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info.out);
        QVERIFY(pages.hasMatch());
        const int n = pages.captured(1).toInt();
        QVERIFY2(n >= 5 && n <= 30, qPrintable(QString::number(n)));
        QVERIFY(info.out.contains(QStringLiteral("595 x 842"))); // A4 by default
        const Result text =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        for (const char* title :
             {"Executive summary", "Workload and assumptions", "Memory per GPU",
              "Options, ranked by cost", "Cost against time", "Cost by billing mode",
              "Buy versus rent", "Risks, compatibility and compliance", "Appendix A: formulas",
              "Appendix B: sources", "Appendix C: the scenario", "Page 1 of"})
            QVERIFY2(text.out.contains(QString::fromLatin1(title)), title);
        // The recommendation is the plan's cheapest option, in the plan's currency.
        const Result plan =
            gpuplan({QStringLiteral("plan"), example(name), QStringLiteral("--json"),
                     QStringLiteral("--top"), QStringLiteral("1"), QStringLiteral("--today"),
                     QStringLiteral("2026-11-30")});
        const auto j = nlohmann::json::parse(plan.out.toStdString());
        const QString instance =
            QString::fromStdString(j["options"][0]["instance"].get<std::string>());
        const QString currency = QString::fromStdString(j["currency"].get<std::string>());
        const int at = text.out.indexOf(QStringLiteral("Recommendation:"));
        QVERIFY(at >= 0);
        QVERIFY2(text.out.mid(at, 300).contains(instance), qPrintable(instance));
        QVERIFY(text.out.contains(currency));
    }

    void chineseAndLetter() {
        const QString pdf = dir_.filePath(QStringLiteral("zh.pdf"));
        const Result r =
            gpuplan({QStringLiteral("report"), example(QStringLiteral("llama3-8b-lora")),
                     QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                     QStringLiteral("--paper"), QStringLiteral("letter"), QStringLiteral("--top"),
                     QStringLiteral("5")});
        QCOMPARE(r.code, 0);
        if (!poppler_)
            QSKIP("poppler-utils not installed");
        QVERIFY(run(QStringLiteral("pdfinfo"), {pdf}).out.contains(QStringLiteral("612 x 792")));
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out;
        for (const char* title : {"摘要", "任务与假设", "兼容性与合规",
                                  "附录 A：公式"}) // pdftotext maps some glyphs to radicals (⻛)
            QVERIFY2(text.contains(QString::fromUtf8(title)), title);
    }

    // Table headers never break inside a word and regions not at their hyphens; the scenario
    // listing starts on the page of its heading (no heading stranded at the foot of a page).
    void layoutKeepsWordsAndHeadingsTogether() {
        if (!poppler_)
            QSKIP("poppler-utils not installed");
        const QString text = layoutText(QStringLiteral("llama2-7b-pretrain"), {});
        QVERIFY(!text.isEmpty());
        for (const char* word : {"Weights", "Gradients", "Optimizer", "Activations", "Capacity",
                                 "Provider", "ap-south-1", "ap-southeast-2"})
            QVERIFY2(text.contains(QString::fromUtf8(word)), word);
        for (const QString& page : text.split(QLatin1Char('\f')))
            if (page.contains(QStringLiteral("Appendix C")))
                QVERIFY(page.contains(QStringLiteral("\"format\": \"gpuplanner-scenario\"")) ||
                        page.contains(QStringLiteral("\"billing\"")));
    }

    // What a buyer copies out of the Chinese report survives: instance names, GPU counts, prices
    // (set in the CJK face, digits and Latin text lost their mapping: "p en. xlarge").
    void chineseReportTextCanBeCopied() {
        if (!poppler_)
            QSKIP("poppler-utils not installed");
        const QString text = layoutText(QStringLiteral("llama3-70b-serving"),
                                        {QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY(!text.isEmpty());
        for (const char* copied : {"g6e.48xlarge", "us-east-2", "8 × l40s", "3,579 USD", "730"})
            QVERIFY2(text.contains(QString::fromUtf8(copied)), copied);
    }

    // One pipeline with gpuplan plan (issue #13): an unknown --currency is refused the same way
    // (exit 2, the option named; the report silently dropped it before), and nothing is written.
    void unknownCurrencyRefusedAsByPlan() {
        const QString pdf = dir_.filePath(QStringLiteral("jpy.pdf"));
        const Result r = gpuplan({QStringLiteral("report"),
                                  example(QStringLiteral("llama3-8b-lora")), QStringLiteral("-o"),
                                  pdf, QStringLiteral("--currency"), QStringLiteral("JPY")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--currency: unknown currency \"JPY\"")),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
        const Result plan =
            gpuplan({QStringLiteral("plan"), example(QStringLiteral("llama3-8b-lora")),
                     QStringLiteral("--currency"), QStringLiteral("JPY")});
        QCOMPARE(plan.code, 2);
        QVERIFY2(plan.err.contains(QStringLiteral("--currency: unknown currency \"JPY\"")),
                 qPrintable(plan.err));
    }

    // With a gpuprobe measurement: the local GPU section with the device, the table of measured
    // against datasheet and the comparison with the cloud; without, the section says so.
    void measuredLocalGpu() {
        const QString pdf = dir_.filePath(QStringLiteral("probe.pdf"));
        const Result r =
            gpuplan({QStringLiteral("report"), example(QStringLiteral("llama3-8b-lora")),
                     QStringLiteral("-o"), pdf, QStringLiteral("--probe"),
                     QString::fromStdString(fixture("probe/synthetic-h100.json"))});
        QCOMPARE(r.code, 0);
        if (!poppler_)
            QSKIP("poppler-utils not installed");
        const QString text =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
                .out;
        for (const char* s :
             {"Local GPU, measured, against the cloud", "NVIDIA H100 80GB HBM3", "Healthy GPU",
              "989.4 TFLOP/s", "875.0 TFLOP/s", "Fastest cloud option", "as long"})
            QVERIFY2(text.contains(QString::fromLatin1(s)), s);
        const QString plain = dir_.filePath(QStringLiteral("plain.pdf"));
        QCOMPARE(gpuplan({QStringLiteral("report"), example(QStringLiteral("llama3-8b-lora")),
                          QStringLiteral("-o"), plain})
                     .code,
                 0);
        QVERIFY(run(QStringLiteral("pdftotext"), {plain, QStringLiteral("-")})
                    .out.contains(QStringLiteral("No gpuprobe measurement")));
        // A broken probe file: exit 2, the file named, no PDF.
        const QString broken = QString::fromStdString(
            write_file(dir_, "broken-probe.json", R"({"format":"gpuplanner-probe","version":1})"));
        const QString none = dir_.filePath(QStringLiteral("none.pdf"));
        const Result bad =
            gpuplan({QStringLiteral("report"), example(QStringLiteral("llama3-8b-lora")),
                     QStringLiteral("-o"), none, QStringLiteral("--probe"), broken});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(broken + QStringLiteral(": devices: ")), qPrintable(bad.err));
        QVERIFY(!QFileInfo::exists(none));
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString broken = QString::fromStdString(write_file(
            dir_, "broken.gpuplan.json",
            R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"gpt2"},"workload":{"type":"training","epochs":0}})"));
        QTest::newRow("bad scenario")
            << QStringList{QStringLiteral("report"), broken, QStringLiteral("-o"),
                           dir_.filePath(QStringLiteral("x.pdf"))}
            << 2 << broken + QStringLiteral(": workload.epochs: 0 is out of range");
        QTest::newRow("no output") << QStringList{QStringLiteral("report"), broken} << 2
                                   << QStringLiteral("give -o FILE.pdf");
        QTest::newRow("bad paper")
            << QStringList{QStringLiteral("report"),  broken,
                           QStringLiteral("-o"),      QStringLiteral("x.pdf"),
                           QStringLiteral("--paper"), QStringLiteral("a3")}
            << 2 << QStringLiteral("--paper: expected a4 or letter");
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("report"), QStringLiteral("/nonexistent.json"),
                           QStringLiteral("-o"), QStringLiteral("x.pdf")}
            << 2 << QStringLiteral("/nonexistent.json: (top level): cannot open file");
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Result r = gpuplan(args);
        QCOMPARE(r.code, code);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("x.pdf"))));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
