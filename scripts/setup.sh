#!/usr/bin/env bash
# Sets up a fresh Debian machine: system libraries Qt needs, a virtualenv in .venv
# and the project with its test extra. Safe to run again: when pyproject.toml and this
# script are as they were at the last successful run (a stamp of their hash in .venv),
# it does nothing, so scripts/run.sh starts the app without reinstalling.
set -euo pipefail
cd "$(dirname "$0")/.."
STAMP=.venv/.setup-stamp
want=$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)
if [ -x .venv/bin/pocket-tactics ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
if command -v apt-get >/dev/null 2>&1; then
  pkgs="python3-venv python3-pip libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 \
        libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 \
        libxcb-randr0 libxcb-render-util0 libxcb-xinerama0 libxcb-image0 fonts-wqy-microhei xvfb"
  missing=""
  for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
  if [ -n "$missing" ]; then
    # Another apt or dpkg (an unattended upgrade) may hold the lock: wait for it.
    LOCK_WAIT=300
    echo "setup: installing$missing (waiting up to $((LOCK_WAIT / 60)) minutes if another" \
         "package manager holds the dpkg lock)" >&2
    $SUDO apt-get -o DPkg::Lock::Timeout=$LOCK_WAIT update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=$LOCK_WAIT \
      install -y -qq $missing >/dev/null
  fi
fi
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then "$PY" -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
echo "$want" > "$STAMP"
