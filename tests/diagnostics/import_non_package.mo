// An import takes the elements of a package: importing from a model, all of
// it or one element, or renaming a class of a model, is an error.
// args: -m Lib.Test
package Lib
  model Holder
    constant Real k = 2;
    model Inner
      Real x = 1;
    end Inner;
  end Holder;
  package Consts
    constant Real k = 3;
  end Consts;
  model Test
    import Lib.Holder.*;
    import Lib.Holder.k;
    import I = Lib.Holder.Inner;
    import Lib.Consts.*;
    Real y = 1;
  end Test;
end Lib;
