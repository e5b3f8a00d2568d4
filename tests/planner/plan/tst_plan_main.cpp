// tst_plan runs the planner's test classes in one QCoreApplication: ranking and billing
// (tst_plan.cpp), hardware, own machines and the front ends' pipeline (tst_plan_hardware.cpp),
// the diagnostics' sentences (tst_plan_diagnostics.cpp), what the summary recommends
// (tst_plan_summary.cpp), serving sized by bounds and simulation (tst_plan_serving.cpp) and
// how sure it is (tst_plan_serving_range.cpp), and the buyer's constraints
// (tst_plan_constraints.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestPlan(int argc, char** argv);
int runTestPlanHardware(int argc, char** argv);
int runTestPlanDiagnostics(int argc, char** argv);
int runTestPlanSummary(int argc, char** argv);
int runTestPlanServing(int argc, char** argv);
int runTestServingRange(int argc, char** argv);
int runTestPlanConstraints(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestPlan(argc, argv);
    status |= runTestPlanHardware(argc, argv);
    status |= runTestPlanDiagnostics(argc, argv);
    status |= runTestPlanSummary(argc, argv);
    status |= runTestPlanServing(argc, argv);
    status |= runTestServingRange(argc, argv);
    status |= runTestPlanConstraints(argc, argv);
    return status;
}
