#!/usr/bin/env bash
# Runs the size guard of .ci/run (the script given as $1) on generated folders:
# it must pass files of 700 lines and functions of 80, and fail, naming them
# with their lengths, on a file of 710 lines, a function and a lambda of 81.
set -euo pipefail
guard=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A function of `lines` lines in all, with braces in strings, characters and
# comments that must not count, and a braced initialiser in its constructor.
function_of() {
    local name=$1 lines=$2
    printf 'int %s(int x)\n{\n' "$name"
    printf '    const char* text = "{{"; // }\n'
    printf "    const char brace = '{'; /* { */\n"
    for ((i = 0; i < lines - 5; i++)); do printf '    x += %d;\n' "$i"; done
    printf '}\n'
}
lambda_of() {
    local lines=$1
    printf 'struct Holder\n{\n    Holder() : value{1}, other(2) {}\n    int value;\n    int other;\n};\n'
    printf 'auto lambda = [](int x) {\n'
    for ((i = 0; i < lines - 2; i++)); do printf '    x += %d;\n' "$i"; done
    printf '};\n'
}
lines_of() { for ((i = 0; i < $1; i++)); do echo "// line $i"; done; }

expect() {
    local outcome=$1 folder=$2; shift 2
    local output status=0
    output=$(bash "$guard" "$folder" 2>&1) || status=$?
    if [ "$outcome" = pass ] && [ "$status" -ne 0 ]; then
        echo "FAIL: the guard refused $folder:"; echo "$output"; exit 1
    fi
    if [ "$outcome" = fail ] && [ "$status" -eq 0 ]; then
        echo "FAIL: the guard passed $folder"; exit 1
    fi
    for expected in "$@"; do
        grep -qF -- "$expected" <<< "$output" || { echo "FAIL: no \"$expected\" in:"; echo "$output"; exit 1; }
    done
    [ "$outcome" = fail ] || [ -z "$output" ] || { echo "FAIL: output on a pass: $output"; exit 1; }
    echo "ok: $outcome on $folder"
}

mkdir -p "$scratch/fits/core"
lines_of 700 > "$scratch/fits/core/long.cpp"
function_of fits 80 > "$scratch/fits/core/function.cpp"
lambda_of 80 > "$scratch/fits/core/lambda.cpp"
expect pass "$scratch/fits"

mkdir -p "$scratch/long-file/ui"
lines_of 710 > "$scratch/long-file/ui/big.cpp"
expect fail "$scratch/long-file" "$scratch/long-file/ui/big.cpp: 710 lines (at most 700)"

mkdir -p "$scratch/long-function"
function_of tooLong 81 > "$scratch/long-function/function.cpp"
expect fail "$scratch/long-function" "$scratch/long-function/function.cpp:1: tooLong is 81 lines (at most 80)"

mkdir -p "$scratch/long-lambda"
lambda_of 81 > "$scratch/long-lambda/lambda.cpp"
expect fail "$scratch/long-lambda" "$scratch/long-lambda/lambda.cpp:7: lambda is 81 lines (at most 80)"
