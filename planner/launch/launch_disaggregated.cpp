// Launch files of a disaggregated service (docs/export.md, "Disaggregated prefill and decode"):
// vLLM instances of the option's tensor-parallel size, prefill ones and decode ones, their KV
// caches handed over by vLLM's NixlConnector, and vLLM's proxy in front
// (tests/v1/kv_connector/nixl_integration/toy_proxy_server.py), as vLLM's NixlConnector usage
// guide runs them; for Slurm every node runs pd_node.sh, for Kubernetes two Deployments and one
// for the proxy.
#include "launch/escape.h"
#include "launch/launch_text.h"

#include <sstream>

namespace gpuplanner::launch_detail {

using namespace launch_escape;

namespace {

// `vllm serve ...` of one instance, its HTTP port the shell's $PORT.
std::string worker_command(const ServingLaunch& v) {
    std::vector<std::string> args = vllm_arguments(v);
    std::string out = "vllm";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const bool port = i > 0 && args[i - 1] == "--port";
        out += (args[i].rfind("--", 0) == 0 ? " \\\n    " : " ") +
               (port ? std::string("\"$PORT\"") : shell_word(args[i]));
    }
    return out;
}

std::int64_t workers_per_node(const ServingLaunch& v) {
    return std::max<std::int64_t>(1, v.gpus_per_node / std::max<std::int64_t>(v.tensor, 1));
}

} // namespace

std::string vllm_pd_worker_script(const ServingLaunch& v) {
    return "#!/bin/bash\n"
           "# One vLLM instance of a disaggregated service (GPU Planner): ROLE is prefill or "
           "decode,\n"
           "# PORT its HTTP port, NIXL_PORT its NIXL side channel (unique on the node). The "
           "prompt's KV\n"
           "# cache goes from a prefill instance to a decode instance over NIXL (vLLM's "
           "NixlConnector,\n"
           "# vLLM >= 0.9); pd_proxy.sh sends each request to a prefill instance, then to a "
           "decode one.\n"
           "set -euo pipefail\n"
           "ROLE=\"${1:?usage: vllm_pd_worker.sh prefill|decode PORT [NIXL_PORT]}\"\n"
           "PORT=\"${2:?usage: vllm_pd_worker.sh prefill|decode PORT [NIXL_PORT]}\"\n"
           "case \"$ROLE\" in\n"
           "    prefill) KV_ROLE=kv_producer ;;\n"
           "    decode) KV_ROLE=kv_consumer ;;\n"
           "    *) echo \"vllm_pd_worker.sh: ROLE must be prefill or decode, not '$ROLE'\" >&2; "
           "exit 2 ;;\n"
           "esac\n"
           "python3 -c 'import nixl' 2>/dev/null || pip install nixl\n"
           "export VLLM_NIXL_SIDE_CHANNEL_PORT=\"${3:-5600}\"\n"
           "export VLLM_NIXL_SIDE_CHANNEL_HOST=\"${VLLM_NIXL_SIDE_CHANNEL_HOST:-$(hostname -i | "
           "awk '{print $1}')}\"\n"
           "export UCX_NET_DEVICES=\"${UCX_NET_DEVICES:-all}\"\n"
           "exec " +
           worker_command(v) +
           " \\\n    --kv-transfer-config "
           "\"{\\\"kv_connector\\\":\\\"NixlConnector\\\",\\\"kv_role\\\":\\\"$KV_ROLE\\\"}\"\n";
}

std::string pd_proxy_script() {
    return "#!/bin/bash\n"
           "# vLLM's proxy for disaggregated prefill and decode (GPU Planner): each request to a\n"
           "# prefill instance (one token), then to a decode instance with the KV cache's "
           "address.\n"
           "# It is in vLLM's source tree, not its package: fetched for the installed version.\n"
           "set -euo pipefail\n"
           ": \"${PREFILL_HOSTS:?space-separated hosts}\" \"${PREFILL_PORTS:?one port per host}\"\n"
           ": \"${DECODE_HOSTS:?space-separated hosts}\" \"${DECODE_PORTS:?one port per host}\"\n"
           "VERSION=$(python3 -c 'import vllm; print(vllm.__version__)')\n"
           "URL=\"https://raw.githubusercontent.com/vllm-project/vllm/v${VERSION}/tests/v1/"
           "kv_connector/nixl_integration/toy_proxy_server.py\"\n"
           "[ -f toy_proxy_server.py ] || python3 -c \\\n"
           "    'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' "
           "\\\n"
           "    \"$URL\" toy_proxy_server.py\n"
           "# shellcheck disable=SC2086 # the lists split into words on purpose\n"
           "exec python3 toy_proxy_server.py --host 0.0.0.0 --port \"${PORT:-8000}\" \\\n"
           "    --prefiller-hosts $PREFILL_HOSTS --prefiller-ports $PREFILL_PORTS \\\n"
           "    --decoder-hosts $DECODE_HOSTS --decoder-ports $DECODE_PORTS\n";
}

std::string pd_node_script(const ServingLaunch& v) {
    const std::int64_t total = v.prefill_workers + v.decode_workers;
    std::ostringstream out;
    out << "#!/bin/bash\n"
           "# The instances of one node of a disaggregated service (GPU Planner): "
        << v.prefill_workers << " prefill and " << v.decode_workers << " decode instance(s) of "
        << v.tensor << " GPU(s),\n# " << workers_per_node(v)
        << " per node in order (prefill first); the first node also runs the proxy on port "
           "8000.\n"
           "# Run on every node with NODE_RANK (0 first) and NODES (the nodes' names, in "
           "order).\n"
           "set -euo pipefail\n"
           ": \"${NODE_RANK:?set NODE_RANK}\" \"${NODES:?set NODES to the node names}\"\n"
           "cd \"$(dirname \"$0\")\"\n"
        << "PER_NODE=" << workers_per_node(v) << " PREFILL=" << v.prefill_workers
        << " TOTAL=" << total << " TP=" << v.tensor
        << "\n"
           "read -r -a hosts <<< \"$NODES\"\n"
           "prefill_hosts=() prefill_ports=() decode_hosts=() decode_ports=()\n"
           "for ((i = 0; i < TOTAL; i++)); do\n"
           "    host=${hosts[i / PER_NODE]} port=$((8100 + i % PER_NODE))\n"
           "    if ((i < PREFILL)); then prefill_hosts+=(\"$host\") prefill_ports+=(\"$port\")\n"
           "    else decode_hosts+=(\"$host\") decode_ports+=(\"$port\"); fi\n"
           "done\n"
           "for ((k = 0; k < PER_NODE; k++)); do\n"
           "    i=$((NODE_RANK * PER_NODE + k))\n"
           "    ((i < TOTAL)) || break\n"
           "    role=decode\n"
           "    ((i < PREFILL)) && role=prefill\n"
           "    CUDA_VISIBLE_DEVICES=$(seq -s, $((k * TP)) $((k * TP + TP - 1))) \\\n"
           "        ./vllm_pd_worker.sh \"$role\" $((8100 + k)) $((5600 + k)) &\n"
           "done\n"
           "if [ \"$NODE_RANK\" -eq 0 ]; then\n"
           "    PREFILL_HOSTS=\"${prefill_hosts[*]}\" PREFILL_PORTS=\"${prefill_ports[*]}\" \\\n"
           "    DECODE_HOSTS=\"${decode_hosts[*]}\" DECODE_PORTS=\"${decode_ports[*]}\" "
           "./pd_proxy.sh &\n"
           "fi\n"
           "wait\n";
    return out.str();
}

std::string slurm_disaggregated(const Scenario& s, const PlanOption& o, const ServingLaunch& v,
                                const std::string& name) {
    std::ostringstream out;
    out << slurm_script_start(s, o)
        << "# Prefill and decode disaggregated: pd_node.sh on every node; the first node "
           "serves the API (port 8000).\n"
           "# Fill in the partition and account (remove one '#' to use a line).\n"
        << "#SBATCH --job-name=" << name << "\n"
        << "#SBATCH --nodes=" << v.option_nodes << "\n"
        << "#SBATCH --ntasks-per-node=1\n"
        << "#SBATCH --gpus-per-node=" << v.gpus_per_node << "\n"
        << slurm_time_line(s.workload.inference.duration_hours)
        << "#SBATCH --output=%x-%j.out\n"
           "##SBATCH --partition=YOUR_PARTITION\n"
           "##SBATCH --account=YOUR_ACCOUNT\n"
           "set -euo pipefail\n"
           "NODES=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | tr '\\n' ' ')\n"
           "export NODES\n"
           "srun bash -c 'NODE_RANK=$SLURM_NODEID exec \"$SLURM_SUBMIT_DIR/pd_node.sh\"'\n";
    return out.str();
}

std::string kubernetes_disaggregated(const ServingLaunch& v, const std::string& name) {
    const std::string mounts = "      - name: scripts\n"
                               "        mountPath: /gpuplanner\n";
    const std::string volumes = "  - name: scripts\n"
                                "    configMap:\n"
                                "      name: " +
                                name + "-scripts\n";
    const auto pool = [&](const std::string& role, std::int64_t replicas) {
        const std::string command =
            "command: [\"bash\", \"/gpuplanner/vllm_pd_worker.sh\", \"" + role +
            "\", \"8000\", \"5600\"]\n"
            "env:\n"
            "  - name: VLLM_NIXL_SIDE_CHANNEL_HOST\n"
            "    valueFrom:\n"
            "      fieldRef:\n"
            "        fieldPath: status.podIP\n"
            "ports:\n  - containerPort: 8000\n  - containerPort: 5600\n"
            "readinessProbe:\n  httpGet:\n    path: /health\n    port: 8000\n"
            "  initialDelaySeconds: 60\n  periodSeconds: 10\n";
        const std::string app = name + "-" + role;
        return "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: " + app +
               "\n  labels:\n    app: " + app + "\nspec:\n  replicas: " + integer(replicas) +
               "\n  selector:\n    matchLabels:\n      app: " + app +
               "\n  template:\n    metadata:\n      labels:\n        app: " + app +
               "\n    spec:\n" +
               indent(pod_spec(kVllmDisaggregatedImage, command, v.tensor, mounts, volumes), 6) +
               "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: " + app +
               "\nspec:\n  selector:\n    app: " + app +
               "\n  ports:\n    - port: 8000\n      targetPort: 8000\n";
    };
    const std::string proxy_command =
        "command: [\"bash\", \"-c\", \"cd /tmp && exec bash /gpuplanner/pd_proxy.sh\"]\n"
        "env:\n"
        "  - name: PREFILL_HOSTS\n    value: " +
        name +
        "-prefill\n"
        "  - name: PREFILL_PORTS\n    value: \"8000\"\n"
        "  - name: DECODE_HOSTS\n    value: " +
        name +
        "-decode\n"
        "  - name: DECODE_PORTS\n    value: \"8000\"\n"
        "ports:\n  - containerPort: 8000\n";
    return "# Prefill and decode disaggregated: " + integer(v.prefill_workers) + " prefill and " +
           integer(v.decode_workers) + " decode vLLM instance(s) of " + integer(v.tensor) +
           " GPU(s), NixlConnector between them,\n# vLLM's proxy in front (Service " + name +
           ", port 8000). Written by GPU Planner.\n"
           "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " +
           name + "-scripts\ndata:\n  vllm_pd_worker.sh: |\n" +
           indent(vllm_pd_worker_script(v), 4) + "  pd_proxy.sh: |\n" +
           indent(pd_proxy_script(), 4) + pool("prefill", v.prefill_workers) +
           pool("decode", v.decode_workers) +
           "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: " + name +
           "-proxy\n  labels:\n    app: " + name +
           "-proxy\nspec:\n  replicas: 1\n"
           "  selector:\n    matchLabels:\n      app: " +
           name + "-proxy\n  template:\n    metadata:\n      labels:\n        app: " + name +
           "-proxy\n    spec:\n" +
           indent(pod_spec(kVllmDisaggregatedImage, proxy_command, 0, mounts, volumes), 6) +
           "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: " + name +
           "\nspec:\n  selector:\n    app: " + name +
           "-proxy\n  ports:\n    - port: 8000\n      targetPort: 8000\n";
}

} // namespace gpuplanner::launch_detail
