// StateSelect.always is met where an alias of the variable is a state: x
// and its negation y (a coordinate measured the other way round) and z = x
// name the quantity der() makes a state, so neither warns; p, computed
// from it, is no state and warns.
// args: --check
// exit: 0
model StateSelectAlwaysAlias
  Real x(start = 1, fixed = true);
  Real y(stateSelect = StateSelect.always);
  Real z(stateSelect = StateSelect.always);
  Real p(stateSelect = StateSelect.always);
equation
  der(x) = -x;
  y = -x;
  z = x;
  p = 2 * x;
end StateSelectAlwaysAlias;
