#!/usr/bin/env bash
# The bash completion the build made for puzzlebox-cli, run by bash as a
# terminal would: it offers every command, every option each command's --help
# lists, and after a command leaves words that are not options to bash's file
# names.
#
#   bash-completion-test.sh PUZZLEBOX-CLI COMPLETION
set -euo pipefail
cli=$1
# shellcheck source=/dev/null
source "$2"

# offered WORD...: what completing the last word offers.
offered() {
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMPREPLY=()
    _puzzlebox_cli
    printf '%s\n' "${COMPREPLY[@]}"
}
failures=0
# expect WORD WORD...: completing the last of the words offers WORD.
expect() {
    local word=$1 list
    shift
    # Not piped into grep -q: it would stop reading at the first match and,
    # under pipefail, fail the pipeline when offered's printf then gets SIGPIPE.
    list=$(offered "$@")
    if ! grep -qxF -- "$word" <<< "$list"; then
        echo "puzzlebox-cli ${*:2}<Tab> does not offer $word" >&2
        failures=$((failures + 1))
    fi
}

commands=$("$cli" --help | sed -n '/^Commands:$/,/^$/p' | awk 'NF > 1 { print $1 }')
[ -n "$commands" ] || { echo "$cli --help lists no commands" >&2; exit 1; }
for command in $commands; do
    expect "$command" puzzlebox-cli "${command:0:2}"
    # An option line (two spaces in; its description goes on further in):
    # "  -v, --verbose  Print..." or "  --size <RxC|N>  The...".
    options=$("$cli" "$command" --help | sed -n '/^Options:$/,/^$/p' | grep -E '^  -' |
              sed -E 's/^ +//; s/  .*//; s/ <[^>]*>//g; s/,//g')
    [ -n "$options" ] || { echo "$cli $command --help lists no options" >&2; exit 1; }
    for option in $options; do
        expect "$option" puzzlebox-cli "$command" "${option:0:2}"
    done
done
if [ -n "$(offered puzzlebox-cli solve boa)" ]; then
    echo "puzzlebox-cli solve boa<Tab> offers words instead of file names" >&2
    failures=$((failures + 1))
fi
exit $((failures > 0))
