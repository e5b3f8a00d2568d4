// tst_model runs the model layer's test classes in one QCoreApplication: counts, KV, FLOPs and
// config reading of the dense families (tst_model.cpp), and the MoE, latent- and local-attention
// families with checkpoint bytes and unknown families (tst_model_families.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestModel(int argc, char** argv);
int runTestModelFamilies(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestModel(argc, argv);
    status |= runTestModelFamilies(argc, argv);
    return status;
}
