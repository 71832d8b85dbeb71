// A relative velocity with StateSelect.prefer that no der() reads is a
// state all the same (spec 4.9.6): v_rel = der(s_rel) names the
// derivative of s_rel, and index reduction keeps s_rel, v_rel and the
// stopped mass's xb, vb, not mass a's xa, va.  The state selection decides
// what the reinit() at the stop keeps (a hard stop as a library's mass
// with a stop writes it): both masses move at V = 2 with the spring relaxed
// (no force), b reaches the stop xs = 3 at t1 = (xs - xb0) / V = 1, where
// vb is set to 0.  v_rel = 0 stays, so va = vb - v_rel = 0 too:
// both rest from then on, xa = xa0 + V t1 = 1.5 (with va a state instead,
// a would keep V and compress the spring).
// run --stop-time=2 --interval=0.5
// expect event @stop 1 1 1e-6
// expect events @stop 1
// expect at 0.5 xa 0.5 1e-6
// expect final xb 3 1e-6
// expect final vb 0 1e-6
// expect final va 0 1e-6
// expect final xa 1.5 1e-6
// expect final v_rel 0 1e-6
model IndexPreferRelativeVelocity
  parameter Real m = 1;
  parameter Real c = 100 "spring";
  parameter Real d = 5 "damper";
  parameter Real h = 0.25 "half a mass's length";
  parameter Real L = 1 "the spring's relaxed length, between the flanges";
  parameter Real V = 2;
  parameter Real xs = 3 "the stop";
  Real xa(start = -0.5) "(xb - h) - (xa + h) = L";
  Real va(start = V);
  Real xb(start = 1, fixed = true);
  Real vb(start = V, fixed = true);
  Real s_rel(start = L, fixed = true, stateSelect = StateSelect.prefer);
  Real v_rel(start = 0, fixed = true, stateSelect = StateSelect.prefer);
  Real f "the spring-damper's force on b";
  Real fa "the spring-damper's flange at a";
  Real fb "its flange at b";
equation
  der(xa) = va;
  der(xb) = vb;
  m * der(va) = -f;
  m * der(vb) = f;
  fa = xa + h;
  fb = xb - h;
  s_rel = fb - fa;
  v_rel = der(s_rel);
  f = -c * (s_rel - L) - d * v_rel;
  when not (xb < xs) then // @stop
    reinit(xb, xs);
    reinit(vb, 0);
  end when;
end IndexPreferRelativeVelocity;
