within StickSlip;
package Examples "Shafts whose bearing sticks; times and values derived by hand"
  constant Real pi = 3.141592653589793;
  model Coasting "J = 0.1 turning at 1 against T = 1 with 0.5 pushing on: it
    stops at t = 0.2 (phi = 0.1) and stays, the bearing holding 0.5"
    Parts.Shaft shaft(J = 0.1, phi(start = 0, fixed = true), w(start = 1, fixed = true));
    Parts.Bearing bearing(T = 1);
    Parts.Drive drive(tau = 0.5);
  equation
    connect(shaft.flange, bearing.flange);
    connect(shaft.flange, drive.flange);
  end Coasting;

  model Rocking "J = 0.1 at rest, T = 1, pushed by 1.2 sin(2 pi t): slides up,
    sticks, slides down, sticks, as many times as the period"
    Parts.Shaft shaft(J = 0.1, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Parts.Bearing bearing(T = 1);
    Parts.Drive drive(tau = 1.2 * sin(2 * pi * time));
    Integer sticks(start = 0, fixed = true), slips(start = 0, fixed = true);
    discrete Real tStick(start = -1, fixed = true), tSlip(start = -1, fixed = true);
  equation
    connect(shaft.flange, bearing.flange);
    connect(shaft.flange, drive.flange);
    when bearing.held then
      sticks = pre(sticks) + 1;
      tStick = time;
    end when;
    when not bearing.held then
      slips = pre(slips) + 1;
      tSlip = time;
    end when;
  end Rocking;
  model BearingPair "J = 0.1 at rest in two bearings, T = 1 and T = 0.5,
    pushed by a constant tau: both stuck, the pair holds a torque up to 1.5
    (which bearing takes how much is not determined), and above it both
    slide, a = (tau - 1.5) / J"
    parameter Real tau = 1.2;
    Parts.Shaft shaft(J = 0.1, phi(start = 0, fixed = true), w(start = 0, fixed = true));
    Parts.Bearing big(T = 1), small(T = 0.5);
    Parts.Drive drive(tau = tau);
    Real held = big.tau + small.tau "the torque the pair takes";
  equation
    connect(shaft.flange, big.flange);
    connect(shaft.flange, small.flange);
    connect(shaft.flange, drive.flange);
  end BearingPair;
end Examples;
