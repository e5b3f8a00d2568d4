#pragma once
// The scenario's own exchange rates (currency.rates_per_usd and currency.as_of) in the form: a
// box per currency the catalog converts, each showing the catalog's rate until the user types
// one, and the date the typed rates were taken. The stale-rates warning names this field; before
// it a workbench user could not act on it (walkthrough, 2026-12-06).
#include "catalog/currency.h"

#include <nlohmann/json.hpp>

#include <QMap>
#include <QWidget>

class QDateEdit;
class QDoubleSpinBox;
class QLabel;

namespace gpuplanner::ui {

class ScenarioDocument;

class ExchangeRatesEditor final : public QWidget {
    Q_OBJECT
public:
    ExchangeRatesEditor(ScenarioDocument* document, QWidget* parent = nullptr);
    // One box per currency of the catalog's table but USD, the catalog's rate as the empty
    // box's text.
    void setCurrencies(const CurrencyTable& catalog);
    // Shows the scenario's rates and date (the document changed: an edit, undo, a file opened).
    void refresh(const nlohmann::json& scenario);
    // The editors, for the form's wheel and undo guard.
    [[nodiscard]] QList<QWidget*> fields() const;

private:
    // Writes the boxes' rates and the date to the scenario in one undo step; no rate set removes
    // both (the catalog's rates apply).
    void write();

    ScenarioDocument* doc_;
    CurrencyTable catalog_;
    QMap<QString, QDoubleSpinBox*> rates_; // by currency code
    QDateEdit* asOf_ = nullptr;
    QLabel* catalogNote_ = nullptr;
    bool refreshing_ = false;
};

} // namespace gpuplanner::ui
