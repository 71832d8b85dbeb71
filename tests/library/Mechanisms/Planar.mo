within Mechanisms;
package Planar "Massless links and joints in the plane.  A frame's orientation is kept twice, as the cosine and the sine of its angle: one independent variable in two, so a loop of frames closes through Orientation.equalityConstraint (spec 9.4) with one residue instead of two equations"
  record Orientation "angle of a frame against the ground, as (cos, sin)"
    Real c;
    Real s;
    function equalityConstraint "sine of the angle between two orientations: zero where they agree"
      input Orientation R1;
      input Orientation R2;
      output Real residue[1];
    algorithm
      residue := {R1.s * R2.c - R1.c * R2.s};
    end equalityConstraint;
  end Orientation;

  connector Frame "position, orientation, and the force and torque that flow in"
    Real x;
    Real y;
    Orientation R;
    flow Real fx;
    flow Real fy;
    flow Real t;
  end Frame;

  model Ground "the root of the frames: at (x0, y0), angle zero"
    parameter Real x0 = 0, y0 = 0;
    Frame a;
  equation
    Connections.root(a.R);
    a.x = x0;
    a.y = y0;
    a.R.c = 1;
    a.R.s = 0;
  end Ground;

  model Bar "a rigid massless link of length L along the x axis of its frames"
    parameter Real L = 1;
    Frame a, b;
  equation
    Connections.branch(a.R, b.R);
    b.R.c = a.R.c;
    b.R.s = a.R.s;
    b.x = a.x + L * a.R.c;
    b.y = a.y + L * a.R.s;
    a.fx + b.fx = 0;
    a.fy + b.fy = 0;
    a.t + b.t + L * (a.R.c * b.fy - a.R.s * b.fx) = 0;
  end Bar;

  partial model PartialRevolute "frame b turned by phi against frame a about their common point; the orientation is passed on from the side the root lies on"
    Frame a, b;
    Real phi "angle of b against a";
    Real tau "torque about the axis";
  equation
    Connections.branch(a.R, b.R);
    if Connections.rooted(a.R) then
      b.R.c = a.R.c * cos(phi) - a.R.s * sin(phi);
      b.R.s = a.R.s * cos(phi) + a.R.c * sin(phi);
    else
      a.R.c = b.R.c * cos(phi) + b.R.s * sin(phi);
      a.R.s = b.R.s * cos(phi) - b.R.c * sin(phi);
    end if;
    b.x = a.x;
    b.y = a.y;
    a.fx + b.fx = 0;
    a.fy + b.fy = 0;
    a.t + b.t = 0;
    b.t = tau;
  end PartialRevolute;

  model Revolute "a free joint: no torque about its axis"
    extends PartialRevolute;
  equation
    tau = 0;
  end Revolute;

  model Motor "a joint turned at the constant speed omega from phi = 0"
    extends PartialRevolute(phi(start = 0, fixed = true));
    parameter Real omega = 1;
  equation
    der(phi) = omega;
  end Motor;
end Planar;
