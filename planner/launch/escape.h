#pragma once
// Text from files that travel (a scenario's title, a catalog's provider, instance type, region
// and GPU id, LoRA targets, a model's name) written into launch files as data, never as code:
// one function per target syntax, and every generated file writes such text only through them
// (docs/reliability.md "Exported files are data, never code").
//
// "Unsafe" characters are utf8.h's is_unsafe_code_point: those that end or bend a line or hide
// what a reader sees. Bytes that are not UTF-8 are first written as the text "\xNN".
#include <cstddef>
#include <string>
#include <string_view>

namespace gpuplanner::launch_escape {

// One shell word that the shell reads back as exactly `text`: as it is when it holds only
// [A-Za-z0-9_@%+=:,./-], else single-quoted ('it'\''s'), else, when it holds an unsafe
// character, ANSI-C quoted ($'a\nb') with every unsafe byte as \xHH. Never a newline.
[[nodiscard]] std::string shell_word(std::string_view text);

// Text for one comment line (shell, YAML): unsafe characters shown as \xHH or \uXXXX, cut to
// `max_chars` characters with "...". Nothing in it can end the comment.
[[nodiscard]] std::string comment_text(std::string_view text, std::size_t max_chars = 120);

// A YAML double-quoted scalar that parses back to exactly `text` (valid UTF-8): quotes and
// backslashes escaped, every unsafe or non-printable character as \xHH, \uXXXX or \UXXXXXXXX.
// Document markers, anchors, aliases and tags inside quotes are plain text.
[[nodiscard]] std::string yaml_string(std::string_view text);

// Inline Markdown text (never at the start of a line): HTML's <, > and & as entities, the
// characters of emphasis, code, links, images, table cells and closing '#'s backslash-escaped,
// unsafe characters shown as \uXXXX, cut to `max_chars` characters.
[[nodiscard]] std::string markdown_text(std::string_view text, std::size_t max_chars = 120);

// A Markdown code span (`name`, fenced by more backticks than the text holds), for names;
// unsafe characters shown as \uXXXX, cut to `max_chars` characters (not for table cells).
[[nodiscard]] std::string markdown_code(std::string_view text, std::size_t max_chars = 120);

} // namespace gpuplanner::launch_escape
