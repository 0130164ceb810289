#!/usr/bin/env bash
# Restores a pg-backup.sh dump into a new, empty database, in one transaction:
# either everything is there or nothing is.
#   deploy/backup/pg-restore.sh FILE.dump postgres://.../udyamitra_restored
# Make the database first (createdb -O udyamitra udyamitra_restored), check it
# (npm run test:deploy does: every table's rows and content hash), then point
# DATABASE_URL at it and restart the servers.
set -euo pipefail
dump=${1:?usage: pg-restore.sh FILE.dump TARGET_DATABASE_URL}
target=${2:?usage: pg-restore.sh FILE.dump TARGET_DATABASE_URL}
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 1; }
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from information_schema.tables where table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "refusing to restore: the target database already has $tables tables; restore into a new, empty one (createdb)" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
echo "restored $dump"
