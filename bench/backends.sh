#!/bin/sh
# bench/backends.sh BUILD-DIR - the cost of the two backends on every shipped
# model, measured in one run of --compare (same settings, same machine
# state): steps, residual evaluations and wall time on IDA and Newmark, and
# the ratio of wall times.
set -eu
. "$(dirname "$0")/common.sh"
printf "%-22s %10s %10s %12s %12s %11s %11s %8s\n" model "IDA steps" "NM steps" "IDA res" "NM res" "IDA s" "NM s" "NM/IDA"
for mo in "$top"/models/*.mo; do
  model=$(basename "$mo" .mo)
  "$hysc" -o "./$model" "$mo"
  "./$model" --compare -o "$model.csv" 2>/dev/null > "$model.compare" || true
  awk -v model="$model" '
    $1 == "steps" { is = $2; ns = $3 }
    $1 == "residual" && $2 == "evaluations" { ir = $3; nr = $4 }
    $1 == "wall" { iw = $4; nw = $5 }
    END { printf "%-22s %10s %10s %12s %12s %11s %11s %8.2f\n", model, is, ns, ir, nr, iw, nw, (iw > 0 ? nw / iw : 0) }' "$model.compare"
done
