// A guarded quotient over a variable defined through a function of
// parameters: x = 2*p(1)*f*(t - t0) with p(1) = 2*asin(1) = pi, and
// y = if noEvent(t - t0 < eps) then 1 else sin(x)/x.  x is computed from its
// equation, not left to the solver, whose first step from t = 0 would guess
// x = 0 past the guard (sin(0)/0 is NaN and no step size helps).
// With f = 0.3, t0 = 0: x(1) = 0.6*pi = 1.8849556, y(1) = sin(x)/x =
// 0.5045511 (by hand: sin(0.6 pi) = 0.9510565); at t = 0.5, x = 0.3 pi,
// y = 0.8090170/0.9424778 = 0.8583937.
// expect final x 1.8849556 1e-6
// expect final y 0.5045511 1e-6
// expect at 0.5 y 0.8583937 1e-6
model GuardConstantCall
  function halfTurn "2*asin(a): pi for a = 1"
    input Real a;
    output Real p;
  algorithm
    p := 2 * asin(a);
  end halfTurn;
  parameter Real f = 0.3;
  parameter Real t0 = 0;
  Real x = 2 * halfTurn(1) * f * (time - t0);
  Real y;
equation
  y = if noEvent(time - t0 < 1e-15) then 1 else sin(x) / x;
end GuardConstantCall;
