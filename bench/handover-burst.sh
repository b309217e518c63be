#!/usr/bin/env bash
# The hand-over between starts under load, by hand (docs/reliability.md, "The
# hand-over between starts"). Starts a window of PROGRAM (offscreen, in
# folders of its own), then either
#   burst: N `PROGRAM board-I.rbd` at once, as a file manager opening N
#          selected files does, and counts how many ended with 0;
#   bad:   N requests for missing files and bad game IDs, one after another,
#          straight on the socket, and the window's resident memory after.
# Usage: bench/handover-burst.sh PROGRAM burst|bad [N]
# NO_RUNTIME=1 unsets XDG_RUNTIME_DIR; LONG=1 puts the cache folder (and so
# the socket, then) under a 100-byte folder name.
set -euo pipefail
program=$(realpath "$1")
mode=$2
count=${3:-50}
home=$(mktemp -d)
window=
cleanup() {
    [ -n "$window" ] && kill "$window" 2>/dev/null && wait "$window" 2>/dev/null
    rm -rf "$home"
}
trap cleanup EXIT

export QT_QPA_PLATFORM=offscreen HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config
long=
[ "${LONG:-0}" = 1 ] && long=$(printf 'c%.0s' $(seq 100))/
export XDG_CACHE_HOME=$home/${long}cache
if [ "${NO_RUNTIME:-0}" = 1 ]; then
    unset XDG_RUNTIME_DIR
else
    export XDG_RUNTIME_DIR=$home/run
    mkdir -m 700 "$XDG_RUNTIME_DIR"
fi

"$program" > "$home/window.log" 2>&1 &
window=$!
socket=
for _ in $(seq 100); do
    socket=$(find "$home" -name 'puzzlebox-*' -type s | head -1)
    [ -n "$socket" ] && break
    sleep 0.1
done
[ -n "$socket" ] || { echo "the window does not listen" >&2; exit 1; }
echo "socket: $socket (${#socket} bytes)"
rss() { grep VmRSS "/proc/$window/status" | tr -s ' \t' ' '; }
echo "window before:$(rss | cut -d: -f2)"

case $mode in
burst)
    for i in $(seq "$count"); do printf '3 3\n000\n001\n011\n' > "$home/board-$i.rbd"; done
    start=$(date +%s.%N)
    for i in $(seq "$count"); do
        ( "$program" "$home/board-$i.rbd" > "$home/start-$i.log" 2>&1; echo $? > "$home/rc-$i" ) &
    done
    for i in $(seq "$count"); do
        until [ -s "$home/rc-$i" ]; do sleep 0.05; done
    done
    end=$(date +%s.%N)
    echo "starts: $count, ended with 0: $(cat "$home"/rc-* | grep -c '^0$'), all ended after $(echo "$end - $start" | bc) s"
    # The window answers first and opens the files after: it may still be at it.
    for _ in $(seq 300); do
        [ "$(grep -c 'raise()' "$home/window.log")" -ge "$count" ] && break
        sleep 0.1
    done
    echo "requests the window took: $(grep -c 'raise()' "$home/window.log") (offscreen warns once per request)"
    ;;
bad)
    python3 - "$socket" "$count" <<'EOF'
import socket, sys, time, urllib.parse
path, count = sys.argv[1], int(sys.argv[2])
answered = 0
start = time.time()
for i in range(count):
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as caller:
        caller.connect(path)
        what = f"/nonexistent/missing-{i}.rbd" if i % 2 else f"nim:5-25-{i}"
        caller.sendall(b"open " + urllib.parse.quote(what, safe="-._~").encode() + b"\n")
        answered += caller.makefile("rb").readline() == b"ok\n"
print(f"requests: {count}, answered ok: {answered}, in {time.time() - start:.1f} s")
EOF
    sleep 2
    ;;
*)
    echo "mode: burst or bad" >&2
    exit 2
    ;;
esac
echo "window after:$(rss | cut -d: -f2)"
