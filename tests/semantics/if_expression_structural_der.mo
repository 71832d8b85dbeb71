// An if-expression whose condition is a parameter that selects a
// conditional component (so it is fixed at compile time) is the branch it
// takes, before states are found: der(y) of the branch not taken makes no
// state of y, which would have to be differentiated through twice(), a
// function with a loop and no derivative (as an adaptor block's optional
// derivative output does in the library).  use_rate = false: rate = 0,
// x = exp(-t), y = 2 exp(-t): y(1) = 0.735759.
// run --stop-time=1
// expect final x 0.367879 1e-5
// expect final y 0.735759 1e-5
// expect final rate 0 1e-12
function twice
  input Real u;
  output Real y = 0;
protected
  Integer k = 0;
algorithm
  while k < 2 loop
    y := y + u;
    k := k + 1;
  end while;
end twice;

model IfExpressionStructuralDer
  parameter Boolean use_rate = false;
  Real shown = rate if use_rate "present only with the rate";
  Real x(start = 1, fixed = true), y, rate;
equation
  der(x) = -x;
  y = twice(x);
  rate = if use_rate then der(y) else 0;
end IfExpressionStructuralDer;
