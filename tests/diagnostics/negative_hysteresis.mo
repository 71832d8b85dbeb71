// A hysteresis epsilon is a distance: it cannot be negative.
model NegativeHysteresis
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -0.8 * pre(v));
  end when annotation(__hysc(hysteresis = -1e-6));
end NegativeHysteresis;
