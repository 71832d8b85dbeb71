// A String parameter of a component, modified from outside, in the
// message of an assert inside the component: b empties first, at t = 0.5
// (h = 0.5 - t), and its assert names it.
// run --stop-time=1
// expect exit 1
// expect stderr assertion failed: right tank is empty (t = 0.5)
// expect stderr t=0.5
model Tank
  parameter String name = "tank";
  Real h(start = 1, fixed = true);
equation
  der(h) = -1;
  assert(h > 0, name + " tank is empty (t = " + String(time, significantDigits = 2) + ")");
end Tank;

model oo_string_component
  Tank a(name = "left"), b(name = "right", h(start = 0.5));
end oo_string_component;
