// Each literal of an enumeration once (spec 4.9.5).
type Mode = enumeration(rolling, flying, rolling);

model oo_enumeration_duplicate_literal
  Mode m = Mode.flying;
  Real x = time;
end oo_enumeration_duplicate_literal;
