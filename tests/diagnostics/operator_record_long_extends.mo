// Only a short class definition may extend an operator record (spec 4.6):
// Unit = Cplx(re = 1) is one, Shifted extends it in a long one.
operator record Cplx
  Real re;
  Real im;
end Cplx;

operator record Unit = Cplx(re = 1);

operator record Shifted
  extends Cplx(re = 2);
end Shifted;

model operator_record_long_extends
  Unit u(im = 0);
  Shifted s(im = 1);
end operator_record_long_extends;
