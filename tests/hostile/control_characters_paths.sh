# File names, directories and option values the executable and hysc quote
# in their messages reach no terminal raw: each control character shows as
# '?' while the message still names the place.  A sweep directory, an
# -o file, a --slurm script, a --reference file and a --plot-summary column
# hold an escape sequence here (it could clear the screen or retitle the
# terminal), and so do a quoted model name and the C compiler named by
# HYSC_CC.
. "$TOP/tests/lib.sh"
esc=$(printf '\033')
# clean LABEL WANT: status.err holds no byte below 0x20 but newline, no DEL,
# and a line that is WANT
clean() {
  if tr -d '\n' < status.err | LC_ALL=C grep -q '[[:cntrl:]]'; then
    fail "$1: a control character got through: $(cat -v status.err)"
  elif grep -qxF -- "$2" status.err; then echo "ok   $1: $2"
  else fail "$1: $(cat -v status.err), expected $2"; fi
}
cat > D.mo <<'MO'
model D
  parameter Real k = 1;
  Real x(start = 1, fixed = true);
equation
  der(x) = -k * x;
  annotation(experiment(StopTime = 1, Interval = 0.5));
end D;
MO
build ./D.mo -o ./D

status_is "-o in a missing directory with an escape" 1 ./D -o "no${esc}[2J/r.csv"
sed -i 's/\.tmp-[A-Za-z0-9]\{6\}/.tmp-XXXXXX/' status.err   # a random name
clean "its message" "D: error: cannot create result file 'no?[2J/r.csv' (as 'no?[2J/r.csv.tmp-XXXXXX'): No such file or directory"

touch plain
status_is "--sweep-dir under a file, with an escape" 1 ./D --sweep k=1,2 --sweep-dir="plain/s${esc}]0;t${esc}\\"
clean "its message" "D: error: cannot create the sweep directory plain/s?]0;t?\\: Not a directory"

status_is "a sweep into a directory with an escape" 0 ./D --sweep k=1,2 --sweep-dir="s${esc}[31m"
clean "its summary line" "D: sweep: s?[31m/summary.csv: 2 cases, 0 failed, 0 without a result"

status_is "--slurm script in a missing directory" 1 ./D --sweep k=1,2 --sweep-dir=sl --slurm="no${esc}[2J/job.sh"
clean "its message" "D: error: cannot write --slurm script no?[2J/job.sh: No such file or directory"

mkdir bin
printf '#!/bin/sh\ncat > /dev/null\n' > bin/gnuplot
chmod +x bin/gnuplot
status_is "--plot-summary naming a column with an escape" 2 env PATH="$PWD/bin:$PATH" ./D --sweep k=1,2 --sweep-dir=ps --plot-summary=p.svg "x${esc}[2J:k"
clean "its message" "D: error: --plot-summary x?[2J:k: the summary has no column 'x?[2J'; its columns are case,k,status,events,zeno_time,x,wall_s (try --help)"
status_is "--plot-vars naming a variable with an escape" 2 env PATH="$PWD/bin:$PATH" ./D --plot=v.svg --plot-vars="x,y${esc}[2J" -o v.csv
clean "its message" "D: error: --plot-vars: 'y?[2J' is not a state, algebraic or discrete variable of the model (try --list-vars)"

printf '"time","other"\n0,1\n1,2\n' > "r${esc}[1m.csv"
status_is "--reference sharing nothing, named with an escape" 1 ./D --compare --reference="r${esc}[1m.csv"
clean "its message" "D: error: --reference=r?[1m.csv: no value was compared: the file shares no variable with the model, or none of its times lies in the run"
status_is "--variable-filter with an escape" 0 ./D --variable-filter="z${esc}]0;t" -o f.csv
clean "its warning" "D: warning: --variable-filter 'z?]0;t' matches no state, algebraic or discrete variable; the result file holds time only"

# every message of an executable starts with its model's name, and a quoted
# name may hold any byte but a quote
printf "model 'Q${esc}[2J'\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend 'Q${esc}[2J';\n" > q.mo
build ./q.mo -o ./Q
status_is "a model named with an escape" 2 ./Q --set nope=1 -o q.csv
clean "its message" "'Q?[2J': error: --set: the model has no variable 'nope' (try --help)"

status_is "HYSC_CC naming a missing compiler with an escape" 1 env HYSC_CC="cc${esc}[2J" "$HYSC" ./D.mo -o ./E
clean "its message" "hysc: error: cannot run the C compiler 'cc?[2J': No such file or directory"
finish
