// tst_ui runs the workbench's test classes in one QApplication: the widgets and models
// (tst_ui.cpp), what a user does with them, step by step (tst_ui_flows.cpp), and their words,
// units and colours (tst_ui_text.cpp), and autosaves and saves that survive crashes and other
// windows (tst_ui_autosave.cpp), exporting launch files (tst_ui_export.cpp), and typing into
// the form (tst_ui_fields.cpp), both languages (tst_ui_language.cpp) and their errors
// (tst_ui_error_language.cpp), and the team's own runs measured against their plans
// (tst_ui_runs.cpp), the catalog editor (tst_ui_catalog.cpp), the serving fields
// (tst_ui_serving_form.cpp), prices' ages and exchange rates (tst_ui_prices.cpp), and the
// constraints ticked from the catalogs (tst_ui_constraints.cpp).
#include <QApplication>
#include <QtTest>

int runTestUi(int argc, char** argv);
int runTestUiFlows(int argc, char** argv);
int runTestUiText(int argc, char** argv);
int runTestUiAutosave(int argc, char** argv);
int runTestUiExport(int argc, char** argv);
int runTestUiFields(int argc, char** argv);
int runTestUiLanguage(int argc, char** argv);
int runTestUiErrorLanguage(int argc, char** argv);
int runTestUiRuns(int argc, char** argv);
int runTestUiCatalog(int argc, char** argv);
int runTestUiServingForm(int argc, char** argv);
int runTestUiPrices(int argc, char** argv);
int runTestUiConstraints(int argc, char** argv);

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestUi(argc, argv);
    status |= runTestUiFlows(argc, argv);
    status |= runTestUiText(argc, argv);
    status |= runTestUiAutosave(argc, argv);
    status |= runTestUiExport(argc, argv);
    status |= runTestUiFields(argc, argv);
    status |= runTestUiLanguage(argc, argv);
    status |= runTestUiErrorLanguage(argc, argv);
    status |= runTestUiRuns(argc, argv);
    status |= runTestUiCatalog(argc, argv);
    status |= runTestUiServingForm(argc, argv);
    status |= runTestUiPrices(argc, argv);
    status |= runTestUiConstraints(argc, argv);
    return status;
}
