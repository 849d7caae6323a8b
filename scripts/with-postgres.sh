#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 server: TEST_DATABASE_URL points at it, and it is stopped
# and removed afterwards, whatever the command's outcome. No PostgreSQL server runs on these machines.
set -euo pipefail

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGPORT=${PGPORT:-55432}
if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PGBIN (apt-get install -y postgresql-15)" >&2
  exit 1
fi

PGROOT=$(mktemp -d /tmp/pg.XXXXXX)
chmod 755 "$PGROOT"
as_postgres() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  # The server refuses to run as root: use the system's postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /bin/sh postgres
  chown postgres: "$PGROOT"
  as_postgres() { su postgres -s /bin/sh -c "$*"; }
fi

stop() {
  as_postgres "$PGBIN/pg_ctl" -D "$PGROOT/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap stop EXIT

as_postgres "$PGBIN/initdb" -D "$PGROOT/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$PGROOT/data" -o "'-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off'" \
  -l "$PGROOT/server.log" -w -t 30 start >/dev/null
psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc 'create database app' >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/app"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PGPORT for: $*"
set +e
"$@"
status=$?
set -e
exit $status
