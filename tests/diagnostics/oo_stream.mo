// Stream connectors (spec chapter 15) are out of scope.
connector FluidPort
  Real p;
  flow Real m_flow;
  stream Real h_outflow;
end FluidPort;

model Tank
  FluidPort port;
equation
  port.p = 1;
  port.h_outflow = 2;
end Tank;

model oo_stream
  Tank t;
end oo_stream;
