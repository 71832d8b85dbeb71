// Units that agree everywhere, through library types, prefixes, derived
// units and functions: hysc --check-units=error accepts it.
model UnitsRight
  import SI = UnitTypes;
  type Energy = Real(unit = "J");
  function kinetic "the kinetic energy of a mass"
    input Real m(unit = "kg");
    input Real v(unit = "m/s");
    output Energy e;
  algorithm
    e := m*v^2/2;
  end kinetic;
  UnitTypes.Body body(m = 2);
  parameter SI.TranslationalSpringConstant k = 8;
  parameter SI.TranslationalDampingConstant d = 0.5;
  parameter SI.Acceleration g = 9.81;
  parameter SI.Frequency f = 0.5;
  parameter SI.Length r = 0.2;
  parameter Real track(unit = "km") = 0.001;
  parameter SI.Length trackInMetres = 1000*track;
  SI.Angle phi(start = 0, fixed = true);
  SI.AngularVelocity w;
  SI.Velocity rim;
  SI.Energy E;
  SI.Power P;
  SI.Length y;
  Real torque(unit = "kN.m");
  Real work(unit = "kJ");
  Real speed(unit = "km/h");
  Real decay(unit = "1");
  Real offset(unit = "mm");
  Real inertia(unit = "kg.m2");
  Real jerk(unit = "m.s-3");
equation
  body.f = -k*body.s - d*body.v - body.m*g*noEvent(if body.s > 10 then 1 else 0);
  w = 2*3.141592653589793*f;
  der(phi) = w;
  rim = r*w;
  E = kinetic(body.m, body.v) + k*body.s^2/2;
  P = body.f*body.v;
  y = r*cos(phi) + sqrt(body.s^2 + r^2) + trackInMetres;
  torque = 0.001*r*body.f;
  work = torque;
  speed = 3.6*body.v;
  decay = exp(-time*f) + sin(phi)/2;
  offset = 1000*body.s;
  inertia = body.m*r^2;
  jerk = body.f/body.m/(time + 1);
  when body.s < -trackInMetres then
    reinit(body.v, -0.5*body.v);
  end when;
end UnitsRight;
