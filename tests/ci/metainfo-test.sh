#!/usr/bin/env bash
# The AppStream metainfo the build made (resources/CMakeLists.txt), as a
# software centre reads it: appstreamcli's pedantic validation reports nothing
# but the two notes this file cannot help (the component id keeps the desktop
# file's capital, org.puzzlebox.Puzzlebox; <developer> is AppStream 1.0's, not
# yet known to Debian 12's 0.16), it names a contact for updates, and every
# text a centre shows is in German, French and Arabic as well as English.
#
#   metainfo-test.sh METAINFO.xml
set -euo pipefail
metainfo=$1
report=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1) || { echo "$report" >&2; exit 1; }
unexpected=$(grep -E '^[A-Z]: ' <<< "$report" \
    | grep -vE ': cid-contains-uppercase-letter org\.puzzlebox\.Puzzlebox$|: unknown-tag developer$' || true)
[ -z "$unexpected" ] || { echo "appstreamcli --pedantic: $unexpected" >&2; exit 1; }

failures=0
grep -q '<update_contact>[^<@]*@[^<]*</update_contact>' "$metainfo" || { echo "no <update_contact>" >&2; failures=1; }
for tag in summary p li caption; do
    english=$(grep -cE "<$tag>" "$metainfo" || true)
    for lang in de fr ar; do
        translated=$(grep -c "<$tag xml:lang=\"$lang\">" "$metainfo" || true)
        # The release notes are not translated: a centre shows them in English.
        release=$(sed -n '/<releases>/,/<\/releases>/p' "$metainfo" | grep -cE "<$tag>" || true)
        if [ "$translated" -ne $((english - release)) ]; then
            echo "<$tag>: $((english - release)) in English, $translated in $lang" >&2
            failures=1
        fi
    done
done
exit $failures
