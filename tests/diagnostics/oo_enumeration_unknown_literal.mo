// A literal that the enumeration does not have.
model oo_enumeration_unknown_literal
  type Mode = enumeration(rolling, flying, resting);
  discrete Mode m(start = Mode.rolling, fixed = true);
  Real x = time;
equation
  when time > 0.5 then
    m = Mode.sliding;
  end when;
end oo_enumeration_unknown_literal;
