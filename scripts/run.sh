#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and launches the desktop app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  # No screen (a server, CI): run under a virtual X display.
  exec xvfb-run -a .venv/bin/pocket-tactics "$@"
fi
exec .venv/bin/pocket-tactics "$@"
