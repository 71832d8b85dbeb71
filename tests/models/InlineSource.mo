// A source through a function with annotation(Inline = true) whose body
// is one smooth assignment (as Modelica.Math.sin is): y is computed from
// its closed form, not an unknown of the solver.  A function that is not
// to be written in place (pulse, no annotation) keeps its row.
model InlineSource
  function wave
    input Real u;
    output Real y;
  algorithm
    y := sin(u);
    annotation(Inline = true);
  end wave;
  function pulse
    input Real u;
    output Real y;
  algorithm
    y := 2 * u;
  end pulse;
  parameter Real w = 3;
  Real y;
  Real z;
  Real x(start = 0, fixed = true);
equation
  y = wave(w * time);
  z = pulse(time);
  der(x) = y - x + z - 2 * time;
end InlineSource;
