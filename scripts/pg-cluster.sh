#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for tests, from the machine's Debian packages.
#   scripts/pg-cluster.sh start DIR   → prints the connection URL on stdout
#   scripts/pg-cluster.sh stop DIR    → stops it and removes DIR
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:?state directory}

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
start)
  bin=$(find_bin)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "pg-cluster: installing PostgreSQL server from Debian packages" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
      bin=$(find_bin)
    fi
    [ -n "$bin" ] || { echo "pg-cluster: no PostgreSQL server binaries (apt-get install postgresql)" >&2; exit 1; }
  fi
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --no-create-home postgres; fi
  mkdir -p "$dir"
  chmod 700 "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")
  as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  echo "$port" >"$dir/port"
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  ;;
stop)
  bin=$(find_bin)
  if [ -d "$dir/data" ] && [ -n "$bin" ]; then as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$dir"
  ;;
*)
  echo "usage: $0 start|stop DIR" >&2
  exit 2
  ;;
esac
