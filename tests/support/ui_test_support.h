#pragma once
// Helpers shared by the workbench's test classes (tst_ui.cpp, tst_ui_flows.cpp, ...). Tests reach
// the window's parts through the object tree, by type or objectName, never through getters kept
// for them (issue #26): only<T>(w), only<T>(w, "name"), fieldBox(w, "/json/pointer").
#include "core/application.h"
#include "core/calibration_store.h"
#include "core/catalog_store.h"
#include "test_paths.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"
#include "workbench/scenario_document.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QSize>
#include <QStandardPaths>
#include <QString>
#include <QTest>
#include <QTimer>

#include <memory>
#include <string>

inline QString example(const char* name) {
    return QString::fromStdString(resource(std::string("examples/") + name));
}

// The one T under `root` (named `name` when given, as setObjectName named it). None or more than
// one is a test failure, and the result then is null: the caller's next step stops the test.
template <class T> T* only(const QObject& root, const char* name = nullptr) {
    const QString wanted = name ? QString::fromUtf8(name) : QString();
    const QList<T*> found = root.findChildren<T*>(wanted);
    if (found.size() == 1)
        return found.front();
    QTest::qFail(qPrintable(QStringLiteral("expected one %1%2 under %3, found %4")
                                .arg(QString::fromLatin1(T::staticMetaObject.className()),
                                     name ? QStringLiteral(" named ") + wanted : QString(),
                                     QString::fromLatin1(root.metaObject()->className()))
                                .arg(found.size())),
                 __FILE__, __LINE__);
    return nullptr;
}

// The form's editor of a JSON pointer ("/workload/micro_batch"): the editor is named after it.
template <class T = QWidget> T* fieldBox(const QObject& window, const char* pointer) {
    return only<T>(window, pointer);
}

// The window's open scenario (a child of the window).
inline gpuplanner::ui::ScenarioDocument* document(const QObject& window) {
    return only<gpuplanner::ui::ScenarioDocument>(window);
}

// The worker has planned the document's current state, and the plan is good.
inline bool settled(gpuplanner::ui::MainWindow& w) {
    return !w.runner()->busy() && w.runner()->latest() && w.runner()->latest()->error.isEmpty();
}

// The worker has planned the document's current state (good or not).
inline bool idle(gpuplanner::ui::MainWindow& w) {
    return !w.runner()->busy() && w.runner()->latest();
}

// `w` shown at `size` with the example `file` opened and planned: false when the window did not
// come up, the file did not open, or the plan did not settle within a minute.
inline bool showPlanned(gpuplanner::ui::MainWindow& w, const char* file,
                        const QSize& size = QSize(1440, 900)) {
    w.setConfirmOnClose(false);
    w.resize(size);
    w.show();
    return QTest::qWaitForWindowActive(&w) && w.openScenario(example(file)) &&
           QTest::qWaitFor([&] { return settled(w); }, 60000);
}

// A clean start for a test class: its own settings, no autosave, no user catalog, English.
inline void startCleanWorkbench(const QString& applicationName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner Tests"));
    QCoreApplication::setApplicationName(applicationName);
    QSettings().clear();
    QDir(gpuplanner::ui::MainWindow::autosaveFolder()).removeRecursively();
    QFile::remove(gpuplanner::ui::CatalogStore::userCatalogPath());
    QFile::remove(gpuplanner::ui::CalibrationStore::path());
    gpuplanner::ui::installLanguage(*qobject_cast<QApplication*>(QCoreApplication::instance()),
                                    QStringLiteral("en"));
}

// What the next message box said, and whether one came.
struct BoxSeen {
    bool seen = false;
    QString text; // text and informative text
};

// Answers the next message box (it runs its own event loop) by clicking the button labelled
// `button`, and records what it said. The timer dies with `context`.
inline std::shared_ptr<BoxSeen> answerNextBox(QObject* context, const QString& button) {
    auto seen = std::make_shared<BoxSeen>();
    auto* timer = new QTimer(context);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, context, [timer, seen, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        seen->seen = true;
        seen->text = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(QLatin1Char('&')) == button) {
                b->click();
                return;
            }
        box->reject();
    });
    timer->start();
    return seen;
}
