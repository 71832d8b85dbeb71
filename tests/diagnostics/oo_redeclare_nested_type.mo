// Both motors have a component 'shaft', but of connector classes with
// different variables: ElectricMotor is not a subtype of the constraint.
connector Flange
  Real phi;
  flow Real tau;
end Flange;

connector Pin
  Real v;
  flow Real i;
end Pin;

model Motor
  Flange shaft;
equation
  shaft.phi = time;
end Motor;

model ElectricMotor
  Pin shaft;
equation
  shaft.v = 1;
end ElectricMotor;

model Drive
  replaceable Motor motor;
end Drive;

model oo_redeclare_nested_type
  Drive d(redeclare ElectricMotor motor);
end oo_redeclare_nested_type;
