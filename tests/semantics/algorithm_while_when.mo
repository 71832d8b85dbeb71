// A while-loop inside a when-statement runs at the event.  x = exp(-t)
// crosses 0.5 at t = ln 2 = 0.69314718056; there the loop counts y up while
// 2^y <= 10 * k with k = 1: 2^0, ..., 2^3 = 8 <= 10, so y = 4 (and stays 4),
// 0 before.
// run --stop-time=1
// expect events @fire 1
// expect event @fire 1 0.69314718056 1e-5
// expect at 0.6 y 0 0
// expect final y 4 0
model AlgorithmWhileWhen
  Real x(start = 1, fixed = true);
  discrete Integer y(start = 0, fixed = true);
  parameter Integer k = 1;
equation
  der(x) = -x;
algorithm
  when x < 0.5 then // @fire
    y := 0;
    while 2 ^ y <= 10 * k loop
      y := y + 1;
    end while;
  end when;
end AlgorithmWhileWhen;
