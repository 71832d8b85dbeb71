model ImpactTimes "a bouncing ball that keeps the time of its last impact, for the importer to see"
  parameter Real e = 0.8 "coefficient of restitution";
  Real h(start = 1, fixed = true, unit = "m") "height";
  Real v(start = 0, fixed = true, unit = "m/s") "velocity";
  discrete Real tImpact(start = -1, fixed = true) "time of the last impact";
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -e*pre(v));
    tImpact = time;
  end when;
  annotation(experiment(StopTime = 5));
end ImpactTimes;
