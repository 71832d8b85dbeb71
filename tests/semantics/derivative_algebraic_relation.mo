// der() of algebraic variables in relations, written from the equations
// that determine them (src/symbolic/rates.c): with x = t, y = 2 sin(x) falls from
// t = pi/2 = 1.5707963 (der(y) = 2 cos(x) der(x)); z = y - x falls from
// t = pi/3 = 1.0471976 (der(z) = 2 cos(x) - 1); w with w^3 + w = sin(x), an
// equation not solved for w, falls from t = pi/2 as well (der(w) =
// cos(x) / (3 w^2 + 1)), read through a discrete equation.  Each relation
// switches once before t = 3 (the next switch is at 3 pi/2 or 5 pi/3), so
// each when fires once, at those times.  The solver's own derivative of an
// algebraic variable switched three times on IDA and never on Newmark.
// run --stop-time=3
// expect events @dy 1
// expect event @dy 1 1.5707963 1e-6
// expect events @dz 1
// expect event @dz 1 1.0471976 1e-6
// expect events @dw 1
// expect event @dw 1 1.5707963 1e-6
// expect final ny 1 0
// expect final nz 1 0
// expect final nw 1 0
model DerivativeAlgebraicRelation
  Real x(start = 0, fixed = true);
  Real y, z, w;
  Boolean falling;
  Integer ny(start = 0, fixed = true), nz(start = 0, fixed = true), nw(start = 0, fixed = true);
equation
  der(x) = 1;
  y = 2*sin(x);
  z = y - x;
  w^3 + w = sin(x);
  falling = der(w) < 0;
  when der(y) < 0 then  // @dy
    ny = pre(ny) + 1;
  end when;
  when der(z) < 0 then  // @dz
    nz = pre(nz) + 1;
  end when;
  when falling then  // @dw
    nw = pre(nw) + 1;
  end when;
end DerivativeAlgebraicRelation;
