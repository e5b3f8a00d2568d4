#pragma once
// Helpers shared by the workbench's test classes (tst_ui.cpp, tst_ui_flows.cpp).
#include "main_window.h"
#include "plan_runner.h"
#include "test_paths.h"

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
