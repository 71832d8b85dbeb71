within Hybrid.Examples;
model ThreeBalls "Three balls of different restitution, dropped from different heights"
  Hybrid.Ball b1(e = 0.7, h(start = 2));
  Hybrid.Ball b2;
  Hybrid.Ball b3(e = 0.5, h(start = 3));
  annotation(experiment(StopTime = 2));
end ThreeBalls;
