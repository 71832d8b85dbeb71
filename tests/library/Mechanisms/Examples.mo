within Mechanisms;
package Examples "Models whose events and values are derived by hand (see the tests/sim scripts that run them)"
  model OneWayRelease "J1 = 4, driven back by -t, drags J2 = 4 through a one-way clutch
    (mu0 = 0.5, peak 1.2, f = 1): stuck, it holds sa = t/2 up to 0.6 at t = 1.2; released,
    J2 overruns J1 with sa = 0.55, between the sliding torque 0.5 and the limit 0.6"
    Rotational.Inertia J1(J = 4, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Rotational.OneWayClutch clutch(mu0 = 0.5, peak = 1.2, f = 1, phi_rel(fixed = true), w_rel(fixed = true));
    Rotational.Inertia J2(J = 4);
    Rotational.Torque drive(tau = -time);
    discrete Real tSlide(start = -1, fixed = true);
  equation
    connect(drive.flange, J1.flange_a);
    connect(J1.flange_b, clutch.flange_a);
    connect(clutch.flange_b, J2.flange_a);
    when clutch.startForward then
      tSlide = time;
    end when;
  end OneWayRelease;

  model SteadyBrake "J1 = 1 turns in steady state (initial der(w) = 0) against the drive
    1 - 2w, so w = 0.5, while its brake (mu = 0.5, fn_max = 10) is not pressed (f = 0);
    pressed from t = 0.5 it slides with tau0 = 5 and locks where w reaches 0"
    Rotational.Inertia J1(J = 1, phi(start = 0, fixed = true));
    Rotational.Brake brake(mu_pos = [0, 0.5], fn_max = 10);
    Rotational.Torque drive(tau = 1 - 2 * J1.w);
    discrete Real tLock(start = -1, fixed = true);
  initial equation
    der(J1.w) = 0;
  equation
    brake.f = if time < 0.5 then 0 else 1;
    connect(drive.flange, J1.flange_a);
    connect(J1.flange_b, brake.flange);
    when brake.locked then
      tLock = time;
    end when;
  end SteadyBrake;

  model ClutchEngage "J1 = 1, driven by 2, is coupled to J2 = 1 by a clutch (mu = 0.3,
    peak 1.25, fn_max = 10) pressed from t = 0.5, fully until 1, then less
    and less (f = 3 - 2t), free again from 1.5: it slides backward,
    locks at 0.75, breaks loose at 41/30 and is free at 1.5"
    Rotational.Inertia J1(J = 1, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Rotational.Clutch clutch(mu_pos = [0, 0.3], peak = 1.25, fn_max = 10,
                             phi_rel(fixed = true), w_rel(fixed = true));
    Rotational.Inertia J2(J = 1);
    Rotational.Torque drive(tau = 2);
    discrete Real tLock(start = -1, fixed = true);
    discrete Real tUnlock(start = -1, fixed = true);
    discrete Real tRelease(start = -1, fixed = true);
  equation
    clutch.f = if time < 0.5 then 0 elseif time < 1 then 1 else 3 - 2 * time;
    connect(drive.flange, J1.flange_a);
    connect(J1.flange_b, clutch.flange_a);
    connect(clutch.flange_b, J2.flange_a);
    when clutch.locked then
      tLock = time;
    end when;
    when clutch.startBackward then
      tUnlock = time;
    end when;
    when clutch.free then
      tRelease = time;
    end when;
  end ClutchEngage;

  model BrakeTable "J = 1 turning at 2, pushed by 1, against a brake (fn = 10)
    whose mu(w) is the table 0.5 - 0.2 w up to w = 1, then 0.3: it slows by
    2 down to w = 1 at t = 0.5, then as w = 2 - exp(2 (t - 0.5)) to a stop
    at 0.5 + ln(2)/2, where it holds the push"
    Rotational.Inertia J(J = 1, phi(start = 0, fixed = true), w(start = 2, fixed = true));
    Rotational.Brake brake(mu_pos = [0, 0.5; 1, 0.3; 3, 0.3], peak = 1.2, fn_max = 10, f = 1);
    Rotational.Torque drive(tau = 1);
    discrete Real tStop(start = -1, fixed = true);
  equation
    connect(drive.flange, J.flange_a);
    connect(J.flange_b, brake.flange);
    when brake.locked then
      tStop = time;
    end when;
  end BrakeTable;

  model HeldTwice "J1 = 1 turning at 1, coupled by a pressed clutch c1 to J2 = 1,
    which a drive pushes by 1; a clutch cA to the housing holds J1 with up
    to 1 (mu = 0.5, fn_max = 2), a brake bB holds J2 with up to 2: sliding,
    they slow the pair by (1 - 1 - 2) / 2 = -1 to a stop at t = 1, phi =
    1/2; then all three are stuck and the two holds share the drive's 1,
    their split not determined by the equations"
    Rotational.Inertia J1(J = 1, phi(start = 0, fixed = true), w(start = 1, fixed = true));
    Rotational.Clutch c1(fn_max = 10, f = 1, phi_rel(fixed = true), w_rel(fixed = true));
    Rotational.Inertia J2(J = 1);
    Rotational.Clutch cA(fn_max = 2, f = 1);
    Rotational.Fixed housing;
    Rotational.Brake bB(fn_max = 4, f = 1);
    Rotational.Torque drive(tau = 1);
    Real held = bB.tau - cA.tau "the torque both holds take from the shaft";
    discrete Real tStop(start = -1, fixed = true);
  equation
    connect(J1.flange_b, c1.flange_a);
    connect(c1.flange_b, J2.flange_a);
    connect(drive.flange, J2.flange_b);
    connect(cA.flange_a, J1.flange_a);
    connect(cA.flange_b, housing.flange);
    connect(bB.flange, J2.flange_b);
    when bB.locked then
      tStop = time;
    end when;
  end HeldTwice;

  model SegmentedHolds "a rigid shaft of J = 1 in N = 48 segments (enough
    unknowns for the sparse LU), pushed by 2t at one end; a clutch cA to the
    housing holds it with up to 1 (mu = 0.5, fn_max = 2), a brake bB at the
    other end with up to 2 (fn_max = 4) once pressed at t = 0.2, where it
    locks at once beside the stuck cA.  At rest until the push reaches
    1 + 2 = 3 at t = 1.5, then a = 2t - 3: w = (t - 1.5)^2"
    parameter Integer N = 48;
    Rotational.Inertia seg[N](each J = 1 / N);
    Rotational.Clutch cA(fn_max = 2, f = 1, phi_rel(fixed = true), w_rel(fixed = true));
    Rotational.Fixed housing;
    Rotational.Brake bB(fn_max = 4);
    Rotational.Torque drive(tau = 2 * time);
    Real held = bB.tau - cA.tau "the torque both holds take from the shaft";
    discrete Real tLock(start = -1, fixed = true);
    discrete Real tSlide(start = -1, fixed = true);
  equation
    bB.f = if time < 0.2 then 0 else 1;
    for i in 1:N - 1 loop
      connect(seg[i].flange_b, seg[i + 1].flange_a);
    end for;
    connect(drive.flange, seg[1].flange_a);
    connect(cA.flange_a, seg[1].flange_a);
    connect(cA.flange_b, housing.flange);
    connect(bB.flange, seg[N].flange_b);
    when bB.locked then
      tLock = time;
    end when;
    when bB.mode == 1 then
      tSlide = time;
    end when;
  end SegmentedHolds;

  model FourBar "a crank of length a = 1 turned at 1 rad/s about A = (0, 0), a
    coupler b = 4 and a rocker c = 2 about D = (4, 0); the loop is closed
    through the orientation's equalityConstraint.  The coupler's angle beta
    and the rocker's gamma (from D to C) follow the closed-form solution"
    Planar.Ground ground;
    Planar.Bar base(L = 4) "from A to D";
    Planar.Motor motor(omega = 1);
    Planar.Bar crank(L = 1);
    Planar.Revolute jointB(phi(start = 0.5));
    Planar.Bar coupler(L = 4);
    Planar.Revolute jointC(phi(start = 0.8));
    Planar.Bar rocker(L = 2) "from D (its a) to C (its b)";
    Planar.Revolute jointD(phi(start = 1.3));
    Real beta = atan2(coupler.a.R.s, coupler.a.R.c);
    Real gamma = atan2(rocker.a.R.s, rocker.a.R.c);
  equation
    connect(ground.a, base.a);
    connect(ground.a, motor.a);
    connect(motor.b, crank.a);
    connect(crank.b, jointB.a);
    connect(jointB.b, coupler.a);
    connect(coupler.b, jointC.a);
    connect(jointC.b, rocker.b);
    connect(rocker.a, jointD.b);
    connect(jointD.a, base.b);
  end FourBar;
end Examples;
