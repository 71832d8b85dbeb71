# package.order is validated: one class name a line.  A name twice, '..', an
# absolute path and a line longer than 1000 bytes are located errors (exit 1)
# in package.order itself; they used to be taken as they were (a 2000-byte
# line was split into two names at 1023 bytes).  A package present both as
# Lib/ and as Lib.mo in one library directory is warned about, naming both;
# the directory is read.
. "$TOP/tests/lib.sh"
mkdir -p L/Lib
printf 'package Lib\n  constant Real k = 2;\nend Lib;\n' > L/Lib/package.mo
printf 'within Lib;\nmodel A\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -Lib.k * x;\n  annotation(experiment(StopTime = 1));\nend A;\n' > L/Lib/A.mo
printf 'model U\n  Lib.A a;\nend U;\n' > u.mo
# first LINE: the first line of status.err is LINE
first() { [ "$(head -n 1 status.err)" = "$1" ] && echo "ok   message: $1" || fail "message: $(cat status.err)"; }

# refused LABEL MESSAGE: package.order (made by the caller) gives exit 1, MESSAGE
refused() {
  status_is "$1" 1 "$HYSC" -L L u.mo -o ./U
  first "L/Lib/package.order:$2"
}
printf 'A\nk\nA\n' > L/Lib/package.order
refused "A listed twice" "3:1: error: package.order: 'A' is listed twice (first on line 1)"
printf 'A\n..\n' > L/Lib/package.order
refused "'..' in package.order" "2:1: error: package.order: '..' is not a class name (one name a line, no path)"
printf '/etc/passwd\nA\n' > L/Lib/package.order
refused "an absolute name" "1:1: error: package.order: '/etc/passwd' is not a class name (one name a line, no path)"
awk 'BEGIN { printf "A\n"; for (i = 0; i < 2000; i++) printf "B"; print "" }' > L/Lib/package.order
refused "a line of 2000 bytes" "2:1: error: package.order: a line of 2000 bytes, more than a class name has (1000)"
[ ! -e U ] && echo "ok   no executable" || fail "an executable was written"

# a sound package.order, and Lib.mo beside Lib/: a warning naming both, and
# the model runs from the directory's A: a.x(1) = exp(-2)
printf 'A\nk\n' > L/Lib/package.order
printf 'package Lib\n  model A\n    Real x = 0;\n  end A;\nend Lib;\n' > L/Lib.mo
status_is "Lib/ and Lib.mo" 0 "$HYSC" -L L u.mo -o ./U
first "u.mo: warning: both the library directory 'L/Lib' and the file 'L/Lib.mo' can hold 'Lib': the directory is read, the file ignored"
./U -o u.csv || fail "./U exited $?"
close "a.x(1) from L/Lib/A.mo" "$(last_value a.x u.csv)" "$(awk 'BEGIN { printf "%.9f", exp(-2) }')" 1e-5
finish
