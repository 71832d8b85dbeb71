// A discrete Real of a connector connected to a continuous one (spec
// 4.4.2.2, 9.2): the connection equation defines the continuous side, as
// the discrete one has its when-clause.  From 1 on s.a.d = 4, so
// s.y = 2 s.b.d = 8 and s.b.f = -2; before, d keeps its start 1.
// run --stop-time=2
// expect at 0.5 s.y 2 1e-9
// expect final s.y 8 1e-9
// expect final s.b.f -2 1e-9
model connect_discrete_real
  connector C
    Real d;
    flow Real f;
  end C;
  model Src
    discrete C a(d(start = 1, fixed = true), f(start = 0, fixed = true));
    C b;
    Real y = 2 * b.d;
  equation
    when time >= 1 then
      a.d = 4;
      a.f = 2;
    end when;
  end Src;
  Src s;
equation
  connect(s.a, s.b);
end connect_discrete_real;
