# Parameter studies on the bouncing ball (models/BouncingBall.mo: h0 = 1,
# g = 9.81).  The first impact comes at t1 = sqrt(2 h0/g); each later flight
# lasts e times the one before, so the impacts accumulate at
#   t_inf = t1 (1 + e)/(1 - e)          (t1 = 0.4515236410 for h0 = 1),
# 17.61 s for e = 0.95: hence --stop-time=20.  The Zeno report extrapolates
# the last ten impacts geometrically, exact for this ball up to the event
# location, so 1e-6 relative holds with room.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BouncingBall

# rel_err_max CSV: the largest |zeno_time - t_inf| / t_inf over the rows (the
# zeno_time column, found by its name in the header)
zeno_error() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "zeno_time") z = i; next }
                    { t = sqrt(2 / 9.81) * (1 + $2) / (1 - $2); d = ($z - t) / t; if (d < 0) d = -d
                    if (!z || $z == "") d = 1; if (d > m) m = d } END { printf "%.3g\n", m + 0 }' "$1"
}

for solver in ida newmark; do
  status_is "$solver: sweep e=0.5:0.95:46" 0 ./BouncingBall --solver=$solver \
    --sweep e=0.5:0.95:46 --stop-time=20 --zeno=stop --sweep-dir=$solver \
    --plot-summary=$solver.svg zeno_time:e
  s=$solver/summary.csv
  holds "$solver: 46 rows" "$(($(wc -l < $s) - 1)) == 46"
  holds "$solver: every status is zeno" "$(grep -c ',"zeno",' $s) == 46"
  holds "$solver: e of case 46 is 0.95, of case 2 0.51" \
    "$(awk -F, '$1 == 46 { print $2 }' $s) == 0.95 && $(awk -F, '$1 == 2 { print $2 }' $s) == 0.51"
  holds "$solver: zeno_time = sqrt(2 h0/g)(1+e)/(1-e) within 1e-6 relative (worst $(zeno_error $s))" \
    "$(zeno_error $s) <= 1e-6"
  holds "$solver: 46 case files" "$(ls $solver/case-*.csv | wc -l) == 46"
  grep -q '<svg' $solver.svg && echo "ok   $solver: plot written" || fail "$solver: no SVG plot"
done
# the model's when-clause and variables: the contact mode's lift-off
# (when2) and its variables are hysc's, listed with --emit-internal
holds "header" "$(head -1 ida/summary.csv | grep -cx 'case,e,status,events,when1_t1,when1_t2,when1_t3,zeno_time,h,v,wall_s') == 1"

# A grid: h0 in {1, 4} (slowest), e log-spaced 0.5 .. 0.8 in 4 points:
# e_k = 0.5 * 1.6^(k/3).  Case 6 is h0 = 4, e = 0.5 * 1.6^(1/3) = 0.58480355;
# its impacts: t1 = sqrt(8/9.81) = 0.90304728, t2 = t1 (1 + 2e), t3 = t2 + 2 e^2 t1.
status_is "grid" 0 ./BouncingBall --sweep h0=1,4 --sweep e=0.5:0.8:4:log --sweep-dir=grid --jobs=3
row6=$(awk -F, '$1 == 6' grid/summary.csv)
holds "grid: 8 rows" "$(($(wc -l < grid/summary.csv) - 1)) == 8"
field() { echo "$row6" | cut -d, -f"$1"; }
close "grid: case 6 h0" "$(field 2)" 4 0
close "grid: case 6 e" "$(field 3)" 0.58480355 1e-8
close "grid: case 6 first impact" "$(field 6)" 0.90304728 1e-6
close "grid: case 6 second impact" "$(field 7)" "$(awk 'BEGIN { e = 0.5 * 1.6^(1/3); printf "%.10f", sqrt(8/9.81) * (1 + 2 * e) }')" 1e-6
close "grid: case 6 third impact" "$(field 8)" "$(awk 'BEGIN { e = 0.5 * 1.6^(1/3); t = sqrt(8/9.81); printf "%.10f", t * (1 + 2 * e + 2 * e * e) }')" 1e-6
close "grid: case 4 e (the end of the log range)" "$(awk -F, '$1 == 4 { print $3 }' grid/summary.csv)" 0.8 0

# Monte Carlo: 200 samples, e uniform on (0.5, 0.9) (mean 0.7, sd 0.115: the
# mean of 200 is within 0.03 of 0.7 by 3.7 sd), h0 normal(1, 0.1) (mean
# within 0.03).  Sample k's values depend on the seed and k alone: the first
# 20 samples of the same seed are the same, another seed's are other values.
mc() { ./BouncingBall --samples=$3 --seed=$1 --vary 'e=uniform(0.5,0.9)' \
         --vary 'h0=normal(1,0.1)' --stop-time=0 --sweep-dir=$2 2> $2.err; }
mc 7 mc7 200; mc 7 mc7b 20; mc 8 mc8 20
cut -d, -f1-3 mc7/summary.csv > a; cut -d, -f1-3 mc7b/summary.csv > b; cut -d, -f1-3 mc8/summary.csv > c
head -21 a | cmp -s - b && echo "ok   same seed, same values" || fail "seed 7 twice gave different values"
cmp -s b c && fail "seeds 7 and 8 gave the same values" || echo "ok   another seed, other values"
holds "Monte Carlo: 200 rows" "$(($(wc -l < a) - 1)) == 200"
holds "uniform values within (0.5, 0.9)" "$(awk -F, 'NR > 1 && ($2 <= 0.5 || $2 >= 0.9)' a | wc -l) == 0"
close "uniform mean" "$(awk -F, 'NR > 1 { s += $2; n++ } END { print s / n }' a)" 0.7 0.03
close "normal mean" "$(awk -F, 'NR > 1 { s += $3; n++ } END { print s / n }' a)" 1 0.03
close "normal sd" "$(awk -F, 'NR > 1 { s += $3; q += $3 * $3; n++ } END { print sqrt(q / n - (s / n)^2) }' a)" 0.1 0.02

# Failing cases never stop the others: x = t passes limit at t = limit < 1.
cat > Limit.mo <<'EOF'
model Limit
  parameter Real limit = 2;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < limit, "x passed the limit");
  annotation(experiment(StopTime = 1));
end Limit;
EOF
build ./Limit.mo -o ./Limit
status_is "a study with failing cases exits 1" 1 ./Limit --sweep limit=0.5,2,0.8,3 --jobs=2
s=Limit_sweep/summary.csv
holds "4 rows" "$(($(wc -l < $s) - 1)) == 4"
grep -q '^1,0.5,"assert: at t=0.5[0-9]*, assertion failed: x passed the limit' $s \
  && echo "ok   case 1 asserted at t=0.5" || { fail "case 1 row: $(sed -n 2p $s)"; }
holds "cases 2 and 4 ok, final x = 1 within 1e-12" \
  "$(awk -F, '($1 == 2 || $1 == 4) && $3 == "\"ok\"" && $6 > 1 - 1e-12 && $6 < 1 + 1e-12' $s | wc -l) == 2"
holds "case 3 asserted" "$(grep -c '^3,0.8,"assert: ' $s) == 1"
finish
