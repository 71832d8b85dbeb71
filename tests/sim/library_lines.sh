# Equations written in a library file keep that file and its own line in
# what the executable says at run time (event log, assertion failure) and
# in --dump-flat: the compiler numbers lines on from the model's file into
# the library files, and the model's tables carry the files and their bases.
. "$TOP/tests/lib.sh"
unset MODELICAPATH
mkdir -p Lab
cat > Lab/package.mo <<'MODEL'
within;
package Lab "a library whose model reports events and asserts"
  model Tank
    parameter Real capacity = 1;
    Real level(start = 0, fixed = true);
    Integer overflows(start = 0, fixed = true);
  equation
    der(level) = 1;
    when level > 0.5*capacity then
      overflows = pre(overflows) + 1;
    end when;
    assert(level < capacity, "tank overflows");
  end Tank;
end Lab;
MODEL
cat > Plant.mo <<'MODEL'
model Plant
  Lab.Tank tank;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 3 then
    terminate("x is past 3");
  end when;
end Plant;
MODEL
build ./Plant.mo -L . -o ./plant
# level = t: the when-clause (line 9 of the package) fires at t = 0.5, the
# assert (line 12) fails just after t = 1.  With capacity 10 the model's own
# terminate() (line 7 of Plant.mo) ends the run at t = 3 (x = t).
./plant --stop-time=2 --events -o run.csv 2> run.err
status=$?
holds "a failed assertion exits 1 (got $status)" "$status == 1"
grep -q '^event t=0.5 tank.level > 0.5 \* tank.capacity (./Lab/package.mo:9)$' run.err &&
  echo "ok   the when-clause of the library names ./Lab/package.mo:9" || { fail "event of the library's when-clause"; cat run.err; }
grep -q 'assertion failed: tank overflows (./Lab/package.mo:12)$' run.err &&
  echo "ok   the assert of the library names ./Lab/package.mo:12" || { fail "assertion message"; cat run.err; }
./plant --stop-time=4 --set tank.capacity=10 -o run2.csv 2> run2.err
grep -q 'terminated at t=3.*: x is past 3 (./Plant.mo:7)$' run2.err &&
  echo "ok   the model's own terminate() names ./Plant.mo:7" || { fail "terminate message"; cat run2.err; }
"$HYSC" -L . --dump-flat Plant.mo > flat.txt || fail "--dump-flat exited $?"
grep -q 'der(tank.level) = 1;  // ./Lab/package.mo:8$' flat.txt &&
  echo "ok   --dump-flat: a library equation names its file and line" || { fail "--dump-flat library line"; cat flat.txt; }
grep -q 'der(x) = 1;  // line 5$' flat.txt &&
  echo "ok   --dump-flat: the model's equation names its line" || { fail "--dump-flat model line"; cat flat.txt; }
finish
