#include "page_writer.h"

#include <algorithm>

#include <QFontMetricsF>

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractTextDocumentLayout>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QRegularExpression>
#include <QTextDocument>
#include <QXYSeries>

#include <memory>

namespace gpuplanner::ui {

namespace {
constexpr double kMargin = 0.07; // of the page width
} // namespace

PageWriter::PageWriter(QPagedPaintDevice& device, QPainter* painter, QString header, QString footer,
                       int totalPages, QFont font)
    : device_(device)
    , painter_(painter)
    , header_(std::move(header))
    , footer_(std::move(footer))
    , total_(totalPages)
    , font_(std::move(font)) {
    const double w = device_.width();
    const double h = device_.height();
    const double m = w * kMargin;
    body_ = QRectF(m, m + 28, w - 2 * m, h - 2 * m - 56);
    page_ = 1;
    y_ = body_.top();
    drawFrame();
}

void PageWriter::drawFrame() {
    if (!painter_)
        return;
    painter_->save();
    QFont small = font_;
    small.setPointSizeF(font_.pointSizeF() * 0.8);
    painter_->setFont(small);
    painter_->setPen(QColor(0x55, 0x55, 0x55));
    const double m = device_.width() * kMargin;
    const QRectF top(m, m, body_.width(), 20);
    painter_->drawText(top, Qt::AlignLeft | Qt::AlignVCenter, header_);
    painter_->drawLine(QPointF(m, top.bottom() + 2), QPointF(m + body_.width(), top.bottom() + 2));
    const QRectF bottom(m, body_.bottom() + 14, body_.width(), 20);
    painter_->drawLine(QPointF(m, bottom.top() - 2), QPointF(m + body_.width(), bottom.top() - 2));
    painter_->drawText(bottom, Qt::AlignLeft | Qt::AlignVCenter, footer_);
    painter_->drawText(bottom, Qt::AlignRight | Qt::AlignVCenter,
                       total_ > 0 ? QObject::tr("Page %1 of %2").arg(page_).arg(total_)
                                  : QObject::tr("Page %1").arg(page_));
    painter_->restore();
}

void PageWriter::newPage() {
    if (painter_)
        device_.newPage();
    ++page_;
    y_ = body_.top();
    pageHasContent_ = false;
    drawFrame();
}

void PageWriter::ensure(double height) {
    if (y_ + height > body_.bottom() && pageHasContent_)
        newPage();
    pageHasContent_ = true;
}

QTextDocument* PageWriter::makeDocument(const QString& html, double width) const {
    auto* doc = new QTextDocument;
    doc->documentLayout()->setPaintDevice(&device_);
    doc->setDefaultFont(font_);
    doc->setDocumentMargin(0);
    doc->setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: x-large; color: #1f4e79; } h2 { font-size: large; color: #1f4e79; }"
        "td, th { padding: 3px; } th { background-color: #dde7f3; text-align: left; }"));
    doc->setTextWidth(width);
    doc->setHtml(html);
    return doc;
}

void PageWriter::drawDocument(QTextDocument& doc, double atY) {
    if (!painter_)
        return;
    painter_->save();
    painter_->translate(body_.left(), atY);
    doc.drawContents(painter_);
    painter_->restore();
}

void PageWriter::heading(const QString& text, int level, double keepWithNext) {
    const std::unique_ptr<QTextDocument> doc(makeDocument(
        QStringLiteral("<h%1>%2</h%1>").arg(level).arg(text.toHtmlEscaped()), body_.width()));
    // A heading never sits alone at the bottom of a page.
    ensure(doc->size().height() + body_.height() * keepWithNext);
    drawDocument(*doc, y_);
    y_ += doc->size().height() + 4;
}

void PageWriter::html(const QString& html) {
    const std::unique_ptr<QTextDocument> doc(makeDocument(html, body_.width()));
    const double h = doc->size().height();
    if (y_ + h <= body_.bottom() || h <= body_.height()) { // fits here, or on a fresh page
        ensure(h);
        drawDocument(*doc, y_);
        y_ += h + 6;
        return;
    }
    // Long text: let QTextDocument paginate it at line boundaries over whole pages.
    if (pageHasContent_)
        newPage();
    doc->setPageSize(QSizeF(body_.width(), body_.height()));
    const int n = doc->pageCount();
    for (int i = 0; i < n; ++i) {
        if (i > 0)
            newPage();
        if (painter_) {
            painter_->save();
            painter_->translate(body_.left(), body_.top() - i * body_.height());
            doc->drawContents(painter_,
                              QRectF(0, i * body_.height(), body_.width(), body_.height()));
            painter_->restore();
        }
        pageHasContent_ = true;
    }
    y_ = body_.top() + (h - (n - 1) * body_.height()) + 6;
}

void PageWriter::text(const QString& plain, bool monospace) {
    if (!monospace) {
        QString escaped = plain.toHtmlEscaped();
        escaped.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        html(QStringLiteral("<p>%1</p>").arg(escaped));
        return;
    }
    // A listing (the scenario file) flows from where the page is, a block of whole lines per
    // page: it never leaves the heading above it alone at the foot of a page.
    const auto block = [&](const QStringList& lines) {
        QString escaped = lines.join(QLatin1Char('\n')).toHtmlEscaped();
        escaped.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        return std::unique_ptr<QTextDocument>(
            makeDocument(QStringLiteral("<div style='font-family: monospace; font-size: small; "
                                        "white-space: pre-wrap'>%1</div>")
                             .arg(escaped),
                         body_.width()));
    };
    const double lineHeight = block({QStringLiteral("x")})->size().height();
    // A line wider than the page is cut into page-wide pieces, each one printed line, so that no
    // block outgrows a page (a 10,000-character description ran off the page's foot).
    int perLine = 1;
    for (int hi = 4000; perLine < hi;) {
        const int mid = (perLine + hi + 1) / 2;
        if (block({QString(mid, QLatin1Char('x'))})->size().height() < lineHeight * 1.5)
            perLine = mid;
        else
            hi = mid - 1;
    }
    QStringList lines;
    for (const QString& line : plain.split(QLatin1Char('\n'))) {
        qsizetype at = 0;
        do {
            qsizetype n = std::min<qsizetype>(perLine, line.size() - at);
            // Cut after the piece's last space where one is in its second half, so that words
            // stay whole ("tensor para / llel" read as two words; helper walkthrough).
            if (at + n < line.size()) {
                const qsizetype space = line.lastIndexOf(QLatin1Char(' '), at + n - 1);
                if (space >= at + n / 2)
                    n = space + 1 - at;
            }
            if (at + n < line.size() && line[at + n - 1].isHighSurrogate()) // pairs stay whole
                n = n > 1 ? n - 1 : 2;
            lines << line.mid(at, n);
            at += n;
        } while (at < line.size());
    }
    while (!lines.isEmpty()) {
        int n = std::max(1, static_cast<int>((body_.bottom() - y_) / lineHeight));
        n = std::min(n, static_cast<int>(lines.size()));
        // No page of the listing holds only its last line or two (a serving report ended on a
        // page of "}" and "}"): the block before leaves them three lines.
        constexpr int kTail = 3;
        const int left = static_cast<int>(lines.size()) - n;
        if (left > 0 && left < kTail && n > kTail)
            n -= kTail - left;
        std::unique_ptr<QTextDocument> doc = block(lines.mid(0, n));
        while (n > 1 && y_ + doc->size().height() > body_.bottom()) // wrapped lines are taller
            doc = block(lines.mid(0, --n));
        if (y_ + doc->size().height() > body_.bottom() && pageHasContent_) {
            newPage();
            continue;
        }
        drawDocument(*doc, y_);
        pageHasContent_ = true;
        y_ += doc->size().height();
        lines.erase(lines.begin(), lines.begin() + n);
        if (!lines.isEmpty())
            newPage();
    }
    y_ += 6;
}

QString PageWriter::tableCellText(const QString& cell) {
    // A figure and its unit stay together: "6.84 USD", "34 min", "8 × h100-sxm", "34 分钟";
    // and a label and its figure: "tp 2", "attention dp 8", "注意力数据并行 8" (a serving
    // layout broke as "attention dp / 8", helper check 2026-12-06).
    static const QRegularExpression numberSpace(QStringLiteral("(\\d|×) (?=\\S)"));
    static const QRegularExpression spaceTimes(QStringLiteral(" (?=×)"));
    // A label joins only a short figure ("tp 2", "dp 8"), not a long one ("commits 128,364,134
    // USD" as one word broke as "US / D" in a narrow notes column).
    static const QRegularExpression labelNumber(
        QStringLiteral("(?<=\\p{L}) (?=\\d{1,3}+(?![\\d,.]\\d))"));
    QString t = cell;
    t.replace(numberSpace, QStringLiteral("\\1\u00a0"));
    t.replace(spaceTimes, QStringLiteral("\u00a0"));
    t.replace(labelNumber, QStringLiteral("\u00a0"));
    return t;
}

std::vector<double> PageWriter::wordWidths(const QStringList& header,
                                           const std::vector<QStringList>& rows,
                                           std::size_t columns) const {
    // Each column's widest word, as the table draws it (a number and its unit are one word),
    // with the cell padding; the header in bold.
    QFont bold = font_;
    bold.setBold(true);
    const QFontMetricsF normal(font_, &device_), heavy(bold, &device_);
    const double pad = normal.horizontalAdvance(QStringLiteral("MM"));
    std::vector<double> need(columns, 0);
    const auto measure = [&](const QStringList& cells, const QFontMetricsF& fm) {
        for (std::size_t c = 0; c < columns && c < static_cast<std::size_t>(cells.size()); ++c)
            for (const QString& word : tableCellText(cells[static_cast<int>(c)])
                                           .split(QLatin1Char(' '), Qt::SkipEmptyParts))
                need[c] = std::max(need[c], fm.horizontalAdvance(word) + pad);
    };
    measure(header, heavy);
    for (const QStringList& r : rows)
        measure(r, normal);
    return need;
}

double PageWriter::tableScale(const std::vector<double>& need) const {
    double sum = 0;
    for (double v : need)
        sum += std::min(v, 0.4 * body_.width()); // a URL breaks anyway (fitColumns)
    return sum > 0 ? body_.width() / sum : 1.0;
}

std::vector<double> PageWriter::fitColumns(std::vector<double> need,
                                           const std::vector<double>& proposed) const {
    // Every column at least as wide as its widest word ("Weights", "ap-southeast-2"), so no
    // header or name breaks inside a word or at a hyphen; the width that takes comes from the
    // columns with room to spare, in proportion to their spare room.
    const double total = body_.width();
    const std::size_t n = proposed.size();
    std::vector<double> width(n);
    // A word wider than 40% of the page (a URL) breaks anywhere: it keeps its proposed width
    // rather than squeezing the other columns.
    for (std::size_t c = 0; c < n; ++c)
        if (need[c] > 0.4 * total)
            need[c] = std::min(need[c], proposed[c] * total);
    double sumNeed = 0, deficit = 0, slack = 0;
    for (std::size_t c = 0; c < n; ++c) {
        width[c] = proposed[c] * total;
        sumNeed += need[c];
        if (width[c] < need[c])
            deficit += need[c] - width[c];
        else
            slack += width[c] - need[c];
    }
    if (deficit == 0)
        return proposed;
    if (sumNeed > total || slack < deficit) // cannot fit every word: widths follow the words
        for (std::size_t c = 0; c < n; ++c)
            width[c] = total * need[c] / sumNeed; // and the table's type shrinks to them
    else
        for (std::size_t c = 0; c < n; ++c)
            width[c] =
                width[c] < need[c] ? need[c] : width[c] - (width[c] - need[c]) * deficit / slack;
    for (double& w : width)
        w /= total;
    return width;
}

void PageWriter::table(const QStringList& header, const std::vector<QStringList>& rows,
                       const std::vector<double>& proposedWidths) {
    const std::vector<double> need = wordWidths(header, rows, proposedWidths.size());
    const std::vector<double> widths = fitColumns(need, proposedWidths);
    // Names and figures never break inside ("p5en." / "48xlarge", "34 分" / "钟", "6.84" /
    // "USD"): each word of a cell is kept whole (numbers joined to their units); a row wraps
    // only between words. Where the words together are wider than the page, the table's type
    // shrinks until they fit (down to 70%; below that a word may still break).
    const double scale = std::clamp(tableScale(need), 0.7, 1.0);
    const QString fontSize =
        scale < 1 ? QStringLiteral("font-size: %1pt;").arg(font_.pointSizeF() * scale, 0, 'f', 2)
                  : QString();
    const auto rowHtml = [&](const QStringList& cells,
                             bool head) -> QString { // not a QStringBuilder of a local
        QString h = QStringLiteral("<table width='100%' cellspacing='0' style='border-collapse: "
                                   "collapse; %1'><tr>")
                        .arg(fontSize);
        for (int c = 0; c < cells.size(); ++c) {
            QStringList words;
            for (const QString& word :
                 tableCellText(cells[c]).split(QLatin1Char(' '), Qt::SkipEmptyParts))
                words << QStringLiteral("<span style='white-space: nowrap'>%1</span>")
                             .arg(word.toHtmlEscaped());
            h += QStringLiteral("<%1 width='%2%' style='border-bottom: 1px solid #bbbbbb'>%3</%1>")
                     .arg(head ? QStringLiteral("th") : QStringLiteral("td"))
                     .arg(100 * widths[static_cast<std::size_t>(c)], 0, 'f', 1)
                     .arg(words.join(QLatin1Char(' ')));
        }
        return h + QStringLiteral("</tr></table>");
    };
    const std::unique_ptr<QTextDocument> head(makeDocument(rowHtml(header, true), body_.width()));
    const double headH = head->size().height();
    auto drawHead = [&] {
        drawDocument(*head, y_);
        y_ += headH;
    };
    ensure(headH * 3);
    drawHead();
    for (const QStringList& r : rows) {
        const std::unique_ptr<QTextDocument> doc(makeDocument(rowHtml(r, false), body_.width()));
        const double h = doc->size().height();
        if (y_ + h >
            body_.bottom()) { // rows never split: the row and a repeated header go to the next page
            newPage();
            pageHasContent_ = true;
            drawHead();
        }
        drawDocument(*doc, y_);
        y_ += h;
    }
    y_ += 8;
}

namespace {

// The report's face families (Latin first, CJK as the fallback) on every text of a chart, at the
// text's own size: a chart set in the CJK face loses the character mapping of its digits and
// Latin letters in Qt's PDF output, so pdftotext and copy-paste read "NVIDIA GeForce RTX 4090"
// on an axis as "NVIDIA GeForce RTX".
void useReportFamilies(QChart* chart, const QFont& report) {
    const auto withFamilies = [&](QFont f) {
        f.setFamilies(report.families());
        f.setStyleStrategy(report.styleStrategy()); // no ligatures (renderReport says why)
        return f;
    };
    chart->setTitleFont(withFamilies(chart->titleFont()));
    chart->legend()->setFont(withFamilies(chart->legend()->font()));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(withFamilies(axis->labelsFont()));
        axis->setTitleFont(withFamilies(axis->titleFont()));
    }
    for (QAbstractSeries* series : chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series))
            xy->setPointLabelsFont(withFamilies(xy->pointLabelsFont()));
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QBarSet* set : bars->barSets())
                set->setLabelFont(withFamilies(set->labelFont()));
    }
    for (QGraphicsItem* item : chart->childItems())
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text->setFont(withFamilies(text->font()));
}

// Qt Charts gives a vertical axis at most 40% of the chart's width (its cartesian layout) and
// draws a longer label past the page's edge: "VIDIA RTX PRO 6000 Blackwell Server Edition" in
// the memory chart (helper check, 2026-12-06). The names' type shrinks until the longest fits,
// to no less than 60% of it; the table under the chart has every name at full size.
void fitCategoryNames(QChart* chart) {
    const qreal room = 0.36 * chart->size().width();
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical)) {
        auto* names = qobject_cast<QBarCategoryAxis*>(axis);
        if (!names)
            continue;
        QFont font = names->labelsFont();
        const QFontMetricsF metrics(font);
        qreal longest = 0;
        for (const QString& name : names->categories())
            longest = std::max(longest, metrics.horizontalAdvance(name));
        if (longest <= room || font.pointSizeF() <= 0)
            continue;
        font.setPointSizeF(font.pointSizeF() * std::max(0.6, room / longest));
        names->setLabelsFont(font);
    }
}

} // namespace

void PageWriter::chart(QChart* chart, double heightFraction) {
    const double h = body_.height() * heightFraction;
    ensure(h);
    if (painter_ && chart && chart->scene()) {
        useReportFamilies(chart, font_);
        chart->resize(body_.width(), h);
        fitCategoryNames(chart);
        // The layout Qt Charts has queued for the new size and fonts, done now rather than on
        // the next turn of the event loop (after the chart is drawn).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        chart->scene()->setSceneRect(chart->geometry());
        // Rendering the scene onto the PDF painter keeps the chart as vectors.
        chart->scene()->render(painter_, QRectF(body_.left(), y_, body_.width(), h),
                               chart->geometry());
    }
    y_ += h + 8;
}

void PageWriter::titlePage(const QString& title, const QString& subtitle,
                           const QStringList& lines) {
    y_ = body_.top() + body_.height() * 0.25;
    QString html = QStringLiteral("<p style='font-size: 26pt; color: #1f4e79'><b>%1</b></p><p "
                                  "style='font-size: 14pt'>%2</p><br>")
                       .arg(title.toHtmlEscaped(), subtitle.toHtmlEscaped());
    for (const QString& l : lines)
        html += QStringLiteral("<p>%1</p>").arg(l.toHtmlEscaped());
    const std::unique_ptr<QTextDocument> doc(makeDocument(html, body_.width()));
    // A quarter down the page, or higher when the text needs it: never over the footer.
    y_ = std::max(body_.top(), std::min(y_, body_.bottom() - doc->size().height()));
    drawDocument(*doc, y_);
    pageHasContent_ = true;
    newPage();
}

} // namespace gpuplanner::ui
