#pragma once
// Text that is valid UTF-8 whatever bytes it was made from: error messages quote file names and
// parser excerpts of files that may not be UTF-8, and a message cut inside a multi-byte sequence
// (or holding a stray byte) breaks terminals, JSON output and Qt's text.
#include <optional>
#include <string>
#include <string_view>

namespace gpuplanner {

// `text` with every byte that does not start a well-formed UTF-8 sequence (overlong forms,
// surrogates and code points above U+10FFFF included) written as "\xNN".
[[nodiscard]] std::string valid_utf8(std::string_view text);

// Characters (code points) in UTF-8 text, what text limits count (every byte that is not a
// continuation byte starts one).
[[nodiscard]] std::size_t utf8_chars(std::string_view text);

// Whether code point `c` ends or bends a line or hides what a reader sees: C0 and C1 controls,
// DEL, U+2028/U+2029, bidirectional overrides and isolates, zero-width marks, the byte-order mark.
[[nodiscard]] bool is_unsafe_code_point(char32_t c);
// Whether `text` holds such a character, or bytes that are not UTF-8: readers refuse them in
// identifiers (instance types, regions, providers, GPU ids), generated files escape them.
[[nodiscard]] bool has_unsafe_characters(std::string_view text);

// The first such character in `text`: its position (1 for the first character, counted as
// utf8_chars counts) and its code point, or the byte that is not UTF-8 (`not_utf8`).
struct UnsafeCharacter {
    std::size_t position = 0;
    char32_t code_point = 0; // the byte's value when not_utf8
    bool not_utf8 = false;
};
[[nodiscard]] std::optional<UnsafeCharacter> find_unsafe_character(std::string_view text);

} // namespace gpuplanner
