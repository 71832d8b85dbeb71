model UsesOne
  One.Counter c(step = One.step);
  Real x[One.m](each start = 1, each fixed = true);
equation
  der(x) = -x;
end UsesOne;
//@ One.mo
package One
  constant Integer m = 3;
  constant Integer step = m - 1;
  model Counter
    parameter Integer step = 1;
    discrete Integer k(start = 0, fixed = true);
  equation
    when sample(0, 0.1) then
      k = pre(k) + step;
    end when;
  end Counter;
end One;
