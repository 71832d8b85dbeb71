// Records and connectors hold plain data: none of their elements can be
// inner or outer (spec 4.6); the model around them may be.
model RecordConnectorInnerOuter
  record Gains
    inner Real k = 2;
    Real d = 0.1;
  end Gains;
  connector Pin
    outer Real v;
    flow Real i;
  end Pin;
  inner Real v = 1;
  Gains g;
  Real x(start = 1, fixed = true);
equation
  der(x) = -g.k * x;
end RecordConnectorInnerOuter;
