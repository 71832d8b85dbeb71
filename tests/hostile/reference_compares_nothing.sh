# --compare --reference=F --max-diff=TOL fails (exit 1, with a message) when
# nothing was compared with the reference: no shared variable, or no time
# of the run inside the file's time range.  A shared variable inside the
# range passes.
. "$TOP/tests/lib.sh"
build "$TOP/tests/models/Cooling.mo" -o ./Cooling
printf '"time","zz"\n0,1\n1,2\n' > unrelated.csv
status_is "reference sharing no variable" 1 ./Cooling --compare --reference=unrelated.csv --max-diff=1e-3 -o a.csv
want="Cooling: error: --reference=unrelated.csv: no value was compared: the file shares no variable with the model, or none of its times lies in the run"
grep -qxF "$want" status.err && echo "ok   message: $want" || fail "message: $(cat status.err)"
grep -q '^  zz *in the reference only' status.out && echo "ok   zz listed as reference-only" || fail "zz not listed"

printf '"time","T"\n100,1\n101,2\n' > later.csv
status_is "reference after the run" 1 ./Cooling --compare --reference=later.csv --max-diff=1e-3 -o b.csv
grep -q 'error: --reference=later.csv: no value was compared' status.err && echo "ok   nothing compared" || fail "message: $(cat status.err)"

# T(t) = 298.15 + 65 exp(-t / 0.171428...) at t = 0 and 1, linear in between: the
# interpolation error is large, so no --max-diff here; values were compared
awk 'BEGIN { print "\"time\",\"T\""; print "0,363.15"; printf "1,%.12f\n", 298.15 + 65 * exp(-0.7 / 0.12) }' > ends.csv
status_is "reference with T" 0 ./Cooling --compare --reference=ends.csv -o c.csv
finish
