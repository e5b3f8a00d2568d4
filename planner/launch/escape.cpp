#include "launch/escape.h"

#include "io/utf8.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace gpuplanner::launch_escape {

namespace {

struct CodePoint {
    char32_t value;
    std::string_view bytes; // its UTF-8 encoding in the text
};

// Calls `f` for each code point of valid UTF-8 `text` (valid_utf8's output).
template <typename F> void for_each_code_point(std::string_view text, F f) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto b = static_cast<unsigned char>(text[i]);
        const std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        char32_t v = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
        for (std::size_t k = 1; k < n && i + k < text.size(); ++k)
            v = (v << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        const std::size_t len = std::min(n, text.size() - i);
        f(CodePoint{v, text.substr(i, len)});
        i += len;
    }
}

// YAML 1.1/1.2's printable set (PyYAML's reader refuses the rest, even in a quoted scalar).
bool yaml_printable(char32_t c) {
    return c == 0x09 || c == 0x0A || c == 0x0D || (c >= 0x20 && c <= 0x7E) || c == 0x85 ||
           (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
           (c >= 0x10000 && c <= 0x10FFFF);
}

std::string hex_escape(char32_t c) {
    char buf[16];
    if (c < 0x100)
        std::snprintf(buf, sizeof buf, "\\x%02X", static_cast<unsigned>(c));
    else if (c < 0x10000)
        std::snprintf(buf, sizeof buf, "\\u%04X", static_cast<unsigned>(c));
    else
        std::snprintf(buf, sizeof buf, "\\U%08X", static_cast<unsigned>(c));
    return buf;
}

// `text` as one visible line: unsafe code points as escapes, at most `max_chars` characters.
std::string visible_line(std::string_view raw, std::size_t max_chars,
                         std::string (*plain)(std::string_view)) {
    const std::string text = valid_utf8(raw);
    std::string out;
    std::size_t chars = 0;
    bool cut = false;
    for_each_code_point(text, [&](const CodePoint& c) {
        if (cut)
            return;
        if (chars == max_chars) {
            cut = true;
            return;
        }
        ++chars;
        out += is_unsafe_code_point(c.value) ? hex_escape(c.value) : plain(c.bytes);
    });
    return cut ? out + "..." : out;
}

std::string as_is(std::string_view bytes) {
    return std::string(bytes);
}

// The ASCII characters that start or end Markdown's inline constructs (emphasis, code, links,
// images, strikethrough, table cells, math in some renderers) or close a heading; '-', '.', ':'
// and the like only mean something at the start of a line, which this text never is.
bool markdown_special(char c) {
    static constexpr std::string_view kSpecial = "\\`*_[](){}#!~|$";
    return kSpecial.find(c) != std::string_view::npos;
}

std::string markdown_plain(std::string_view bytes) {
    if (bytes.size() != 1)
        return std::string(bytes);
    const char c = bytes[0];
    if (c == '<')
        return "&lt;";
    if (c == '>')
        return "&gt;";
    if (c == '&')
        return "&amp;";
    if (markdown_special(c))
        return std::string("\\") + c;
    return std::string(1, c);
}

} // namespace

std::string shell_word(std::string_view text) {
    if (text.empty())
        return "''";
    bool plain = true;
    for (const char c : text) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '@' || c == '%' || c == '+' ||
                        c == '=' || c == ':' || c == ',' || c == '.' || c == '/' || c == '-';
        plain = plain && ok;
    }
    if (plain)
        return std::string(text);
    if (!has_unsafe_characters(text)) {
        std::string out = "'";
        for (const char c : text)
            out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return out + "'";
    }
    // ANSI-C quoting: every byte of an unsafe character (and of bytes that are not UTF-8) as
    // \xHH, so that bash reads back the very bytes.
    std::string out = "$'";
    const auto byte_escape = [&](unsigned char b) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\x%02X", b);
        out += buf;
    };
    const std::string valid = valid_utf8(text);
    if (valid != text) { // not UTF-8: escape every byte outside printable ASCII
        for (const char ch : text) {
            const auto b = static_cast<unsigned char>(ch);
            if (b == '\\' || b == '\'')
                out += std::string("\\") + ch;
            else if (b < 0x20 || b >= 0x7F)
                byte_escape(b);
            else
                out += ch;
        }
        return out + "'";
    }
    for_each_code_point(text, [&](const CodePoint& c) {
        if (c.bytes == "\\" || c.bytes == "'")
            out += std::string("\\") + std::string(c.bytes);
        else if (is_unsafe_code_point(c.value))
            for (const char b : c.bytes)
                byte_escape(static_cast<unsigned char>(b));
        else
            out += std::string(c.bytes);
    });
    return out + "'";
}

std::string comment_text(std::string_view text, std::size_t max_chars) {
    return visible_line(text, max_chars, &as_is);
}

std::string yaml_string(std::string_view raw) {
    const std::string text = valid_utf8(raw);
    std::string out = "\"";
    for_each_code_point(text, [&](const CodePoint& c) {
        if (c.value == '"' || c.value == '\\')
            out += std::string("\\") + static_cast<char>(c.value);
        else if (is_unsafe_code_point(c.value) || !yaml_printable(c.value))
            out += hex_escape(c.value);
        else
            out += std::string(c.bytes);
    });
    return out + "\"";
}

std::string markdown_text(std::string_view text, std::size_t max_chars) {
    return visible_line(text, max_chars, &markdown_plain);
}

std::string markdown_code(std::string_view raw, std::size_t max_chars) {
    const std::string inner = visible_line(raw, max_chars, &as_is);
    std::size_t longest = 0, run = 0;
    for (const char c : inner) {
        run = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const std::string fence(longest + 1, '`');
    const bool pad = !inner.empty() && (inner.front() == '`' || inner.back() == '`' ||
                                        inner.front() == ' ' || inner.back() == ' ');
    return fence + (pad ? " " : "") + inner + (pad ? " " : "") + fence;
}

} // namespace gpuplanner::launch_escape
