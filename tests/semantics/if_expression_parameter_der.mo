// An if-expression whose condition is a parameter known at compile time
// keeps its branch: der(y) in the branch not taken does not make y a
// state (y = slowCopy(x) has no derivative: its body is a loop, and it has
// no derivative annotation), so no index reduction is needed.  In the branch
// taken, der(w) of w = 3 x is -3 exp(-t).  x = exp(-t): x(1) = 0.367879,
// r(1) = 2 x(1) = 0.735759, s(1) = -3 x(1) = -1.103638.
// run --stop-time=1
// expect final x 0.367879 1e-5
// expect final r 0.735759 2e-5
// expect final s -1.103638 3e-5
model if_expression_parameter_der
  function slowCopy
    input Real x;
    output Real y = x;
  protected
    Integer n = 0;
  algorithm
    while n < 2 loop
      n := n + 1;
      y := y + 0 * n;
    end while;
  end slowCopy;
  parameter Boolean useRate = false;
  parameter Boolean useRate2 = true;
  Real x(start = 1, fixed = true);
  Real y, w, r, s;
equation
  der(x) = -x;
  y = slowCopy(x);
  w = 3 * x;
  r = if useRate then der(y) else 2 * x;
  s = if useRate2 then der(w) else 0;
end if_expression_parameter_der;
