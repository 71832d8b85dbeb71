// The condition of a component may compare String parameters (and
// literals, joined with +) known at compile time: with connection = "D"
// the delta gain is built and the star one is not, so y = 2*u.
// run --stop-time=1
// expect final box.y 2 1e-12
model condition_string_parameter
  connector RealInput = input Real;
  connector RealOutput = output Real;
  block Gain
    parameter Real k;
    RealInput u;
    RealOutput y;
  equation
    y = k*u;
  end Gain;
  block Box
    parameter String connection(start = "Y");
    parameter String other = "D" + "";
    RealInput u;
    RealOutput y;
    Gain star(k = 1) if connection <> "D";
    Gain delta(k = 2) if connection == other;
  equation
    connect(u, star.u);
    connect(star.y, y);
    connect(u, delta.u);
    connect(delta.y, y);
  end Box;
  Box box(connection = "D");
equation
  box.u = 1;
end condition_string_parameter;
