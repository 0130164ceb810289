#!/usr/bin/env bash
# Restarts the server instances one at a time, each only once the one before
# answers again: nginx sends the requests to the others meanwhile, and none
# fails (npm run bench:rolling-restart measures it).
#   deploy/rolling-restart.sh            every udyamitra@PORT instance that is enabled
#   deploy/rolling-restart.sh 3001 3002  these
set -euo pipefail
ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl list-units --plain --no-legend 'udyamitra@*.service' | sed -E 's/^udyamitra@([0-9]+)\.service.*/\1/')
fi
[ ${#ports[@]} -gt 0 ] || { echo "no udyamitra@PORT instances found" >&2; exit 1; }
for port in "${ports[@]}"; do
  echo "restarting udyamitra@$port"
  systemctl restart "udyamitra@$port"
  for _ in $(seq 1 60); do
    if curl -fsS --max-time 2 "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  curl -fsS --max-time 2 "http://127.0.0.1:$port/api/health" >/dev/null || { echo "udyamitra@$port does not answer after 60 s; stopping here (journalctl -u udyamitra@$port)" >&2; exit 1; }
  # A moment for nginx to take it back (fail_timeout) before the next one goes.
  sleep 3
done
echo "all restarted: ${ports[*]}"
