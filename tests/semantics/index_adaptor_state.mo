// An inverse model through an adaptor function, as the FMU examples of the
// library build it: capacitor 1 (state x, fed by iDrive) hands its voltage
// p and derivative dp to capacitor 2, which must follow through
// v = follow({p, dp}, time), and draws the current i that capacitor 2 needs.
// follow returns p; annotation(derivative(noDerivative = u) = dfollow)
// gives der(v) = dp without der(p).  The call's value never reads dp, so
// dp is no unknown of that equation (else matching solves it for dp, and
// the system is singular at run time): v is constrained by p, index
// reduction differentiates the equation through dfollow and v is no state
// (its fixed start is a guess).  A partial derivative of the call is that
// of its body (1 with respect to p), not dfollow, which is only d/dt along
// the signal.  Both capacitors in parallel: (C1 + C2) der(x) = cos(t), so
// x = v = sin(t) / 4, i = C2 dp = 3 cos(t) / 4:
// v(1) = 0.210368, i(1) = 0.405227, i(0.5) = 0.658187.
// run --stop-time=1
// expect final x 0.210368 1e-5
// expect final v 0.210368 1e-5
// expect final i 0.405227 1e-5
// expect at 0.5 i 0.658187 1e-5
function follow
  input Real u[2] "the value and its derivative";
  input Real t "one input that varies, for the derivative";
  output Real s;
algorithm
  s := u[1];
  annotation(derivative(noDerivative = u) = dfollow);
end follow;

function dfollow
  input Real u[2];
  input Real t;
  input Real dt;
  output Real ds;
algorithm
  ds := u[2];
end dfollow;

model IndexAdaptorState
  parameter Real C1 = 1, C2 = 3;
  Real x(start = 0, fixed = true), p, dp;
  Real v(start = 0, fixed = true), i;
equation
  C1 * der(x) = cos(time) - i;
  p = x;
  dp = der(x);
  v = follow({p, dp}, time);
  i = C2 * der(v);
end IndexAdaptorState;
