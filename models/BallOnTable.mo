within ;
model BallOnTable
  "A ball on a table that vibrates as yt = A sin(w t): it bounces, settles
   when its impacts accumulate, rides the table in contact, and lifts off
   where the table's acceleration first reaches -g; then it flies and lands"
  parameter Real g = 9.81 "Gravitational acceleration";
  parameter Real e = 0.5 "Coefficient of restitution, relative to the table";
  parameter Real A = 0.05 "Amplitude of the table";
  parameter Real w = 15 "Angular frequency of the table (A w^2 > g)";
  Real yt "Height of the table";
  Real vt "Velocity of the table";
  Real h(start = 0.06, fixed = true) "Height of the ball";
  Real v(start = 0, fixed = true) "Velocity of the ball";
equation
  yt = A * sin(w * time);
  vt = A * w * cos(w * time);
  der(h) = v;
  der(v) = -g;
  when h < yt then
    reinit(v, vt - e * (pre(v) - vt));
  end when;
  annotation(experiment(StopTime = 2, Interval = 0.001));
end BallOnTable;
