// tst_launch, disaggregated prefill and decode (issue #31): the example where it wins exports
// vLLM instances with NixlConnector, vLLM's proxy in front, for Slurm (pd_node.sh on every node)
// and Kubernetes (a Deployment per pool and one for the proxy); SkyPilot refuses it. The files'
// syntax goes through validate_launch_files.py in tst_launch.cpp's externalValidators.
#include "io/errors.h"
#include "launch/launch.h"
#include "launch_test_support.h"
#include "plan/catalogs.h"
#include "test_paths.h"

#include <QtTest>

#include <algorithm>

using namespace gpuplanner;

class TestLaunchDisaggregated final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;

private slots:
    void initTestCase() { catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")}); }

    void exportsWorkersAndProxy() {
        const PlannedScenario p = planned_example(catalogs_, "llama3-8b-rag-disaggregated");
        const auto it = std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                     [](const PlanOption& o) { return disaggregated(o); });
        QVERIFY(it != p.plan.options.end());
        const PlanOption& o = *it;
        const DisaggregatedService& pd = *o.serving->disaggregated;
        const ServingLaunch v = serving_launch(p.scenario, o);
        QCOMPARE(v.prefill_workers, pd.prefill_workers);
        QCOMPARE(v.prefill_workers + v.decode_workers, o.replicas); // spare GPUs decode
        QCOMPARE(v.tensor * o.replicas, o.gpu_count);

        const auto slurm = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        const std::string worker = text_of(slurm, "vllm_pd_worker.sh");
        for (const char* part : {"\"kv_connector\\\":\\\"NixlConnector", "kv_role\\\":\\\"$KV_ROLE",
                                 "prefill) KV_ROLE=kv_producer", "decode) KV_ROLE=kv_consumer",
                                 "VLLM_NIXL_SIDE_CHANNEL_PORT", "--port \"$PORT\""})
            QVERIFY2(has(worker, part), part);
        QVERIFY(has(worker, "--tensor-parallel-size " + std::to_string(v.tensor)));
        const std::string node = text_of(slurm, "pd_node.sh");
        QVERIFY2(has(node, "PER_NODE=" + std::to_string(o.gpus_per_node / v.tensor) +
                               " PREFILL=" + std::to_string(v.prefill_workers) +
                               " TOTAL=" + std::to_string(o.replicas)),
                 node.c_str());
        QVERIFY(has(text_of(slurm, "job.sbatch"), "#SBATCH --nodes=" + std::to_string(o.nodes)));
        const std::string proxy = text_of(slurm, "pd_proxy.sh");
        QVERIFY(has(proxy, "nixl_integration/toy_proxy_server.py"));
        QVERIFY(has(proxy, "--host 0.0.0.0"));
        QVERIFY(std::none_of(slurm.begin(), slurm.end(),
                             [](const LaunchFile& f) { return f.name == "vllm_serve.sh"; }));
        // The README's benchmark runs against the proxy at the whole rate.
        const std::string readme = text_of(slurm, "README.md");
        QVERIFY(has(readme, "--base-url http://PROXY:8000"));
        QVERIFY(has(readme, "--request-rate 10 "));
        QVERIFY(has(text_of(slurm, "README.zh-CN.md"), "预填充"));
        QVERIFY(has(text_of(slurm, "bench_serving.sh"), "--request-rate 10 "));
        QVERIFY(has(text_of(slurm, "bench_serving.sh"), "set BASE_URL to the proxy"));

        const auto k8s = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        const std::string yaml = text_of(k8s, "vllm.yaml");
        for (const std::string& part :
             {std::string("name: ") + "llama-3-1-8b-answering-over-long-documen" + "-prefill",
              std::string("replicas: ") + std::to_string(v.prefill_workers),
              std::string("replicas: ") + std::to_string(v.decode_workers),
              std::string("fieldPath: status.podIP"), std::string(kVllmDisaggregatedImage),
              std::string("value: llama-3-1-8b-answering-over-long-documen-decode")})
            QVERIFY2(has(yaml, part), part.c_str());
        QVERIFY(!launch_format_applies(o, LaunchFormat::SkyPilot));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 launch_files(p.scenario, p.plan, o, LaunchFormat::SkyPilot));
    }
};

int runTestLaunchDisaggregated(int argc, char** argv) {
    TestLaunchDisaggregated t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_disaggregated.moc"
