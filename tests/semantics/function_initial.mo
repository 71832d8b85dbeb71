// Functions in initial equations and start values: x starts where
// root(x) = 2, i.e. x(0) = 4 through the initial equation, and decays
// with der(x) = -x: x(1) = 4 exp(-1) = 1.4715178; v starts at square(3) = 9
// and stays (der(v) = 0).
// run --stop-time=1
// expect at 0 x 4 1e-6
// expect final x 1.4715178 1e-5
// expect final v 9 1e-9
function root
  input Real u;
  output Real r;
algorithm
  r := sqrt(u);
end root;

function square
  input Real u;
  output Real y;
algorithm
  y := u * u;
end square;

model FunctionInitial
  Real x(start = 1);
  Real v(start = square(3), fixed = true);
initial equation
  root(x) = 2;
equation
  der(x) = -x;
  der(v) = 0;
end FunctionInitial;
