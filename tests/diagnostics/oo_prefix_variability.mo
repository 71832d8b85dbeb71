// parameter, constant and discrete are alternatives, as are input and
// output (spec 4.4.2): both mistakes are reported.
model oo_prefix_variability
  parameter constant Real k = 1;
  input output Real u;
  Real x = k*time;
end oo_prefix_variability;
