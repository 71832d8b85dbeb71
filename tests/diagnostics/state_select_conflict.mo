// A heater whose temperature is asked never to be a state although der()
// makes it one (it stays a state), and whose power is asked always to be a
// state although it is only computed from the temperature: two warnings,
// the model compiles (here to --dump-flat); prefer and avoid are hints, no
// message.
// args: --dump-flat
// exit: 0
model StateSelectConflict
  Real T(start = 20, fixed = true, stateSelect = StateSelect.never);
  Real P(stateSelect = StateSelect.always);
  Real Q(stateSelect = StateSelect.prefer);
  Real R(stateSelect = StateSelect.avoid);
equation
  der(T) = P - 0.1 * T;
  P = 5 - 0.2 * T;
  Q = P;
  R = 2 * Q;
end StateSelectConflict;
