// gpuplanner: the workbench's thin entry point.
#include "application.h"
#include "main_window.h"
#include "resources.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("GPU Planner"));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("Scenario file to open"));
    const QCommandLineOption shot(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window at 1440x900 to FILE.png and exit"),
        QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("Language: en or zh_CN"),
                                  QStringLiteral("LANG"));
    parser.addOption(shot);
    parser.addOption(lang);
    parser.process(app);
    gpuplanner::ui::installLanguage(app, parser.value(lang));

    gpuplanner::ui::MainWindow window;
    QString file = parser.positionalArguments().value(0);
    if (file.isEmpty())
        file = QString::fromStdString(
            gpuplanner::ResourcePaths{gpuplanner::find_resources_dir()}.example_scenario());
    QString error;
    const bool opened = window.openScenario(file, &error);
    if (parser.isSet(shot)) {
        window.resize(1440, 900);
        window.show();
        QApplication::processEvents();
        if (!opened) {
            fprintf(stderr, "%s\n", qPrintable(error));
            return 2;
        }
        return window.grab().save(parser.value(shot)) ? 0 : 1;
    }
    window.resize(1200, 800);
    window.show();
    if (!opened)
        QMessageBox::warning(&window, gpuplanner::ui::MainWindow::tr("Cannot open scenario"),
                             error);
    return app.exec();
}
