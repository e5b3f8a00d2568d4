// The constraints a buyer sets by ticking (the GPU types compared, the providers): what the
// form writes, that the plan honours it, undo, and ids the catalogs do not hold.
#include "ui_test_support.h"
#include "workbench/main_window.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QListWidget>
#include <QUndoStack>
#include <QtTest>

#include <set>
#include <string>

using namespace gpuplanner::ui;

namespace {

QListWidgetItem* itemOf(QListWidget* list, const QString& id) {
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == id)
            return list->item(i);
    return nullptr;
}

} // namespace

class TestUiConstraints final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_constraints")); }

    // Two GPU types ticked: the scenario lists them in the catalog's order, the plan has
    // options of those two only, and undo takes the ticks back.
    void gpuTypesTickedArePlanned() {
        MainWindow w;
        QVERIFY(showPlanned(w, "llama3-70b-serving.gpuplan.json"));
        auto* list = fieldBox<QListWidget>(w, "/constraints/gpus");
        QVERIFY(list);
        ScenarioDocument* doc = document(w);
        QVERIFY(doc->value("/constraints/gpus").is_null());
        for (const char* id : {"h200-sxm", "h100-sxm"}) {
            QListWidgetItem* item = itemOf(list, QString::fromLatin1(id));
            QVERIFY2(item, id);
            item->setCheckState(Qt::Checked);
        }
        QCOMPARE(doc->value("/constraints/gpus"), (nlohmann::json{"h100-sxm", "h200-sxm"}));
        QVERIFY(QTest::qWaitFor([&] { return settled(w); }, 60000));
        const auto& options = w.runner()->latest()->plan.options;
        QVERIFY(!options.empty());
        std::set<std::string> gpus;
        for (const auto& o : options)
            gpus.insert(o.gpu_id);
        QCOMPARE(gpus, (std::set<std::string>{"h100-sxm", "h200-sxm"}));
        // Ticks in a row are one edit of the field, as typing is: one undo takes them back.
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("GPU types"));
        doc->undoStack()->undo();
        QVERIFY(doc->value("/constraints/gpus").is_null());
        QCOMPARE(itemOf(list, QStringLiteral("h100-sxm"))->checkState(), Qt::Unchecked);
        QCOMPARE(itemOf(list, QStringLiteral("h200-sxm"))->checkState(), Qt::Unchecked);
    }

    // A provider ticked, then unticked: the field goes (any provider), not an empty list.
    void providerUntickedMeansAny() {
        MainWindow w;
        QVERIFY(showPlanned(w, "llama3-70b-serving.gpuplan.json"));
        auto* list = fieldBox<QListWidget>(w, "/constraints/providers");
        QVERIFY(list);
        QListWidgetItem* aws = itemOf(list, QStringLiteral("aws"));
        QVERIFY(aws);
        aws->setCheckState(Qt::Checked);
        QCOMPARE(document(w)->value("/constraints/providers"), (nlohmann::json{"aws"}));
        QVERIFY(QTest::qWaitFor([&] { return settled(w); }, 60000));
        for (const auto& o : w.runner()->latest()->plan.options)
            QCOMPARE(o.provider, std::string("aws"));
        aws->setCheckState(Qt::Unchecked);
        QVERIFY(document(w)->value("/constraints/providers").is_null());
    }

    // A file that lists an id the catalogs do not hold: it stays listed and ticked (an edit
    // never drops it unseen), the plan's error names it, and the list is the field marked.
    void unknownIdStaysListed() {
        MainWindow w;
        QVERIFY(showPlanned(w, "llama3-70b-serving.gpuplan.json"));
        document(w)->setValue("/constraints/gpus", nlohmann::json{"h20", "mi999"});
        auto* list = fieldBox<QListWidget>(w, "/constraints/gpus");
        QVERIFY(list);
        QListWidgetItem* unknown = itemOf(list, QStringLiteral("mi999"));
        QVERIFY(unknown);
        QCOMPARE(unknown->checkState(), Qt::Checked);
        QVERIFY2(unknown->text().contains(QStringLiteral("not in the catalogs")),
                 qPrintable(unknown->text()));
        QCOMPARE(itemOf(list, QStringLiteral("h20"))->checkState(), Qt::Checked);
        QVERIFY(QTest::qWaitFor([&] { return idle(w); }, 60000));
        QCOMPARE(w.runner()->latest()->errorField, QStringLiteral("constraints.gpus[1]"));
        QVERIFY(list->parentWidget()->property("invalidField").toBool());
        // Ticking another keeps the unknown id where the file had it.
        itemOf(list, QStringLiteral("h100-sxm"))->setCheckState(Qt::Checked);
        const nlohmann::json kept = document(w)->value("/constraints/gpus");
        QVERIFY2(kept.size() == 3 && kept[0] == "mi999", kept.dump().c_str());
    }
};

int runTestUiConstraints(int argc, char** argv) {
    TestUiConstraints t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_constraints.moc"
