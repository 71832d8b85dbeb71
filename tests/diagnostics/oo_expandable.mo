// An expandable connector that no connect() names has no elements: its
// declared signal is only potentially present, and reading it is an error.
expandable connector Bus
  Real level;
end Bus;

model oo_expandable
  Bus bus;
  Real x = time + bus.level;
end oo_expandable;
