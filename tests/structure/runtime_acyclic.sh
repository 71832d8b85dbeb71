#!/bin/sh
# tests/structure/runtime_acyclic.sh - the runtime's files call each other in
# one direction only.  The call graph is read from the object files of the
# build under test (nm: which object defines and which uses each global
# symbol), the include graph from the sources' #include "..." lines; tsort
# fails on a cycle in either and names it.  Also: the backends are called by
# the driver (simulation.o) alone, and nothing calls up into main.o.
set -u
top=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
objects=$(dirname "${HYSC:-$top/build/hysc}")/runtime
status=0
set -- "$objects"/*.o
[ -f "$1" ] || { echo "no objects in $objects"; exit 1; }
for o in "$@"; do
  nm -g --defined-only "$o" | awk -v f="$(basename "$o" .o)" 'NF == 3 { print $3, f }'
done | sort > defined
for o in "$@"; do
  nm -u "$o" | awk -v f="$(basename "$o" .o)" '{ print $NF, f }'
done | sort > used
# caller callee symbol, between different files
join used defined | awk '$2 != $3 { print $2, $3, $1 }' | sort > calls
awk '{ print $1, $2 }' calls | sort -u > call_graph
if ! tsort call_graph > /dev/null 2> call_cycle; then
  echo "call cycle between runtime files:"; cat call_cycle; status=1
fi
for f in "$top"/runtime/*.[ch]; do
  sed -n 's/^#include "\(.*\)"/\1/p' "$f" | awk -v f="$(basename "$f")" '{ print f, $1 }'
done > include_graph
if ! tsort include_graph > /dev/null 2> include_cycle; then
  echo "include cycle between runtime files:"; cat include_cycle; status=1
fi
# only the driver runs a backend; only main is above compare and the driver
if awk '($2 == "ida_backend" || $2 == "newmark_backend") && $1 != "simulation"' calls | grep .; then
  echo "a backend is called from outside the driver (above)"; status=1
fi
if awk '$2 == "main" || ($2 == "compare" && $1 != "main" && $1 != "work_precision")' calls | grep .; then
  echo "a call up into main or compare (above)"; status=1
fi
[ $status = 0 ] && echo "runtime call graph: $(wc -l < call_graph) edges between $# files, no cycle"
exit $status
