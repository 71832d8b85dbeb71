// break inside a when-statement must be inside a loop there.
model WhenBreakOutsideLoop
  Real x(start = 1, fixed = true);
  discrete Real y(start = 0, fixed = true);
equation
  der(x) = -x;
algorithm
  when x < 0.5 then
    y := 1;
    break;
  end when;
end WhenBreakOutsideLoop;
