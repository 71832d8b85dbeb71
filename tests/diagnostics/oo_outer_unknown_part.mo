// The parts of an outer element used in its class are those of the outer
// declaration's class, whatever the inner one adds (spec 5.4): Ground
// declares its environment a Medium, which has no temperature T.
record Medium
  parameter Real density = 1000;
end Medium;

record Water
  extends Medium;
  parameter Real T = 293;
end Water;

model Ground
  outer Medium env;
  Real p = env.density*9.81;
  Real heat = 0.1*env.T;
end Ground;

model oo_outer_unknown_part
  inner Water env;
  Ground g;
end oo_outer_unknown_part;
