# --list-vars and --help list the model's names, units, descriptions and
# enumeration literals: a quoted identifier or a description holding ESC
# reached the terminal raw there (as in the --events lines), though the
# executable's messages showed it as '?'.  Both now show each control
# character as '?', and --compare's heading does so for the file's name.
. "$TOP/tests/lib.sh"
esc=$(printf '\033')
printf "model L\n  type T = enumeration('u${esc}[1m', w);\n  parameter Real 'k${esc}]0;t' = 2 \"gain ${esc}[5m\";\n  parameter T c = T.w;\n  Real x(start = 1, fixed = true, unit = \"m${esc}[2J\");\nequation\n  der(x) = -'k${esc}]0;t' * x;\nend L;\n" > "l${esc}[3m.mo"
build "./l${esc}[3m.mo" -o ./L
# no_escape LABEL FILE: FILE holds no ESC byte
no_escape() {
  if grep -q "[$esc]" "$2"; then fail "$1: an ESC got through: $(cat -v "$2" | grep -F '^[')"
  else echo "ok   $1: no ESC byte"; fi
}
# has_line LABEL FILE LINE: FILE holds LINE (trailing blanks ignored)
has_line() {
  sed 's/ *$//' "$2" | grep -qxF "$3" && echo "ok   $1: $3" || fail "$1: no line '$3' in $(cat "$2")"
}
status_is "--list-vars" 0 ./L --list-vars
no_escape "--list-vars" status.out
has_line "--list-vars" status.out "'k?]0;t'                 parameter  Real     2                        -          gain ?[5m"
has_line "--list-vars" status.out "x                        state      Real     1                        m?[2J"
has_line "--list-vars" status.out "c                        parameter  T        2 (w)                    -"
has_line "--list-vars" status.out "c                        T('u?[1m', w)"
status_is "--help" 0 ./L --help
no_escape "--help" status.out
has_line "--help" status.out "  'k?]0;t' = 2  gain ?[5m"
has_line "--help" status.out "Simulate the model L (./l?[3m.mo) and write the results as CSV."
status_is "--compare" 0 ./L --compare --stop-time=1 -o c.csv
no_escape "--compare" status.out
grep -q "^Comparison of the IDA and Newmark backends on L (./l?\[3m.mo)" status.out \
  && echo "ok   --compare names the file as ./l?[3m.mo" || fail "--compare: $(head -1 status.out)"
# x' = -2 x: x(1) = exp(-2) on both backends
for solver in ida newmark; do
  close "$solver: x(1) = exp(-2)" "$(last_value x c-$solver.csv)" 0.13533528 1e-4
done
finish
