// extends f(x = 10) in a function: the inherited input gets the value as
// its default (spec 7.2, 12.4.1); a modification further out wins over one
// further in.  i = Twice() = 2*10 = 20; j = Twice(x = 4) = 8;
// k = Again() = 2*7 = 14 (Again extends Twice(x = 7)).
// run --stop-time=1
// expect final i 20 1e-12
// expect final j 8 1e-12
// expect final k 14 1e-12
package Lib
  function Shape
    input Integer x;
    output Integer y;
  end Shape;
  function Twice
    extends Shape(x = 10);
  algorithm
    y := 2*x;
  end Twice;
  function Again
    extends Twice(x = 7);
  end Again;
end Lib;

model function_extends_modified
  Integer i = Lib.Twice();
  Integer j = Lib.Twice(x = 4);
  Integer k = Lib.Again();
end function_extends_modified;
