// Scalar built-ins applied to arrays element by element: y = 2 sin({0.5, 1}),
// a = abs({-1, 2} * t).
// run --stop-time=1
// expect final y[1] 0.958851077208406 1e-12
// expect final y[2] 1.682941969615793 1e-12
// expect final a[1] 1 1e-9
model VectorisedCalls
  Real y[2] = 2 * sin({0.5, 1});
  Real a[2] = abs({-1, 2} * time);
end VectorisedCalls;
