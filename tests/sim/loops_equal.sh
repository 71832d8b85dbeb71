# Runs of alike equations as C loops (src/codegen/codegen_loops.c): the same model
# compiled with --no-loops (every scalar equation written out) and without
# (runs rolled into loops) writes the same CSV bytes and the same event log
# on both backends: tests/models/SplitUnits.mo (a function with an assert,
# an algorithm, when-clauses with counters), the balls of
# models/BouncingBalls.mo, a chain of springs whose Jacobian entries
# interleave (column order), and five semantics models.  The balls' first
# impacts stay the analytic t1 = sqrt(2 h0[i]/g), h0[i] = 1 + 0.5 (i-1)/n:
# ball 1 at 0.4515236410, ball 60 (h0 = 1.4916667) at 0.5514630095, to 1e-6
# (the Newmark runs).  Rolled, the code of the model does not grow with n:
# the balls at n = 20 and n = 2000 have as many lines that read y; written
# out, 100 times as many.
. "$TOP/tests/lib.sh"

# same MODEL-EXE-PREFIX LABEL [run options]: on and off runs agree bit for bit
same() {
  exe=$1 label=$2
  shift 2
  for solver in ida newmark; do
    ./$exe-off --solver=$solver --events -o off.csv "$@" 2> off.events || fail "$label off $solver exited $?"
    ./$exe-on --solver=$solver --events -o on.csv "$@" 2> on.events || fail "$label on $solver exited $?"
    cmp -s off.csv on.csv && echo "ok   $label $solver: the same CSV bytes with and without loops" \
      || fail "$label $solver: the CSV differs with loops"
    cmp -s off.events on.events && echo "ok   $label $solver: the same events" || fail "$label $solver: events differ"
  done
}

split="$TOP/tests/models/SplitUnits.mo"
build "$split" --no-loops -o ./split-off
build "$split" -v --chunk-size=400 -o ./split-on 2> split.v
holds "rolled and split into $(grep -c ' -c ' split.v) units" "$(grep -c ' -c ' split.v) >= 2"
"$HYSC" --emit-c=split.c "$split" || fail "emit-c exited $?"
"$HYSC" --no-loops --emit-c=split-off.c "$split" || fail "emit-c --no-loops exited $?"
holds "SplitUnits: $(grep -c 'hysc_run <' split.c) loops" "$(grep -c 'hysc_run <' split.c) >= 6"
holds "SplitUnits --no-loops: no loop" "$(grep -c 'hysc_run' split-off.c) == 0"
same split SplitUnits --stop-time=2
first=$(sed -n 's/^event t=\([^ ]*\) x\[12\] < 0 .*/\1/p' on.events | head -n 1)
close "rolled: first impact of mass 12" "$first" 0.3466 1e-3
status_is "rolled: a function's assert" 1 ./split-on --set "k[3]=-1" --stop-time=1 -o on.csv
cp status.err on.assert
status_is "written out: a function's assert" 1 ./split-off --set "k[3]=-1" --stop-time=1 -o off.csv
cmp -s on.assert status.err && echo "ok   the same assert message" || fail "assert messages differ"

build BouncingBalls -p n=60 --no-loops -o ./balls-off
build BouncingBalls -p n=60 -o ./balls-on
same balls "60 balls" --stop-time=1
impact() { sed -n "s/^event t=\([^ ]*\) h\[$1\] < 0 (.*/\1/p" on.events | head -n 1; }
close "ball 1: first impact" "$(impact 1)" 0.4515236410 1e-6
close "ball 60: first impact" "$(impact 60)" 0.5514630095 1e-6

reads_y() { grep -c 'D->y\[' "$1"; }
"$HYSC" -p n=20 --emit-c=b20.c "$TOP/models/BouncingBalls.mo"
"$HYSC" -p n=2000 --emit-c=b2000.c "$TOP/models/BouncingBalls.mo" || fail "emit-c n=2000 exited $?"
"$HYSC" -p n=2000 --no-loops --emit-c=b2000-off.c "$TOP/models/BouncingBalls.mo" || fail "emit-c n=2000 --no-loops exited $?"
holds "lines reading y: n=20 $(reads_y b20.c), n=2000 $(reads_y b2000.c)" "$(reads_y b20.c) == $(reads_y b2000.c)"
holds "written out, n=2000: $(reads_y b2000-off.c) lines" "$(reads_y b2000-off.c) >= 100 * $(reads_y b2000.c)"

chain="$TOP/tests/models/Chain.mo"
build "$chain" -p n=40 --no-loops -o ./chain-off
build "$chain" -p n=40 -o ./chain-on
"$HYSC" -p n=40 --emit-c=chain.c "$chain" || fail "emit-c chain exited $?"
holds "chain: the Jacobian's entries of a column rolled four at a time" \
  "$(grep -c 'dfdyp\[(4 + 4\*hysc_run)\]' chain.c) >= 1"
same chain chain --stop-time=1

# Semantics models whose C has runs: components in arrays, a function with
# array outputs, comprehensions, edge() in a for-equation (at -O0: quick).
for m in oo_ball_array oo_spring_chain function_array_outputs comprehensions edge_in_for; do
  build "$TOP/tests/semantics/$m.mo" -O0 --no-loops -o ./$m-off
  build "$TOP/tests/semantics/$m.mo" -O0 -o ./$m-on
  same $m $m
done
finish
