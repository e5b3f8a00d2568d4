#include "model/hf_config_reader.h"

#include "io/json_reader.h"

#include <cmath>

namespace gpuplanner {

using nlohmann::json;

void ConfigReader::fail(const std::string& key, InputProblem problem) const {
    throw InputError(origin_, path_of(key), std::move(problem));
}

bool ConfigReader::has(const char* key) const {
    const auto it = c_.find(key);
    return it != c_.end() && !it->is_null();
}

const json* ConfigReader::find(std::initializer_list<const char*> keys, std::string* which) const {
    for (const char* k : keys) {
        const auto it = c_.find(k);
        if (it != c_.end() && !it->is_null()) {
            *which = k;
            return &*it;
        }
    }
    return nullptr;
}

std::optional<std::int64_t> ConfigReader::opt_int(std::initializer_list<const char*> keys,
                                                  std::int64_t max, std::int64_t min) const {
    std::string key;
    const json* v = find(keys, &key);
    if (!v)
        return std::nullopt;
    if (!v->is_number_integer() || v->is_number_float()) {
        if (v->is_number_float()) {
            const double x = v->get<double>();
            // Range first: casting a double outside int64 is undefined behaviour.
            if (std::isfinite(x) && std::fabs(x) < 9.2e18 && x == std::trunc(x))
                return check(key, static_cast<std::int64_t>(x), min, max);
            fail(key,
                 input_problem(InputProblemCode::ExpectedInteger, {{"found", format_number(x)}}));
        }
        fail(key, found_input_problem(InputProblemCode::ExpectedInteger, *v));
    }
    if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(max))
        fail(key, input_problem(InputProblemCode::OutOfRange,
                                {{"value", std::to_string(v->get<std::uint64_t>())},
                                 {"min", std::to_string(min)},
                                 {"max", std::to_string(max)}}));
    return check(key, v->get<std::int64_t>(), min, max);
}

std::int64_t ConfigReader::req_int(std::initializer_list<const char*> keys,
                                   std::int64_t max) const {
    if (auto v = opt_int(keys, max))
        return *v;
    fail(*keys.begin(), input_problem(InputProblemCode::MissingInteger));
}

bool ConfigReader::opt_bool(std::initializer_list<const char*> keys, bool fallback) const {
    std::string key;
    const json* v = find(keys, &key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        fail(key, found_input_problem(InputProblemCode::ExpectedBoolean, *v));
    return v->get<bool>();
}

double ConfigReader::opt_probability(std::initializer_list<const char*> keys,
                                     double fallback) const {
    std::string key;
    const json* v = find(keys, &key);
    if (!v)
        return fallback;
    if (!v->is_number())
        fail(key, found_input_problem(InputProblemCode::ExpectedNumber, *v));
    const double p = v->get<double>();
    if (!(p >= 0.0 && p <= 1.0))
        fail(key, input_problem(InputProblemCode::OutOfRange,
                                {{"value", format_number(p)}, {"min", "0"}, {"max", "1"}}));
    return p;
}

std::optional<std::string> ConfigReader::opt_string(const char* key) const {
    const auto it = c_.find(key);
    if (it == c_.end() || it->is_null())
        return std::nullopt;
    if (!it->is_string())
        fail(key, found_input_problem(InputProblemCode::ExpectedString, *it));
    return it->get<std::string>();
}

std::vector<std::int64_t> ConfigReader::int_list(const char* key, std::int64_t min,
                                                 std::int64_t max) const {
    std::vector<std::int64_t> out;
    const auto it = c_.find(key);
    if (it == c_.end() || it->is_null())
        return out;
    if (!it->is_array() || it->size() > static_cast<std::size_t>(kMaxLayers))
        fail(key, input_problem(InputProblemCode::IntegerListExpected,
                                {{"max", std::to_string(kMaxLayers)}}));
    for (const auto& v : *it) {
        if (!v.is_number_integer())
            fail(key, input_problem(InputProblemCode::IntegerListItems));
        out.push_back(check(key, v.get<std::int64_t>(), min, max));
    }
    return out;
}

std::vector<std::string> ConfigReader::string_list(const char* key) const {
    std::vector<std::string> out;
    const auto it = c_.find(key);
    if (it == c_.end() || it->is_null())
        return out;
    if (!it->is_array() || it->size() > static_cast<std::size_t>(kMaxLayers))
        fail(key, input_problem(InputProblemCode::StringListExpected,
                                {{"max", std::to_string(kMaxLayers)}}));
    for (const auto& v : *it) {
        if (!v.is_string())
            fail(key, input_problem(InputProblemCode::StringListItems));
        out.push_back(v.get<std::string>());
    }
    return out;
}

std::int64_t ConfigReader::check(const std::string& key, std::int64_t v, std::int64_t min,
                                 std::int64_t max) const {
    if (v < min || v > max)
        fail(key, input_problem(InputProblemCode::OutOfRange, {{"value", std::to_string(v)},
                                                               {"min", std::to_string(min)},
                                                               {"max", std::to_string(max)}}));
    return v;
}

} // namespace gpuplanner
