// A pendulum written as MultiBody writes bodies: the orientation R holds
// the rotation matrix T and its rate w, and resolve1/resolve2 have
// derivative(noDerivative = R) = df, whose df reads R.w for the rate of
// R.T.  That df is a time derivative only: the analytic Jacobian of
// 'f = m resolve2(R, a - g0)' with respect to a is T, not T - (the rate
// term), and with respect to what R depends on it comes from the closed
// form; check.sh compares it with differences.  Mass m on a massless rod
// of length L, released horizontal at rest (phi = 0): a 90-degree swing,
// period 4 sqrt(L/g) K(1/sqrt(2)) = 1.674317 s for L = 0.5, g = 9.81.
// At a quarter period (0.418579 s) it hangs down, phi = -pi/2, with
// w = -sqrt(2 g / L) = -6.264184 and the rod pulling f[1] = -3 m g =
// -29.43 (towards the pivot); at half the period (the stop time) it is
// horizontal again at rest, phi = -pi, w = 0, f[1] = 0.  The energy
// 0.5 m v.v + m g r[2] stays 0.
// run --stop-time=0.8371585489545594 --interval=0.4185792744772797
// expect at 0.42 phi -1.5707963 1e-4
// expect at 0.42 w -6.264184 1e-3
// expect at 0.42 f[1] -29.43 1e-2
// expect final phi -3.1415927 1e-4
// expect final w 0 2e-3
// expect final f[1] 0 1e-2
// expect final energy 0 1e-4
model JacobianNoDerivativeRate
  record Orientation
    Real T[2, 2] "frame 1 into frame 2";
    Real w "rate of rotation";
  end Orientation;
  function planar
    input Real phi;
    input Real w;
    output Orientation R;
  algorithm
    R := Orientation(T = [cos(phi), sin(phi); -sin(phi), cos(phi)], w = w);
  end planar;
  function resolve2 "v1 of frame 1 resolved in frame 2"
    input Orientation R;
    input Real v1[2];
    output Real v2[2];
  algorithm
    v2 := R.T * v1;
    annotation(derivative(noDerivative = R) = resolve2_der);
  end resolve2;
  function resolve2_der
    input Orientation R;
    input Real v1[2];
    input Real v1_der[2];
    output Real v2_der[2];
  protected
    Real v2[2] = resolve2(R, v1);
  algorithm
    v2_der := resolve2(R, v1_der) + R.w * {v2[2], -v2[1]};
  end resolve2_der;
  function resolve1 "v2 of frame 2 resolved in frame 1"
    input Orientation R;
    input Real v2[2];
    output Real v1[2];
  algorithm
    v1 := transpose(R.T) * v2;
    annotation(derivative(noDerivative = R) = resolve1_der);
  end resolve1;
  function resolve1_der
    input Orientation R;
    input Real v2[2];
    input Real v2_der[2];
    output Real v1_der[2];
  protected
    Real v1[2] = resolve1(R, v2);
  algorithm
    v1_der := resolve1(R, v2_der) + R.w * {-v1[2], v1[1]};
  end resolve1_der;
  parameter Real m = 1;
  parameter Real L = 0.5;
  parameter Real g = 9.81;
  Real phi(start = 0, fixed = true);
  Real w(start = 0, fixed = true);
  Real alpha;
  Orientation R;
  Real r[2] "the mass, in the world frame";
  Real v[2];
  Real a[2];
  Real f[2] "the rod's force on the mass, in the rod's frame";
  Real energy = 0.5 * m * (v * v) + m * g * r[2];
equation
  der(phi) = w;
  der(w) = alpha;
  R = planar(phi, w);
  r = resolve1(R, {L, 0});
  v = der(r);
  a = der(v);
  f = m * resolve2(R, a - {0, -g});
  f[2] = 0 "a rod pulls along itself: no torque about the pivot";
end JacobianNoDerivativeRate;
