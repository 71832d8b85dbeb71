# summary.csv of a sweep names its columns after the variables: Real 'a,b'
# was written bare, so every later column shifted by one and
# --plot-summary y:k plotted 'a,b' against k.  A name holding a comma, a
# quote or a line break is quoted as CSV asks ('a"b' with its quote
# doubled), and --plot-summary finds columns by their unquoted names.  The
# points handed to gnuplot (a stand-in on PATH keeps its script) are those
# of y = 2 x: 2 exp(-k) at t = 1 for k = 1 and 2 (to 2e-5, the solver's
# tolerance).
. "$TOP/tests/lib.sh"
cat > Q.mo <<'MO'
model Q
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
  Real 'a,b' = 10 * k;
  Real 'c"d' = 20 * k;
  Real y = 2 * x;
equation
  der(x) = -k * x;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end Q;
MO
build ./Q.mo -o ./q
mkdir bin
printf '#!/bin/sh\ncat > "%s/script.gp"\n' "$PWD" > bin/gnuplot
chmod +x bin/gnuplot
status_is "sweep k=1,2 --plot-summary y:k" 0 env PATH="$PWD/bin:$PATH" ./q --sweep k=1,2 --sweep-dir=qs --plot-summary=qs.svg y:k
want='case,k,status,events,zeno_time,x,"'"'"'a,b'"'"'","'"'"'c""d'"'"'",y,wall_s'
[ "$(head -n 1 qs/summary.csv)" = "$want" ] && echo "ok   header: $want" || fail "header: $(head -n 1 qs/summary.csv)"
# rows hold no quoted commas: the 9th field is y, the 7th 'a,b'
close "'a,b' of case 2" "$(awk -F, '$1 == 2 { print $7 }' qs/summary.csv)" 20 0
close "y of case 1" "$(awk -F, '$1 == 1 { print $9 }' qs/summary.csv)" 0.73575888 2e-5
close "plotted y at k = 1" "$(awk '$1 == 1 { print $2 }' script.gp)" 0.73575888 2e-5
close "plotted y at k = 2" "$(awk '$1 == 2 { print $2 }' script.gp)" 0.27067057 2e-5
status_is "--plot-summary \"'a,b'\":k" 0 env PATH="$PWD/bin:$PATH" ./q --sweep k=1,2 --sweep-dir=qs --plot-summary=ab.svg "'a,b':k"
close "plotted 'a,b' at k = 2" "$(awk '$1 == 2 { print $2 }' script.gp)" 20 0
status_is "--plot-summary \"'c\"d'\":k" 0 env PATH="$PWD/bin:$PATH" ./q --sweep k=1,2 --sweep-dir=qs --plot-summary=cd.svg "'c\"d':k"
close "plotted 'c\"d' at k = 1" "$(awk '$1 == 1 { print $2 }' script.gp)" 20 0
finish
