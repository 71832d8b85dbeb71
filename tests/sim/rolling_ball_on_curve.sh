# models/RollingBallOnCurve.mo writes RollingBall's curve and slope once, as
# functions.  The constraint y = f with f = curve(x, ...) is reduced through
# the function (its closed form is differentiated), so the run must be the
# same as the explicit model's: every event (lift-off, impacts and relation
# switches) at the same time to 1e-9 s on both backends.
. "$TOP/tests/lib.sh"
build RollingBall -o ./RollingBall
build RollingBallOnCurve -o ./RollingBallOnCurve
"$HYSC" --emit-c=curve.c "$TOP/models/RollingBallOnCurve.mo"
grep -q "static double hysc_fn[0-9]*(const hysc_data \*D, int site, int output, double \*all, double i0" curve.c \
  && echo "ok   curve and slope are C functions" || fail "no C function for curve or slope"

event_times() { sed -n 's/^event t=\([^ ]*\) \(.*\) (.*$/\1 \2/p' "$1"; }
for solver in ida newmark; do
  ./RollingBall --solver=$solver --events -o explicit.csv 2> explicit.events || fail "$solver: RollingBall exited $?"
  ./RollingBallOnCurve --solver=$solver --events -o functions.csv 2> functions.events || fail "$solver: RollingBallOnCurve exited $?"
  event_times explicit.events > a.txt
  event_times functions.events > b.txt
  holds "$solver: lift-off and impacts found ($(grep -c . a.txt) events)" "$(grep -c 'rolling and lambda < 0$' a.txt) >= 1 && $(grep -c 'not rolling and y < f - gap$' a.txt) >= 3"
  if paste -d' ' a.txt b.txt | awk -v n="$(wc -l < a.txt)" -v m="$(wc -l < b.txt)" '
       { split($0, f, " "); k = NF / 2; d = f[1] - f[k + 1]; if (d < 0) d = -d; if (d > md) md = d }
       END { printf "events: %d and %d, largest time difference %.3g s\n", n, m, md; exit !(n == m && md <= 1e-9) }'
  then echo "ok   $solver: the same events as RollingBall to 1e-9 s"
  else fail "$solver: events differ from RollingBall"; fi
done
finish
