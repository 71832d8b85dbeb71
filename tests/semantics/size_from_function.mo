// A size computed by a function's algorithm from parameters (while, if,
// break, a default input, a named argument, a call of another function),
// worked out when the model is translated: samples(7, 1) is the smallest
// 2^a 3^b at or above 2 ceil(7 * 5 / 1) = 70, so 72; samples(2, 1, k = 1)
// gives 4.  y has 72 elements, each rising at rate 1; w has 4.
// run --stop-time=2
// expect final n 72 1e-12
// expect final y[72] 2 1e-9
// expect final y[1] 2 1e-9
// expect final m 4 1e-12
// expect final w[4] 8 1e-9
model SizeFromFunction
  function strip "k without its factors f"
    input Integer k;
    input Integer f;
    output Integer r;
  algorithm
    r := k;
    while mod(r, f) == 0 loop
      r := div(r, f);
    end while;
  end strip;
  function samples
    input Real fmax;
    input Real fres;
    input Integer k = 5;
    output Integer n;
  protected
    Integer r;
  algorithm
    r := 2 * integer(ceil(fmax * k / fres));
    n := if mod(r, 2) == 0 then r else r + 1;
    while true loop
      if strip(strip(n, 2), 3) <= 1 then
        break;
      end if;
      n := n + 2;
    end while;
  end samples;
  parameter Real fm = 7;
  final parameter Integer ns = samples(fm, 1);
  final parameter Integer nw = samples(2, 1, k = 1);
  Real y[ns](each start = 0, each fixed = true);
  Real w[nw](each start = 0, each fixed = true);
  Real n = ns;
  Real m = nw;
equation
  der(y) = ones(ns);
  for i in 1:nw loop
    der(w[i]) = i;
  end for;
end SizeFromFunction;
