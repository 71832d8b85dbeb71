// A row flat at the start values: a mass whose force (zero) is resolved in
// a frame turned by phi, the frame's cosine and sine c, s computed in a loop
// that no equation solves explicitly (the initial Newton solves them with
// the rest) and without start values.
// At c = s = a = 0 the force rows change with no unknown, so the Newton of
// the whole initial problem stops at a singular Jacobian; solved block by
// block (c, s from phi first) the rows are regular.  By hand: the loop
// gives c = cos(phi), s = sin(phi) exactly, [c s; -s c] a = [0; -g] gives
// a = (g sin(phi), -g cos(phi)), phi = 0.3 + t/2, so
// v1 = 2 g (cos 0.3 - cos phi), v2 = -2 g (sin phi - sin 0.3),
// x1 = 1 + 2 g (t cos 0.3 - 2 (sin phi - sin 0.3)),
// x2 = 2 - 2 g (2 (cos 0.3 - cos phi) - t sin 0.3); at t = 1 (phi = 0.8):
// run --stop-time=1 --rtol=1e-8 --atol=1e-10
// expect at 0 c 0.955336489126 1e-9
// expect at 0 s 0.295520206661 1e-9
// expect at 0 a[1] 2.899053227348 1e-8
// expect at 0 a[2] -9.371850958322 1e-8
// expect final a[1] 7.037263251724 1e-6
// expect final v[1] 5.074316279253 1e-5
// expect final v[2] -8.276420048753 1e-5
// expect final x[1] 3.190861819138 1e-5
// expect final x[2] -2.350526103811 1e-5
model InitialFlatStart
  parameter Real m = 2, g = 9.81;
  Real phi(start = 0.3, fixed = true);
  Real c, s;
  Real x[2](start = {1, 2}, each fixed = true);
  Real v[2](start = {0, 0}, each fixed = true);
  Real a[2];
  Real f[2];
equation
  der(phi) = 0.5;
  c + 0.1*sin(c) = cos(phi) + 0.1*sin(cos(phi)) + 0.001*sin(s - sin(phi));
  s + 0.1*sin(s) = sin(phi) + 0.1*sin(sin(phi)) + 0.001*sin(c - cos(phi));
  der(x) = v;
  der(v) = a;
  f[1] = m*(c*a[1] + s*a[2]);
  f[2] = m*(-s*a[1] + c*a[2] + g);
  f = {0, 0};
end InitialFlatStart;
