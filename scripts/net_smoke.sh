#!/usr/bin/env bash
# One networked game between two app processes, headless: `serve` on a free port, then
# two `net-play` clients (one creates the room, the other joins it) play it to its end.
#   bash scripts/net_smoke.sh COMMAND...   e.g. dist/pocket-tactics/pocket-tactics
#                                           or   .venv/bin/python -m pocket_tactics_app
# Exit status 0 when both clients saw the game end and the server stopped cleanly.
set -euo pipefail
[ "$#" -ge 1 ] || { echo "usage: net_smoke.sh COMMAND..." >&2; exit 2; }
APP=("$@")
SETUP="$(cd "$(dirname "$0")/.." && pwd)/.ci/net-setup.json"
WORK=$(mktemp -d)
SERVER=""
cleanup() {
    if [ -n "$SERVER" ] && kill -0 "$SERVER" 2>/dev/null; then kill "$SERVER"; fi
    rm -rf "$WORK"
}
trap cleanup EXIT
"${APP[@]}" serve --port 0 --data "$WORK/data" > "$WORK/serve.out" 2> "$WORK/serve.err" &
SERVER=$!
for _ in $(seq 100); do
    grep -q '^listening on ' "$WORK/serve.out" && break
    sleep 0.1
done
URL=$(grep -m1 '^listening on ' "$WORK/serve.out" | awk '{print $3}')
[ -n "$URL" ] || { echo "serve did not listen:"; cat "$WORK/serve.err"; exit 1; }
echo "server: $URL"
"${APP[@]}" net-play --url "$URL" --create "$SETUP" --seed 7 --name Host \
    --room-file "$WORK/room" --timeout 300 > "$WORK/host.out" 2>&1 &
HOST=$!
for _ in $(seq 100); do [ -s "$WORK/room" ] && break; sleep 0.1; done
[ -s "$WORK/room" ] || { echo "no room was created:"; cat "$WORK/host.out"; exit 1; }
status=0
"${APP[@]}" net-play --url "$URL" --join "$(cat "$WORK/room")" --seed 8 --name Guest \
    --timeout 300 > "$WORK/guest.out" 2>&1 || status=$?
wait "$HOST" || status=$?
cat "$WORK/host.out" "$WORK/guest.out"
[ "$status" -eq 0 ] || exit "$status"
grep -q '^game over after ' "$WORK/host.out"
grep -q '^game over after ' "$WORK/guest.out"
kill -TERM "$SERVER"
wait "$SERVER" || { echo "serve did not stop cleanly:"; cat "$WORK/serve.err"; exit 1; }
SERVER=""
grep -q '^stopped' "$WORK/serve.out"
echo "networked game between two processes: ok"
