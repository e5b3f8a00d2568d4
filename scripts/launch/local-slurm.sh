#!/usr/bin/env bash
# A throw-away Slurm cluster on this machine for `sbatch --test-only` (tests of the exported
# launch files): munged, slurmctld and one slurmd, all under DIR, on non-default ports, with
# 512 nodes of 8 GPUs declared (the job scripts ask for up to that; --test-only only checks a
# job against the configuration and queue, nothing runs). Needs Debian's slurm-wlm and munge and
# root (slurmd and munged run as root here).
#   local-slurm.sh start DIR    prints the SLURM_CONF to export
#   local-slurm.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?DIR}
mkdir -p "$dir"; dir=$(cd "$dir" && pwd)
if [ "$cmd" = stop ]; then
  for pid in slurmctld.pid slurmd.pid munged.pid; do
    [ -f "$dir/$pid" ] && kill "$(cat "$dir/$pid")" 2>/dev/null || true
  done
  # and whatever of this cluster outlived its pid file (daemons that forked again)
  pkill -f -- "-f $dir/slurm.conf" 2>/dev/null || true
  pkill -f -- "--socket=$dir/munge/munge.socket" 2>/dev/null || true
  exit 0
fi
for tool in slurmctld slurmd munged sbatch mungekey; do
  command -v "$tool" >/dev/null || PATH=$PATH:/usr/sbin
  command -v "$tool" >/dev/null || { echo "missing: $tool (Debian packages slurm-wlm, munge)" >&2; exit 3; }
done
[ "$(id -u)" -eq 0 ] || { echo "needs root (slurmd and munged)" >&2; exit 3; }
mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
chmod 700 "$dir/munge"
[ -f "$dir/munge/munge.key" ] || mungekey --create --keyfile="$dir/munge/munge.key" >/dev/null 2>&1 ||
  dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
  --pid-file="$dir/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed"
host=$(hostname -s)
cat > "$dir/slurm.conf" <<CONF
ClusterName=gpuplanner-test
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
GresTypes=gpu
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=1 Gres=gpu:8 State=UNKNOWN
NodeName=gpu[001-512] NodeAddr=127.0.0.1 CPUs=1 Gres=gpu:8 State=UNKNOWN
PartitionName=gpu Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
cat > "$dir/gres.conf" <<CONF
NodeName=$host Name=gpu Count=8
NodeName=gpu[001-512] Name=gpu Count=8
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -f "$dir/slurm.conf"
slurmd -f "$dir/slurm.conf" -N "$host" 2>/dev/null || true
for _ in $(seq 1 50); do
  sinfo -h >/dev/null 2>&1 && break
  sleep 0.2
done
sinfo -h >/dev/null 2>&1 || { echo "slurmctld did not answer (see $dir/slurmctld.log)" >&2; exit 3; }
# The controller settles its nodes' states in its first seconds: until then a job may be refused
# ("Requested node configuration is not available"). Wait for a two-node GPU job to be accepted.
for _ in $(seq 1 60); do
  sbatch --test-only -N2 --gpus-per-node=8 --wrap true >/dev/null 2>&1 && break
  sleep 0.5
done
echo "$dir/slurm.conf"
