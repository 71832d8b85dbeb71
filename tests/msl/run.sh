#!/bin/sh
# Compiles and runs the examples of the Modelica Standard Library with hysc
# and prints one row per example: whether its classes parse, whether the
# front end accepts it, whether the C builds, whether the executable runs to
# its stop time (the reference's end where that is later), and whether the
# signals of the library's reference results (comparisonSignals.txt) match
# over the whole run.
#
#   sh tests/msl/run.sh [-j N] [-k] [-s] [MSL_DIR [REFERENCE_DIR]] [PATTERN...]
#
# MSL_DIR holds Modelica/ (default: the first MODELICAPATH entry that does);
# REFERENCE_DIR holds Modelica/<Package>/<Example>/ with the CSV and
# comparisonSignals.txt (default: $MSL_REFERENCE; without it the result
# column is '-').  PATTERNs (shell patterns on the full name) choose
# examples; by default those of Blocks, Mechanics.Translational,
# Mechanics.Rotational, Electrical.Analog, Electrical.Digital,
# Thermal.HeatTransfer, StateGraph and Mechanics.MultiBody.Examples.
# Elementary.  -j N runs N examples at once (default 2); -k keeps the
# working directory.  The result column: "match" when every signal stays
# in a tube around the reference curve as csv-compare (the tool behind the
# library's reference results) builds it, "differ:K/N" when K of N leave it
# (the first error column names the signal leaving first and when, then the
# others), "missing:K" or "short" (tests/msl/compare.awk); with -s, the
# verdict at the stop time only (|ours - reference| within MSL_RTOL,
# default 1e-3, of the largest magnitude the signal takes).  Environment:
# HYSC (default: build/hysc of this tree), MSL_RTOL and MSL_ATOL (the tube's
# relative and absolute half-height, default 2e-3 and 0), MSL_TIME_RTOL and
# MSL_TIME_ATOL (its relative and absolute half-width in time, default
# MSL_RTOL and 0), MSL_TIMEOUT (seconds per stage, default 300), MSL_OUTPUT
# (signals, the default: an example with comparisonSignals.txt writes only
# those signals, so run_s is the simulation plus their output, as in the
# reference harnesses of other tools; all: every variable).  The exit
# status is 0 when the table was made, whatever it says; 2 on bad usage.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
jobs=2 keep=0 compare=tube
while [ $# -gt 0 ]; do
  case $1 in
    -j) jobs=${2:?-j needs a number}; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    -k) keep=1; shift ;;
    -s) compare=stop; shift ;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
case $jobs in ''|*[!0-9]*|0) echo "run.sh: -j needs a positive number" >&2; exit 2 ;; esac

msl=""
if [ $# -gt 0 ] && [ -d "$1/Modelica" ]; then msl=$1; shift; fi
if [ -z "$msl" ]; then
  old_ifs=$IFS; IFS=:
  for d in ${MODELICAPATH:-}; do
    if [ -z "$msl" ] && [ -f "$d/Modelica/package.mo" ]; then msl=$d; fi
  done
  IFS=$old_ifs
fi
[ -n "$msl" ] || { echo "run.sh: no Modelica/ in MSL_DIR or on MODELICAPATH" >&2; exit 2; }
msl=$(cd "$msl" && pwd)
ref=${MSL_REFERENCE:-}
if [ $# -gt 0 ] && [ -d "$1/Modelica" ]; then ref=$1; shift; fi
[ -z "$ref" ] || ref=$(cd "$ref" && pwd)
HYSC=${HYSC:-$top/build/hysc}
[ -x "$HYSC" ] || { echo "run.sh: no compiler at $HYSC (build first, or set HYSC)" >&2; exit 2; }
[ $compare = tube ] && rtol=${MSL_RTOL:-2e-3} || rtol=${MSL_RTOL:-1e-3}
export HYSC MSL_DIR="$msl" MSL_REF="$ref" MSL_COMPARE=$compare MSL_RTOL=$rtol \
  MSL_ATOL=${MSL_ATOL:-0} MSL_TIME_RTOL=${MSL_TIME_RTOL:-$rtol} MSL_TIME_ATOL=${MSL_TIME_ATOL:-0} \
  MSL_TIMEOUT=${MSL_TIMEOUT:-300} MSL_OUTPUT=${MSL_OUTPUT:-signals}
case $MSL_OUTPUT in signals | all) ;; *) echo "run.sh: MSL_OUTPUT must be signals or all" >&2; exit 2 ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-msl.XXXXXX") || exit 1
[ $keep = 1 ] || trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# The examples: classes with an experiment annotation in the chosen parts.
(cd "$msl" && for part in Modelica/Blocks Modelica/Mechanics/Translational \
    Modelica/Mechanics/Rotational Modelica/Electrical/Analog \
    Modelica/Electrical/Digital.mo Modelica/Thermal/HeatTransfer \
    Modelica/StateGraph.mo Modelica/Mechanics/MultiBody/Examples/Elementary; do
  [ -e "$part" ] && find "$part" -name '*.mo' | LC_ALL=C sort | xargs awk -f "$here/examples.awk"
done) > "$work/all"
if [ $# -gt 0 ]; then
  : > "$work/list"
  while read -r name; do
    for p in "$@"; do
      case $name in $p) echo "$name" >> "$work/list"; break ;; esac
    done
  done < "$work/all"
else
  cp "$work/all" "$work/list"
fi
[ -s "$work/list" ] || { echo "run.sh: no example matches" >&2; exit 2; }

echo "# hysc on the Modelica Standard Library: $msl ($(wc -l < "$work/list") examples)"
if [ -z "$ref" ]; then :
elif [ $compare = stop ]; then echo "# reference results: $ref (rtol $MSL_RTOL at the stop time)"
else echo "# reference results: $ref (tube over the whole run: rtol $MSL_RTOL, atol $MSL_ATOL; in time rtol $MSL_TIME_RTOL, atol $MSL_TIME_ATOL)"
fi
printf '%-64s %-5s %-5s %-5s %-5s %-9s %6s %6s %6s  %s\n' example parse front C run result front_s build_s run_s "first error"
tr '\n' '\0' < "$work/list" | xargs -0 -n 1 -P "$jobs" sh "$here/example.sh" "$work" > /dev/null
while read -r name; do cat "$work/rows/$name"; done < "$work/list"
awk '{ n++; p += $2 == "ok"; f += $3 == "ok"; c += $4 == "ok"; r += $5 == "ok"; m += $6 == "match" }
  END { printf "# %d examples: %d parse, %d through the front end, %d build, %d run, %d match\n", n, p, f, c, r, m }' \
  "$work/rows"/*
[ $keep = 0 ] || echo "# kept: $work"
exit 0
