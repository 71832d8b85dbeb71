# A value of the wrong type for a parameter is refused, not converted:
# hysc -p n=true and -p n=0x10 used to compile an Integer n as 1 and 16,
# and the executable's --set n=0x10 ran with n = 16.  C's hexadecimal is
# no Modelica number anywhere (usage errors, exit 2); true/false and
# fractions of the wrong type are located at the declaration (exit 1).
. "$TOP/tests/lib.sh"
printf 'model P\n  parameter Integer n = 2;\n  parameter Real k = 1;\n  parameter Boolean b = false;\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -k * n * x;\n  annotation(experiment(StopTime = 1));\nend P;\n' > p.mo
# message TEXT: the first line of status.err is TEXT
message() {
  [ "$(head -n 1 status.err)" = "$1" ] && echo "ok   message: $1" || fail "message: $(cat status.err)"
}
status_is "-p n=true" 1 "$HYSC" -p n=true p.mo -o ./P
message "p.mo:2:21: error: -p n=true: 'n' is Integer, not Boolean"
status_is "-p n=0x10" 2 "$HYSC" -p n=0x10 p.mo -o ./P
message "hysc: error: -p wants NAME=NUMBER or NAME=true|false, not 'n=0x10'"
status_is "-p n=2.5" 1 "$HYSC" -p n=2.5 p.mo -o ./P
message "p.mo:2:21: error: -p n=2.5: 'n' is an Integer, 2.5 is not"
status_is "-p k=false" 1 "$HYSC" -p k=false p.mo -o ./P
message "p.mo:3:18: error: -p k=false: 'k' is Real, not Boolean"
status_is "-p b=2" 1 "$HYSC" -p b=2 p.mo -o ./P
message "p.mo:4:21: error: -p b=2: 'b' is Boolean; use true, false, 1 or 0"
[ ! -e P ] && echo "ok   no executable" || fail "an executable was written"
# the right types still work: x(1) = exp(-k n) with n = 3, k = 0.5
"$HYSC" -p n=3 -p k=0.5 -p b=true p.mo -o ./P || fail "hysc -p n=3 exited $?"
./P -o ok.csv || fail "./P exited $?"
close "x(1) with -p n=3 -p k=0.5" "$(last_value x ok.csv)" "$(awk 'BEGIN { printf "%.9f", exp(-1.5) }')" 1e-5
status_is "--set n=0x10" 2 ./P --set n=0x10 -o hex.csv
message "P: error: --set: invalid number '0x10' for 'n' (try --help)"
status_is "--set n=true" 2 ./P --set n=true -o t.csv
message "P: error: --set: invalid number 'true' for 'n' (try --help)"
[ ! -e hex.csv ] && [ ! -e t.csv ] && echo "ok   no result file" || fail "a result file was written"
finish
