#!/usr/bin/env bash
# Writes the bash completion of puzzlebox-cli from its own --help, at build time
# (resources/CMakeLists.txt): its commands, and the options each command's
# --help lists, so the completion never offers an option a command lost or
# misses one it gained. Files (and the options' values) are left to bash.
#
#   make-bash-completion.sh PUZZLEBOX-CLI OUTPUT
set -euo pipefail
program=$1 output=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export LC_ALL=C.UTF-8 LANGUAGE= XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data

# The options an --help lists: the names on the lines of its Options section.
options() {
    sed -n '/^Options:$/,/^$/p' | grep -oE '^  (-[[:alnum:]], )?--[[:alnum:]-]+' | grep -oE -- '-+[[:alnum:]-]+' | paste -sd ' '
}

commands=$("$program" --help | sed -n '/^Commands:$/,/^$/p' | awk 'NF > 1 { print $1 }' | paste -sd ' ')
[ -n "$commands" ] || { echo "$program --help lists no commands" >&2; exit 1; }
{
    echo "# bash completion for puzzlebox-cli, made from its --help by"
    echo "# resources/completion/make-bash-completion.sh."
    echo "_puzzlebox_cli()"
    echo "{"
    echo "    local current=\${COMP_WORDS[COMP_CWORD]} words"
    echo "    if ((COMP_CWORD == 1)); then"
    echo "        words=\"$commands $("$program" --help | options)\""
    echo "    else"
    echo "        case \${COMP_WORDS[1]} in"
    for command in $commands; do
        echo "        $command) words=\"$("$program" "$command" --help | options)\" ;;"
    done
    echo "        *) return ;;"
    echo "        esac"
    echo "        [[ \$current == -* ]] || return"
    echo "    fi"
    echo "    mapfile -t COMPREPLY < <(compgen -W \"\$words\" -- \"\$current\")"
    echo "}"
    echo "complete -o default -F _puzzlebox_cli puzzlebox-cli"
} > "$scratch/completion"
mv "$scratch/completion" "$output"
