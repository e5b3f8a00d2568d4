#include "catalog/currency.h"

#include "io/json_reader.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace gpuplanner {

double CurrencyTable::convert(double amount, const std::string& from, const std::string& to) const {
    const auto f = per_usd.find(from);
    const auto t = per_usd.find(to);
    if (f == per_usd.end() || t == per_usd.end())
        throw std::invalid_argument("unknown currency " + (f == per_usd.end() ? from : to));
    return from == to ? amount : amount / f->second * t->second;
}

CurrencyTable load_currency_table(const std::string& file) {
    const nlohmann::json doc = parse_json_file(file);
    JsonObjectReader r(doc, file, "");
    if (r.string("format") != "gpuplanner-currency")
        r.fail("format",
               input_problem(InputProblemCode::WrongFormat, {{"format", "gpuplanner-currency"}}));
    (void)r.integer("version", 1, 1);
    if (r.string("base") != "USD")
        r.fail("base", input_problem(InputProblemCode::CurrencyBaseUsd));
    CurrencyTable t;
    t.per_usd.clear();
    JsonObjectReader rates = r.object("rates_per_usd");
    for (const auto& [code, value] : r.raw("rates_per_usd")->items()) {
        (void)value;
        check_identifier(file, rates.path_of(code), code);
        t.per_usd[code] = rates.number(code, kMinRatePerUsd, kMaxRatePerUsd);
    }
    if (!t.knows("USD"))
        r.fail("rates_per_usd", input_problem(InputProblemCode::UsdRateMissing));
    t.as_of = r.string("as_of");
    if (!is_iso_date(t.as_of))
        r.fail("as_of", date_input_problem(t.as_of));
    t.source = r.string("source");
    if (r.has("source_zh")) // the same note in Simplified Chinese, for the zh_CN report
        t.source_zh = r.string("source_zh");
    r.finish();
    return t;
}

std::string currency_table_text(const CurrencyTable& t) {
    nlohmann::json rates = nlohmann::json::object();
    for (const auto& [code, rate] : t.per_usd)
        rates[code] = rate;
    nlohmann::json doc{{"format", "gpuplanner-currency"}, {"version", 1},     {"base", "USD"},
                       {"rates_per_usd", rates},          {"as_of", t.as_of}, {"source", t.source}};
    if (!t.source_zh.empty())
        doc["source_zh"] = t.source_zh;
    return doc.dump(1) + "\n";
}

std::vector<std::string> CurrencyTable::codes() const {
    std::vector<std::string> out{"USD"};
    for (const auto& [code, rate] : per_usd)
        if (code != "USD")
            out.push_back(code);
    return out;
}

} // namespace gpuplanner
