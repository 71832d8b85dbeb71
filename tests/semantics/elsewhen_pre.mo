// pre(k) of an Integer set in a when-clause and two elsewhen branches:
// x = t; x > 0.3 rises at 0.3: k = 0 + 1 = 1; at 0.6 x > 0.3 is still true
// (no rise) and x > 0.6 rises: k = 1 + 10 = 11; sample(0.8, 1) at 0.8:
// k = 2 * 11 = 22.  Each branch reads the value from before its event.
// run --stop-time=1 --interval=0.05
// expect at 0.25 k 0 0
// expect at 0.5 k 1 0
// expect at 0.75 k 11 0
// expect final k 22 0
// expect events @w2 1
// expect event @w2 1 0.6 1e-9
model ElsewhenPre
  Real x(start = 0, fixed = true);
  Integer k(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.3 then
    k = pre(k) + 1;
  elsewhen x > 0.6 then  // @w2
    k = pre(k) + 10;
  elsewhen sample(0.8, 1) then
    k = 2 * pre(k);
  end when;
end ElsewhenPre;
