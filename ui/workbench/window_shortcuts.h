#pragma once
// The window's own shortcuts that a text field would take for itself (Ctrl+E is "end of line"
// in Qt's line edits on X11): the File menu sets them (main_window.cpp) and the form's fields
// pass them on to the window (ScenarioEditor::eventFilter).
#include <QKeyCombination>

namespace gpuplanner::ui {

inline QKeyCombination exportReportKeys() {
    return Qt::CTRL | Qt::Key_E;
}
inline QKeyCombination exportLaunchKeys() {
    return Qt::CTRL | Qt::SHIFT | Qt::Key_E;
}

} // namespace gpuplanner::ui
