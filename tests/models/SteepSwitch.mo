// A switch without a jump: a conductance G that a clock x (der(x) = 1)
// raises from Goff to Goff + Gon within a few w around ts (a logistic
// curve), in series with a source V0, a resistor R and an inductor L.  Its
// voltage v = i/G falls from V0 to a thousandth of it, continuously but
// steeply (e-fold every w = 1e-8 s); v stays a solver unknown (it is
// inside a relation that never switches).
model SteepSwitch
  parameter Real V0 = 10;
  parameter Real R = 10;
  parameter Real L = 1e-3;
  parameter Real Goff = 1e-8;
  parameter Real Gon = 100;
  parameter Real ts = 1e-4 "middle of the switch";
  parameter Real w = 1e-8 "its width";
  Real x(start = 0, fixed = true);
  Real i;
  Real v;
  Real G;
initial equation
  der(i) = 0;
equation
  der(x) = 1;
  G = Goff + Gon/(1 + exp(-(x - ts)/w));
  i = v*G + (if v < -1e3 then v + 1e3 else 0);
  L*der(i) = V0 - R*i - v;
end SteepSwitch;
