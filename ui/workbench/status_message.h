#pragma once
// Messages in the status bar that fit beside its permanent labels (the catalog's and the
// autosave's): a long one ("Set aside (they return when you switch back): …") ran under them
// in English (helper check, 2026-12-06). Elided, with the whole text as the bar's tooltip for
// as long as the message shows.
#include <QString>

class QStatusBar;

namespace gpuplanner::ui {

// Shows `text` for `timeoutMs` (0: until replaced); returns what the bar shows, to compare
// with QStatusBar::currentMessage() later.
QString showStatusMessage(QStatusBar* bar, const QString& text, int timeoutMs = 0);

} // namespace gpuplanner::ui
