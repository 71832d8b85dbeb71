// Short class definitions with a base prefix (spec 4.5.1): connectors of
// one signal, input or output, scalar or an array of three.  Their
// components are inputs and outputs for the balance of each block (spec
// 4.7) and for the direction rules of connect() (spec 9.3), and they are
// connected as connectors of one variable (an array one element by element).
//   src.y = t, gain.y = 2 t, integ.y' = gain.y, integ.y(0) = 0:
//     integ.y(1) = 1, integ.y(2) = 4
//   vec.y = {1, 2, 3 t}, sum.y = 3 + 3 t:  sum.y(2) = 9
//   x' = sum.y, x(0) = 0:                 x(2) = 6 + 6 = 12
// run --stop-time=2
// expect final integ.y 4 1e-6
// expect at 1 integ.y 1 1e-6
// expect final gain.u 2 1e-9
// expect final sum.y 9 1e-9
// expect final sum.u[3] 6 1e-9
// expect final x 12 1e-6
connector RealInput = input Real "a signal read";
connector RealOutput = output Real "a signal written";
connector RealVectorInput = input Real[3];
connector RealVectorOutput = output Real[3];

block Source
  RealOutput y;
equation
  y = time;
end Source;

block Gain
  parameter Real k = 2;
  RealInput u;
  RealOutput y;
equation
  y = k*u;
end Gain;

block Integrator
  RealInput u;
  RealOutput y(start = 0, fixed = true);
equation
  der(y) = u;
end Integrator;

block Vector
  RealVectorOutput y;
equation
  y = {1, 2, 3*time};
end Vector;

block Sum
  RealVectorInput u;
  RealOutput y;
equation
  y = u[1] + u[2] + u[3];
end Sum;

model short_class_connectors
  Source src;
  Gain gain;
  Integrator integ;
  Vector vec;
  Sum sum;
  Real x(start = 0, fixed = true);
equation
  connect(src.y, gain.u);
  connect(gain.y, integ.u);
  connect(vec.y, sum.u);
  der(x) = sum.y;
end short_class_connectors;
