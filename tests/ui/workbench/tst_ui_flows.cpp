// What a user does in the workbench, step by step through the real widgets: switch the workload
// type of every example to every other type, type bad values into the catalog editor, start with a
// broken user catalog, edit the title, undo from a focused number field, scroll over the form.
#include "core/application.h"
#include "core/charts/plan_charts.h"
#include "core/field_specs.h"
#include "core/models/options_model.h"
#include "core/text/diagnostic_text.h"
#include "scenario/scenario_schema.h"
#include "ui_test_support.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"
#include "workbench/results_view.h"
#include "workbench/scenario_document.h"
#include "workbench/scenario_editor.h"

#include <nlohmann/json.hpp>

#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QGraphicsItem>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

using namespace gpuplanner::ui;

namespace {

// Chooses `value` in a combo box as a user does (the activated signal the editor listens to).
void choose(QComboBox* box, const QString& value) {
    const int i = box->findData(value);
    QVERIFY2(i >= 0, qPrintable(value));
    box->setCurrentIndex(i);
    emit box->activated(i);
}

// The form's fields marked invalid: the editor frames them in red (a style sheet of their own).
QList<QWidget*> markedFields(const QObject& window) {
    QList<QWidget*> marked;
    for (QWidget* field : only<ScenarioEditor>(window)->findChildren<QWidget*>())
        if (!field->styleSheet().isEmpty())
            marked << field;
    return marked;
}

} // namespace

class TestUiFlows final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { startCleanWorkbench(QStringLiteral("tst_ui_flows")); }

    // Every example (and File > New), every workload type to every other one through the form's
    // Workload box: each switch plans, with options, and nothing stays marked out of date.
    void everyWorkloadTypeToEveryOther_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("new scenario") << QString();
        for (const char* f :
             {"llama3-8b-lora.gpuplan.json", "llama2-7b-pretrain.gpuplan.json",
              "llama3-70b-serving.gpuplan.json", "bert-base-finetune.gpuplan.json",
              "qlora-8b-workstation.gpuplan.json", "resnet50-imagenet.gpuplan.json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void everyWorkloadTypeToEveryOther() {
        QFETCH(QString, file);
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        if (file.isEmpty())
            w.newScenario();
        else
            QVERIFY(w.openScenario(example(file.toLatin1().constData())));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* type = fieldBox<QComboBox>(w, "/workload/type");
        QVERIFY(type);
        // This walk takes every ordered pair of the three types once.
        const QString walk[] = {QStringLiteral("training"),  QStringLiteral("fine_tuning"),
                                QStringLiteral("inference"), QStringLiteral("training"),
                                QStringLiteral("inference"), QStringLiteral("fine_tuning"),
                                QStringLiteral("training")};
        for (const QString& to : walk) {
            if (document(w)->value("/workload/type").get<std::string>() == to.toStdString())
                continue;
            const bool nonTransformer = file.startsWith(QLatin1String("resnet"));
            choose(type, to);
            if (nonTransformer && to == QLatin1String("fine_tuning"))
                QCOMPARE(document(w)->value("/workload/method"), nlohmann::json()); // full
            QTRY_VERIFY_WITH_TIMEOUT(idle(w), 20000);
            QVERIFY2(w.runner()->latest()->error.isEmpty(),
                     qPrintable(to + QStringLiteral(": ") + w.runner()->latest()->error));
            QCOMPARE(QString::fromStdString(
                         gpuplanner::to_string(w.runner()->latest()->scenario.workload.type)),
                     to);
            const auto& plan = w.runner()->latest()->plan;
            const auto warned = [&](const char* text) {
                return std::any_of(plan.warnings.begin(), plan.warnings.end(),
                                   [&](const std::string& s) { return s.find(text) == 0; });
            };
            if (nonTransformer && to == QLatin1String("inference")) // not modelled: said so
                QVERIFY(warned("serving is modelled for transformer language models only"));
            else // (8B from scratch on one GPU plans too: with ZeRO-Offload, found by the search)
                QVERIFY2(!plan.options.empty(), qPrintable(to));
            QVERIFY(only<QTabWidget>(w, "resultsTabs")->isEnabled());
            QVERIFY(!only<QLabel>(w, "planError")->isVisibleTo(&w));
        }
        // One undo step per switch, named by the field.
        QCOMPARE(document(w)->undoStack()->undoText(), QStringLiteral("Workload"));
    }

    // A switch parks what does not apply and brings it back; undo restores the whole workload.
    void switchingBackRestoresTheUsersValues() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        const nlohmann::json original = document(w)->value("/workload");
        auto* type = fieldBox<QComboBox>(w, "/workload/type");
        choose(type, QStringLiteral("inference"));
        QCOMPARE(document(w)->value("/workload/lora_rank"), nlohmann::json());
        QCOMPARE(document(w)->parkedWorkloadFields()["lora_rank"].get<int>(), 16);
        choose(type, QStringLiteral("fine_tuning"));
        QCOMPARE(document(w)->value("/workload"), original);
        choose(type, QStringLiteral("training"));
        document(w)->undoStack()->undo();
        QCOMPARE(document(w)->value("/workload"), original);
    }

    // An invalid value: results greyed as out of date with the reason, the field marked.
    void invalidScenarioGreysResultsAndMarksTheField() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* tp = fieldBox<QSpinBox>(w, "/workload/tensor_parallel");
        const QString help = tp->toolTip();
        tp->setValue(3); // does not divide 32 heads
        QTRY_VERIFY_WITH_TIMEOUT(idle(w) && !w.runner()->latest()->error.isEmpty(), 20000);
        QVERIFY(!only<QTabWidget>(w, "resultsTabs")->isEnabled());
        QVERIFY(!only<SummaryView>(w)->isEnabled());
        QVERIFY(only<QLabel>(w, "planError")->text().contains(QStringLiteral("out of date")));
        QCOMPARE(markedFields(w), QList<QWidget*>{tp}); // a red frame
        QVERIFY(tp->toolTip().contains(QStringLiteral("does not divide the 32 attention heads")));
        document(w)->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        QVERIFY(only<QTabWidget>(w, "resultsTabs")->isEnabled());
        QVERIFY(markedFields(w).isEmpty());
        QCOMPARE(tp->toolTip(), help); // the field's own help is back
    }

    // The title and the description are edited in the form; the heading follows.
    void titleAndDescriptionAreEditable() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(w.openScenario(example("llama2-7b-pretrain.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        auto* title = fieldBox<QLineEdit>(w, "/name");
        QVERIFY(title);
        QCOMPARE(title->text(), QStringLiteral("7B pre-training on 2T tokens"));
        title->selectAll();
        QTest::keyClicks(title, QStringLiteral("70B pre-training"));
        QCOMPARE(document(w)->value("/name").get<std::string>(), std::string("70B pre-training"));
        QCOMPARE(document(w)->undoStack()->undoText(), QStringLiteral("Title"));
        QTRY_VERIFY_WITH_TIMEOUT(
            settled(w) && only<SummaryView>(w)->text().contains(QStringLiteral("70B pre")), 20000);
    }

    // Picking another preset renames a title that named the old model, in the same undo step.
    void titleFollowsTheModel() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QComboBox* picker = only<QComboBox>(w, "modelPicker");
        const int i = picker->findData(QStringLiteral("llama-3-70b"));
        QVERIFY(i >= 0);
        picker->setCurrentIndex(i);
        emit picker->activated(i);
        QCOMPARE(document(w)->value("/name").get<std::string>(),
                 std::string("Llama 3 70B LoRA fine-tune"));
        document(w)->undoStack()->undo();
        QCOMPARE(document(w)->value("/name").get<std::string>(),
                 std::string("Llama 3 8B LoRA fine-tune"));
        QCOMPARE(document(w)->value("/model/preset").get<std::string>(), std::string("llama-3-8b"));
    }

    // Ctrl+Z in a focused number field undoes the document's last step; the wheel over a field
    // without focus leaves its value alone.
    void undoFromAFocusedFieldAndNoWheelEdits() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        auto* mb = fieldBox<QSpinBox>(w, "/workload/micro_batch");
        mb->setFocus();
        mb->selectAll();
        QTest::keyClicks(mb, QStringLiteral("6"));
        QCOMPARE(document(w)->value("/workload/micro_batch").get<int>(), 6);
        QCOMPARE(document(w)->undoStack()->undoText(), QStringLiteral("Micro-batch"));
        QTest::keyClick(mb, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(document(w)->value("/workload/micro_batch").is_null()); // automatic again
        QCOMPARE(mb->text(), QStringLiteral("automatic"));

        auto* rank = fieldBox<QSpinBox>(w, "/workload/lora_rank");
        QVERIFY(!rank->hasFocus());
        QWheelEvent wheel(QPointF(5, 5), rank->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(rank, &wheel);
        QCOMPARE(rank->value(), 16);
    }

    // Typing a long number into a field with thousands separators: "16384" stays 16384 (the
    // separators appeared as digits were typed and put the cursor before the last one).
    void typingPastAThousandsSeparator() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openScenario(example("llama2-7b-pretrain.gpuplan.json")));
        auto* seq = fieldBox<QSpinBox>(w, "/workload/sequence_length");
        QVERIFY(seq);
        seq->setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        seq->selectAll();
        QTest::keyClicks(seq, QStringLiteral("16384"));
        QCOMPARE(document(w)->value("/workload/sequence_length").get<int>(), 16384);
        fieldBox(w, "/workload/tokens")->setFocus();
        QCOMPARE(seq->cleanText(), QLocale().toString(16384)); // separators back once left
    }

    // Ctrl+PageDown / Ctrl+Tab step through the result tabs, and wrap around.
    void keyboardStepsThroughResultTabs() {
        MainWindow w;
        w.setConfirmOnClose(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTabWidget* tabs = only<QTabWidget>(w, "resultsTabs");
        tabs->setCurrentIndex(0);
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(&w, Qt::Key_PageUp, Qt::ControlModifier);
        QTest::keyClick(&w, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), tabs->count() - 1);
        QVERIFY(!only<QTableView>(w, "optionsTable")->tabKeyNavigation()); // Tab leaves the table
    }

    // Buy versus rent marks where buying pays; with no own machine it says what to enter, and a
    // machine already owned (purchase 0, as a probe import makes it) is compared too.
    void buyVersusRentMarksTheBreakEven() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("qlora-8b-workstation.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        only<QTabWidget>(w, "resultsTabs")->setCurrentWidget(only<BuyRentChartView>(w));
        QVERIFY(only<BuyRentChartView>(w)->marksBreakEven());
        document(w)->setValue("/local/purchase_price", 0);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        QVERIFY(only<BuyRentChartView>(w)->chart()->title() == QStringLiteral("Buy versus rent"));
        document(w)->setValue("/local", nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        QVERIFY(!only<BuyRentChartView>(w)->marksBreakEven());
        QVERIFY(only<BuyRentChartView>(w)->chart()->title().contains(
            QStringLiteral("Compare with a machine I own")));
        // Nothing to draw: no empty 0-1 grid, no legend (issue #29).
        for (QAbstractAxis* axis : only<BuyRentChartView>(w)->chart()->axes())
            QVERIFY(!axis->isVisible());
        QVERIFY(!only<BuyRentChartView>(w)->chart()->legend()->isVisible());
    }

    // Strategy fields start "automatic" (left to the plan's search); a value pins it and every
    // option then uses it; choosing "automatic" again removes the key.
    void strategyFieldsAreAutomaticUntilPinned() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama2-7b-pretrain.gpuplan.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        for (const char* field : {"/workload/zero_stage", "/workload/data_parallel",
                                  "/workload/tensor_parallel", "/workload/pipeline_parallel",
                                  "/workload/micro_batch", "/workload/virtual_pipeline_stages"}) {
            auto* box = fieldBox<QSpinBox>(w, field);
            QVERIFY2(box && box->text() == QStringLiteral("automatic"), field);
        }
        auto* recompute = fieldBox<QComboBox>(w, "/workload/activation_checkpointing");
        QCOMPARE(recompute->currentText(), QStringLiteral("Automatic"));
        // The search spreads the options over several tensor sizes; pinning 2 makes all use 2.
        auto* tensor = fieldBox<QSpinBox>(w, "/workload/tensor_parallel");
        tensor->setValue(2);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        const auto& options = w.runner()->latest()->plan.options;
        QVERIFY(!options.empty());
        for (const gpuplanner::PlanOption& o : options)
            QCOMPARE(o.layout.tensor, std::int64_t(2));
        tensor->setValue(tensor->minimum()); // back to "automatic"
        QVERIFY(document(w)->value("/workload/tensor_parallel").is_null());
        recompute->setCurrentIndex(recompute->findData(QStringLiteral("full")));
        emit recompute->activated(recompute->currentIndex());
        QCOMPARE(document(w)->value("/workload/activation_checkpointing").get<std::string>(),
                 std::string("full"));
        recompute->setCurrentIndex(0);
        emit recompute->activated(0);
        QVERIFY(document(w)->value("/workload/activation_checkpointing").is_null());
    }

    // The window at 1440 x 900 with an example open and planned.
    // Every options column is wide enough for the text of the rows people read first (the
    // table's own delegate measures from its cache of laid-out text; this measures afresh).
    void optionsColumnsShowTheirText() {
        MainWindow w;
        QVERIFY(showPlanned(w, "llama2-7b-pretrain.gpuplan.json"));
        QTableView* table = only<QTableView>(w, "optionsTable");
        const QFontMetrics metrics(table->font());
        const int last = table->horizontalHeader()->logicalIndex(table->model()->columnCount() - 1);
        QVERIFY(table->model()->rowCount() > 20);
        // The strategy columns, hidden until asked for, fit once the Columns menu shows them.
        for (QAction* a : only<QPushButton>(w, "columnsButton")->menu()->actions())
            a->setChecked(true);
        QCoreApplication::processEvents();
        QVERIFY(table->model()
                    ->index(0, OptionsModel::ZeroStage)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("ZeRO-")));
        QVERIFY(!table->model()->index(0, OptionsModel::MicroBatch).data().toString().isEmpty());
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            if (c == last || table->isColumnHidden(c)) // the last takes what width is left
                continue;
            for (int r = 0; r < 20; ++r) {
                const QString text = table->model()->index(r, c).data().toString();
                QVERIFY2(metrics.horizontalAdvance(text) <= table->columnWidth(c),
                         qPrintable(QStringLiteral("column %1 row %2: \"%3\" in %4 px")
                                        .arg(c)
                                        .arg(r)
                                        .arg(text)
                                        .arg(table->columnWidth(c))));
            }
        }
    }

    // The billing chart's value labels are the table's numbers (thousands separators, the
    // currency), one per bar, never Qt Charts' own "186773" or "93828.7".
    void billingLabelsReadAsTheTable() {
        MainWindow w;
        QVERIFY(showPlanned(w, "llama2-7b-pretrain.gpuplan.json"));
        only<QTabWidget>(w, "resultsTabs")->setCurrentWidget(only<BillingChartView>(w));
        const QStringList labels = only<BillingChartView>(w)->valueLabels();
        QVERIFY(labels.size() >= 3);
        for (const QString& label : labels) {
            QVERIFY2(label.contains(QLatin1Char(',')) && label.endsWith(QStringLiteral(" USD")),
                     qPrintable(label));
            QVERIFY2(!label.contains(QLatin1Char('e')), qPrintable(label));
        }
    }

    // Every chart says what is under the pointer (issue #29: no tooltips on chart points), and
    // the billing chart turns logarithmic when its bars span more than 20x, so none vanishes.
    void chartsSayWhatIsUnderThePointer() {
        MainWindow w;
        QVERIFY(showPlanned(w, "qlora-8b-workstation.gpuplan.json"));
        const auto series = [](QChartView* view, auto* type) {
            using Series = std::remove_pointer_t<decltype(type)>;
            for (QAbstractSeries* s : view->chart()->series())
                if (auto* found = qobject_cast<Series*>(s))
                    return found;
            return static_cast<Series*>(nullptr);
        };
        // Charts are drawn when their tab is shown: show each one's page.
        auto* tabs = only<QTabWidget>(w, "resultsTabs");
        const auto show = [tabs](QWidget* chart) {
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->widget(i)->isAncestorOf(chart) || tabs->widget(i) == chart)
                    tabs->setCurrentIndex(i);
        };
        auto* memory = only<MemoryChartView>(w);
        show(memory);
        auto* stacked = series(memory, static_cast<QHorizontalStackedBarSeries*>(nullptr));
        QVERIFY(stacked && !stacked->barSets().isEmpty());
        emit stacked->hovered(true, 0, stacked->barSets().first());
        QVERIFY2(memory->lastTip().contains(stacked->barSets().first()->label()) &&
                     memory->lastTip().contains(QStringLiteral("GiB")),
                 qPrintable(memory->lastTip()));
        emit stacked->hovered(false, 0, stacked->barSets().first());
        QVERIFY(memory->lastTip().isEmpty());

        auto* billing = only<BillingChartView>(w);
        show(billing);
        auto* bars = series(billing, static_cast<QHorizontalBarSeries*>(nullptr));
        QVERIFY(bars);
        // The pointer over a bar, as a user moves it: the bar's value and offering.
        QCoreApplication::processEvents();
        const QRectF plot = billing->chart()->plotArea();
        QGraphicsItem* bar = nullptr;
        for (QGraphicsItem* item : billing->scene()->items())
            if (item->acceptHoverEvents() && item->isVisible() &&
                plot.contains(item->sceneBoundingRect().center()) &&
                item->sceneBoundingRect().height() > 10)
                bar = item;
        QVERIFY(bar);
        const QPoint at = billing->mapFromScene(bar->sceneBoundingRect().center());
        QTest::mouseMove(billing->viewport(), at - QPoint(1, 1));
        QTest::mouseMove(billing->viewport(), at);
        const QStringList values = billing->valueLabels();
        QVERIFY2(std::any_of(values.begin(), values.end(),
                             [&](const QString& v) { return billing->lastTip().endsWith(v); }),
                 qPrintable(billing->lastTip()));

        auto* buyRent = only<BuyRentChartView>(w);
        show(buyRent);
        auto* line = series(buyRent, static_cast<QLineSeries*>(nullptr));
        QVERIFY(line && line->count() > 1);
        emit line->hovered(line->at(1), true);
        QVERIFY2(buyRent->lastTip().contains(QStringLiteral(" h of use: ")) &&
                     buyRent->lastTip().endsWith(QStringLiteral(" USD")),
                 qPrintable(buyRent->lastTip()));

        // A machine at 2,000,000 USD beside rented hours: bars 20x apart and more.
        document(w)->setValue("/local/purchase_price", 2000000);
        QTRY_VERIFY_WITH_TIMEOUT(settled(w), 20000);
        show(billing);
        QVERIFY(billing->logScale());
        const auto axes = billing->chart()->axes(Qt::Horizontal);
        QVERIFY(std::any_of(axes.begin(), axes.end(), [](QAbstractAxis* a) {
            return qobject_cast<QLogValueAxis*>(a) &&
                   a->titleText().contains(QStringLiteral("log scale"));
        }));
    }

    // A Hugging Face config.json into the open scenario; a truncated one is refused.
    void importHfConfigIntoTheScenario() {
        MainWindow w;
        w.setConfirmOnClose(false);
        QVERIFY(w.openScenario(example("llama3-8b-lora.gpuplan.json")));
        QCOMPARE(only<ScenarioEditor>(w)->importHfConfig(
                     QString::fromStdString(fixture("hf/falcon-7b-rw-config.json"))),
                 QString());
        QCOMPARE(document(w)->value("/model/hf_config/n_head").get<int>(), 71);
        // The picker names and sizes it as it would a preset (6,921,720,704 parameters,
        // tst_model), rather than reading empty.
        auto* picker = only<QComboBox>(w, "modelPicker");
        auto* info = only<QLabel>(w, "modelInfo");
        QVERIFY2(picker->currentText().endsWith(QStringLiteral("(6.92 B)")),
                 qPrintable(picker->currentText() + QLatin1Char('|') + info->text()));
        QVERIFY(info->text().contains(QStringLiteral("RefinedWebModel")));
        // A config the planner cannot read says why where the model is shown.
        nlohmann::json broken = document(w)->value("/model/hf_config");
        broken["n_head"] = 0;
        document(w)->setValue("/model", nlohmann::json{{"hf_config", broken}});
        QVERIFY2(info->text().contains(QStringLiteral("cannot be planned")),
                 qPrintable(info->text()));
        QVERIFY(picker->currentText().isEmpty());
        QVERIFY(only<ScenarioEditor>(w)
                    ->importHfConfig(QString::fromStdString(fixture("hf/truncated-config.json")))
                    .contains(QStringLiteral("malformed JSON")));
        // Whole under the model box, not only in the status bar.
        QVERIFY2(info->text().startsWith(QStringLiteral("Not imported: ")) &&
                     info->text().contains(QStringLiteral("malformed JSON")),
                 qPrintable(info->text()));
    }
};

int runTestUiFlows(int argc, char** argv) {
    TestUiFlows t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_ui_flows.moc"
