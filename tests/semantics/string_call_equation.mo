// A call of a pure function without outputs stands as an equation (spec
// 8.3.7), here in an if-equation of parameters, as a library checks its
// parameters with Streams.error: the call runs as an algorithm of that one
// statement would, and its String input, built of the parameters' values,
// is the message of the assert inside.  yStart = 3 is above yMax = 2.5: it
// stops the run at initialization.
// expect exit 1
// expect stderr at t=0, assertion failed: start value (=3) is outside [-2.5, 2.5] (assert of function 'error' at line 14) (
// expect stderr string_call_equation.mo:22)
model string_call_equation
  function error
    input String text;
  algorithm
    assert(false, text);
  end error;
  parameter Real yStart = 3;
  parameter Real yMax = 2.5;
  Real x(start = yStart, fixed = true);
equation
  der(x) = -x;
  if yStart < -yMax or yStart > yMax then
    error("start value (=" + String(yStart) + ") is outside [" + String(-yMax) + ", " + String(yMax) + "]");
  end if;
end string_call_equation;
