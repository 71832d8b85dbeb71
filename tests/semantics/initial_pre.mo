// Initial equations on pre() of discrete variables (spec 8.6).  y is an
// on-off switch y = pre(y) and x < 1 or x < -1 started with pre(y) = true:
// x rises to 1 (t = 1), falls to -1 (t = 3), rises again (t = 5); with
// pre(y) = false it would fall first (x(1.5) = -0.5).  pre(u) of a vector
// with an array equation; pre(v) = pre(u[1]) reads the value that equation
// fixed, v keeps it until its when-clause (t = 0.5); pre(n) of an Integer
// counted at each rise of y (t = 3, 7).
// run --stop-time=7.5
// expect at 0 y 1 0
// expect at 0.4 u[1] 1 0
// expect at 0.4 v 1 0
// expect at 0.6 v 0 0
// expect at 0 u[2] 0 0
// expect at 1.5 x 0.5 1e-6
// expect at 2.9 n 3 0
// expect at 3.5 n 4 0
// expect final n 5 0
// expect final x -0.5 1e-6
model InitialPre
  Real x(start = 0, fixed = true);
  Boolean y;
  Boolean u[2];
  Boolean v;
  Integer n;
  parameter Boolean y0 = true;
initial equation
  pre(y) = y0;
  pre(u) = fill(true, 2);
  pre(v) = pre(u[1]);
  3 = pre(n);
equation
  der(x) = if y then 1 else -1;
  y = pre(y) and x < 1 or x < -1;
  when x > 0.5 then
    u[1] = false;
    v = false;
  end when;
  u[2] = not pre(u[2]) and x > 10;
  when y then
    n = pre(n) + 1;
  end when;
end InitialPre;
