# --check-jacobian looks at the Jacobians after initialization and where
# the run ended, and its verdict is the exit status also when terminate()
# ended the run.  cube(z) = 1 + x, x = e^-t, with cube's derivative function
# giving 2.9 u^2 du where 3 u^2 du is right: the residual's d/dz differs by
# 1 - 2.9/3 = 0.0333 at both looks (t = 0 and t = 0.5, where terminate()
# stops the run): exit 1, the rows up to 0.5 kept.  With 3 u^2 du both looks
# agree to 1e-6 and the exit is 0 after terminate(), z(0.5) = (1 + e^-0.5)^(1/3)
# = 1.1711962488.  Both backends.
. "$TOP/tests/lib.sh"
model() { # model COEFFICIENT
  cat <<MODEL
model CubeStop
  function cube
    input Real u;
    output Real y;
  algorithm
    y := u^3;
    annotation(derivative = dcube);
  end cube;
  function dcube
    input Real u;
    input Real du;
    output Real dy;
  algorithm
    dy := $1*u^2*du;
  end dcube;
  Real x(start = 1, fixed = true);
  Real z(start = 1);
equation
  der(x) = -x;
  cube(z) = 1 + x;
  when time > 0.5 then
    terminate("enough");
  end when;
end CubeStop;
MODEL
}
mkdir -p wrong right
model 2.9 > wrong/CubeStop.mo
model 3 > right/CubeStop.mo
build wrong/CubeStop.mo -o ./wrong_stop
build right/CubeStop.mo -o ./right_stop
looks() { # looks FILE N: the time and the residual's largest difference of the N-th look
  sed -n 's/.*jacobian check at t=\([^,]*\), residual: largest relative difference \([^ ]*\) .*/\1 \2/p' "$1" |
    sed -n "$2p"
}
look_time() { looks "$1" "$2" | cut -d' ' -f1; }
look_difference() { looks "$1" "$2" | cut -d' ' -f2; }
for solver in ida newmark; do
  ./wrong_stop --solver=$solver --check-jacobian -o wrong.csv 2> wrong.err
  status=$?
  holds "$solver: a wrong derivative after terminate() exits 1 (got $status)" "$status == 1"
  grep -q 'terminated at t=0.5' wrong.err && echo "ok   $solver: terminate() ended the run" ||
    fail "$solver: no terminate: $(cat wrong.err)"
  holds "$solver: no third look" "$(looks wrong.err 3 | wc -l) == 0"
  close "$solver: first look at" "$(look_time wrong.err 1)" 0 0
  close "$solver: difference there" "$(look_difference wrong.err 1)" 0.0333 1e-3
  close "$solver: second look at" "$(look_time wrong.err 2)" 0.5 1e-9
  close "$solver: difference there" "$(look_difference wrong.err 2)" 0.0333 1e-3
  close "$solver: rows kept up to" "$(column time wrong.csv | tail -1)" 0.5 1e-9
  ./right_stop --solver=$solver --check-jacobian -o right.csv 2> right.err
  status=$?
  holds "$solver: a right derivative after terminate() exits 0 (got $status)" "$status == 0"
  close "$solver: second look at" "$(look_time right.err 2)" 0.5 1e-9
  for n in 1 2; do
    d=$(look_difference right.err $n)
    holds "$solver: difference of look $n ${d:-none} <= 1e-6" "${d:-1} <= 1e-6"
  done
  close "$solver: z(0.5)" "$(last_value z right.csv)" 1.1711962488 1e-5
done
finish
