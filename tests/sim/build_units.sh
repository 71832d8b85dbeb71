# Several translation units: tests/models/SplitUnits.mo (springs with a
# function and its assert, an algorithm, when-clauses, counters) compiled
# as one file with whole functions (-j1 --chunk-size=0) and cut into chunks
# of at most ~400 bytes, four to a file, compiled two at a time (every
# equation written out, --no-loops, so that there are many chunks).
# The chunks run the same statements in the same order, so both executables
# write the same CSV byte for byte on both backends, and the same assert
# message.  Mass 12 (k = 22, x0 = 1.2, rest at 0.05, damping 0.1) first
# reaches the floor where 0.05 + 1.15 e^(-0.05 t) (cos wt + 0.05/w sin wt)
# = 0, w = sqrt(22 - 0.0025): wt = 1.6257, t = 0.3466 (to 1e-3).
# Start values cut into chunks give the same start.  Bad -O, -j and --chunk-size values are usage errors; a failing compiler
# leaves no temporary file behind.
. "$TOP/tests/lib.sh"
model="$TOP/tests/models/SplitUnits.mo"
build "$model" -j1 --chunk-size=0 --no-loops -o ./whole
build "$model" -v -j2 --chunk-size=400 --no-loops -o ./split 2> split.v
units=$(grep -c ' -c ' split.v)
holds "the split build compiled $units units" "$units >= 8"
holds "no unit compiled with -g by default" "$(grep -c ' -g ' split.v) == 0"
for solver in ida newmark; do
  ./whole --solver=$solver --stop-time=2 -o whole.csv 2> whole.err || fail "whole $solver exited $?"
  ./split --solver=$solver --stop-time=2 --events -o split.csv 2> split.err || fail "split $solver exited $?"
  cmp -s whole.csv split.csv && echo "ok   $solver: the same CSV bytes whole and split" \
    || fail "$solver: whole.csv and split.csv differ"
  first=$(sed -n 's/^event t=\([^ ]*\) x\[12\] < 0 .*/\1/p' split.err | head -n 1)
  close "$solver: first impact of mass 12" "$first" 0.3466 1e-3
done
status_is "whole: a function's assert" 1 ./whole --set "k[3]=-1" --stop-time=1 -o whole.csv
cp status.err whole.assert
status_is "split: a function's assert" 1 ./split --set "k[3]=-1" --stop-time=1 -o split.csv
cmp -s whole.assert status.err && echo "ok   the same assert message" || fail "assert messages differ"

build "$model" -O0 -g -j 3 --chunk-size=2000 -o ./debug
./debug --stop-time=2 -o debug.csv || fail "-O0 -g build exited $?"
close "-O0 -g: hits[12] at t = 2 as -O2" "$(last_value 'hits[12]' debug.csv)" "$(last_value 'hits[12]' whole.csv)" 0
for bad in -O3 -O -j0 --jobs=x --chunk-size=-1; do
  status_is "hysc $bad" 2 "$HYSC" $bad "$model"
done
mkdir tmp
TMPDIR=$PWD/tmp HYSC_CFLAGS="-include no/such/header.h" status_is "a compiler that fails" 1 "$HYSC" --chunk-size=400 -o ./broken "$model"
grep -q "the C compiler failed on the generated code" status.err && echo "ok   its message" || fail "message: $(head -2 status.err)"
holds "no temporary file left" "$(find tmp | wc -l) == 1"

# Start values in chunks (semantics/relation_guess_computed: T1 = 2 at the
# start from s = 1/4, so v(3) = 0.5).
build "$TOP/tests/semantics/relation_guess_computed.mo" -j2 --chunk-size=1 --no-loops -o ./guesses
./guesses --stop-time=3 -o guesses.csv || fail "chunked guesses exited $?"
close "chunked guesses: T1 at the start" "$(column T1 guesses.csv | sed -n 1p)" 2 1e-12
close "chunked guesses: v(3)" "$(last_value v guesses.csv)" 0.5 1e-6
finish
