// A constant read through a replaceable package (Medium.c) is the constant
// of the package each instance has (spec 7.3): the default, a package
// given by a redeclaration, or one handed down by a redeclaration that names
// the enclosing class's own replaceable package.
//   Cooling: T' = -rate T, T(0) = 1, rate = Medium.conductivity
//   plain (default Air, 1):                 T(1) = exp(-1) = 0.367879
//   wet (Water, 2):                         T(1) = exp(-2) = 0.135335
//   oil (Oil = Water(conductivity = 3)):    T(1) = exp(-3) = 0.0497871
//   line.pipe (Line's Medium, given Water): T(1) = exp(-2) = 0.135335
// run --stop-time=1
// expect final plain.T 0.367879 1e-5
// expect final wet.T 0.135335 1e-5
// expect final oil.T 0.0497871 1e-5
// expect final line.pipe.T 0.135335 1e-5
// expect final line.k 2 0
package Media
  partial package Base
    constant Real conductivity = 0;
  end Base;
  package Air
    extends Base(conductivity = 1);
  end Air;
  package Water
    extends Base(conductivity = 2);
  end Water;
  package Oil = Water(conductivity = 3);
end Media;

model Cooling
  replaceable package Medium = Media.Air;
  parameter Real rate = Medium.conductivity;
  Real T(start = 1, fixed = true);
equation
  der(T) = -rate*T;
end Cooling;

model Line
  replaceable package Medium = Media.Air;
  Cooling pipe(redeclare package Medium = Medium);
  Integer k = integer(Medium.conductivity);
end Line;

model package_constants_replaceable
  Cooling plain;
  Cooling wet(redeclare package Medium = Media.Water);
  Cooling oil(redeclare package Medium = Media.Oil);
  Line line(redeclare package Medium = Media.Water);
end package_constants_replaceable;
