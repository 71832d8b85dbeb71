// A constant of a package is known at compile time: its value reads only
// constants (spec 4.4.4), not time, not a variable of a model reached
// through its class name (only constants are read that way, spec 5.3.2),
// and not itself through other constants.
package Plant
  model Tank
    Real level = 1;
  end Tank;
  constant Real start = time;
  constant Real depth = Tank.level;
  constant Real a = b/2;
  constant Real b = 2*a;
  constant Real ok = 2;
end Plant;

model PackageConstantNotConstant
  Real x(start = Plant.ok, fixed = true);
  Real y = Plant.Tank.level;
equation
  der(x) = -x;
end PackageConstantNotConstant;
