// An if-equation whose condition reads only parameters fixed at compile time
// (kind sizes k, so it is structural) keeps the branch taken; the other,
// never taken, reads k[1] and k[2] of a k sized 0 here, and is not formed.
// x1' = -x1, x2' = -2 x2 from 1 and 3: x1(1) = exp(-1), x2(1) = 3 exp(-2).
// run --stop-time=1
// expect final x[1] 0.36787944117 1e-5
// expect final x[2] 0.40600584970 1e-5
model IfStructuralBranch
  parameter Integer kind = 1;
  parameter Integer n = if kind == 1 then 0 else 2;
  parameter Real k[n] = fill(2, n);
  Real x[2];
initial equation
  if kind == 1 then
    x = {1, 3};
  else
    x = k;
  end if;
equation
  if kind == 1 then
    der(x[1]) = -x[1];
    der(x[2]) = -2*x[2];
  else
    for i in 1:2 loop
      der(x[i]) = -k[i]*x[i];
    end for;
  end if;
end IfStructuralBranch;
