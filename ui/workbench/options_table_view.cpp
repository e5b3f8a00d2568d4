#include "workbench/options_table_view.h"

#include <QApplication>
#include <QHash>
#include <QHeaderView>
#include <QPainter>
#include <QStaticText>
#include <QStyledItemDelegate>
#include <QtMath>

#include <algorithm>

namespace gpuplanner::ui {
namespace {

// Paints a cell's background, selection and focus through the style, and its text from a cache
// of laid-out strings. The default delegate lays each cell's text out anew on every paint
// (QTextLayout and HarfBuzz shaping: about two thirds of an edit's repaint); the options table
// repeats the same few hundred strings (GPU names, providers, "4 × 8", prices), so they are
// shaped once. Text that does not fit is elided at the right, as the default delegate does.
class CachedTextDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        const QString text = opt.text;
        opt.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        if (text.isEmpty())
            return;

        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget)
                               .adjusted(margin, 0, -margin, 0);
        if (area.width() <= 0)
            return;
        const QStaticText& laid = laidOut(text, opt.font, area.width());
        const QSizeF size = laid.size();
        const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
        qreal x = area.left();
        if (align & Qt::AlignRight)
            x = area.right() + 1 - size.width();
        else if (align & Qt::AlignHCenter)
            x = area.left() + (area.width() - size.width()) / 2;
        qreal y = area.top() + (area.height() - size.height()) / 2;
        if (align & Qt::AlignTop)
            y = area.top();
        else if (align & Qt::AlignBottom)
            y = area.bottom() + 1 - size.height();

        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                           : (opt.state & QStyle::State_Active)
                                               ? QPalette::Normal
                                               : QPalette::Inactive;
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(group, (opt.state & QStyle::State_Selected)
                                                     ? QPalette::HighlightedText
                                                     : QPalette::Text));
        painter->drawStaticText(QPointF(x, y), laid);
        painter->restore();
    }

    // The size the default delegate would give a text-only cell (style margins around one line),
    // from the cached width: fitting the columns measured every cell's text again otherwise.
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        if (opt.features &
            (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration))
            return QStyledItemDelegate::sizeHint(option, index);
        const QWidget* widget = opt.widget;
        QStyle* style = widget ? widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        const int width = opt.text.isEmpty() ? 0 : qCeil(entry(opt.text, opt.font).width);
        return {width + 2 * margin, QFontMetrics(opt.font).height()};
    }

private:
    struct Entry {
        QStaticText whole;
        qreal width = 0;
        int elidedFor = -1; // the width `elided` was made for
        QStaticText elided;
    };

    Entry& entry(const QString& text, const QFont& font) const {
        if (font != font_ || cache_.size() > kMaxEntries) {
            cache_.clear();
            font_ = font;
        }
        auto it = cache_.find(text);
        if (it == cache_.end()) {
            Entry e;
            e.whole = prepared(text, font);
            e.width = e.whole.size().width();
            it = cache_.insert(text, e);
        }
        return it.value();
    }

    const QStaticText& laidOut(const QString& text, const QFont& font, int width) const {
        Entry& e = entry(text, font);
        if (e.width <= width)
            return e.whole;
        if (e.elidedFor != width) {
            e.elided = prepared(QFontMetrics(font).elidedText(text, Qt::ElideRight, width), font);
            e.elidedFor = width;
        }
        return e.elided;
    }

    static QStaticText prepared(const QString& text, const QFont& font) {
        QStaticText s(text);
        s.setTextFormat(Qt::PlainText); // "<1 min" is not markup
        s.setPerformanceHint(QStaticText::AggressiveCaching);
        s.prepare(QTransform(), font);
        return s;
    }

    static constexpr int kMaxEntries = 20000; // a bound, not a tuning: a few MB at most
    mutable QHash<QString, Entry> cache_;
    mutable QFont font_;
};

} // namespace

void OptionsTableView::fitColumns(bool shrink) {
    QHeaderView* header = horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        const int want = std::max(sizeHintForColumn(c), header->sectionSizeHint(c));
        if (want > header->sectionSize(c) || (shrink && want != header->sectionSize(c)))
            header->resizeSection(c, want);
    }
}

OptionsTableView::OptionsTableView(QWidget* parent)
    : QTableView(parent) {
    setItemDelegate(new CachedTextDelegate(this));
    setWordWrap(false); // one line per cell, elided at the right, as the delegate paints it
}

} // namespace gpuplanner::ui
