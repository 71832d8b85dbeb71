within ;
model SlidingMode
  "A discontinuous right-hand side that chatters: x rises to 1 at t = 1,
   where both branches push it back onto x = 1 until t = 2 (-1 + t/2 < 0 <
   1); it slides there (Filippov), then leaves upwards: x = t^2/4 - t + 2"
  Real x(start = 0, fixed = true);
equation
  der(x) = if x > 1 then -1 + time / 2 else 1;
  annotation(experiment(StopTime = 4, Interval = 0.01));
end SlidingMode;
