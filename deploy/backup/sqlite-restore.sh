#!/usr/bin/env bash
# Puts a sqlite-backup.sh file back as the database. Stop the server first
# (systemctl stop udyamitra.target); the current file is kept beside it.
#   deploy/backup/sqlite-restore.sh BACKUP.db data/site.db
set -euo pipefail
backup=${1:?usage: sqlite-restore.sh BACKUP.db DATABASE_FILE}
target=${2:?usage: sqlite-restore.sh BACKUP.db DATABASE_FILE}
check=$(sqlite3 "$backup" "PRAGMA integrity_check")
[ "$check" = "ok" ] || { echo "$backup fails its integrity check: $check" >&2; exit 1; }
if [ -e "$target" ]; then
  aside="$target.before-restore-$(date -u +%Y%m%dT%H%M%SZ)"
  mv -- "$target" "$aside"
  # The write-ahead log belongs to the file set aside, not to the restored one.
  for ext in -wal -shm; do [ -e "$target$ext" ] && mv -- "$target$ext" "$aside$ext"; done
  echo "kept the previous database as $aside"
fi
umask 077
cp -- "$backup" "$target.partial"
mv -- "$target.partial" "$target"
echo "restored $backup"
