// The declared type of a replaceable element must itself be a subtype of
// its constraint (spec 7.3.2): Ramp lacks the output y of Source, both for
// the component src and for the short class Law.
model Source
  parameter Real a = 1;
  output Real y;
end Source;

model Ramp
  parameter Real a = 1;
  Real z = a*time;
end Ramp;

model Step
  extends Source;
equation
  y = if time > 0.5 then a else 0;
end Step;

model oo_constrainedby_not_subtype
  replaceable Ramp src constrainedby Source;
  replaceable model Law = Ramp constrainedby Source;
  Law law;
  Step step;
end oo_constrainedby_not_subtype;
