#pragma once
// Copyable Chinese in the PDF report. Qt's PDF writer maps each embedded glyph back to the first
// code point the font's character map gives for it (QFontSubset::getReverseMap walks upward from
// U+0000). Noto Sans CJK draws the Kangxi radicals (U+2F00-U+2FDF) and the supplementary radicals
// (U+2E80-U+2EFF) with the very glyphs of the ideographs they look like, so copied or extracted
// Chinese came out as radicals ("⽅案" for "方案") and a search for 方案 found nothing.
#include <QByteArray>
#include <QRawFont>

namespace gpuplanner::ui {

// Rewrites, in every ToUnicode map of `pdf`, each destination in the two radical blocks to the
// ideograph (U+3400-U+4DBF, U+4E00-U+9FFF) that `font` draws with the same glyph. Every code keeps
// its four hex digits, so no offset or stream length in the file moves. Returns how many codes it
// rewrote; codes without such an ideograph stay as they are.
int mapRadicalsToIdeographs(QByteArray& pdf, const QRawFont& font);

} // namespace gpuplanner::ui
