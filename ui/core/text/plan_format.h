#pragma once
// How the workbench and the report write the planner's numbers: in one locale, with memory in
// GiB (binary, what nvidia-smi and the frameworks print) or GB (decimal, the vendors' unit), as
// the user chose in the settings. A value passed to whatever formats, instead of a global, so
// the tables, the chart axes and the report always agree.
#include "model/layout.h"
#include "plan/plan_types.h"
#include "strategy/strategy.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <string>

namespace gpuplanner::ui {

class PlanFormat final {
    Q_DECLARE_TR_FUNCTIONS(PlanFormat)
public:
    // The default locale at the time of construction, memory in GiB.
    PlanFormat() = default;
    PlanFormat(QLocale locale, bool decimalMemory);

    [[nodiscard]] const QLocale& locale() const { return locale_; }
    [[nodiscard]] bool decimalMemory() const { return decimal_; }

    [[nodiscard]] QString memoryUnit() const;             // "GiB" or "GB"
    [[nodiscard]] double memoryValue(double bytes) const; // bytes in memoryUnit()
    [[nodiscard]] QString memory(double bytes) const;     // "12.3 GiB"
    [[nodiscard]] QString hours(double hours) const;      // "<1 min", "3.5 h", "420 h (17.5 days)"
    [[nodiscard]] QString seconds(double seconds) const;  // "1.19 s", "63 ms" (serving latency)
    // A training option's range, in one unit chosen by the likely figure: "34–41 days, likely
    // 37", "3.1–5.6 h, likely 4.2"; money: "1,200–1,500 USD, likely 1,350". Empty for options
    // without a range (serving).
    [[nodiscard]] QString hoursRange(const PlanOption& option) const;
    [[nodiscard]] QString costRange(const PlanOption& option, const std::string& currency) const;
    [[nodiscard]] QString money(double amount, const std::string& currency) const;
    // A money figure without its currency, as money() writes it ("96.95", "1,551").
    [[nodiscard]] QString amount(double amount) const;
    [[nodiscard]] QString integer(long long value) const; // with the locale's group separator
    [[nodiscard]] QString number(double value, int decimals) const;
    // `decimals` after the point, or three significant digits past kLargestPlainFigure
    // ("1.23E+46": planner/io/number_text.h), so no figure runs to dozens of digits.
    [[nodiscard]] QString figure(double value, int decimals) const;
    // A service's cost per million output tokens; "—" when it writes none (output_tokens 0: a
    // price per token of nothing is not 0.00).
    [[nodiscard]] QString costPerMillionTokens(const PlanOption& option,
                                               const std::string& currency) const;
    // "commits 1,234,567 USD over 3 years" for a reservation; empty for other billing modes.
    [[nodiscard]] QString commitment(const PlanOption& option, const std::string& currency) const;
    // What a calibration of the team's own runs did to an option, one line ("Calibrated from our
    // own runs on h100-sxm, megatron_core: × 1.300 (± 2.0%), 3 measurements: run.log, date").
    [[nodiscard]] QString calibration(const TimeCalibration& calibration) const;
    // The training strategy the search chose, in lines a person reads (the options' tooltip).
    [[nodiscard]] QString strategy(const StrategyResult& result) const;
    // A layout, the one way screen and paper write it: Compact "4 × 2 × 3" (under a
    // "dp × tp × pp" header) or Named "dp 4 × tp 2 × pp 3"; both add " × cp N" when context
    // parallelism is used.
    enum class LayoutStyle { Compact, Named };
    [[nodiscard]] QString layout(const Layout& l, LayoutStyle style) const;

    friend bool operator==(const PlanFormat& a, const PlanFormat& b) {
        return a.locale_ == b.locale_ && a.decimal_ == b.decimal_;
    }

private:
    QLocale locale_;
    bool decimal_ = false;
};

// A count as the n that picks a translation's plural form ("1 sequence", "2 sequences"):
// translations take an int, so a count past its range is clamped (it reads as plural) and a
// fraction is rounded.
[[nodiscard]] int pluralCount(double count);

[[nodiscard]] QString billingLabel(BillingMode mode);
// A certification's name in the reader's language: China's MLPS by its Chinese name (等保);
// the international ones (ISO 27001, SOC 2, GDPR, HIPAA, PCI DSS) and any other a catalog
// lists as they are written.
[[nodiscard]] QString certificationLabel(const std::string& name);

// How old a price dated `asOf` is on `today` (both YYYY-MM-DD): "today", "12 days",
// "5 months", "2.3 years"; empty when either date is malformed or `asOf` is after `today`.
[[nodiscard]] QString priceAge(const std::string& asOf, const std::string& today);

// Sentences in a row as the language writes them: a space between English ones, none after a
// Chinese full stop. Empty parts are left out.
[[nodiscard]] QString joinSentences(const QStringList& sentences);

} // namespace gpuplanner::ui
