// tst_offerings runs the catalog layer's test classes in one QCoreApplication: offerings files,
// providers (tst_offerings.cpp), the SkyPilot importer (tst_skypilot_import.cpp), the gpuhunt and
// dstack importers,
// format detection, the merge of an update and the diff of two catalogs
// (tst_catalog_import.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestOfferings(int argc, char** argv);
int runTestCatalogImport(int argc, char** argv);
int runTestSkyPilotImport(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestOfferings(argc, argv);
    status |= runTestCatalogImport(argc, argv);
    status |= runTestSkyPilotImport(argc, argv);
    return status;
}
