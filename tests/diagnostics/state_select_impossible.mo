// A tank whose level is asked never to be a state although only its der()
// determines it, and a valve opening (and a discrete setting) asked always to
// be a state although it switches between two values at an event: no choice
// of states meets these wishes, three errors.  The warnings stay warnings where another choice
// of states could meet them (the flow, of a constant value, could be a state
// of derivative zero; the outflow height appears outside der()).
model StateSelectImpossible
  parameter Real area = 2;
  Real level(start = 1, fixed = true, stateSelect = StateSelect.never);
  Real opening(stateSelect = StateSelect.always) = if time < 0.5 then 0.2 else 0.8;
  Real inflow(stateSelect = StateSelect.always) = 3;
  Real height(start = 0, fixed = true, stateSelect = StateSelect.never);
  discrete Real setting(stateSelect = StateSelect.always, start = 0, fixed = true);
equation
  area * der(level) = inflow - opening;
  der(height) = -height + opening;
  when time > 0.3 then
    setting = 1;
  end when;
end StateSelectImpossible;
