#pragma once
// A tiny page layout engine for the report: flows text, tables (rows never split) and charts down
// A4/Letter pages, with a header and a "page N of M" footer. Run once with no painter to count the
// pages, then again to draw them.
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

class QChart;
class QPagedPaintDevice;
class QPainter;
class QTextDocument;

namespace gpuplanner::ui {

class PageWriter final {
public:
    // `painter` null: measuring pass. `totalPages` is shown in the footer (0: unknown).
    PageWriter(QPagedPaintDevice& device, QPainter* painter, QString header, QString footer,
               int totalPages, QFont font);

    void newPage();
    // `keepWithNext`: share of the body height the following block needs on the same page.
    void heading(const QString& text, int level = 1, double keepWithNext = 0.2);
    void html(const QString& html); // flows onto following pages when long
    void text(const QString& plain, bool monospace = false);
    // Column widths are fractions of the text width; the header row repeats on every page.
    void table(const QStringList& header, const std::vector<QStringList>& rows,
               const std::vector<double>& widths);
    void chart(QChart* chart, double heightFraction); // fraction of the body height
    void space(double px) { y_ += px; }
    void titlePage(const QString& title, const QString& subtitle, const QStringList& lines);
    [[nodiscard]] int pages() const { return page_; }
    [[nodiscard]] double width() const { return body_.width(); }

    // A cell as the table draws it: a figure joined to its unit, and a label to its figure, by
    // no-break spaces; a line breaks only at the spaces left (public for its test).
    [[nodiscard]] static QString tableCellText(const QString& cell);

private:
    void ensure(double height);
    void drawFrame();
    void drawDocument(QTextDocument& doc, double atY);
    QTextDocument* makeDocument(const QString& html, double width) const;
    // Each column's widest word with its padding (header bold), as the table draws the cells.
    [[nodiscard]] std::vector<double> wordWidths(const QStringList& header,
                                                 const std::vector<QStringList>& rows,
                                                 std::size_t columns) const;
    [[nodiscard]] std::vector<double> fitColumns(std::vector<double> need,
                                                 const std::vector<double>& proposed) const;
    // The page width over the width the columns' widest words need (1: the words fit).
    [[nodiscard]] double tableScale(const std::vector<double>& need) const;

    QPagedPaintDevice& device_;
    QPainter* painter_;
    QString header_;
    QString footer_;
    int total_;
    QFont font_;
    QRectF body_;
    double y_ = 0;
    int page_ = 0;
    bool pageHasContent_ = false;
};

} // namespace gpuplanner::ui
