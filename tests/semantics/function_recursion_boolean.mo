// A function with a Boolean output that recurses past 10000 nested calls
// stops the run at the event that calls it, naming the function: the sample
// at t = 0 asks for 9991 nested calls, the one at t = 0.5 for 19981.
// It used to write b as 'nan' and exit 0.
// run --stop-time=1
// expect exit 1
// expect stderr at t=0.5, function 'positive' (
// expect stderr function_recursion_boolean.mo:9) went deeper than 10000 nested calls
function positive
  input Real x;
  input Integer n;
  output Boolean b;
algorithm
  b := if n <= 0 then x > 0 else positive(x, n - 1);
end positive;

model FunctionRecursionBoolean
  Real x(start = 1, fixed = true);
  Integer depth(start = 0);
  Boolean b(start = false);
equation
  der(x) = -x;
  when sample(0, 0.5) then
    depth = pre(depth) + 9990;
    b = positive(x, pre(depth) + 9990);
  end when;
end FunctionRecursionBoolean;
