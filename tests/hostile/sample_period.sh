# A sample period too small to advance time (timeline.c): sample(0, 1e-30)
# moved its instant by 1e-30 at a time until past t = 0, about 2e15 steps,
# and the run hung.  An interval no larger than what tells two instants
# apart up to the end of the run (8 ulps of the largest time) is an error
# naming the sample and its line, exit 1, on both backends.  A usable
# interval still counts right: sample(0, 0.125) fires 9 times in [0, 1].
. "$TOP/tests/lib.sh"
cat > Tick.mo <<'MO'
model Tick
  parameter Real h = 1e-30;
  discrete Real n(start = 0, fixed = true);
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
  when sample(0, h) then
    n = pre(n) + 1;
  end when;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end Tick;
MO
build ./Tick.mo -o ./tick
for solver in ida newmark; do
  status_is "$solver: sample(0, 1e-30)" 1 timeout 60 ./tick --solver=$solver -o tiny.csv
  grep -q '^Tick: error: at t=0, sample(0, h) (./Tick.mo:7): the sample interval 1e-30 is too small to advance time: up to t=1 instants closer than 1.77636e-15 are the same$' status.err ||
    fail "$solver: no error naming the sample: $(head -n 1 status.err)"
  status_is "$solver: sample(0, 1e-10) up to t = 1e6" 1 timeout 60 ./tick --solver=$solver --set h=1e-10 --stop-time=1e6 -o far.csv
  grep -q 'the sample interval 1e-10 is too small to advance time: up to t=1e+06 instants closer than 1.77636e-09 are the same$' status.err ||
    fail "$solver: no error for 1e-10 up to 1e6: $(head -n 1 status.err)"
  ./tick --solver=$solver --set h=0.125 -o tick.csv || fail "$solver: h = 0.125 exited $?"
  close "$solver: samples of 0.125 in [0, 1]" "$(last_value n tick.csv)" 9 0
done
finish
