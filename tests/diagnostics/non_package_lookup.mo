// A.B where A is not a package (it has variables or equations) reaches only
// an encapsulated B (spec 5.3.2); a class with only classes and constants
// may be searched like a package.
model NonPackageLookup
  model Tank
    Real level = 1;
    model Valve
      Real flowRate = 2;
    end Valve;
    encapsulated model Pump
      Real speed = 3;
    end Pump;
  end Tank;
  class Catalog
    constant Real g = 9.81;
    model Pipe
      Real length = 4;
    end Pipe;
  end Catalog;
  Tank.Valve v;
  Tank.Pump p;
  Catalog.Pipe pipe;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end NonPackageLookup;
