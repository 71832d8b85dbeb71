// assert(...) inside an if-statement of an algorithm: checked only while its
// branch is the one taken (mode = 2 here), with the values at the end of the
// algorithm: the assert of branch 1 (false) never fails; that of branch 2
// fails once x = 2 t reaches 1.5, at t = 0.75.
// run --stop-time=1
// expect exit 1
// expect stderr at t=0.7500000000
// expect stderr x reached 1.5 in branch 2
// expect at 0.7 y 2.4 1e-9
model AssertInIfStatement
  Real x;
  Real y;
  parameter Integer mode = 2;
algorithm
  if mode == 1 then
    x := 1;
    assert(false, "branch 1 is not taken");
  elseif mode == 2 then
    x := 2 * time;
    if x > 0.1 then
      assert(x < 1.5, "x reached 1.5 in branch 2");
    end if;
  else
    x := 3;
    assert(false, "the last branch is not taken");
  end if;
  y := x + 1;
end AssertInIfStatement;
