#!/usr/bin/python3
"""Checks exported launch folders with real tools (tests/planner/launch/tst_launch.cpp runs it):

- every *.yaml parsed by PyYAML, every *.json by Python's json, every *.sh and *.sbatch by bash -n;
- Kubernetes objects validated against the Kubernetes API's OpenAPI types through the official
  Python client (Debian's python3-kubernetes, generated from the API's OpenAPI specification):
  every field must be one the type has (no typo passes), of its type, required fields present;
  a Kubeflow PyTorchJob's top level against the training operator's CRD fields and each replica's
  pod template as a core/v1 PodTemplateSpec; a KServe InferenceService (its predictor's pod part
  as a core/v1 PodSpec, the rest against KServe's field names); a LeaderWorkerSet (leaderworkerset.x-k8s.io/v1)
  against the LWS API's fields, its leader and worker templates as PodTemplateSpecs;
- DeepSpeed JSON keys against DeepSpeed's documented configuration keys, SkyPilot task keys against
  SkyPilot's YAML specification;
- with --slurm-conf FILE: every *.sbatch through `sbatch --test-only` against that cluster.

Usage: validate_launch_files.py [--slurm-conf FILE] DIR...   (exit 0: all valid; 1: findings;
3: a tool is missing, with what to install)
"""
import json
import os
import subprocess
import sys

try:
    import yaml
    from kubernetes.client import models as k8s
except ImportError as e:  # the test skips, naming the package
    print(f"missing Python module: {e.name} (Debian packages python3-yaml, python3-kubernetes)")
    sys.exit(3)

# deepspeed.ai/docs/config-json (batch size, optimizer, precision, ZeRO sections).
DEEPSPEED_KEYS = {
    "train_batch_size", "train_micro_batch_size_per_gpu", "gradient_accumulation_steps",
    "gradient_clipping", "fp16", "bf16", "zero_optimization", "steps_per_print",
    "wall_clock_breakdown", "optimizer", "scheduler", "activation_checkpointing",
    "prescale_gradients", "gradient_predivide_factor", "sparse_gradients", "amp",
    "zero_allow_untested_optimizer", "flops_profiler", "comms_logger", "tensorboard",
    "data_types", "communication_data_type",
}
DEEPSPEED_ZERO_KEYS = {
    "stage", "allgather_partitions", "allgather_bucket_size", "overlap_comm",
    "reduce_scatter", "reduce_bucket_size", "contiguous_gradients", "offload_param",
    "offload_optimizer", "stage3_max_live_parameters", "stage3_max_reuse_distance",
    "stage3_prefetch_bucket_size", "stage3_param_persistence_threshold",
    "sub_group_size", "stage3_gather_16bit_weights_on_model_save", "round_robin_gradients",
    "zero_hpz_partition_size", "zero_quantized_weights", "zero_quantized_gradients",
    "elastic_checkpoint", "load_from_fp32_weights", "ignore_unused_parameters",
}
DEEPSPEED_PRECISION_KEYS = {"enabled", "auto_cast", "loss_scale", "initial_scale_power",
                            "loss_scale_window", "hysteresis", "consecutive_hysteresis",
                            "min_loss_scale", "immediate_grad_update"}
DEEPSPEED_OFFLOAD_KEYS = {"device", "nvme_path", "pin_memory", "ratio", "buffer_count",
                          "fast_init", "buffer_size", "max_in_cpu"}

# docs.skypilot.co/en/latest/reference/yaml-spec.html
SKYPILOT_KEYS = {"name", "workdir", "num_nodes", "resources", "envs", "secrets", "volumes",
                 "file_mounts", "setup", "run", "service", "config"}
SKYPILOT_RESOURCES = {"infra", "cloud", "region", "zone", "accelerators", "accelerator_args",
                      "cpus", "memory", "instance_type", "use_spot", "disk_size", "disk_tier",
                      "network_tier", "max_hourly_cost", "image_id", "ports", "labels",
                      "autostop", "any_of", "ordered", "job_recovery"}
SKYPILOT_SERVICE = {"readiness_probe", "replicas", "replica_policy", "load_balancing_policy",
                    "ports", "tls"}

# The training operator's PyTorchJob CRD (kubeflow.org/v1): spec and replica spec fields.
PYTORCHJOB_SPEC = {"pytorchReplicaSpecs", "runPolicy", "elasticPolicy", "nprocPerNode"}
PYTORCHJOB_REPLICA = {"replicas", "restartPolicy", "template"}

# The LeaderWorkerSet API (leaderworkerset.x-k8s.io/v1, sigs.k8s.io/lws api/leaderworkerset/v1).
LWS_SPEC = {"replicas", "leaderWorkerTemplate", "rolloutStrategy", "startupPolicy",
            "networkConfig"}
LWS_TEMPLATE = {"leaderTemplate", "workerTemplate", "size", "restartPolicy", "subGroupPolicy"}
LWS_RESTART = {"RecreateGroupOnPodRestart", "None"}

# KServe's InferenceService (serving.kserve.io/v1beta1): a predictor is a pod spec (inline) with
# KServe's ComponentExtensionSpec and its model-format fields beside it.
KSERVE_SPEC = {"predictor", "transformer", "explainer"}
KSERVE_PREDICTOR = {"minReplicas", "maxReplicas", "scaleTarget", "scaleMetric", "scaleMetricType",
                    "containerConcurrency", "timeout", "canaryTrafficPercent", "logger",
                    "batcher", "labels", "annotations", "deploymentStrategy", "autoScaling",
                    "model", "workerSpec", "sklearn", "xgboost", "tensorflow", "pytorch",
                    "triton", "onnx", "huggingface", "pmml", "lightgbm", "paddle"}

KINDS = {("apps/v1", "Deployment"): "V1Deployment", ("v1", "Service"): "V1Service",
         ("v1", "PersistentVolumeClaim"): "V1PersistentVolumeClaim",
         ("v1", "ConfigMap"): "V1ConfigMap", ("batch/v1", "Job"): "V1Job"}

findings = []


def find(where, problem):
    findings.append(f"{where}: {problem}")


def check_k8s(value, type_name, where):
    """Walks `value` against the client's OpenAPI type `type_name`, strictly."""
    if type_name.startswith("list["):
        if not isinstance(value, list):
            return find(where, f"expected a list for {type_name}")
        for i, item in enumerate(value):
            check_k8s(item, type_name[5:-1], f"{where}[{i}]")
        return
    if type_name.startswith("dict("):
        if not isinstance(value, dict):
            return find(where, f"expected a map for {type_name}")
        inner = type_name[type_name.index(",") + 1:-1].strip()
        for k, v in value.items():
            check_k8s(v, inner, f"{where}.{k}")
        return
    if type_name in ("str", "int", "bool", "float", "object", "datetime"):
        ok = {"str": (str, int, float),  # quantities and int-or-string fields take numbers
              "int": (int,), "bool": (bool,), "float": (int, float),
              "object": (object,), "datetime": (str,)}[type_name]
        if not isinstance(value, ok) or (type_name == "int" and isinstance(value, bool)):
            find(where, f"expected {type_name}, found {type(value).__name__}")
        return
    cls = getattr(k8s, type_name)
    if not isinstance(value, dict):
        return find(where, f"expected an object ({type_name})")
    by_json = {v: k for k, v in cls.attribute_map.items()}
    for key, v in value.items():
        if key not in by_json:
            find(where, f"unknown field \"{key}\" for {type_name}")
        else:
            check_k8s(v, cls.openapi_types[by_json[key]], f"{where}.{key}")
    try:  # required fields: the client's constructor refuses a missing one
        cls(**{by_json[k]: v for k, v in value.items() if k in by_json})
    except ValueError as e:
        find(where, f"{type_name}: {e}")


def check_kubernetes_doc(doc, where):
    key = (doc.get("apiVersion"), doc.get("kind"))
    if key == ("kubeflow.org/v1", "PyTorchJob"):
        for k in doc:
            if k not in ("apiVersion", "kind", "metadata", "spec", "status"):
                find(where, f"unknown field \"{k}\" for PyTorchJob")
        check_k8s(doc.get("metadata", {}), "V1ObjectMeta", f"{where}.metadata")
        spec = doc.get("spec", {})
        for k in spec:
            if k not in PYTORCHJOB_SPEC:
                find(where, f"unknown field \"spec.{k}\" for PyTorchJob")
        replicas = spec.get("pytorchReplicaSpecs", {})
        if "Master" not in replicas:
            find(where, "PyTorchJob without a Master replica")
        for role, r in replicas.items():
            if role not in ("Master", "Worker"):
                find(where, f"unknown replica type {role}")
            for k in r:
                if k not in PYTORCHJOB_REPLICA:
                    find(where, f"unknown field \"{k}\" in {role}")
            if r.get("restartPolicy") not in ("Always", "OnFailure", "Never", "ExitCode"):
                find(where, f"{role}.restartPolicy: {r.get('restartPolicy')}")
            if not isinstance(r.get("replicas"), int) or r["replicas"] < 1:
                find(where, f"{role}.replicas must be a positive integer")
            check_k8s(r.get("template"), "V1PodTemplateSpec", f"{where}.{role}.template")
        return
    if key == ("leaderworkerset.x-k8s.io/v1", "LeaderWorkerSet"):
        for k in doc:
            if k not in ("apiVersion", "kind", "metadata", "spec", "status"):
                find(where, f"unknown field \"{k}\" for LeaderWorkerSet")
        check_k8s(doc.get("metadata", {}), "V1ObjectMeta", f"{where}.metadata")
        spec = doc.get("spec", {})
        for k in spec:
            if k not in LWS_SPEC:
                find(where, f"unknown field \"spec.{k}\" for LeaderWorkerSet")
        if not isinstance(spec.get("replicas"), int) or spec["replicas"] < 0:
            find(where, "spec.replicas must be a whole number")
        t = spec.get("leaderWorkerTemplate")
        if not isinstance(t, dict):
            return find(where, "LeaderWorkerSet without spec.leaderWorkerTemplate")
        for k in t:
            if k not in LWS_TEMPLATE:
                find(where, f"unknown field \"leaderWorkerTemplate.{k}\"")
        if not isinstance(t.get("size"), int) or t["size"] < 1:
            find(where, "leaderWorkerTemplate.size must be a positive integer")
        if "restartPolicy" in t and t["restartPolicy"] not in LWS_RESTART:
            find(where, f"leaderWorkerTemplate.restartPolicy: {t['restartPolicy']}")
        if "workerTemplate" not in t:
            find(where, "leaderWorkerTemplate without workerTemplate")
        for role in ("leaderTemplate", "workerTemplate"):
            if role in t:
                check_k8s(t[role], "V1PodTemplateSpec", f"{where}.{role}")
        return
    if key == ("serving.kserve.io/v1beta1", "InferenceService"):
        for k in doc:
            if k not in ("apiVersion", "kind", "metadata", "spec", "status"):
                find(where, f"unknown field \"{k}\" for InferenceService")
        check_k8s(doc.get("metadata", {}), "V1ObjectMeta", f"{where}.metadata")
        spec = doc.get("spec", {})
        for k in spec:
            if k not in KSERVE_SPEC:
                find(where, f"unknown field \"spec.{k}\" for InferenceService")
        predictor = spec.get("predictor")
        if not isinstance(predictor, dict):
            return find(where, "InferenceService without spec.predictor")
        for k in ("minReplicas", "maxReplicas"):
            if k in predictor and (not isinstance(predictor[k], int) or predictor[k] < 0):
                find(where, f"predictor.{k} must be a whole number")
        pod = {k: v for k, v in predictor.items() if k not in KSERVE_PREDICTOR}
        check_k8s(pod, "V1PodSpec", f"{where}.predictor")
        return
    if key not in KINDS:
        return find(where, f"no validator for {key}")
    check_k8s(doc, KINDS[key], where)


def check_skypilot(doc, where):
    for k in doc:
        if k not in SKYPILOT_KEYS:
            find(where, f"unknown SkyPilot task field \"{k}\"")
    for k in doc.get("resources", {}):
        if k not in SKYPILOT_RESOURCES:
            find(where, f"unknown SkyPilot resources field \"{k}\"")
    for k in doc.get("service", {}) or {}:
        if k not in SKYPILOT_SERVICE:
            find(where, f"unknown SkyPilot service field \"{k}\"")
    if not isinstance(doc.get("num_nodes", 1), int):
        find(where, "num_nodes must be an integer")


def check_deepspeed(cfg, where):
    for k, v in cfg.items():
        if k not in DEEPSPEED_KEYS:
            find(where, f"not a DeepSpeed configuration key: \"{k}\"")
        if k in ("fp16", "bf16"):
            for p in v:
                if p not in DEEPSPEED_PRECISION_KEYS:
                    find(where, f"{k}.{p} is not a DeepSpeed key")
    zero = cfg.get("zero_optimization", {})
    for k, v in zero.items():
        if k not in DEEPSPEED_ZERO_KEYS:
            find(where, f"zero_optimization.{k} is not a DeepSpeed key")
        if k in ("offload_optimizer", "offload_param"):
            for p in v:
                if p not in DEEPSPEED_OFFLOAD_KEYS:
                    find(where, f"zero_optimization.{k}.{p} is not a DeepSpeed key")
    if zero.get("stage") not in (0, 1, 2, 3):
        find(where, "zero_optimization.stage must be 0-3")
    if cfg.get("train_batch_size") is not None and cfg.get("train_micro_batch_size_per_gpu"):
        if cfg["train_batch_size"] % (cfg["train_micro_batch_size_per_gpu"] *
                                      cfg.get("gradient_accumulation_steps", 1)):
            find(where, "train_batch_size is not micro-batch x accumulation x data-parallel size")


def main(argv):
    slurm_conf = None
    if len(argv) > 1 and argv[0] == "--slurm-conf":
        slurm_conf, argv = argv[1], argv[2:]
    for folder in argv:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if name.endswith(".yaml"):
                try:
                    docs = [d for d in yaml.safe_load_all(open(path)) if d is not None]
                except yaml.YAMLError as e:
                    find(path, f"YAML: {e}")
                    continue
                for i, doc in enumerate(docs):
                    where = f"{path}#{i}"
                    if "apiVersion" in doc:
                        check_kubernetes_doc(doc, where)
                    else:
                        check_skypilot(doc, where)
            elif name.endswith(".json"):
                try:
                    cfg = json.load(open(path))
                except json.JSONDecodeError as e:
                    find(path, f"JSON: {e}")
                    continue
                if name == "ds_config.json":
                    check_deepspeed(cfg, path)
            elif name.endswith((".sh", ".sbatch")):
                r = subprocess.run(["bash", "-n", path], capture_output=True, text=True)
                if r.returncode:
                    find(path, f"bash -n: {r.stderr.strip()}")
                if name.endswith(".sbatch") and slurm_conf:
                    env = dict(os.environ, SLURM_CONF=slurm_conf)
                    r = subprocess.run(["sbatch", "--test-only", path], capture_output=True,
                                       text=True, env=env, timeout=60)
                    if r.returncode or "to start at" not in r.stderr:
                        find(path, f"sbatch --test-only: {(r.stderr + r.stdout).strip()}")
    for f in findings:
        print(f)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
