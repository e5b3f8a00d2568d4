#include "workbench/scenario_editor.h"
#include "core/text/input_error_text.h"
#include "workbench/dialog_folders.h"
#include "workbench/exchange_rates_editor.h"
#include "workbench/id_list_editor.h"
#include "workbench/window_shortcuts.h"

#include "core/text/plan_format.h"
#include "core/text/theme_colors.h"

#include "io/errors.h"
#include "io/json_reader.h"
#include "model/hf_config.h"
#include "scenario/scenario_schema.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {

// A model as the picker lists it: its name and size; a mixture of experts is bought for its
// total and run at its active count, so both.
QString modelLabel(const ModelSpec& model) {
    const ParameterCount pc = model.parameters();
    const auto billions = [](std::int64_t n) {
        return QLocale().toString(static_cast<double>(n) / 1e9, 'f', 2);
    };
    const QString name = QString::fromStdString(model.name);
    return pc.active < pc.total ? ScenarioEditor::tr("%1 (%2 B, %3 B active)")
                                      .arg(name, billions(pc.total), billions(pc.active))
                                : ScenarioEditor::tr("%1 (%2 B)").arg(name, billions(pc.total));
}

// A string at a JSON pointer, or the fallback when absent or not a string (files can hold
// anything).
std::string stringAt(const nlohmann::json& j, const char* pointer, const std::string& fallback) {
    const nlohmann::json::json_pointer p(pointer);
    return j.contains(p) && j.at(p).is_string() ? j.at(p).get<std::string>() : fallback;
}

// The form's FieldScope bits are the schema's workload-type mask bits.
static_assert(unsigned(Training) == unsigned(kPreTrainingMask) &&
              unsigned(FineTuning) == unsigned(kFineTuningMask) &&
              unsigned(Inference) == unsigned(kInferenceMask));
unsigned scopeOf(const std::string& type) {
    return workload_type_mask(workload_type_from_key(type).value_or(WorkloadType::Training));
}

} // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument* document, QWidget* parent)
    : QScrollArea(parent)
    , doc_(document) {
    setObjectName(QStringLiteral("scenarioEditor"));
    setWidgetResizable(true);
    // The editor is as wide as the form needs (set in build()): never a sideways scroll.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    build();
    connect(doc_, &ScenarioDocument::changed, this, &ScenarioEditor::refresh);
}

void ScenarioEditor::guard(QWidget* w) {
    // Wheel only on the focused field (the wheel scrolls the form otherwise), and the document's
    // undo for Ctrl+Z in a number field.
    w->setFocusPolicy(Qt::StrongFocus);
    w->installEventFilter(this);
}

bool ScenarioEditor::eventFilter(QObject* watched, QEvent* event) {
    auto* w = qobject_cast<QWidget*>(watched);
    // A list's wheel events come to its viewport; the focus is the list's.
    QWidget* owner = w;
    if (auto* area = w ? qobject_cast<QAbstractScrollArea*>(w->parentWidget()) : nullptr;
        area && area->viewport() == w)
        owner = area;
    if (w && event->type() == QEvent::Wheel && !owner->hasFocus()) {
        // Scroll the form by hand (forwarding the event would bring it back here as it bubbles).
        const auto* wheel = static_cast<QWheelEvent*>(event);
        QScrollBar* bar = verticalScrollBar();
        bar->setValue(bar->value() - wheel->angleDelta().y() * bar->singleStep() *
                                         QApplication::wheelScrollLines() / 120);
        return true;
    }
    // Thousands separators only while the box is not being typed in: inserted as digits are
    // typed, they put the cursor before the last digit ("16384" became "16,348").
    // Number boxes only: a date box re-formatted on focus lost the year being typed (helper
    // walkthrough, 2026-12-07).
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(watched);
        spin && !qobject_cast<QDateTimeEdit*>(spin) &&
        (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        spin->setGroupSeparatorShown(event->type() == QEvent::FocusOut);
    if (w && event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        // Not accepted: the window's Undo/Redo shortcut runs instead of the field's own undo,
        // and its Export PDF Report (Ctrl+E) and Export Launch Files (Ctrl+Shift+E) instead of a
        // text field's "end of line" (helper check, 2026-12-06: Ctrl+E in a field exported
        // nothing and moved the cursor).
        const QKeyCombination combo = key->keyCombination();
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
            combo == exportReportKeys() || combo == exportLaunchKeys())
            return true;
    }
    return QScrollArea::eventFilter(watched, event);
}

void ScenarioEditor::reportTypeChange(const ScenarioDocument::TypeChange& change) {
    const auto labelsOf = [](const QStringList& keys) {
        QStringList names;
        for (const QString& k : keys)
            names << fieldLabel(QStringLiteral("/workload/") + k);
        return QLocale().createSeparatedList(names);
    };
    QStringList parts;
    if (!change.parked.isEmpty())
        parts
            << tr("Set aside (they return when you switch back): %1.").arg(labelsOf(change.parked));
    if (!change.restored.isEmpty())
        parts << tr("Restored: %1.").arg(labelsOf(change.restored));
    if (change.tokensFilled)
        parts << tr("Training tokens set to 0.1 B as a placeholder: enter your data set's size.");
    if (!parts.isEmpty())
        emit message(joinSentences(parts));
}

void ScenarioEditor::writeField(const FieldSpec& spec, double shown) {
    if (refreshing_)
        return;
    const double value = shown * spec.scale;
    if (spec.automatic && shown < spec.minimum) { // "automatic": the planner chooses
        doc_->setValue(spec.pointer, nullptr);
        return;
    }
    if (spec.removeWhenZero && value == 0) {
        doc_->setValue(spec.pointer, nullptr);
        return;
    }
    // A whole number is written as one ("tokens": 500000000, not 500000000.0 after typing
    // 0.5 B), whatever the box's decimals.
    if (spec.kind == FieldKind::Integer ||
        (spec.scale >= 1 && std::floor(value) == value && std::abs(value) < 9e15))
        doc_->setValue(spec.pointer, static_cast<long long>(std::llround(value)));
    else
        doc_->setValue(spec.pointer, value);
}

void ScenarioEditor::setCatalogs(std::shared_ptr<const CatalogData> catalogs) {
    catalogs_ = std::move(catalogs);
    const QSignalBlocker block(modelPicker_);
    modelPicker_->clear();
    for (const auto& p : catalogs_->presets)
        modelPicker_->addItem(modelLabel(p.model), QString::fromStdString(p.model.id));
    {
        const QSignalBlocker blockCurrency(currency_);
        currency_->clear();
        for (const std::string& code : catalogs_->currencies.codes())
            currency_->addItem(QString::fromStdString(code), QString::fromStdString(code));
    }
    rates_->setCurrencies(catalogs_->currencies);
    for (QWidget* field : rates_->fields())
        guard(field);
    const QSignalBlocker blockGpu(localGpu_);
    localGpu_->clear();
    std::vector<std::pair<std::string, std::string>> gpus;
    for (const auto& g : catalogs_->gpus.gpus) {
        localGpu_->addItem(QString::fromStdString(g.name), QString::fromStdString(g.id));
        gpus.emplace_back(g.id, g.name);
    }
    gpuTypes_->setChoices(std::move(gpus));
    std::vector<std::pair<std::string, std::string>> providers;
    for (const std::string& id : catalogs_->offerings.provider_ids()) {
        const Provider* p = catalogs_->offerings.provider(id);
        providers.emplace_back(id, p ? p->name : id); // imported providers: their id
    }
    providers_->setChoices(std::move(providers));
    refresh();
}

void ScenarioEditor::pickModel(int index) {
    const QString id = modelPicker_->itemData(index).toString();
    if (id.isEmpty() || refreshing_)
        return;
    // A title that names the old model ("Llama 3 8B LoRA fine-tune") names the new one after the
    // switch, in the same undo step, so the heading and the report never disagree with the model.
    const auto presetName = [this](const std::string& presetId) {
        for (const auto& p : catalogs_->presets)
            if (p.model.id == presetId)
                return QString::fromStdString(p.model.name);
        return QString();
    };
    const QString oldName = presetName(stringAt(doc_->json(), "/model/preset", ""));
    const QString newName = presetName(id.toStdString());
    doc_->undoStack()->beginMacro(doc_->undoLabel("/model"));
    doc_->setValue("/model", nlohmann::json{{"preset", id.toStdString()}});
    renameInTexts(oldName, newName);
    doc_->undoStack()->endMacro();
}

void ScenarioEditor::renameInTexts(const QString& from, const QString& to) {
    if (from.isEmpty() || to.isEmpty() || from == to)
        return;
    for (const auto& [pointer, label] :
         {std::pair{"/name", tr("Title")}, std::pair{"/description", tr("Description")}}) {
        const QString text = QString::fromStdString(stringAt(doc_->json(), pointer, ""));
        if (text.contains(from))
            doc_->setValue(pointer, QString(text).replace(from, to).toStdString());
    }
}

namespace {

// How the examples and File > New name a kind of work in a title ("Llama 3 8B LoRA fine-tune",
// "7B pre-training on 2T tokens", "DeepSeek-V3 serving"): the phrase a type switch renames.
QString workPhrase(const nlohmann::json& j) {
    const std::string type = stringAt(j, "/workload/type", "");
    if (type == "training")
        return QStringLiteral("pre-training");
    if (type == "inference")
        return QStringLiteral("serving");
    const std::string method = stringAt(j, "/workload/method", "full");
    return method == "lora"    ? QStringLiteral("LoRA fine-tune")
           : method == "qlora" ? QStringLiteral("QLoRA fine-tune")
                               : QStringLiteral("fine-tune");
}

} // namespace

void ScenarioEditor::switchWorkloadType(const std::string& type) {
    const QString before = workPhrase(doc_->json());
    doc_->undoStack()->beginMacro(doc_->undoLabel("/workload/type"));
    const ScenarioDocument::TypeChange change = doc_->setWorkloadType(type);
    renameInTexts(before, workPhrase(doc_->json()));
    doc_->undoStack()->endMacro();
    reportTypeChange(change);
}

void ScenarioEditor::chooseHfConfig() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a Hugging Face config.json"),
                                                      dialogStart(QStringLiteral("configs")),
                                                      tr("config.json (*.json)"));
    if (path.isEmpty())
        return;
    rememberDialogFolder(QStringLiteral("configs"), path);
    const QString error = importHfConfig(path);
    emit message(error.isEmpty() ? tr("Imported %1").arg(path) : error);
}

QString ScenarioEditor::importHfConfig(const QString& path) {
    QString error;
    try {
        const nlohmann::json config = parse_json_file(path.toStdString());
        if (!config.is_object() || !config.contains("model_type"))
            error = tr("%1: (top level): not a Hugging Face config.json (no model_type)").arg(path);
        else
            doc_->setValue("/model", nlohmann::json{{"hf_config", config}});
    } catch (const InputError& e) {
        error = errorText(e);
    }
    // Said where the model is shown, whole (the status bar cuts a long message): it stays until
    // the scenario next changes, the model as it was.
    if (!error.isEmpty())
        modelInfo_->setText(tr("Not imported: %1").arg(error));
    return error;
}

void ScenarioEditor::refresh() {
    refreshing_ = true;
    const nlohmann::json& j = doc_->json();
    const std::string type = stringAt(j, "/workload/type", "training");
    const unsigned scope = scopeOf(type);
    const bool local = j.contains("local") && j["local"].is_object();
    {
        const QString title = QString::fromStdString(stringAt(j, "/name", ""));
        if (title_->text() != title) {
            title_->setText(title);
            title_->setCursorPosition(0); // a loaded title reads from its start, not its end
        }
        // A file's text past the schema's limit is refused by the reader (its error names the
        // field); the box shows the allowed length of it, laid out in bounded time.
        const QString description =
            QString::fromStdString(stringAt(j, "/description", ""))
                .left(static_cast<int>(scenario_field("/description").max_chars));
        if (description_->toPlainText() != description) {
            const QSignalBlocker block(description_);
            description_->setPlainText(description);
        }
    }

    // Model
    if (catalogs_) {
        const nlohmann::json model =
            j.contains("model") && j["model"].is_object() ? j["model"] : nlohmann::json::object();
        if (model.contains("preset") && model["preset"].is_string()) {
            const int i =
                modelPicker_->findData(QString::fromStdString(model["preset"].get<std::string>()));
            modelPicker_->setCurrentIndex(i);
            modelInfo_->setText(i < 0 ? tr("Unknown preset") : QString());
        } else if (model.contains("hf_config")) {
            // Named and sized as a preset would be, so the box never reads empty; the planner
            // reads the config as the plan will (its error, if any, is the plan's too).
            modelPicker_->setCurrentIndex(-1);
            const QString type =
                QString::fromStdString(stringAt(model, "/hf_config/model_type", "?"));
            try {
                ModelSpec spec =
                    model_from_hf_config(model["hf_config"], "scenario", "/model/hf_config");
                if (const std::string name = stringAt(model, "/name", ""); !name.empty())
                    spec.name = name;
                modelPicker_->setEditText(modelLabel(spec));
                modelInfo_->setText(tr("From an imported config.json (model_type %1)").arg(type));
            } catch (const std::exception& e) {
                modelPicker_->setEditText(QString());
                modelInfo_->setText(tr("The imported config.json (model_type %1) cannot be "
                                       "planned: %2")
                                        .arg(type, errorText(e)));
            }
        } else {
            modelPicker_->setCurrentIndex(-1);
            modelInfo_->setText(tr("Defined in the scenario file"));
        }
    }

    for (const FieldSpec& spec : scenarioFields()) {
        const QString pointer = QString::fromLatin1(spec.pointer);
        QWidget* w = widgets_.value(pointer);
        const nlohmann::json::json_pointer p(spec.pointer);
        const nlohmann::json v = j.contains(p) ? j.at(p) : nlohmann::json();
        bool visible = (spec.scope & scope) != 0;
        if (pointer.startsWith(QLatin1String("/local/")))
            visible = local;
        if (pointer == QLatin1String("/workload/lora_rank"))
            visible = visible && stringAt(j, "/workload/method", "full") != "full";
        auto* layout = layouts_.value(QString::fromLatin1(spec.group));
        if (layout->isRowVisible(w) != visible) // relayout only when something changes
            layout->setRowVisible(w, visible);
        if (spec.unusedWhen) { // the rate at maximum load: greyed out, saying why
            const QString why = unusedReasonIn(spec, j);
            const QString tip = QCoreApplication::translate("ScenarioEditor", spec.tooltip);
            w->setEnabled(why.isEmpty());
            w->setToolTip(why.isEmpty() ? tip : tip + QLatin1Char('\n') + why);
            if (QWidget* label = layout->labelForField(w)) {
                label->setEnabled(why.isEmpty());
                label->setToolTip(w->toolTip());
            }
        }
        const QSignalBlocker block(w);
        switch (spec.kind) {
        // A box that shows the value already keeps its text: setValue rewrites it, and while the
        // user types ("0" on the way to "0.5") that dropped the keystrokes still to come.
        case FieldKind::Integer: {
            auto* box = static_cast<QSpinBox*>(w);
            const int value = static_cast<int>(
                v.is_number() ? std::llround(v.get<double>() / spec.scale)
                              : std::llround(spec.automatic ? spec.minimum - 1 : spec.fallback));
            if (box->value() != value)
                box->setValue(value);
            break;
        }
        case FieldKind::Number: {
            auto* box = static_cast<QDoubleSpinBox*>(w);
            const double value = v.is_number() ? v.get<double>() / spec.scale : spec.fallback;
            if (std::abs(box->value() - value) > 0.5 * std::pow(10.0, -box->decimals()))
                box->setValue(value);
            break;
        }
        case FieldKind::Choice: {
            auto* box = static_cast<QComboBox*>(w);
            const int i =
                v.is_string() ? box->findData(QString::fromStdString(v.get<std::string>())) : 0;
            box->setCurrentIndex(std::max(i, 0)); // absent: the first entry ("Automatic")
            break;
        }
        case FieldKind::Flag:
            static_cast<QCheckBox*>(w)->setChecked(v.is_boolean() ? v.get<bool>()
                                                                  : spec.fallback != 0);
            break;
        }
    }
    {
        const QSignalBlocker b1(localEnabled_);
        const QSignalBlocker b2(localGpu_);
        localEnabled_->setChecked(local);
        const std::string probe = stringAt(j, "/local/probe", "");
        layouts_.value(QStringLiteral("Your own machine"))
            ->setRowVisible(localGpu_, local && probe.empty());
        layouts_.value(QStringLiteral("Your own machine"))
            ->setRowVisible(localProbe_, local && !probe.empty());
        localProbe_->setText(tr("measured by gpuprobe (%1); see the Local GPU tab")
                                 .arg(QFileInfo(QString::fromStdString(probe)).fileName()));
        if (local)
            localGpu_->setCurrentIndex(std::max(
                0, localGpu_->findData(QString::fromStdString(stringAt(j, "/local/gpu", "")))));
    }
    if (lengthTrace_) {
        // The trace replaces the distribution, the spread and the mean lengths the form shows
        // (helper walkthrough, 2026-12-06: a scenario with lengths_file read "Fixed, 4096").
        const nlohmann::json::json_pointer inline_("/workload/lengths"),
            file("/workload/lengths_file");
        QString text;
        if (j.contains(file) && j.at(file).is_string())
            text = tr("From the trace %1: its prompt and output lengths replace the distribution "
                      "and the mean lengths below.")
                       .arg(QFileInfo(QString::fromStdString(j.at(file).get<std::string>()))
                                .fileName());
        else if (j.contains(inline_) && j.at(inline_).is_array())
            text = tr("From a trace of %n request(s) in the scenario file: its lengths replace "
                      "the distribution and the mean lengths below.",
                      nullptr, static_cast<int>(j.at(inline_).size()));
        lengthTrace_->setText(text);
        auto* layout = layouts_.value(QStringLiteral("Service load"));
        const bool show = !text.isEmpty() && (scope & Inference) != 0;
        if (layout && layout->isRowVisible(lengthTrace_) != show)
            layout->setRowVisible(lengthTrace_, show);
    }
    // A group none of whose fields applies (a service's "Service load" while pre-training)
    // leaves the form rather than standing empty (helper check, 2026-12-06).
    for (QFormLayout* layout : std::as_const(layouts_)) {
        bool any = false;
        for (int row = 0; row < layout->rowCount() && !any; ++row)
            any = layout->isRowVisible(row);
        if (QWidget* box = layout->parentWidget(); box && box->isVisibleTo(form_) != any)
            box->setVisible(any);
    }
    {
        const QSignalBlocker b(currency_);
        currency_->setCurrentIndex(std::max(
            0, currency_->findData(QString::fromStdString(stringAt(j, "/currency/code", "USD")))));
    }
    rates_->refresh(j);
    const nlohmann::json::json_pointer certPointer("/constraints/certifications");
    const nlohmann::json certs = j.contains(certPointer) && j.at(certPointer).is_array()
                                     ? j.at(certPointer)
                                     : nlohmann::json::array();
    for (auto it = certifications_.begin(); it != certifications_.end(); ++it) {
        const QSignalBlocker b(it.value());
        bool on = false;
        for (const auto& c : certs)
            on = on || (c.is_string() && c.get<std::string>() == it.key().toStdString());
        it.value()->setChecked(on);
    }
    gpuTypes_->refresh(j);
    providers_->refresh(j);
    refreshing_ = false;
}

} // namespace gpuplanner::ui
