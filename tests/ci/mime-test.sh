#!/usr/bin/env bash
# The MIME package the build made (resources/CMakeLists.txt), installed beside
# Debian's own types in a scratch database and read by GIO, as GNOME's file
# manager reads it: every board file and saved game is Puzzlebox's, and of the
# .nim files only Nim boards are, not Nim programs, which stay plain text, nor
# a file of another name that starts with a number.
#
#   mime-test.sh PACKAGE.xml SOURCE_DIR
set -euo pipefail
package=$1 source=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_DATA_DIRS=$scratch/share XDG_DATA_HOME=$scratch/home
mkdir -p "$XDG_DATA_DIRS/mime/packages" "$scratch/files"
cp /usr/share/mime/packages/freedesktop.org.xml "$package" "$XDG_DATA_DIRS/mime/packages/"
update-mime-database "$XDG_DATA_DIRS/mime"

failures=0
# expect TYPE FILE: GIO, reading the file, gives it TYPE.
expect() {
    local type
    type=$(gio info -a standard::content-type "$2" | sed -n 's/^ *standard::content-type: //p')
    if [ "$type" != "$1" ]; then
        echo "${2#"$scratch/"}: $type, not $1" >&2
        failures=$((failures + 1))
    fi
}
# not_ours FILE: GIO, reading the file, gives it a type no program of ours opens.
not_ours() {
    local type
    type=$(gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p')
    if [[ "$type" == application/x-puzzlebox-* ]]; then
        echo "${1#"$scratch/"}: $type, a type of Puzzlebox's" >&2
        failures=$((failures + 1))
    fi
}
# file NAME TEXT: a file of the scratch folder.
file() {
    printf '%b' "$2" > "$scratch/files/$1"
    echo "$scratch/files/$1"
}

expect application/x-puzzlebox-nim "$(file heaps.nim '5 4 3\n')"
expect application/x-puzzlebox-nim "$(file misere.nim '12 7 misere\n')"
expect application/x-puzzlebox-nim "$(file one-heap.nim '7\n')"
expect text/plain "$(file hello.nim 'proc main() =\n  echo "hi"\n\nmain()\n')"
expect text/plain "$(file module.nim 'import std/os\n')"
expect text/plain "$(file numbers.txt '5 4 3\n')"
# A number in a file of another name is no board: the extension makes one.
not_ours "$(file counter '5\n')"
not_ours "$(file app.pid '42\n')"
not_ours "$(file scores '12 7\n')"
expect application/x-puzzlebox-pegs "$source/resources/boards/english.peg"
expect application/x-puzzlebox-rollerboard "$source/tests/fuzz/corpus/rbd/4x4diag.rbd"
expect application/x-puzzlebox-fifteen "$source/tests/fuzz/corpus/fif/start4.fif"
expect application/x-puzzlebox-game "$source/tests/data/games/triangle-solution.pbgame"
exit $((failures > 0))
