// The editor's form, built from the planner's field table (through core/field_specs).
#include "workbench/scenario_editor.h"

#include "core/text/plan_format.h"
#include "core/text/theme_colors.h"
#include "io/errors.h"
#include "io/json_reader.h"
#include "scenario/scenario_schema.h"
#include "workbench/exchange_rates_editor.h"
#include "workbench/id_list_editor.h"
#include "workbench/scenario_document.h"

#include <nlohmann/json.hpp>

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextCursor>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace gpuplanner::ui {

namespace {

QString trField(const char* text) {
    return QCoreApplication::translate("ScenarioEditor", text);
}

// A string at a JSON pointer, or the fallback when absent or not a string (files can hold
// anything).

// The form's FieldScope bits are the schema's workload-type mask bits.
static_assert(unsigned(Training) == unsigned(kPreTrainingMask) &&
              unsigned(FineTuning) == unsigned(kFineTuningMask) &&
              unsigned(Inference) == unsigned(kInferenceMask));

} // namespace

void ScenarioEditor::build() {
    form_ = new QWidget(this);
    auto* column = new QVBoxLayout(form_);

    // Scenario: the title and description the heading and the report use.
    auto* scenarioBox = new QGroupBox(tr("Scenario"), form_);
    auto* scenarioLayout = new QFormLayout(scenarioBox);
    scenarioLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    title_ = new QLineEdit(scenarioBox);
    title_->setObjectName(QStringLiteral("/name"));
    // The schema's limits (the field table): what the reader accepts, the boxes take.
    title_->setMaxLength(static_cast<int>(scenario_field("/name").max_chars));
    title_->setPlaceholderText(tr("What is planned, e.g. Llama 3 70B served to 50 users"));
    title_->setToolTip(tr("The scenario's title: the window's heading and the report's title."));
    connect(title_, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (!refreshing_)
            doc_->setValue("/name", text.toStdString());
    });
    description_ = new QPlainTextEdit(scenarioBox);
    description_->setObjectName(QStringLiteral("/description"));
    description_->setTabChangesFocus(true);
    description_->setPlaceholderText(tr("Assumptions worth stating in the report"));
    description_->setFixedHeight(description_->fontMetrics().lineSpacing() * 4 + 12);
    description_->setToolTip(tr("A paragraph under the report's title."));
    connect(description_, &QPlainTextEdit::textChanged, this, [this] {
        if (!refreshing_) {
            QString plain = description_->toPlainText();
            const auto most = static_cast<int>(scenario_field("/description").max_chars);
            if (plain.size() > most) { // typed or pasted past the limit: kept to it
                plain.truncate(most);
                const QSignalBlocker block(description_);
                description_->setPlainText(plain);
                description_->moveCursor(QTextCursor::End);
            }
            const std::string text = plain.toStdString();
            doc_->setValue("/description", text.empty() ? nlohmann::json() : nlohmann::json(text));
        }
    });
    scenarioLayout->addRow(tr("Title"), title_);
    scenarioLayout->addRow(tr("Description"), description_);
    guard(title_);
    guard(description_);
    column->addWidget(scenarioBox);

    // Model
    auto* modelBox = new QGroupBox(tr("Model"), form_);
    auto* modelLayout = new QVBoxLayout(modelBox);
    modelPicker_ = new QComboBox(modelBox);
    modelPicker_->setObjectName(QStringLiteral("modelPicker"));
    modelPicker_->setEditable(true);
    modelPicker_->setInsertPolicy(QComboBox::NoInsert);
    modelPicker_->completer()->setFilterMode(Qt::MatchContains);
    modelPicker_->completer()->setCompletionMode(QCompleter::PopupCompletion);
    modelPicker_->setToolTip(tr("Type to search the bundled model presets."));
    connect(modelPicker_, &QComboBox::activated, this, &ScenarioEditor::pickModel);
    auto* importButton = new QPushButton(tr("Import config.json…"), modelBox);
    importButton->setToolTip(
        tr("Read a Hugging Face config.json (you can also drop one on the window)."));
    connect(importButton, &QPushButton::clicked, this, &ScenarioEditor::chooseHfConfig);
    modelInfo_ = new QLabel(modelBox);
    modelInfo_->setObjectName(QStringLiteral("modelInfo"));
    modelInfo_->setWordWrap(true);
    modelLayout->addWidget(modelPicker_);
    modelLayout->addWidget(importButton);
    modelLayout->addWidget(modelInfo_);
    column->addWidget(modelBox);

    // Fields from the table, grouped.
    QHash<QString, QGroupBox*> groups;
    for (const FieldSpec& spec : scenarioFields()) {
        const QString group = QString::fromLatin1(spec.group);
        if (!groups.contains(group)) {
            auto* box = new QGroupBox(trField(spec.group), form_);
            auto* layout = new QFormLayout(box);
            layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
            groups.insert(group, box);
            layouts_.insert(group, layout);
            column->addWidget(box);
            if (group == QLatin1String("Service load")) {
                lengthTrace_ = new QLabel(box);
                lengthTrace_->setObjectName(QStringLiteral("lengthTrace"));
                lengthTrace_->setWordWrap(true);
                layout->addRow(tr("Lengths"), lengthTrace_);
            }
            if (group == QLatin1String("Your own machine")) {
                localEnabled_ = new QCheckBox(tr("Compare with a machine I own"), box);
                localEnabled_->setObjectName(QStringLiteral("localEnabled"));
                layout->addRow(localEnabled_);
                localGpu_ = new QComboBox(box);
                localGpu_->setObjectName(QStringLiteral("localGpu"));
                layout->addRow(tr("GPU"), localGpu_);
                localProbe_ = new QLabel(box);
                localProbe_->setObjectName(QStringLiteral("localProbe"));
                localProbe_->setWordWrap(true);
                layout->addRow(tr("GPU"), localProbe_);
                connect(localEnabled_, &QCheckBox::toggled, this, [this](bool on) {
                    if (refreshing_)
                        return;
                    if (!on) {
                        doc_->setValue("/local", nullptr);
                        return;
                    }
                    const QString gpu = localGpu_->currentData().toString();
                    doc_->setValue(
                        "/local",
                        nlohmann::json{{"gpu", gpu.isEmpty() ? "rtx-4090" : gpu.toStdString()},
                                       {"count", 1},
                                       {"purchase_price", 3000}});
                });
                connect(localGpu_, &QComboBox::activated, this, [this](int) {
                    if (!refreshing_ && localEnabled_->isChecked())
                        doc_->setValue("/local/gpu",
                                       localGpu_->currentData().toString().toStdString());
                });
            }
            if (group == QLatin1String("Constraints")) {
                auto* certs = new QWidget(box);
                auto* certLayout = new QGridLayout(certs);
                certLayout->setContentsMargins(0, 0, 0, 0);
                int i = 0;
                for (const std::string& c : known_certifications()) {
                    auto* check = new QCheckBox(certificationLabel(c), certs);
                    certifications_.insert(QString::fromStdString(c), check);
                    certLayout->addWidget(check, i / 3, i % 3);
                    ++i;
                    connect(check, &QCheckBox::toggled, this, [this](bool) {
                        if (refreshing_)
                            return;
                        nlohmann::json list = nlohmann::json::array();
                        for (const std::string& name : known_certifications())
                            if (certifications_.value(QString::fromStdString(name))->isChecked())
                                list.push_back(name);
                        doc_->setValue("/constraints/certifications",
                                       list.empty() ? nlohmann::json() : list);
                    });
                }
                certs->setToolTip(tr("Only providers that list every checked certification."));
                // The boxes under their label, across the group's width: beside it, two
                // columns of them made the form wider than a narrow editor.
                auto* certsLabel = new QLabel(tr("Certifications"), box);
                certsLabel->setToolTip(certs->toolTip());
                layout->addRow(certsLabel);
                layout->addRow(certs);
                // The GPU types a buyer compares (H20 against H800) and the providers: under
                // their labels, across the group's width, like the certifications.
                gpuTypes_ = new IdListEditor(doc_, "/constraints/gpus", tr("Any GPU type"), box);
                gpuTypes_->setToolTip(
                    tr("Only the ticked GPU types are planned, at any count; none ticked: any."));
                providers_ =
                    new IdListEditor(doc_, "/constraints/providers", tr("Any provider"), box);
                providers_->setToolTip(
                    tr("Only the ticked providers' offerings are planned; none ticked: any."));
                const struct {
                    QString label;
                    IdListEditor* editor;
                    const char* pointer; // where an error in the list is marked
                } lists[] = {{tr("GPU types"), gpuTypes_, "/constraints/gpus"},
                             {tr("Providers"), providers_, "/constraints/providers"}};
                for (const auto& l : lists) {
                    auto* title = new QLabel(l.label, box);
                    title->setToolTip(l.editor->toolTip());
                    layout->addRow(title);
                    layout->addRow(l.editor);
                    guard(l.editor->list());
                    l.editor->list()->viewport()->installEventFilter(this);
                    widgets_.insert(QString::fromLatin1(l.pointer), l.editor);
                }
                currency_ = new QComboBox(box);
                currency_->setObjectName(QStringLiteral("currency"));
                currency_->addItem(QStringLiteral("USD"), QStringLiteral("USD")); // the catalog's
                                                                                  // codes follow
                currency_->setToolTip(tr("Currency of every cost in the plan."));
                layout->addRow(tr("Currency"), currency_);
                connect(currency_, &QComboBox::activated, this, [this](int) {
                    if (!refreshing_)
                        doc_->setValue("/currency/code",
                                       currency_->currentData().toString().toStdString());
                });
                rates_ = new ExchangeRatesEditor(doc_, box);
                // Named as the stale-rates warning names the field (the field table's name).
                auto* ratesLabel = new QLabel(tr("Exchange rates per USD"), box);
                ratesLabel->setToolTip(rates_->toolTip());
                layout->addRow(ratesLabel, rates_);
            }
        }
        QWidget* editor = nullptr;
        const QString pointer = QString::fromLatin1(spec.pointer);
        switch (spec.kind) {
        case FieldKind::Integer: {
            auto* box = new QSpinBox(groups[group]);
            // An automatic field gets one value below its range: "automatic".
            box->setRange(static_cast<int>(std::max(spec.minimum - (spec.automatic ? 1 : 0), -2e9)),
                          static_cast<int>(std::min(spec.maximum, 2e9)));
            box->setSuffix(trField(spec.suffix));
            box->setGroupSeparatorShown(true);
            box->setKeyboardTracking(true);
            if (spec.automatic)
                box->setSpecialValueText(tr("automatic"));
            else if (spec.removeWhenZero && spec.minimum <= 0)
                box->setSpecialValueText(tr("none")); // 0 means "no constraint"
            connect(box, &QSpinBox::valueChanged, this,
                    [this, &spec](int v) { writeField(spec, v); });
            editor = box;
            break;
        }
        case FieldKind::Number: {
            auto* box = new QDoubleSpinBox(groups[group]);
            box->setRange(spec.minimum, spec.maximum);
            box->setDecimals(spec.decimals);
            box->setSuffix(trField(spec.suffix));
            box->setGroupSeparatorShown(true);
            // 0 means "no constraint"; the unit stays in sight, so a target typed in the wrong
            // one is seen (helper walkthrough, 2026-12-07: 0.05 typed as seconds into the ms box
            // of the time per output token became "none").
            if (spec.removeWhenZero && spec.minimum <= 0)
                box->setSpecialValueText(box->suffix().trimmed().isEmpty()
                                             ? tr("none")
                                             : tr("none (%1)").arg(box->suffix().trimmed()));
            connect(box, &QDoubleSpinBox::valueChanged, this,
                    [this, &spec](double v) { writeField(spec, v); });
            editor = box;
            break;
        }
        case FieldKind::Choice: {
            auto* box = new QComboBox(groups[group]);
            if (spec.automatic)
                box->addItem(tr("Automatic"), QString()); // the key is removed
            for (const FieldChoice& c : spec.choices)
                box->addItem(trField(c.label), QString::fromLatin1(c.value));
            connect(box, &QComboBox::activated, this, [this, box, &spec](int) {
                if (refreshing_)
                    return;
                const std::string value = box->currentData().toString().toStdString();
                if (spec.automatic && value.empty())
                    doc_->setValue(spec.pointer, nullptr);
                else if (std::string_view(spec.pointer) == "/workload/type")
                    switchWorkloadType(value);
                else
                    doc_->setValue(spec.pointer, value);
            });
            editor = box;
            break;
        }
        case FieldKind::Flag: {
            auto* box = new QCheckBox(groups[group]);
            connect(box, &QCheckBox::toggled, this, [this, &spec](bool on) {
                if (refreshing_)
                    return;
                if (!on && spec.removeWhenZero) // unchecked: left to the planner
                    doc_->setValue(spec.pointer, nullptr);
                else
                    doc_->setValue(spec.pointer, on);
            });
            editor = box;
            break;
        }
        }
        editor->setObjectName(pointer);
        editor->setToolTip(trField(spec.tooltip));
        guard(editor);
        widgets_.insert(pointer, editor);
        auto* label = new QLabel(trField(spec.label), groups[group]);
        label->setToolTip(trField(spec.tooltip));
        layouts_[group]->addRow(label, editor);
    }
    for (QWidget* w : {static_cast<QWidget*>(modelPicker_), static_cast<QWidget*>(currency_),
                       static_cast<QWidget*>(localGpu_)})
        guard(w);
    // One label column for every group, so fields line up down the whole form.
    QList<QWidget*> labels;
    for (QFormLayout* layout : form_->findChildren<QFormLayout*>())
        for (int row = 0; row < layout->rowCount(); ++row)
            if (QLayoutItem* item = layout->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                labels << item->widget();
    int labelWidth = 0;
    for (QWidget* l : std::as_const(labels))
        labelWidth = std::max(labelWidth, l->sizeHint().width());
    for (QWidget* l : std::as_const(labels))
        l->setMinimumWidth(labelWidth);
    // The form fits a narrow editor (issue #29: at 1024 x 700 it scrolled sideways and cut the
    // title and the combos' arrows): no box asks for more width than a short value needs (a
    // combo's list still shows its choices in full), and the editor is never narrower than the
    // form then is.
    for (QComboBox* combo : form_->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    for (QAbstractSpinBox* spin : form_->findChildren<QAbstractSpinBox*>())
        spin->setMinimumWidth(std::min(spin->minimumSizeHint().width(), 100));
    column->addStretch(1);
    setWidget(form_);
    setMinimumWidth(form_->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() +
                    2 * frameWidth());
}

void ScenarioEditor::markInvalidField(const QString& field, const QString& problem) {
    if (invalid_) {
        invalid_->setProperty("invalidField", false);
        invalid_->setStyleSheet(QString());
        invalid_->setToolTip(invalidToolTip_);
        invalid_ = nullptr;
    }
    if (field.isEmpty())
        return;
    // "constraints.providers[0]" -> "/constraints/providers": the nearest field the form shows.
    QString pointer = QLatin1Char('/') + QString(field).replace(QLatin1Char('.'), QLatin1Char('/'));
    pointer = pointer.section(QLatin1Char('['), 0, 0);
    QWidget* w = nullptr;
    while (!pointer.isEmpty() && !(w = widgets_.value(pointer))) {
        if (pointer == QLatin1String("/name"))
            w = title_;
        else if (pointer == QLatin1String("/description"))
            w = description_;
        else if (pointer.startsWith(QLatin1String("/model")))
            w = modelPicker_;
        else if (pointer == QLatin1String("/constraints/certifications"))
            w = certifications_.isEmpty() ? nullptr
                                          : certifications_.begin().value()->parentWidget();
        else if (pointer == QLatin1String("/currency/rates_per_usd") ||
                 pointer == QLatin1String("/currency/as_of"))
            w = rates_;
        else if (pointer == QLatin1String("/currency/code") ||
                 pointer == QLatin1String("/currency"))
            w = currency_;
        if (w)
            break;
        pointer = pointer.section(QLatin1Char('/'), 0, -2);
    }
    if (!w || !w->isVisible())
        return;
    invalid_ = w;
    invalidToolTip_ = w->toolTip();
    // The frame goes around the field only, not around every box inside a composite one (the
    // exchange rates, the certifications): the selector matches the widget marked, and a plain
    // container paints its style sheet only with a styled background.
    w->setProperty("invalidField", true);
    w->setAttribute(Qt::WA_StyledBackground, true);
    w->setStyleSheet(
        QStringLiteral("*[invalidField=\"true\"] { border: 2px solid %1; border-radius: 3px; }")
            .arg(ThemeColors::of(w->palette()).invalidBorder.name()));
    w->setToolTip(problem);
    ensureWidgetVisible(w);
}

QString ScenarioEditor::fieldLabel(const QString& pointer) {
    return ui::fieldLabel(pointer.toStdString());
}

QString ScenarioEditor::undoLabel(const std::string& pointer) {
    // The edits the form makes outside the field table, named as the form labels them.
    static const std::pair<const char*, const char*> kOwnLabels[] = {
        {"/name", QT_TR_NOOP("Title")},
        {"/description", QT_TR_NOOP("Description")},
        {"/model", QT_TR_NOOP("Model")},
        {"/local", QT_TR_NOOP("Own machine")},
        {"/local/gpu", QT_TR_NOOP("Own GPU")},
        {"/constraints/certifications", QT_TR_NOOP("Certifications")},
        {"/constraints/gpus", QT_TR_NOOP("GPU types")},
        {"/constraints/providers", QT_TR_NOOP("Providers")},
        {"/currency/code", QT_TR_NOOP("Currency")},
        {"/currency", QT_TR_NOOP("Exchange rates")}, // the rates editor writes the whole object
    };
    for (const auto& [own, label] : kOwnLabels)
        if (pointer == own)
            return tr(label);
    return ui::fieldLabel(pointer);
}

} // namespace gpuplanner::ui
