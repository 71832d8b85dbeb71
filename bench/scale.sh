#!/bin/sh
# bench/scale.sh BUILD-DIR - how hysc scales with the size of a model: three
# families written with arrays (hysc -p n=N) for n = 10, 30, ... up to
# SCALE_MAX (default 30000), the families named in SCALE_FAMILIES (default all):
#   chain      n masses and springs between two walls, damped, the first
#              bouncing off a stop (the model of bench/chain_ida_klu.c)
#   balls      n independent bouncing balls (models/BouncingBalls.mo)
#   pendulums  n Cartesian pendulums, index-reduced by hysc
# For each n: the generated C's size, the build (hysc and the C compiler:
# wall seconds, peak KB), and SCALE_STOP (default 1) s of model time on each
# backend (wall seconds, peak KB, steps, Jacobian evaluations, from --stats),
# written on the output grid only (--no-event-rows: the balls and the
# pendulums, which nothing links, are then simulated one by one, and the
# steps and Jacobians are the sums over them; SCALE_RUN_OPTIONS adds
# options, e.g. --no-partition for the whole system in one integrator),
# and for the chain the hand-written IDA + KLU program built here from
# bench/chain_ida_klu.c (same tolerances and output grid) with the ratio
# hysc IDA / hand-written; last, hysc's front end alone (hysc --emit-c:
# wall seconds, peak KB).  A column stops growing once a run took more than
# SCALE_BUDGET / 3 seconds (default budget 300 s, also the timeout of every
# run) or would need more than SCALE_MEM_KB (default 12000000) of memory,
# estimated as n^2 growth from its last run (dense Jacobians); runs also
# get that limit as ulimit -v.  Writes scale.txt (the table), fits.txt (the
# exponent k of cost ~ n^k, least squares over the points above 0.5 s (the
# front end's memory: above 100 MB), and of the time per step) and
# scale.svg (log-log plot) into SCALE_OUT
# (default BUILD-DIR/scale).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
hysc=$top/$build/hysc
max=${SCALE_MAX:-30000}
budget=${SCALE_BUDGET:-300}
mem_limit=${SCALE_MEM_KB:-12000000}
stop=${SCALE_STOP:-1}
out=${SCALE_OUT:-$top/$build/scale}
mkdir -p "$out"
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
[ -x /usr/bin/time ] || { echo "scale: needs /usr/bin/time"; exit 0; }

cp "$top/tests/models/Chain.mo" chain.mo
cat > pendulums.mo <<'EOF'
model Pendulums "n Cartesian pendulums of lengths 1 ... 1.5, released level with their pivots"
  parameter Integer n = 10;
  parameter Real g = 9.81;
  parameter Real L[n] = {1 + 0.5*(i - 1)/n for i in 1:n};
  Real x[n](start = L);
  Real y[n](each start = 0, each fixed = true);
  Real vx[n](each start = 0);
  Real vy[n](each start = 0, each fixed = true);
  Real lambda[n];
equation
  der(x) = vx;
  der(y) = vy;
  for i in 1:n loop
    der(vx[i]) = -lambda[i]*x[i];
    der(vy[i]) = -g - lambda[i]*y[i];
    x[i]^2 + y[i]^2 = L[i]^2;
  end for;
end Pendulums;
EOF
cp "$top/models/BouncingBalls.mo" balls.mo

klu=""
if ${CC:-cc} -O2 -I/usr/include/suitesparse -o chain_klu "$top/bench/chain_ida_klu.c" -lsundials_ida \
     -lsundials_sunlinsolklu -lsundials_sunmatrixsparse -lsundials_nvecserial -lsundials_generic -lklu -lm \
     2> klu.err; then
  klu=./chain_klu
else
  echo "scale: bench/chain_ida_klu.c not built (SUNDIALS KLU missing?): $(head -1 klu.err)"
fi

# run NAME COMMAND...: "seconds kilobytes" of COMMAND into NAME.t, "- -" when
# it failed or ran out of time or memory; its stderr in NAME.err
run() {
  name=$1; shift
  if (ulimit -v "$((mem_limit * 2))" 2> /dev/null; /usr/bin/time -f '%e %M' -o "$name.t" \
        timeout "$budget" "$@" > /dev/null 2> "$name.err"); then :; else echo "- -" > "$name.t"; fi
}

# stat NAME WHAT: a counter of --stats from NAME.err
stat() { v=$(sed -n "s/^  $2  *\([0-9][0-9]*\)\( (.*)\)\{0,1\}$/\1/p" "$1.err" | head -n 1); echo "${v:--}"; }

# go COLUMN N: may COLUMN grow to N? (time and memory of its last run)
go() {
  eval "last_t=\${last_t_$1:-0} last_kb=\${last_kb_$1:-0} last_n=\${last_n_$1:-1}"
  [ "$last_t" != - ] && awk -v t="$last_t" -v kb="$last_kb" -v n0="$last_n" -v n="$2" -v b="$budget" \
    -v lim="$mem_limit" 'BEGIN { exit !(t < b / 3 && kb * (n / n0) ^ 2 < lim) }'
}

# note COLUMN N NAME: remember the last run of COLUMN
note() {
  set -- "$1" "$2" $(cat "$3.t")
  eval "last_t_$1=$3 last_kb_$1=$4 last_n_$1=$2"
}

printf "%-9s %6s %10s %8s %8s %8s %8s %6s %6s %8s %8s %6s %6s %8s %6s %8s %8s\n" family n "C bytes" "build s" "build KB" \
  "IDA s" "IDA KB" steps jacs "NM s" "NM KB" steps jacs "KLU s" ratio "front s" "front KB" | tee "$out/scale.txt"
for family in ${SCALE_FAMILIES:-chain balls pendulums}; do
  for n in 10 30 100 300 1000 3000 10000 30000; do
    [ "$n" -le "$max" ] || continue
    go "${family}_build" "$n" || continue
    run front "$hysc" -p n=$n --emit-c=model.c $family.mo
    [ "$(cat front.t)" != "- -" ] || { echo "scale: hysc failed on $family n=$n"; continue; }
    bytes=$(wc -c < model.c)
    rm -f model
    run build "$hysc" -p n=$n -o ./model $family.mo
    note "${family}_build" "$n" build
    [ -x model ] || continue
    for solver in ida newmark; do
      echo "- -" > $solver.t; : > $solver.err
      if go "${family}_$solver" "$n"; then
        # shellcheck disable=SC2086
        run $solver ./model --solver=$solver --stop-time="$stop" --stats --no-event-rows ${SCALE_RUN_OPTIONS:-} -o run.csv
        note "${family}_$solver" "$n" $solver
      fi
    done
    echo "- -" > klu.t
    if [ "$family" = chain ] && [ -n "$klu" ] && go klu "$n"; then
      run klu $klu "$n" "$stop" klu.csv
      note klu "$n" klu
    fi
    set -- $(cat build.t) $(cat ida.t) $(cat newmark.t) $(cat klu.t) $(cat front.t)
    ratio=$(awk -v a="$3" -v b="$7" 'BEGIN { if (a != "-" && b != "-" && a >= 0.01 && b >= 0.01) printf "%.1f", a / b; else print "-" }')
    printf "%-9s %6d %10d %8s %8s %8s %8s %6s %6s %8s %8s %6s %6s %8s %6s %8s %8s\n" $family "$n" "$bytes" "$1" "$2" \
      "$3" "$4" "$(stat ida steps)" "$(stat ida 'Jacobian evaluations')" "$5" "$6" "$(stat newmark steps)" \
      "$(stat newmark 'Jacobian evaluations')" "$7" "$ratio" "$9" "${10}" | tee -a "$out/scale.txt"
  done
done

# Exponent of cost ~ n^k per family and column: least squares of log(cost)
# on log(n) over the points above 0.5 s, where the fixed cost of starting
# processes no longer hides the growth (and per step: seconds / steps).
awk 'function fit(f, col, name, steps, least,   i, sx, sy, sxx, sxy, m, x, y) {
       sx = sy = sxx = sxy = m = 0
       if (least == "") least = 0.5
       for (i = 1; i <= rows; i++) {
         if (fam[i] != f || v[i, col] == "-" || v[i, col] + 0 < least) continue
         if (steps && (v[i, steps] == "-" || v[i, steps] + 0 <= 0)) continue
         x = log(v[i, 2]); y = log(steps ? v[i, col] / v[i, steps] : v[i, col])
         sx += x; sy += y; sxx += x * x; sxy += x * y; m++
       }
       if (m >= 2 && m * sxx - sx * sx > 0) printf "%-9s %-14s %5.2f  (%d points)\n", f, name, (m * sxy - sx * sy) / (m * sxx - sx * sx), m
       else printf "%-9s %-14s    -   (too few points above %s)\n", f, name, least == 0.5 ? "0.5 s" : least " KB"
     }
     NR > 1 { rows++; fam[rows] = $1; for (c = 2; c <= NF; c++) v[rows, c] = $c; seen[$1] = 1 }
     END {
       print "exponent k of cost ~ n^k (least squares, log-log, points above 0.5 s):"
       for (f in seen) {
         fit(f, 16, "front end", 0); fit(f, 17, "front end KB", 0, 100000)
         fit(f, 4, "build", 0); fit(f, 6, "IDA", 0); fit(f, 6, "IDA per step", 8)
         fit(f, 10, "Newmark", 0); fit(f, 10, "NM per step", 12)
         if (f == "chain") fit(f, 14, "hand-written", 0)
       }
     }' "$out/scale.txt" | tee "$out/fits.txt"

if command -v gnuplot > /dev/null; then
  for f in chain balls pendulums; do awk -v f=$f '$1 == f' "$out/scale.txt" > "$out/$f.dat"; done
  gnuplot <<EOF 2> /dev/null || echo "scale: gnuplot failed"
set terminal svg size 1000,700
set output "$out/scale.svg"
set logscale xy
set xlabel "n"
set ylabel "seconds"
set key left top
set datafile missing "-"
set title "hysc: build and simulation time against model size (exponents in fits.txt)"
plot for [f in "chain balls pendulums"] "$out/".f.".dat" using 2:4 with linespoints title f." build", \
     for [f in "chain balls pendulums"] "$out/".f.".dat" using 2:6 with linespoints title f." IDA", \
     for [f in "chain balls pendulums"] "$out/".f.".dat" using 2:10 with linespoints title f." Newmark", \
     "$out/chain.dat" using 2:14 with linespoints title "chain hand-written IDA+KLU"
EOF
  echo "scale: table, fits and plot in $out (scale.txt, fits.txt, scale.svg)"
fi
