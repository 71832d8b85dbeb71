// A connector has as many flow variables as potential ones counted in
// scalars (spec 9.3.1): r[2] and an overdetermined orientation of three
// residues are five potentials against the six scalars of f[3] and t[3].
model ConnectorScalarBalance
  type Matrix = Real[3, 3];
  type Orientation
    extends Matrix;
    function equalityConstraint
      input Orientation R1;
      input Orientation R2;
      output Real residue[3];
    algorithm
      residue := {R1[1, 2] - R2[1, 2], R1[1, 3] - R2[1, 3], R1[2, 3] - R2[2, 3]};
    end equalityConstraint;
  end Orientation;
  connector Frame
    Real r[2];
    Orientation R;
    flow Real f[3];
    flow Real t[3];
  end Frame;
  Frame a(r = {1, 2}, R = identity(3));
equation
  Connections.root(a.R);
end ConnectorScalarBalance;
