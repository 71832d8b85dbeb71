// delay() of a value that changes only at events (as a logic gate's
// transport delay: a Real unknown equal to a discrete variable): k counts
// up at t = 0.5, 1.5 and 2.5, its image yd 1e-3 later; x integrates yd.
// The short delay time does not limit the step: between events the
// history of kr is one held value.  A delay of a continuous expression
// (zd, of x) still does.
model DelayHeld
  discrete Integer k(start = 0, fixed = true);
  Real kr "k as a continuous unknown";
  Real yd "kr delayed by 1e-3";
  Real x(start = 0, fixed = true);
equation
  when sample(0.5, 1) then
    k = pre(k) + 1;
  end when;
  kr = k;
  yd = delay(kr, 1e-3);
  der(x) = yd;
end DelayHeld;
