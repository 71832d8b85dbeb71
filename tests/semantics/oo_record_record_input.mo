// A record constructor given a record for a record field: the value given
// wins over the field's default, also nested, and a constructor nested in
// the value takes its own class's defaults for what it leaves out.
// o = One(3 + t); at t = 1: o.x = 4.
//   t = Test(o): t.a.x = o.x = 4 (not the default One(101010)), t.z = 1
//   u1 = Outer(Test(o, 4)): u1.t.a.x = 4, u1.t.z = 4
//   u2 = Outer(w = 9): Outer's default t = Test(One(-1), -2): u2.t.a.x = -1
//   u3 = Outer(Test(z = 5)): t from Test(z = 5), so u3.t.a.x = 101010, z = 5
//   ta = Test(arr[2]) with arr = {One(1), o}: ta.a.x = 4
//   l = Local(o), Local declared in the model: l.b.x = 4, l.y = 2 b.x = 8;
//   l2 = Local(): l2.b.x = -7, l2.y = -14
// run --stop-time=1
// expect final t.a.x 4 1e-9
// expect final t.z 1 1e-12
// expect final u1.t.a.x 4 1e-9
// expect final u1.t.z 4 1e-12
// expect final u2.t.a.x -1 1e-12
// expect final u2.t.z -2 1e-12
// expect final u3.t.a.x 101010 1e-9
// expect final u3.t.z 5 1e-12
// expect final ta.a.x 4 1e-9
// expect final l.b.x 4 1e-9
// expect final l.y 8 1e-9
// expect final l2.b.x -7 1e-12
// expect final l2.y -14 1e-12
record One
  Real x;
end One;

record Test
  One a = One(101010);
  Real z = 1;
end Test;

record Outer
  Test t = Test(One(-1), -2);
  Real w = 1;
end Outer;

model oo_record_record_input
  record Local
    One b = One(-7);
    Real y = 2*b.x;
  end Local;
  One o = One(3 + time);
  Test t = Test(o);
  Outer u1 = Outer(Test(o, 4));
  Outer u2 = Outer(w = 9);
  Outer u3 = Outer(Test(z = 5));
  One arr[2] = {One(1), o};
  Test ta = Test(arr[2]);
  Local l = Local(o);
  Local l2 = Local();
end oo_record_record_input;
