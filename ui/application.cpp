#include "application.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QTranslator>

namespace gpuplanner::ui {

QString installLanguage(QApplication& app, const QString& language) {
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(&app);
    if (locale.language() == QLocale::Chinese &&
        translator->load(QStringLiteral(":/i18n/gpuplanner_zh_CN.qm"))) {
        QApplication::installTranslator(translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        // The default CJK pick is often the Japanese variant; ask for the SC face.
        QFont font = QApplication::font();
        font.setFamilies({QStringLiteral("Noto Sans CJK SC"), font.family()});
        QApplication::setFont(font);
        return QStringLiteral("zh_CN");
    }
    delete translator;
    return QStringLiteral("en");
}

} // namespace gpuplanner::ui
