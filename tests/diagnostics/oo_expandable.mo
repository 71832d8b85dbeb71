// An expandable connector is read, but a component of one is not supported yet.
expandable connector Bus
end Bus;

model oo_expandable
  Bus bus;
  Real x = time;
end oo_expandable;
