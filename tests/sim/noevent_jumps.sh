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
# The force jumps by -d v = 44 at contact.  f = der(v) + g is v's derivative
# under a name of its own, outside IDA's error test: IDA steps over the
# jump, which only bends h, without a warning.  NoEventContactSplit has
# the same floor as two forces, der(v) = -g + fk + fd: the damper's fd,
# no derivative alone, is in the error test, which no step size could pass
# at its jump ("residual is NaN or Inf" from a step size of 1e-308 before
# the warning, which names one of the two noEvent equations switching there).
# NoEventSliding: x reaches 0 at t = 1, then u would have to switch at every
# step; the step size collapses on both backends, and each stops there (no
# run of a billion steps), says why and keeps the rows up to there.  Carrying on along x = 0 (Filippov
# sliding) needs the relation to generate events.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/NoEventContact.mo" -o ./NoEventContact
build "$TOP/tests/models/NoEventContactSplit.mo" -o ./NoEventContactSplit
build "$TOP/tests/models/NoEventSliding.mo" -o ./NoEventSliding

for model in NoEventContact NoEventContactSplit; do
  for solver in ida newmark; do
    ./$model --solver=$solver --stop-time=0.8909490461146141 -o $model-$solver.csv 2> $model-$solver.err
    close "$model $solver: exit status" $? 0 0
    close "$model $solver: h at the apex after the first contact" "$(last_value h $model-$solver.csv)" 0.90459124 1e-4
    close "$model $solver: v there" "$(last_value v $model-$solver.csv)" 0 1e-3
  done
  [ ! -s $model-newmark.err ] && echo "ok   $model newmark: nothing on standard error" || { fail "$model newmark: stderr not empty"; cat $model-newmark.err; }
done
[ ! -s NoEventContact-ida.err ] && echo "ok   NoEventContact ida: nothing on standard error" || { fail "NoEventContact ida: stderr not empty"; cat NoEventContact-ida.err; }
grep -q "warning: at t=0.4515236[0-9]*, IDA's step[^;]*; the model switches without events in 'f[kd] = noEvent(if h < 0 then -[kd]\*[hv] else 0)' (.*NoEventContactSplit.mo:1[12]))*; continuing with algebraic variables outside its error test$" NoEventContactSplit-ida.err \
  && echo "ok   NoEventContactSplit ida: the warning says what failed, when, and names the noEvent equation" \
  || { fail "NoEventContactSplit ida: warning missing or wrong"; cat NoEventContactSplit-ida.err; }

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
