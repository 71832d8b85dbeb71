model Structural
  record R
    Real a = 1;
    Integer n = 2;
  end R;
  parameter Integer n0 = 2;
  parameter Integer n1 = n0 + n0 - 1;
  parameter Integer n2 = n1 * 2;
  parameter Boolean fast = n2 > 4;
  parameter R r(a = 3);
  parameter String s0 = "ab";
  parameter String s1 = s0 + s0;
  parameter String s2 = s1 + "c" + s0;
  Real x[n2](each start = r.a, each fixed = true);
equation
  if fast then
    der(x) = -x;
  else
    der(x) = -2*x;
  end if;
  when time > 0.5 then
    terminate(s2 + String(n2) + String(1e300, significantDigits = 99) + " done");
  end when;
end Structural;
