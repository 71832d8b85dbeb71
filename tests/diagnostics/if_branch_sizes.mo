// The branches of an if-expression must have equal sizes.
model IfBranchSizes
  parameter Boolean b = true;
  Real x[2];
equation
  x = if b then {1, 2} else {1, 2, 3};
end IfBranchSizes;
