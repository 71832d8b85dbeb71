# Control characters in file names, library directories, string literals and
# --set arguments reach no terminal: hysc's location prefix and the
# executable's messages show each as '?', as the message text of hysc
# already did (an escape sequence could otherwise clear the screen, retitle
# the terminal or hide the message).
. "$TOP/tests/lib.sh"
esc=$(printf '\033')
# clean LABEL FILE WANT: FILE has no ESC or BEL byte and its first line is WANT
clean() {
  if grep -q "[$esc$(printf '\007')]" "$2"; then fail "$1: a control character got through: $(cat -v "$2")"
  elif [ "$(head -n 1 "$2")" = "$3" ]; then echo "ok   $1: $3"
  else fail "$1: $(head -n 1 "$2"), expected $3"; fi
}
printf 'model M\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -y;\nend M;\n' > "a${esc}[31mb.mo"
status_is "a model file name with an escape" 1 "$HYSC" "a${esc}[31mb.mo" -o ./M
clean "its location" status.err "a?[31mb.mo:4:13: error: undefined name 'y'"

mkdir "lib${esc}]0;title"
printf 'package Lib\n  model Bad\n    Real z = undefinedThing;\n  end Bad;\nend Lib;\n' > "lib${esc}]0;title/Lib.mo"
printf 'model U\n  Lib.Bad b;\nend U;\n' > u.mo
status_is "a library directory with an escape" 1 "$HYSC" -L "lib${esc}]0;title" u.mo -o ./U
clean "its location" status.err "lib?]0;title/Lib.mo:3:14: error: undefined name 'undefinedThing'"

status_is "-p with an escape" 2 "$HYSC" -p "${esc}[2J" u.mo -o ./U
clean "the option" status.err "hysc: error: -p wants NAME=NUMBER or NAME=true|false, not '?[2J'"

# string literals holding raw ESC and BEL bytes, in a file whose name has one:
# x = exp(-t) falls below 0.5 at t = ln 2 (the assertion), and terminate()
# fires first at t = 0.2 in the second model
printf 'model A\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n  assert(x > 0.5, "x fell \033[2J below");\nend A;\n' > "e${esc}[1m.mo"
build "./e${esc}[1m.mo" -o ./A
status_is "an assertion message with an escape" 1 ./A -o a.csv
t=$(sed -n 's/^A: error: at t=\([^,]*\),.*/\1/p' status.err)
clean "its message" status.err "A: error: at t=$t, assertion failed: x fell ?[2J below (./e?[1m.mo:5)"
close "the assertion's time, ln 2" "$t" 0.693147 1e-4
printf 'model B\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n  when time > 0.2 then\n    terminate("done \033]0;title\007");\n  end when;\nend B;\n' > b.mo
build ./b.mo -o ./B
status_is "a terminate message with an escape" 0 ./B -o b.csv
clean "its message" status.err "B: terminated at t=0.20000000000000001: done ?]0;title? (./b.mo:6)"
status_is "--set with an escape" 2 ./B --set "x${esc}[2J=1" -o s.csv
clean "the option" status.err "B: error: --set: the model has no variable 'x?[2J' (try --help)"
finish
