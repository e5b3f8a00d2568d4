#include "model/hf_config_reader.h"

#include <cmath>

namespace gpuplanner {

using nlohmann::json;

void ConfigReader::fail(const std::string& key, const std::string& problem) const {
    throw InputError(origin_, path_of(key), problem);
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
        }
        fail(key, "expected an integer");
    }
    if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(max))
        fail(key, "value too large (at most " + std::to_string(max) + ")");
    return check(key, v->get<std::int64_t>(), min, max);
}

std::int64_t ConfigReader::req_int(std::initializer_list<const char*> keys,
                                   std::int64_t max) const {
    if (auto v = opt_int(keys, max))
        return *v;
    fail(*keys.begin(), "missing required field");
}

bool ConfigReader::opt_bool(std::initializer_list<const char*> keys, bool fallback) const {
    std::string key;
    const json* v = find(keys, &key);
    if (!v)
        return fallback;
    if (!v->is_boolean())
        fail(key, "expected true or false");
    return v->get<bool>();
}

double ConfigReader::opt_probability(std::initializer_list<const char*> keys,
                                     double fallback) const {
    std::string key;
    const json* v = find(keys, &key);
    if (!v)
        return fallback;
    if (!v->is_number())
        fail(key, "expected a probability (a number from 0 to 1)");
    const double p = v->get<double>();
    if (!(p >= 0.0 && p <= 1.0))
        fail(key, "a probability must be from 0 to 1, found " + v->dump());
    return p;
}

std::optional<std::string> ConfigReader::opt_string(const char* key) const {
    const auto it = c_.find(key);
    if (it == c_.end() || it->is_null())
        return std::nullopt;
    if (!it->is_string())
        fail(key, "expected a string");
    return it->get<std::string>();
}

std::vector<std::int64_t> ConfigReader::int_list(const char* key, std::int64_t min,
                                                 std::int64_t max) const {
    std::vector<std::int64_t> out;
    const auto it = c_.find(key);
    if (it == c_.end() || it->is_null())
        return out;
    if (!it->is_array() || it->size() > static_cast<std::size_t>(kMaxLayers))
        fail(key, "expected a list of at most " + std::to_string(kMaxLayers) + " integers");
    for (const auto& v : *it) {
        if (!v.is_number_integer())
            fail(key, "expected a list of integers");
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
        fail(key, "expected a list of at most " + std::to_string(kMaxLayers) + " strings");
    for (const auto& v : *it) {
        if (!v.is_string())
            fail(key, "expected a list of strings");
        out.push_back(v.get<std::string>());
    }
    return out;
}

std::int64_t ConfigReader::check(const std::string& key, std::int64_t v, std::int64_t min,
                                 std::int64_t max) const {
    if (v < min || v > max)
        fail(key, std::to_string(v) + " is out of range [" + std::to_string(min) + ", " +
                      std::to_string(max) + "]");
    return v;
}

} // namespace gpuplanner
