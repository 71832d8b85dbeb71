// A flow variable cannot stand for a potential one: the redeclared
// connector is not a subtype of the constraint (spec 7.3.2).
connector Pin
  Real v;
  flow Real i;
end Pin;

connector OddPin
  flow Real v;
  Real i;
end OddPin;

model Source
  replaceable Pin p constrainedby Pin;
equation
  p.v = 1;
end Source;

model oo_redeclare_kind_differs
  Source s(redeclare OddPin p);
end oo_redeclare_kind_differs;
