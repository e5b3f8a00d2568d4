#include "application.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace gpuplanner::ui {

QString installLanguage(QApplication& app, const QString& language) {
    static QPointer<QTranslator> installed;
    if (installed) {
        QApplication::removeTranslator(installed);
        delete installed;
    }
    static const QFont original = QApplication::font();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(&app);
    if (locale.language() == QLocale::Chinese &&
        translator->load(QStringLiteral(":/i18n/gpuplanner_zh_CN.qm"))) {
        QApplication::installTranslator(translator);
        installed = translator;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        // The default CJK pick is often the Japanese variant; ask for the SC face.
        QFont font = original;
        font.setFamilies({QStringLiteral("Noto Sans CJK SC"), original.family()});
        QApplication::setFont(font);
        return QStringLiteral("zh_CN");
    }
    delete translator;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QApplication::setFont(original);
    return QStringLiteral("en");
}

} // namespace gpuplanner::ui
