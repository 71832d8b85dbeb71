// A function output of flexible size (output Real y[:] with no binding)
// gets its size from the function's algorithm (spec 12.4.5): the call,
// its arguments known when the model is translated, is worked out then.
// positives({-1.5, 2.5, 0, 4}) = {2.5, 4}; the sequence of 6 halved when
// even, else tripled plus one, down to 1: 6 3 10 5 16 8 4 2 1 (nine);
// a size taken from a start value: z[:](start = {3, 5}), der(z) = -z;
// element-wise products of two vectors: the squares of a.
// run --stop-time=1
// expect final p[2] 4 1e-12
// expect final x 6.5 1e-9
// expect final c[3] 10 0
// expect final c[5] 16 0
// expect final c[9] 1 0
// expect final z[2] 1.839397206 1e-5
// expect final last 1 0
// expect final q[1] 2.25 1e-12
// expect final q[4] 16 1e-12
model FlexibleOutput
  function positives "the positive elements, in order"
    input Real x[:];
    output Real y[:];
  algorithm
    for i in 1:size(x, 1) loop
      if x[i] > 0 then
        y := cat(1, y, x[i:i]);
      end if;
    end for;
  end positives;
  function sequence "from n down to 1"
    input Integer n;
    output Integer s[:];
  protected
    Integer k = n;
  algorithm
    s := {n};
    while true loop
      if k == 1 then
        break;
      end if;
      k := if floor(k / 2) * 2 == k then integer(k / 2) else 3 * k + 1;
      s := cat(1, s, {k});
    end while;
  end sequence;
  function squares
    input Real x[:];
    output Real y[:];
  algorithm
    y := x;
    y := y .* y;
  end squares;
  parameter Real a[:] = {-1.5, 2.5, 0, 4};
  parameter Integer n = 6;
  Real p[:] = positives(a);
  Real q[:] = squares(a);
  Integer c[:] = sequence(n);
  Integer last = c[size(c, 1)];
  Real x(start = 0, fixed = true);
  Real z[:](start = positives({3, -2, 5}), each fixed = true);
equation
  der(x) = p[1] + p[2];
  der(z) = -z;
end FlexibleOutput;
