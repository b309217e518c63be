#!/usr/bin/env bash
# The desktop entry the build made names, describes and finds the program in
# every language it speaks (a catalogue translations/puzzlebox_CODE.ts,
# English aside): a menu or a search in that language shows it in that
# language.
#
#   desktop-languages-test.sh ENTRY.desktop TRANSLATIONS_DIR
set -euo pipefail
entry=$1
failures=0
for ts in "$2"/puzzlebox_*.ts; do
    code=${ts##*/puzzlebox_}
    code=${code%.ts}
    [ "$code" != en ] || continue
    for key in Name GenericName Comment Keywords; do
        grep -q "^$key\[$code\]=." "$entry" || { echo "$entry: no $key[$code]" >&2; failures=1; }
    done
done
exit $failures
