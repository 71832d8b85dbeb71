# Assignments whose coefficient is a parameter (src/symbolic/assignments.c solve_for)
# read it at run time, so sweeps and --set reach them.
# RC: C v' = -i, R i = v, i := v/R; v(1) = exp(-1/(R C)) with C = 0.1:
#   R = 1, 10, 100: 4.53999e-5, 0.367879441, 0.904837418.
# TornRC: R1 i1 = v - u, R2 i2 = u, i1 = i2 is a torn loop (i2 := u/R2):
#   v(1) = exp(-1/((R1 + R2) C)), R1 = 10: R2 = 20, 90: 0.716531311, 0.904837418.
# Within 1e-6 at --rtol=1e-8 (measured 1.2e-7, Newmark), 1e-8 for R = 1
# (measured 6e-9).  Both backends.
# A coefficient that is 0 with the run's values stops the run at the start
# with a message naming the variable and its equation (R = 0 here, R2 = 0 in
# the loop, which --no-assignments solves: i = v/R1 with u = 0, v(1) = exp(-1)).
# RCs: three parts of one kind, each with its own R[k]: part by part, --set
# R[1]=1000 gives v[1](1) = exp(-0.01) = 0.990049834, the others keep theirs.
. "$TOP/tests/lib.sh"
cat > RC.mo <<'MO'
model RC
  parameter Real R = 10, C = 0.1;
  Real v(start = 1, fixed = true);
  Real i;
equation
  C*der(v) = -i;
  R*i = v;
end RC;
MO
cat > TornRC.mo <<'MO'
model TornRC
  parameter Real R1 = 10, R2 = 20, C = 0.1;
  Real v(start = 1, fixed = true);
  Real i1, i2, u;
equation
  C*der(v) = -i1;
  R1*i1 = v - u;
  R2*i2 = u;
  i1 = i2;
end TornRC;
MO
cat > RCs.mo <<'MO'
model RCs
  parameter Real R[3] = {1, 10, 100};
  parameter Real C = 0.1;
  Real v[3](each start = 1, each fixed = true);
  Real i[3];
equation
  for k in 1:3 loop
    C*der(v[k]) = -i[k];
    R[k]*i[k] = v[k];
  end for;
end RCs;
MO
build ./RC.mo -o ./rc
build ./TornRC.mo -o ./torn
build ./RCs.mo -o ./rcs
"$HYSC" --dump-flat RC.mo | grep -qF 'i := (-(R * 0 - v)) / R' \
  && echo "ok   RC: i := .../R, R read at run time" || fail "RC: $("$HYSC" --dump-flat RC.mo | grep assignment)"
# summary_value CSV CASE COLUMN
summary_value() {
  awk -F, -v k="$2" -v name="$3" 'NR == 1 { for (c = 1; c <= NF; c++) if ($c == name) col = c; next } $1 == k { print $col }' "$1"
}
for solver in ida newmark; do
  status_is "$solver: RC --sweep R=1,10,100" 0 ./rc --solver=$solver --stop-time=1 --rtol=1e-8 \
    --sweep R=1,10,100 --sweep-dir=rc-$solver
  k=0
  for R in 1 10 100; do
    k=$((k + 1)) tol=1e-6; [ $R = 1 ] && tol=1e-8
    close "$solver: RC R=$R v(1) = exp(-1/(R C))" "$(summary_value rc-$solver/summary.csv $k v)" \
      "$(awk -v R=$R 'BEGIN { printf "%.12g", exp(-1 / (R * 0.1)) }')" $tol
  done
  status_is "$solver: TornRC --sweep R2=20,90" 0 ./torn --solver=$solver --stop-time=1 --rtol=1e-8 \
    --sweep R2=20,90 --sweep-dir=torn-$solver
  close "$solver: TornRC R2=20 v(1)" "$(summary_value torn-$solver/summary.csv 1 v)" 0.716531311 1e-6
  close "$solver: TornRC R2=90 v(1)" "$(summary_value torn-$solver/summary.csv 2 v)" 0.904837418 1e-6
  close "$solver: TornRC R2=90 u(1) = 0.9 v" "$(summary_value torn-$solver/summary.csv 2 u)" 0.814353676 1e-6
  ./rc --solver=$solver --stop-time=1 --rtol=1e-8 --set R=100 -o set.csv || fail "$solver: RC --set R=100 exited $?"
  close "$solver: RC --set R=100 v(1)" "$(last_value v set.csv)" 0.904837418 1e-6
  ./rcs --solver=$solver --stop-time=1 --rtol=1e-8 --no-event-rows --set 'R[1]=1000' -o parts.csv \
    || fail "$solver: RCs exited $?"
  close "$solver: RCs part 1, R[1] = 1000" "$(last_value 'v[1]' parts.csv)" 0.990049834 1e-6
  close "$solver: RCs part 2, R[2] = 10" "$(last_value 'v[2]' parts.csv)" 0.367879441 1e-6
  close "$solver: RCs part 3, R[3] = 100" "$(last_value 'v[3]' parts.csv)" 0.904837418 1e-6
done
status_is "RC --set R=0" 1 ./rc --set R=0 -o zero.csv
grep -qF "i cannot be computed from its equation 'R*i = v' (./RC.mo:7): the coefficient of i there is 0" status.err \
  && echo "ok   RC R=0: names i and its equation" || fail "RC R=0: $(cat status.err)"
[ ! -f zero.csv ] && echo "ok   RC R=0: no result file" || fail "RC R=0 wrote a result file"
status_is "TornRC --set R2=0" 1 ./torn --set R2=0
grep -qF "i2 cannot be computed from its equation 'R2*i2 = u' (./TornRC.mo:8)" status.err \
  && echo "ok   TornRC R2=0: names i2 and its equation" || fail "TornRC R2=0: $(cat status.err)"
status_is "RCs --set R[2]=0, part by part" 1 ./rcs --no-event-rows --set 'R[2]=0'
grep -qF "i[2] cannot be computed" status.err && echo "ok   RCs R[2]=0: names i[2]" || fail "RCs R[2]=0: $(cat status.err)"
build ./TornRC.mo --no-assignments -o ./torn-rows
./torn-rows --stop-time=1 --rtol=1e-8 --set R2=0 -o rows.csv || fail "TornRC --no-assignments R2=0 exited $?"
close "TornRC --no-assignments R2=0 v(1) = exp(-1)" "$(last_value v rows.csv)" 0.367879441 1e-6
finish
