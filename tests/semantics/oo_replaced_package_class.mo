// A component whose class is named through a replaceable package
// (Medium.State s) has that class of the package the instance has: here
// the package redeclared in the extends clause, whose State is a
// 'redeclare model extends' of the base package's.  Looking up through a
// package also finds a class it only inherits (Gas.Decay, Gas extends Base).
// g: der(x) = -2 x, x(0) = 1: x(1) = exp(-2) = 0.135335.
// s: Fast.State: der(x) = -k x - c x / 3, k = 1 and c = 3 (the modification
// of s): x(1) = exp(-2) = 0.135335.
// run --stop-time=1
// expect final g.x 0.135335 1e-4
// expect final s.x 0.135335 1e-4
partial package Base
  constant Real k = 1;
  model Decay
    Real x(start = 1, fixed = true);
  equation
    der(x) = -2*x;
  end Decay;
  replaceable partial model State
    parameter Real c = 0;
    Real x(start = 1, fixed = true);
  end State;
end Base;

package Gas
  extends Base(k = 2);
end Gas;

package Fast
  extends Base;
  redeclare model extends State
  equation
    der(x) = -k*x - c*x/3;
  end State;
end Fast;

model Holder
  replaceable package Medium = Base;
  Medium.State s(c = 3);
end Holder;

model oo_replaced_package_class
  extends Holder(redeclare package Medium = Fast);
  Gas.Decay g;
end oo_replaced_package_class;
