// reinit of an array takes a value of the same size.
model ReinitSize
  Real x[2](each start = 1, each fixed = true);
equation
  der(x) = {-1, -1};
  when time > 0.5 then
    reinit(x, {1, 2, 3});
  end when;
end ReinitSize;
