// The benchmark that checks a serving plan (docs/serving.md, docs/calibration.md "Serving
// benchmarks"): the command, a script around it and a Kubernetes Job that runs it.
#include "launch/escape.h"
#include "launch/launch_text.h"

#include "io/number_text.h"
#include "io/units.h"
#include "scenario/scenario_schema.h"
#include "time/request_mix.h"

#include <algorithm>
#include <sstream>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

bool bench_replays_lengths(const InferenceWorkload& w) {
    return !w.length_samples.empty() || w.length_distribution == LengthDistribution::Normal ||
           w.length_distribution == LengthDistribution::Exponential;
}

std::string bench_lengths_csv(const Scenario& s, const ServingLaunch& v) {
    const InferenceWorkload& w = s.workload.inference;
    // The requests the plan simulated (the same draws, seed and count), in BurstGPT's columns
    // as vLLM's `burstgpt` dataset reads them: by position (the third and fourth), rows whose
    // Model is "GPT-4" and whose answer is longer than 0 (vllm/benchmarks/datasets.py,
    // BurstGPTDataset). Each within --max-model-len, which the engine would refuse past.
    std::string out = "Timestamp,Model,Request tokens,Response tokens\n";
    for (const ServingRequest& r :
         draw_requests(w, 0, w.simulated_requests, s.model.max_context())) {
        const std::int64_t answer = std::clamp<std::int64_t>(r.output_tokens, 1, v.max_model_len);
        const std::int64_t prompt = std::clamp<std::int64_t>(
            r.prompt_tokens, 1, std::max<std::int64_t>(v.max_model_len - answer, 1));
        out += "0,GPT-4," + std::to_string(prompt) + "," + std::to_string(answer) + "\n";
    }
    return out;
}

// The benchmark that checks a serving plan (vllm bench serve, docs/serving.md): the load the
// plan simulated against one replica (its rate per replica, or the closed loop's clients), the
// requests and seed, the lengths (uniform spreads as --random-range-ratio; a mix vLLM's random
// dataset cannot draw replayed from `lengths_path`), the percentiles and the targets as goodput.
std::string serving_benchmark_command(const Scenario& s, const PlanOption& o,
                                      const std::string& model, const std::string& base_url,
                                      const std::string& lengths_path) {
    const InferenceWorkload& inf = s.workload.inference;
    std::ostringstream out;
    const ServingChoice* c = o.serving.get();
    // A disaggregated service is measured whole, through its proxy, at the whole rate.
    const bool whole = c && c->disaggregated;
    out << "vllm bench serve --model " << shell_word(model) << " --base-url "
        << (base_url.empty() ? std::string(whole ? "http://PROXY:8000" : "http://REPLICA:8000")
                             : base_url);
    if (!lengths_path.empty() && bench_replays_lengths(inf)) {
        out << " --dataset-name burstgpt --dataset-path " << lengths_path;
    } else {
        out << " --dataset-name random";
        // The prefix cache's share of each prompt as a prefix every request shares (vLLM's
        // random dataset puts --random-prefix-len tokens before each prompt's own).
        const auto prefix = static_cast<std::int64_t>(inf.prefix_cache_hit_share *
                                                      static_cast<double>(inf.prompt_tokens));
        if (prefix > 0)
            out << " --random-prefix-len " << prefix;
        out << " --random-input-len " << std::max<std::int64_t>(inf.prompt_tokens - prefix, 1)
            << " --random-output-len " << inf.output_tokens;
        if (inf.length_distribution == LengthDistribution::Uniform && inf.length_spread > 0)
            out << " --random-range-ratio " << format_number("%g", inf.length_spread);
    }
    if (whole)
        out << " --request-rate " << format_number("%g", c->requests_per_second_per_group)
            << (inf.arrival == ArrivalProcess::Constant ? " --burstiness 1000" : "");
    else if (c && c->requests_per_second_per_group > 0)
        out << " --request-rate "
            << format_number("%g",
                             c->requests_per_second_per_group *
                                 d(std::max<std::int64_t>(c->workload.attention_data_parallel, 1)))
            << (inf.arrival == ArrivalProcess::Constant ? " --burstiness 1000" : "");
    else
        out << " --max-concurrency "
            << (c && c->clients_per_group > 0
                    ? c->clients_per_group *
                          std::max<std::int64_t>(c->workload.attention_data_parallel, 1)
                    : inf.concurrency);
    out << " --num-prompts " << inf.simulated_requests << " --seed " << inf.seed
        << " --percentile-metrics ttft,tpot,itl,e2el --metric-percentiles 50,90,95,99";
    if (inf.ttft_target_seconds > 0 || inf.tpot_target_seconds > 0) {
        out << " --goodput";
        if (inf.ttft_target_seconds > 0)
            out << " ttft:" << format_number("%g", inf.ttft_target_seconds * 1000.0);
        if (inf.tpot_target_seconds > 0)
            out << " tpot:" << format_number("%g", inf.tpot_target_seconds * 1000.0);
    }
    out << " --save-result --result-filename bench.json";
    return out.str();
}

std::string bench_serving_script(const Scenario& s, const PlanOption& o, const ServingLaunch& v) {
    const bool whole = v.disaggregated();
    return "#!/bin/bash\n"
           "# The benchmark that checks the plan (GPU Planner): vLLM's `vllm bench serve` at the "
           "load the plan\n# simulated " +
           std::string(whole ? "(the whole service's rate, through the proxy)"
                             : "(one replica: its share of the rate, or its clients)") +
           ", the same lengths, requests and seed" +
           std::string(bench_replays_lengths(s.workload.inference)
                           ? " (bench_lengths.csv beside it: the plan's own requests)"
                           : "") +
           ". Then:\n"
           "#   gpuplan calibrate bench.json vllm-startup.log --scenario SCENARIO -o "
           "calibration.json\n"
           "set -euo pipefail\n"
           ": \"${BASE_URL:?set BASE_URL to the " +
           std::string(whole ? "proxy" : "replica") + ", e.g. http://HOST:8000}\"\nexec " +
           serving_benchmark_command(s, o, v.model, "\"$BASE_URL\"",
                                     "\"$(dirname \"$0\")/bench_lengths.csv\"") +
           "\n";
}

std::string bench_job_yaml(const Scenario& s, const PlanOption& o, const ServingLaunch& v,
                           const std::string& name, const std::string& lengths) {
    // One pod without GPUs, vLLM's image (it holds `vllm bench`), against the Service in front
    // of the replicas (or the proxy); the result is printed to the pod's log. The plan's own
    // requests, where the benchmark replays them, come in a ConfigMap of this file, whose object
    // Kubernetes caps at 1 MiB: past that the Job sends the random dataset at the mean lengths
    // and says to run bench_serving.sh, which reads the file beside it.
    const bool replays = !lengths.empty();
    constexpr std::size_t kConfigMapBytes = 1000000;
    const bool mounted = replays && lengths.size() <= kConfigMapBytes;
    const std::string command =
        serving_benchmark_command(s, o, v.model, "\"$BASE_URL\"",
                                  mounted ? "/lengths/bench_lengths.csv" : "") +
        " && cat bench.json";
    const std::string lengths_note =
        !replays ? std::string()
        : mounted
            ? "# The plan's own requests (bench_lengths.csv) ride in the ConfigMap below "
              "(`kubectl apply`\n# would also copy them into an annotation, which holds 256 "
              "KiB).\n"
            : "# bench_lengths.csv (" +
                  format_number("%.1f", d(static_cast<std::int64_t>(lengths.size())) / 1e6) +
                  " MB) is past a ConfigMap's 1 MiB: this Job sends vLLM's random prompts at the "
                  "mean\n# lengths. For the plan's own mix run bench_serving.sh from a host that "
                  "reaches the service.\n";
    const std::string image = v.disaggregated() ? kVllmDisaggregatedImage : kVllmImage;
    // The client needs no accelerator, but Ascend clusters often run Kunpeng (aarch64) hosts
    // and pull from a registry of their own: the service's image holds the same `vllm bench`.
    const std::string ascend_note =
        launch_stack(o) == LaunchStack::Ascend
            ? "# On Ascend clusters (often aarch64 Kunpeng hosts, a registry of their own) the "
              "service's\n# image, " +
                  v.image + ", holds the same `vllm bench`.\n"
            : std::string();
    // It sends one replica's share of the rate (what the plan simulated and `gpuplan calibrate`
    // reads as one replica) to the Service, which spreads it over every replica: with more than
    // one, each would see a fraction of the planned load (a walkthrough read the README's
    // "against one replica" beside a Job aimed at all of them). The service runs one replica
    // while it measures.
    const std::int64_t replicas = v.replicas;
    const std::string one_replica =
        !v.disaggregated() && replicas > 1
            ? "# It sends ONE replica's share of the planned rate, as the plan simulated it: "
              "scale the service\n# to one replica while it runs (kubectl scale " +
                  std::string(replica_spans_nodes(o) ? "leaderworkerset/" : "deployment/") + name +
                  " --replicas=1), then back to " + std::to_string(replicas) +
                  ".\n# Against all of them each replica would see 1/" + std::to_string(replicas) +
                  " of the load and the calibration would read a lighter service.\n"
            : std::string();
    const std::string kserve_note =
        !v.disaggregated() && !replica_spans_nodes(o)
            ? "# With kserve.yaml instead of " + server_manifest_name(v.engine) +
                  ", set BASE_URL to the InferenceService's address\n# (kubectl get "
                  "inferenceservice " +
                  name + ").\n"
            : std::string();
    return "# The benchmark that checks the plan as a Kubernetes Job (GPU Planner): `kubectl logs "
           "job/" +
           name +
           "-bench` prints bench.json\n# for `gpuplan calibrate`. Create it once the service is "
           "ready: `kubectl create -f bench-job.yaml`.\n" +
           one_replica + kserve_note + ascend_note + lengths_note +
           "apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: " + name +
           "-bench\nspec:\n  backoffLimit: 0\n  template:\n    spec:\n"
           "      restartPolicy: Never\n      containers:\n        - name: bench\n"
           "          image: " +
           yaml_string(image) +
           "\n          env:\n            - name: BASE_URL\n              value: " +
           yaml_string("http://" + name + ":8000") +
           "\n          command: [\"bash\", \"-c\"]\n          args:\n            - " +
           yaml_string("cd /tmp && " + command) + "\n" +
           (mounted
                ? "          volumeMounts:\n            - name: lengths\n"
                  "              mountPath: /lengths\n      volumes:\n        - name: lengths\n"
                  "          configMap:\n            name: " +
                      name +
                      "-bench-lengths\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  "
                      "name: " +
                      name + "-bench-lengths\ndata:\n  bench_lengths.csv: |\n" + indent(lengths, 4)
                : std::string());
}

} // namespace gpuplanner::launch_detail
