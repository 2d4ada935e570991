#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export QT_QPA_PLATFORM=offscreen
# One test process a core (pytest-xdist); `-n 0` after it runs them in this one.
exec .venv/bin/python -m pytest -q -n auto "$@"
