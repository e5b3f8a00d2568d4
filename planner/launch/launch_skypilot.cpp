// SkyPilot's task for an option (docs/export.md): a SkyServe service of one-node replicas, one
// cluster per replica where a replica spans nodes, or a training job over the option's nodes.
#include "launch/escape.h"
#include "launch/launch_text.h"

#include "catalog/skypilot.h"
#include "io/errors.h"
#include "io/units.h"
#include "model/weight_bytes.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

// The data set and the kept checkpoints (the plan's storage sizing) with 10% room, in GiB.
std::int64_t storage_gib(const PlanResult& plan, std::int64_t at_least) {
    const double bytes = plan.storage ? plan.storage->storage_bytes : 0;
    return std::max<std::int64_t>(at_least,
                                  static_cast<std::int64_t>(std::ceil(bytes * 1.1 / kGiB)));
}

// A serving node's disk in GiB: the checkpoint it downloads, the larger of the weights served and
// the checkpoint as stored (vLLM quantises a 16-bit checkpoint to fp8 as it loads; DeepSeek's is
// fp8 already), +10%, and 64 GiB for the image, the engine and its caches; at least 256 GiB
// (helper walkthrough, 2026-12-07: 256 GiB for Llama 3.1 405B's 810 GB of bf16 weights).
std::int64_t serving_disk_gib(const Scenario& s) {
    const double served = weight_bytes(s.model, s.workload.inference.weight_precision).total();
    const double stored = weight_bytes(s.model, checkpoint_precision(s.model.checkpoint)).total();
    return std::max<std::int64_t>(
        256, static_cast<std::int64_t>(std::ceil(std::max(served, stored) * 1.1 / kGiB)) + 64);
}

// SkyPilot's name of the option's cloud, or "" (the catalog's provider ids are SkyPilot's).
std::string skypilot_cloud(const PlanOption& o) {
    static const char* const clouds[] = {"aws", "gcp", "azure", "lambda"};
    if (o.billing == BillingMode::Owned)
        return {};
    for (const char* c : clouds)
        if (o.provider == c)
            return c;
    return {};
}

std::string skypilot(const Scenario& s, const PlanResult& plan, const PlanOption& o,
                     const std::string& name) {
    const std::string cloud = skypilot_cloud(o);
    if (cloud.empty())
        throw InputError(
            "", "format",
            o.billing == BillingMode::Owned
                ? input_problem(InputProblemCode::SkyPilotNoCloudOwned)
                : input_problem(InputProblemCode::SkyPilotNoCloud, {{"provider", o.provider}}));
    const std::string accelerator = skypilot_accelerator(o.gpu_id);
    std::ostringstream out;
    out << "# SkyPilot task (sky launch task.yaml). Written by GPU Planner.\nname: " << name
        << "\n\nresources:\n  cloud: " << cloud << "\n  region: " << yaml_string(o.region)
        << "\n  instance_type: " << yaml_string(o.instance) << "\n";
    if (!accelerator.empty())
        out << "  accelerators: " << yaml_string(accelerator + ":" + integer(o.gpus_per_node))
            << "\n";
    out << "  use_spot: " << (o.billing == BillingMode::Spot ? "true" : "false") << "\n";
    if (s.workload.is_inference()) {
        out << "  disk_size: " << serving_disk_gib(s)
            << "  # GiB per node: the checkpoint, the image and the engine's caches\n";
        const ServingLaunch v = serving_launch(s, o);
        const std::string install =
            std::string(v.engine == ServerEngine::Sglang   ? "pip install sglang"
                        : v.engine == ServerEngine::TrtLlm ? "pip install tensorrt_llm"
                                                           : "pip install vllm") +
            (v.version.empty() ? std::string() : "==" + v.version);
        out << "  ports: 8000\n\n";
        if (v.nodes > 1) {
            // A replica over several nodes: a cluster of that many nodes runs the engine's
            // script on each, told its rank and the first node's address (SkyPilot's
            // SKYPILOT_NODE_RANK and SKYPILOT_NODE_IPS, its "Distributed Multi-Node Jobs" docs).
            // SkyServe's replicas are one node each, so each replica is a cluster of its own.
            const std::string script = server_script_name(v.engine);
            const std::string launches =
                v.replicas > 1 ? "sky launch -c " + name + "-1 task.yaml, and so on to -c " + name +
                                     "-" + integer(v.replicas) +
                                     "\n# (one per replica), then a load balancer in front of "
                                     "their first nodes (port 8000)."
                               : "sky launch -c " + name + " task.yaml.";
            out << "# Each replica spans " << v.nodes << " nodes (SkyServe's replicas are one "
                << "node each): a cluster per\n# replica, launched from the folder of this export, "
                   "whose "
                << script << " is synced to every node:\n# " << launches
                << "\nnum_nodes: " << v.nodes << "\nworkdir: .\n\nsetup: |\n  " << install
                << "\n\nrun: |\n"
                << indent("NODE_RANK=\"$SKYPILOT_NODE_RANK\" HEAD=\"$(echo \"$SKYPILOT_NODE_IPS\" "
                          "| head -n 1)\" \\\n    exec bash ./" +
                              script + "\n",
                          2);
            return out.str();
        }
        out << "# SkyServe (sky serve up task.yaml): the plan's replicas behind one endpoint.\n"
               "service:\n  readiness_probe: /health\n  replicas: "
            << v.replicas << "\n\nsetup: |\n  " << install << "\n\nrun: |\n"
            << indent(server_command_line(v), 2);
        return out.str();
    }
    const TrainingLaunch t = training_launch(o);
    // Each node's disk holds the data set and its share of the checkpoint being written; the
    // kept checkpoints live in the bucket (+10%, at least 256 GiB).
    const double per_node_bytes =
        plan.storage ? plan.storage->dataset_bytes +
                           plan.storage->checkpoint_bytes /
                               static_cast<double>(std::max<std::int64_t>(t.nodes, 1))
                     : 0.0;
    out << "  disk_size: "
        << std::max<std::int64_t>(256,
                                  static_cast<std::int64_t>(std::ceil(per_node_bytes * 1.1 / kGiB)))
        << "  # GiB per node: the data set and its share of one checkpoint\n";
    out << "\nnum_nodes: " << t.nodes << "\n\n"
        << "# The folder you launch from (your train.py, this export's configuration) is synced to "
           "every\n# node's working directory.\nworkdir: .\n\n"
        << "# Checkpoints outlive the cluster (spot preemptions, sky down): a bucket mounted on "
           "every node.\nfile_mounts:\n  /checkpoints:\n    name: YOUR-CHECKPOINT-BUCKET\n    "
           "mode: MOUNT\n  /config: .\n\nsetup: |\n  pip install deepspeed\n\nrun: |\n";
    std::string script = "set -euo pipefail\n" + megatron_source_line(t, "/config");
    script +=
        "MASTER_ADDR=$(echo \"$SKYPILOT_NODE_IPS\" | head -n 1)\n" +
        training_command(t,
                         "--nnodes=\"$SKYPILOT_NUM_NODES\" --node-rank=\"$SKYPILOT_NODE_RANK\" "
                         "\\\n    --master-addr=\"$MASTER_ADDR\" --master-port=29500",
                         "/config");
    out << indent(script, 2);
    if (o.billing == BillingMode::Spot)
        out << "# Spot: launch with `sky jobs launch task.yaml` (managed jobs recover from "
               "preemptions and\n# resume from /checkpoints), or `sky launch --retry-until-up`.\n";
    return out.str();
}

} // namespace gpuplanner::launch_detail
