// An if-equation inside a when-clause: at each tick of sample(0, 0.25) the
// branch chosen by the clock x sets 'level'; reinit in a branch resets y.
// run --stop-time=1.1
// expect at 0.3 level 1 0
// expect at 0.6 level 2 0
// expect final level 3 0
// expect final y 0.1 1e-9
model IfInWhen
  Real x(start = 0, fixed = true);
  Real y(start = 0, fixed = true);
  Integer level(start = 0);
equation
  der(x) = 1;
  der(y) = 1;
  when sample(0, 0.25) then
    if x < 0.4 then
      level = 1;
    elseif x < 0.7 then
      level = 2;
    else
      level = 3;
      reinit(y, 0);
    end if;
  end when;
end IfInWhen;
