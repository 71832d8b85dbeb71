"""hysc - compile a Modelica model with the hysc compiler and simulate it
from Python, the results as numpy arrays:

    import hysc
    m = hysc.Model("BouncingBall.mo")
    r = m.simulate(stop_time=3, solver="ida", parameters={"e": 0.7})
    r["h"], r.time, r.names, r.events
    s = m.sweep({"e": [0.5, 0.7]}, stop_time=3)
    s.summary["when1_t1"], s.cases[0]["h"]

The compiler is the one named by the hysc argument, else by the environment
variable HYSC, else 'hysc' on PATH.  Its diagnostics and the executable's
errors are raised as HyscError with the located message."""

import csv
import os
import re
import shutil
import subprocess
import tempfile
from collections import namedtuple

import numpy as np

from .results import read_csv, read_mat

__all__ = ["Model", "Result", "Sweep", "Event", "HyscError", "read_csv", "read_mat"]

Event = namedtuple("Event", "time kind text")

_EVENT_LINE = re.compile(r"^event t=(\S+) (.*)$")
_EVENT_KINDS = (("relation ", "relation"), ("time event", "time"), ("initial", "initial"),
                ("terminal", "terminal"), ("contact from", "contact"),
                ("lift-off", "lift-off"), ("sliding", "sliding"),
                ("end of sliding", "sliding"), ("floor/ceil", "discontinuity"),
                ("delay", "time"))


class HyscError(Exception):
    """The compiler or the executable failed: message is what it printed
    (file:line:col: error: ... for mistakes in the model), status its exit
    status."""

    def __init__(self, message, status):
        super().__init__(message)
        self.message = message
        self.status = status


def parse_events(log):
    """The events of a --events log (the text of a run's --events-file, or
    its standard error with --events), in order."""
    events = []
    for line in log.splitlines():
        match = _EVENT_LINE.match(line)
        if not match:
            continue
        text = match.group(2)
        kind = next((k for prefix, k in _EVENT_KINDS if text.startswith(prefix)), "when")
        events.append(Event(float(match.group(1)), kind, text))
    return events


class Result:
    """One run's results: r["h"] a column, r.time, r.names, r.events
    (Event(time, kind, text); kind 'when' for when-clauses, read from
    r.events_file, the run's --events-file), r.parameters (from a MAT
    file), r.status (0, or 3 when the run stopped at accumulating events),
    r.file, r.log (the run's standard error)."""

    def __init__(self, path, events=(), status=0, log="", events_file=None):
        self.file = path
        self.events_file = events_file
        if path.endswith(".mat"):
            self.names, self.data, self.parameters = read_mat(path)
        else:
            (self.names, self.data), self.parameters = read_csv(path), {}
        self._column = {name: i + 1 for i, name in enumerate(self.names)}
        self.events = list(events)
        self.status = status
        self.log = log

    @property
    def time(self):
        return self.data[:, 0]

    def __getitem__(self, name):
        if name == "time":
            return self.time
        if name in self._column:
            return self.data[:, self._column[name]]
        if name in self.parameters:
            return self.parameters[name]
        raise KeyError("no variable '%s' in %s" % (name, self.file))

    def __contains__(self, name):
        return name == "time" or name in self._column or name in self.parameters

    def when_times(self):
        """The times of the when-clause events."""
        return np.array([e.time for e in self.events if e.kind == "when"])


class Sweep:
    """A parameter study: summary a dict of summary.csv's columns (numbers
    as arrays, status as a list of strings), cases the cases' Results."""

    def __init__(self, directory, log=""):
        self.directory = directory
        self.log = log
        with open(os.path.join(directory, "summary.csv"), newline="") as f:
            rows = list(csv.reader(f))
        header, body = rows[0], rows[1:]
        self.summary = {}
        for k, name in enumerate(header):
            column = [row[k] for row in body]
            try:
                self.summary[name] = np.array([float(x) if x != "" else np.nan
                                               for x in column])
            except ValueError:
                self.summary[name] = column
        self.cases = []
        for case in self.summary.get("case", []):
            path = os.path.join(directory, "case-%04d.csv" % int(case))
            self.cases.append(Result(path) if os.path.exists(path) else None)


def _compiler(hysc):
    name = hysc or os.environ.get("HYSC") or "hysc"
    found = shutil.which(name) if os.sep not in name else name
    if not found or not os.access(found, os.X_OK):
        raise HyscError("hysc: no compiler '%s' (give hysc=PATH or set HYSC)" % name, 127)
    return os.path.abspath(found)


def _run(command, cwd, ok=(0,)):
    done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    if done.returncode not in ok:
        raise HyscError((done.stderr or done.stdout).strip(), done.returncode)
    return done


def _value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v) if isinstance(v, float) else str(v)


class Model:
    """A model compiled into an executable in workdir (a new temporary
    directory unless given).  file is a .mo file or a class name found in
    library_path (hysc -L) and MODELICAPATH; model picks a class of the
    file; compile_parameters are hysc -p NAME=VALUE (structural)."""

    def __init__(self, file, library_path=(), model=None, hysc=None, workdir=None,
                 compile_parameters=None, compile_options=()):
        self.hysc = _compiler(hysc)
        self.workdir = os.path.abspath(workdir or tempfile.mkdtemp(prefix="hysc-"))
        os.makedirs(self.workdir, exist_ok=True)
        if isinstance(library_path, str):
            library_path = [library_path]
        is_file = file.endswith(".mo")
        stem = model or (os.path.basename(file)[:-3] if is_file else file)
        self.executable = os.path.join(self.workdir, stem.replace("/", "_"))
        command = [self.hysc]
        for directory in library_path:
            command += ["-L", os.path.abspath(directory)]
        if model:
            command += ["-m", model]
        for name, value in (compile_parameters or {}).items():
            command += ["-p", "%s=%s" % (name, _value(value))]
        source = os.path.abspath(file) if is_file else file
        command += list(compile_options) + ["-o", self.executable, source]
        self.compile_log = _run(command, cwd=self.workdir).stderr
        self.name = stem
        self._runs = 0

    def _options(self, stop_time, start_time, interval, solver, parameters, options):
        args = []
        for flag, value in (("--stop-time", stop_time), ("--start-time", start_time),
                            ("--interval", interval), ("--solver", solver)):
            if value is not None:
                args.append("%s=%s" % (flag, _value(value)))
        for name, value in (parameters or {}).items():
            args += ["--set", "%s=%s" % (name, _value(value))]
        return args + list(options)

    def simulate(self, stop_time=None, solver=None, parameters=None, start_time=None,
                 interval=None, format="csv", output=None, events=True, options=()):
        """Run the executable; options are further command-line arguments
        (e.g. ["--no-event-rows"]).  Returns a Result."""
        if format not in ("csv", "mat"):
            raise ValueError("format is 'csv' or 'mat', not %r" % format)
        self._runs += 1
        path = os.path.abspath(output or os.path.join(
            self.workdir, "%s_run%d.%s" % (self.name, self._runs, format)))
        args = [self.executable] + self._options(stop_time, start_time, interval, solver,
                                                 parameters, options)
        args += ["--format=" + format, "-o", path, "--no-progress"]
        events_file = None
        if events:   # the executable's own file: standard error keeps only messages
            events_file = os.path.splitext(path)[0] + ".events"
            args.append("--events-file=" + events_file)
        done = _run(args, cwd=self.workdir, ok=(0, 3))
        log = ""
        if events_file:
            with open(events_file) as f:
                log = f.read()
        return Result(path, parse_events(log), done.returncode, done.stderr, events_file)

    def sweep(self, sweeps, stop_time=None, solver=None, parameters=None, jobs=None,
              sweep_dir=None, options=()):
        """A parameter study over the executable's --sweep: sweeps maps a
        parameter to a list of values, to (from, to, count) or to the text
        --sweep takes ("0.5:0.9:5:log"); several form a grid, the last
        varying fastest.  Returns a Sweep."""
        self._runs += 1
        directory = os.path.abspath(sweep_dir or os.path.join(
            self.workdir, "%s_sweep%d" % (self.name, self._runs)))
        args = [self.executable] + self._options(stop_time, None, None, solver, parameters,
                                                 options)
        for name, values in sweeps.items():
            if isinstance(values, str):
                text = values
            elif isinstance(values, tuple) and len(values) == 3:
                text = "%s:%s:%d" % (_value(values[0]), _value(values[1]), values[2])
            else:
                text = ",".join(_value(v) for v in values)
            args += ["--sweep", "%s=%s" % (name, text)]
        if jobs:
            args.append("--jobs=%d" % jobs)
        args += ["--sweep-dir=" + directory, "--no-progress"]
        done = _run(args, cwd=self.workdir, ok=(0, 1))
        if not os.path.exists(os.path.join(directory, "summary.csv")):
            raise HyscError(done.stderr.strip(), done.returncode)
        return Sweep(directory, done.stderr)
