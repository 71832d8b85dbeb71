#!/bin/sh
# Compiles and runs the examples of the Modelica Standard Library with hysc
# and prints one row per example: whether its classes parse, whether the
# front end accepts it, whether the C builds, whether the executable runs to
# its stop time, and whether the signals of the library's reference results
# (comparisonSignals.txt) match at the stop time.
#
#   sh tests/msl/run.sh [-j N] [-k] [MSL_DIR [REFERENCE_DIR]] [PATTERN...]
#
# MSL_DIR holds Modelica/ (default: the first MODELICAPATH entry that does);
# REFERENCE_DIR holds Modelica/<Package>/<Example>/ with the CSV and
# comparisonSignals.txt (default: $MSL_REFERENCE; without it the result
# column is '-').  PATTERNs (shell patterns on the full name) choose
# examples; by default those of Blocks, Mechanics.Translational,
# Mechanics.Rotational, Electrical.Analog, Electrical.Digital,
# Thermal.HeatTransfer, StateGraph and Mechanics.MultiBody.Examples.
# Elementary.  -j N runs N examples at once (default 2); -k keeps the
# working directory.  Environment: HYSC (default: build/hysc of this tree),
# MSL_RTOL (relative tolerance of the comparison, default 1e-3, relative to
# the largest magnitude the signal takes in the reference), MSL_TIMEOUT
# (seconds per stage, default 300).  The exit status is 0 when the table was
# made, whatever it says; 2 on bad usage.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
jobs=2 keep=0
while [ $# -gt 0 ]; do
  case $1 in
    -j) jobs=${2:?-j needs a number}; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    -k) keep=1; shift ;;
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
export HYSC MSL_DIR="$msl" MSL_REF="$ref" MSL_RTOL=${MSL_RTOL:-1e-3} MSL_TIMEOUT=${MSL_TIMEOUT:-300}

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
[ -n "$ref" ] && echo "# reference results: $ref (rtol $MSL_RTOL at the stop time)"
printf '%-64s %-5s %-5s %-5s %-5s %-9s %6s %6s  %s\n' example parse front C run result front_s build_s "first error"
tr '\n' '\0' < "$work/list" | xargs -0 -n 1 -P "$jobs" sh "$here/example.sh" "$work" > /dev/null
while read -r name; do cat "$work/rows/$name"; done < "$work/list"
awk '{ n++; p += $2 == "ok"; f += $3 == "ok"; c += $4 == "ok"; r += $5 == "ok"; m += $6 == "match" }
  END { printf "# %d examples: %d parse, %d through the front end, %d build, %d run, %d match\n", n, p, f, c, r, m }' \
  "$work/rows"/*
[ $keep = 0 ] || echo "# kept: $work"
exit 0
