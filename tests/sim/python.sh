# The Python package python/hysc: installed into a virtual environment of
# Debian's python3 (with its numpy) without network, then driving the
# compiler and the executable on models/BouncingBall.mo: the first impact
# against the analytic sqrt(2 h0 / g), a parameter's effect on the second
# impact (t1 (1 + 2e)), a MAT and a CSV result read equal, the events read
# from the executable's --events-file (not standard error), a sweep's
# summary (statuses, accumulation times) and cases, and a model error and a bad parameter raised with
# their messages.  pip and venv are required (the README installs them).
. "$TOP/tests/lib.sh"
py=${HYSC_PYTHON:-/usr/bin/python3}
[ -x "$py" ] || py=$(command -v python3) || { fail "no python3"; finish; }
"$py" -c 'import numpy, venv, ensurepip' 2>/dev/null ||
  { fail "$py lacks numpy, venv or pip (apt-get install python3-numpy python3-pip python3-setuptools python3-venv)"; finish; }
"$py" -m venv --system-site-packages venv > venv.log 2>&1 || { cat venv.log; fail "python3 -m venv failed"; finish; }
# from a copy: pip builds in the directory it is given
rm -rf python && cp -R "$TOP/python" python || { fail "cannot copy python/"; finish; }
venv/bin/python -m pip install --no-index --no-build-isolation ./python > pip.log 2>&1 ||
  { cat pip.log; fail "pip install ./python failed"; finish; }
echo "ok   pip install ./python into a venv"

cat > bad.mo <<'MO'
model Bad
  Real x(start = 1);
equation
  der(x) = -y;
end Bad;
MO

cat > check.py <<'PY'
import math, os, sys
import numpy as np
import hysc

failed = 0
def check(label, ok, detail=""):
    global failed
    print(("ok   " if ok else "FAILED: ") + label + (": " + detail if detail else ""))
    failed += not ok

top = os.environ["TOP"]
m = hysc.Model(os.path.join(top, "models", "BouncingBall.mo"), workdir="work")
t1 = math.sqrt(2 * 1.0 / 9.81)
for solver in ("ida", "newmark"):
    r = m.simulate(stop_time=3, solver=solver)
    first = r.when_times()[0]
    check(solver + ": first impact %.15g against %.15g" % (first, t1), abs(first - t1) <= 1e-6)
    check(solver + ": h(0) = 1, v(0) = 0", r["h"][0] == 1.0 and r["v"][0] == 0.0)
    check(solver + ": time runs 0 to 3", r.time[0] == 0 and abs(r.time[-1] - 3) < 1e-12)
    for e in (0.7, 0.8):
        second = m.simulate(stop_time=3, solver=solver, parameters={"e": e}).when_times()[1]
        check("%s: e=%g second impact %.12g against t1 (1 + 2e) = %.12g"
              % (solver, e, second, t1 * (1 + 2 * e)), abs(second - t1 * (1 + 2 * e)) <= 1e-6)

c = m.simulate(stop_time=3, parameters={"e": 0.7})
t = m.simulate(stop_time=3, parameters={"e": 0.7}, format="mat")
check("MAT and CSV: the same names", t.names == c.names, "%s / %s" % (t.names, c.names))
check("MAT and CSV: the same %d x %d values" % c.data.shape,
      t.data.shape == c.data.shape and np.array_equal(t.data, c.data))
check("MAT data_1: e = 0.7, h0 = 1", t["e"] == 0.7 and t["h0"] == 1.0, str(t.parameters))
check("events: each when-clause event logged once per impact",
      len(c.when_times()) == len(t.when_times()) >= 3)
# the events come from the executable's --events-file: standard error keeps
# its messages only (here the Zeno report, the impacts accumulating at 2.56 s)
with open(c.events_file) as f:
    from_file = hysc.parse_events(f.read())
check("events: read from the run's events file %s, %d of them" % (os.path.basename(c.events_file), len(c.events)),
      c.events == from_file and len(c.events) > 3)
check("events: standard error holds the Zeno report and no event line",
      "Zeno" in c.log and "event t=" not in c.log, c.log[:80])
check("events: the when-clause events of the file at t1 (1 + 2e ... ): %.12g, %.12g"
      % tuple(c.when_times()[:2]), abs(c.when_times()[0] - t1) <= 1e-6
      and abs(c.when_times()[1] - t1 * (1 + 2 * 0.7)) <= 1e-6)

values = [0.5, 0.7, 0.9]
s = m.sweep({"e": values}, stop_time=3, jobs=2)
# the impacts accumulate at t1 (1 + e) / (1 - e): before 3 s for e = 0.5 and 0.7
check("sweep: statuses zeno, zeno, ok", list(s.summary["status"]) == ["zeno", "zeno", "ok"],
      str(s.summary["status"]))
for k, e in enumerate(values[:2]):
    tz = s.summary["zeno_time"][k]
    check("sweep e=%g: accumulation %.12g against t1 (1 + e) / (1 - e) = %.12g"
          % (e, tz, t1 * (1 + e) / (1 - e)), abs(tz - t1 * (1 + e) / (1 - e)) <= 1e-6)
for k, e in enumerate(values):
    t2 = s.summary["when1_t2"][k]
    check("sweep e=%g: summary second impact %.12g against %.12g" % (e, t2, t1 * (1 + 2 * e)),
          abs(t2 - t1 * (1 + 2 * e)) <= 1e-6)
    alone = m.simulate(stop_time=3, parameters={"e": e})
    check("sweep e=%g: case file equals the single run" % e,
          np.array_equal(s.cases[k].data, alone.data))

# a class of a library on disk, by its full name (hysc -L)
lib = hysc.Model("Hybrid.Examples.ThreeBalls", library_path=[os.path.join(top, "models")],
                 workdir="work")
three = lib.simulate(stop_time=1)
first = [e.time for e in three.events if e.kind == "when" and "b1" in e.text]
t_b1 = math.sqrt(2 * 2.0 / 9.81)   # b1 falls from h = 2
check("library class: b1.h(0) = %g, b1's first impact %.12g against %.12g"
      % (three["b1.h"][0], first[0] if first else float("nan"), t_b1),
      three["b1.h"][0] == 2 and bool(first) and abs(first[0] - t_b1) <= 1e-6)
try:
    hysc.Model("bad.mo", workdir="work")
    check("a model error raises HyscError", False)
except hysc.HyscError as err:
    check("a model error raises HyscError with the location", "bad.mo:4:13: error:" in err.message
          and err.status == 1, err.message.splitlines()[0])
try:
    m.simulate(parameters={"ee": 1})
    check("an unknown parameter raises HyscError", False)
except hysc.HyscError as err:
    check("an unknown parameter raises HyscError", "'ee'" in err.message and err.status == 2,
          err.message)
sys.exit(1 if failed else 0)
PY
venv/bin/python check.py || fail "check.py: see above"
finish
