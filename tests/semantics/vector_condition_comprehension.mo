// A vector condition built by a comprehension: the clause fires when each
// element becomes true, at t = 0.25, 0.5 and 0.75.
// run --stop-time=1
// expect events @w 3
// expect event @w 3 0.75 1e-9
// expect final c 3 0
model VectorConditionComprehension
  Real x(start = 0, fixed = true);
  Integer c(start = 0);
equation
  der(x) = 1;
  when {x > 0.25*i for i in 1:3} then  // @w
    c = pre(c) + 1;
  end when;
end VectorConditionComprehension;
