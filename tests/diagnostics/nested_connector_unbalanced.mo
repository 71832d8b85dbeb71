// A connector holding connectors counts their variables too (spec 9.3.1):
// Bus has 2 potentials (w[1].v, w[2].v) + 1 (level) = 3, but 2 flows.
connector Wire
  Real v;
  flow Real i;
end Wire;

connector Bus
  Wire w[2];
  Real level;
end Bus;

model NestedConnectorUnbalanced
  Bus b(w.v = {1, 2}, level = 3);
end NestedConnectorUnbalanced;
