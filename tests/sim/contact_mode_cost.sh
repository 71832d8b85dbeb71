# A contact mode that is switched off costs nothing: the chain of
# bench/scale.sh (tests/models/Chain.mo) (60 masses, the first bouncing twice off a stop, never
# accumulating) has a contact mode, so its model carries a multiplier and a
# reduced constraint, but while contact.active[1] is false it is index 1
# (contact.lambda[1] = 0, __mu1 = 0).  The springs are linear, so IDA's
# Newton converges in about one iteration per step and needs a new
# Jacobian only every few steps: at most 2 Newton iterations and at most
# 0.5 Jacobian evaluations per step.  (When the runtime re-solved the
# multipliers with a Newton of its own at every root function and output
# time, it took about 18 iterations and 9 Jacobians per step.)
. "$TOP/tests/lib.sh"
# the chain that the benchmark simulates
cp "$TOP/tests/models/Chain.mo" Chain.mo
grep -q 'when x\[1\] < xStop' Chain.mo || { fail "no chain model in tests/models/Chain.mo"; finish; }
build ./Chain.mo -p n=60 -o ./Chain
"$HYSC" --dump-flat Chain.mo | grep -q 'algebraic Real __mu1' && echo "ok   the chain has a contact mode" \
  || fail "no contact mode in the chain"
./Chain --stats -o chain.csv 2> stats.txt || fail "Chain exited $?"
counter() { sed -n "s/^  $1  *\([0-9][0-9]*\).*/\1/p" stats.txt; }
steps=$(counter steps) newton=$(counter 'Newton iterations') jacobians=$(counter 'Jacobian evaluations')
holds "Newton iterations per step: $newton / $steps" "$steps > 0 && $newton <= 2 * $steps"
holds "Jacobian evaluations per step: $jacobians / $steps" "$steps > 0 && $jacobians <= 0.5 * $steps"
holds "two impacts: $(counter events) events" "$(counter events) == 2"
finish
