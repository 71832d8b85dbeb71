#!/bin/sh
# bench/compliance.sh [SUITE-DIR] [BUILD-DIR] - the Modelica compliance suite
# (its ModelicaCompliance directory, or the directory above it; also from
# $COMPLIANCE_DIR), compiled and run two ways:
#   flat   each test alone in a file: its 'within' and 'extends
#          Icons.TestCase;' blanked, Util.compareReal defined in the file
#   name   hysc -L LIB ModelicaCompliance.X.Y.Test on a copy of the suite
#          pruned to the test's package path (the package.mo files from the
#          top down to the test), Icons.mo and Util.mo
# A test passes when hysc builds it and it runs (its own experiment's stop
# time) with exit 0.  Prints per route: valid tests that pass, invalid tests
# accepted (they should be none); the names of the accepted invalid tests go
# to WORK/accepted-ROUTE.txt.  JOBS (default 2) tests at once; WORK (default
# a temporary directory, removed) keeps each test's output when set.
# A test is marked valid or invalid by its annotation
# __ModelicaAssociation(TestCase(shouldPass = true|false)).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
suite=${1:-${COMPLIANCE_DIR:-}}
[ -n "$suite" ] || { echo "usage: bench/compliance.sh SUITE-DIR [BUILD-DIR] (or COMPLIANCE_DIR=...)" >&2; exit 2; }
[ -d "$suite/ModelicaCompliance" ] && suite=$suite/ModelicaCompliance
[ -f "$suite/Util.mo" ] || { echo "compliance.sh: no ModelicaCompliance suite in '$suite'" >&2; exit 2; }
suite=$(cd "$suite" && pwd)
build=$(cd "${2:-$top/build}" && pwd)
keep=${WORK:-}

# one test: REL (path below the suite, without .mo); prints "REL VALID FLAT NAME"
one() {
  rel=$1
  dir=$work/t/$(echo "$rel" | tr / .)
  rm -rf "$dir"
  mkdir -p "$dir/lib/ModelicaCompliance"
  src=$suite/$rel.mo
  valid=0
  grep -q 'shouldPass *= *true' "$src" && valid=1
  model=$(basename "$rel")
  target=$model   # a test that is a package holding the model of its name: that model
  grep -Eq "^package $model( |\$)" "$src" && grep -Eq "^ +(model|class|block) $model( |\$)" "$src" &&
    target=$model.$model
  # flat
  { sed -e 's/^ *within .*;//' -e 's/extends *Icons\.TestCase *;//' -e 's/Util\.compareReal/compareReal/g' "$src"
    cat "$work/compareReal.mo"; } > "$dir/$model.mo"
  flat=0
  (cd "$dir" && timeout 120 "$build/hysc" -O0 -j1 -m "$target" -o flat "$model.mo" > flat.log 2>&1 &&
     timeout 60 ./flat -o flat.csv >> flat.log 2>&1) && flat=1
  # by name, on a pruned copy
  lib=$dir/lib/ModelicaCompliance
  cp "$suite/package.mo" "$suite/Icons.mo" "$suite/Util.mo" "$lib/"
  path=$(dirname "$rel")
  sub=""
  for part in $(echo "$path" | tr / ' '); do
    [ "$part" = . ] && continue
    sub=$sub/$part
    mkdir -p "$lib$sub"
    cp "$suite$sub/package.mo" "$lib$sub/"
  done
  cp "$src" "$lib/$rel.mo"
  name=0
  package=$(dirname "$rel" | tr / .)
  class=ModelicaCompliance.$target
  [ "$package" = . ] || class=ModelicaCompliance.$package.$target
  (cd "$dir" && timeout 120 "$build/hysc" -O0 -j1 -L lib -o byname "$class" > name.log 2>&1 &&
     timeout 60 ./byname -o name.csv >> name.log 2>&1) && name=1
  [ -n "$keep" ] || rm -rf "$dir"
  echo "$rel $valid $flat $name"
}

# (the runs of single tests, in parallel, share the directory of the whole run)
if [ "${3:-}" = --one ]; then work=$5; one "$4"; exit; fi
work=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/hysc-compliance.XXXXXX")}
mkdir -p "$work"
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT
# the function compareReal of the suite's Util.mo, to define in flat files
sed -n '/^ *function compareReal/,/^ *end compareReal;/p' "$suite/Util.mo" > "$work/compareReal.mo"
(cd "$suite" && grep -rl '__ModelicaAssociation' --include='*.mo' . | sed -e 's|^\./||' -e 's|\.mo$||' |
   grep -v '/package$' | sort) > "$work/tests.txt"
xargs -P "${JOBS:-2}" -I{} sh "$0" "$suite" "$build" --one {} "$work" < "$work/tests.txt" > "$work/results.txt"
awk '$3 == 1 && $2 == 0 { print $1 > "'"$work"'/accepted-flat.txt" }
     $4 == 1 && $2 == 0 { print $1 > "'"$work"'/accepted-name.txt" }
     { n[$2]++; flat[$2] += $3; name[$2] += $4 }
     END {
       printf "%-8s %6s %14s %16s\n", "route", "tests", "valid passed", "invalid accepted"
       printf "%-8s %6d %9d of %3d %11d of %3d\n", "flat", NR, flat[1], n[1], flat[0], n[0]
       printf "%-8s %6d %9d of %3d %11d of %3d\n", "name", NR, name[1], n[1], name[0], n[0]
     }' "$work/results.txt"
