// What a procurement committee would challenge in a report (issue #29), read back with pdftotext
// as a reader copies it: the software stack names only what the scenario gives.
#include "report_test_support.h"
#include "test_paths.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>

class TestReportCommittee final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    bool poppler_ = false;

    // `example` with `software` as its software section, reported as text (pdftotext -layout).
    QString reportText(const char* example, const nlohmann::json& software, const QString& tag,
                       const QStringList& extra = {}) {
        std::ifstream in(resource(std::string("examples/") + example + ".gpuplan.json"));
        nlohmann::json s = nlohmann::json::parse(in);
        if (software.is_null())
            s.erase("software");
        else
            s["software"] = software;
        const QString scenario = dir_.filePath(tag + QStringLiteral(".gpuplan.json"));
        std::ofstream(scenario.toStdString()) << s.dump(1);
        const QString pdf = dir_.filePath(tag + QStringLiteral(".pdf"));
        const Result r = gpuplan(
            QStringList{QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf} + extra);
        if (r.code != 0)
            return QStringLiteral("gpuplan failed: ") + r.err;
        return run(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
            .out;
    }

private slots:
    void initTestCase() {
        poppler_ = !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
    }

    // The software stack names what the scenario gives and nothing else: no "TensorFlow" (with
    // no version) for a PyTorch scenario.
    void softwareStackNamesWhatIsGiven_data() {
        QTest::addColumn<QString>("software");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("PyTorch only")
            << R"({"cuda": "12.4", "driver": "550", "pytorch": "2.4"})"
            << "CUDA 12.4, driver 550, PyTorch 2.4" << QStringList{QStringLiteral("TensorFlow")};
        QTest::newRow("TensorFlow only")
            << R"({"tensorflow": "2.15"})"
            << "TensorFlow 2.15"
            << QStringList{QStringLiteral("PyTorch"), QStringLiteral("CUDA ,")};
        QTest::newRow("CUDA only")
            << R"({"cuda": "12.4"})"
            << "CUDA 12.4"
            << QStringList{QStringLiteral("PyTorch"), QStringLiteral("TensorFlow"),
                           QStringLiteral("driver ,")};
    }
    void softwareStackNamesWhatIsGiven() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        QFETCH(QString, software);
        QFETCH(QString, line);
        QFETCH(QStringList, absent);
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json::parse(software.toStdString()),
                       QStringLiteral("software-") + QString::number(qHash(software)));
        const int at = text.indexOf(QStringLiteral("Software stack"));
        QVERIFY2(at >= 0, qPrintable(text.left(300)));
        const QString row = text.mid(at, text.indexOf(QLatin1Char('\n'), at) - at);
        QVERIFY2(row.contains(line), qPrintable(row));
        for (const QString& word : absent)
            QVERIFY2(!row.contains(word), qPrintable(row));
    }

    // The memory section states the workbench's sentence: the recommended option's figure with
    // the option it belongs to (it said "41.2 GiB" at the scenario's layout beside the GUI's
    // 40.3 for the cheapest option's strategy, without saying which was which).
    void memoryNamesTheRecommendedOption() {
        if (!poppler_)
            QSKIP("poppler-utils (pdftotext) not installed");
        const QString text =
            reportText("llama3-8b-lora", nlohmann::json(), QStringLiteral("memory"),
                       {QStringLiteral("--top"), QStringLiteral("20")});
        const QString flat = text.simplified();
        QVERIFY2(flat.contains(QStringLiteral("Memory per GPU of the recommended option (")),
                 qPrintable(flat.left(2000)));
        QVERIFY(flat.contains(QStringLiteral("GPU types at some layout")));
    }
};

int runTestReportCommittee(int argc, char** argv) {
    TestReportCommittee t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_report_committee.moc"
