// while-loops in a model's algorithm run in the generated algorithm code
// each time it is evaluated.  r = sqrt(2 + x) by Newton's iteration until
// the step is below 1e-13 (a break; done = 1 says the loop ended there):
// x(t) = t, r(1) = sqrt(3) = 1.73205080757, r(0.5) = sqrt(2.5) =
// 1.58113883008.  The loop's relations read the state x but generate no
// event (they change within one evaluation), so the run logs none.
// run --stop-time=1
// expect final r 1.73205080757 1e-6
// expect at 0.5 r 1.58113883008 1e-6
// expect final done 1 1e-12
// expect noevents
model AlgorithmWhile
  Real x(start = 0, fixed = true);
  Real r;
  Real step;
  Real done;
equation
  der(x) = 1;
algorithm
  r := 2 + x;
  done := 0;
  while r > 0 loop
    step := (r * r - (2 + x)) / (2 * r);
    r := r - step;
    if abs(step) < 1e-13 then
      done := 1;
      break;
    end if;
  end while;
end AlgorithmWhile;
