// Steps of a sequence as a state graph writes them: localActive = pre(newActive),
// and the initial step says active = true, an alias of localActive.  The
// initial equation is solved backwards through the aliases, for
// pre(newActive), which then gives pre(localActive) and pre(oldActive)
// (spec 8.6: pre() values are unknowns of the initial problem).  The other
// steps start inactive from the start values.  s1 hands over to s2 at t = 1,
// s2 to s3 at t = 2; x integrates s2.active.
// run --stop-time=3
// expect at 0 s1.active 1 0
// expect at 0 s1.oldActive 1 0
// expect at 0 s2.active 0 0
// expect at 0 s2.oldActive 0 0
// expect at 1.5 s1.active 0 0
// expect at 1.5 s2.active 1 0
// expect final s3.active 1 0
// expect final s2.oldActive 1 0
// expect final x 1 1e-6
model InitialPreAlias
  model Step
    Boolean active;
    Boolean localActive;
    Boolean newActive;
    Boolean oldActive;
    input Boolean enter, leave;
  initial equation
    pre(newActive) = pre(localActive);
    pre(oldActive) = pre(localActive);
  equation
    active = localActive;
    localActive = pre(newActive);
    newActive = enter or localActive and not leave;
    when leave then
      oldActive = localActive;
    end when;
  end Step;
  model InitialStep
    extends Step;
  initial equation
    active = true;
  end InitialStep;
  InitialStep s1;
  Step s2, s3;
  Real x(start = 0, fixed = true);
equation
  s1.enter = false;
  s1.leave = s1.active and time > 1;
  s2.enter = s1.leave;
  s2.leave = s2.active and time > 2;
  s3.enter = s2.leave;
  s3.leave = false;
  der(x) = if s2.active then 1 else 0;
end InitialPreAlias;
