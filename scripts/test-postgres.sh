#!/usr/bin/env bash
# A throwaway PostgreSQL for the server tests (run as root; CI calls it).
#   scripts/test-postgres.sh          start, print the URL for TEST_DATABASE_URL
#   scripts/test-postgres.sh stop     stop it and delete its data
# Then: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/postgres npx vitest run server
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/site-test-postgres-$PORT}"
PGBIN="${PGBIN:-}"

if [ -z "$PGBIN" ]; then
  if [ ! -d /usr/lib/postgresql ]; then
    echo "installing postgresql (apt-get)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  fi
  PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi
as_pg() { runuser -u postgres -- "$@"; }

case "${1:-start}" in
  start)
    if [ -f "$DIR/postmaster.pid" ] && as_pg "$PGBIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      echo "postgres://postgres@127.0.0.1:$PORT/postgres"
      exit 0
    fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    chown postgres:postgres "$DIR"
    chmod 700 "$DIR"
    as_pg "$PGBIN/initdb" -D "$DIR" -U postgres --auth=trust >/dev/null
    # Durability is irrelevant for a throwaway test cluster; fsync off keeps the tests quick.
    as_pg "$PGBIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      -w start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    if [ -d "$DIR" ]; then
      as_pg "$PGBIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null 2>&1 || true
      rm -rf "$DIR"
    fi
    echo "stopped"
    ;;
  *)
    echo "usage: $0 [start|stop]" >&2
    exit 2
    ;;
esac
