#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on a free loopback port, then stops it.
# Usage: scripts/with-postgres.sh npm run test:integration
# The command sees TEST_DATABASE_URL (superuser, database "postgres").
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

PGROOT=$(mktemp -d /tmp/pgtest.XXXXXX)
chmod 755 "$PGROOT"
[ "$(id -u)" = 0 ] && chown postgres "$PGROOT"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

stop() {
  as_postgres "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap stop EXIT

as_postgres "$PGBIN/initdb" -D "$PGROOT/data" -U postgres -A trust --no-sync >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w \
  -o "-p $PORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
