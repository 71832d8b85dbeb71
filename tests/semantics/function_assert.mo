// An assert inside a function reports the model line of the call (22) and
// its own line in the function (13).  x = 1 - t passes -0.5 at t = 1.5: the run
// stops there with exit 1 (t = 1.5 is an output time).
// run --stop-time=2
// expect exit 1
// expect stderr (assert of function 'shiftedRoot' at line 13) (
// expect stderr function_assert.mo:22)
// expect stderr at t=1.5, assertion failed: shiftedRoot needs u >= -0.5
function shiftedRoot
  input Real u;
  output Real y;
algorithm
  assert(u >= -0.5, "shiftedRoot needs u >= -0.5");
  y := sqrt(max(u + 0.5, 0));
end shiftedRoot;

model FunctionAssert
  Real x(start = 1, fixed = true);
  Real r;
equation
  der(x) = -1;
  r = shiftedRoot(x);
end FunctionAssert;
