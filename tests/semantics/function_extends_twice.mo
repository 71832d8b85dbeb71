// A function that reaches one base twice (extends Interface; extends Impl,
// Impl extending Interface too) has each inherited declaration once (spec
// 7.3: the same element twice is one): twice(x) = 2 x, so y = 2 t and at
// t = 1.5, y = 3.
// run --stop-time=1.5 --interval=0.25
// expect final y 3 1e-9
// expect at 1 y 2 1e-9
model FunctionExtendsTwice
  partial function Interface
    input Real x;
    output Real y;
  end Interface;
  function Impl
    extends Interface;
  algorithm
    y := 2 * x;
  end Impl;
  function twice
    extends Interface;
    extends Impl;
  end twice;
  Real y = twice(time);
end FunctionExtendsTwice;
