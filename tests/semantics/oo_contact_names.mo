// Contact modes of components are named after them: b2.contact.active,
// not contact.active[2]; the model's own impact keeps contact.active[k]
// (k = 3, its number among all three).  Each ball falls from h = 1 (first
// impact at t0 = sqrt(2/9.81) = 0.45152, speed v0 = 4.42945) and its bounces
// accumulate at t* = t0 + (2 v0/g) e/(1 - e): b1 (e = 0.5) at 1.35457, b2
// (e = 0.6) at 1.80609; from then on it rests (h = 0) with contact force
// per unit mass g = 9.81.  x is pushed to a wall at 0 by der(w) = -1, from
// x = 0.5: t0 = 1, v0 = 1, e = 0.5: t* = 1 + 2 = 3; at t = 4 it rests.
// run --stop-time=4 --emit-internal
// expect stderr contact from t* = 1.354
// expect stderr contact from t* = 1.806
// expect final b1.contact.active 1 0
// expect final b1.contact.lambda 9.81 1e-6
// expect final b1.h 0 1e-9
// expect final b2.contact.active 1 0
// expect final b2.contact.lambda 9.81 1e-6
// expect final contact.active[3] 1 0
// expect final contact.lambda[3] 1 1e-6
// expect final x 0 1e-9
model Ball
  parameter Real e = 0.8;
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    reinit(v, -e*pre(v));
  end when;
end Ball;

model oo_contact_names
  Ball b1(e = 0.5), b2(e = 0.6);
  Real x(start = 0.5, fixed = true), w(start = 0, fixed = true);
equation
  der(x) = w;
  der(w) = -1;
  when x < 0 then
    reinit(w, -0.5*pre(w));
  end when;
end oo_contact_names;
