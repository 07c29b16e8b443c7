#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests and benchmarks: Debian's `postgresql` package (installed if missing, as
# root), a new cluster in a temporary folder owned by the `postgres` user (initdb refuses to run as root), listening
# only on a unix socket in that folder. Prints the address to use, e.g.
#     export JUNTA_TEST_POSTGRES_URL=$(bash scripts/postgres.sh start)
#     bash scripts/postgres.sh stop
# Settings: JUNTA_PG_DIR (default /tmp/junta-postgres), JUNTA_PG_PORT (default 5433).
set -euo pipefail
DIR=${JUNTA_PG_DIR:-/tmp/junta-postgres}
PORT=${JUNTA_PG_PORT:-5433}
URL="postgresql://postgres@/postgres?host=$DIR&port=$PORT"

as_postgres() {
    if [ "$(id -un)" = postgres ]; then "$@"; elif [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$(printf '%q ' "$@")"; else sudo -u postgres "$@"; fi
}

bin_dir() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
    if [ -z "$found" ]; then
        local SUDO=""
        if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
        export DEBIAN_FRONTEND=noninteractive
        $SUDO apt-get install -y -q postgresql >/dev/null 2>&1 \
            || { $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q postgresql >/dev/null; }
        found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    fi
    echo "$found"
}

case "${1:-start}" in
start)
    BIN=$(bin_dir)
    mkdir -p "$DIR"
    chown postgres "$DIR" 2>/dev/null || true
    if [ ! -f "$DIR/data/PG_VERSION" ]; then
        as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
    fi
    if ! as_postgres "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
        # fsync stays on: the bot's durability is tested as users run it. Connections: the tests open many pools.
        as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start \
            -o "-k $DIR -p $PORT -c listen_addresses= -c max_connections=300" >/dev/null
    fi
    echo "$URL"
    ;;
stop)
    BIN=$(bin_dir)
    as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
    ;;
url)
    echo "$URL"
    ;;
*)
    echo "usage: $0 start|stop|url" >&2
    exit 2
    ;;
esac
