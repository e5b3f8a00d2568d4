#pragma once
// The lenient, checked reader over one config.json object that every family mapping uses.
// config.json files carry dozens of fields the planner does not need, so unknown keys are fine;
// what is read is still type- and range-checked, with aliases (n_embd, n_layer...), and every
// error names the file and the key.
#include "io/errors.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace gpuplanner {

// Bounds that keep every product of dimensions inside 64-bit integers; far above real models.
inline constexpr std::int64_t kMaxDim = 1 << 20;
inline constexpr std::int64_t kMaxVocab = 10'000'000;
inline constexpr std::int64_t kMaxLayers = 2'000;
inline constexpr std::int64_t kMaxExperts = 1'024;
inline constexpr std::int64_t kMaxPositions = 100'000'000;

class ConfigReader final {
public:
    ConfigReader(const nlohmann::json& c, std::string origin, std::string path)
        : c_(c)
        , origin_(std::move(origin))
        , path_(std::move(path)) {}

    [[noreturn]] void fail(const std::string& key, InputProblem problem) const;
    [[nodiscard]] const nlohmann::json& object() const { return c_; }
    [[nodiscard]] const std::string& origin() const { return origin_; }
    [[nodiscard]] std::string path_of(const std::string& key) const {
        return path_.empty() ? key : path_ + "." + key;
    }
    [[nodiscard]] bool has(const char* key) const;

    [[nodiscard]] const nlohmann::json* find(std::initializer_list<const char*> keys,
                                             std::string* which) const;
    [[nodiscard]] std::optional<std::int64_t> opt_int(std::initializer_list<const char*> keys,
                                                      std::int64_t max, std::int64_t min = 1) const;
    [[nodiscard]] std::int64_t req_int(std::initializer_list<const char*> keys,
                                       std::int64_t max) const;
    [[nodiscard]] bool opt_bool(std::initializer_list<const char*> keys, bool fallback) const;
    // A probability (dropout): a number in [0, 1].
    [[nodiscard]] double opt_probability(std::initializer_list<const char*> keys,
                                         double fallback) const;
    [[nodiscard]] std::optional<std::string> opt_string(const char* key) const;
    // A list of integers (mlp_only_layers, no_rope_layers), each in [min, max].
    [[nodiscard]] std::vector<std::int64_t> int_list(const char* key, std::int64_t min,
                                                     std::int64_t max) const;
    // A list of strings (layer_types).
    [[nodiscard]] std::vector<std::string> string_list(const char* key) const;

private:
    std::int64_t check(const std::string& key, std::int64_t v, std::int64_t min,
                       std::int64_t max) const;
    const nlohmann::json& c_;
    std::string origin_;
    std::string path_;
};

} // namespace gpuplanner
