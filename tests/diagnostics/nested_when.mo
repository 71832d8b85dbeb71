// A when-clause inside a when-clause.
model NestedWhen
  Real h(start = 1, fixed = true);
  Real v(start = 0, fixed = true);
  Integer n(start = 0);
equation
  der(h) = v;
  der(v) = -9.81;
  when h < 0 then
    when v < 0 then
      n = pre(n) + 1;
    end when;
  end when;
end NestedWhen;
