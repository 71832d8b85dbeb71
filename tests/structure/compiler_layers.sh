#!/bin/sh
# tests/structure/compiler_layers.sh - the compiler's files call each other
# in one direction only, and its layers (the folders of src/) call only the
# layers below them: base < classes < flat < symbolic < codegen < the driver
# (src/main.c).  The call graph is read from the object files of the build
# under test (nm: which object defines and which uses each global symbol;
# the generated scanner and parser belong to base), the include graph from
# the sources' #include "..." lines; tsort fails on a cycle and names it.
set -u
top=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
build=$(dirname "${HYSC:-$top/build/hysc}")
layers="base classes flat symbolic codegen driver"
status=0
rank() { n=0; for l in $layers; do [ "$l" = "$1" ] && echo $n && return; n=$((n + 1)); done; echo 99; }
# each object as layer/name
objects() {
  for o in "$build"/src/*/*.o; do echo "$o $(basename "$(dirname "$o")")/$(basename "$o" .o)"; done
  echo "$build/src/main.o driver/main"
  echo "$build/parser.o base/parser"
  echo "$build/lexer.o base/lexer"
}
objects > object_names
[ -f "$build/src/main.o" ] && [ "$(wc -l < object_names)" -gt 10 ] || { echo "no compiler objects in $build/src"; exit 1; }
while read -r o f; do
  nm -g --defined-only "$o" | awk -v f="$f" 'NF == 3 { print $3, f }'
done < object_names | sort > defined
while read -r o f; do
  nm -u "$o" | awk -v f="$f" '{ print $NF, f }'
done < object_names | sort > used
# caller callee symbol, between different files
join used defined | awk '$2 != $3 { print $2, $3, $1 }' | sort > calls
awk '{ print $1, $2 }' calls | sort -u > call_graph
if ! tsort call_graph > /dev/null 2> call_cycle; then
  echo "call cycle between compiler files:"; cat call_cycle; status=1
fi
# the same calls between layers: none goes up
for l in $layers; do echo "$l $(rank "$l")"; done > layer_rank
awk 'NR == FNR { r[$1] = $2; next }
     { split($1, a, "/"); split($2, b, "/")
       if (a[1] != b[1]) print a[1], b[1], r[a[1]], r[b[1]], $1, $2, $3 }' layer_rank calls > layer_calls
awk '{ print $1, $2 }' layer_calls | sort -u > layer_graph
if awk '$3 < $4 { print $5, "calls up into", $6, "(" $7 ")" }' layer_calls | grep .; then
  echo "a layer calls a layer above it (above)"; status=1
fi
if ! tsort layer_graph > /dev/null 2> layer_cycle; then
  echo "call cycle between compiler layers:"; cat layer_cycle; status=1
fi
# a file includes only headers of its own layer or below
for f in "$top"/src/*.[ch] "$top"/src/*/*.[ch]; do
  dir=$(basename "$(dirname "$f")"); [ "$dir" = src ] && dir=driver
  sed -n 's/^#include "\(.*\)"/\1/p' "$f" | while read -r h; do
    hl=$(basename "$(dirname "$h")"); [ "$hl" = . ] && hl=$dir
    [ "$hl" = .. ] && hl=driver
    echo "$dir/$(basename "$f") $hl/$(basename "$h") $(rank "$dir") $(rank "$hl")"
  done
done > includes
if awk '$4 != 99 && $3 < $4 { print $1, "includes", $2, "of a layer above" }' includes | grep .; then
  status=1
fi
awk '{ print $1, $2 }' includes > include_graph
if ! tsort include_graph > /dev/null 2> include_cycle; then
  echo "include cycle between compiler files:"; cat include_cycle; status=1
fi
[ $status = 0 ] && echo "compiler call graph: $(wc -l < call_graph) edges between $(wc -l < object_names) files in $(echo $layers | wc -w) layers, no cycle, no call up"
exit $status
