// A subscript that changes during the run is taken in the expressions of
// equations and algorithms (y := x[k]) and on the side an assignment of an
// algorithm defines (u[k] := y), not on the side an equation defines.
model SubscriptVariable
  Integer k(start = 1);
  Real x[2] = {1, 2};
  Real y;
  Real z[2];
  Real u[2];
equation
  when time > 1 then
    k = 2;
  end when;
  z[k] = 1;
  z[3 - k] = 2;
algorithm
  y := x[k];
  u[k] := y;
  u[3 - k] := 0;
end SubscriptVariable;
