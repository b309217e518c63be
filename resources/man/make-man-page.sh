#!/usr/bin/env bash
# Writes a program's man page, gzipped as Debian wants it, from its own --help
# and --version through help2man, at build time (resources/CMakeLists.txt), so
# the page says what the program does. A program with commands
# (puzzlebox-cli) gets each command's --help in a COMMANDS section too.
#
#   make-man-page.sh HELP2MAN PROGRAM OUTPUT.gz "what it is" [INCLUDE.h2m...]
set -euo pipefail
help2man=$1 program=$2 output=$3 name=$4
shift 4
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Run by its name, so the usage lines say "puzzlebox-cli", not the build's
# path; in English, whatever language the person building chose, and without
# a display.
export PATH="$(dirname "$program"):$PATH"
export LC_ALL=C.UTF-8 LANGUAGE= QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data XDG_RUNTIME_DIR=$scratch/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
command=$(basename "$program")

includes=()
for include in "$@"; do
    includes+=("--include=$include")
done
# The licence --version gives after its first line, in a section of its own.
version=$("$command" --version)
{
    echo "[COPYRIGHT]"
    tail -n +2 <<< "$version" | sed 's/-/\\-/g'
} > "$scratch/copyright.h2m"
includes+=("--include=$scratch/copyright.h2m")
commands=$("$command" --help | sed -n '/^Commands:$/,/^$/p' | awk 'NF > 1 { print $1 }')
if [ -n "$commands" ]; then
    # Each command's help as roff: its paragraphs filled, its indented lines
    # (options, lists) kept as they are.
    {
        echo "[COMMANDS]"
        for sub in $commands; do
            "$command" "$sub" --help | awk '
                function roff(line) {
                    gsub(/\\/, "\\e", line)
                    gsub(/-/, "\\-", line)
                    return line ~ /^[.'\'']/ ? "\\&" line : line
                }
                NR == 1 { sub(/^Usage: /, ""); sub(/ \[options\]/, ""); print ".SS \"" roff($0) "\""; next }
                /^$/ { if (kept) { print ".fi"; kept = 0 } print ".PP"; next }
                /^ / { if (!kept) { print ".nf"; kept = 1 } print roff($0); next }
                { if (kept) { print ".fi"; kept = 0 } print roff($0) }
                END { if (kept) print ".fi" }'
        done
    } > "$scratch/commands.h2m"
    includes+=("--include=$scratch/commands.h2m")
fi

"$help2man" --no-info --section=6 --name="$name" --version-string="$(head -n 1 <<< "$version")" \
    "${includes[@]}" --output="$scratch/page" "$command"
gzip -9n < "$scratch/page" > "$output"
