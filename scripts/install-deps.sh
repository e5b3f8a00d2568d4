#!/usr/bin/env bash
# Installs the Debian 12 packages GPU Planner needs (scripts/debian-packages.txt), only those that are
# missing. Runs apt-get as root, or through sudo for any other user.
set -euo pipefail
cd "$(dirname "$0")"

mapfile -t packages < <(grep -vE '^[[:space:]]*(#|$)' debian-packages.txt | awk '{print $1}')

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# munge's set-up (and so Slurm's, which needs it) runs as the munge user, and fails where / is
# not searchable by other users: a chroot in a folder made by mktemp, as
# ../shared/tools/fresh-machine-check.sh makes. There they are left out; the export tests then
# skip `sbatch --test-only` and say so.
if [ "$(( 0$(stat -c %a /) & 1 ))" -eq 0 ]; then
  kept=()
  for p in "${missing[@]}"; do
    case "$p" in
      munge|slurm-wlm) echo "note: / is not searchable by other users here, so $p (whose set-up runs as another user) is left out" >&2 ;;
      *) kept+=("$p") ;;
    esac
  done
  missing=("${kept[@]}")
fi
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "These Debian packages are missing: ${missing[*]}" >&2
    echo "Install them as root (apt-get install ${missing[*]}) or install sudo, then run this again." >&2
    exit 1
  fi
  sudo_cmd=(sudo)
fi
echo "installing (apt-get, ${#missing[@]} package(s) and what they depend on): ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
# --no-install-recommends keeps the install small, so every package the build needs is listed
# explicitly in debian-packages.txt (Debian 12's qt6-base-dev only recommends libqt6opengl6-dev,
# which Qt Charts needs).
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
