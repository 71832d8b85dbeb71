// A final modifier of the replaced declaration stays on the new one: the
// redeclaration may not set it again (spec 7.3.2, 7.2.6).
block Src
  parameter Real offset = 0;
  parameter Real k = 1;
  output Real y;
end Src;
block Ramp
  extends Src;
  parameter Real duration = 2;
equation
  y = offset + k*min(time/duration, 1);
end Ramp;
model Base
  parameter Real off = 5;
  replaceable Src s(final offset = off, k = 2);
end Base;
model oo_redeclare_final_modifier
  extends Base(redeclare Ramp s(offset = 1, k = 3));
end oo_redeclare_final_modifier;
