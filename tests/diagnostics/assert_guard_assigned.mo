// An assert inside an if-statement of an algorithm is checked with the
// values at the end of the algorithm, under the conditions that select its
// branch: so those conditions must read nothing the if-statement assigns.
model AssertGuardAssigned
  Real x, y;
algorithm
  x := time + 1;
  y := time;
  if y > 0.5 then
    y := 0;
    assert(x > 0, "x positive");
  end if;
end AssertGuardAssigned;
