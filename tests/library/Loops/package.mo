within;
package Loops "A planar loop of frames with an overdetermined orientation (spec 9.4)"
  record Orientation "angle phi, kept twice (w = 2 phi): one independent variable"
    Real phi;
    Real w;
    function equalityConstraint
      input Orientation R1;
      input Orientation R2;
      output Real residue[1];
    algorithm
      residue := {R1.phi - R2.phi};
    end equalityConstraint;
  end Orientation;

  connector Frame
    Real x;
    Orientation R;
    flow Real f;
    flow Real t;
  end Frame;

  model Ground "the root: position and orientation zero"
    Frame a;
    parameter Boolean definite = true "a definite root, else a potential one";
    Boolean root = Connections.isRoot(a.R);
  equation
    if definite then
      Connections.root(a.R);
    else
      Connections.potentialRoot(a.R, priority = 2);
    end if;
    a.x = 0;
    a.R.phi = 0;
    a.R.w = 0;
  end Ground;

  model Driven "b moved by s(t) and turned by alpha(t) from a"
    Frame a, b;
    Real s = 0.5 * time;
    Real alpha = time;
  equation
    Connections.branch(a.R, b.R);
    if Connections.rooted(a.R) then
      b.R.phi = a.R.phi + alpha;
    else
      a.R.phi = b.R.phi - alpha;
    end if;
    b.R.w = 2 * b.R.phi;
    b.x = a.x + s;
    a.f + b.f = 0;
    a.t + b.t = 0;
  end Driven;

  model Hinge "a free revolute joint with a spring along x"
    Frame a, b;
    parameter Real k = 100, L = 1;
    Real theta;
  equation
    Connections.branch(a.R, b.R);
    b.R.phi = a.R.phi + theta;
    if Connections.rooted(a.R) then
      b.R.w = 2 * b.R.phi;
    else
      a.R.w = 2 * a.R.phi;
    end if;
    b.f = k * (b.x - a.x - L);
    a.f + b.f = 0;
    a.t + b.t = 0;
    b.t = 0;
  end Hinge;

  model Loop "ground, a driven joint and a hinge closing the loop back to the ground"
    Ground g;
    Driven d;
    Hinge h;
    Real y(start = 0, fixed = true);
  equation
    connect(g.a, d.a);
    connect(d.b, h.a);
    connect(h.b, g.a);
    der(y) = h.theta;
  end Loop;
  model LoopPotential "the loop with the ground a potential root only"
    extends Loop(g(definite = false));
  end LoopPotential;

  model Chain "frames joined by Connections.branch in a for-equation"
    Frame f[3];
    Boolean first = Connections.rooted(f[1].R);
    Boolean last = Connections.isRoot(f[3].R);
  equation
    Connections.root(f[1].R);
    f[1].x = 0;
    f[1].R.phi = 0.5;
    f[1].R.w = 1;
    for i in 1:2 loop
      Connections.branch(f[i].R, f[i + 1].R);
      f[i + 1].x = f[i].x + 1;
      f[i + 1].R.phi = 2 * f[i].R.phi;
      f[i + 1].R.w = 2 * f[i + 1].R.phi;
    end for;
  end Chain;

  model NoRoot "a driven joint alone: nothing can be its root"
    Driven d;
  end NoRoot;

  model TwoRoots "a part whose two frames are both roots, joined by Connections.branch"
    Frame a, b;
  equation
    Connections.root(a.R);
    Connections.root(b.R);
    Connections.branch(a.R, b.R);
    a.x = 0;
    a.R.phi = 0;
    a.R.w = 0;
    b.x = 1;
    b.R.phi = 0;
    b.R.w = 0;
  end TwoRoots;
end Loops;
