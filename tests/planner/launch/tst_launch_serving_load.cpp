// tst_launch, a service's launch files serve the traffic the plan simulated (helper walkthrough,
// 2026-12-06): --max-model-len is the longest request of the lengths the plan drew (a trace's
// longest pair, a distribution's bound), not their mean, within the model's context and the KV
// cache; the token budget is the one the simulation ran with; speculative decoding the plan
// assumed is switched on (the model's MTP heads, else a draft model to name); the benchmark
// sends the shared prefix the prefix cache was assumed to hold, and replays the plan's own
// requests where vLLM's random prompts cannot draw its length mix; the README says how to pin
// the scenario for `gpuplan calibrate`.
#include "io/errors.h"
#include "launch/launch.h"
#include "launch_test_support.h"
#include "plan/catalogs.h"
#include "strategy/serving_search.h"
#include "test_paths.h"
#include "time/request_mix.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

using namespace gpuplanner;

class TestLaunchServingLoad final : public QObject {
    Q_OBJECT
    Catalogs catalogs_;

    PlannedScenario service(const std::function<void(nlohmann::json&)>& edit) {
        return planned_example(catalogs_, "llama3-70b-serving", edit);
    }

private slots:
    void initTestCase() { catalogs_ = load_bundled_catalogs(ResourcePaths{resource("")}); }

    void longestRequest_data() {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<long long>("expected"); // 0: the model's context or the KV cache
        // 4,096 + 512 tokens: fixed, the mean; uniform +-50%, 4,608 x 1.5 + 2 (rounding of
        // prompt and output each); a trace, its longest pair.
        QTest::newRow("fixed") << "fixed" << 4608LL;
        QTest::newRow("uniform 0.5") << "uniform" << 6914LL;
        QTest::newRow("trace") << "trace" << 7000LL;
        QTest::newRow("exponential") << "exponential" << 0LL;
    }
    void longestRequest() {
        QFETCH(QString, edit);
        QFETCH(long long, expected);
        const std::string kind = edit.toStdString();
        const PlannedScenario p = service([&](nlohmann::json& j) {
            nlohmann::json& w = j["workload"];
            if (kind == "trace")
                w["lengths"] = nlohmann::json::array({{1000, 200}, {6500, 500}, {300, 900}});
            else
                w["length_distribution"] = kind;
            w["length_spread"] = 0.5;
        });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        const ServingLaunch v = serving_launch(p.scenario, o);
        const std::int64_t context = p.scenario.model.arch.max_position_embeddings;
        const std::int64_t kv = o.serving ? o.serving->kv_capacity_tokens : 0;
        if (expected > 0)
            QCOMPARE(static_cast<long long>(v.max_model_len), expected);
        else
            QCOMPARE(static_cast<long long>(v.max_model_len),
                     static_cast<long long>(kv > 0 ? std::min(context, kv) : context));
        QVERIFY(v.max_model_len <= context);
        // The token budget a step is the simulation's, whatever the longest request.
        QCOMPARE(v.max_num_batched_tokens, p.scenario.workload.inference.prefill_chunk_tokens);
        const auto files = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        QCOMPARE(after(text_of(files, "vllm_serve.sh"), "--max-model-len"), v.max_model_len);
        const std::string readme = text_of(files, "README.md");
        QVERIFY(has(readme, "--max-model-len " + std::to_string(v.max_model_len)));
        // What the figure is, whatever the mix (it once said "the longest simulated" beside a
        // model's context).
        QVERIFY(has(readme, "the model's context for normal or exponential lengths"));
        // Only a mix the random dataset cannot send is replayed from the plan's requests.
        QCOMPARE(has(readme, "replays the plan's own requests"),
                 kind == "trace" || kind == "exponential");
    }

    // The planner's bound for each distribution, by hand (time/request_mix.h).
    void longestRequestTokens() {
        InferenceWorkload w;
        w.prompt_tokens = 1000;
        w.output_tokens = 200;
        w.length_spread = 0.25;
        w.length_distribution = LengthDistribution::Normal;
        QCOMPARE(longest_request_tokens(w, 0), std::int64_t(2318)); // 1,200 x 1.93 + 2
        QCOMPARE(longest_request_tokens(w, 2048), std::int64_t(2048));
        w.length_distribution = LengthDistribution::Exponential;
        QCOMPARE(longest_request_tokens(w, 0), std::int64_t(11055)); // 1,200 x ln 1e4 + 2
        QCOMPARE(longest_request_tokens(w, 4096), std::int64_t(4096));
        w.length_distribution = LengthDistribution::Fixed;
        QCOMPARE(longest_request_tokens(w, 1100), std::int64_t(1100));
    }

    void speculativeDecodingSwitchedOn() {
        const PlannedScenario p = service([](nlohmann::json& j) {
            j["workload"]["speculative_tokens"] = 3;
            j["workload"]["speculative_acceptance"] = 0.8;
        });
        QVERIFY(!p.plan.options.empty());
        const auto files =
            launch_files(p.scenario, p.plan, p.plan.options.front(), LaunchFormat::Slurm);
        const std::string sh = text_of(files, "vllm_serve.sh");
        QVERIFY2(has(sh, "--speculative-config"), sh.c_str());
        QVERIFY(has(sh, "draft_model"));
        QVERIFY(has(sh, "YOUR_DRAFT_MODEL"));
        QVERIFY(has(sh, "num_speculative_tokens\\\": 3") || has(sh, "num_speculative_tokens\": 3"));
        const std::string readme = text_of(files, "README.md");
        QVERIFY(has(readme, "YOUR_DRAFT_MODEL"));
        QVERIFY(has(readme, "80%"));
        QVERIFY(has(text_of(files, "README.zh-CN.md"), "草稿模型"));
        // Without speculative tokens there is no such argument.
        const PlannedScenario plain = service({});
        QVERIFY(!has(text_of(launch_files(plain.scenario, plain.plan, plain.plan.options.front(),
                                          LaunchFormat::Slurm),
                             "vllm_serve.sh"),
                     "--speculative-config"));
    }

    // The engine the plan was timed for speculates as the plan assumed: SGLang's flags (its
    // EAGLE path for MTP heads, STANDALONE for a draft model), TensorRT-LLM's LLM API options
    // (MTP, DraftTarget) written by the command itself, wherever it runs.
    void speculationReachesEveryEngine_data() {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<bool>("draft");
        QTest::newRow("sglang, draft model")
            << "llama3-70b-serving"
            << "sglang"
            << "sglang_serve.sh"
            << QStringList{QStringLiteral("--speculative-algorithm STANDALONE"),
                           QStringLiteral("--speculative-draft-model-path YOUR_DRAFT_MODEL"),
                           QStringLiteral("--speculative-num-steps 3"),
                           QStringLiteral("--speculative-eagle-topk 1"),
                           QStringLiteral("--speculative-num-draft-tokens 4")}
            << true;
        QTest::newRow("sglang, MTP heads")
            << "deepseek-v3-serving"
            << "sglang"
            << "sglang_serve.sh"
            << QStringList{QStringLiteral("--speculative-algorithm EAGLE"),
                           QStringLiteral("--speculative-num-steps 3"),
                           QStringLiteral("--speculative-num-draft-tokens 4")}
            << false;
        QTest::newRow("tensorrt_llm, draft model")
            << "llama3-70b-serving"
            << "tensorrt_llm"
            << "trtllm_serve.sh"
            << QStringList{QStringLiteral("decoding_type: DraftTarget"),
                           QStringLiteral("max_draft_len: 3"),
                           QStringLiteral("speculative_model_dir: YOUR_DRAFT_MODEL"),
                           QStringLiteral("disable_overlap_scheduler: true"),
                           QStringLiteral("--extra_llm_api_options /tmp/trtllm-extra-options.yaml")}
            << true;
        // DeepSeek-V3 plans one attention group per GPU: TensorRT-LLM's attention data
        // parallelism, the experts over the replica's GPUs, beside its MTP heads.
        QTest::newRow("tensorrt_llm, MTP heads, attention data parallel")
            << "deepseek-v3-serving"
            << "tensorrt_llm"
            << "trtllm_serve.sh"
            << QStringList{QStringLiteral("{enable_attention_dp: true, speculative_config: "
                                          "{decoding_type: MTP, num_nextn_predict_layers: 3}}"),
                           QStringLiteral("--tp_size 8"), QStringLiteral("--ep_size 8")}
            << false;
    }
    void speculationReachesEveryEngine() {
        QFETCH(QString, example);
        QFETCH(QString, engine);
        QFETCH(QString, script);
        QFETCH(QStringList, expected);
        QFETCH(bool, draft);
        const std::string e = engine.toStdString();
        const PlannedScenario p =
            planned_example(catalogs_, example.toStdString(), [&](nlohmann::json& j) {
                j["performance"]["serving_engine"] = e;
                j["workload"]["speculative_tokens"] = 3;
            });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        const auto files = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        const std::string sh = text_of(files, script.toStdString());
        const std::string deployment = // named after the engine its script is
            text_of(files,
                    script.left(script.indexOf(QLatin1String("_serve"))).toStdString() + ".yaml");
        for (const QString& want : expected) {
            QVERIFY2(has(sh, want.toStdString()), (want.toStdString() + "\n" + sh).c_str());
            // The container's arguments are a list: each word on its own.
            for (const QString& word : want.split(QLatin1Char(' ')))
                QVERIFY2(has(deployment, word.toStdString()), word.toStdString().c_str());
        }
        QCOMPARE(has(sh, "YOUR_DRAFT_MODEL"), draft);
        QCOMPARE(has(text_of(files, "README.md"), "the draft model (`YOUR_DRAFT_MODEL` in"), draft);
        // Without speculative tokens none of it is written.
        const PlannedScenario plain =
            planned_example(catalogs_, example.toStdString(),
                            [&](nlohmann::json& j) { j["performance"]["serving_engine"] = e; });
        const std::string plain_sh =
            text_of(launch_files(plain.scenario, plain.plan, plain.plan.options.front(),
                                 LaunchFormat::Kubernetes),
                    script.toStdString());
        QVERIFY(!has(plain_sh, "speculative"));
    }

    // DeepSeek-V3 carries its own multi-token-prediction layer: vLLM's "mtp" method, no draft.
    void mtpModelUsesItsOwnHeads() {
        const PlannedScenario p =
            planned_example(catalogs_, "deepseek-v3-serving",
                            [](nlohmann::json& j) { j["workload"]["speculative_tokens"] = 1; });
        QVERIFY(!p.plan.options.empty());
        const ServingLaunch v = serving_launch(p.scenario, p.plan.options.front());
        QVERIFY2(has(v.speculative_config, "\"method\": \"mtp\""), v.speculative_config.c_str());
        QVERIFY(!has(v.speculative_config, "YOUR_DRAFT_MODEL"));
    }

    // The prefix cache's share of the prompt is the benchmark's shared prefix; calibrate's
    // instructions name the option's GPU, count and layout.
    void benchmarkSendsTheSharedPrefix() {
        const PlannedScenario p =
            service([](nlohmann::json& j) { j["workload"]["prefix_cache_hit_share"] = 0.5; });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        const auto files = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        const std::string bench = text_of(files, "bench_serving.sh");
        QCOMPARE(after(bench, "--random-prefix-len"), std::int64_t(2048));
        QCOMPARE(after(bench, "--random-input-len"), std::int64_t(2048));
        const std::string readme = text_of(files, "README.md");
        QVERIFY2(has(readme, "\"gpu\": \"" + o.gpu_id + "\""), readme.c_str());
        QVERIFY(has(readme, "\"tensor_parallel\": " + std::to_string(o.layout.tensor)));
    }

    // A trace or a normal or exponential mix: the benchmark replays the requests the plan drew
    // (bench_lengths.csv in vLLM's BurstGPT columns); fixed and uniform lengths stay vLLM's
    // random prompts. Kubernetes carries the file in a ConfigMap while it fits one.
    void benchmarkReplaysTheMix_data() {
        QTest::addColumn<QString>("mix");
        QTest::addColumn<bool>("replays");
        QTest::newRow("fixed") << "fixed" << false;
        QTest::newRow("uniform") << "uniform" << false;
        QTest::newRow("normal") << "normal" << true;
        QTest::newRow("exponential") << "exponential" << true;
        QTest::newRow("trace") << "trace" << true;
    }
    void benchmarkReplaysTheMix() {
        QFETCH(QString, mix);
        QFETCH(bool, replays);
        const std::string kind = mix.toStdString();
        const std::vector<std::pair<int, int>> trace = {{1000, 200}, {6500, 500}, {300, 900}};
        const PlannedScenario p = service([&](nlohmann::json& j) {
            nlohmann::json& w = j["workload"];
            if (kind == "trace")
                w["lengths"] = trace;
            else
                w["length_distribution"] = kind;
            w["length_spread"] = 0.5;
            w["simulated_requests"] = 300;
        });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        const ServingLaunch v = serving_launch(p.scenario, o);
        const auto slurm = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        const std::string bench = text_of(slurm, "bench_serving.sh");
        QCOMPARE(has(bench, "--dataset-name burstgpt --dataset-path "
                            "\"$(dirname \"$0\")/bench_lengths.csv\""),
                 replays);
        QCOMPARE(has(bench, "--random-input-len"), !replays);
        const bool written = std::any_of(slurm.begin(), slurm.end(), [](const LaunchFile& f) {
            return f.name == "bench_lengths.csv";
        });
        QCOMPARE(written, replays);
        if (!replays)
            return;
        // Every request the plan drew, in order, each within what the engine accepts.
        const InferenceWorkload& w = p.scenario.workload.inference;
        const std::vector<ServingRequest> drawn = draw_requests(
            w, 0, w.simulated_requests, p.scenario.model.arch.max_position_embeddings);
        const std::string csv = text_of(slurm, "bench_lengths.csv");
        std::istringstream lines(csv);
        std::string line;
        std::getline(lines, line);
        QCOMPARE(line, std::string("Timestamp,Model,Request tokens,Response tokens"));
        std::size_t row = 0;
        for (; std::getline(lines, line); ++row) {
            long long prompt = 0, output = 0;
            QVERIFY2(std::sscanf(line.c_str(), "0,GPT-4,%lld,%lld", &prompt, &output) == 2,
                     line.c_str());
            QVERIFY(row < drawn.size());
            QVERIFY(output >= 1 && prompt >= 1 && prompt + output <= v.max_model_len);
            if (drawn[row].prompt_tokens + drawn[row].output_tokens <= v.max_model_len) {
                QCOMPARE(prompt, static_cast<long long>(drawn[row].prompt_tokens));
                QCOMPARE(output, static_cast<long long>(drawn[row].output_tokens));
            }
            if (kind == "trace")
                QVERIFY(std::find(trace.begin(), trace.end(),
                                  std::pair<int, int>(static_cast<int>(prompt),
                                                      static_cast<int>(output))) != trace.end());
        }
        QCOMPARE(row, static_cast<std::size_t>(300));
        QVERIFY(has(text_of(slurm, "README.md"), "`bench_lengths.csv` holds the 300"));
        QVERIFY(has(text_of(slurm, "README.zh-CN.md"), "重放方案自己的请求"));
        // Kubernetes: the file in a ConfigMap the Job mounts, its rows indented as a block.
        const std::string job = text_of(
            launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes), "bench-job.yaml");
        QVERIFY2(has(job, "--dataset-path /lengths/bench_lengths.csv"), job.c_str());
        QVERIFY(has(job, "kind: ConfigMap"));
        QVERIFY(has(job, "  bench_lengths.csv: |\n    Timestamp,Model,"));
        // Past a ConfigMap's 1 MiB the Job sends the mean lengths and says why; the script
        // beside it still replays the file.
        Scenario many = p.scenario;
        many.workload.inference.simulated_requests = 100000;
        const auto big = launch_files(many, p.plan, o, LaunchFormat::Kubernetes);
        const std::string big_job = text_of(big, "bench-job.yaml");
        QVERIFY(text_of(big, "bench_lengths.csv").size() > 1000000);
        QVERIFY(!has(big_job, "kind: ConfigMap"));
        QVERIFY(has(big_job, "--random-input-len"));
        QVERIFY(has(big_job, "past a ConfigMap's 1 MiB"));
        QVERIFY(has(text_of(big, "bench_serving.sh"), "--dataset-name burstgpt"));
    }

    // The engine the plan was timed for is the one the job files start (helper walkthrough,
    // 2026-12-06: SGLang and TensorRT-LLM scenarios exported jobs that started vLLM).
    void chosenEngineStarts_data() {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("image");
        QTest::addColumn<QString>("manifest");
        QTest::newRow("sglang") << "sglang"
                                << "sglang_serve.sh"
                                << "sglang.launch_server" << kSglangImage << "sglang.yaml";
        QTest::newRow("tensorrt_llm") << "tensorrt_llm"
                                      << "trtllm_serve.sh"
                                      << "trtllm-serve" << kTrtLlmImage << "trtllm.yaml";
        QTest::newRow("vllm_v1") << "vllm_v1"
                                 << "vllm_serve.sh"
                                 << "vllm" << kVllmImage << "vllm.yaml";
    }
    void chosenEngineStarts() {
        QFETCH(QString, engine);
        QFETCH(QString, script);
        QFETCH(QString, program);
        QFETCH(QString, image);
        QFETCH(QString, manifest);
        const std::string e = engine.toStdString();
        const PlannedScenario p =
            service([&](nlohmann::json& j) { j["performance"]["serving_engine"] = e; });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        QCOMPARE(serving_launch(p.scenario, o).nodes, std::int64_t(1)); // a replica of one node
        const auto slurm = launch_files(p.scenario, p.plan, o, LaunchFormat::Slurm);
        QVERIFY(has(text_of(slurm, script.toStdString()), program.toStdString()));
        QVERIFY2(has(text_of(slurm, "job.sbatch"), "srun " + program.toStdString()) ||
                     has(text_of(slurm, "job.sbatch"), "srun python3 -m " + program.toStdString()),
                 text_of(slurm, "job.sbatch").c_str());
        QVERIFY(has(text_of(slurm, "vllm_serve.sh"), "vllm"));
        const auto k8s = launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes);
        // The manifest is named after the engine it starts, and the files name it so (helper
        // walkthrough, 2026-12-07: an SGLang service was applied as vllm.yaml).
        const std::string m = manifest.toStdString();
        QCOMPARE(has(text_of(k8s, "README.md"), "vllm.yaml"), m == "vllm.yaml");
        QVERIFY(has(text_of(k8s, "README.md"), "kubectl apply -f " + m));
        QVERIFY(has(text_of(k8s, "kserve.yaml"), "apply either this or " + m));
        QVERIFY(has(text_of(k8s, "bench-job.yaml"), "With kserve.yaml instead of " + m));
        const std::string deployment = text_of(k8s, m);
        QVERIFY2(has(deployment, "image: \"" + image.toStdString() + "\"") ||
                     has(deployment, "image: " + image.toStdString()),
                 deployment.c_str());
        QVERIFY(has(deployment, program.toStdString()));
        QVERIFY(has(text_of(k8s, "kserve.yaml"), program.toStdString()));
        if (e != "vllm_v1")
            QVERIFY(has(text_of(k8s, "README.md"), "the engine the plan was timed for"));
        // SGLang's static share holds the weights and the plan's KV cache and leaves the
        // activations room: below vLLM's share, which had been written (helper walkthrough).
        const ServingLaunch launch = serving_launch(p.scenario, o);
        const double f = launch.static_memory_fraction;
        QCOMPARE(f, std::floor(o.serving->static_memory_fraction * 100) / 100);
        QVERIFY2(f > 0.5 && f < launch.gpu_memory_utilization, o.gpu_id.c_str());
        char flag[48];
        std::snprintf(flag, sizeof flag, "--mem-fraction-static %.2f", f);
        QVERIFY(e != "sglang" || has(text_of(slurm, "sglang_serve.sh"), flag));
        // The README names the engine's memory and longest-request flags, and what they say.
        const std::string readme = text_of(slurm, "README.md");
        QVERIFY(e != "sglang" || has(readme, "`" + std::string(flag) + "` is the plan's weights"));
        std::snprintf(flag, sizeof flag, "`--gpu-memory-utilization %.2f` is the share",
                      launch.gpu_memory_utilization);
        QVERIFY(e != "vllm_v1" || has(readme, flag));
        const std::string longest = e == "sglang"         ? "`--context-length "
                                    : e == "tensorrt_llm" ? "`--max_seq_len "
                                                          : "`--max-model-len ";
        QVERIFY(has(readme, longest + std::to_string(launch.max_model_len) + "` is the longest"));
        // The files speak of the engine they start (helper walkthrough, 2026-12-07: an SGLang
        // export said what vLLM logs and ran "one array task per vLLM replica").
        QCOMPARE(has(readme, "vLLM logs `Model loading took"), e == "vllm_v1");
        QVERIFY(has(text_of(slurm, "job.sbatch"), "# One array task per replica."));
    }

    // The release the scenario names is the image the files run (and the package pinned).
    void engineReleasePinned() {
        const PlannedScenario p = service(
            [](nlohmann::json& j) { j["performance"]["serving_engine_version"] = "0.10.2"; });
        QVERIFY(!p.plan.options.empty());
        const PlanOption& o = p.plan.options.front();
        QCOMPARE(serving_launch(p.scenario, o).image, std::string("vllm/vllm-openai:v0.10.2"));
        QVERIFY(
            has(text_of(launch_files(p.scenario, p.plan, o, LaunchFormat::Kubernetes), "vllm.yaml"),
                "vllm/vllm-openai:v0.10.2"));
        // A release with shell characters is refused, naming the field.
        try {
            (void)service(
                [](nlohmann::json& j) { j["performance"]["serving_engine_version"] = "0.11;rm"; });
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("performance.serving_engine_version"));
            QCOMPARE(e.coded_problem().code, InputProblemCode::VersionCharacters);
        }
    }
};

int runTestLaunchServingLoad(int argc, char** argv) {
    TestLaunchServingLoad t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_launch_serving_load.moc"
