#!/bin/sh
# models/demo.sh BUILD-DIR - the main job: compile every shipped model (and
# the examples of the libraries under models/, by full name) and
# run it on both solver backends with --compare, which prints the events side
# by side, the largest differences of every variable, the drift of declared
# invariants and the cost on each backend.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/${1:-build}
work=$build/demo
mkdir -p "$work"
cd "$work"
for mo in "$top"/models/*.mo; do
  model=$(basename "$mo" .mo)
  echo "==== $model"
  "$build/hysc" -o "./$model" "$mo"
  "./$model" --compare -o "$model.csv"
  echo
done
# the examples of the libraries under models/ (package directories), each
# compiled by its full name from the library path
for mo in "$top"/models/*/Examples/*.mo; do
  example=$(basename "$mo" .mo)
  [ "$example" != package ] || continue
  library=$(basename "$(dirname "$(dirname "$mo")")")
  echo "==== $library.Examples.$example"
  "$build/hysc" -L "$top/models" -o "./$library.Examples.$example" "$library.Examples.$example"
  "./$library.Examples.$example" --compare -o "$library.Examples.$example.csv"
  echo
done
echo "Results of both backends: $work"
