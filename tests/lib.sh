# tests/lib.sh - helpers for the simulation tests, sourced by tests/sim/*.sh.
# A test runs in its own scratch directory with $HYSC and $TOP set; each
# check prints what it compared, and `finish` exits 1 if any check failed.
set -u
checks_failed=0

fail() { echo "FAILED: $*"; checks_failed=$((checks_failed + 1)); }

# build MODEL [hysc options...]: compile $TOP/models/MODEL.mo (or a path) to ./NAME
build() {
  model=$1; shift
  case "$model" in */*) src=$model ;; *) src="$TOP/models/$model.mo" ;; esac
  "$HYSC" "$@" "$src" || { fail "hysc $src exited with $?"; finish; }
}

# build_library_model CLASS EXE: compile CLASS of the test libraries
# (tests/library) to ./EXE, or fail and finish
build_library_model() {
  "$HYSC" -L "$TOP/tests/library" -o "./$2" "$1" 2> build.err || { fail "hysc $1 exited $?"; cat build.err; finish; }
}

# close LABEL ACTUAL EXPECTED TOLERANCE: |actual - expected| <= tolerance
close() {
  if awk -v a="$2" -v e="$3" -v t="$4" 'BEGIN { d = a - e; if (d < 0) d = -d; exit !(a != "" && d <= t) }'; then
    echo "ok   $1: $2 (expected $3 +- $4)"
  else
    fail "$1: $2 (expected $3 +- $4)"
  fi
}

# holds LABEL AWK-CONDITION: an awk expression over nothing, e.g. "1 < 2"
holds() {
  if awk "BEGIN { exit !($2) }"; then echo "ok   $1"; else fail "$1 ($2)"; fi
}

# steps_at_most LABEL FILE N: the accepted steps --stats printed into FILE
# are known and at most N
steps_at_most() {
  steps=$(sed -n 's/^  steps  *\([0-9]*\)$/\1/p' "$2")
  holds "$1: $steps steps (at most $3)" "\"$steps\" != \"\" && $steps <= $3"
}

# close_both "NAME TIME VALUE TOL"...: NAME at TIME in ida.csv and in
# newmark.csv within TOL of VALUE
close_both() {
  for check in "$@"; do
    set -- $check
    for solver in ida newmark; do
      close "$solver: $1 at t=$2" "$(at $1 $2 $solver.csv)" $3 $4
    done
  done
}

# when_times EVENTS-FILE: the times of when-clause firings from --events output
when_times() {
  sed -n 's/^event t=\([^ ]*\) \(.*\)$/\1 \2/p' "$1" | grep -v ' relation ' | cut -d' ' -f1
}

# nth N: line N of standard input
nth() { sed -n "${1}p"; }

# column NAME CSV: prints the values of column NAME (header is quoted)
column() {
  awk -F, -v name="\"$1\"" 'NR == 1 { s = $0; while (match(s, /"[^"]*"/)) { i++; if (substr(s, RSTART, RLENGTH) == name) c = i; s = substr(s, RSTART + RLENGTH) }; next }
                            c { print $c }' "$2"
}

# at NAME TIME CSV: the value of NAME in the last row with time <= TIME
at() {
  awk -F, -v name="\"$1\"" -v t="$2" 'NR == 1 { s = $0; while (match(s, /"[^"]*"/)) { i++; if (substr(s, RSTART, RLENGTH) == name) c = i; s = substr(s, RSTART + RLENGTH) }; next }
                                     c && $1 <= t + 1e-12 { v = $c } END { print v }' "$3"
}

# last_value NAME CSV
last_value() { column "$1" "$2" | tail -n 1; }

# status_is LABEL EXPECTED COMMAND...: runs COMMAND, checks its exit status
status_is() {
  label=$1; want=$2; shift 2
  "$@" > status.out 2> status.err
  got=$?
  if [ "$got" = "$want" ]; then echo "ok   $label: exit $got"; else fail "$label: exit $got, expected $want"; cat status.err; fi
}

# measure_hysc FILE: runs hysc --emit-c=FILE.c FILE and prints "seconds
# kilobytes bytes-of-C" (time and peak memory are 0 without /usr/bin/time).
# The seconds are CPU seconds (user + system), not the elapsed time, which
# other processes on a loaded machine stretch at will.
measure_hysc() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%U %S %M' -o time.out "$HYSC" --emit-c="$1.c" "$1" || fail "hysc $1 exited $?"
    awk '{ printf "%.2f %s\n", $1 + $2, $3 }' time.out > time.sum && mv time.sum time.out
  else
    "$HYSC" --emit-c="$1.c" "$1" || fail "hysc $1 exited $?"; echo "0 0" > time.out
  fi
  echo "$(cat time.out) $(wc -c < "$1.c")"
}

# grows_linearly GENERATOR N: the model texts "GENERATOR N" and
# "GENERATOR 8N" go through hysc --emit-c; 8x the size must cost at most 16x
# the time (+ 1 s of noise) and 8x the memory (quadratic growth: 64x).
grows_linearly() {
  gl_big=$((8 * $2))
  "$1" "$2" > "small_$1.mo"
  "$1" $gl_big > "big_$1.mo"
  set -- "$1" "$2" $(measure_hysc "small_$1.mo") $(measure_hysc "big_$1.mo")
  echo "$1: n=$2 ${3}s ${4}KB; n=$gl_big ${6}s ${7}KB"
  holds "$1: time n=$gl_big ($6 s) <= 16 x n=$2 ($3 s) + 1 s" "$6 <= 16 * $3 + 1"
  holds "$1: memory n=$gl_big ($7 KB) <= 8 x n=$2 ($4 KB)" "$7 <= 8 * $4"
}

finish() {
  if [ "$checks_failed" -gt 0 ]; then echo "$checks_failed check(s) failed"; exit 1; fi
  exit 0
}

# children PID: the processes whose parent is PID (from /proc)
children() {
  for stat in /proc/[0-9]*/stat; do
    # the fields after the command name's closing parenthesis: state, ppid
    sed -n 's/^\([0-9]*\) (.*) [A-Za-z] \([0-9]*\) .*/\1 \2/p' "$stat" 2> /dev/null
  done | awk -v p="$1" '$2 == p { print $1 }'
}
