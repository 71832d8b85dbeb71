# Recursion that must not hang the compiler or crash the model: a recursive
# function with Inline = true is written in place once and calls itself as a
# C function inside; a function that calls itself forever gives up after
# 10000 nested calls (HYSC_MAX_CALL_DEPTH) and the run stops with an error
# naming it and its line (exit 1), not a stack overflow.  loopy(x) adds 1 until past 100: with x = exp(-t) at t = 1,
# a = exp(-1) + 100 = 100.36787944 (to 1e-5: the solver's error on x).
. "$TOP/tests/lib.sh"
cat > Loopy.mo <<'MO'
function loopy
  input Real x;
  output Real y;
algorithm
  y := if x > 100 then x else loopy(x + 1);
  annotation(Inline = true);
end loopy;

function forever
  input Real x;
  output Real y;
algorithm
  y := forever(x);
end forever;

model Loopy
  parameter Real k = 0;
  Real x(start = 1, fixed = true);
  Real a, b;
equation
  der(x) = -x;
  a = loopy(x);
  b = if k > 0 then forever(x) else 0;
end Loopy;
MO
timeout 60 "$HYSC" -o ./Loopy Loopy.mo || fail "hysc exited $?"
./Loopy -o loopy.csv || fail "Loopy exited $?"
close "a at t = 1" "$(last_value a loopy.csv)" 100.36787944 1e-5
status_is "endless recursion" 1 ./Loopy --set k=1 -o forever.csv
grep -q "error: at t=0, function 'forever' (Loopy.mo:9) went deeper than 10000 nested calls" status.err \
  && echo "ok   the endless recursion is an error naming 'forever' and its line" || { fail "no recursion message"; cat status.err; }
finish
