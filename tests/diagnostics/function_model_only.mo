// time, der() and pre() belong to the model, not to a function.
function rate
  input Real u;
  output Real y;
algorithm
  y := der(u) + time + pre(u);
end rate;

model FunctionModelOnly
  Real x(start = 1, fixed = true);
equation
  der(x) = -rate(x);
end FunctionModelOnly;
