// terminate() and a warning with values: x = t.  The warning fires once,
// where x passes 0.3, with x's value (2 digits: 0.3); terminate fires at
// x > 0.5, t = 0.5, and prints x right-justified in 8 characters, the count
// k = 2 of the samples at 0.2 and 0.4, and a Boolean.  The run ends there,
// cleanly: x = 0.5 in the last row.
// run --stop-time=1
// expect final x 0.5 1e-9
// expect stderr warning: at t=0.3
// expect stderr x passed 0.3: 0.3
// expect stderr terminated at t=0.5
// expect stderr stop after 2 ticks, late true: [     0.5]
model oo_string_terminate
  constant String what = "stop";
  Real x(start = 0, fixed = true);
  Integer k(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.2, 0.2) then
    k = pre(k) + 1;
  end when;
  assert(x < 0.3, "x passed " + String(0.3) + ": " + String(x, significantDigits = 2), AssertionLevel.warning);
  when x > 0.5 then
    terminate(what + " after " + String(k) + " ticks, late " + String(time > 0.45) + ": [" +
              String(x, significantDigits = 2, minimumLength = 8, leftJustified = false) + "]");
  end when;
end oo_string_terminate;
