// connect() inside an if-equation: its condition is a parameter expression
// (spec 8.3.3), so that the connection sets are known before the run.
connector RealInput = input Real;
connector RealOutput = output Real;

block Pass
  parameter Real t0 = 0.5;
  RealInput u;
  RealOutput y;
protected
  RealInput inner_u;
equation
  if time > t0 then
    connect(u, inner_u);
  else
    inner_u = 0;
  end if;
  y = inner_u;
end Pass;

model ConnectIfVarying
  Pass p;
equation
  p.u = 1;
end ConnectIfVarying;
