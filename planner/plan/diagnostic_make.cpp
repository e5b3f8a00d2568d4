// make_diagnostic (plan/diagnostic_texts.h): a diagnostic with its English sentence, filled once
// per content and thread rather than once per option.
#include "plan/diagnostic_texts.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplanner {

namespace {

// The English text of the diagnostics a thread made last, by content: a plan gives every option
// its warnings, and options of one instance type share most of them ("40 Gbps between nodes"
// for each node count), so the sentence is filled once, not for each (5% of a plan's
// instructions before, bench/bench_plan). Per thread: plans run on worker threads.
struct DiagMemo {
    bool used = false;
    DiagCode code = DiagCode::Text;
    std::vector<double> numbers;
    std::vector<std::string> names;
    std::string text;
};

std::uint64_t diag_hash(const Diagnostic& d) {
    std::uint64_t h = static_cast<std::uint64_t>(d.code) * 0x9e3779b97f4a7c15ULL;
    const auto mix = [&h](std::uint64_t v) {
        h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    };
    for (const double n : d.numbers) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &n, sizeof bits);
        mix(bits);
    }
    for (const std::string& name : d.names)
        mix(std::hash<std::string>{}(name));
    return h;
}

bool same_content(const DiagMemo& m, const Diagnostic& d) {
    // Numbers compared by their bits: NaN matches NaN, -0 is not 0 (the text may differ).
    return m.used && m.code == d.code && m.numbers.size() == d.numbers.size() &&
           (d.numbers.empty() || std::memcmp(m.numbers.data(), d.numbers.data(),
                                             d.numbers.size() * sizeof(double)) == 0) &&
           m.names == d.names;
}

} // namespace

Diagnostic make_diagnostic(DiagCode code, std::vector<double> numbers,
                           std::vector<std::string> names) {
    Diagnostic d{code, std::string(), std::move(numbers), std::move(names)};
    thread_local std::array<DiagMemo, 1024> memo;
    DiagMemo& slot = memo[diag_hash(d) % memo.size()];
    if (!same_content(slot, d)) {
        slot.used = true;
        slot.code = d.code;
        slot.numbers = d.numbers;
        slot.names = d.names;
        slot.text = diag_english(d);
    }
    d.text = slot.text;
    return d;
}

} // namespace gpuplanner
