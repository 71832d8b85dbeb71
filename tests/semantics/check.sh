#!/bin/sh
# tests/semantics/check.sh MODEL.mo - compiles one semantics model and runs it
# on both backends, checking the expectations written in its comments:
#
#   // run ARGS                 options for both backends
#   // ida ARGS, // newmark ARGS options for one backend
#   // expect final NAME VALUE TOL      value in the last row
#   // expect at TIME NAME VALUE TOL    value in the last row with time <= TIME
#   // expect events @MARK COUNT        firings of the when-clause (or elsewhen)
#                                      whose line ends with the comment // @MARK
#   // expect event @MARK K TIME TOL    time of its K-th firing
#   // expect exit CODE                 exit status (default 0)
#   // expect stderr TEXT               a line of standard error contains TEXT
#   // expect noevents                  no event at all
#
# and the model's analytic Jacobians against finite differences (--check-jacobian).
#
# Run in a scratch directory with $HYSC set; prints each check, exits 1 on a failure.
set -u
model=$1
name=$(basename "$model" .mo)
failed=0
rm -f failures
fail() { echo "FAILED: $*"; failed=$((failed + 1)); }
ok() { echo "ok   $*"; }

"$HYSC" -o "./$name" "$model" 2> compile.err || { cat compile.err; echo "FAILED: compile"; exit 1; }
common=$(sed -n 's,^// run ,,p' "$model")
want_exit=$(sed -n 's,^// expect exit ,,p' "$model")
for solver in ida newmark; do
  extra=$(sed -n "s,^// $solver ,,p" "$model")
  # shellcheck disable=SC2086
  # bounded: a run that hangs fails (exit 124) instead of stopping the suite
  timeout 120 "./$name" --solver=$solver --events -o $solver.csv $common $extra > $solver.out 2> $solver.err
  status=$?
  [ "$status" = "${want_exit:-0}" ] && ok "$solver: exit $status" || { fail "$solver: exit $status, expected ${want_exit:-0}"; sed 's/^/    /' $solver.err | head -5; }
  sed -n 's,^// expect ,,p' "$model" | while read -r kind a b c d; do
    case $a in @*) a=$(grep -n "// $a\$" "$model" | cut -d: -f1) ;; esac
    case $kind in
      final|at)
        if [ "$kind" = final ]; then t=1e300; var=$a; value=$b; tol=$c; else t=$a; var=$b; value=$c; tol=$d; fi
        got=$(awk -F, -v name="\"$var\"" -v t="$t" 'NR == 1 { s = $0; while (match(s, /"[^"]*"/)) { i++; if (substr(s, RSTART, RLENGTH) == name) c = i; s = substr(s, RSTART + RLENGTH) }; next }
                                            c && $1 <= t + 1e-12 { v = $c } END { print v }' $solver.csv 2>/dev/null)
        if awk -v a="$got" -v e="$value" -v tol="$tol" 'BEGIN { d = a - e; if (d < 0) d = -d; exit !(a != "" && d <= tol) }'
        then echo "ok   $solver: $var at t=$t is $got (expected $value +- $tol)"
        else echo "FAILED: $solver: $var at t=$t is '$got' (expected $value +- $tol)"; echo x >> failures; fi ;;
      events)

        got=$(grep "^event t=" $solver.err | grep -v ' relation \| time event ' | grep -c ":$a)\$")
        if [ "$got" = "$b" ]; then echo "ok   $solver: when at line $a fired $got times"
        else echo "FAILED: $solver: when at line $a fired $got times, expected $b"; echo x >> failures; fi ;;
      event)
        got=$(grep "^event t=" $solver.err | grep -v ' relation \| time event ' | grep ":$a)\$" | sed -n "${b}p" | sed 's/^event t=\([^ ]*\).*/\1/')
        if awk -v a="$got" -v e="$c" -v tol="$d" 'BEGIN { x = a - e; if (x < 0) x = -x; exit !(a != "" && x <= tol) }'
        then echo "ok   $solver: firing $b of the when at line $a at t=$got (expected $c +- $d)"
        else echo "FAILED: $solver: firing $b of the when at line $a at t='$got' (expected $c +- $d)"; echo x >> failures; fi ;;
      stderr)
        text="$a${b:+ $b}${c:+ $c}${d:+ $d}"
        if grep -qF -- "$text" $solver.err; then echo "ok   $solver: stderr says '$text'"
        else echo "FAILED: $solver: stderr lacks '$text'"; sed 's/^/    /' $solver.err | head -5; echo x >> failures; fi ;;
      noevents)
        if grep -q "^event" $solver.err; then echo "FAILED: $solver: events were logged"; echo x >> failures
        else echo "ok   $solver: no events"; fi ;;
      exit) ;;
      *) echo "FAILED: unknown expectation '$kind'"; echo x >> failures ;;
    esac
  done
done
# The analytic Jacobians against differences after initialization and at the
# end (hysc-simulate(1) --check-jacobian): within 1e-6 relative, or the model
# says it has none.  A run expected to fail checks what it reached.
# shellcheck disable=SC2086
timeout 120 "./$name" --check-jacobian -o jacobian.csv $common > jacobian.out 2> jacobian.err
if grep -q "analytic Jacobian differs" jacobian.err; then
  fail "jacobian: $(grep 'analytic Jacobian differs' jacobian.err | head -1)"; grep "jacobian check" jacobian.err | sed 's/^/    /'
elif grep -q "no analytic Jacobian" jacobian.err; then
  ok "jacobian: none, finite differences (hysc(7), JACOBIANS)"
elif grep -q "jacobian check" jacobian.err; then
  ok "jacobian: $(grep -c 'jacobian check' jacobian.err) checks, largest difference $(sed -n 's/.*largest relative difference \([^ ]*\).*/\1/p' jacobian.err | sort -g | tail -1)"
elif [ "${want_exit:-0}" = 0 ]; then
  fail "jacobian: no check ran"; sed 's/^/    /' jacobian.err | head -5
fi
[ -f failures ] && failed=$((failed + $(wc -l < failures)))
[ "$failed" = 0 ]
