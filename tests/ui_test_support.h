#pragma once
// Helpers shared by the workbench's test classes (tst_ui.cpp, tst_ui_flows.cpp).
#include "core/application.h"
#include "core/catalog_store.h"
#include "test_paths.h"
#include "workbench/main_window.h"
#include "workbench/plan_runner.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

#include <string>

inline QString example(const char* name) {
    return QString::fromStdString(resource(std::string("examples/") + name));
}

// The worker has planned the document's current state, and the plan is good.
inline bool settled(gpuplanner::ui::MainWindow& w) {
    return !w.runner()->busy() && w.runner()->latest() && w.runner()->latest()->error.isEmpty();
}

// The worker has planned the document's current state (good or not).
inline bool idle(gpuplanner::ui::MainWindow& w) {
    return !w.runner()->busy() && w.runner()->latest();
}

// A clean start for a test class: its own settings, no autosave, no user catalog, English.
inline void startCleanWorkbench(const QString& applicationName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Planner Tests"));
    QCoreApplication::setApplicationName(applicationName);
    QSettings().clear();
    QDir(gpuplanner::ui::MainWindow::autosaveFolder()).removeRecursively();
    QFile::remove(gpuplanner::ui::CatalogStore::userCatalogPath());
    gpuplanner::ui::installLanguage(*qobject_cast<QApplication*>(QCoreApplication::instance()),
                                    QStringLiteral("en"));
}
