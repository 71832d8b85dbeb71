// Seed for fuzz_frontend (tests/fuzz/run.sh takes every .mo of the tree):
// the newer constructs side by side in one file, so that mutations mix them:
// a package with constants and a record, Strings built from parameters, an
// enumeration, and structural parameters sizing arrays and for-loops.
package Lib
  constant Integer n = 3;
  constant Real g = 9.81;
  type Mode = enumeration(off "idle", on, hold);
  record Ball
    Real h0 = 1;
    Real e = 0.8;
    String label = "ball";
  end Ball;
  model Balls
    import Lib.Mode;
    parameter Integer m = Lib.n + 1;
    parameter Integer k = 2 * m - 1;
    parameter Ball b[m](h0 = {1, 2, 3, 4});
    parameter String tag = "ball";
    parameter String name = tag + "-" + tag;
    parameter Mode start_mode = Mode.on;
    Real h[m](start = {1, 2, 3, 4}, each fixed = true);
    Real v[m](each start = 0, each fixed = true);
    Real w[k];
    Integer bounces[m](each start = 0, each fixed = true);
    discrete Mode mode(start = start_mode, fixed = true);
  equation
    for i in 1:m loop
      der(h[i]) = v[i];
      der(v[i]) = -Lib.g;
      when h[i] < 0 then
        reinit(v[i], -b[i].e * pre(v[i]));
        bounces[i] = pre(bounces[i]) + 1;
      end when;
    end for;
    for j in 1:k loop
      w[j] = j * sum(h);
    end for;
    when bounces[1] > 2 then
      mode = Mode.hold;
    end when;
    assert(h[1] > -1, name + ": h[1] = " + String(h[1], significantDigits = 4) + " after " + String(bounces[1]));
    annotation(experiment(StopTime = 2, Interval = 0.1));
  end Balls;
end Lib;
