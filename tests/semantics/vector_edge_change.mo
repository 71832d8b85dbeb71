// A vector condition whose elements are edge() and change() of discrete
// variables set at the same event: at x = 0.5 one when-clause sets b = true
// and k = 1; {edge(b), change(k)} then has both elements rising in the same
// pass and fires once; at sample 0.75 only k changes (k = 2): it fires again.
// run --stop-time=1
// expect events @wv 2
// expect event @wv 1 0.5 1e-9
// expect event @wv 2 0.75 1e-12
// expect final v 2 0
// expect final k 2 0
model VectorEdgeChange
  Real x(start = 0, fixed = true);
  Boolean b(start = false, fixed = true);
  Integer k(start = 0, fixed = true), v(start = 0, fixed = true);
equation
  der(x) = 1;
  when x > 0.5 then
    b = true;
  end when;
  when {x > 0.5, sample(0.75, 1)} then
    k = pre(k) + 1;
  end when;
  when {edge(b), change(k)} then  // @wv
    v = pre(v) + 1;
  end when;
end VectorEdgeChange;
