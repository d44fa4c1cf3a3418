#!/usr/bin/env bash
# Records busted's output for the cases BustedLayoutTests compare against (expected/*.txt).
# Run by hand where busted is installed (Debian lua-busted 2.1.1: `lua5.4 /usr/bin/busted`);
# the tests themselves never run busted. Times and table addresses are masked here and in the
# tests alike: "T seconds", "(T ms)", "time='T'", "0xADDR", "timestamp='T'", "duration":0.
# Not recorded: -o gtest with -v (Debian's busted aborts), -o json with a declared pending test
# (Debian's busted prints nothing), -o junit -Xoutput --plain (busted writes a file named --plain).
set -euo pipefail
cd "$(dirname "$0")/.."
BUSTED="${BUSTED:-lua5.4 /usr/bin/busted}"
mask() {
  sed -E 's/[0-9]+\.[0-9]+ seconds/T seconds/; s/\([0-9]+\.[0-9]+ ms( total)?\)/(T ms\1)/g; s/0x[0-9a-f]+/0xADDR/g' \
    | sed -E "s/time='[0-9.]+'/time='T'/g; s/timestamp='[^']*'/timestamp='T'/g" \
    | sed -E 's/"duration":[0-9.e+-]+/"duration":0/g'
}
mkdir -p busted_layouts/expected
grep -v -e '^#' -e '^$' busted_layouts/cases.txt | while read -r name args; do
  # shellcheck disable=SC2086
  $BUSTED $args 2>&1 | mask > "busted_layouts/expected/$name.txt" || true
done
