// tst_scenario runs the scenario reader's test classes in one QCoreApplication: the reader and
// its errors (tst_scenario.cpp), and names that must be plain text (tst_scenario_identifiers.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestScenario(int argc, char** argv);
int runTestScenarioIdentifiers(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestScenario(argc, argv);
    status |= runTestScenarioIdentifiers(argc, argv);
    return status;
}
