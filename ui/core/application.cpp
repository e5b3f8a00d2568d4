#include "core/application.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QFont>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QStandardPaths>
#include <QTranslator>

namespace gpuplanner::ui {

QString installLanguage(QApplication& app, const QString& language) {
    static QPointer<QTranslator> installed;
    static QPointer<QTranslator> qtInstalled; // Qt's own strings: dialogs, buttons, "Undo %1"
    for (QPointer<QTranslator>* t : {&installed, &qtInstalled})
        if (*t) {
            QApplication::removeTranslator(*t);
            delete t->data();
        }
    static const QFont original = QApplication::font();
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto* translator = new QTranslator(&app);
    if (locale.language() == QLocale::Chinese &&
        translator->load(QStringLiteral(":/i18n/gpuplanner_zh_CN.qm"))) {
        QApplication::installTranslator(translator);
        installed = translator;
        // Debian ships Qt's translations in qt6-translations-l10n (qtbase_zh_CN.qm).
        auto* qt = new QTranslator(&app);
        if (qt->load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"),
                     QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QApplication::installTranslator(qt);
            qtInstalled = qt;
        } else {
            delete qt;
        }
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        // The default CJK pick is often the Japanese variant; ask for the SC face.
        QFont font = original;
        font.setFamilies({QStringLiteral("Noto Sans CJK SC"), original.family()});
        QApplication::setFont(font);
        return QStringLiteral("zh_CN");
    }
    // English: the source text, but its plural forms ("%n offering(s)" -> "1 offering",
    // "3 offerings") come from gpuplanner_en.qm, which holds only those.
    if (translator->load(QStringLiteral(":/i18n/gpuplanner_en.qm"))) {
        QApplication::installTranslator(translator);
        installed = translator;
    } else {
        delete translator;
    }
    // English text; numbers and dates in the user's own locale (a German system writes
    // 1.234,5), except where there is none to speak of (the C locale) or it is English anyway.
    QLocale::setDefault(locale.language() == QLocale::C || locale.language() == QLocale::English
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : locale);
    QApplication::setFont(original);
    return QStringLiteral("en");
}

QString userDataFolder() {
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        return {};
    const QString folder = QDir(base).filePath(QCoreApplication::applicationName());
    const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (!old.isEmpty() && QDir::cleanPath(old) != QDir::cleanPath(folder) &&
        QFileInfo(old).isDir()) {
        // Move what the earlier, doubled folder holds, file by file, never over a file here.
        QDirIterator it(old, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString from = it.next();
            const QString to = QDir(folder).filePath(QDir(old).relativeFilePath(from));
            QDir().mkpath(QFileInfo(to).absolutePath());
            if (!QFileInfo::exists(to))
                QFile::rename(from, to);
        }
    }
    return folder;
}

} // namespace gpuplanner::ui
