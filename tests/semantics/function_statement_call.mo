// A function without outputs called as a statement inside another function:
// its assert runs for the model's call.  check(u) asserts u < 0.5 (level
// warning): x = t passes 0.5, so a warning names the call (line 28) and the
// assert (line 13), and the run goes on to t = 1 with y = 2 x = 2.
// run --stop-time=1
// expect final y 2 1e-6
// expect stderr warning: at t=0.5
// expect stderr (assert of function 'check' at line 13)
// expect stderr function_statement_call.mo:28)
function check
  input Real u;
algorithm
  assert(u < 0.5, "u has passed 0.5", AssertionLevel.warning);
end check;

function twice
  input Real u;
  output Real y;
algorithm
  check(u);
  y := 2 * u;
end twice;

model FunctionStatementCall
  Real x(start = 0, fixed = true), y;
equation
  der(x) = 1;
  y = twice(x);
end FunctionStatementCall;
