// An if-equation among initial equations whose condition reads an unknown
// (x) needs an else-branch, as in the model's equations.
model InitialIfWithoutElse
  Real x;
equation
  der(x) = -x;
initial equation
  if x > 1 then
    x = 2;
  end if;
end InitialIfWithoutElse;
