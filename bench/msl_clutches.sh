#!/bin/sh
# bench/msl_clutches.sh BUILD-DIR [MSL_DIR [REFERENCE_DIR]] - the lock and
# unlock instants of Modelica.Mechanics.Rotational.Examples.CoupledClutches
# on both backends.  The example is built from the library, run with IDA and
# with Newmark at --rtol=1e-8 (--events-file beside the result), and each
# change of a clutch's mode (-1 sliding backward, 0 stuck, 1 forward, 2
# free) is read from the result's event rows; every change must be one of
# the logged event instants.  The changes are paired between the backends in
# order, clutch by clutch, and the table shows them with their difference;
# it fails when a change has no partner or two partners differ by more than
# 1e-6 s.  With REFERENCE_DIR (default $MSL_REFERENCE) both results are also
# checked against the reference's tube (tests/msl/compare.awk) and the
# reference's own instants are shown.  MSL_DIR defaults to the MODELICAPATH
# entry holding Modelica/; without one it says so and exits 0.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/${1:-build}
msl=${2:-}
ref=${3:-${MSL_REFERENCE:-}}
if [ -z "$msl" ]; then
  old_ifs=$IFS; IFS=:
  for dir in ${MODELICAPATH:-}; do
    if [ -z "$msl" ] && [ -d "$dir/Modelica" ]; then msl=$dir; fi
  done
  IFS=$old_ifs
fi
if [ -z "$msl" ] || [ ! -d "$msl/Modelica" ]; then
  echo "bench/msl_clutches.sh: no Modelica Standard Library (give MSL_DIR or set MODELICAPATH): nothing to run"
  exit 0
fi
example=Modelica.Mechanics.Rotational.Examples.CoupledClutches
tolerance=1e-6
work=$build/msl-clutches
mkdir -p "$work"
cd "$work" || exit 1
"$build/hysc" -L "$msl" -o ./clutches "$example" || { echo "bench/msl_clutches.sh: hysc $example exited $?"; exit 1; }
for solver in ida newmark; do
  ./clutches --solver=$solver --rtol=1e-8 --events-file=$solver.events -o $solver.csv > /dev/null ||
    { echo "bench/msl_clutches.sh: $example on $solver exited $?"; exit 1; }
done

# modes CSV: "clutch order time from to" at each change of a clutch's mode
modes() {
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { h = $i; gsub(/"/, "", h)
                       if (h ~ /^clutch[0-9]*\.mode$/) name[i] = substr(h, 1, index(h, ".") - 1) }
                     next }
           { for (i in name) { if ((i in last) && $i + 0 != last[i] + 0)
                                 printf "%s %d %s %d %d\n", name[i], ++n[i], $1, last[i], $i
                               last[i] = $i } }' "$1" | sort -k1,1 -k2,2n
}
status=0
for solver in ida newmark; do
  modes $solver.csv > $solver.modes
  # each change at an instant of the event log (the same double)
  missing=$(awk 'NR == FNR { if ($1 == "event") { sub(/^t=/, "", $2); t[sprintf("%.17g", $2)] = 1 } next }
                 !(sprintf("%.17g", $3) in t) { m++ } END { print m + 0 }' $solver.events $solver.modes)
  [ "$missing" = 0 ] || { echo "FAILED: $solver: $missing mode change(s) at no logged event"; status=1; }
done
echo "# $example, --rtol=1e-8: the clutches' mode changes (s)"
awk -v tol=$tolerance 'NR == FNR { key = $1 " " $2; ida[key] = $3; what[key] = $4 " -> " $5; order[++n] = key; next }
  { key = $1 " " $2; nm[key] = $3; nwhat[key] = $4 " -> " $5; if (!(key in ida)) order[++n] = key }
  END {
    printf "%-8s %-9s %-22s %-22s %s\n", "clutch", "mode", "IDA", "Newmark", "difference"
    for (i = 1; i <= n; i++) {
      k = order[i]; split(k, p, " ")
      if (!(k in ida) || !(k in nm) || what[k] != nwhat[k]) {
        printf "%-8s unmatched: IDA %s (%s), Newmark %s (%s)\n", p[1], ida[k], what[k], nm[k], nwhat[k]; bad++; continue
      }
      d = nm[k] - ida[k]; if (d < 0) d = -d
      if (d > worst) worst = d
      printf "%-8s %-9s %-22.17g %-22.17g %.3g\n", p[1], what[k], ida[k], nm[k], d
    }
    printf "# largest difference %.3g s over %d changes (limit %g s)\n", worst, n, tol
    exit (bad > 0 || worst > tol)
  }' ida.modes newmark.modes || { echo "FAILED: the backends do not agree within $tolerance s"; status=1; }

reference_dir=${ref:+$ref/$(echo "$example" | tr . /)}
if [ -n "$reference_dir" ] && [ -f "$reference_dir/CoupledClutches.csv" ]; then
  modes "$reference_dir/CoupledClutches.csv" > reference.modes
  echo "# the reference's changes, and ours less the reference's"
  awk 'FILENAME == ARGV[1] { ida[$1 " " $2] = $3; next }
       FILENAME == ARGV[2] { nm[$1 " " $2] = $3; next }
       { k = $1 " " $2; printf "%-8s %2d -> %-2d %-22.17g IDA %+.3g Newmark %+.3g\n", $1, $4, $5, $3, ida[k] - $3, nm[k] - $3 }' \
    ida.modes newmark.modes reference.modes
  for solver in ida newmark; do
    verdict=$(awk -f "$top/tests/msl/compare.awk" "$reference_dir/comparisonSignals.txt" \
      "$reference_dir/CoupledClutches.csv" $solver.csv 2> $solver.compare)
    echo "# $solver against the reference's tube: $verdict $(head -n 1 $solver.compare)"
    [ "$verdict" = match ] || status=1
  done
else
  echo "# no reference results (give REFERENCE_DIR or set MSL_REFERENCE): the tube is not checked"
fi
exit $status
