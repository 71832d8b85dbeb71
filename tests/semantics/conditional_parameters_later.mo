// Conditions and sizes known at compile time, as MultiBody writes them:
// an inner's parameter (bound to a parameter declared after the inner) read by a component declared before the inner, a
// Real relation (d > 0), an enumeration parameter declared after the
// component it conditions, and an array of components sized by
// size(lines, 1) of an input whose size comes from its binding.
// x' = -(k1 + k2 + sum of parts' g) x: with a = 1, b absent, the 3 parts
// (g = 0.25 each) and two gains: rate 0.5 + 0.75 = 1.25, x(1) = exp(-1.25).
// run --stop-time=1
// expect final x 0.28650480 1e-5
// expect final n 3 1e-12
model ConditionalParametersLater
  type Kind = enumeration(first, second);
  model Part
    parameter Real g = 0.25;
  end Part;
  model Gain
    outer Env env;
    parameter Real d = env.size / 4;
    parameter Kind kind2 = Kind.first;
    Part a if env.on and d > 0;
    Part b if kind == Kind.second or kind2 == Kind.second;
    input Real lines[:, 2] = zeros(0, 2);
    parameter Integer n = size(lines, 1);
    Part parts[n];
    Real k = if env.on then 0.25 else 1;
    parameter Kind kind = Kind.first;
  end Gain;
  model Env
    parameter Boolean on = true;
    parameter Real size = 2;
  end Env;
  Gain one(lines = 2 * {{0, 0}, {1, 1}, {2, 2}});
  Gain two;
  inner Env env(on = useIt);
  Real x(start = 1, fixed = true);
  Real n = one.n;
  parameter Boolean useIt = true "declared after the inner that reads it";
equation
  der(x) = -(one.k + two.k + one.parts[1].g + one.parts[2].g + one.parts[3].g) * x;
end ConditionalParametersLater;
