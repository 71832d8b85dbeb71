// A massless node between two springs anchored at (-3, 0) and (3, 0), pulled
// down by F = 40: the lengths s1, s2 and directions e1 = d1/s1, e2 = d2/s2
// form one torn loop with the node's position.  The unknowns the loop keeps
// (s1 among them) start from their own equations at the positions' start
// values (s1 = sqrt(3.5^2 + 3^2)), not from 0, where e1x = (x + 3)/s1 is Inf.
// By hand: x = 0 by symmetry, 2*c*(s - s0)*4/s = F with s = sqrt(9 + y^2)
// holds at y = -4, s = 5 (2*10*2.5*0.8 = 40), e1 = (0.6, -0.8), f1 = 25.
// run --stop-time=1
// expect at 0 s1 5 1e-9
// expect final x 0 1e-9
// expect final y -4 1e-9
// expect final s2 5 1e-9
// expect final e1x 0.6 1e-9
// expect final e1y -0.8 1e-9
// expect final e2x -0.6 1e-9
// expect final f1 25 1e-8
model GuessTornLength
  parameter Real c = 10;
  parameter Real s0 = 2.5;
  parameter Real F = 40;
  Real x(start = 0.5);
  Real y(start = -3);
  Real s1;
  Real s2;
  Real e1x;
  Real e1y;
  Real e2x;
  Real e2y;
  Real f1;
  Real f2;
equation
  s1 = sqrt((x + 3)^2 + y^2);
  s2 = sqrt((x - 3)^2 + y^2);
  e1x = (x + 3) / s1;
  e1y = y / s1;
  e2x = (x - 3) / s2;
  e2y = y / s2;
  f1 = c * (s1 - s0);
  f2 = c * (s2 - s0);
  0 = f1 * e1x + f2 * e2x;
  0 = f1 * e1y + f2 * e2y + F;
end GuessTornLength;
