// gpuplanner: the workbench's thin entry point.
#include "core/application.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"
#include "workbench/results_view.h"

#include <QTabWidget>

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("GPU Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION)); // CMake's project()
    QApplication::setDesktopFileName(QStringLiteral("gpuplanner"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpuplanner.svg")));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("Scenario file to open"));
    const QCommandLineOption shot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window at 1440x900 to FILE.png and exit"),
        QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("Language: en or zh_CN (default: the settings')"),
                                  QStringLiteral("LANG"));
    const QCommandLineOption tab(QStringLiteral("tab"),
                                 QStringLiteral("With --screenshot: the results tab to show (0-5)"),
                                 QStringLiteral("N"), QStringLiteral("0"));
    parser.addOption(shot);
    parser.addOption(lang);
    parser.addOption(tab);
    parser.process(app);

    const gpuplanner::ui::AppSettings settings = gpuplanner::ui::AppSettings::load();
    gpuplanner::ui::installLanguage(app,
                                    parser.isSet(lang) ? parser.value(lang) : settings.language);

    gpuplanner::ui::MainWindow window;
    const bool screenshot = parser.isSet(shot);
    // The work of a crashed session is offered whether or not a file is named (not for a
    // screenshot: nobody is there to answer, and what is not offered is kept).
    QString error;
    const bool opened = window.start(parser.positionalArguments().value(0), !screenshot, &error);
    if (screenshot) {
        window.setConfirmOnClose(false);
        window.resize(1440, 900);
        window.show();
        if (!opened) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        // Wait for the plan (worker thread), then render.
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &app, [&] {
            if (!window.runner()->busy() && window.runner()->latest()) {
                window.results()->tabs()->setCurrentIndex(parser.value(tab).toInt());
                QApplication::processEvents();
                QApplication::exit(window.grab().save(parser.value(shot)) ? 0 : 1);
            }
        });
        poll.start(50);
        return app.exec();
    }
    // Where and how large the window was when it last closed (MainWindow::closeEvent).
    // The first time: 1440 x 900, within the screen's free area (a 1400-pixel screen cut the
    // summary off: helper walkthrough, 2026-12-06).
    if (!window.restoreGeometry(QSettings().value(QStringLiteral("ui/geometry")).toByteArray())) {
        const QRect free =
            window.screen() ? window.screen()->availableGeometry() : QRect(0, 0, 1440, 900);
        window.resize(std::min(1440, free.width()), std::min(900, free.height()));
    }
    window.show();
    if (!opened)
        QMessageBox::warning(&window, gpuplanner::ui::MainWindow::tr("Cannot open scenario"),
                             error);
    return app.exec();
}
