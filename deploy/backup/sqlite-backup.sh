#!/usr/bin/env bash
# An online backup of the SQLite database (SQLite's backup API, through the
# sqlite3 shell's .backup): consistent while the server goes on writing, then
# checked with PRAGMA integrity_check before it counts.
#   deploy/backup/sqlite-backup.sh data/site.db BACKUP_DIR
# Prints the file written; keeps the newest BACKUP_KEEP (default 14).
set -euo pipefail
src=${1:?usage: sqlite-backup.sh DATABASE_FILE BACKUP_DIR}
dir=${2:?usage: sqlite-backup.sh DATABASE_FILE BACKUP_DIR}
keep=${BACKUP_KEEP:-14}
command -v sqlite3 >/dev/null || { echo "sqlite3 is not installed (apt-get install -y sqlite3)" >&2; exit 1; }
[ -r "$src" ] || { echo "cannot read $src" >&2; exit 1; }
umask 077
mkdir -p "$dir"
file="$dir/udyamitra-$(date -u +%Y%m%dT%H%M%SZ).db"
# .timeout: wait for the server's write transaction rather than fail.
sqlite3 "$src" ".timeout 10000" ".backup '${file//\'/\'\'}.partial'"
check=$(sqlite3 "$file.partial" "PRAGMA integrity_check")
[ "$check" = "ok" ] || { echo "the backup failed its integrity check: $check" >&2; rm -f "$file.partial"; exit 1; }
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'udyamitra-*.db' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$dir/$old"; done
echo "$file"
