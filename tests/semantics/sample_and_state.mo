// A time event and a state event at the same instant t = 0.5: sample(0.5, 1)
// and time >= 0.5 (a relation on time, located where it crosses) are one
// event; both when-clauses fire once, and the vector condition of both fires
// the clause once (its elements rise together).
// run --stop-time=1
// expect events @wv 1
// expect event @wv 1 0.5 1e-12
// expect final a 1 0
// expect final b 1 0
// expect final v 1 0
model SampleAndState
  Real x(start = 0, fixed = true);
  Integer a(start = 0, fixed = true), b(start = 0, fixed = true), v(start = 0, fixed = true);
equation
  der(x) = 1;
  when sample(0.5, 1) then
    a = pre(a) + 1;
  end when;
  when time >= 0.5 then
    b = pre(b) + 1;
  end when;
  when {time >= 0.5, sample(0.5, 1)} then  // @wv
    v = pre(v) + 1;
  end when;
end SampleAndState;
