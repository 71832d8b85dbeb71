// Arrays of String parameters: a value that does not fit the declared size,
// an element whose subscript is not known at compile time or is out of
// range, the whole array where a String is wanted.
model string_parameter_array
  parameter String names[2] = {"a", "b"};
  parameter String wrong[3] = {"a", "b"};
  parameter Integer k = 2;
  Real x(start = 1, fixed = true);
  Real y[2];
equation
  der(x) = -x;
  for i in 1:2 loop
    y[i] = if names[i] == "a" then 1 else 2;
  end for;
  when time > 0.5 then
    terminate(names[3]);
  end when;
  assert(x > 0, names[k]);
  assert(x > 0, names);
end string_parameter_array;
