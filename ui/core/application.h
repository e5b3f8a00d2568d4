#pragma once
// Start-up shared by the GUI entry point and the GUI tests: translations and fonts.
#include <QString>

class QApplication;

namespace gpuplanner::ui {

// Installs the translator for `language` ("en", "zh_CN"; empty: the system's) and, for Chinese,
// prefers the Simplified Chinese Noto CJK face. Returns the language actually installed.
QString installLanguage(QApplication& app, const QString& language);

} // namespace gpuplanner::ui
