// A jump without event in an algebraic variable (a wrapped value, as an
// angle wrapped by a function): x = e^t - 1 reaches 0.5 at t = ln 1.5, where
// w falls from 0.5 to -0.5.  The wrap is not marked with an event, so IDA
// can only creep up to it with steps shorter than the rounding of t.
model NoEventCreep
  Real x(start = 0, fixed = true);
  Real w "x wrapped into (-0.5, 0.5]";
equation
  der(x) = 1 + x;
  w = noEvent(if x > 0.5 then x - 1 else x);
end NoEventCreep;
