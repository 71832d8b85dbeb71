// Two steps handing over by timed transitions, as a state graph writes them:
// fire = enable and time >= t_start + waitTime, with t_start = time set when
// enable rises.  At t = 1 both relations cross (both t_start are 0), but
// t2's enable rises in that event and sets t2.t_start = 1, which moves its
// relation back to false there: t2 fires at t = 2, not at t = 1 (the event
// would otherwise hand over back and forth without end).  s1 is active
// on [0, 1) and [2, 3), s2 on [1, 2) and [3, 3.5].
// run --stop-time=3.5
// expect at 0.5 s1.active 1 0
// expect at 1.5 s2.active 1 0
// expect at 1.5 s1.active 0 0
// expect at 1.5 t1.t_start 0 0
// expect at 1.5 t2.t_start 1 1e-6
// expect at 2.5 s1.active 1 0
// expect at 2.5 t1.t_start 2 1e-6
// expect final s2.active 1 0
// expect final t2.t_start 3 1e-6
// expect events @enable 3
// expect event @enable 1 1 1e-6
// expect event @enable 3 3 1e-6
model TimerTransition
  model Step
    Boolean active;
    Boolean localActive;
    Boolean newActive;
    input Boolean enter, leave;
  initial equation
    pre(newActive) = pre(localActive);
  equation
    active = localActive;
    localActive = pre(newActive);
    newActive = enter or localActive and not leave;
  end Step;
  model InitialStep
    extends Step;
  initial equation
    active = true;
  end InitialStep;
  model Transition
    input Boolean enable;
    Boolean fire;
    discrete Real t_start;
    parameter Real waitTime = 1;
  initial equation
    pre(t_start) = time;
  equation
    when enable then // @enable
      t_start = time;
    end when;
    fire = enable and time >= t_start + waitTime;
  end Transition;
  InitialStep s1;
  Step s2;
  Transition t1, t2;
equation
  t1.enable = s1.active;
  t2.enable = s2.active;
  s1.leave = t1.fire;
  s2.enter = t1.fire;
  s2.leave = t2.fire;
  s1.enter = t2.fire;
end TimerTransition;
