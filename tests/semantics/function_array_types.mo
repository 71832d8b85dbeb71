// Functions as MultiBody's Frames write them: an output of an array type
// (type M = Real[2, 2], and a type that only extends it), and a record
// constructor whose named argument calls a function taking a record.
// rot(t) = [cos t, sin t; -sin t, cos t]; w = rot(t) * {1, 0} + {0.5, 0}.
// run --stop-time=1
// expect final r12 0.84147098 1e-7
// expect final s21 -0.84147098 1e-7
// expect final w1 1.04030231 1e-7
// expect final w2 -0.84147098 1e-7
model FunctionArrayTypes
  type M = Real[2, 2];
  type TM "a type that only extends an array type" extends M; end TM;
  record Ori
    Real T[2, 2];
    Real w[2];
  end Ori;
  function rot
    input Real a;
    output M T;
  algorithm
    T := [cos(a), sin(a); -sin(a), cos(a)];
  end rot;
  function rot2
    input Real a;
    output TM T;
  algorithm
    T := rot(a);
  end rot2;
  function resolve
    input Ori R;
    input Real v[2];
    output Real v2[2];
  algorithm
    v2 := R.T * v;
  end resolve;
  function turned
    input Ori R1;
    input Real a;
    output Ori R2;
  algorithm
    R2 := Ori(T = rot2(a), w = resolve(Ori(T = rot(a), w = {0, 0}), {1, 0}) + R1.w);
  end turned;
  Ori base(T = [1, 0; 0, 1], w = {0.5, 0});
  Ori moved = turned(base, time);
  Real r12 = moved.T[1, 2];
  Real s21 = moved.T[2, 1];
  Real w1 = moved.w[1];
  Real w2 = moved.w[2];
end FunctionArrayTypes;
