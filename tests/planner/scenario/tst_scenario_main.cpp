// tst_scenario runs the scenario reader's test classes in one QCoreApplication: the reader and
// its errors (tst_scenario.cpp), names that must be plain text (tst_scenario_identifiers.cpp), and
// rules between workload fields (tst_scenario_rules.cpp), and the order a scenario is written in
// (tst_scenario_text.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestScenario(int argc, char** argv);
int runTestScenarioIdentifiers(int argc, char** argv);
int runTestScenarioRules(int argc, char** argv);
int runTestScenarioText(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestScenario(argc, argv);
    status |= runTestScenarioIdentifiers(argc, argv);
    status |= runTestScenarioRules(argc, argv);
    status |= runTestScenarioText(argc, argv);
    return status;
}
