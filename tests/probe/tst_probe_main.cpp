// tst_probe runs the probe's test classes in one QCoreApplication: gpuprobe's host-side logic and
// the program itself (tst_probe.cpp), and the planner's reading of what it writes
// (tst_probe_results.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestProbe(int argc, char** argv);
int runTestProbeResults(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestProbe(argc, argv);
    status |= runTestProbeResults(argc, argv);
    return status;
}
