#!/usr/bin/env bash
# Runs a command with DATABASE_URL set to a throwaway PostgreSQL on a loopback
# port in a temp dir (Debian's postgresql package is installed when missing and
# we are root); the server is stopped and removed afterwards.
set -euo pipefail

find_initdb() {
  command -v initdb 2>/dev/null || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1
}

initdb_bin=$(find_initdb || true)
if [ -z "$initdb_bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    initdb_bin=$(find_initdb)
  else
    echo "with-postgres: no PostgreSQL found; install it or set DATABASE_URL yourself" >&2
    exit 1
  fi
fi
bindir=$(dirname "$(readlink -f "$initdb_bin")")
dir=$(mktemp -d)
chmod 755 "$dir"
port=$((30000 + RANDOM % 20000))
as_owner=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U doorstep --auth=trust -E UTF8 >/dev/null
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -h 127.0.0.1 -k $dir" start >/dev/null
"${as_owner[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U doorstep doorstep
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

DATABASE_URL="postgres://doorstep@127.0.0.1:$port/doorstep" "$@"
