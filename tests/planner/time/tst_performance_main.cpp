// tst_performance runs the time layer's test classes in one QCoreApplication: FLOPs, training
// terms (tst_performance.cpp), the serving roofline (tst_inference_performance.cpp), what expert
// parallelism adds (tst_expert_parallel.cpp), the kernel-level layer model, pipeline split and
// stacks (tst_layer_compute.cpp), a production run's goodput (tst_goodput.cpp), the data-parallel
// exchange and its inverse (tst_data_parallel.cpp), the serving step model and scheduler
// simulation (tst_serving_simulation.cpp), the API server in front of the engine
// (tst_serving_api_server.cpp), the prefill rate per engine and GPU class
// (tst_serving_prefill_rate.cpp).
#include <QCoreApplication>
#include <QtTest>

int runTestPerformance(int argc, char** argv);
int runTestExpertParallel(int argc, char** argv);
int runTestLayerCompute(int argc, char** argv);
int runTestGoodput(int argc, char** argv);
int runTestDataParallel(int argc, char** argv);
int runTestServingSimulation(int argc, char** argv);
int runTestInferencePerformance(int argc, char** argv);
int runTestServingApiServer(int argc, char** argv);
int runTestServingPrefillRate(int argc, char** argv);

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTEST_SET_MAIN_SOURCE_PATH
    int status = runTestPerformance(argc, argv);
    status |= runTestExpertParallel(argc, argv);
    status |= runTestLayerCompute(argc, argv);
    status |= runTestGoodput(argc, argv);
    status |= runTestDataParallel(argc, argv);
    status |= runTestInferencePerformance(argc, argv);
    status |= runTestServingSimulation(argc, argv);
    status |= runTestServingApiServer(argc, argv);
    status |= runTestServingPrefillRate(argc, argv);
    return status;
}
