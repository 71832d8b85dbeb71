// A function imported by a class, called in a modifier of that class,
// reached through a short class of it (model PM = Body(r = ...), as MSL's
// PointGravityWithPointMasses2 declares its bodies): the import is seen.
// p.shape.dir = twice(r) = {0, 2, 4}.
// run --stop-time=1
// expect final p.shape.dir[3] 4 1e-12
// expect final p.shape.dir[2] 2 1e-12
model ShortClassImport
  package Conv
    function twice
      input Real r;
      output Real y;
    algorithm
      y := 2 * r;
    end twice;
  end Conv;
  model Shape
    input Real dir[3] = {1, 0, 0};
  end Shape;
  model Body
    import ShortClassImport.Conv.twice;
    parameter Real r[3] = {1, 0, 0};
    Shape shape(dir = twice(r));
  end Body;
  model PM = Body(final r = {0, 1, 2});
  PM p;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
end ShortClassImport;
