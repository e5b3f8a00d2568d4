#include "workbench/exchange_rates_editor.h"

#include "workbench/scenario_document.h"

#include <QDate>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QValidator>

#include <algorithm>

namespace gpuplanner::ui {

namespace {

// A rate box that an emptied text sets back to "not set" (0, the catalog's rate), as its
// tooltip says; a plain spin box put the last value back (helper walkthrough, 2026-12-07).
class RateBox final : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QValidator::State validate(QString& text, int& pos) const override {
        return bare(text) ? QValidator::Acceptable : QDoubleSpinBox::validate(text, pos);
    }
    double valueFromText(const QString& text) const override {
        return bare(text) ? 0.0 : QDoubleSpinBox::valueFromText(text);
    }

private:
    // Nothing but the prefix ("CNY ") and spaces.
    [[nodiscard]] bool bare(const QString& text) const {
        QString rest = text;
        if (rest.startsWith(prefix()))
            rest.remove(0, prefix().size());
        return rest.trimmed().isEmpty();
    }
};

constexpr const char* kCurrencyPointer = "/currency";
constexpr const char* kRatesPointer = "/currency/rates_per_usd";
constexpr const char* kAsOfPointer = "/currency/as_of";
constexpr int kDecimals = 4; // 7.1234 CNY, 0.9123 EUR, 151.2345 JPY

} // namespace

ExchangeRatesEditor::ExchangeRatesEditor(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , doc_(document) {
    setObjectName(QStringLiteral("/currency/rates_per_usd"));
    setToolTip(tr("Units of each currency per US dollar for this plan. Empty: the catalog's "
                  "rate. Plans warn when the rates used are older than the price age limit."));
}

void ExchangeRatesEditor::setCurrencies(const CurrencyTable& catalog) {
    catalog_ = catalog;
    qDeleteAll(children()); // the layout and the boxes of the previous catalog
    rates_.clear();
    auto* grid = new QGridLayout(this);
    // Room for the 2-px frame a warning draws around the whole editor (markInvalidField).
    grid->setContentsMargins(2, 2, 2, 2);
    int row = 0;
    for (const std::string& code : catalog_.codes()) {
        if (code == "USD")
            continue; // the base
        const QString name = QString::fromStdString(code);
        auto* box = new RateBox(this);
        box->setObjectName(QStringLiteral("rate/") + name);
        // 0 is "not set": the catalog's rate, shown as the box's text.
        box->setRange(0, kMaxRatePerUsd);
        box->setDecimals(kDecimals);
        box->setGroupSeparatorShown(true);
        // The code in the box (a label column beside it made the form wider than a narrow
        // editor): "CNY 7.1000", and "CNY 7.2464 (catalog)" while not set.
        box->setPrefix(name + QLatin1Char(' '));
        box->setSpecialValueText(
            tr("%1 %2 (catalog)")
                .arg(name, QLocale().toString(catalog_.per_usd.at(code), 'f', kDecimals)));
        box->setToolTip(tr("%1 per US dollar; empty (0) uses the catalog's rate, dated %2.")
                            .arg(name, catalog_.as_of.empty()
                                           ? tr("unknown date")
                                           : QString::fromStdString(catalog_.as_of)));
        // As narrow as the form's other boxes (a billion with six decimals is its size hint).
        box->setMinimumWidth(std::min(box->minimumSizeHint().width(), 100));
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { write(); });
        grid->addWidget(box, row, 0, 1, 2);
        rates_.insert(name, box);
        ++row;
    }
    asOf_ = new QDateEdit(this);
    asOf_->setObjectName(QStringLiteral("/currency/as_of"));
    asOf_->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    asOf_->setCalendarPopup(true);
    asOf_->setMaximumDate(QDate::currentDate());
    asOf_->setDate(QDate::currentDate());
    asOf_->setToolTip(tr("The day the rates typed above were taken: plans warn once they are "
                         "older than the price age limit."));
    asOf_->setMinimumWidth(std::min(asOf_->minimumSizeHint().width(), 100));
    // The date is written when typed in full (Enter, Tab), not at each digit: "2024" typed into
    // the year passed through year 2 and 20 on its way.
    asOf_->setKeyboardTracking(false);
    connect(asOf_, &QDateEdit::dateChanged, this, [this] { write(); });
    grid->addWidget(new QLabel(tr("as of", "exchange rates as of a date"), this), row, 0);
    grid->addWidget(asOf_, row, 1);
    catalogNote_ = new QLabel(this);
    catalogNote_->setObjectName(QStringLiteral("catalogRatesNote"));
    catalogNote_->setWordWrap(true);
    catalogNote_->setText(
        tr("Catalog rates as of %1.").arg(QString::fromStdString(catalog_.as_of)));
    grid->addWidget(catalogNote_, row + 1, 0, 1, 2);
    grid->setColumnStretch(1, 1);
}

QList<QWidget*> ExchangeRatesEditor::fields() const {
    QList<QWidget*> out;
    for (QDoubleSpinBox* box : rates_)
        out << box;
    if (asOf_)
        out << asOf_;
    return out;
}

void ExchangeRatesEditor::refresh(const nlohmann::json& scenario) {
    refreshing_ = true;
    const nlohmann::json::json_pointer ratesAt(kRatesPointer);
    const nlohmann::json rates = scenario.contains(ratesAt) && scenario.at(ratesAt).is_object()
                                     ? scenario.at(ratesAt)
                                     : nlohmann::json::object();
    bool any = false;
    for (auto it = rates_.begin(); it != rates_.end(); ++it) {
        const auto found = rates.find(it.key().toStdString());
        const double value =
            found != rates.end() && found->is_number() ? found->get<double>() : 0.0;
        any = any || value > 0;
        if (it.value()->value() != value)
            it.value()->setValue(value);
    }
    const nlohmann::json::json_pointer asOfAt(kAsOfPointer);
    const QDate date =
        scenario.contains(asOfAt) && scenario.at(asOfAt).is_string()
            ? QDate::fromString(QString::fromStdString(scenario.at(asOfAt).get<std::string>()),
                                Qt::ISODate)
            : QDate();
    if (asOf_) {
        asOf_->setEnabled(any);
        // No rate set (undone, emptied): the next rate typed is today's, not the old date's
        // (helper walkthrough, 2026-12-07: a rate typed after an undo took a 2024 date).
        if (!any && asOf_->date() != QDate::currentDate())
            asOf_->setDate(QDate::currentDate());
        if (date.isValid() && asOf_->date() != date) {
            // A file may date its rates after today's (a clock set back): shown, not clamped.
            if (date > asOf_->maximumDate())
                asOf_->setMaximumDate(date);
            asOf_->setDate(date);
        }
    }
    refreshing_ = false;
}

void ExchangeRatesEditor::write() {
    if (refreshing_)
        return;
    nlohmann::json rates = nlohmann::json::object();
    for (auto it = rates_.begin(); it != rates_.end(); ++it)
        if (const double v = it.value()->value(); v > 0)
            rates[it.key().toStdString()] = v;
    // The whole currency object in one edit: the rates and their date are one undo step, and
    // the digits of one rate typed in a row merge into it (the document merges edits of the
    // same field).
    const nlohmann::json before = doc_->value(kCurrencyPointer);
    nlohmann::json currency = before.is_object() ? before : nlohmann::json::object();
    if (rates.empty()) {
        currency.erase("rates_per_usd");
        currency.erase("as_of");
    } else {
        currency["rates_per_usd"] = rates;
        currency["as_of"] = asOf_->date().toString(Qt::ISODate).toStdString();
    }
    const nlohmann::json after = currency.empty() ? nlohmann::json() : currency;
    if (after != before)
        doc_->setValue(kCurrencyPointer, after);
}

} // namespace gpuplanner::ui
