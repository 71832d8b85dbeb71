#!/bin/sh
# tests/msl/parse_all.sh [MSL_DIR] - parses every .mo file of a Modelica
# Standard Library on its own (hysc --parse-only) and prints how many parse
# and which fail, with the first error of each.  Errors at an 'external'
# clause are counted apart.  The library is MSL_DIR (argument or variable),
# else the first directory of MODELICAPATH that holds Modelica/; without one
# it prints a "skipped" line and exits 0.  Exit status 1 when a file fails
# for another reason than an external clause.  HYSC names the compiler
# (default: build/hysc beside this script's tree).
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
hysc=${HYSC:-$top/build/hysc}
dir=${1:-${MSL_DIR:-}}
if [ -z "$dir" ]; then
  old_ifs=$IFS; IFS=:
  for d in ${MODELICAPATH:-}; do
    if [ -z "$dir" ] && [ -d "$d/Modelica" ]; then dir=$d; fi
  done
  IFS=$old_ifs
fi
if [ -z "$dir" ] || [ ! -d "$dir" ]; then
  echo "skipped: no Modelica Standard Library (give MSL_DIR or put it on MODELICAPATH)"
  exit 0
fi
[ -x "$hysc" ] || { echo "tests/msl/parse_all.sh: $hysc is missing: run make first" >&2; exit 2; }
list=$(mktemp) && out=$(mktemp) || exit 2
trap 'rm -f "$list" "$out"' EXIT
find "$dir" -name '*.mo' | LC_ALL=C sort > "$list"
parsed=0 failed=0 external=0
while IFS= read -r f; do
  if "$hysc" --parse-only --max-errors=0 "$f" > "$out" 2>&1; then
    parsed=$((parsed + 1))
    continue
  fi
  # every error at a line holding 'external' (the clause is read elsewhere)
  other=0
  for place in $(sed -n 's/^.*\.mo:\([0-9]*\):[0-9]*: error: .*/\1/p' "$out"); do
    sed -n "${place}p" "$f" | grep -q external || other=1
  done
  if [ "$other" = 0 ] && grep -q ': error: ' "$out"; then
    external=$((external + 1))
    echo "external: $f: $(grep -m1 ': error: ' "$out" | sed 's/^.*: error: //')"
  else
    failed=$((failed + 1))
    echo "FAILED: $(grep -m1 . "$out")"
  fi
done < "$list"
echo "$parsed files parsed, $failed failed, $external failed only at external clauses ($dir)"
[ "$failed" = 0 ]
