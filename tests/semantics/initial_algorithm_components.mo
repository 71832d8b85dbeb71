// Initial algorithms and fixed = false parameters in components, with array
// variables: each instance runs its own.  count = integer((0 - startTime) /
// period) = -1 for both, so T_start = startTime - period; the when-clause
// then fires at startTime + k*period: s1 at 0.3, 0.7 (count 1, T_start 0.7),
// s2 at 0.1, 0.35, 0.6, 0.85 (count 3).  g*g = 4 from g = 1 gives g = 2, and
// a[i](0) = k[i]*g: a[3](1) = 6 exp(-1).
// run --stop-time=1
// expect at 0 s1.T_start -0.1 1e-12
// expect at 0 s2.T_start -0.15 1e-12
// expect at 0 s1.count -1 0
// expect final s1.count 1 0
// expect final s1.T_start 0.7 1e-6
// expect final s2.count 3 0
// expect final s2.T_start 0.85 1e-6
// expect final s2.g 2 1e-6
// expect final s2.a[3] 2.2072766 1e-3
model InitialAlgorithmComponents
  model Src
    parameter Real period = 0.4;
    parameter Real startTime = 0.1;
    parameter Real k[3] = {1, 2, 3};
    parameter Real g(fixed = false, start = 1);
    discrete Real T_start;
    Integer count;
    Real a[3];
  initial equation
    g*g = 4;
  initial algorithm
    count := integer((time - startTime)/period);
    T_start := startTime + count*period;
    for i in 1:3 loop
      a[i] := k[i]*g;
    end for;
  equation
    der(a) = -a;
    when time >= (pre(count) + 1)*period + startTime then
      count = pre(count) + 1;
      T_start = time;
    end when;
  end Src;
  Src s1(startTime = 0.3);
  Src s2(period = 0.25);
end InitialAlgorithmComponents;
