#include "report/pdf_text_map.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace gpuplanner::ui {

namespace {

bool isRadical(uint cp) {
    return cp >= 0x2E80 && cp <= 0x2FDF;
}

// Radical code point -> the first ideograph the font draws with the same glyph.
QHash<uint, uint> radicalIdeographs(const QRawFont& font) {
    QHash<uint, uint> result;
    if (!font.isValid())
        return result;
    QHash<quint32, uint> ideographOfGlyph;
    for (const auto& [from, to] : {std::pair<uint, uint>{0x4E00, 0x9FFF}, {0x3400, 0x4DBF}}) {
        QString chars;
        for (uint cp = from; cp <= to; ++cp)
            chars += QChar(static_cast<char16_t>(cp));
        const QVector<quint32> glyphs = font.glyphIndexesForString(chars);
        for (int i = 0; i < glyphs.size(); ++i)
            if (glyphs[i] != 0 && !ideographOfGlyph.contains(glyphs[i]))
                ideographOfGlyph.insert(glyphs[i], from + static_cast<uint>(i));
    }
    QString radicals;
    for (uint cp = 0x2E80; cp <= 0x2FDF; ++cp)
        radicals += QChar(static_cast<char16_t>(cp));
    const QVector<quint32> glyphs = font.glyphIndexesForString(radicals);
    for (int i = 0; i < glyphs.size(); ++i)
        if (const auto it = ideographOfGlyph.constFind(glyphs[i]);
            glyphs[i] != 0 && it != ideographOfGlyph.constEnd())
            result.insert(0x2E80 + static_cast<uint>(i), *it);
    return result;
}

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// Replaces the four-digit code at pdf[at, at + 4) when it is a radical with an ideograph.
int rewriteCode(QByteArray& pdf, qsizetype at, const QHash<uint, uint>& map) {
    uint cp = 0;
    for (int k = 0; k < 4; ++k) {
        const int v = hexValue(pdf[at + k]);
        if (v < 0)
            return 0;
        cp = cp * 16 + static_cast<uint>(v);
    }
    if (!isRadical(cp))
        return 0;
    const auto it = map.constFind(cp);
    if (it == map.constEnd())
        return 0;
    const QByteArray hex = QByteArray::number(*it, 16).toUpper().rightJustified(4, '0');
    for (int k = 0; k < 4; ++k)
        pdf[at + k] = hex[k];
    return 1;
}

// The destinations of one bfchar or bfrange line [from, to): after the '[' of a range's array,
// or the last token of a line ("<src> <dst>", "<lo> <hi> <dst>" with lo = hi).
int rewriteLine(QByteArray& pdf, qsizetype from, qsizetype to, const QHash<uint, uint>& map) {
    QVector<qsizetype> codes; // offsets of the four-digit <XXXX> tokens
    qsizetype array = -1;
    for (qsizetype i = from; i < to; ++i) {
        if (pdf[i] == '[' && array < 0)
            array = codes.size();
        if (pdf[i] == '<' && i + 5 < to && pdf[i + 5] == '>')
            codes.push_back(i + 1);
    }
    int rewritten = 0;
    if (array >= 0) {
        for (qsizetype k = array; k < codes.size(); ++k)
            rewritten += rewriteCode(pdf, codes[k], map);
    } else if (codes.size() == 2 ||
               (codes.size() == 3 && pdf.mid(codes[0], 4) == pdf.mid(codes[1], 4))) {
        rewritten += rewriteCode(pdf, codes.back(), map);
    }
    return rewritten;
}

} // namespace

int mapRadicalsToIdeographs(QByteArray& pdf, const QRawFont& font) {
    const QHash<uint, uint> map = radicalIdeographs(font);
    if (map.isEmpty())
        return 0;
    int rewritten = 0;
    for (qsizetype begin = pdf.indexOf("begincmap"); begin >= 0;
         begin = pdf.indexOf("begincmap", begin + 1)) {
        const qsizetype end = pdf.indexOf("endcmap", begin);
        if (end < 0)
            break;
        for (qsizetype line = begin; line < end;) {
            qsizetype next = pdf.indexOf('\n', line);
            if (next < 0 || next > end)
                next = end;
            rewritten += rewriteLine(pdf, line, next, map);
            line = next + 1;
        }
    }
    return rewritten;
}

} // namespace gpuplanner::ui
