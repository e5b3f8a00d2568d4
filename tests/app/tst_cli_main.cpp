// tst_cli runs gpuplan's test classes in one QCoreApplication: the commands and their JSON
// (tst_cli.cpp), their limits on hostile or huge input (tst_cli_limits.cpp), and calibration
// from a run's logs (tst_cli_calibrate.cpp), validation against published runs
// (tst_cli_validate.cpp), catalog update from a local HTTP server (tst_cli_catalog_update.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestCli(int argc, char** argv);
int runTestCliLimits(int argc, char** argv);
int runTestCliCalibrate(int argc, char** argv);
int runTestCliValidate(int argc, char** argv);
#ifdef GPUPLAN_TEST_DOWNLOAD
int runTestCliCatalogUpdate(int argc, char** argv);
#endif

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestCli(argc, argv);
    status |= runTestCliLimits(argc, argv);
    status |= runTestCliCalibrate(argc, argv);
    status |= runTestCliValidate(argc, argv);
#ifdef GPUPLAN_TEST_DOWNLOAD
    status |= runTestCliCatalogUpdate(argc, argv);
#endif
    return status;
}
