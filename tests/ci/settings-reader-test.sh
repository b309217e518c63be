#!/usr/bin/env bash
# AppSettings is the only reader of the settings (docs/architecture.md): no
# C++ source under the folder given as $1 (src/) but service/appsettings.cpp
# names QSettings, in code or in a comment, so that a new reader cannot hide
# behind one. Fails naming each line that does.
set -euo pipefail
src=$1
found=$(grep -rnw --include='*.cpp' --include='*.h' --include='*.inc' QSettings "$src" \
    | grep -v "^$src/service/appsettings\.cpp:" || true)
if [ -n "$found" ]; then
    echo "QSettings outside $src/service/appsettings.cpp (read the settings through AppSettings):"
    echo "$found"
    exit 1
fi
echo "ok: only $src/service/appsettings.cpp names QSettings"
