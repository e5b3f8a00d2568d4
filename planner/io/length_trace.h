#pragma once
// A trace of request lengths (prompt tokens, output tokens) from a file, for the serving
// simulation's request mix (workload.lengths_file, docs/formats.md): a JSON list of
// [prompt, output] pairs or of objects, or a CSV/TSV table with or without a header, such as
// Microsoft's Azure LLM inference traces (TIMESTAMP,ContextTokens,GeneratedTokens). Errors name
// the file, the line (or list entry) and the problem.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gpuplanner {

inline constexpr std::size_t kMaxLengthTraceRows = 1'000'000;

// Each request's (prompt_tokens, output_tokens), every figure 1..max_tokens.
[[nodiscard]] std::vector<std::pair<std::int64_t, std::int64_t>>
read_length_trace(const std::string& path, std::int64_t max_tokens);

} // namespace gpuplanner
