// Types whose one element is 'extends Real' (or Integer, String), used
// through short classes, with modifications and as an array class:
// x' = -k c[2] x with k = 0.5, c[2] = 2: x(1) = exp(-1).
// run --stop-time=1
// expect final x 0.36787944 1e-5
// expect final k2 0.5 1e-12
// expect final c3 7 1e-12
model TypeExtendsBuiltin
  type TR "a Real type written long" extends Real; end TR;
  type TI extends Integer; end TI;
  type TS extends String; end TS;
  type Label = TS;
  type Gain = TR(min = 0, unit = "1/s");
  type Triple = TI[3](each min = 0);
  parameter Label l = "x";
  parameter Gain k = 0.5;
  parameter Triple c = {1, 2, 7};
  Real x(start = 1, fixed = true);
  Real k2 = k;
  Integer c3 = c[3];
equation
  der(x) = -k * c[2] * x;
end TypeExtendsBuiltin;
