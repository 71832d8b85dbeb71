// edge(b) of a Boolean that a when-clause sets fires in the next pass of the
// event iteration at the same instant: x = t crosses 0.5 at t = 0.5, b becomes
// true there, so both `when b` and `when edge(b)` fire once at t = 0.5.
// run --stop-time=1
// expect events @wb 1
// expect events @we 1
// expect event @we 1 0.5 1e-9
// expect at 0.49 j 0 0
// expect final k 1 0
// expect final j 1 0
model EdgeOfDiscrete
  Real x(start = 0, fixed = true);
  Boolean b(start = false, fixed = true);
  Integer k(start = 0, fixed = true), j(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then b = true; end when;
  when b then k = pre(k) + 1; end when;  // @wb
  when edge(b) then j = pre(j) + 1; end when;  // @we
end EdgeOfDiscrete;
