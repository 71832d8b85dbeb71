// A subscript of a call's result that changes during the run is checked
// when it changes: k = 1 until the event at t = 0.5, then 2, so
// vec(x)[k + 1] reads element 2 (2 x[2]) and then
// element 3 of a result of size 2: the run stops at t = 0.5 with the
// model's line, never reading past the end.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed
// expect stderr subscript k + 1 of 'vec(...)' out of range: dimension 1 has size 2
// expect stderr function_result_subscript_assert.mo:23)
function vec
  input Real x[:];
  output Real y[size(x, 1)];
algorithm
  y := 2 * x;
end vec;

model FunctionResultSubscriptAssert
  Real x[2] = {1, 2} * time;
  Integer k(start = 1);
  Real r;
equation
  r = vec(x)[k + 1];
  when time > 0.5 then
    k = 2;
  end when;
end FunctionResultSubscriptAssert;
