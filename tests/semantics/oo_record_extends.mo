// A record that extends another: fields of the base first, the extends
// modifier as a default (n = 4), Boolean and enumeration fields.  Records
// are equated by their fields (spec 6.4): Same has Ext's fields and takes
// e's value.  e = Ext(x = 2): n = 4, flag = true, mode = Mode.on = 2;
// f = Ext(5, 6, false, Mode.off) positionally, in the order x, n, flag, mode.
// run --stop-time=1
// expect final x 2 1e-12
// expect final n 4 0
// expect final flag 1 0
// expect final mode 2 0
// expect final fn 6 0
// expect final fflag 0 0
// expect final fmode 1 0
type Mode = enumeration(off, on);

record Base
  Real x;
  Integer n = 1;
end Base;

record Ext
  extends Base(n = 4);
  Boolean flag = true;
  Mode mode = Mode.on;
end Ext;

record Same
  Real x;
  Integer n;
  Boolean flag;
  Mode mode;
end Same;

model oo_record_extends
  parameter Ext e = Ext(x = 2);
  parameter Same s = e;
  parameter Ext f = Ext(5, 6, false, Mode.off);
  Real x = s.x;
  Integer n = s.n;
  Boolean flag = s.flag;
  Integer mode = Integer(s.mode);
  Integer fn = f.n;
  Boolean fflag = f.flag;
  Integer fmode = Integer(f.mode);
end oo_record_extends;
