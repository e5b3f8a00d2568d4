// Workbench window (offscreen): a scenario fills the tables; a broken one is refused and leaves
// the view unchanged; Chinese is installed when asked for.
#include "application.h"
#include "main_window.h"
#include "test_paths.h"

#include <QtTest>

#include <QLabel>
#include <QTableWidget>

#include <fstream>

using gpuplanner::ui::MainWindow;

class TestUi final : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    static QTableWidget* table(MainWindow& w, int index) {
        return w.findChild<QTableWidget*>(index == 0 ? QStringLiteral("memoryTable")
                                                     : QStringLiteral("fitTable"));
    }

private slots:
    void initTestCase() {
        QLocale::setDefault(QLocale::c());
        QStandardPaths::setTestModeEnabled(true);
    }

    void opensExample() {
        MainWindow w;
        QString error;
        QVERIFY2(
            w.openScenario(QString::fromStdString(resource("examples/llama3-8b-lora.gpuplan.json")),
                           &error),
            qPrintable(error));
        QCOMPARE(table(w, 0)->rowCount(), 8); // weights ... total
        QCOMPARE(table(w, 0)->item(0, 0)->text(), QStringLiteral("Weights"));
        QCOMPARE(table(w, 1)->rowCount(), 22); // one row per catalog GPU
        // Weights: 8,030,261,248 x 2 bytes + adapters (41,943,040 x 2) = 15.04 GiB.
        QCOMPARE(table(w, 0)->item(0, 1)->text(), QStringLiteral("15.04 GiB"));
    }

    void brokenScenarioChangesNothing() {
        MainWindow w;
        QVERIFY(w.openScenario(
            QString::fromStdString(resource("examples/llama3-8b-lora.gpuplan.json"))));
        const QString before = table(w, 0)->item(7, 1)->text();
        const QString path = dir_.filePath(QStringLiteral("broken.gpuplan.json"));
        std::ofstream(path.toStdString())
            << R"({"format":"gpuplanner-scenario","version":1,"model":{"preset":"nope"},"workload":{"type":"training"}})";
        QString error;
        QVERIFY(!w.openScenario(path, &error));
        QVERIFY2(error.endsWith(QStringLiteral("broken.gpuplan.json: model.preset: unknown model "
                                               "preset \"nope\" (gpuplan models lists them)")),
                 qPrintable(error));
        QCOMPARE(table(w, 0)->item(7, 1)->text(), before);
    }

    void chineseTranslation() {
        auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
        QCOMPARE(gpuplanner::ui::installLanguage(*app, QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        MainWindow w;
        QCOMPARE(w.windowTitle(), QStringLiteral("GPU 规划器"));
        QVERIFY(w.openScenario(
            QString::fromStdString(resource("examples/llama3-8b-lora.gpuplan.json"))));
        QCOMPARE(table(w, 0)->item(0, 0)->text(), QStringLiteral("权重"));
    }
};

QTEST_MAIN(TestUi)
#include "tst_ui.moc"
