// edge() of Boolean elements in a for-equation, each with its own clause:
// b[i] = t > 0.2 i becomes true at 0.2, 0.4 and 0.6; each n[i] counts once.
// run --stop-time=1
// expect events @e 3
// expect event @e 2 0.4 1e-9
// expect final n[3] 1 0
// expect final total 3 0
model EdgeInFor
  Boolean b[3];
  Integer n[3](each start = 0);
  Integer total = sum(n);
equation
  for i in 1:3 loop
    b[i] = time > 0.2*i;
    when edge(b[i]) then  // @e
      n[i] = pre(n[i]) + 1;
    end when;
  end for;
end EdgeInFor;
