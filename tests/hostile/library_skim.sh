# The scan that finds the classes of a package inside a library file
# (library_skim.c) without parsing it: 'end Name;' in strings and comments,
# x[end], quoted names, replaceable and protected classes (parsed with the
# package) are followed, and only the classes used are parsed apart; what it
# cannot follow - an 'end' that closes another class, a comment never
# closed, classes nested 70 deep - has the file parsed whole, as before:
# the parser's located error, or the model compiled.  Never a crash or a
# hang (timeout 60).
. "$TOP/tests/lib.sh"
unset MODELICAPATH
USED='  model Used
    Real x(start = 1, fixed = true);
  equation
    der(x) = -x;
  end Used;'
printf 'model M\n  Lib.Used u;\nend M;\n' > M.mo
# apart DIR: the number of classes parsed apart that hysc -v printed in DIR.err
apart() { sed -n 's/^hysc: libraries: .* files parsed, \([0-9]*\) classes parsed apart.*/\1/p' "$1.err"; }

mkdir -p a
cat > a/Lib.mo <<LIBRARY
package Lib "a package whose classes the scan must tell apart"
  constant Real k = 1 "end Lib;";
  // end Lib;
  /* end Used; model Fake */
  function last
    input Real u[:];
    output Real y;
  algorithm
    y := u[end] "end last;";
  end last;
  model 'odd name'
    Real x = 1;
  end 'odd name';
  replaceable model R
    Real r = 2;
  end R;
$USED
  model Broken
    Real x(;
  end Broken;
protected
  model Hidden
    Real h = 3;
  end Hidden;
end Lib;
LIBRARY
printf 'model A\n  Lib.Used u;\n  Lib.R r;\n  Real y = Lib.last({1, 2, 5});\nend A;\n' > A.mo
timeout 60 "$HYSC" -v -L a -o ./a.exe A.mo 2> a.err || fail "hysc -L a A.mo exited $?: $(cat a.err)"
holds "classes parsed apart: last and Used ($(apart a))" "$(apart a) == 2"
for solver in ida newmark; do
  ./a.exe --solver=$solver --stop-time=1 -o a.csv || fail "a.exe --solver=$solver exited $?"
  close "$solver: u.x(1) = exp(-1)" "$(last_value u.x a.csv)" 0.3678794 1e-5
  close "$solver: r.r of the replaceable class" "$(last_value r.r a.csv)" 2 0
  close "$solver: y = last({1, 2, 5})" "$(last_value y a.csv)" 5 0
done

mkdir -p b
printf 'package Lib\n  model A\n    Real a = 1;\n  end B;\n%s\nend Lib;\n' "$USED" > b/Lib.mo
status_is "an end that closes another class" 1 timeout 60 "$HYSC" -L b -o ./b.exe M.mo
grep -q "^b/Lib.mo:4:7: error: 'end B' does not match 'A'" status.err && echo "ok   the parser's message" ||
  fail "message: $(head -n 1 status.err)"

mkdir -p c
printf 'package Lib\n  model A\n    /* never closed\n  end A;\n%s\nend Lib;\n' "$USED" > c/Lib.mo
status_is "a comment never closed" 1 timeout 60 "$HYSC" -L c -o ./c.exe M.mo
grep -q "^c/Lib.mo:3:5: error: unterminated comment" status.err && echo "ok   the lexer's message" ||
  fail "message: $(head -n 1 status.err)"

mkdir -p d
awk -v used="$USED" 'BEGIN { print "package Lib"; for (i = 1; i <= 70; i++) printf "package P%d\n", i
  print "constant Real k = 2;"; for (i = 70; i >= 1; i--) printf "end P%d;\n", i; print used; print "end Lib;" }' > d/Lib.mo
awk 'BEGIN { printf "model D\n  Real y = Lib"; for (i = 1; i <= 70; i++) printf ".P%d", i; printf ".k;\nend D;\n" }' > D.mo
timeout 60 "$HYSC" -v -L d -o ./d.exe D.mo 2> d.err || fail "hysc -L d D.mo exited $?: $(cat d.err)"
holds "70 levels: the file parsed whole ($(apart d) classes apart)" "$(apart d) == 0"
./d.exe --stop-time=1 -o d.csv || fail "d.exe exited $?"
close "y = Lib.P1...P70.k" "$(last_value y d.csv)" 2 0
finish
