// A when-equation that closes a loop with a continuous equation, solved at
// its event from values where the loop's Jacobian is nearly singular.  At
// the start y = 3.1411 gives u + sin(u) = -3.1411: u = -2.998028232772
// (1 + cos(u) = 0.0103).  At t = 0.5, y = 2 + u + sin(u) = 2 - y gives y = 1
// and u + sin(u) = -1: u = -0.510973429389.
// run --stop-time=1 --rtol=1e-9
// expect at 0.4 y 3.1411 1e-12
// expect at 0.4 u -2.998028232772 1e-8
// expect events @jump 1
// expect final y 1 1e-9
// expect final u -0.510973429389 1e-8
model WhenLoopFar
  Real u(start = -3);
  discrete Real y(start = 3.1411, fixed = true);
equation
  u + sin(u) = -y;
  when time >= 0.5 then // @jump
    y = 2 + u + sin(u);
  end when;
end WhenLoopFar;
