// A while-loop inside a when-statement is not supported yet.
model WhileInWhen
  Real x(start = 1, fixed = true);
  discrete Real y(start = 0, fixed = true);
equation
  der(x) = -x;
algorithm
  when x < 0.5 then
    y := 0;
    while y < 3 loop
      y := y + 1;
    end while;
  end when;
end WhileInWhen;
