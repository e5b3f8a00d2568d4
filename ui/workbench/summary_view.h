#pragma once
// The plan's summary above the results: rich text on a tinted panel, as tall as its text.
// A QLabel did this before, but a word-wrapped rich-text label makes every layout pass lay its
// text out again (size hint, minimum size, height for width: about eight layouts per edit, a
// quarter of the edit's time, docs/bench.md). This panel lays the text out once per change and
// per width, and asks its parents for a new layout only when its height changes.
#include <QTextDocument>
#include <QWidget>

namespace gpuplanner::ui {

class SummaryView final : public QWidget {
    Q_OBJECT
public:
    explicit SummaryView(QWidget* parent = nullptr);

    void setText(const QString& html);
    /// The HTML last set (what the tests and the report read back).
    [[nodiscard]] QString text() const { return html_; }
    /// The text as a reader sees it, without markup.
    [[nodiscard]] QString plainText() const { return doc_.toPlainText(); }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void relayout();

    static constexpr int kPadding = 8;
    QString html_;
    QTextDocument doc_;
};

} // namespace gpuplanner::ui
