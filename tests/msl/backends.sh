#!/bin/sh
# Both backends on the mechanics examples of the Modelica Standard Library:
# builds the examples with tests/msl/run.sh (its table is printed first),
# then runs each executable that was built with --solver=ida and with
# --solver=newmark and prints one row per example: whether each backend ran
# to the stop time, whether Newmark's result matches the reference as
# run.sh judges IDA's (tests/msl/compare.awk, the tube of run.sh's default
# tolerances), the largest relative difference between the two backends
# over the signals of the reference's comparisonSignals.txt
# (tests/msl/backends.awk) with the signal, and for a failure the first
# line of its message.
#
#   sh tests/msl/backends.sh [-j N] [MSL_DIR [REFERENCE_DIR]] [PATTERN...]
#
# Arguments as for tests/msl/run.sh; the default patterns are the examples
# of Mechanics.Translational and Mechanics.Rotational.  Without a library
# (no Modelica/ in MSL_DIR or on MODELICAPATH) it says so and exits 0.
# MSL_TIMEOUT: seconds per run (default 300).
set -u
here=$(cd "$(dirname "$0")" && pwd)
jobs=2
case ${1:-} in -j) jobs=${2:?-j needs a number}; shift 2 ;; -j*) jobs=${1#-j}; shift ;; esac
dirs="" ref=""
[ $# -gt 0 ] && [ -d "$1/Modelica" ] && { dirs=$1; shift; }
[ -n "$dirs" ] && [ $# -gt 0 ] && [ -d "$1/Modelica" ] && { ref=$1; shift; }
given_ref=$ref ref=${ref:-${MSL_REFERENCE:-}}
[ -z "$ref" ] || ref=$(cd "$ref" && pwd)
[ $# -gt 0 ] || set -- 'Modelica.Mechanics.Translational.*' 'Modelica.Mechanics.Rotational.*'
table=$(mktemp "${TMPDIR:-/tmp}/hysc-backends.XXXXXX") || exit 1
sh "$here/run.sh" -k -j "$jobs" ${dirs:+"$dirs"} ${given_ref:+"$given_ref"} "$@" > "$table" 2>&1
status=$?
if [ $status = 2 ]; then
  echo "backends.sh: skipped: $(head -n 1 "$table")"
  rm -f "$table"; exit 0
fi
cat "$table"
work=$(sed -n 's/^# kept: //p' "$table")
rm -f "$table"
[ -d "$work" ] || { echo "backends.sh: run.sh kept no work directory" >&2; exit 1; }
trap 'rm -rf "$work"' EXIT

# run NAME SOLVER: the example's executable on SOLVER; its row fields in
# ok_SOLVER and err_SOLVER
run() {
  if timeout "${MSL_TIMEOUT:-300}" ./model --solver="$2" --no-progress \
      -o "$2.csv" > "$2.out" 2> "$2.err"; then
    eval "ok_$2=ok err_$2="
  else
    status=$?
    eval "ok_$2=fail"
    eval "err_$2=\"$2: exit $status: \$(grep -m 1 . $2.err | sed 's|^$1: ||' | cut -c1-120)\""
  fi
}

echo
printf '%-50s %-4s %-7s %-9s %-9s %s\n' example ida newmark "nm/ref" largest "signal / first error"
for dir in "$work"/cases/*; do
  name=$(basename "$dir")
  [ -x "$dir/model" ] || continue
  (cd "$dir" && run "$name" ida && run "$name" newmark
   signals=$ref/$(echo "$name" | tr . /)/comparisonSignals.txt
   csv=$(dirname "$signals")/$(basename "$(dirname "$signals")").csv
   diff=- match=- error="$err_ida${err_ida:+; }$err_newmark"
   if [ $ok_newmark = ok ] && [ -n "$ref" ] && [ -f "$signals" ] && [ -f "$csv" ]; then
     match=$(awk -v mode=tube -v rtol=2e-3 -v atol=0 -v trtol=2e-3 -v tatol=0 \
       -f "$here/compare.awk" "$signals" "$csv" newmark.csv 2> /dev/null)
   fi
   if [ $ok_ida$ok_newmark = okok ] && [ -n "$ref" ] && [ -f "$signals" ]; then
     set -- $(awk -f "$here/backends.awk" "$signals" ida.csv newmark.csv)
     diff=$1; [ -z "$error" ] && error=${2:-}
   fi
   printf '%-50s %-4s %-7s %-9s %-9s %s\n' "${name#Modelica.Mechanics.}" $ok_ida $ok_newmark \
     "$match" "$diff" "$error")
done | tee "$work/backends"
awk '{ n++; i += $2 == "ok"; m += $3 == "ok"; r += $4 == "match"; if ($5 ~ /e/ && $5 + 0 <= 1e-3) c++ }
  END { printf "# %d built: %d run on ida, %d on newmark, %d of those match the reference, %d within 1e-3 of ida\n",
    n, i, m, r, c }' \
  "$work/backends"
