#!/usr/bin/env bash
# Keeps the first CPU core for nginx: the server processes and PostgreSQL run
# on the other cores (systemd drop-ins with CPUAffinity=), nginx on any.
#   deploy/systemd/cpu-split.sh     (as root; then systemctl daemon-reload and restart them)
#
# Why (docs/decisions/120-nginx-in-front.md, "CPU split"): nginx answers the
# pages from its cache in a fraction of a millisecond, but while form posts
# kept Node busy on every core a page waited for one, several milliseconds at
# the 99th percentile. Priorities did not help: Nice= ranks the processes of
# one service (one scheduling group) against each other, not against nginx.
# Measured with `npm run bench:hostile -- --nginx`.
#
# On a single core there is nothing to split: the drop-ins are removed.
# SYSTEMD_DIR (default /etc/systemd/system) and NPROC (default `nproc --all`)
# are for the recipe's test and test/support/deploy/local-recipe.ts, which apply what this
# script writes.
set -euo pipefail
dir="${SYSTEMD_DIR:-/etc/systemd/system}"
cores="${NPROC:-$(nproc --all)}"
# Checked before any arithmetic: bash would evaluate an expression in it (as root).
[[ "$cores" =~ ^[1-9][0-9]{0,3}$ ]] || { echo "NPROC must be a whole number of cores, not '$cores'" >&2; exit 1; }
[[ "$dir" == /* ]] || { echo "SYSTEMD_DIR must be an absolute path, not '$dir'" >&2; exit 1; }
# The server instances, and every PostgreSQL cluster (Debian runs each as postgresql@VERSION-NAME).
units=(udyamitra@.service postgresql@.service)

if [ "$cores" -lt 2 ]; then
  for unit in "${units[@]}"; do rm -f "$dir/$unit.d/cpu-split.conf"; done
  echo "one core: nothing to split (drop-ins removed)"
  exit 0
fi
site="1-$((cores - 1))"
[ "$cores" -eq 2 ] && site="1"
for unit in "${units[@]}"; do
  install -d "$dir/$unit.d"
  printf '# Written by deploy/systemd/cpu-split.sh: core 0 is left to nginx.\n[Service]\nCPUAffinity=%s\n' "$site" >"$dir/$unit.d/cpu-split.conf"
done
echo "server processes and PostgreSQL on cores $site, nginx on any of 0-$((cores - 1))"
