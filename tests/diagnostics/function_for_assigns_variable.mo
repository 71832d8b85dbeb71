// The variable of a for-loop in a function is read-only inside the loop
// (spec 11.2.2), and it is not visible after the loop.
function skipAhead
  input Integer n;
  output Integer s = 0;
algorithm
  for i in 1:n loop
    s := s + i;
    i := i + 1;
  end for;
  s := s + i;
end skipAhead;

model FunctionForAssignsVariable
  Integer k = skipAhead(4);
end FunctionForAssignsVariable;
