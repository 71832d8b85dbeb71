// A conditional component may not be read from an enclosing class either
// (spec 4.4.5): room.heater exists (withHeater is true), but reading its
// power from outside Room is an error; room.T is an ordinary variable.
model Heater
  parameter Real P = 100;
  Real q = P;
end Heater;

model Room
  parameter Boolean withHeater = true;
  Heater heater(P = 50) if withHeater;
  Real T = 20;
end Room;

model oo_conditional_nested_use
  Room room;
  Real temperature = room.T;
  Real power = room.heater.q;
end oo_conditional_nested_use;
