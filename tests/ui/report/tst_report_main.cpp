// tst_report runs the report's test classes in one QCoreApplication: every example's PDF, its
// languages, paper and bad input (tst_report.cpp), and what a procurement committee would
// challenge on its pages (tst_report_committee.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestReport(int argc, char** argv);
int runTestReportCommittee(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestReport(argc, argv);
    status |= runTestReportCommittee(argc, argv);
    return status;
}
