// y = semiLinear(x, sa, sb) where equations set both x and y to 0 holds
// whatever sa and sb are; spec 3.7.2.6, rule 2, takes sa = sb instead (a
// boundary no flow passes has its medium's enthalpy).  The port is not
// connected, so m_flow = 0 and H_flow = 0: port.h = hMedium = 4.2*(T -
// 273.15) + x with x = e^-t: 322.77 + 0.3678794412 at t = 1.  Rule 2 only:
// semilinear_zero_flow_free keeps a free h when y's 0 is not an equation.
// run --stop-time=1
// expect at 0 port.h 323.77 1e-9
// expect final port.h 323.1378794412 1e-5
// expect final port.H_flow 0 0
// expect noevents
model SemiLinearZeroFlow
  connector Port
    Real p;
    Real h;
    flow Real m_flow;
    flow Real H_flow;
  end Port;
  parameter Real T = 350;
  Port port;
  Real hMedium;
  Real x(start = 1, fixed = true);
equation
  port.p = 1e5;
  hMedium = 4.2*(T - 273.15) + x;
  port.H_flow = semiLinear(port.m_flow, port.h, hMedium);
  der(x) = -x;
end SemiLinearZeroFlow;
