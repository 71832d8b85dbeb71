model Ending "a run that the model ends with terminate(), and one whose assert fails"
  parameter Real limit = 10 "the assert fails when x reaches it";
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
  assert(x < limit, "x reached the limit");
  when time > 1.5 then
    terminate("the model is done");
  end when;
end Ending;
