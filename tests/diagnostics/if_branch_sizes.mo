// The branches of an if-expression must have equal sizes unless its
// condition is known at compile time (then only the branch that holds is
// the value): a condition that changes during the run cannot choose a size.
model IfBranchSizes
  Boolean b = time > 0.5;
  Real x[2];
equation
  x = if b then {1, 2} else {1, 2, 3};
end IfBranchSizes;
