// A redeclaration's own constrainedby must lie within the constraint it
// replaces, and a later redeclaration within the constraint that an
// earlier one declared (spec 7.3.2): Point has no y, which Pair has.
model RedeclareConstraintChain
  model Point
    Real x = 1;
  end Point;
  model Pair
    Real x = 2;
    Real y = 3;
  end Pair;
  model Holder
    replaceable Pair p constrainedby Pair;
    replaceable Pair q constrainedby Point;
    replaceable model M = Pair constrainedby Point;
  end Holder;
  model Narrowed
    extends Holder(replaceable Pair p constrainedby Point);
  end Narrowed;
  model Kept
    extends Holder(replaceable model M = Pair constrainedby Pair);
  end Kept;
  model Widened
    extends Kept(redeclare model M = Point);
  end Widened;
  model Held
    extends Holder(replaceable Pair q constrainedby Pair);
  end Held;
  Narrowed n;
  Widened w;
  Held h(redeclare Point q);
end RedeclareConstraintChain;
