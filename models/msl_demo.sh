#!/bin/sh
# models/msl_demo.sh BUILD-DIR - the hybrid classics of the Modelica Standard
# Library, from the user's copy on MODELICAPATH: clutches locking and
# slipping (CoupledClutches), stick/slip friction (Translational.Friction),
# a preloaded gear (PreLoad), a brake (Translational.Brake)
# and a pendulum of MultiBody.  Each is compiled by its full name and run on
# both solver backends with --compare (events side by side, the largest
# differences, the cost of each), and its events - the friction elements'
# lock and unlock instants among them - are listed with --events.  Without
# the library on MODELICAPATH it says so and exits 0.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/${1:-build}
library=""
old_ifs=$IFS
IFS=:
for dir in ${MODELICAPATH:-}; do
  if [ -z "$library" ] && [ -d "$dir/Modelica" ]; then library=$dir; fi
done
IFS=$old_ifs
if [ -z "$library" ]; then
  echo "msl-demo: the Modelica Standard Library is not on MODELICAPATH (a directory holding Modelica/): nothing to run"
  exit 0
fi
work=$build/msl-demo
mkdir -p "$work"
cd "$work"
for example in Modelica.Mechanics.Rotational.Examples.CoupledClutches \
               Modelica.Mechanics.Translational.Examples.Friction \
               Modelica.Mechanics.Translational.Examples.PreLoad \
               Modelica.Mechanics.Translational.Examples.Brake \
               Modelica.Mechanics.MultiBody.Examples.Elementary.Pendulum; do
  echo "==== $example (from $library)"
  "$build/hysc" -o "./$example" "$example"
  "./$example" --compare -o "$example.csv"
  echo "---- events (IDA)"
  "./$example" --events -o "$example.ida.csv" 2>&1 >/dev/null | grep '^event' || true
  echo
done
echo "Results of both backends: $work"
