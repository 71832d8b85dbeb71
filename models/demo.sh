#!/bin/sh
# models/demo.sh BUILD-DIR - the main job: compile the shipped bouncing-ball
# models and run each on both solver backends, printing the event times side
# by side with their difference.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/${1:-build}
work=$top/$(basename "$build")/demo
mkdir -p "$work"
cd "$work"
for model in BouncingBall StableBouncingBall; do
  "$build/hysc" -o "./$model" "$top/models/$model.mo"
  for solver in ida newmark; do
    "./$model" --solver=$solver --events -o "$model-$solver.csv" 2> "$model-$solver.events"
    sed -n 's/^event t=\([^ ]*\) \(.*\)$/\1 \2/p' "$model-$solver.events" | grep -v ' relation ' > "$model-$solver.times" || true
  done
  echo "$model: $(wc -l < "$model-ida.times") when-clause events on IDA, $(wc -l < "$model-newmark.times") on Newmark; the first 8:"
  paste -d' ' "$model-ida.times" "$model-newmark.times" | head -n 8 | awk '
    BEGIN { printf "  %3s  %-22s %-22s %-10s %s\n", "#", "IDA t [s]", "Newmark t [s]", "|diff|", "condition" }
    { d = $1 - $(NF/2 + 1); if (d < 0) d = -d; n++
      cond = ""; for (i = 2; i <= NF/2; i++) cond = cond " " $i
      printf "  %3d  %-22.15g %-22.15g %-10.2e%s\n", n, $1, $(NF/2 + 1), d, cond }'
done
echo "Results and event logs: $work"

