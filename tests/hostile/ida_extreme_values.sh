# --set v=1e308 gives x' = 1e308: IDA's error norm squares x' over its
# tolerance (1e-8), which overflows, its step size becomes 0 and it used to
# fail with its own words ("IDASolve failed with IDA_ILL_INPUT: ... tstop =
# 1 is behind current t = 0").  The message now says which value is too
# large, over which tolerance, and what --set gave (exit 1; the result file
# keeps the one row computed, at t = 0, as any failed run keeps its rows);
# the bound is where it is: 1e146 runs (x(1) = 1e146 within 1e-9 relative),
# 1e147 (1e155 over the tolerance) does not.
. "$TOP/tests/lib.sh"
printf 'model V\n  Real x(start = 0, fixed = true);\n  Real v(start = 1, fixed = true);\nequation\n  der(x) = v;\n  der(v) = -9.81;\n  annotation(experiment(StopTime = 1));\nend V;\n' > v.mo
build ./v.mo -o ./V
for v in 1e308 1e147; do
  status_is "--set v=$v" 1 ./V --set v=$v -o big.csv
  want="V: error: at t=0, IDA cannot step from values this large: the derivative of 'x' is $(awk -v v=$v 'BEGIN { printf "%g", v }') and its tolerance (rtol |x| + atol) 1e-08; their ratio exceeds 1.3e154, where its square in IDA's error norm overflows; --set gave v=$v (IDA: "
  case "$(cat status.err)" in "$want"*) echo "ok   message: $(cat status.err)" ;; *) fail "message: $(cat status.err)" ;; esac
  grep -q "^V: results up to t=0 written to 'big.csv'$" status.err && echo "ok   the rows kept are named" \
    || fail "no word of the rows kept: $(cat status.err)"
  holds "big.csv: the row at t = 0 only, v = $v" \
    "$(column time big.csv | wc -l) == 1 && $(column time big.csv) == 0 && $(column v big.csv) == $v"
done
status_is "--set v=1e146" 0 ./V --set v=1e146 -o ok.csv
close "x(1) / 1e146 - 1" "$(awk -v x="$(last_value x ok.csv)" 'BEGIN { printf "%.3g", x / 1e146 - 1 }')" 0 1e-9
finish
