// Enumeration types are not implemented yet: a located error, not a lookup failure.
model oo_enumeration
  type Mode = enumeration(rolling, flying, resting);
  Mode m = Mode.flying;
  Real x = time;
end oo_enumeration;
