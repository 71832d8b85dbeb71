// A subscript that changes during the run is not supported yet.
model SubscriptVariable
  Integer k(start = 1);
  Real x[2] = {1, 2};
  Real y;
equation
  when time > 1 then
    k = 2;
  end when;
  y = x[k];
end SubscriptVariable;
