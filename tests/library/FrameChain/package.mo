within;
package FrameChain "A pendulum reached through a chain of frames, each rotated from the one before"
  model Chain "a rigid arm of m links, each bent by a fixed angle from the one before"
    parameter Integer m = 8 "links, and frames";
    parameter Real L = 0.25 "length of a link";
    parameter Real a = 0.2 "bend between two links";
    parameter Real ca = cos(a), sa = sin(a);
    parameter Real g = 9.81;
    Real phi(start = 0.5, fixed = true) "angle of the first link";
    Real w(start = 0, fixed = true);
    Real c[m], s[m] "cosine and sine of the absolute angle of each link";
    Real x[m], y[m] "end of each link";
  equation
    c[1] = cos(phi);
    s[1] = sin(phi);
    for i in 2:m loop
      c[i] = c[i - 1] * ca - s[i - 1] * sa;
      s[i] = s[i - 1] * ca + c[i - 1] * sa;
    end for;
    x[1] = L * c[1];
    y[1] = L * s[1];
    for i in 2:m loop
      x[i] = x[i - 1] + L * c[i];
      y[i] = y[i - 1] + L * s[i];
    end for;
    der(phi) = w;
    der(w) = -g * x[m] / (m * L);
  end Chain;
end FrameChain;
