#!/bin/sh
# bench/emit_identical.sh REF-HYSC [BUILD-DIR] - the generated C of two
# compilers compared on every model of models/, tests/models/ and
# tests/semantics/: a change meant to leave the output alone (a smaller
# node, a shared subtree) is checked here.  Each file is compiled from its
# own directory with --emit-c=- by both; their C, messages and exit status
# must agree byte for byte.  Prints the files that differ and a count;
# exits 1 if any does.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
ref=$1
hysc=$top/${2:-build}/hysc
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-identical.XXXXXX")
trap 'rm -rf "$work"' EXIT
same=0 differ=0
for f in $(cd "$top" && find models tests/models tests/semantics -name '*.mo' | sort); do
  dir=$(dirname "$top/$f") base=$(basename "$f")
  for side in ref new; do
    if [ $side = ref ]; then compiler=$ref; else compiler=$hysc; fi
    (cd "$dir" && "$compiler" --emit-c=- "$base" > "$work/$side.c" 2> "$work/$side.err"
     echo "exit $?" >> "$work/$side.err")
  done
  if cmp -s "$work/ref.c" "$work/new.c" && cmp -s "$work/ref.err" "$work/new.err"; then
    same=$((same + 1))
  else
    differ=$((differ + 1))
    echo "differs: $f"
  fi
done
echo "$same identical, $differ different"
[ $differ = 0 ]
