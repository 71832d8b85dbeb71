within StickSlip;
package Parts "Shaft, drive and bearing"
  connector Flange "Angle and the torque that flows in"
    Real phi;
    flow Real tau;
  end Flange;

  model Shaft "Rigid shaft of inertia J"
    parameter Real J = 1;
    Flange flange;
    Real phi, w;
  equation
    phi = flange.phi;
    w = der(phi);
    J * der(w) = flange.tau;
  end Shaft;

  model Drive "Torque tau pushed into the flange"
    input Real tau;
    Flange flange;
  equation
    flange.tau = -tau;
  end Drive;

  partial model StickSlipLogic
    "Stuck or sliding, decided by events: the path parameter s is the
     torque that holds the shaft while it is stuck and moves the
     acceleration while it slides; leaving stuck needs |s| past the
     breakaway torque, entering it a zero crossing of the speed"
    parameter Real wBig = 1e10 "a speed never reached: no jump of the speed";
    Real w "relative speed";
    Real a "relative acceleration";
    Real breakaway "torque that ends sticking";
    Real keepSliding "torque that keeps a slide that began going";
    Real s "path parameter";
    Boolean beginUp(start = false, fixed = true) "stuck, beginning to slide up";
    Boolean beginDown(start = false, fixed = true) "stuck, beginning to slide down";
    Boolean held(start = false) "stuck and staying so";
    Integer phase(start = 2, fixed = true) "-1 sliding down, 0 stuck, 1 sliding up, 2 not known yet";
  equation
    beginUp = pre(phase) == 0 and (s > breakaway or pre(beginUp) and s > keepSliding)
              or pre(phase) == -1 and w > wBig or initial() and w > 0;
    beginDown = pre(phase) == 0 and (s < -breakaway or pre(beginDown) and s < -keepSliding)
                or pre(phase) == 1 and w < -wBig or initial() and w < 0;
    held = not (pre(phase) == 1 or beginUp or pre(phase) == -1 or beginDown);
    a = if held then 0
        else if beginUp then s - breakaway
        else if beginDown then s + breakaway
        else if pre(phase) == 1 then s - breakaway
        else if pre(phase) == -1 then s + breakaway
        else s - sign(w) * breakaway;
    phase = if (pre(phase) == 1 or pre(phase) == 2 or beginUp) and w > 0 then 1
            else if (pre(phase) == -1 or pre(phase) == 2 or beginDown) and w < 0 then -1
            else 0;
  end StickSlipLogic;

  model Bearing "Coulomb friction of size T between the flange and the ground"
    extends StickSlipLogic;
    parameter Real T = 1;
    Flange flange;
    Real phi, tau "the torque the bearing takes from the shaft";
  equation
    breakaway = T;
    keepSliding = T;
    phi = flange.phi;
    w = der(phi);
    a = der(w);
    flange.tau = tau;
    tau = if held then s
          else if beginUp then T
          else if beginDown then -T
          else if pre(phase) == 1 then T
          else -T;
  end Bearing;
end Parts;
