// tst_launch, Huawei Ascend (issue #32): an option on Ascend 910B/910C NPUs exports Ascend's
// stack, not CUDA images: vLLM-Ascend for serving, MindSpeed-LLM (Megatron-LM arguments) or
// DeepSpeed/PyTorch through torch_npu for training, CANN's environment in every script, the
// Ascend Device Plugin's resource on Kubernetes, a site-named generic resource on Slurm. What the
// stack cannot run is refused with the reason; the files pass the same validators as CUDA's.
#include "io/errors.h"
#include "io/json_reader.h"
#include "launch/export_folder.h"
#include "launch/launch.h"
#include "launch_test_support.h"
#include "plan/catalogs.h"
#include "plan/plan_pipeline.h"
#include "test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

#include <nlohmann/json.hpp>

using namespace gpuplanner;

namespace {

bool names(const std::vector<LaunchFile>& files, const std::string& name) {
    return std::any_of(files.begin(), files.end(),
                       [&](const LaunchFile& f) { return f.name == name; });
}

// The bundled catalogs with a node of eight `gpu` NPUs (a test row, not a price).
Catalogs with_ascend_node(Catalogs c, const std::string& gpu) {
    Offering o;
    o.provider = "test-cloud";
    o.instance_type = "npu.8x";
    o.region = "cn-test";
    o.gpu_id = gpu;
    o.gpu_count = 8;
    o.vcpus = 192;
    o.ram_gib = 1536;
    o.network_gbps = 200;
    o.gpu_interconnect = "nvlink";
    o.currency = "CNY";
    o.on_demand_per_hour = 200;
    o.source = "test row";
    o.as_of = "2026-11-30";
    c.offerings.offerings.push_back(o);
    return c;
}

// An example without its CUDA software pins and FP8 (which Ascend 910B lacks), planned with the
// Ascend node; `edit` changes the scenario first.
template <class Edit>
PlannedScenario planned_on(const Catalogs& c, const std::string& example, Edit edit) {
    const std::string path = resource("examples/" + example + ".gpuplan.json");
    nlohmann::json j = parse_json_file(path);
    j.erase("software");
    if (j["workload"].contains("weight_precision")) {
        j["workload"]["weight_precision"] = "bf16";
        j["workload"]["kv_precision"] = "bf16";
    }
    edit(j);
    j["constraints"]["providers"] = {"test-cloud"}; // the Ascend node only
    PlanJob job;
    job.today = "2026-11-30";
    return plan_scenario(j, path, c, job);
}

const PlanOption& ascend_option(const PlannedScenario& p) {
    const auto it = std::find_if(p.plan.options.begin(), p.plan.options.end(),
                                 [](const PlanOption& o) { return o.provider == "test-cloud"; });
    if (it == p.plan.options.end())
        throw std::runtime_error("no Ascend option planned");
    return *it;
}

} // namespace

class TestLaunchAscend final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;
    QTemporaryDir dir_;

private slots:
    void initTestCase() { catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")}); }

    void servingRunsVllmAscend_data() {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("image");
        QTest::newRow("910B: Atlas A2") << "ascend-910b" << QString::fromLatin1(kVllmAscendImage);
        QTest::newRow("910C: Atlas A3") << "ascend-910c" << QString::fromLatin1(kVllmAscendA3Image);
    }
    void servingRunsVllmAscend() {
        QFETCH(QString, gpu);
        QFETCH(QString, image);
        const PlannedScenario p = planned_on(with_ascend_node(catalogs_, gpu.toStdString()),
                                             "llama3-70b-serving", [](nlohmann::json&) {});
        const PlanOption& o = ascend_option(p);
        QCOMPARE(launch_stack(o), std::optional<LaunchStack>(LaunchStack::Ascend));
        QVERIFY(!launch_format_applies(o, LaunchFormat::SkyPilot));

        const auto k8s = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        for (const char* file : {"vllm.yaml", "kserve.yaml"}) {
            const std::string yaml = text_of(k8s, file);
            QVERIFY2(has(yaml, "image: \"" + image.toStdString() + "\""), file);
            // One pod per replica, as many NPUs as the replica's tensor-parallel group.
            QVERIFY2(has(yaml, "huawei.com/Ascend910: " + std::to_string(o.layout.tensor)), file);
            const std::size_t flag = yaml.find("\"--tensor-parallel-size\"");
            QVERIFY2(flag != std::string::npos, file);
            const std::size_t value = yaml.find("- \"", flag);
            const std::string tensor = std::to_string(o.layout.tensor) + "\"";
            QVERIFY2(value != std::string::npos && yaml.substr(value + 3, tensor.size()) == tensor,
                     file);
            QVERIFY2(!has(yaml, "nvidia.com/gpu"), file);
        }
        // TensorRT-LLM and SGLang run on CUDA only: not written beside vLLM-Ascend.
        QVERIFY(!names(k8s, "trtllm_serve.sh"));
        QVERIFY(!names(k8s, "sglang_serve.sh"));
        const std::string serve = text_of(k8s, "vllm_serve.sh");
        QVERIFY(has(serve, "source /usr/local/Ascend/ascend-toolkit/set_env.sh"));
        QVERIFY(has(serve, "set +u"));                // set_env.sh reads unset variables
        QVERIFY(!has(serve, "HCCL_CONNECT_TIMEOUT")); // MindSpeed-LLM's training settings

        const auto slurm = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        const std::string job = text_of(slurm, "job.sbatch");
        QVERIFY(has(job, "##SBATCH --gres=npu:" + std::to_string(o.layout.tensor)));
        QVERIFY(!has(job, "--gpus-per-node"));
        QVERIFY(has(job, "set_env.sh"));
        const std::string readme = text_of(slurm, "README.md");
        QVERIFY(has(readme, "## On Ascend NPUs"));
        QVERIFY(has(readme, image.toStdString()));
        QVERIFY(has(text_of(slurm, "README.zh-CN.md"), "## 在昇腾 NPU 上"));
    }

    // Megatron on Ascend is MindSpeed-LLM: Megatron-LM's arguments with --use-mcore-models, the
    // flags its Megatron (core_v0.12.1) lacks left as comments, its pretrain_gpt.py.
    void megatronTrainingRunsMindSpeed() {
        const PlannedScenario p = planned_on(with_ascend_node(catalogs_, "ascend-910b"),
                                             "llama2-7b-pretrain", [](nlohmann::json& j) {
                                                 j["model"] = {{"preset", "llama-3-70b"}};
                                                 j["workload"]["framework"] = "megatron";
                                                 j["workload"]["tokens"] = 2e11;
                                                 j["constraints"] = {{"max_gpus", 64}};
                                             });
        const PlanOption& o = ascend_option(p);
        const TrainingLaunch t = training_launch(o);
        QCOMPARE(t.engine, std::string("megatron"));
        QCOMPARE(t.image, std::string(kMindSpeedImage));
        const auto k8s = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        const std::string args = text_of(k8s, "megatron_args.sh");
        QVERIFY(has(args, "\n  --use-mcore-models\n"));
        QVERIFY(has(args, "MindSpeed-LLM"));
        QVERIFY(!has(args, "\n  --pipeline-model-parallel-layout"));
        QVERIFY(!has(args, "\n  --overlap-moe-expert-parallel-comm"));
        QVERIFY(
            has(args, "--tensor-model-parallel-size " + std::to_string(t.chosen.parallel.tensor)));
        const std::string job = text_of(k8s, "pytorchjob.yaml");
        QVERIFY(has(job, "huawei.com/Ascend910: 8"));
        QVERIFY(has(job, kMindSpeedImage));
        QVERIFY(has(job, "\"${TRAIN_SCRIPT:-pretrain_gpt.py}\" \"${MEGATRON_ARGS[@]}\""));
        QVERIFY(has(job, "HCCL_CONNECT_TIMEOUT=1200"));
        QVERIFY(!has(job, "nvidia.com/gpu"));
        QVERIFY(has(text_of(k8s, "README.md"), "MindSpeed-LLM"));
        const auto slurm = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        QVERIFY(has(text_of(slurm, "job.sbatch"), "##SBATCH --gres=npu:8"));
        QVERIFY(has(text_of(slurm, "job.sbatch"), "pretrain_gpt.py"));
    }

    // What Ascend's stack cannot run is refused, naming why: Megatron-DeepSpeed (MindSpeed-LLM
    // has no DeepSpeed), and parts no stack is written for (AMD here).
    void refusesWhatTheStackCannotRun() {
        const PlannedScenario p = planned_on(with_ascend_node(catalogs_, "ascend-910b"),
                                             "llama2-7b-pretrain", [](nlohmann::json&) {});
        PlanOption o = ascend_option(p);
        QVERIFY(o.strategy);
        auto strategy = std::make_shared<StrategyResult>(*o.strategy);
        strategy->best.workload.framework = Framework::DeepSpeed;
        strategy->best.workload.parallel.tensor = 2; // model parallel + ZeRO: Megatron-DeepSpeed
        o.strategy = strategy;
        QCOMPARE(training_launch(o).engine, std::string("megatron-deepspeed"));
        try {
            (void)launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
            QFAIL("Megatron-DeepSpeed exported for Ascend");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("option"));
            QVERIFY2(has(e.problem(), "Megatron-DeepSpeed") && has(e.problem(), "MindSpeed-LLM"),
                     e.problem().c_str());
        }
        PlanOption amd = ascend_option(p);
        amd.gpu_id = "mi300x";
        amd.vendor = "AMD";
        try {
            (void)launch_files(p.scenario, p.plan, amd, LaunchFormat::Kubernetes);
            QFAIL("launch files written for an AMD option");
        } catch (const InputError& e) {
            QVERIFY(e.problem().find("mi300x does not run CUDA") == 0);
            QVERIFY(has(e.problem(), "ROCm"));
        }
    }

    // The Ascend files pass what CUDA's pass: YAML, the Kubernetes API's types, bash -n
    // (scripts/launch/validate_launch_files.py; no sbatch: a local Slurm has no NPU resource).
    void filesPassTheValidators() {
        const QString python = QStringLiteral("/usr/bin/python3");
        if (!QFileInfo::exists(python))
            QSKIP("/usr/bin/python3 not installed: launch files not validated");
        const Catalogs c = with_ascend_node(catalogs_, "ascend-910b");
        QStringList folders;
        for (const char* example : {"llama3-70b-serving", "llama2-7b-pretrain"}) {
            const PlannedScenario p = planned_on(c, example, [](nlohmann::json&) {});
            for (const LaunchFormat f : {LaunchFormat::Slurm, LaunchFormat::Kubernetes}) {
                const std::string out =
                    dir_.path().toStdString() + "/" + example + "-" + to_string(f);
                write_launch_files(out, launch_files(p.scenario, p.plan, ascend_option(p), f),
                                   false);
                folders << QString::fromStdString(out);
            }
        }
        QProcess check;
        check.start(python, QStringList{QString::fromStdString(
                                resource("../scripts/launch/validate_launch_files.py"))} +
                                folders);
        QVERIFY(check.waitForFinished(300000));
        const QString out = QString::fromUtf8(check.readAllStandardOutput());
        if (check.exitCode() == 3)
            QSKIP(qPrintable(QStringLiteral("launch files not validated: ") + out.trimmed()));
        QVERIFY2(check.exitCode() == 0, qPrintable(out));
    }
};

int runTestLaunchAscend(int argc, char** argv) {
    TestLaunchAscend t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_ascend.moc"
