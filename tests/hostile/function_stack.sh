# A recursive function whose 300 local Reals live across its recursive call
# takes a few kilobytes of stack per call: at depth 5000 it overflowed the
# stack (SIGSEGV) below the guard of 10000 calls.  The guard now also
# bounds the stack the calls take, half the stack's limit: deeper, the call
# gives NaN and the run stops with an error naming the function, exit 1, also under a
# stack limit of 2 MB.  Within the bound the value is right: each level
# adds sum(a) / 45150 = x, so deep(x, 100) = 101 x = 101 exp(-1) at t = 1
# (to 1e-5 relative, the solver's tolerance on x).
. "$TOP/tests/lib.sh"
cat > Deep.mo <<'MO'
function deep
  input Real x;
  input Integer n;
  output Real y;
protected
  Real a[300];
  Real t;
algorithm
  for i in 1:300 loop
    a[i] := x * i;
  end for;
  t := if n <= 0 then 0 else deep(x, n - 1);
  y := t + sum(a) / 45150;
end deep;

model Deep
  parameter Integer n = 100;
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
  y = deep(x, n);
  annotation(experiment(StopTime = 1, Interval = 0.5));
end Deep;
MO
build ./Deep.mo -o ./deep
./deep -o deep.csv || fail "./deep exited $?"
close "deep(x, 100) at t = 1" "$(last_value y deep.csv)" 37.15582344 4e-4
status_is "depth 5000" 1 ./deep --set n=5000 -o deep5000.csv
grep -q "^Deep: error: at t=0, function 'deep' (./Deep.mo:1) went deeper than 10000 nested calls, or than half the stack's limit" status.err ||
  fail "no error on the depth: $(head -n 1 status.err)"
status_is "depth 1000 in a stack of 2 MB" 1 sh -c 'ulimit -s 2048 && exec ./deep --set n=1000 -o deep1000.csv'
grep -q "function 'deep' (./Deep.mo:1) went deeper than" status.err || fail "no error in 2 MB: $(head -n 1 status.err)"
(ulimit -s 2048 && exec ./deep -o small.csv) || fail "depth 100 in a stack of 2 MB exited $?"
close "deep(x, 100) in a stack of 2 MB" "$(last_value y small.csv)" 37.15582344 4e-4
finish
