// connect(c.y, u) of an array of components c[3], each with an output
// connector y, and a vector input u[3] (MSL's Constant force[3] connected
// to a RealInput force[3]): c[i].y joins u[i]; and the other way round.
// run --stop-time=1
// expect final sink.total 6 1e-12
// expect final copies[2].u 20 1e-12
model ConnectComponentArray
  connector RealOutput = output Real;
  connector RealInput = input Real;
  block Constant
    parameter Real k = 1;
    RealOutput y;
  equation
    y = k;
  end Constant;
  block Sum3
    RealInput u[3];
    RealOutput total;
    RealOutput out[3];
  equation
    total = u[1] + u[2] + u[3];
    out = 10 * u;
  end Sum3;
  block Copy
    RealInput u;
  end Copy;
  Constant c[3](k = {1, 2, 3});
  Sum3 sink;
  Copy copies[3];
  Real x(start = 0, fixed = true);
equation
  connect(c.y, sink.u);
  connect(sink.out, copies.u);
  der(x) = sink.total;
end ConnectComponentArray;
