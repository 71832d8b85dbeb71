// A constant that two unqualified imports both provide is ambiguous
// (spec 13.2.1), as a class is.
// args: -m Lib.Test
package Lib
  package A
    constant Real g = 9.81;
  end A;
  package B
    constant Real g = 1.62;
  end B;
  model Test
    import Lib.A.*;
    import Lib.B.*;
    Real y = g;
  end Test;
end Lib;
