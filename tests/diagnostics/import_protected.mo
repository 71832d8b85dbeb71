// Only the public elements of a package can be imported: a qualified or
// renaming import of a protected constant or class is an error, and an
// unqualified import does not bring the protected ones.
// args: -m Lib.Test
package Lib
  package Consts
    constant Real open = 1;
  protected
    constant Real secret = 2;
    model Hidden
      Real x = 1;
    end Hidden;
  end Consts;
  model Test
    import Lib.Consts.secret;
    import H = Lib.Consts.Hidden;
    Real y = secret;
  end Test;
end Lib;
