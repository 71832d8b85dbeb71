// A pendulum of length L on a pivot at (c, 0), in Cartesian coordinates
// with momenta (m der(x) = px is no velocity equation der(x) = v, so the
// constraint takes general index reduction): (x - c)^2 + y^2 = L^2 makes
// der(x) or der(y) a dummy.  By
// structure alone der(x) would be (x has the larger start, c + 0), but its
// coefficient in the constraint's derivative, 2 (x - c), is 0 where the
// pendulum starts (at the bottom, moving sideways with px = 1): worked out
// at the start values, the choice is der(y), and x stays a state.
// Exact: energy E = px^2/2 + py^2/2 + g y = 1/2 - g; amplitude
// cos(th) = 1 - 1/(2 g), x - c = sin(th) = 0.3151809; period
// T = 4 sqrt(1/g) K(sin(th/2)) = 2.0190339 (K by the arithmetic-geometric
// mean), at T/4 the turning point, at T the bottom again with px = 1.
// The row read at T/4 is up to one output interval T/500 before it, where
// px is up to g sin(th) T/500 = 0.0125 and x - c short by 2.5e-5 of sin(th).
// IDA at its default rtol: near x - c = 0.227, where der(py) crosses 0,
// its order drops to 1 and its predicted der(x) (the slope of its last
// step) is off from px / m; squared in the constraint's second derivative,
// that offset keeps its Newton iteration failing at any step size, until
// it restarts from consistent values (the choice is regular there).
// run --stop-time=2.019033948977436
// expect at 0 x 3 1e-9
// expect at 0 y -1 1e-9
// expect at 0.504758487 x 3.3151809 1e-4
// expect at 0.504758487 px 0 0.013
// expect final x 3 2e-4
// expect final y -1 1e-6
// expect final px 1 1e-3
// expect final E -9.31 1e-4
model IndexStartSingularChoice
  parameter Real L = 1, c = 3, g = 9.81, m = 1;
  Real x(start = 3), y(start = -1), px(start = 1, fixed = true), py, F, E;
equation
  m * der(x) = px;
  m * der(y) = py;
  der(px) = -F * (x - c) / L;
  der(py) = -F * y / L - g;
  (x - c)^2 + y^2 = L^2;
  E = (px^2 + py^2) / 2 + g * y;
end IndexStartSingularChoice;
