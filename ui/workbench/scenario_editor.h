#pragma once
// The scenario form: model picker (with search, config.json import), workload fields that show
// only when they apply, constraints, billing assumptions, currency and the user's own machine.
// Every edit goes to the ScenarioDocument (one undo step per field); the form follows the
// document, so undo and opening files update it too.
#include "core/catalog_store.h"
#include "core/field_specs.h"
#include "workbench/scenario_document.h"

#include <QHash>
#include <QScrollArea>

#include <memory>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace gpuplanner::ui {

class ExchangeRatesEditor;
class IdListEditor;

class ScenarioEditor final : public QScrollArea {
    Q_OBJECT
public:
    ScenarioEditor(ScenarioDocument* document, QWidget* parent = nullptr);
    void setCatalogs(std::shared_ptr<const CatalogData> catalogs);
    // Reads a Hugging Face config.json into the scenario's model; returns an error or "".
    QString importHfConfig(const QString& path);
    // Each field's editor is named after its JSON pointer ("/workload/micro_batch").
    // Marks the field a plan error names ("workload.micro_batch", "constraints.providers[0]")
    // with a red frame and the problem as its tooltip, and scrolls to it; empty clears the mark.
    void markInvalidField(const QString& field, const QString& problem);
    // The field's label as the form shows it (translated); the JSON key for fields it does not.
    [[nodiscard]] static QString fieldLabel(const QString& pointer);
    // How the undo menu names an edit of the field at `pointer`, in the current language
    // (ScenarioDocument::setUndoLabeler).
    [[nodiscard]] static QString undoLabel(const std::string& pointer);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void message(const QString& text);

private:
    void build();
    void refresh();
    void writeField(const FieldSpec& spec, double shown);
    void pickModel(int index);
    // The workload type switched (the document's rules), and a title or description that named
    // the old kind of work ("LoRA fine-tune") renamed to the new one, in one undo step.
    void switchWorkloadType(const std::string& type);
    // Replaces `from` by `to` in the title and the description (inside the caller's macro).
    void renameInTexts(const QString& from, const QString& to);
    void chooseHfConfig();
    void guard(QWidget* field);
    void reportTypeChange(const ScenarioDocument::TypeChange& change);

    ScenarioDocument* doc_;
    std::shared_ptr<const CatalogData> catalogs_;
    QWidget* form_ = nullptr;
    QComboBox* modelPicker_ = nullptr;
    QLabel* modelInfo_ = nullptr;
    QLineEdit* title_ = nullptr;
    QPlainTextEdit* description_ = nullptr;
    QWidget* invalid_ = nullptr;
    QString invalidToolTip_;
    QComboBox* currency_ = nullptr;
    ExchangeRatesEditor* rates_ = nullptr; // currency.rates_per_usd and currency.as_of
    QCheckBox* localEnabled_ = nullptr;
    QComboBox* localGpu_ = nullptr;
    QLabel* localProbe_ = nullptr;
    // A service's lengths from a trace (workload.lengths or lengths_file): said where the
    // distribution and the mean lengths are, which the trace replaces.
    QLabel* lengthTrace_ = nullptr;
    QHash<QString, QWidget*> widgets_;
    QHash<QString, QFormLayout*> layouts_;
    QHash<QString, QCheckBox*> certifications_;
    // constraints.gpus and constraints.providers, ticked from the catalogs' ids.
    IdListEditor* gpuTypes_ = nullptr;
    IdListEditor* providers_ = nullptr;
    bool refreshing_ = false;
};

} // namespace gpuplanner::ui
