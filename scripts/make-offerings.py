#!/usr/bin/env python3
"""Builds resources/catalog/offerings/*.json from the sourced reference tables in ../shared/data.

Run once when the reference data changes; the output is committed. Every offering keeps the
source file and commit it came from, an as-of date and "indicative": true.
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "..", "shared", "data")
OUT = os.path.join(ROOT, "resources", "catalog", "offerings")
AS_OF = "2026-11-30"  # the day the reference table was compiled into the catalog

# SkyPilot accelerator name (+ instance hints) -> our GPU id
GPU = {"T4": "t4", "A10G": "a10g", "A10": "a10", "L4": "l4", "L40S": "l40s",
       "V100": "v100-sxm2-16gb", "V100-32GB": "v100-sxm2-32gb", "A100": "a100-sxm4-40gb",
       "A100-80GB": "a100-sxm4-80gb", "H100": "h100-sxm", "H100-MEGA": "h100-sxm", "H200": "h200-sxm"}

# Network bandwidth per instance in Gbps, from each vendor's instance-type pages. Instances
# missing here have no published figure in our sources: the planner keeps them to one node.
NETWORK = {
    "g4dn.xlarge": 25, "g4dn.2xlarge": 25, "g4dn.4xlarge": 25, "g4dn.8xlarge": 50, "g4dn.12xlarge": 50,
    "g4dn.16xlarge": 50, "g4dn.metal": 100, "g5.xlarge": 10, "g5.2xlarge": 10, "g5.4xlarge": 25,
    "g5.8xlarge": 25, "g5.12xlarge": 40, "g5.16xlarge": 25, "g5.24xlarge": 50, "g5.48xlarge": 100,
    "g6.xlarge": 10, "g6.2xlarge": 10, "g6.4xlarge": 25, "g6.8xlarge": 25, "g6.12xlarge": 40,
    "g6.16xlarge": 25, "g6.24xlarge": 50, "g6.48xlarge": 100, "g6e.xlarge": 20, "g6e.2xlarge": 20,
    "g6e.4xlarge": 20, "g6e.8xlarge": 25, "g6e.12xlarge": 100, "g6e.16xlarge": 35,
    "g6e.24xlarge": 200, "g6e.48xlarge": 400, "p3.2xlarge": 10, "p3.8xlarge": 10,
    "p3.16xlarge": 25, "p3dn.24xlarge": 100, "p4d.24xlarge": 400, "p4de.24xlarge": 400,
    "p5.48xlarge": 3200, "p5e.48xlarge": 3200, "p5en.48xlarge": 3200,
    "a2-highgpu-8g": 100, "a2-megagpu-16g": 100, "a2-ultragpu-8g": 100, "a3-highgpu-8g": 1000,
    "a3-megagpu-8g": 1800, "a3-ultragpu-8g": 3200, "g2-standard-96": 100,
    "Standard_ND96asr_v4": 1600, "Standard_ND96amsr_A100_v4": 1600, "Standard_ND96isr_H100_v5": 3200,
    "Standard_ND40rs_v2": 100,
}
INFINIBAND = {"Standard_ND96asr_v4", "Standard_ND96amsr_A100_v4", "Standard_ND96isr_H100_v5",
              "Standard_ND40rs_v2", "Standard_NC24rs_v3"}
NVLINK = {"p3.8xlarge", "p3.16xlarge", "p3dn.24xlarge", "p4d.24xlarge", "p4de.24xlarge", "p5.48xlarge",
          "p5e.48xlarge", "p5en.48xlarge", "a2-highgpu-2g", "a2-highgpu-4g", "a2-highgpu-8g",
          "a2-megagpu-16g", "a2-ultragpu-2g", "a2-ultragpu-4g", "a2-ultragpu-8g", "a3-highgpu-2g",
          "a3-highgpu-4g", "a3-highgpu-8g", "a3-megagpu-8g", "a3-ultragpu-8g", "Standard_ND96asr_v4",
          "Standard_ND96amsr_A100_v4", "Standard_ND96isr_H100_v5", "Standard_ND40rs_v2",
          "gpu_8x_a100_80gb_sxm4", "gpu_2x_h100_sxm5", "gpu_4x_h100_sxm5", "gpu_8x_h100_sxm5",
          "gpu_8x_v100", "gpu_8x_a100", "gpu_4x_a100", "gpu_2x_a100"}
NETWORK_SOURCE = {
    "aws": "https://aws.amazon.com/ec2/instance-types/ (accelerated computing: network bandwidth)",
    "gcp": "https://cloud.google.com/compute/docs/gpus (network bandwidths and GPUs)",
    "azure": "https://learn.microsoft.com/azure/virtual-machines/sizes/ (GPU-accelerated sizes)",
}


def region_of(text):
    return text.split(" ")[0].split("/")[0] if text else ""


def fnum(s):
    return float(s) if s not in ("", None) else None


def offering(provider, instance, region, gpu, count, vcpus, ram, currency, od, spot, source, notes):
    o = {"provider": provider, "instance_type": instance, "region": region, "gpu": gpu,
         "gpu_count": count, "currency": currency, "prices_per_hour": {}, "source": source,
         "as_of": AS_OF, "indicative": True}
    if vcpus: o["vcpus"] = vcpus
    if ram: o["ram_gib"] = ram
    if od is not None: o["prices_per_hour"]["on_demand"] = od
    if spot is not None: o["prices_per_hour"]["spot"] = spot
    if instance in NETWORK:
        o["network_gbps"] = NETWORK[instance]
        o["network_source"] = NETWORK_SOURCE.get(provider, "")
    o["gpu_interconnect"] = "nvlink" if instance in NVLINK else "pcie"
    if instance in INFINIBAND: o["infiniband"] = True
    if notes: o["notes"] = notes
    return o


def main():
    by_provider = {}
    with open(os.path.join(DATA, "cloud-gpu-prices-reference.csv")) as f:
        for r in csv.DictReader(f):
            cloud, inst, acc = r["cloud"], r["instance_type"], r["accelerator"]
            if inst.startswith("("):
                continue  # GCP accelerator-only rows: no host VM price, so no honest total
            gpu = GPU[acc]
            count = int(r["gpu_count"])
            notes = []
            if cloud == "lambda" and inst in ("gpu_1x_a100",):
                gpu = "a100-pcie-40gb"
            if cloud == "lambda" and "h100_pcie" in inst:
                gpu = "h100-pcie"
            if cloud == "azure" and inst.startswith("Standard_NC") and acc == "H100":
                gpu = "h100-pcie"
                notes.append("H100 NVL (94 GB) taken as H100 PCIe 80 GB: a conservative stand-in")
            if cloud == "azure" and inst == "Standard_ND96isr_H100_v5":
                notes.append("the SkyPilot row lists 12 GPUs; Azure documents 8 x H100 for this size")
                count = 8
            if r["notes"]:
                notes.append("reference note: " + r["notes"])
            source = "SkyPilot catalog %s @ %s" % (r["source_file"], r["source_commit"][:12])
            ref_region = r["ref_region"] or region_of(r["od_min_region"])
            od = fnum(r["ref_od_usd_hr"]) if r["ref_od_usd_hr"] else fnum(r["od_usd_hr_min"])
            spot = fnum(r["ref_spot_usd_hr"])
            if cloud == "azure" and acc == "H100":
                spot = None  # SkyPilot's Azure H100 spot equals on-demand: no real spot price
            vcpus = int(float(r["vcpus"])) if r["vcpus"] else None
            ram = float(r["memory_gib"]) if r["memory_gib"] else None
            lst = by_provider.setdefault(cloud, [])
            if od is not None or spot is not None:
                lst.append(offering(cloud, inst, ref_region, gpu, count, vcpus, ram, "USD", od, spot, source,
                                    "; ".join(notes)))
            # AWS reference rows carry no spot price in the reference region: add the cheapest
            # spot region (excluding the 10% floor) as a spot-only offering.
            sp_region = region_of(r["spot_excl_floor_location"])
            sp = fnum(r["spot_usd_hr_min_excl_floor"])
            if spot is None and sp is not None and cloud == "aws":
                lst.append(offering(cloud, inst, sp_region, gpu, count, vcpus, ram, "USD", None, sp, source,
                                    "spot-only: cheapest spot region in the reference table"))
    with open(os.path.join(DATA, "china-cloud-gpu-prices-reference.csv")) as f:
        for r in csv.DictReader(f):
            gpu = {"A100-80GB": "a100-sxm4-80gb", "A100": "a100-sxm4-40gb", "A10": "a10", "T4": "t4",
                   "V100": "v100-sxm2-32gb" if "GN10X" in r["instance_type"] else "v100-sxm2-16gb"}[r["gpu"]]
            by_provider.setdefault(r["provider"], []).append(
                offering(r["provider"], r["instance_type"], r["region"], gpu, int(r["gpu_count"]), None, None,
                         "CNY", fnum(r["on_demand_cny_per_hour"]), fnum(r["spot_cny_per_hour"]), r["source"], ""))
    brief = "product brief (../shared/product-brief-zh.txt), section 2.2 comparison matrix"
    by_provider["tencent-cloud"].append(dict(offering(
        "tencent-cloud", "GN10Xp.28xlarge", "ap-beijing", "a100-sxm4-80gb", 8, None, None, "CNY", 68.5, None, brief,
        "taken from the product brief, unverified: Tencent's GN10Xp family is V100 (see GN10Xp.2XLARGE40), and "
        "68.5 CNY/h for 8 A100 is far below Tencent's own 8 x A100 GT4.41XLARGE948 (237.56 CNY/h)"),
        network_gbps=100, unverified=True))
    by_provider["alibaba-cloud"].append(dict(offering(
        "alibaba-cloud", "ecs.gn7i-c16g1.28xlarge", "cn-hangzhou", "a100-sxm4-40gb", 8, None, None, "CNY", 59.2, None,
        brief, "taken from the product brief, unverified: Alibaba's gn7i family is A10 (see ecs.gn7i-c8g1.2xlarge)"),
        network_gbps=50, unverified=True))
    by_provider["volcano-engine"] = [dict(offering(
        "volcano-engine", "ve4i.8xlarge", "cn-beijing", "v100-sxm2-32gb", 4, None, None, "CNY", 42.7, None, brief,
        "taken from the product brief, unverified: no sourced Volcano Engine list price was found"),
        network_gbps=25, unverified=True)]
    for o in by_provider["aws"]:
        if o["instance_type"] == "p4d.24xlarge" and "on_demand" in o["prices_per_hour"]:
            o["notes"] = (o.get("notes", "") + "; " if o.get("notes") else "") + \
                "in the product brief's matrix (NVLink: the brief says 300 GB/s; A100 NVLink 3 is 600 GB/s)"
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for provider, lst in sorted(by_provider.items()):
        with open(os.path.join(OUT, provider + ".json"), "w") as f:
            json.dump({"format": "gpuplanner-offerings", "version": 1, "provider": provider, "offerings": lst},
                      f, indent=1, ensure_ascii=False)
            f.write("\n")
        total += len(lst)
        print(provider, len(lst), file=sys.stderr)
    print("total", total, file=sys.stderr)


if __name__ == "__main__":
    main()
