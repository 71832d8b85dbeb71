# Many components must not make the instantiation stage quadratic: each name
# of an instance's equations is looked up in a hash of its elements, each
# class in a hash of its scope.  8x the Ball instances (declared one by one,
# then connected in a chain of springs by a for-equation) must cost at most
# 16x the time (+ 1 s of noise) and 8x the memory.
. "$TOP/tests/lib.sh"
balls() {
  awk -v n="$1" 'BEGIN {
    print "model Ball\n  parameter Real e = 0.8;\n  Real h(start = 1, fixed = true);\n  Real v(start = 0, fixed = true);"
    print "equation\n  der(h) = v;\n  der(v) = -9.81;\n  when h < 0 then\n    reinit(v, -e*pre(v));\n  end when;\nend Ball;"
    print "model M"; for (i = 1; i <= n; i++) print "  Ball b" i "(h(start = " i "));"; print "end M;" }'
}
springs() {
  awk -v n="$1" 'BEGIN {
    print "connector F\n  Real s;\n  flow Real f;\nend F;"
    print "model Spring\n  F a, b;\n  parameter Real k = 1;\nequation\n  a.f = k*(a.s - b.s);\n  a.f + b.f = 0;\nend Spring;"
    print "model Mass\n  F a;\n  Real s(start = 1, fixed = true);\n  Real v(start = 0, fixed = true);\nequation\n  s = a.s;\n  der(s) = v;\n  der(v) = a.f;\nend Mass;"
    print "model Wall\n  F a;\nequation\n  a.s = 0;\nend Wall;"
    print "model M\n  parameter Integer n = " n ";\n  Spring s[n];\n  Mass m[n];\n  Wall w;\nequation"
    print "  connect(w.a, s[1].a);\n  for i in 1:n loop\n    connect(s[i].b, m[i].a);\n  end for;"
    print "  for i in 1:n - 1 loop\n    connect(m[i].a, s[i + 1].a);\n  end for;\nend M;" }'
}
for shape in balls:500 springs:250; do
  grows_linearly "${shape%:*}" "${shape#*:}"
done
finish
