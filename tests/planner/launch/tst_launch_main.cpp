// tst_launch runs the launch module's test classes in one QCoreApplication: the files and their
// round trip through real tools (tst_launch.cpp), and writing them into a folder
// (tst_launch_export.cpp), hostile names kept inert (tst_launch_hostile.cpp), disaggregated
// prefill and decode (tst_launch_disaggregated.cpp), Huawei Ascend's stack (tst_launch_ascend.cpp),
// Megatron-LM's arguments against the plan (tst_launch_megatron.cpp), a service's limits
// and benchmark against the simulated traffic (tst_launch_serving_load.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestLaunch(int argc, char** argv);
int runTestLaunchExport(int argc, char** argv);
int runTestLaunchHostile(int argc, char** argv);
int runTestLaunchDisaggregated(int argc, char** argv);
int runTestLaunchAscend(int argc, char** argv);
int runTestLaunchMegatron(int argc, char** argv);
int runTestLaunchServingLoad(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestLaunch(argc, argv);
    status |= runTestLaunchExport(argc, argv);
    status |= runTestLaunchHostile(argc, argv);
    status |= runTestLaunchDisaggregated(argc, argv);
    status |= runTestLaunchAscend(argc, argv);
    status |= runTestLaunchMegatron(argc, argv);
    status |= runTestLaunchServingLoad(argc, argv);
    return status;
}
