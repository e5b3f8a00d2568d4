// tst_launch, Megatron-LM's arguments: what the plan was checked and timed with is what
// megatron_args.sh asks for. A plan that fits only with the optimizer's states in host memory
// exports Megatron-Core's CPU offload (MindSpeed's swap-optimizer on Ascend), and the pipeline
// layout it writes is the split the plan's time and memory used (time/stacks.h).
#include "launch/launch.h"
#include "launch_test_support.h"
#include "model/pipeline_split.h"
#include "time/stacks.h"

#include <QtTest>

#include <algorithm>
#include <memory>
#include <sstream>

using namespace gpuplanner;

namespace {

// The layers each pipeline rank holds in a --pipeline-model-parallel-layout string (segments
// in schedule order: rank r holds segments r, r + p, r + 2p...).
std::vector<std::int64_t> layers_per_rank(const std::string& layout, std::int64_t stages) {
    std::vector<std::int64_t> out(static_cast<std::size_t>(stages), 0);
    std::stringstream in(layout);
    std::string segment;
    std::int64_t i = 0;
    while (std::getline(in, segment, '|'))
        out[static_cast<std::size_t>(i++ % stages)] +=
            std::count(segment.begin(), segment.end(), 't');
    return out;
}

std::string quoted_after(const std::string& text, const std::string& flag) {
    const auto at = text.find(flag + " \"");
    if (at == std::string::npos)
        return {};
    const auto from = at + flag.size() + 2;
    return text.substr(from, text.find('"', from) - from);
}

} // namespace

class TestLaunchMegatron final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;

    // `model` (Llama 3 70B) pre-trained with Megatron on the bundled catalog, `stack` named or
    // not.
    PlannedScenario pretraining(const char* stack, const char* model = "llama-3-70b") const {
        const std::string path = resource("examples/llama2-7b-pretrain.gpuplan.json");
        nlohmann::json j = parse_json_file(path);
        j["model"] = {{"preset", model}};
        j["workload"]["framework"] = "megatron";
        j["workload"]["tokens"] = 2e11;
        j["constraints"] = {{"max_gpus", 64}};
        if (stack)
            j["performance"]["stack"] = stack;
        PlanJob job;
        job.today = "2026-11-30";
        return plan_scenario(j, path, catalogs_, job);
    }

private slots:
    void initTestCase() { catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")}); }

    // The optimizer's states offloaded: Megatron-Core 0.11's hybrid-device optimizer with the
    // precision-aware optimizer it needs, on the distributed optimizer; MindSpeed's
    // --swap-optimizer on Ascend. Without offload none of them.
    void offloadReachesTheArguments_data() {
        QTest::addColumn<bool>("offload");
        QTest::addColumn<bool>("ascend");
        QTest::newRow("CUDA, offload") << true << false;
        QTest::newRow("CUDA, none") << false << false;
        QTest::newRow("Ascend, offload") << true << true;
        QTest::newRow("Ascend, none") << false << true;
    }
    void offloadReachesTheArguments() {
        QFETCH(bool, offload);
        QFETCH(bool, ascend);
        const PlannedScenario p = pretraining(nullptr);
        QVERIFY(!p.plan.options.empty() && p.plan.options.front().strategy);
        PlanOption o = p.plan.options.front();
        auto strategy = std::make_shared<StrategyResult>(*o.strategy);
        strategy->best.workload.offload_optimizer = offload;
        strategy->best.workload.parallel.zero_stage = 1;
        o.strategy = strategy;
        if (ascend) {
            o.cuda = false;
            o.vendor = "Huawei";
            o.gpu_id = "ascend-910b";
        }
        const std::string args = text_of(
            launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes), "megatron_args.sh");
        QVERIFY(has(args, "\n  --use-distributed-optimizer\n"));
        QCOMPARE(has(args, "\n  --optimizer-cpu-offload\n"), offload && !ascend);
        QCOMPARE(has(args, "\n  --optimizer-offload-fraction 1.0\n"), offload && !ascend);
        QCOMPARE(has(args, "\n  --use-precision-aware-optimizer\n"), offload && !ascend);
        QCOMPARE(has(args, "\n  --swap-optimizer\n"), offload && ascend);
    }

    // The layout written is the split the plan used: without a named stack the plan's time
    // has no output-layer weight and Llama 3 70B's 80 layers split evenly (no layout flag
    // unless interleaving needs one, and then 80 / p on every rank); with Megatron-Core the
    // heavy output layer (128,256 words) moves layers off the last stage, and the layout's
    // ranks hold what the plan reports.
    void layoutIsThePlansSplit_data() {
        QTest::addColumn<QString>("stack");
        QTest::newRow("default stack") << QString();
        QTest::newRow("megatron_core") << QStringLiteral("megatron_core");
    }
    void layoutIsThePlansSplit() {
        QFETCH(QString, stack);
        const std::string name = stack.toStdString();
        const PlannedScenario p = pretraining(stack.isEmpty() ? nullptr : name.c_str());
        int checked = 0;
        for (const PlanOption& o : p.plan.options) {
            if (!o.strategy || o.strategy->best.workload.parallel.pipeline <= 1)
                continue;
            const Strategy& st = o.strategy->best;
            const std::int64_t stages = st.workload.parallel.pipeline;
            const std::string args = text_of(
                launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm), "megatron_args.sh");
            const std::string layout = quoted_after(args, "--pipeline-model-parallel-layout");
            const PipelineSplit split = training_pipeline_split(p.scenario.model, st.workload,
                                                                p.scenario.plan.performance.stack);
            std::vector<std::int64_t> ranks;
            for (std::int64_t i = 0; i < stages; ++i)
                ranks.push_back(split.layers_on(i));
            if (layout.empty()) // Megatron's own even split
                QVERIFY2(80 % stages == 0 && split.layers_per_stage == 80 / stages, args.c_str());
            else
                QCOMPARE(layers_per_rank(layout, stages), ranks);
            // What the plan reports is what the file holds.
            QCOMPARE(st.layers_heaviest_stage, split.layers_per_stage);
            if (stack.isEmpty()) // no output weight: as even as the layers go
                QCOMPARE(split.layers_per_stage, (80 + stages - 1) / stages);
            if (++checked == 5)
                break;
        }
        QVERIFY(checked > 0);
    }

    // The model Megatron builds is the one the plan counted: Megatron-LM's defaults are GPT-2's
    // (GeLU MLP, LayerNorm, learned positions, tied embeddings, biases), so a Llama-style model
    // names what differs, Qwen2.5 its q/k/v biases, GPT-2 nothing.
    void architectureIsTheModels_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("llamaStyle");
        QTest::addColumn<bool>("qkvBias");
        QTest::newRow("Llama 3 70B") << QStringLiteral("llama-3-70b") << true << false;
        QTest::newRow("Qwen2.5 7B") << QStringLiteral("qwen2.5-7b") << true << true;
        QTest::newRow("GPT-2") << QStringLiteral("gpt2") << false << false;
        QTest::newRow("BLOOM (ALiBi)") << QStringLiteral("bloom-176b") << false << false;
    }
    void architectureIsTheModels() {
        QFETCH(QString, model);
        QFETCH(bool, llamaStyle);
        QFETCH(bool, qkvBias);
        const std::string id = model.toStdString();
        const PlannedScenario p = pretraining(nullptr, id.c_str());
        QVERIFY(!p.plan.options.empty());
        const std::string args =
            text_of(launch_files(p.scenario, p.plan, p.plan.options.front(), LaunchFormat::Slurm),
                    "megatron_args.sh");
        for (const char* flag :
             {"\n  --swiglu\n", "\n  --normalization RMSNorm\n",
              "\n  --position-embedding-type rope\n", "\n  --untie-embeddings-and-output-weights\n",
              "\n  --disable-bias-linear\n"})
            QVERIFY2(has(args, flag) == llamaStyle, flag);
        QCOMPARE(has(args, "\n  --add-qkv-bias\n"), qkvBias);
        QCOMPARE(has(args, "alibi"), model == QLatin1String("bloom-176b"));
    }
};

int runTestLaunchMegatron(int argc, char** argv) {
    TestLaunchMegatron t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_megatron.moc"
