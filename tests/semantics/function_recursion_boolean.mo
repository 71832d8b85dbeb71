// A function with a Boolean output that recurses past 10000 nested calls
// stops the run at the event that calls it (t = 0, the first sample),
// naming the function; it used to write b as 'nan' and exit 0.
// run --stop-time=1
// expect exit 1
// expect stderr at t=0, function 'positive' (
// expect stderr function_recursion_boolean.mo:8) went deeper than 10000 nested calls
function positive
  input Real x;
  input Integer n;
  output Boolean b;
algorithm
  b := if n <= 0 then x > 0 else positive(x, n - 1);
end positive;

model FunctionRecursionBoolean
  Real x(start = 1, fixed = true);
  Boolean b(start = false);
equation
  der(x) = -x;
  when sample(0, 0.5) then
    b = positive(x, 10000);
  end when;
end FunctionRecursionBoolean;
