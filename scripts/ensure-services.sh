#!/usr/bin/env bash
# The API tier's two-process tests need redis-server and HAProxy from Debian: install what is missing
# when run as root; otherwise say so (those tests are then skipped).
set -euo pipefail
need=()
[ -x /usr/bin/redis-server ] || need+=(redis-server)
[ -x /usr/sbin/haproxy ] || need+=(haproxy)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "ensure-services: missing ${need[*]} (sudo apt-get install ${need[*]}); the cluster tests are skipped" >&2
  exit 0
fi
echo "ensure-services: installing ${need[*]}" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
