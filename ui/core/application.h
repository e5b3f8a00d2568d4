#pragma once
// Start-up shared by the GUI entry point and the GUI tests: translations and fonts.
#include <QString>

class QApplication;

namespace gpuplanner::ui {

// Installs the translator for `language` ("en", "zh_CN"; empty: the system's) and, for Chinese,
// prefers the Simplified Chinese Noto CJK face. Returns the language actually installed.
QString installLanguage(QApplication& app, const QString& language);

// The folder of the user's own files (user catalog, autosaves, probe results):
// <data>/<application name>, e.g. ~/.local/share/GPU Planner. Qt's AppDataLocation puts the
// organisation in front as well, and ours has the same name ("GPU Planner/GPU Planner"): files an
// earlier version left there are moved here the first time (nothing is lost; a file already
// here is kept).
QString userDataFolder();

} // namespace gpuplanner::ui
