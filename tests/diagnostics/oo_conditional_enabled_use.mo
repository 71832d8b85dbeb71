// A conditional component may only be modified or named in connect()
// (spec 4.4.5), also while its condition holds: the binding of power and
// the equation and statement reading heater are errors.
model Heater
  parameter Real P = 100;
  Real q = P;
end Heater;

model oo_conditional_enabled_use
  parameter Boolean useHeater = true;
  Heater heater(P = 50) if useHeater;
  Real power = heater.q;
  Real T(start = 20, fixed = true);
  Real limit;
equation
  der(T) = 0.01*heater.q - 0.1*(T - 20);
algorithm
  limit := if heater.q > 60 then 1 else 0;
end oo_conditional_enabled_use;
