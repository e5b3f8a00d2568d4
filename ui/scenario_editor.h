#pragma once
// The scenario form: model picker (with search, config.json import), workload fields that show
// only when they apply, constraints, billing assumptions, currency and the user's own machine.
// Every edit goes to the ScenarioDocument (one undo step per field); the form follows the
// document, so undo and opening files update it too.
#include "catalog_store.h"
#include "field_specs.h"

#include <QHash>
#include <QScrollArea>

#include <memory>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QWidget;

namespace gpuplanner::ui {

class ScenarioDocument;

class ScenarioEditor final : public QScrollArea {
    Q_OBJECT
public:
    ScenarioEditor(ScenarioDocument* document, QWidget* parent = nullptr);
    void setCatalogs(std::shared_ptr<const CatalogData> catalogs);
    // Reads a Hugging Face config.json into the scenario's model; returns an error or "".
    QString importHfConfig(const QString& path);
    // The widget editing a JSON pointer (tests type into it).
    [[nodiscard]] QWidget* fieldWidget(const QString& pointer) const;
    [[nodiscard]] QComboBox* modelPicker() const { return modelPicker_; }

signals:
    void message(const QString& text);

private:
    void build();
    void refresh();
    void writeField(const FieldSpec& spec, double shown);
    void pickModel(int index);
    void chooseHfConfig();

    ScenarioDocument* doc_;
    std::shared_ptr<const CatalogData> catalogs_;
    QWidget* form_ = nullptr;
    QComboBox* modelPicker_ = nullptr;
    QLabel* modelInfo_ = nullptr;
    QComboBox* currency_ = nullptr;
    QCheckBox* localEnabled_ = nullptr;
    QComboBox* localGpu_ = nullptr;
    QLabel* localProbe_ = nullptr;
    QHash<QString, QWidget*> widgets_;
    QHash<QString, QFormLayout*> layouts_;
    QHash<QString, QCheckBox*> certifications_;
    bool refreshing_ = false;
};

} // namespace gpuplanner::ui
