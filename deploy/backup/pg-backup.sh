#!/usr/bin/env bash
# A PostgreSQL backup in pg_dump's custom format (compressed; pg_restore can
# restore it whole or table by table), checked readable before it counts.
#   DATABASE_URL=postgres://... deploy/backup/pg-backup.sh BACKUP_DIR
# Prints the file written. Keeps the newest BACKUP_KEEP (default 14) dumps:
# a purge does not reach backups, so keep them no longer than the retention period.
set -euo pipefail
dir=${1:?usage: pg-backup.sh BACKUP_DIR (with DATABASE_URL set)}
: "${DATABASE_URL:?DATABASE_URL must be set: the database to back up}"
keep=${BACKUP_KEEP:-14}
# Dumps hold every lead: readable by their owner only.
umask 077
mkdir -p "$dir"
file="$dir/udyamitra-$(date -u +%Y%m%dT%H%M%SZ).dump"
# One consistent snapshot of every table (pg_dump runs in one repeatable-read
# transaction), while the servers go on writing.
pg_dump --format=custom --no-owner --no-privileges --dbname="$DATABASE_URL" --file="$file.partial"
pg_restore --list "$file.partial" >/dev/null
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -name 'udyamitra-*.dump' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$dir/$old"; done
echo "$file"
