#pragma once
// Currencies: dated rates per US dollar, overridable by the user. Every cost carries its code.
#include <map>
#include <string>
#include <vector>

namespace gpuplanner {

// The range a rate per US dollar may take, wherever one is read or typed (currency files, a
// scenario's currency.rates_per_usd, `catalog rates --set`, the workbench's rate boxes).
inline constexpr double kMinRatePerUsd = 1e-9;
inline constexpr double kMaxRatePerUsd = 1e9;

struct CurrencyTable {
    std::map<std::string, double> per_usd{{"USD", 1.0}}; // units of the currency per 1 USD
    std::string as_of;
    std::string source;
    std::string source_zh; // the same, in Simplified Chinese (empty: not given)

    [[nodiscard]] bool knows(const std::string& code) const { return per_usd.count(code) != 0; }
    // The codes the table converts, USD first (the one list the CLI, the editor and the
    // settings offer).
    [[nodiscard]] std::vector<std::string> codes() const;
    // Throws std::invalid_argument for an unknown code.
    [[nodiscard]] double convert(double amount, const std::string& from,
                                 const std::string& to) const;
};

[[nodiscard]] CurrencyTable load_currency_table(const std::string& file);
// The table as a currency file holds it (the inverse of load_currency_table).
[[nodiscard]] std::string currency_table_text(const CurrencyTable& t);

} // namespace gpuplanner
