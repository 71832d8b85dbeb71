// A for-equation over an array of records whose range is not known at
// compile time.
record Pos
  Real x;
  Real y;
end Pos;

model oo_record_loop_range
  Integer m = 2;
  Pos ps[2];
equation
  for i in 1:m loop
    ps[i] = Pos(time, i);
  end for;
end oo_record_loop_range;
