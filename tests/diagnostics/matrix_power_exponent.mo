// The power of a matrix is a product of copies of it: the exponent must be
// known at compile time (spec 10.6.4); here it is a discrete variable.
model MatrixPowerExponent
  Integer k(start = 1);
  Real m[2, 2] = {{1, time}, {0, 1}} ^ k;
equation
  when time > 0.5 then
    k = 2;
  end when;
end MatrixPowerExponent;
