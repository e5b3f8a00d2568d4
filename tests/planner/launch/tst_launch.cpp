// Launch files (planner/launch): for the best option of every example, in every format that
// applies, the engine settings read back from the written files give the option's strategy (the
// round trip); the files pass real tools (PyYAML, the Kubernetes API's OpenAPI types through the
// official Python client, DeepSpeed's and SkyPilot's documented keys, bash -n, and
// `sbatch --test-only` on a throw-away local Slurm); bad requests are refused, nothing
// half-written.
#include "io/errors.h"
#include "io/json_reader.h"
#include "io/number_text.h"
#include "launch/export_folder.h"
#include "launch/launch.h"
#include "launch_test_support.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

const char* const kExamples[] = {"llama2-7b-pretrain", "llama3-8b-lora",
                                 "llama3-70b-serving", "resnet50-imagenet",
                                 "bert-base-finetune", "qlora-8b-workstation"};

const LaunchFile* file(const std::vector<LaunchFile>& files, const std::string& name) {
    for (const LaunchFile& f : files)
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace

class TestLaunch final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;
    QTemporaryDir dir_;

    PlannedScenario planned(const QString& name) const {
        return planned_example(catalogs_, name.toStdString());
    }

private slots:
    void initTestCase() {
        catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")});
        QVERIFY(dir_.isValid());
    }

    void roundTrip_data() {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("format");
        for (const char* e : kExamples)
            for (int f = 0; f < 3; ++f)
                QTest::addRow("%s %s", e, to_string(static_cast<LaunchFormat>(f)))
                    << QString::fromLatin1(e) << f;
    }
    void roundTrip() {
        QFETCH(QString, example);
        QFETCH(int, format);
        const PlannedScenario p = planned(example);
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        const auto f = static_cast<LaunchFormat>(format);
        std::vector<LaunchFile> files;
        try {
            files = launch_files(p.scenario, p.plan, o, f);
        } catch (const InputError& e) {
            // SkyPilot has no cloud for this provider: said, with the way out.
            QCOMPARE(f, LaunchFormat::SkyPilot);
            QCOMPARE(e.field(), std::string("format"));
            QVERIFY2(std::string(e.what()).find("slurm or kubernetes") != std::string::npos,
                     e.what());
            return;
        }
        QVERIFY(file(files, "README.md"));
        // The Chinese README (issue #29: the READMEs stayed English for a Chinese reader) holds
        // the same figures in the same order, in Chinese words.
        const auto figures = [](const std::string& text) {
            QStringList out;
            static const QRegularExpression number(QStringLiteral("\\d+(\\.\\d+)?"));
            for (const QString& line : QString::fromStdString(text).split(QLatin1Char('\n')))
                if (line.startsWith(QLatin1Char('|')))
                    for (auto m = number.globalMatch(line); m.hasNext();)
                        out << m.next().captured();
            return out;
        };
        QVERIFY(file(files, "README.zh-CN.md"));
        const std::string& zh = file(files, "README.zh-CN.md")->text;
        QVERIFY(zh.find("首次运行前需填写") != std::string::npos);
        QCOMPARE(figures(zh), figures(file(files, "README.md")->text));
        const bool serving = p.scenario.workload.is_inference();
        if (serving) {
            const ServingLaunch v = serving_launch(p.scenario, o);
            const std::string& sh = file(files, "vllm_serve.sh")->text;
            QCOMPARE(after(sh, "--tensor-parallel-size"), o.layout.tensor);
            QCOMPARE(after(sh, "--max-num-seqs"), p.scenario.workload.inference.max_sequences);
            QCOMPARE(after(sh, "--max-model-len"), v.max_model_len);
            QVERIFY(v.max_model_len >= p.scenario.workload.inference.context_tokens());
            // The benchmark that checks the plan, as a script (and on Kubernetes as a Job).
            const LaunchFile* bench = file(files, "bench_serving.sh");
            QVERIFY(bench && bench->executable);
            QCOMPARE(after(bench->text, "--num-prompts"),
                     p.scenario.workload.inference.simulated_requests);
            QVERIFY(bench->text.find("--base-url \"$BASE_URL\"") != std::string::npos);
            if (f == LaunchFormat::Kubernetes)
                QVERIFY(file(files, "bench-job.yaml") &&
                        file(files, "bench-job.yaml")->text.find("kind: Job") != std::string::npos);
            // On Kubernetes the same replicas as a KServe InferenceService beside the Deployment.
            if (f == LaunchFormat::Kubernetes) {
                const LaunchFile* kserve = file(files, "kserve.yaml");
                QVERIFY(kserve);
                QVERIFY(kserve->text.find("kind: InferenceService") != std::string::npos);
                QCOMPARE(after(kserve->text, "minReplicas:"), o.replicas);
                QVERIFY(kserve->text.find("name: kserve-container") != std::string::npos);
            }
            // TensorRT-LLM's server beside it, with the same sizes and limits, on one node.
            if (const LaunchFile* trt = file(files, "trtllm_serve.sh")) {
                QCOMPARE(v.nodes, std::int64_t{1});
                QCOMPARE(after(trt->text, "--tp_size"), o.layout.tensor);
                QCOMPARE(after(trt->text, "--max_batch_size"),
                         p.scenario.workload.inference.max_sequences);
                QCOMPARE(after(trt->text, "--max_seq_len"), v.max_model_len);
                QVERIFY(trt->text.find("--backend pytorch") != std::string::npos);
            } else {
                QVERIFY(v.nodes > 1 || v.data_parallel > 1);
            }
            // The benchmark that checks the plan, at its load and lengths, and the command
            // that reads its result back (docs/calibration.md), in both READMEs.
            for (const char* readme : {"README.md", "README.zh-CN.md"}) {
                const std::string& text = file(files, readme)->text;
                const auto& w = p.scenario.workload.inference;
                QCOMPARE(after(text, "--random-input-len"), w.prompt_tokens);
                QCOMPARE(after(text, "--random-output-len"), w.output_tokens);
                // At the load the plan simulated one replica at: its rate, or its clients.
                if (o.serving && o.serving->requests_per_second_per_group > 0)
                    QVERIFY(
                        text.find(
                            "--request-rate " +
                            format_number(
                                "%g", o.serving->requests_per_second_per_group *
                                          double(o.serving->workload.attention_data_parallel))) !=
                        std::string::npos);
                else
                    QCOMPARE(after(text, "--max-concurrency"), w.concurrency);
                QCOMPARE(after(text, "--num-prompts"), w.simulated_requests);
                QCOMPARE(after(text, "--seed"), w.seed);
                QVERIFY(text.find("gpuplan calibrate bench.json vllm-startup.log") !=
                        std::string::npos);
            }
            if (f == LaunchFormat::Kubernetes)
                QCOMPARE(after(file(files, "vllm.yaml")->text, "replicas"), o.replicas);
            if (f == LaunchFormat::SkyPilot)
                QCOMPARE(after(file(files, "task.yaml")->text, "replicas"), v.replicas);
            return;
        }
        const Strategy& st = o.strategy->best;
        const Parallelism& par = st.workload.parallel;
        QCOMPARE(par.gpus() + st.idle_gpus, o.gpu_count);
        if (const LaunchFile* ds = file(files, "ds_config.json")) {
            const auto j = nlohmann::json::parse(ds->text);
            QCOMPARE(j["train_micro_batch_size_per_gpu"].get<std::int64_t>(),
                     st.workload.micro_batch);
            QCOMPARE(j["gradient_accumulation_steps"].get<std::int64_t>(),
                     st.gradient_accumulation);
            QCOMPARE(j["zero_optimization"]["stage"].get<int>(), par.zero_stage);
            QCOMPARE(j["train_batch_size"].get<std::int64_t>(),
                     st.workload.micro_batch * st.gradient_accumulation * par.data);
            QCOMPARE(j["zero_optimization"].contains("offload_optimizer"),
                     st.workload.offload_optimizer);
        }
        if (const LaunchFile* mg = file(files, "megatron_args.sh")) {
            QCOMPARE(after(mg->text, "--tensor-model-parallel-size"), par.tensor);
            QCOMPARE(after(mg->text, "--pipeline-model-parallel-size"), par.pipeline);
            QCOMPARE(after(mg->text, "--micro-batch-size"), st.workload.micro_batch);
            QCOMPARE(after(mg->text, "--global-batch-size"), std::llround(st.global_batch));
            const TransformerArch& arch = p.scenario.model.arch;
            for (const auto& [flag, value] :
                 {std::pair{"--attention-dropout ", arch.attention_dropout},
                  std::pair{"--hidden-dropout ", arch.hidden_dropout}})
                QVERIFY2(mg->text.find(flag + nlohmann::json(value).dump() + "\n") !=
                             std::string::npos,
                         mg->text.c_str());
        } else {
            QCOMPARE(par.tensor * par.pipeline * par.context, std::int64_t{1}); // DeepSpeed alone
        }
        switch (f) {
        case LaunchFormat::Slurm: {
            const std::string& s = file(files, "job.sbatch")->text;
            QCOMPARE(after(s, "#SBATCH --nodes"), o.nodes);
            QCOMPARE(after(s, "#SBATCH --gpus-per-node"), o.gpus_per_node);
            QCOMPARE(after(s, "--nproc-per-node"), o.gpus_per_node);
            break;
        }
        case LaunchFormat::Kubernetes: {
            const std::string& k = file(files, "pytorchjob.yaml")->text;
            QCOMPARE(after(k, "--nnodes"), o.nodes);
            QCOMPARE(after(k, "nvidia.com/gpu"), o.gpus_per_node);
            const auto worker = k.find("Worker:");
            QCOMPARE(worker == std::string::npos ? 0 : after(k.substr(worker), "replicas"),
                     o.nodes - 1);
            break;
        }
        case LaunchFormat::SkyPilot: {
            const std::string& t = file(files, "task.yaml")->text;
            QCOMPARE(after(t, "num_nodes"), o.nodes);
            QVERIFY2(t.find(":" + std::to_string(o.gpus_per_node) + "\"") != std::string::npos,
                     t.c_str());
            QCOMPARE(t.find("use_spot: true") != std::string::npos, o.billing == BillingMode::Spot);
            // The launch folder (train.py) is synced to every node; each node's disk holds the
            // data set and its share of one checkpoint (the kept ones are in the bucket), not
            // every kept checkpoint (8.5 TB per node before, issue #29).
            QVERIFY2(t.find("\nworkdir: .\n") != std::string::npos, t.c_str());
            const double per_node =
                p.plan.storage->dataset_bytes + p.plan.storage->checkpoint_bytes / double(o.nodes);
            QCOMPARE(after(t, "disk_size"),
                     std::max<std::int64_t>(
                         256, std::llround(std::ceil(per_node * 1.1 / 1073741824.0))));
            break;
        }
        }
    }

    // A plain PyTorch script (framework: pytorch, data parallel only) gets training.json with
    // the FSDP sharding strategy of the option's ZeRO stage and its optimizer offload as FSDP's
    // cpu_offload (docs/export.md): 3 shards everything, 2 gradients and optimizer states, 1
    // and 0 nothing (FSDP has no optimizer-only sharding).
    void pytorchFsdpFollowsZeroStage_data() {
        QTest::addColumn<int>("zeroStage");
        QTest::addColumn<bool>("offload");
        QTest::addColumn<QString>("sharding");
        QTest::newRow("ZeRO-0") << 0 << false << QStringLiteral("NO_SHARD");
        QTest::newRow("ZeRO-1") << 1 << false << QStringLiteral("NO_SHARD");
        QTest::newRow("ZeRO-1, optimizer offload") << 1 << true << QStringLiteral("NO_SHARD");
        QTest::newRow("ZeRO-2") << 2 << false << QStringLiteral("SHARD_GRAD_OP");
        QTest::newRow("ZeRO-3") << 3 << false << QStringLiteral("FULL_SHARD");
        QTest::newRow("ZeRO-3, optimizer offload") << 3 << true << QStringLiteral("FULL_SHARD");
    }
    void pytorchFsdpFollowsZeroStage() {
        QFETCH(int, zeroStage);
        QFETCH(bool, offload);
        QFETCH(QString, sharding);
        const std::string path = resource("examples/bert-base-finetune.gpuplan.json");
        nlohmann::json doc = parse_json_file(path);
        auto& w = doc["workload"];
        w["framework"] = "pytorch";
        w["zero_stage"] = zeroStage;
        w["tensor_parallel"] = w["pipeline_parallel"] = w["context_parallel"] = 1;
        if (offload)
            w["offload_optimizer"] = true;
        PlanJob job;
        job.today = "2026-11-30";
        const PlannedScenario p = plan_scenario(doc, path, catalogs_, job);
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        QCOMPARE(o.strategy->best.workload.parallel.zero_stage, zeroStage);
        const auto files = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        QVERIFY(!file(files, "ds_config.json") && !file(files, "megatron_args.sh"));
        const LaunchFile* t = file(files, "training.json");
        QVERIFY(t);
        const auto j = nlohmann::json::parse(t->text);
        QCOMPARE(QString::fromStdString(j.at("fsdp_sharding_strategy").get<std::string>()),
                 sharding);
        QCOMPARE(j.at("cpu_offload").get<bool>(), offload);
        QCOMPARE(j.at("data_parallel").get<std::int64_t>(),
                 o.strategy->best.workload.parallel.data);
    }

    // The real tools: every example's best option in every format, written as gpuplan export
    // writes it, through scripts/launch/validate_launch_files.py (with sbatch --test-only on a
    // local Slurm started for the test where this machine can run one).
    void externalValidators() {
        const QString python = QStringLiteral("/usr/bin/python3");
        if (!QFileInfo::exists(python))
            QSKIP("/usr/bin/python3 not installed: launch files not validated");
        const std::string root = dir_.path().toStdString() + "/validate";
        QStringList folders;
        for (const char* e : kExamples) {
            const PlannedScenario p = planned(QString::fromLatin1(e));
            for (int f = 0; f < 3; ++f) {
                std::vector<LaunchFile> files;
                try {
                    files = launch_files(p.scenario, p.plan, p.plan.options.front(),
                                         static_cast<LaunchFormat>(f));
                } catch (const InputError&) {
                    continue; // SkyPilot without a cloud for the provider (roundTrip checks it)
                }
                const std::string out =
                    root + "/" + e + "-" + to_string(static_cast<LaunchFormat>(f));
                write_launch_files(out, files, false);
                folders << QString::fromStdString(out);
            }
        }
        // Replicas over two nodes (LeaderWorkerSets, Ray and data-parallel scripts): the first
        // such option of the 405B and DeepSeek-V3 services, for Slurm and Kubernetes.
        for (const char* e : {"llama31-405b-serving", "deepseek-v3-serving"}) {
            const PlannedScenario p = planned(QString::fromLatin1(e));
            const auto spans =
                std::find_if(p.plan.options.begin(), p.plan.options.end(),
                             [](const PlanOption& o) { return replica_spans_nodes(o); });
            QVERIFY(spans != p.plan.options.end());
            for (const LaunchFormat f : {LaunchFormat::Slurm, LaunchFormat::Kubernetes}) {
                const std::string out = root + "/" + e + "-spans-" + to_string(f);
                write_launch_files(out, launch_files(p.scenario, p.plan, *spans, f), false);
                folders << QString::fromStdString(out);
            }
        }
        // Disaggregated prefill and decode: the example's first such option.
        {
            const PlannedScenario p = planned(QStringLiteral("llama3-8b-rag-disaggregated"));
            const auto pd = std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                         [](const PlanOption& o) { return disaggregated(o); });
            QVERIFY(pd != p.plan.options.end());
            for (const LaunchFormat f : {LaunchFormat::Slurm, LaunchFormat::Kubernetes}) {
                const std::string out = root + "/disaggregated-" + to_string(f);
                write_launch_files(out, launch_files(p.scenario, p.plan, *pd, f), false);
                folders << QString::fromStdString(out);
            }
        }
        const QString scripts = QString::fromStdString(resource("../scripts/launch"));
        QStringList args{scripts + QStringLiteral("/validate_launch_files.py")};
        // A local Slurm for sbatch --test-only (root, slurm-wlm and munge needed).
        const QString slurmDir = dir_.path() + QStringLiteral("/slurm");
        QProcess slurm;
        slurm.start(scripts + QStringLiteral("/local-slurm.sh"),
                    {QStringLiteral("start"), slurmDir});
        slurm.waitForFinished(60000);
        const QString conf = QString::fromUtf8(slurm.readAllStandardOutput()).trimmed();
        const bool haveSlurm = slurm.exitCode() == 0 && !conf.isEmpty();
        if (haveSlurm)
            args << QStringLiteral("--slurm-conf") << conf;
        QProcess check;
        check.start(python, args + folders);
        QVERIFY(check.waitForFinished(300000));
        QProcess::execute(scripts + QStringLiteral("/local-slurm.sh"),
                          {QStringLiteral("stop"), slurmDir});
        const QString out = QString::fromUtf8(check.readAllStandardOutput());
        if (check.exitCode() == 3)
            QSKIP(qPrintable(QStringLiteral("launch files not validated: ") + out.trimmed()));
        QVERIFY2(check.exitCode() == 0, qPrintable(out));
        QVERIFY(folders.size() >=
                15); // 6 examples x 3 formats, less SkyPilot where it has no cloud
        if (!haveSlurm)
            QSKIP(qPrintable(QStringLiteral("validated, but sbatch --test-only not run (no local "
                                            "Slurm: ") +
                             QString::fromUtf8(slurm.readAllStandardError()).trimmed() +
                             QLatin1Char(')')));
    }

    // A serving node's disk holds the checkpoint it downloads (helper walkthrough, 2026-12-07:
    // 256 GiB for Llama 3.1 405B's 811.7 GB of bf16 weights): +10% and 64 GiB for the image and
    // the engine's caches. 405,853,388,800 parameters x 2 bytes x 1.1 = 831.6 GiB -> 832 + 64;
    // DeepSeek-V3's checkpoint is fp8 (671 B parameters, about 1 byte each: 687-700 GiB + 64).
    void servingDiskHoldsTheCheckpoint_data() {
        QTest::addColumn<QString>("example");
        QTest::addColumn<std::int64_t>("low");
        QTest::addColumn<std::int64_t>("high");
        QTest::newRow("405b bf16")
            << QStringLiteral("llama31-405b-serving") << std::int64_t(896) << std::int64_t(896);
        QTest::newRow("deepseek-v3 fp8")
            << QStringLiteral("deepseek-v3-serving") << std::int64_t(751) << std::int64_t(764);
        QTest::newRow("70b bf16 (the floor)")
            << QStringLiteral("llama3-70b-serving") << std::int64_t(256) << std::int64_t(256);
    }
    void servingDiskHoldsTheCheckpoint() {
        QFETCH(QString, example);
        QFETCH(std::int64_t, low);
        QFETCH(std::int64_t, high);
        const PlannedScenario p = planned_example(catalogs_, example.toStdString());
        const auto sky =
            std::find_if(p.plan.options.begin(), p.plan.options.end(), [](const PlanOption& o) {
                return launch_format_applies(o, LaunchFormat::SkyPilot);
            });
        QVERIFY(sky != p.plan.options.end());
        const std::int64_t disk = after(
            file(launch_files(p.scenario, p.plan, *sky, LaunchFormat::SkyPilot), "task.yaml")->text,
            "disk_size");
        QVERIFY2(disk >= low && disk <= high, std::to_string(disk).c_str());
    }

    // An MoE served with attention data parallelism (issue #27): vLLM's data-parallel and
    // expert-parallel flags; a replica over two nodes runs vllm_serve.sh on each (the second
    // headless), for Slurm or as a LeaderWorkerSet; one on a node is one vLLM server of all its
    // GPUs. The layout is the user's (the search may find tp 8 x pp 2 cheaper on H100), and
    // without a time-to-first-token target every H100 offering keeps it.
    void moeServingWithExpertParallelism() {
        const PlannedScenario p =
            planned_example(catalogs_, "deepseek-v3-serving", [](nlohmann::json& j) {
                j["workload"]["tensor_parallel"] = 1;
                j["workload"]["attention_data_parallel"] = 16;
                j["workload"].erase("ttft_target_seconds");
            });
        const auto find = [&](const char* gpu) {
            return std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                [&](const PlanOption& o) { return o.gpu_id == gpu; });
        };
        const auto h100 = find("h100-sxm"); // 80 GB: 671B at fp8 needs two nodes
        QVERIFY(h100 != p.plan.options.end());
        QCOMPARE(h100->layout.expert, std::int64_t(16));
        QCOMPARE(h100->gpu_count, 16 * h100->replicas);
        const auto files = launch_files(p.scenario, p.plan, *h100, LaunchFormat::Slurm);
        const std::string serve = file(files, "vllm_serve.sh")->text;
        for (const char* part :
             {"--data-parallel-size 16", "--enable-expert-parallel", "--data-parallel-size-local 8",
              "--headless", "--data-parallel-start-rank $((NODE_RANK * 8))", "--max-num-seqs 256"})
            QVERIFY2(serve.find(part) != std::string::npos, part);
        const std::string sglang = file(files, "sglang_serve.sh")->text;
        for (const char* part : {"--tp-size 16", "--dp-size 16", "--enable-dp-attention",
                                 "--ep-size 16", "--nnodes 2", "--quantization fp8"})
            QVERIFY2(sglang.find(part) != std::string::npos, part);
        const std::string job = file(files, "job.sbatch")->text;
        QVERIFY(job.find("#SBATCH --nodes=2\n") != std::string::npos);
        QVERIFY(job.find("#SBATCH --gpus-per-node=8\n") != std::string::npos);
        if (launch_format_applies(*h100, LaunchFormat::SkyPilot))
            QVERIFY(
                file(launch_files(p.scenario, p.plan, *h100, LaunchFormat::SkyPilot), "task.yaml")
                    ->text.find("num_nodes: 2\n") != std::string::npos);
        // On Kubernetes: a LeaderWorkerSet of two pods per replica running the same script.
        const auto lws = launch_files(p.scenario, p.plan, *h100, LaunchFormat::Kubernetes);
        const std::string group = file(lws, "vllm.yaml")->text;
        for (const char* part : {"kind: LeaderWorkerSet", "size: 2", "nvidia.com/gpu: 8",
                                 "HEAD=\"$LWS_LEADER_ADDRESS\"", "--data-parallel-size-local 8"})
            QVERIFY2(group.find(part) != std::string::npos, part);

        // As the search chooses it, on H200 (141 GB): one node of 8.
        const PlannedScenario chosen = planned(QStringLiteral("deepseek-v3-serving"));
        const auto h200 = std::find_if(chosen.plan.options.begin(), chosen.plan.options.end(),
                                       [](const PlanOption& o) { return o.gpu_id == "h200-sxm"; });
        QVERIFY(h200 != chosen.plan.options.end());
        QCOMPARE(h200->layout.expert, std::int64_t(8));
        const auto k8s =
            launch_files(chosen.scenario, chosen.plan, *h200, LaunchFormat::Kubernetes);
        const std::string yaml = file(k8s, "vllm.yaml")->text;
        QVERIFY(yaml.find("nvidia.com/gpu: 8") != std::string::npos);
        QVERIFY(yaml.find("--enable-expert-parallel") != std::string::npos);
        QVERIFY(file(k8s, "vllm_serve.sh")->text.find("--headless") == std::string::npos);
    }

    // Refusals: an option that does not fit, a format that does not apply, a folder in the way;
    // a failed write leaves nothing behind and the old folder as it was.
    void refusals() {
        const PlannedScenario p = planned(QStringLiteral("qlora-8b-workstation"));
        const auto owned =
            std::find_if(p.plan.options.begin(), p.plan.options.end(),
                         [](const PlanOption& o) { return o.billing == BillingMode::Owned; });
        QVERIFY(owned != p.plan.options.end());
        try {
            (void)launch_files(p.scenario, p.plan, *owned, LaunchFormat::SkyPilot);
            QFAIL("SkyPilot accepted for the own machine");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("format"));
        }
        PlanOption unfit = p.plan.options.front();
        unfit.fits = false;
        QVERIFY_THROWS_EXCEPTION(
            InputError, (void)launch_files(p.scenario, p.plan, unfit, LaunchFormat::Slurm));
        // A GPU without CUDA and without a stack GPU Planner writes (a TPU): no CUDA images are
        // written; the error names the part and the vendor's stack. Ascend: tst_launch_ascend.
        PlanOption tpu = p.plan.options.front();
        tpu.gpu_id = "tpu-v6e";
        tpu.cuda = false;
        tpu.vendor = "Google";
        try {
            (void)launch_files(p.scenario, p.plan, tpu, LaunchFormat::Slurm);
            QFAIL("CUDA launch files written for a TPU option");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("option"));
            QVERIFY(e.problem().find("tpu-v6e does not run CUDA") == 0);
            QVERIFY(e.problem().find("JAX on TPUs") != std::string::npos);
        }

        // Writing into folders: tst_launch_export.cpp.
    }
};

int runTestLaunch(int argc, char** argv) {
    TestLaunch t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch.moc"
