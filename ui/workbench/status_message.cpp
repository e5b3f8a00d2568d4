#include "workbench/status_message.h"

#include <QFontMetrics>
#include <QStatusBar>

#include <algorithm>

namespace gpuplanner::ui {

QString showStatusMessage(QStatusBar* bar, const QString& text, int timeoutMs) {
    // The message area ends where the first permanent widget starts (they sit at the right).
    int right = bar->width();
    for (const QWidget* w : bar->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (w->isVisible() && w->x() > 0)
            right = std::min(right, w->x());
    const int room = std::max(80, right - 16); // the bar's own margins
    // One line: a message with line breaks would be cut at the first one by the bar.
    const QString line = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QString shown = bar->fontMetrics().elidedText(line, Qt::ElideRight, room);
    bar->setToolTip(shown == text ? QString() : text);
    bar->showMessage(shown, timeoutMs);
    // The tooltip belongs to this message only.
    QObject::connect(
        bar, &QStatusBar::messageChanged, bar,
        [bar, shown](const QString& now) {
            if (now != shown)
                bar->setToolTip(QString());
        },
        Qt::SingleShotConnection);
    return shown;
}

} // namespace gpuplanner::ui
