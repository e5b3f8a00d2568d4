// tst_launch, how a service's launch files lay out its replicas (issue #31): a replica over
// several nodes (pipeline stages through Ray, SGLang's own multi-node launch; Slurm, SkyPilot
// and a LeaderWorkerSet); disaggregated prefill and decode where it wins (vLLM instances with
// NixlConnector, vLLM's proxy in front, for Slurm with pd_node.sh on every node and Kubernetes
// with a Deployment per pool and one for the proxy; SkyPilot refuses it), the README's latencies
// as the plan judges them, Slurm's time limit of a long service, and the benchmark Job's one
// replica.
// The files' syntax goes through validate_launch_files.py in tst_launch.cpp's externalValidators.
#include "io/errors.h"
#include "io/number_text.h"
#include "launch/launch.h"
#include "launch/launch_text.h"
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

    // A dense model one node cannot hold (issue #31): Llama 3.1 405B in bf16 on 8 x H100 nodes
    // is tensor parallel 8 in each node and two pipeline stages over two; vllm_serve.sh starts a
    // Ray cluster over the replica's nodes and serves from the first: Slurm, a LeaderWorkerSet, or
    // a SkyPilot cluster per replica.
    void pipelineStagesOverNodes() {
        const PlannedScenario p = planned_example(catalogs_, "llama31-405b-serving", {});
        const auto h100 = std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                       [](const PlanOption& o) { return o.gpu_id == "h100-sxm"; });
        QVERIFY(h100 != p.plan.options.end());
        QCOMPARE(h100->layout.tensor, std::int64_t(8));
        QCOMPARE(h100->layout.pipeline, std::int64_t(2));
        QCOMPARE(h100->gpu_count, 16 * h100->replicas);
        QVERIFY(replica_spans_nodes(*h100));
        const auto files = launch_files(p.scenario, p.plan, *h100, LaunchFormat::Slurm);
        const std::string serve = text_of(files, "vllm_serve.sh");
        for (const char* part :
             {"--tensor-parallel-size 8", "--pipeline-parallel-size 2",
              "--distributed-executor-backend ray", "ray start --head --port=6379",
              "exec ray start --block --address=\"$HEAD:6379\"", "grep -c ' node_')\" -ge 2"})
            QVERIFY2(serve.find(part) != std::string::npos, part);
        const std::string job = text_of(files, "job.sbatch");
        QVERIFY(job.find("#SBATCH --nodes=2\n") != std::string::npos);
        QVERIFY(job.find("NODE_RANK=$SLURM_NODEID") != std::string::npos);
        // On SkyPilot: one cluster of two nodes per replica, vllm_serve.sh on each (SkyServe's
        // replicas are one node each).
        QVERIFY(launch_format_applies(*h100, LaunchFormat::SkyPilot));
        const std::string task =
            text_of(launch_files(p.scenario, p.plan, *h100, LaunchFormat::SkyPilot), "task.yaml");
        for (const char* part :
             {"num_nodes: 2\n", "workdir: .\n", "NODE_RANK=\"$SKYPILOT_NODE_RANK\"",
              "HEAD=\"$(echo \"$SKYPILOT_NODE_IPS\" | head -n 1)\"", "exec bash ./vllm_serve.sh",
              "pip install vllm", "sky launch -c "})
            QVERIFY2(task.find(part) != std::string::npos, part);
        QVERIFY(task.find("service:") == std::string::npos);
        // On Kubernetes: a LeaderWorkerSet whose leader starts the Ray head and serves.
        const auto lws = launch_files(p.scenario, p.plan, *h100, LaunchFormat::Kubernetes);
        const std::string group = text_of(lws, "vllm.yaml");
        for (const char* part :
             {"apiVersion: leaderworkerset.x-k8s.io/v1", "size: 2", "nvidia.com/gpu: 8",
              "NODE_RANK=\"$LWS_WORKER_INDEX\"", "ray start --head --port=6379",
              "--pipeline-parallel-size 2", "leaderworkerset.sigs.k8s.io/name: "})
            QVERIFY2(group.find(part) != std::string::npos, part);
    }

    // SGLang timed for a replica over nodes starts it there too (its multi-node docs: --nnodes,
    // --node-rank, --dist-init-addr on every node; pipeline stages as --pp-size): Llama 3.1
    // 405B in bf16 on two 8 x H100 nodes, through Slurm and a LeaderWorkerSet.
    void sglangReplicaOverNodes() {
        const PlannedScenario p =
            planned_example(catalogs_, "llama31-405b-serving", [](nlohmann::json& j) {
                j["performance"]["serving_engine"] = "sglang";
            });
        const auto over = std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                       [](const PlanOption& o) { return replica_spans_nodes(o); });
        QVERIFY(over != p.plan.options.end());
        const ServingLaunch v = serving_launch(p.scenario, *over);
        QCOMPARE(v.engine, ServerEngine::Sglang);
        QVERIFY(v.nodes > 1);
        const auto slurm = launch_files(p.scenario, p.plan, *over, LaunchFormat::Slurm);
        const std::string serve = text_of(slurm, "sglang_serve.sh");
        for (const std::string& part :
             {std::string("--nnodes ") + std::to_string(v.nodes),
              std::string("--node-rank \"$NODE_RANK\""),
              std::string("--dist-init-addr \"$HEAD:5000\""),
              std::string("--tp-size ") + std::to_string(v.tensor * v.data_parallel)})
            QVERIFY2(has(serve, part), (part + "\n" + serve).c_str());
        QCOMPARE(has(serve, "--pp-size " + std::to_string(v.pipeline)), v.pipeline > 1);
        QVERIFY(has(text_of(slurm, "job.sbatch"), "$SLURM_SUBMIT_DIR/sglang_serve.sh"));
        const std::string lws = text_of(
            launch_files(p.scenario, p.plan, *over, LaunchFormat::Kubernetes), "sglang.yaml");
        for (const char* part :
             {"# SGLang as a LeaderWorkerSet", "kind: LeaderWorkerSet",
              "/gpuplanner/sglang_serve.sh", "  sglang_serve.sh: |", "lmsysorg/sglang"})
            QVERIFY2(has(lws, part), part);
        QVERIFY(!has(lws, "ray start"));
    }

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
        // Its benchmark Job goes through the proxy at the whole rate: nothing to scale down.
        QVERIFY(!has(text_of(k8s, "bench-job.yaml"), "kubectl scale"));
    }

    // The benchmark Job sends one replica's share of the rate to the Service in front of all
    // replicas; it says to run one replica while it measures, with the command, and how to aim
    // it at KServe's address (a walkthrough saw a Job at all replicas beside a README "against
    // one replica", 2026-12-06).
    void benchJobMeasuresOneReplica() {
        const PlannedScenario p = planned_example(catalogs_, "llama3-70b-serving");
        const auto it =
            std::find_if(p.plan.options.begin(), p.plan.options.end(), [&](const PlanOption& o) {
                return !disaggregated(o) && !replica_spans_nodes(o) &&
                       serving_launch(p.scenario, o).replicas > 1;
            });
        QVERIFY(it != p.plan.options.end());
        const ServingLaunch v = serving_launch(p.scenario, *it);
        const auto k8s = launch_files(p.scenario, p.plan, *it, LaunchFormat::Kubernetes);
        const std::string job = text_of(k8s, "bench-job.yaml");
        const std::string name = "llama-3-70b-served-to-50-users";
        QVERIFY2(has(job, "kubectl scale deployment/" + name + " --replicas=1), then back to " +
                              std::to_string(v.replicas) + "."),
                 job.c_str());
        QVERIFY(has(job, "kubectl get inferenceservice " + name));
        QVERIFY(has(job, "value: \"http://" + name + ":8000\""));
        QVERIFY(has(text_of(k8s, "README.md"), "which runs one replica while it measures"));
        // The README asks for a gated model's token; both manifests have its place.
        QVERIFY(has(text_of(k8s, "README.md"), "`hf-token` Secret"));
        QVERIFY(!has(text_of(k8s, "README.md"), "checkpoint claim"));
        for (const char* manifest : {"vllm.yaml", "kserve.yaml"})
            QVERIFY2(has(text_of(k8s, manifest), "#   - name: HF_TOKEN\n"), manifest);
    }

    // A job's time limit is its hours + 20% + 30 min; past a week, what many partitions allow,
    // the script says how to find the limit (a month-long service was written as 36 days).
    void slurmTimeLimitSaysWhenItIsLong_data() {
        QTest::addColumn<double>("hours");
        QTest::addColumn<QString>("limit");
        QTest::addColumn<bool>("note");
        QTest::newRow("a day") << 24.0 << "1-05:18:00" << false; // 29.3 h
        QTest::newRow("just under a week") << 139.5 << "6-23:54:00" << false;
        QTest::newRow("a month of service") << 730.0 << "36-12:30:00" << true;
    }
    void slurmTimeLimitSaysWhenItIsLong() {
        QFETCH(double, hours);
        QFETCH(QString, limit);
        QFETCH(bool, note);
        const std::string line = launch_detail::slurm_time_line(hours);
        // Said why, then set (helper walkthrough, 2026-12-07: the limit beside the README's
        // period was not explained).
        const std::string why = "# The time limit: the plan's " + format_number("%.1f", hours) +
                                " h + 20% and 30 minutes of start-up.\n";
        QVERIFY2(line.rfind(why + "#SBATCH --time=" + limit.toStdString() + "\n", 0) == 0,
                 line.c_str());
        QCOMPARE(line.find("sinfo") != std::string::npos, note);
    }

    // A service's README gives the latencies the plan judges by: the simulated p95 where the
    // option was simulated (the first, recommended, always is), as the report gives them.
    void serviceReadmeGivesTheJudgedLatencies() {
        const PlannedScenario p = planned_example(catalogs_, "deepseek-v3-serving");
        const PlanOption& best = p.plan.options.front();
        QVERIFY(best.serving && best.serving->simulation);
        const std::string readme =
            text_of(launch_files(p.scenario, p.plan, best, LaunchFormat::Slurm), "README.md");
        const std::string row = "| time to first token, p95 (simulated at the planned rate) | " +
                                format_number("%.2f", best.ttft_at_target_percentile()) + " s |";
        QVERIFY2(readme.find(row) != std::string::npos, readme.c_str());
        QVERIFY(readme.find("| time per output token, p95 (simulated) | ") != std::string::npos);
        // The billing mode in words, its JSON name beside it ("reserved_3y" alone read as code).
        QVERIFY2(readme.find(" (`" + to_string(best.billing) + "`).") != std::string::npos &&
                     readme.find(" billing.") == std::string::npos,
                 readme.c_str());
    }
};

int runTestLaunchDisaggregated(int argc, char** argv) {
    TestLaunchDisaggregated t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_disaggregated.moc"
