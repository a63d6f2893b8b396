#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (test tools cannot download one here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install it with: sudo apt-get install chromium" >&2
  exit 1
fi
echo "ensure-chromium: installing Debian chromium" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version >&2
