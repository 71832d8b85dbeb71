// A range subscript before a field (p[1:3].x, p[4:-1:3].v): the array of
// that field of each element in the range, in its order.
// run --stop-time=1
// expect final p[1].x 0 1e-9
// expect final p[2].x 3 1e-9
// expect final p[3].x 6 1e-9
// expect final p[4].x 6 1e-9
model range_subscript_path
  model Point
    Real x;
    input Real v;
  equation
    der(x) = v;
  end Point;
  parameter Integer n = 3;
  Point p[4];
initial equation
  p[1:n].x = {1, 2, 3};
  p[4].x = 4;
equation
  p[1:2].v = {-1, 1};
  p[4:-1:n].v = {2, 3};
end range_subscript_path;
