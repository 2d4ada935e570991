#!/usr/bin/env bash
# Re-extracts the interface strings into the Qt Linguist sources and compiles them:
#   resources/translations/pocket_tactics_{zh_CN,zh_TW}.ts  (lupdate; translate new
#   entries with pyside6-linguist or by editing the XML) -> .qm (lrelease).
#   bash packaging/update_translations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
mapfile -t SOURCES < <(ls pocket_tactics_app/app.py pocket_tactics_app/ui/*.py \
    pocket_tactics_app/ui/furrow/*.py pocket_tactics_app/ui/games/*.py pocket_tactics_app/ui/learn/*.py pocket_tactics_app/ui/network/*.py pocket_tactics_app/controller/*.py | grep -v '/i18n.py$')
for lang in zh_CN zh_TW; do
    ts="resources/translations/pocket_tactics_${lang}.ts"
    "$BIN/pyside6-lupdate" -silent -no-obsolete -locations relative \
        -target-language "$lang" "${SOURCES[@]}" -ts "$ts"
    "$BIN/pyside6-lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
    total=$(grep -c '<message' "$ts" || true)
    unfinished=$(grep -c 'type="unfinished"' "$ts" || true)
    echo "$ts: $total messages, $unfinished unfinished"
done
