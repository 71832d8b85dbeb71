// Expandable connectors are out of scope.
expandable connector Bus
end Bus;

model oo_expandable
  Real x = time;
end oo_expandable;
