// Classes in a package, found through an import, a renaming import, an
// unqualified import and a full name; a type of the package gives the unit.
// Each Decay has x' = -a x, x(0) = 1: x(1) = exp(-a).
//   p (a = 1): 0.367879; q (a = 2): 0.135335; r (a = 0.5): 0.606531;
//   s (Lib.Sub.Growth, x' = a x, a = 1): e = 2.718282.
// s runs alone (four independent parts): IDA at rtol 1e-6 ends 1e-5 above e.
// run --stop-time=1
// expect final p.x 0.367879 1e-5
// expect final q.x 0.135335 1e-5
// expect final r.x 0.606531 1e-5
// expect final s.x 2.718282 3e-5
package Lib
  type Length = Real(unit = "m");
  model Decay
    parameter Real a = 1;
    Length x(start = 1, fixed = true);
  equation
    der(x) = -a*x;
  end Decay;
  package Sub
    model Growth
      parameter Real a = 1;
      Lib.Length x(start = 1, fixed = true);
    equation
      der(x) = a*x;
    end Growth;
  end Sub;
end Lib;

model oo_package_import
  import Lib.Decay;
  import D = Lib.Decay;
  import Lib.Sub.*;
  Decay p;
  D q(a = 2);
  Lib.Decay r(a = 0.5);
  Growth s;
end oo_package_import;
