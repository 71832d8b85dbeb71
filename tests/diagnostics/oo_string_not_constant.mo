// A String parameter whose value is not known at compile time.
model oo_string_not_constant
  parameter Real k = 2;
  parameter String label = "k = " + String(k);
  Real x = k*time;
end oo_string_not_constant;
