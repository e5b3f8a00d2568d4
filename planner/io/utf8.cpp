#include "io/utf8.h"

#include <cstdint>

namespace gpuplanner {

namespace {

// The length of the well-formed sequence at `i` (RFC 3629, table 3-7 of the Unicode
// standard), or 0.
std::size_t sequence_length(std::string_view s, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
    const std::uint8_t b0 = byte(i);
    if (b0 < 0x80)
        return 1;
    std::size_t n = 0;
    std::uint8_t lo = 0x80, hi = 0xbf; // the allowed range of the second byte
    if (b0 >= 0xc2 && b0 <= 0xdf) {
        n = 2;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
        n = 3;
        if (b0 == 0xe0)
            lo = 0xa0; // no overlong forms
        if (b0 == 0xed)
            hi = 0x9f; // no surrogates
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
        n = 4;
        if (b0 == 0xf0)
            lo = 0x90;
        if (b0 == 0xf4)
            hi = 0x8f; // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (i + n > s.size() || byte(i + 1) < lo || byte(i + 1) > hi)
        return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xbf)
            return 0;
    return n;
}

} // namespace

std::string valid_utf8(std::string_view text) {
    static const char hex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (const std::size_t n = sequence_length(text, i)) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            const auto b = static_cast<std::uint8_t>(text[i]);
            out += "\\x";
            out += hex[b >> 4];
            out += hex[b & 0xf];
            ++i;
        }
    }
    return out;
}

std::size_t utf8_chars(std::string_view text) {
    std::size_t n = 0;
    for (const char c : text)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

bool is_unsafe_code_point(char32_t c) {
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0x061C ||
           (c >= 0x200B && c <= 0x200F) || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202A && c <= 0x202E) || c == 0x2060 || (c >= 0x2066 && c <= 0x2069) ||
           c == 0xFEFF;
}

bool has_unsafe_characters(std::string_view text) {
    return find_unsafe_character(text).has_value();
}

std::optional<UnsafeCharacter> find_unsafe_character(std::string_view text) {
    std::size_t position = 0;
    for (std::size_t i = 0; i < text.size();) {
        ++position;
        const std::size_t n = sequence_length(text, i);
        const auto b0 = static_cast<std::uint8_t>(text[i]);
        if (n == 0)
            return UnsafeCharacter{position, b0, true};
        char32_t c = n == 1 ? b0 : n == 2 ? (b0 & 0x1F) : n == 3 ? (b0 & 0x0F) : (b0 & 0x07);
        for (std::size_t k = 1; k < n; ++k)
            c = (c << 6) | (static_cast<std::uint8_t>(text[i + k]) & 0x3F);
        if (is_unsafe_code_point(c))
            return UnsafeCharacter{position, c, false};
        i += n;
    }
    return std::nullopt;
}

} // namespace gpuplanner
