// A component cannot be of a partial class.
partial model Interface
  Real x;
end Interface;

model oo_partial_component
  Interface i;
equation
  i.x = time;
end oo_partial_component;
