model Driven "a mass on a spring pushed by an input force: the time it crosses zero kept"
  input Real F(start = 0, unit = "m/s2") "the force per unit mass, from outside";
  output Real xOut(unit = "m") "the position";
  Real x(start = 0.5, fixed = true, unit = "m");
  Real v(start = 0, fixed = true, unit = "m/s");
  discrete Real tCross(start = -1, fixed = true) "the last time x fell below 0";
equation
  der(x) = v;
  der(v) = F - 10*x;
  xOut = x;
  when x < 0 then
    tCross = time;
  end when;
end Driven;

model DrivenByTable "Driven with its force written as a table of time, for the executable"
  extends Driven(F = if time < 0.5 then 0.0 else if time < 1.0 then 8.0 else -3.0);
end DrivenByTable;
