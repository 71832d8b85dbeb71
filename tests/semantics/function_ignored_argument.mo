// A function whose value ignores one of its inputs, with
// derivative(noDerivative = u) = firstDer: first({f, fd}) is f, and its
// derivative returns fd, the derivative the caller passes along.  The
// equation iC = first({f, fd}, time) does not depend on fd: the structural
// analysis must not solve it for fd (its Jacobian column is zero), and the
// Jacobian of the call is that of its body (1 in f), not firstDer's value.
// The model is C der(vC) = f = sin(t) - vC, C = 0.5, vC(0) = 0:
// vC = 0.8 sin t - 0.4 cos t + 0.4 exp(-2t), vC(1) = 0.511190,
// iC(1) = sin(1) - vC(1) = 0.330281, fd(1) = -(2 iC(1) - cos(1)) = -0.120260.
// run --stop-time=1
// expect final vC 0.511190 2e-5
// expect final iC 0.330281 2e-5
// expect final fd -0.120260 5e-5
model function_ignored_argument
  function first
    input Real u[2];
    input Real dummy;
    output Real s;
  algorithm
    s := u[1];
    annotation(derivative(noDerivative = u) = firstDer);
  end first;
  function firstDer
    input Real u[2];
    input Real dummy;
    input Real dummy_der;
    output Real s;
  algorithm
    s := u[2];
  end firstDer;
  parameter Real C = 0.5;
  Real vC(start = 0, fixed = true);
  Real iC, f, fd, y, z;
equation
  iC = C * der(vC);
  iC = first({f, fd}, time);
  f = -y;
  fd = -der(y);
  y = z;
  z = vC - sin(time);
end function_ignored_argument;
