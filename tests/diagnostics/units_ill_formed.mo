// Unit strings that are no unit expression of spec 19.1 get a warning at
// their variable and are not checked; units with an offset (degC) or a
// logarithmic scale (dB) are read and not compared.  A conflict is a
// warning by default: hysc goes on (here to --dump-flat) and exits 0.
// args: --dump-flat
// exit: 0
model UnitsIllFormed
  Real a(unit = "m//s");
  Real b(unit = "kg.");
  Real c(unit = "(m/s");
  Real d(unit = "m^2");
  Real e(unit = "m/sec");
  Real f(unit = "m-");
  Real g(unit = "m/s/s");
  Real T(unit = "degC");
  Real level(unit = "dB");
  Real torque(unit = "kN.m");
  Real work(unit = "kJ");
  Real force(unit = "kN");
  Real load(unit = "N");
  Real rate(unit = "1/min");
  Real freq(unit = "Hz");
equation
  a = time;
  b = a;
  c = b;
  d = c;
  e = d;
  f = e;
  g = f;
  T = 20 + time;
  level = T;
  torque = 2*time;
  work = torque;
  force = 2*time;
  load = force;
  rate = 1;
  freq = rate;
end UnitsIllFormed;
