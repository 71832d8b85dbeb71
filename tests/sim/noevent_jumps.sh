# Discontinuities without events (noEvent) on IDA: a jump of an algebraic
# variable that IDA's error test cannot pass degrades to a warning naming the
# equation and a run with algebraic variables outside the error test; a
# model that cannot be integrated at all (chattering without events) gets a
# message saying what happened, not "the residual is NaN or Inf".
#
# NoEventContact: free fall from h = 1 to the first contact at
# t1 = sqrt(2/g) = 0.45152364 with v0 = -sqrt(2 g); in contact h'' = -g - k h
# - d h' (k = 1e5, d = 10), i.e. y = h + g/k is a damped oscillation,
# y = e^(-5t) (C1 cos(wd t) + C2 sin(wd t)), wd = sqrt(k - 25), C1 = g/k,
# C2 = (v0 + 5 g/k)/wd; it leaves the floor (y = g/k rising) after
# Tc = 0.0099812624 s at 4.2128470 m/s, so the next apex is at
# t1 + Tc + 4.2128470/g = 0.89094905 with h = 4.2128470^2/(2g) = 0.90459124.
# The force jumps by -d v = 44 at contact: f was in IDA's error test, which
# no step size could pass ("residual is NaN or Inf" from a step size of 1e-308).
# NoEventSliding: x reaches 0 at t = 1, then u would have to switch at every
# step; the step size collapses on both backends, and each stops there (no
# run of a billion steps), says why and keeps the rows up to there.  Carrying on along x = 0 (Filippov
# sliding) needs the relation to generate events.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/NoEventContact.mo" -o ./NoEventContact
build "$TOP/tests/models/NoEventSliding.mo" -o ./NoEventSliding

for solver in ida newmark; do
  ./NoEventContact --solver=$solver --stop-time=0.8909490461146141 -o $solver.csv 2> $solver.err
  close "contact $solver: exit status" $? 0 0
  close "contact $solver: h at the apex after the first contact" "$(last_value h $solver.csv)" 0.90459124 1e-4
  close "contact $solver: v there" "$(last_value v $solver.csv)" 0 1e-3
done
grep -q "warning: at t=0.4515236[0-9]*, IDA's step[^;]*; the model switches without events in 'f = noEvent(if h < 0 then -k\*h - d\*v else 0)' (.*NoEventContact.mo:10))*; continuing with algebraic variables outside its error test$" ida.err \
  && echo "ok   contact ida: the warning says what failed, when, and names the noEvent equation" \
  || { fail "contact ida: warning missing or wrong"; cat ida.err; }
[ ! -s newmark.err ] && echo "ok   contact newmark: nothing on standard error" || { fail "contact newmark: stderr not empty"; cat newmark.err; }

./NoEventSliding --solver=newmark -o sliding.csv 2> sliding.err
close "sliding newmark: exit status" $? 1 0
grep -q "error: at t=1\.000[0-9]*, .* the step size collapsed (the solution changes abruptly where no event marks it" sliding.err \
  && echo "ok   sliding newmark: says where the step size collapsed" \
  || { fail "sliding newmark: message"; cat sliding.err; }
grep -q "^NoEventSliding: results up to t=1 written to 'sliding.csv'$" sliding.err \
  && echo "ok   sliding newmark: the rows up to t=1 are kept" || { fail "sliding newmark: message"; cat sliding.err; }
close "sliding newmark: time of the last row" "$(last_value time sliding.csv)" 1 0
close "sliding newmark: x in the last row" "$(last_value x sliding.csv)" 0 1e-9
./NoEventSliding --solver=ida -o sliding-ida.csv 2> sliding-ida.err
close "sliding ida: exit status" $? 1 0
grep -q "error: at t=1\(\.0*[0-9]*\)\?, IDA cannot step past this point: .*'u = noEvent(if x > 0 then -1 else 1)' (.*NoEventSliding.mo:5)" sliding-ida.err \
  && echo "ok   sliding ida: says where IDA stopped and names the noEvent equation" \
  || { fail "sliding ida: message"; cat sliding-ida.err; }
grep -q "NaN or Inf" sliding-ida.err && fail "sliding ida: blames a NaN" || echo "ok   sliding ida: no NaN blamed"
finish
