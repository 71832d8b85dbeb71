// 'x x' with a type x in an enclosing class: the name of the type is looked
// up among the elements of the class and finds the component x itself, so
// the declaration is an error (spec 4.2); another name is fine.
// args: -m Lib.Test
package Lib
  type x = Real(unit = "m");
  model Test
    x x = 1.0;
    x y = 2.0;
  end Test;
end Lib;
