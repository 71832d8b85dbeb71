# Command-line slips are usage errors (exit 2) before any work, with one
# message: -o '' (it used to run the whole simulation first), a misspelt
# -output=x.csv (it used to write 'utput=x.csv'), and --max-rows (default
# 1e7) against a grid that would fill the disk; event rows past --max-rows
# end the run with status 1, keeping the rows written up to there.
. "$TOP/tests/lib.sh"
build BouncingBall -o ./BB

status_is "-o ''" 2 ./BB -o ''
[ "$(cat status.err)" = "BouncingBall: error: empty file name for -o (try --help)" ] \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
status_is "-output=x.csv" 2 ./BB -output=x.csv
[ "$(cat status.err)" = "BouncingBall: error: unknown option '-output=x.csv' (the short options are -h and -o FILE; long ones start with --); did you mean --output? (try --help)" ] \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
[ ! -e utput=x.csv ] && [ ! -e x.csv ] && [ ! -e BouncingBall_res.csv ] && echo "ok   no file written" || fail "a file was written"

# BouncingBall: t = 0 .. 3 (its experiment); 3 / 1e-9 + 1 grid rows
status_is "--interval=1e-9" 2 ./BB --interval=1e-9 -o tiny.csv
[ "$(cat status.err)" = "BouncingBall: error: the run would write 3000000001 output rows (t = 0 .. 3 every 1e-09), more than --max-rows=10000000; give a larger --interval or raise --max-rows (try --help)" ] \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
[ ! -e tiny.csv ] && echo "ok   nothing written" || fail "tiny.csv written"
status_is "--max-rows=1.5" 2 ./BB --max-rows=1.5
# 3 / 0.006 + 1 = 501 grid rows: --max-rows=501 lets the grid through, the
# impacts' event rows then pass it
status_is "--max-rows=500" 2 ./BB --max-rows=500 -o few.csv
status_is "--max-rows=501 with event rows" 1 ./BB --max-rows=501 -o few.csv
grep -q "the run has written 501 output rows, the most --max-rows allows (event rows count too); raise --max-rows" status.err \
  && echo "ok   message: $(cat status.err)" || fail "message: $(cat status.err)"
grep -q "^BouncingBall: results up to t=2\.9[0-9]* written to 'few.csv'$" status.err \
  && echo "ok   the rows up to the limit are kept" || fail "message: $(cat status.err)"
[ "$(($(wc -l < few.csv) - 1))" = 501 ] && echo "ok   few.csv: 501 rows" || fail "few.csv: $(wc -l < few.csv) lines"
status_is "--max-rows=1e6" 0 ./BB --max-rows=1e6 -o many.csv
finish
