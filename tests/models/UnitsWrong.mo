// Mistakes the unit check finds through library types: each line marked
// 'wrong' gets one warning (an error with --check-units=error).
model UnitsWrong
  import SI = UnitTypes;
  type Force = Real(unit = "N");
  function power "the power of a force at a speed"
    input Force f;
    input Real v(unit = "m/s");
    output Real p(unit = "W");
  algorithm
    p := f*v;
  end power;
  UnitTypes.Body body(m = 2);
  parameter SI.TranslationalSpringConstant k = 8;
  parameter SI.Acceleration g = 9.81;
  parameter Real track(unit = "km") = 0.001;
  SI.Energy E;
  SI.Power P;
  SI.Length y;
  SI.Velocity rim;
equation
  body.f = -k*body.s - body.m*g*body.v;   // wrong: kg.m2/s3 is no force
  E = body.m*body.v^2/2 + k*body.s;       // wrong: N is no energy
  P = power(body.v, body.f);              // wrong: the arguments are swapped
  y = body.s + track;                     // wrong: km and m added
  rim = if body.s > 0 then body.v else body.s;  // wrong: m/s and m
end UnitsWrong;
