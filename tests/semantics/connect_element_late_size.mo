// connect() to one element of a connector array whose size the
// instantiation cannot evaluate yet (a final modifier of a base class,
// from the size of a matrix parameter): the element is connected, and the
// size checked when the arrays are expanded.  table has 3 columns, so
// nout = 2 and y = {time, 2 time}; each gain doubles its element:
// at t = 1, first.y = 2 and second.y = 4, source.y[2] = 2.
// expect final first.y 2 1e-9
// expect final second.y 4 1e-9
// expect final source.y[2] 2 1e-9
connector RealOutput = output Real;
connector RealInput = input Real;
block Outputs
  parameter Integer nout = 1;
  RealOutput y[nout];
end Outputs;
block Ramps
  extends Outputs(final nout = max([size(columns, 1); 1]));
  parameter Real table[:, :] = fill(0.0, 0, 2);
  parameter Integer columns[:] = 2:size(table, 2);
equation
  for i in 1:nout loop
    y[i] = i * time;
  end for;
end Ramps;
block Gain
  RealInput u;
  RealOutput y = 2 * u;
end Gain;
model ConnectElementLateSize
  Ramps source(table = [0, 0, 0; 5, 1, 2]);
  Gain first;
  Gain second;
equation
  connect(source.y[1], first.u);
  connect(source.y[2], second.u);
end ConnectElementLateSize;
