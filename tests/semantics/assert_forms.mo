// Forms of assert the grammar accepts: in an algorithm section (checked with
// the values at its end), in an if-equation without else that holds only
// asserts (checked while its condition holds), in an if/elseif with else; and
// the class annotation after an algorithm section.  x = exp(-t), y = 2 x.
//   algorithm: y < 100 holds;  if time > 0.5: x < 0.61 holds there
//   (exp(-0.5) = 0.6065); if time < 0.2 then x > 0.8 (exp(-0.2) = 0.8187)
//   elseif x > 0.9 (never: x < 0.82 after 0.2) else y < 1.7 (2 exp(-0.2)
//   = 1.637); the warning-level x < 0.41 holds after t = 0.9 (exp(-0.9) =
//   0.4066), so it never warns.
// expect final x 0.36787944 1e-5
// expect final y 0.73575888 1e-5
model AssertForms
  Real x(start = 1, fixed = true);
  Real y;
equation
  der(x) = -x;
  if time > 0.5 then
    assert(x < 0.61, "x decays");
  end if;
  if time < 0.2 then
    assert(x > 0.8, "early");
  elseif x > 0.9 then
    assert(false, "never: x is below 0.82 after t = 0.2");
  else
    assert(y < 1.7, "late");
  end if;
  if time > 0.9 then
    assert(x < 0.41, "x below 0.41 late", level = AssertionLevel.warning);
  end if;
algorithm
  y := 2 * x;
  assert(y < 100, "y bounded");
  annotation(experiment(StopTime = 1));
end AssertForms;
