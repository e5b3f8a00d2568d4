// The workbench's error messages in both languages: a refused or failed write, a file's error
// (the file and field as they are but for "line N", the problem from its code), the catalog
// importers', a request trace's and the field readers' own problems (issue #32's bilingual
// readers; they were English only).
#include "catalog/catalog_update.h"
#include "catalog/offerings.h"
#include "core/application.h"
#include "core/text/input_error_text.h"
#include "core/text/save_file.h"
#include "hardware/probe_result.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/length_trace.h"
#include "model/hf_config.h"
#include "scenario/scenario_reader.h"
#include "ui_test_support.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <string>

using namespace gpuplanner::ui;

class TestUiErrorLanguage final : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_error_language")); }

    // A refused or failed write (planner/io/atomic_write.h codes) in the user's language, naming
    // the file; nothing is created.
    void saveErrorsInTheUsersLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en, missing folder")
            << QStringLiteral("en") << QStringLiteral("/nonexistent-folder/s.gpuplan.json")
            << QStringLiteral("/nonexistent-folder/s.gpuplan.json: its folder does not exist (No "
                              "such file or directory)");
        QTest::newRow("zh_CN, missing folder")
            << QStringLiteral("zh_CN") << QStringLiteral("/nonexistent-folder/s.gpuplan.json")
            << QStringLiteral("/nonexistent-folder/s.gpuplan.json: 其所在文件夹不存在 (No such "
                              "file or directory)");
        QTest::newRow("zh_CN, device") << QStringLiteral("zh_CN") << QStringLiteral("/dev/null")
                                       << QStringLiteral("/dev/null: "
                                                         "不是普通文件（不会替换设备、FIFO "
                                                         "或套接字）");
    }
    void saveErrorsInTheUsersLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, target);
        QFETCH(QString, expected);
        installLanguage(*qApp, language);
        const QString error = saveFileAtomically(target, QByteArrayLiteral("{}"));
        const QString checked = checkSaveTarget(target);
        installLanguage(*qApp, QStringLiteral("en"));
        QCOMPARE(error, expected);
        QCOMPARE(checked, error);
    }

    // A file's error in the user's language (walkthrough of session 33: the zh workbench showed
    // the planner's English): the file and field as they are, the problem from its code.
    void readErrorsInTheUsersLanguage() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.gpuplan.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"llama-3-8b"},)"
                R"("workload":{"type":"inference","prompt_tokens":"many"}})");
        f.close();
        MainWindow w;
        w.setConfirmOnClose(false);
        installLanguage(*qApp, QStringLiteral("zh_CN"));
        QString zh;
        try {
            const nlohmann::json j = gpuplanner::parse_json_file(path.toStdString());
            (void)gpuplanner::parse_scenario(j, path.toStdString(),
                                             w.findChild<PlanRunner*>()->catalogs()->context());
        } catch (const gpuplanner::InputError& e) {
            zh = inputErrorText(e);
        }
        const QString missing = [] {
            try {
                (void)gpuplanner::parse_json_file("/nonexistent/x.json");
            } catch (const gpuplanner::InputError& e) {
                return inputErrorText(e);
            }
            return QString();
        }();
        installLanguage(*qApp, QStringLiteral("en"));
        QVERIFY2(zh.startsWith(path + QStringLiteral(": workload.prompt_tokens: ")),
                 qPrintable(zh));
        QVERIFY2(zh.contains(QStringLiteral("应为整数")) && zh.contains(QStringLiteral("字符串")),
                 qPrintable(zh));
        QCOMPARE(missing, QStringLiteral("/nonexistent/x.json: （顶层）: 无法打开文件"));
    }

    // The catalog importers' and a request trace's errors in the user's language too (they
    // were English only): the file and the field as they are but for "line N" (第 N 行), the
    // problem from its code.
    void importErrorsInTheUsersLanguage_data() {
        QTest::addColumn<bool>("trace");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("SkyPilot vms.csv without Price")
            << false << "InstanceType,AcceleratorName,AcceleratorCount,Region\nx,H100,8,us\n"
            << QStringLiteral("vms.csv: 第 1 行: 缺少列 Price（这是 SkyPilot vms.csv 吗？）");
        QTest::newRow("gpuhunt spot")
            << false
            << "instance_name,location,price,cpu,memory,gpu_count,gpu_name,gpu_memory,spot\n"
               "a,US,1.0,4,16,1,H100,80,maybe\n"
            << QStringLiteral("vms.csv: 第 2 行: spot: 应为 True 或 False，实际为“maybe”");
        QTest::newRow("trace with a 0-token request")
            << true << "100,20\n300,0\n"
            << QStringLiteral(": 第 2 行: token 数必须是 1 到 100000 之间的整数，实际为 0");
    }
    void importErrorsInTheUsersLanguage() {
        QFETCH(bool, trace);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("trace.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
        f.close();
        installLanguage(*qApp, QStringLiteral("zh_CN"));
        QString zh;
        try {
            if (trace)
                (void)gpuplanner::read_length_trace(path.toStdString(), 100000);
            else
                (void)gpuplanner::import_catalog_text(text.toStdString(), "vms.csv", "aws",
                                                      "2026-12-05", nullptr);
        } catch (const gpuplanner::InputError& e) {
            zh = inputErrorText(e);
        }
        installLanguage(*qApp, QStringLiteral("en"));
        QVERIFY2(zh.endsWith(expected), qPrintable(zh));
        if (trace)
            QVERIFY2(zh.startsWith(path), qPrintable(zh));
    }

    // The field readers' own problems in the user's language too: a Hugging Face config.json
    // field and an offerings file's entry (they were English only).
    void readerErrorsInTheUsersLanguage_data() {
        QTest::addColumn<bool>("offerings");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString llama = QStringLiteral(
            R"({"model_type":"llama","vocab_size":10,"hidden_size":64,"num_hidden_layers":2,)"
            R"("num_attention_heads":8,"intermediate_size":8)");
        const QString entry = QStringLiteral(
            R"({"provider":"aws","instance_type":"x","region":"r","gpu":"t4","gpu_count":1,)"
            R"("currency":"USD","source":"s","as_of":"2026-01-01","prices_per_hour":)");
        const QString head =
            QStringLiteral(R"({"format":"gpuplanner-offerings","version":1,"offerings":[)");
        QTest::newRow("HF config: kv heads do not divide")
            << false << llama + QStringLiteral(R"(,"num_key_value_heads":3})")
            << QStringLiteral(
                   "cfg.json: num_key_value_heads: 必须整除 num_attention_heads（8），实际为 3");
        QTest::newRow("HF config: gemma3 without text_config")
            << false << QStringLiteral(R"({"model_type":"gemma3"})")
            << QStringLiteral(
                   "cfg.json: text_config: 缺失：gemma3 配置把语言模型放在 text_config 中");
        QTest::newRow("HF config: dropout above 1")
            << false << llama + QStringLiteral(R"(,"attention_dropout":1.5})")
            << QStringLiteral("cfg.json: attention_dropout: 1.5 超出范围 [0, 1]");
        QTest::newRow("offerings: unknown provider")
            << true
            << head +
                   QString(entry).replace(QStringLiteral("\"aws\""), QStringLiteral("\"acme\"")) +
                   QStringLiteral(R"({"on_demand":1}}]})")
            << QStringLiteral(
                   "o.json: offerings[0].provider: 未知服务商“acme”（不在 providers.json 中）");
        QTest::newRow("offerings: the same billing mode twice")
            << true
            << head + entry + QStringLiteral(R"({"on_demand":1}},)") + entry +
                   QStringLiteral(R"({"on_demand":2}}]})")
            << QStringLiteral("o.json: offerings[1].prices_per_hour.on_demand: "
                              "offerings[0] 已给出 aws x 在 r 的 on_demand 价格："
                              "每种实例类型、区域和计费方式只能给出一次");
    }
    void readerErrorsInTheUsersLanguage() {
        QFETCH(bool, offerings);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        std::vector<gpuplanner::Provider> providers(1);
        providers[0].id = "aws";
        installLanguage(*qApp, QStringLiteral("zh_CN"));
        QString zh;
        try {
            const nlohmann::json doc =
                gpuplanner::parse_json_text(text.toStdString(), offerings ? "o.json" : "cfg.json");
            if (offerings)
                (void)gpuplanner::parse_offerings(doc, "o.json", &providers, nullptr);
            else
                (void)gpuplanner::model_from_hf_config(doc, "cfg.json");
        } catch (const gpuplanner::InputError& e) {
            zh = inputErrorText(e);
        }
        installLanguage(*qApp, QStringLiteral("en"));
        QCOMPARE(zh, expected);
    }
};

int runTestUiErrorLanguage(int argc, char** argv) {
    TestUiErrorLanguage t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_error_language.moc"
