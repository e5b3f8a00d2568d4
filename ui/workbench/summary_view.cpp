#include "workbench/summary_view.h"

#include "core/text/theme_colors.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace gpuplanner::ui {

SummaryView::SummaryView(QWidget* parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    doc_.setDocumentMargin(0);
    doc_.setDefaultFont(font());
    relayout();
}

void SummaryView::setText(const QString& html) {
    if (html == html_)
        return;
    html_ = html;
    doc_.setHtml(html);
    relayout();
    update();
}

QSize SummaryView::sizeHint() const {
    return {2 * kPadding + 200, height()};
}

QSize SummaryView::minimumSizeHint() const {
    return {2 * kPadding + 100, minimumHeight()};
}

void SummaryView::relayout() {
    // Before the first layout the width is a guess; the resize that follows lays it out again.
    const int width = std::max(1, this->width() - 2 * kPadding);
    doc_.setTextWidth(width);
    const int height = qCeil(doc_.size().height()) + 2 * kPadding;
    setFixedHeight(height); // no-op (no new layout) when the height stays
}

void SummaryView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void SummaryView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        doc_.setDefaultFont(font());
        relayout();
    } else if (event->type() == QEvent::EnabledChange || event->type() == QEvent::PaletteChange) {
        update();
    }
}

void SummaryView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath panel;
    panel.addRoundedRect(QRectF(rect()), 3, 3);
    painter.fillPath(panel, ThemeColors::of(palette()).panelBackground);
    painter.translate(kPadding, kPadding);
    QAbstractTextDocumentLayout::PaintContext context;
    // Greyed while the results are out of date, as a disabled label would be.
    context.palette.setColor(
        QPalette::Text,
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    doc_.documentLayout()->draw(&painter, context);
}

} // namespace gpuplanner::ui
