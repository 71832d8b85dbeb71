#!/bin/sh
# tests/structure/function_length.sh - no function in src/ or runtime/ runs
# past about a screen: lists every function longer than 80 lines (from its
# signature to its closing brace) and fails when there is one.  Functions are
# found in the tree's own layout: the signature ends at the line before a '{'
# in column 0, the body ends at a '}' in column 0.
set -u
top=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
limit=80
long=$(cd "$top" && awk -v limit="$limit" '
  FNR == 1 { sig = ""; start = 0; inside = 0 }
  !inside && /^[A-Za-z_].*\(/ { sig = $0; start = FNR }
  !inside && /^\{/ && start { inside = 1; next }
  inside && /^\}/ {
    inside = 0
    if (FNR - start + 1 > limit) {
      name = sig; sub(/\(.*/, "", name); sub(/.*[ *]/, "", name)
      printf "%s:%s %d\n", FILENAME, name, FNR - start + 1
    }
    start = 0
  }' src/*.c src/*/*.c runtime/*.c runtime/*/*.c)
if [ -n "$long" ]; then
  printf '%s\n' "$long" | while read -r fn lines; do
    echo "$fn: $lines lines, over $limit" >&2
  done
  exit 1
fi
