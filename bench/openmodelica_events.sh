#!/bin/sh
# bench/openmodelica_events.sh DIR [BUILD-DIR] - hysc on event and equation
# tests of OpenModelica's testsuite, next to the answers OpenModelica's
# scripts expect (recorded below as numbers; the models are read from DIR).
# DIR holds the tests' .mos scripts (e.g. a checkout's testsuite/simulation/
# modelica, searched recursively), or NAME.mo files with the same classes.
# The model of a .mos script is the text of its loadString("...").  Each
# model runs on both backends; a value is the last row at or before its time
# (an event's right limit), an event time the first logged at or after the
# time given.  WhenIfStatements declares a function external "C", which hysc
# does not compile: the function and its calls are left out (they only print).
set -u
if [ $# -lt 1 ] || [ ! -d "$1" ]; then echo "usage: $0 DIR [BUILD-DIR]" >&2; exit 2; fi
dir=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
case ${2:-build} in /*) hysc=$2/hysc ;; *) hysc=$top/${2:-build}/hysc ;; esac
work=$(mktemp -d "${TMPDIR:-/tmp}/hysc-omevents.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

# model TEST: TEST.mo, the model text of TEST.mos or TEST.mo found in DIR
model() {
  src=$(find "$dir" \( -name "$1.mos" -o -name "$1.mo" \) 2>/dev/null | sort | head -1)
  [ -n "$src" ] || { echo "  $1: not found in $dir"; return 1; }
  case $src in
    *.mo) cp "$src" "$1.mo" ;;
    *) awk 'BEGIN { RS = "\001" } {
          i = index($0, "loadString(\""); if (!i) exit 1
          s = substr($0, i + 12); out = ""
          for (k = 1; k <= length(s); k++) {
            c = substr(s, k, 1)
            if (c == "\\") { k++; out = out substr(s, k, 1) } else if (c == "\"") break; else out = out c
          }
          printf "%s\n", out }' "$src" > "$1.mo" ;;
  esac
}

# build EXE CLASS FILE: the executable EXE of CLASS, or a line saying why not
build() {
  "$hysc" -m "$2" -o "./$1" "$3" > "$1.err" 2>&1 && return 0
  printf "  %-44s %-24s %s\n" "$2" "compiles" "error: $(grep -m1 'error' "$1.err" | cut -c1-90)"
  return 1
}

# run TEST ARGS...: both backends into TEST-ida.csv / TEST-newmark.csv and
# their event logs, the exit statuses in TEST-SOLVER.status
run() {
  t=$1; shift
  for s in ida newmark; do
    timeout 300 "./$t" --solver=$s --events -o "$t-$s.csv" "$@" > /dev/null 2> "$t-$s.log"
    echo $? > "$t-$s.status"
  done
}

value() { # value CSV NAME TIME
  awk -F, -v name="\"$2\"" -v t="$3" 'NR == 1 { s = $0; while (match(s, /"[^"]*"/)) { i++; if (substr(s, RSTART, RLENGTH) == name) c = i; s = substr(s, RSTART + RLENGTH) }; next }
    c && $1 <= t + 1e-12 { v = $c } END { print (v == "" ? "-" : v) }' "$1"
}
event() { # event LOG PATTERN TIME: the first such event at or after TIME
  grep "^event t=" "$1" | grep -F -- "$2" | sed 's/^event t=\([^ ]*\).*/\1/' |
    awk -v t="$3" '$1 >= t - 1e-6 { print; found = 1; exit } END { if (!found) print "-" }'
}
# show TEST WHAT EXPECTED HOW ARGS: a row with both backends' answers
show() {
  t=$1 what=$2 want=$3 how=$4; shift 4
  printf "  %-44s %-24s %-22s %-22s\n" "$what" "$want" "$("$how" "$t-ida.$(ext "$how")" "$@")" \
    "$("$how" "$t-newmark.$(ext "$how")" "$@")"
}
ext() { case $1 in value) echo csv ;; event | warnings) echo log ;; status) echo status ;; esac; }
status() { cat "$1"; }
warnings() { grep -c 'warning' "$1"; }

printf "  %-44s %-24s %-22s %-22s\n" "test: quantity" "OpenModelica" "hysc IDA" "hysc Newmark"

echo "when_sorting"
if model when_sorting && build ws equationsTests.when_sorting when_sorting.mo; then
  run ws --stop-time=3 --interval=0.1
  for q in "v 0 1" "v 2.1 1" "w 0 1" "w 2.1 0" "x 0 1" "x 2.1 3" "y 0 1" "y 2.1 3"; do
    # shellcheck disable=SC2086 # the quantity's words
    set -- $q; show ws "$1($2)" "$3" value "$1" "$2"
  done
fi

echo "derInWhenCondition"
if model derInWhenCondition && build diwc DerInWhenCondition derInWhenCondition.mo; then
  run diwc --stop-time=2
  show diwc "event of der(y) < 0" 1.57079632684 event "relation" 0
  show diwc "y(2)" 1.8185948536513634 value y 2
fi

echo "DelayZeroCrossing"
if model DelayZeroCrossing && build dzc delayTests.DelayZeroCrossing DelayZeroCrossing.mo; then
  run dzc --stop-time=1
  show dzc "event of time < 0.5" 0.50000000015 event "time < 0.5" 0
  show dzc "event of the delayed jump" 0.60000000015 event "delay" 0
  show dzc "y(0.6), before the delayed jump" 0 value y 0.6
  show dzc "y(1)" 1 value y 1
  show dzc "warnings on standard error" 0 warnings
fi

echo "noEventEmit (--no-event-rows: rows on the grid only)"
if model noEventEmit && build nee noEventEmit noEventEmit.mo; then
  run nee --no-event-rows
  for q in "0.1 0.1" "0.2 0.2" "0.3 0.30000000000000004" "0.32 0.30000000000000004" "0.98 0.8999999999999999" "1 0.9999999999999999"; do
    # shellcheck disable=SC2086 # the quantity's words
    set -- $q; show nee "y($1)" "$2" value y "$1"
  done
  for s in ida newmark; do # every grid row: y is the last multiple of 0.1 at or before it
    awk -F, -v s=$s 'NR > 1 { n++; e = int($1 / 0.1 + 1e-6) * 0.1; d = $2 - e; if (d < 0) d = -d; if (d > 1e-9) bad++ }
      END { printf "  %-44s %-24s %s\n", "rows of " s " off the reference", 0, bad + 0 " of " n }' "nee-$s.csv"
  done
fi

echo "noEventNotRespected"
if model noEventNotRespected && build nenr noEventNotRespected noEventNotRespected.mo; then
  run nenr --stop-time=3
  show nenr "exit status (simulation finishes)" 0 status
  show nenr "h(3) (not checked by OpenModelica)" - value h 3
fi

echo "ticket_6172"
if model ticket_6172 && build t6172 matrixAdd ticket_6172.mo; then
  run t6172
  show t6172 "max(1)" 7 value max 1
fi

echo "WhenIfStatements (the external function pr and its calls left out)"
if model WhenIfStatements; then
  awk '/^ *function pr$/ { skip = 1 } !skip && !/^ *pr\(/ { print } /^ *end pr;/ { skip = 0 }' WhenIfStatements.mo > wis.mo
  if build wis WhenIfStatements.IfCall wis.mo; then
    run wis --stop-time=1
    show wis "IfCall: k(1)" 1 value k 1
  fi
  if build wis WhenIfStatements.Mixed wis.mo; then
    run wis --stop-time=1
    show wis "Mixed: k(0.35)" 2 value k 0.35
    show wis "Mixed: x(0.31)" 0.3599999998699947 value x 0.31
    show wis "Mixed: k(0.8)" 4 value k 0.8
    show wis "Mixed: m(0.8)" 1 value m 0.8
  fi
  if "$hysc" -m WhenIfStatements.Unbalanced -o ./unb wis.mo > unb.err 2>&1; then
    printf "  %-44s %-24s %s\n" "Unbalanced" "error" "accepted"
  else
    printf "  %-44s %-24s %s\n" "Unbalanced" "error" "error: $(grep -m1 'error' unb.err | sed 's/^[^ ]* error: //' | cut -c1-70)"
  fi
fi
