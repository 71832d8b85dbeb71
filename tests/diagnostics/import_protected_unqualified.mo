// import P.* brings only the public elements of P: a protected constant of
// P stays unknown (spec 13.2.1).
// args: -m Lib.Test
package Lib
  package Consts
    constant Real open = 1;
  protected
    constant Real secret = 2;
  end Consts;
  model Test
    import Lib.Consts.*;
    Real y = open + secret;
  end Test;
end Lib;
