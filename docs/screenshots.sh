#!/usr/bin/env bash
# Takes the README's screenshots from the real app on the offscreen platform:
# for each puzzle a saved game is written (a board, a solution from
# puzzlebox-cli and its first moves played), opened by `puzzlebox --screenshot`
# and drawn into docs/screenshots/NAME.png.
#
#   docs/screenshots.sh [BUILD_DIR]      (default: build)
#   docs/screenshots.sh --language CODE|all [BUILD_DIR]
#   docs/screenshots.sh --theme THEME [BUILD_DIR]
#
# With --language the set is the one a translator checks: one game of each
# kind of window at 900x640 and at 700x500 in that language, numbers written
# as its locale writes them, into docs/screenshots/CODE/ (all: every language
# of View ▸ Language, read from translations/). Those are reduced to 256
# colours when ImageMagick is there, so twelve sets stay small.
#
# With --theme (wood, light, dark, contrast, or all for each in turn) it takes
# instead a smaller set in View ▸ Theme's THEME, at 900x640 and 700x500, into
# docs/screenshots/themes/THEME-NAME.png, also in 256 colours.
set -euo pipefail

docs=$(cd "$(dirname "$0")" && pwd)
language=
theme=
case ${1:-} in
--language)
    language=${2:?--language needs a code, or all}
    shift 2 ;;
--theme)
    theme=${2:?--theme needs wood, light, dark, contrast or all}
    shift 2 ;;
esac
if [ "$theme" = all ]; then
    for each in wood light dark contrast; do
        "$0" --theme "$each" "$@"
    done
    exit 0
fi
case $theme in
'' | wood | light | dark | contrast) ;;
*) echo "unknown theme: $theme (wood, light, dark, contrast or all)" >&2; exit 2 ;;
esac
build=${1:-$docs/../build}
app=$build/bin/puzzlebox
cli=$build/bin/puzzlebox-cli
out=$docs/screenshots
for tool in "$app" "$cli"; do
    [ -x "$tool" ] || { echo "$tool: not built (cmake --build $build)" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Settings and the kept game of nobody: the window's default layout, in English.
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache
export XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE=
if [ -n "$theme" ]; then
    out=$docs/screenshots/themes
    mkdir -p "$XDG_CONFIG_HOME/Puzzlebox"
    printf '[General]\ntheme=%s\n' "$theme" > "$XDG_CONFIG_HOME/Puzzlebox/puzzlebox.conf"
fi
mkdir -p "$out"

if [ "$language" = all ]; then
    for ts in "$docs"/../translations/puzzlebox_*.ts; do
        code=${ts##*/puzzlebox_}
        "$0" --language "${code%.ts}" "$build"
    done
    exit 0
fi
if [ -n "$language" ]; then
    out=$docs/screenshots/$language
    mkdir -p "$out"
fi

# shoot NAME EXTENSION PLAYED [SIZE]: reads a board from stdin, solves it and
# saves the window (1000x680, or SIZE) with the solution's first PLAYED moves made.
shoot() {
    local name=$1 extension=$2 played=$3 size=${4:-1000x680}
    local board=$work/$name.$extension game=$work/$name.pbgame
    cat > "$board"
    local json
    json=$("$cli" solve --json "$board")
    local -a moves
    read -r -a moves <<< "$(sed -n 's/.*"moves":\[\([^]]*\)\].*/\1/p' <<< "$json" | tr -d '"' | tr ',' ' ')"
    local optimal=no
    [[ $json == *'"optimal":true'* ]] && optimal=yes
    {
        echo "puzzlebox-game 1"
        echo "family $(sed -n 's/.*"puzzle":"\([^"]*\)".*/\1/p' <<< "$json")"
        echo "moves ${moves[*]:0:$played}"
        echo "solution ${moves[*]}"
        echo "solution-from 0"
        echo "optimal $optimal"
        echo "board"
        cat "$board"
    } > "$game"
    local file=$out/${theme:+$theme-}$name.png
    # Qt reads the locale's name from the environment: no system locale is needed.
    LANGUAGE=$language LC_ALL=${language:-C}.UTF-8 \
        "$app" --screenshot "$file" --screenshot-size "$size" "$game"
    # The language and theme sets in 256 colours, where ImageMagick is at
    # hand: a third smaller, and no difference the eye sees.
    if [ -n "$language$theme" ] && command -v convert > /dev/null; then
        convert "$file" -colors 256 "PNG8:$file"
    fi
    echo "$file"
}

if [ -n "$theme" ]; then
    shoot pegs-triangle peg 4 900x640 < "$docs/../resources/boards/triangle15.peg"
    shoot pegs-english-small peg 6 700x500 < "$docs/../resources/boards/english.peg"
    printf '5 4 3\n' | shoot nim nim 2 700x500
    printf '3\n 4  1  3\n 7  2  5\n _  8  6\n' | shoot fifteen fif 3 700x500
    printf '4 4\n0000\n0110\n0110\n0000\n' | shoot rollerboard rbd 2 700x500
    exit 0
fi

if [ -n "$language" ]; then
    for size in 900x640 700x500; do
        shoot "pegs-triangle-$size" peg 4 "$size" < "$docs/../resources/boards/triangle15.peg"
        printf '5 5\n00000\n01010\n00100\n01010\n00000\n' | shoot "rollerboard-$size" rbd 2 "$size"
        echo '5 4 3' | shoot "nim-$size" nim 2 "$size"
        printf '3\n 4  1  3\n 7  2  5\n _  8  6\n' | shoot "fifteen-$size" fif 2 "$size"
    done
    exit 0
fi

shoot pegs-triangle peg 4 < "$docs/../resources/boards/triangle15.peg"

shoot pegs-english peg 6 < "$docs/../resources/boards/english.peg"

# A small window: the board keeps priority, hole numbers too small to read go.
shoot pegs-english-small peg 6 700x500 < "$docs/../resources/boards/english.peg"

shoot rollerboard rbd 3 <<'BOARD'
5 5
00000
01010
00100
01010
00000
BOARD

shoot nim nim 2 <<'BOARD'
5 4 3
BOARD

shoot fifteen fif 5 <<'BOARD'
4
 8  5  7  3
 1 15  2  4
 6  9 14 11
13  _ 10 12
BOARD
