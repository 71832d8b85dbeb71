// An equation in a when-clause must assign a discrete variable; h is a state.
model WhenAssignsState
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    h = 0;
  end when;
end WhenAssignsState;
