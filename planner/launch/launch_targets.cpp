// The schedulers' files of an option (an sbatch script, Kubernetes manifests, a SkyPilot task)
// and how the export folder is written. Keys and their sources: docs/export.md.
#include "launch/launch_text.h"

#include "launch/escape.h"

#include "io/errors.h"
#include "io/units.h"

#include <algorithm>
#include <cmath>

#include <sstream>

namespace gpuplanner {

using namespace launch_detail;
using namespace launch_escape;

namespace launch_detail {

std::string slurm_script_start(const Scenario& s, const PlanOption& o) {
    return "#!/bin/bash\n# Written by GPU Planner for \"" + comment_text(s.name) +
           "\": " + comment_text(o.provider) + " " + comment_text(o.instance) + ", " +
           integer(o.gpu_count) + " x " + comment_text(o.gpu_id) + ".\n";
}

// Indents every line of `text` by `spaces`.
std::string indent(const std::string& text, int spaces) {
    std::string out, pad(static_cast<std::size_t>(spaces), ' ');
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out += (line.empty() ? "" : pad) + line + "\n";
    return out;
}

// A gated model's Hugging Face token, commented out in a serving container: the README asks
// for it, and the manifest has the place (a walkthrough found the request and no slot).
constexpr const char* kHfTokenEnv =
    "# env: # a gated model: kubectl create secret generic hf-token --from-literal=token=hf_...\n"
    "#   - name: HF_TOKEN\n"
    "#     valueFrom:\n"
    "#       secretKeyRef:\n"
    "#         name: hf-token\n"
    "#         key: token\n";

// A pod's spec: one container with the GPUs, /dev/shm in memory (NCCL and data loaders need more
// than the default 64 MiB), `mounts` and `volumes` (YAML list items) beside it.
std::string pod_spec(const std::string& image, const std::string& command_yaml, std::int64_t gpus,
                     const std::string& mounts, const std::string& volumes, LaunchStack stack) {
    // Ascend: the MindCluster Ascend Device Plugin's resource (its docs' job examples); the
    // Ascend Docker Runtime mounts the NPUs, the driver and npu-smi into the container.
    const bool ascend = stack == LaunchStack::Ascend;
    const std::string resource = ascend ? "huawei.com/Ascend910" : "nvidia.com/gpu";
    return "containers:\n"
           "  - name: main\n"
           "    image: " +
           yaml_string(image) + "\n" + indent(command_yaml, 4) +
           "    resources:\n"
           "      limits:\n"
           "        " +
           resource + ": " + integer(gpus) +
           "\n"
           "    volumeMounts:\n"
           "      - name: dshm\n"
           "        mountPath: /dev/shm\n" +
           mounts +
           (ascend ? "# nodeSelector: the label your Ascend nodes carry\n"
                     "#   YOUR_ASCEND_NODE_LABEL: YOUR_VALUE\n"
                   : "# nodeSelector:\n"
                     "#   nvidia.com/gpu.product: YOUR_GPU_PRODUCT\n") +
           "# tolerations:\n"
           "#   - key: " +
           resource +
           "\n"
           "#     operator: Exists\n"
           "#     effect: NoSchedule\n"
           "volumes:\n"
           "  - name: dshm\n"
           "    emptyDir:\n"
           "      medium: Memory\n" +
           volumes;
}

} // namespace launch_detail

namespace {

std::string slurm(const Scenario& s, const PlanOption& o, const std::string& name) {
    std::ostringstream out;
    out << slurm_script_start(s, o)
        << "# Fill in the partition and account (remove one '#' to use a line).\n"
        << "#SBATCH --job-name=" << name << "\n";
    if (s.workload.is_inference()) {
        const ServingLaunch v = serving_launch(s, o);
        const double hours = s.workload.inference.duration_hours;
        const std::int64_t nodes = v.nodes;
        out << "#SBATCH --nodes=" << nodes << "\n"
            << "#SBATCH --ntasks-per-node=1\n"
            << slurm_accelerator_lines(v.stack, v.gpus() / nodes) << slurm_time_line(hours)
            << "# One array task per replica.\n"
            << "#SBATCH --array=1-" << v.replicas << "\n"
            << "#SBATCH --output=%x-%A_%a.out\n"
               "##SBATCH --partition=YOUR_PARTITION\n"
               "##SBATCH --account=YOUR_ACCOUNT\n"
               "set -euo pipefail\n\n"
               "# Each replica serves on its (first) node's port 8000; put a load balancer in "
               "front.\n"
            << ascend_environment(v.stack, false);
        if (nodes == 1) {
            out << "srun " << server_command_line(v) << "\n";
            return out.str();
        }
        // A replica over several nodes (SGLang's --nnodes, vLLM's multi-node data parallelism,
        // or tensor and pipeline parallelism on a Ray cluster): the engine's script on every
        // node, told its rank.
        const std::string script = server_script_name(v.engine);
        out << "# The replica spans " << nodes << " nodes: " << script
            << " runs on each, the first serves the API.\n"
               "HEAD=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\n"
               "export HEAD\n"
               "srun bash -c 'NODE_RANK=$SLURM_NODEID exec \"$SLURM_SUBMIT_DIR/"
            << script << "\"'\n";
        return out.str();
    }
    const TrainingLaunch t = training_launch(o);
    out << "#SBATCH --nodes=" << t.nodes << "\n"
        << "# One task per node: torchrun starts a process per GPU. The time limit is the planned\n"
           "# hours + 20% + 30 min (a cluster's limit may be shorter: the job then resumes from\n"
           "# its checkpoints).\n"
        << "#SBATCH --ntasks-per-node=1\n"
        << slurm_accelerator_lines(t.stack, t.gpus_per_node)
        << "#SBATCH --time=" << slurm_time_limit(o.hours)
        << "\n"
           "#SBATCH --exclusive\n"
           "#SBATCH --output=%x-%j.out\n"
        << (o.billing == BillingMode::Spot
                ? "# Spot capacity: a reclaimed node requeues the job, which resumes from its "
                  "checkpoints.\n#SBATCH --requeue\n"
                : "")
        << "##SBATCH --partition=YOUR_PARTITION\n"
           "##SBATCH --account=YOUR_ACCOUNT\n"
           "set -euo pipefail\n"
           "cd \"$SLURM_SUBMIT_DIR\" # sbatch runs a copy of this script: the files are here\n";
    out << ascend_environment(t.stack, true) << megatron_source_line(t, ".");
    out << "\n# The first node of the allocation hosts torchrun's rendezvous.\n"
           "MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\n"
           "export MASTER_ADDR MASTER_PORT=29500\n"
        << "srun "
        << training_command(t,
                            "--nnodes=\"$SLURM_NNODES\" --rdzv-id=\"$SLURM_JOB_ID\" \\\n"
                            "    --rdzv-backend=c10d --rdzv-endpoint=\"$MASTER_ADDR:$MASTER_PORT\"",
                            ".")
        << "\n";
    return out.str();
}

std::string kubernetes_training(const Scenario& s, const PlanResult& plan, const PlanOption& o,
                                const std::string& name) {
    const TrainingLaunch t = training_launch(o);
    std::string script = "set -euo pipefail\n" + ascend_environment(t.stack, true) +
                         megatron_source_line(t, "/config");
    script += training_command(t,
                               "--nnodes=" + integer(t.nodes) +
                                   " --node-rank=\"$RANK\" \\\n    --master-addr=\"$MASTER_ADDR\" "
                                   "--master-port=\"$MASTER_PORT\"",
                               "/config");
    std::string command = "command: [\"bash\", \"-c\"]\nargs:\n  - |\n" + indent(script, 4);
    const std::string volumes = "  - name: checkpoints\n"
                                "    persistentVolumeClaim:\n"
                                "      claimName: " +
                                name +
                                "-checkpoints\n"
                                "  - name: config\n"
                                "    configMap:\n"
                                "      name: " +
                                name + "-config\n";
    const std::string mounts = "      - name: checkpoints\n"
                               "        mountPath: /checkpoints\n"
                               "      - name: config\n"
                               "        mountPath: /config\n";
    const std::string spec = pod_spec(t.image, command, t.gpus_per_node, mounts, volumes, t.stack);
    const auto replica = [&](const char* role, std::int64_t count) {
        return std::string("    ") + role + ":\n      replicas: " + integer(count) +
               "\n      restartPolicy: OnFailure\n      template:\n        spec:\n" +
               indent(spec, 10);
    };
    std::string out =
        "# Kubeflow PyTorchJob (training operator, kubeflow.org/v1): the operator sets "
        "MASTER_ADDR,\n# MASTER_PORT and RANK (the node's rank) in every pod. "
        "Written by GPU Planner.\n"
        "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata:\n  name: " +
        name + "\nspec:\n  pytorchReplicaSpecs:\n" + replica("Master", 1);
    if (t.nodes > 1)
        out += replica("Worker", t.nodes - 1);
    // The checkpoint volume every node writes to, and the engine settings as files.
    out += "---\napiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: " + name +
           "-checkpoints\nspec:\n  accessModes: [\"ReadWriteMany\"]\n  resources:\n    requests:\n"
           "      storage: " +
           integer(storage_gib(plan, 100)) +
           "Gi # the data set and the kept checkpoints, +10%\n  # storageClassName: "
           "YOUR_SHARED_STORAGE_CLASS\n";
    out += "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "-config\ndata:\n";
    for (const LaunchFile& f : training_config_files(t, s))
        out += "  " + f.name + ": |\n" + indent(f.text, 4);
    return out;
}

// The container's command and args: the engine's program, then its arguments.
std::string container_command(const ServingLaunch& v) {
    const std::vector<std::string> argv = server_argv(v);
    std::string command = "command: [" + yaml_string(argv.front()) + "]\nargs:\n";
    for (std::size_t i = 1; i < argv.size(); ++i)
        command += "  - " + yaml_string(argv[i]) + "\n";
    return command;
}

std::string kubernetes_serving(const Scenario& s, const PlanOption& o, const std::string& name) {
    const ServingLaunch v = serving_launch(s, o);
    std::string command = container_command(v);
    command += "ports:\n  - containerPort: 8000\n"
               "readinessProbe:\n  httpGet:\n    path: /health\n    port: 8000\n"
               "  initialDelaySeconds: 60\n  periodSeconds: 10\n";
    command += kHfTokenEnv;
    const std::string spec = pod_spec(v.image, command, v.gpus(), "", "", v.stack);
    return std::string("# ") +
           (v.engine == ServerEngine::Sglang   ? "SGLang"
            : v.engine == ServerEngine::TrtLlm ? "TensorRT-LLM"
                                               : "vLLM") +
           " as a Deployment with " + integer(v.replicas) +
           " replica(s) behind a Service. Written by GPU Planner.\n"
           "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: " +
           name + "\n  labels:\n    app: " + name + "\nspec:\n  replicas: " + integer(v.replicas) +
           "\n  selector:\n    matchLabels:\n      app: " + name +
           "\n  template:\n    metadata:\n      labels:\n        app: " + name + "\n    spec:\n" +
           indent(spec, 6) + "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: " + name +
           "\nspec:\n  selector:\n    app: " + name +
           "\n  ports:\n    - port: 8000\n      targetPort: 8000\n";
}

// The same service as a KServe InferenceService (serving.kserve.io/v1beta1; the predictor a
// custom container, as KServe runs any server): min = max replicas (the plan's, fixed), raw
// deployment mode (no Knative), the vLLM container named kserve-container as KServe expects.
std::string kserve_serving(const Scenario& s, const PlanOption& o, const std::string& name) {
    const ServingLaunch v = serving_launch(s, o);
    std::string command = container_command(v);
    command += "ports:\n  - containerPort: 8000\n    protocol: TCP\n";
    command += kHfTokenEnv;
    std::string spec = pod_spec(v.image, command, v.gpus(), "", "", v.stack);
    const std::string main = "  - name: main\n";
    spec.replace(spec.find(main), main.size(), "  - name: kserve-container\n");
    return "# The same replicas as a KServe InferenceService (needs KServe, "
           "https://kserve.github.io;"
           "\n# apply either this or " +
           server_manifest_name(v.engine) +
           "). Written by GPU Planner.\n"
           "apiVersion: serving.kserve.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: " +
           name +
           "\n  annotations:\n    serving.kserve.io/deploymentMode: RawDeployment\nspec:\n"
           "  predictor:\n    minReplicas: " +
           integer(v.replicas) + "\n    maxReplicas: " + integer(v.replicas) + "\n" +
           indent(spec, 4);
}

// A replica over several nodes as a LeaderWorkerSet (leaderworkerset.x-k8s.io/v1, the
// Kubernetes SIG's API for multi-node serving; vLLM's "LWS" deployment guide): one group of
// `nodes` pods per replica, each running the engine's script (vllm_serve.sh, or SGLang's) from
// a ConfigMap with NODE_RANK from LWS_WORKER_INDEX (0: the leader) and HEAD from
// LWS_LEADER_ADDRESS, which LWS sets in every pod; a Service in front of the leaders.
std::string kubernetes_multinode_serving(const Scenario& s, const PlanOption& o,
                                         const std::string& name) {
    const ServingLaunch v = serving_launch(s, o);
    const std::string script = server_script_name(v.engine);
    const std::string script_text =
        v.engine == ServerEngine::Sglang ? sglang_serve_script(v) : vllm_serve_script(v);
    const std::string command =
        std::string("command: [\"bash\", \"-c\"]\nargs:\n"
                    "  - NODE_RANK=\"$LWS_WORKER_INDEX\" HEAD=\"$LWS_LEADER_ADDRESS\" exec bash "
                    "/gpuplanner/") +
        script + "\n" + kHfTokenEnv;
    const std::string mounts = "      - name: scripts\n"
                               "        mountPath: /gpuplanner\n";
    const std::string volumes = "  - name: scripts\n"
                                "    configMap:\n"
                                "      name: " +
                                name + "-scripts\n";
    const std::int64_t per_pod = v.gpus() / v.nodes;
    const std::string leader =
        pod_spec(v.image,
                 command + "ports:\n  - containerPort: 8000\n"
                           "readinessProbe:\n  httpGet:\n    path: /health\n    port: 8000\n"
                           "  initialDelaySeconds: 300\n  periodSeconds: 10\n",
                 per_pod, mounts, volumes, v.stack);
    const std::string worker = pod_spec(v.image, command, per_pod, mounts, volumes, v.stack);
    return std::string("# ") + (v.engine == ServerEngine::Sglang ? "SGLang" : "vLLM") +
           " as a LeaderWorkerSet: " + integer(v.replicas) + " replica(s) of " + integer(v.nodes) +
           " pods each (needs the LeaderWorkerSet controller,\n# "
           "https://lws.sigs.k8s.io). Written by GPU Planner.\n"
           "apiVersion: leaderworkerset.x-k8s.io/v1\nkind: LeaderWorkerSet\nmetadata:\n  name: " +
           name + "\nspec:\n  replicas: " + integer(v.replicas) +
           "\n  leaderWorkerTemplate:\n    size: " + integer(v.nodes) +
           "\n    restartPolicy: RecreateGroupOnPodRestart\n    leaderTemplate:\n"
           "      metadata:\n        labels:\n          role: leader\n      spec:\n" +
           indent(leader, 8) + "    workerTemplate:\n      spec:\n" + indent(worker, 8) +
           "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name +
           "-scripts\ndata:\n  " + script + ": |\n" + indent(script_text, 4) +
           "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: " + name +
           "\nspec:\n  selector:\n    leaderworkerset.sigs.k8s.io/name: " + name +
           "\n    role: leader\n  ports:\n    - port: 8000\n      targetPort: 8000\n";
}

} // namespace

bool replica_spans_nodes(const PlanOption& option) {
    return option.replicas > 0 && option.gpu_count > option.gpus_per_node * option.replicas;
}

bool disaggregated(const PlanOption& option) {
    return option.serving && option.serving->disaggregated;
}

bool launch_format_applies(const PlanOption& option, LaunchFormat format) {
    // Disaggregated prefill and decode is written for Slurm and Kubernetes, not for SkyPilot
    // (a replica over several nodes is: one cluster per replica).
    if (format == LaunchFormat::SkyPilot && disaggregated(option))
        return false;
    return format != LaunchFormat::SkyPilot || !skypilot_cloud(option).empty();
}

std::vector<LaunchFile> launch_files(const Scenario& s, const PlanResult& plan, const PlanOption& o,
                                     LaunchFormat f) {
    if (!o.fits)
        throw InputError("", "option", input_problem(InputProblemCode::OptionDoesNotFit));
    if (!launch_stack(o))
        throw InputError("", "option",
                         input_problem(InputProblemCode::LaunchNeedsCuda, {{"gpu", o.gpu_id}}));
    check_ascend_option(s, o);
    const bool serving = s.workload.is_inference();
    if (serving && !s.model.is_transformer())
        throw InputError("", "option",
                         input_problem(InputProblemCode::ServingLaunchNeedsTransformer));
    // (SkyPilot without a cloud for the provider is said by skypilot(), naming it.)
    if (serving && f == LaunchFormat::SkyPilot && disaggregated(o))
        throw InputError("", "format", input_problem(InputProblemCode::LaunchDisaggregatedFormats));
    const std::string name = job_name(s);
    std::vector<LaunchFile> files;
    if (!serving)
        files = training_config_files(training_launch(o), s);
    else if (const ServingLaunch v = serving_launch(s, o); v.disaggregated()) {
        files.push_back({"vllm_pd_worker.sh", vllm_pd_worker_script(v), true});
        files.push_back({"pd_proxy.sh", pd_proxy_script(), true});
        if (f == LaunchFormat::Slurm) {
            files.push_back({"pd_node.sh", pd_node_script(v), true});
            files.push_back({"job.sbatch", slurm_disaggregated(s, o, v, name), true});
        } else {
            files.push_back(
                {server_manifest_name(v.engine), kubernetes_disaggregated(v, name), false});
        }
    } else {
        // The engine the plan was timed for first; vLLM's script beside another engine's.
        if (v.engine == ServerEngine::Sglang)
            files.push_back({"sglang_serve.sh", sglang_serve_script(v), true});
        else if (v.engine == ServerEngine::TrtLlm)
            files.push_back({"trtllm_serve.sh", trtllm_serve_script(v), true});
        files.push_back({"vllm_serve.sh", vllm_serve_script(v), true});
        if (v.stack == LaunchStack::Cuda && v.engine == ServerEngine::Vllm) {
            // SGLang's and TensorRT-LLM's files are CUDA's.
            if (v.data_parallel > 1) // an MoE served with DP attention: SGLang's way beside it
                files.push_back({"sglang_serve.sh", sglang_serve_script(v), true});
            else if (v.nodes == 1) // one node: TensorRT-LLM's server beside it
                files.push_back({"trtllm_serve.sh", trtllm_serve_script(v), true});
        }
    }
    if (!disaggregated(o)) { // else written above
        switch (f) {
        case LaunchFormat::Slurm:
            files.push_back({"job.sbatch", slurm(s, o, name), true});
            break;
        case LaunchFormat::Kubernetes:
            files.push_back(
                {serving ? server_manifest_name(serving_launch(s, o).engine) : "pytorchjob.yaml",
                 !serving                 ? kubernetes_training(s, plan, o, name)
                 : replica_spans_nodes(o) ? kubernetes_multinode_serving(s, o, name)
                                          : kubernetes_serving(s, o, name),
                 false});
            if (serving && !replica_spans_nodes(o)) // the same as KServe runs it
                files.push_back({"kserve.yaml", kserve_serving(s, o, name), false});
            break;
        case LaunchFormat::SkyPilot:
            files.push_back({"task.yaml", skypilot(s, plan, o, name), false});
            break;
        }
    }
    if (serving) { // the benchmark that checks the plan, beside the files it checks
        const ServingLaunch v = serving_launch(s, o);
        files.push_back({"bench_serving.sh", bench_serving_script(s, o, v), true});
        // The plan's requests are drawn once, for the file and the Job's ConfigMap.
        const std::string lengths =
            bench_replays_lengths(s.workload.inference) ? bench_lengths_csv(s, v) : std::string();
        if (!lengths.empty())
            files.push_back({"bench_lengths.csv", lengths, false});
        if (f == LaunchFormat::Kubernetes)
            files.push_back({"bench-job.yaml", bench_job_yaml(s, o, v, name, lengths), false});
    }
    // Both languages: the reader picks; each links to the other.
    const std::vector<LaunchFile> described = files;
    files.push_back({"README.md", readme(s, plan, o, f, described), false});
    files.push_back({"README.zh-CN.md", readme(s, plan, o, f, described, true), false});
    return files;
}

} // namespace gpuplanner
