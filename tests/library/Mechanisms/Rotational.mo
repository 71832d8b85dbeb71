within Mechanisms;
package Rotational "Shafts on one axis: inertias, a drive, and friction that sticks and slips (a clutch between two shafts, a brake against the housing)"
  connector Flange "angle, and the torque that flows in"
    Real phi;
    flow Real tau;
  end Flange;

  model Inertia "a rigid shaft of inertia J with a flange at each end"
    parameter Real J = 1;
    Flange flange_a, flange_b;
    Real phi, w, a;
  equation
    phi = flange_a.phi;
    phi = flange_b.phi;
    w = der(phi);
    a = der(w);
    J * a = flange_a.tau + flange_b.tau;
  end Inertia;

  model Fixed "the housing: a flange that does not turn"
    Flange flange;
  equation
    flange.phi = 0;
  end Fixed;

  model Torque "pushes tau into the shaft at its flange"
    input Real tau;
    Flange flange;
  equation
    flange.tau = -tau;
  end Torque;

  partial model FrictionModes
    "Which of five modes friction is in, decided at events.  While stuck the
     path parameter sa is the torque that holds; while sliding it moves the
     acceleration.  A slide begins when sa passes the largest torque that
     holds (tau0_max) and goes on as long as sa stays past the sliding
     torque at zero speed (tau0); it ends where the speed crosses zero.
     The sliding and stuck guesses settle by event iteration on pre(mode)."
    parameter Real w_small = 1e10 "a speed no jump reaches: no slide ends by a jump";
    Real w_relfric "speed between the rubbing surfaces";
    Real a_relfric "their acceleration";
    Real tau0 "sliding torque at zero speed";
    Real tau0_max "largest torque that holds";
    Boolean free "not pressed together: no friction";
    Real sa "path parameter";
    Boolean startForward(start = false, fixed = true) "leaving stuck forward";
    Boolean startBackward(start = false, fixed = true) "leaving stuck backward";
    Boolean locked(start = false) "stuck, and staying so";
    constant Integer Unknown = 3, Free = 2, Forward = 1, Stuck = 0, Backward = -1;
    Integer mode(start = Unknown, fixed = true);
  equation
    startForward = pre(mode) == Stuck and (sa > tau0_max or pre(startForward) and sa > tau0)
                   or pre(mode) == Backward and w_relfric > w_small or initial() and w_relfric > 0;
    startBackward = pre(mode) == Stuck and (sa < -tau0_max or pre(startBackward) and sa < -tau0)
                    or pre(mode) == Forward and w_relfric < -w_small or initial() and w_relfric < 0;
    locked = not free and not (pre(mode) == Forward or startForward or pre(mode) == Backward or startBackward);
    a_relfric = if locked then 0
                elseif free then sa
                elseif startForward or pre(mode) == Forward then sa - tau0_max
                elseif startBackward or pre(mode) == Backward then sa + tau0_max
                else sa - sign(w_relfric) * tau0_max;
    mode = if free then Free
           elseif (pre(mode) == Forward or pre(mode) == Free or startForward) and w_relfric > 0 then Forward
           elseif (pre(mode) == Backward or pre(mode) == Free or startBackward) and w_relfric < 0 then Backward
           else Stuck;
  end FrictionModes;

  partial model TableFriction "the coefficient mu(w) of the sliding surfaces from a table object, mirrored for w < 0"
    extends FrictionModes;
    parameter Real mu_pos[:, 2] = [0, 0.5] "mu against w >= 0";
    parameter Real peak = 1 "the coefficient that holds, over mu(0)";
    parameter Real cgeo = 1 "torque per normal force and mu";
    parameter Real fn_max = 1 "normal force at f = 1";
    input Real f "normal force over fn_max: pressed while > 0";
    Real fn "normal force";
    Real mu "signed coefficient of the present slide";
    Real tau "friction torque";
  protected
    final parameter Tables.Table1D muTable = Tables.Table1D(mu_pos);
    final parameter Real mu0 = Tables.value(muTable, 0);
  equation
    fn = fn_max * f;
    free = fn <= 0;
    tau0 = mu0 * cgeo * fn;
    tau0_max = peak * tau0;
    mu = if startForward or pre(mode) == Forward then Tables.value(muTable, w_relfric)
         elseif startBackward then -Tables.value(muTable, w_relfric)
         else -Tables.value(muTable, -w_relfric);
    tau = if locked then sa elseif free then 0 else mu * cgeo * fn;
  end TableFriction;

  model Clutch "friction between two shafts: tau passes from flange_a to flange_b, the relative angle phi_b - phi_a kept as a state"
    extends TableFriction;
    Flange flange_a, flange_b;
    Real phi_rel(start = 0, stateSelect = StateSelect.prefer);
    Real w_rel(start = 0, stateSelect = StateSelect.prefer);
    Real a_rel;
  equation
    phi_rel = flange_b.phi - flange_a.phi;
    w_rel = der(phi_rel);
    a_rel = der(w_rel);
    flange_b.tau = tau;
    flange_a.tau = -tau;
    w_relfric = w_rel;
    a_relfric = a_rel;
  end Clutch;

  model Brake "friction between a shaft and the fixed housing"
    extends TableFriction;
    Flange flange;
    Real phi, w, a;
  equation
    phi = flange.phi;
    w = der(phi);
    a = der(w);
    flange.tau = tau;
    w_relfric = w;
    a_relfric = a;
  end Brake;

  model OneWayClutch "a clutch pressed by f in parallel with a free wheel: flange_b may
    overrun flange_a (w_rel = w_b - w_a > 0) freely past what the clutch passes, never lag
    behind it.  Stuck it holds sa up to tau0_max; a slide begins past that and goes on
    while sa stays past tau0 (pre(startForward) and sa > tau0), the torque tau0 then"
    parameter Real mu0 = 0.5 "coefficient while sliding";
    parameter Real peak = 1 "the coefficient that holds, over mu0";
    parameter Real fn_max = 1 "normal force at f = 1";
    parameter Real w_small = 1e10 "a speed no jump reaches";
    input Real f "normal force over fn_max: pressed while > 0";
    Flange flange_a, flange_b;
    Real phi_rel(start = 0, stateSelect = StateSelect.prefer);
    Real w_rel(start = 0, stateSelect = StateSelect.prefer);
    Real a_rel, sa, tau, tau0, tau0_max;
    Boolean free, startForward(start = false), locked(start = false), stuck(start = false);
  equation
    phi_rel = flange_b.phi - flange_a.phi;
    w_rel = der(phi_rel);
    a_rel = der(w_rel);
    flange_b.tau = tau;
    flange_a.tau = -tau;
    free = f <= 0;
    tau0 = if free then 0 else mu0 * fn_max * f;
    tau0_max = if free then 1e-4 * mu0 * fn_max else peak * tau0;
    startForward = pre(stuck) and (sa > tau0_max or pre(startForward) and sa > tau0 or w_rel > w_small)
                   or initial() and w_rel > 0;
    locked = pre(stuck) and not startForward;
    a_rel = if locked then 0 else sa - tau0;
    tau = if locked then sa elseif free then 0 else tau0;
    stuck = locked or w_rel <= 0;
  end OneWayClutch;
end Rotational;
