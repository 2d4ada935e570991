#!/usr/bin/env bash
# Builds the one-folder app into dist/pocket-tactics/ with PyInstaller.
#   bash packaging/build.sh            (from anywhere; uses the project's .venv)
# Prints the folder's size. Set PYTHON to use another interpreter.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-.venv/bin/python}"
if [ ! -x "$PYTHON" ]; then
    echo "no $PYTHON: run scripts/setup.sh first" >&2
    exit 1
fi
if ! command -v strip >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    SUDO=""; if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq binutils
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    "$PYTHON" -m pip install --quiet "pyinstaller>=6.0"
fi
# Compiled translations must match their sources; lrelease is quick.
if [ -x .venv/bin/pyside6-lrelease ]; then
    for ts in resources/translations/*.ts; do
        [ -e "$ts" ] || continue
        .venv/bin/pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"
    done
fi
rm -rf dist/pocket-tactics
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/pocket-tactics.spec
echo "bundle: dist/pocket-tactics ($(du -sm dist/pocket-tactics | cut -f1) MB)"
