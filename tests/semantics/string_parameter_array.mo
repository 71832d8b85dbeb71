// Arrays of String parameters and constants: an element names[k], k known
// at compile time, is a String wherever a String parameter is: in a
// message, compared (at compile time: n = 1), passed to a function's
// String input (y = pick("bb", 1) x + pick("a", 1) = 2 x + 1, x = e^-t),
// joined into a String variable, given by a modifier of a component's
// array (m.n = {"p", "q"}: m.v = 3, d.v = 4).  At t = 0.5: y = 2 e^-0.5
// + 1 = 2.2130613; the message at 0.7 is "name bb bb! 1 py".
// run --stop-time=1
// expect final n 1 0
// expect at 0.5 y 2.2130613 1e-5
// expect final m.v 3 0
// expect final d.v 4 0
// expect stderr name bb bb! 1 py
model string_parameter_array
  function pick
    input String s;
    input Real a;
    output Real y;
  algorithm
    y := if s == "bb" then 2 * a else a;
  end pick;
  model M
    parameter String n[2] = {"x", "y"};
    Real v = if n[2] == "q" then 3 else 4;
  end M;
  parameter String names[2] = {"a", "b" + "b"};
  parameter String one = names[2];
  constant String labels[:] = {one + "!", names[1]};
  M m(n = {"p", "q"});
  M d;
  Real x(start = 1, fixed = true);
  Integer n;
  Real y;
  discrete String s(start = "");
equation
  der(x) = -x;
  n = if names[1] == "a" and labels[1] == "bb!" then 1 else 2;
  y = pick(names[2], 1) * x + pick(labels[2], 1);
  when time > 0.5 then
    s = "name " + names[2] + " " + labels[1] + " " + String(n);
  end when;
  when time > 0.7 then
    terminate(s + " " + m.n[1] + d.n[1 + 1]);
  end when;
end string_parameter_array;
