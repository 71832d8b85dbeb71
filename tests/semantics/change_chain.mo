// A chain of discrete variables triggering one another at one instant:
// sample(0.25, 0.25) counts n (1 at 0.25, 2 at 0.5, ...); change(n) raises
// c = pre(c) + 1; change(c) sets the Boolean odd = c odd; edge(odd) counts e.
// At t = 0.25, 0.5, 0.75, 1: n = c = 1, 2, 3, 4; odd rises at c = 1 and 3,
// so e = 2 at t = 1 and e = 1 between 0.25 and 0.75 (left of the third rise).
// The when-clauses are written against their order of evaluation (the last
// link first), so the chain needs one pass per link.
// run --stop-time=1.1 --interval=0.05
// expect events @wc 4
// expect event @wc 2 0.5 1e-9
// expect events @wo 4
// expect events @we 2
// expect event @we 2 0.75 1e-9
// expect at 0.6 e 1 0
// expect final n 4 0
// expect final c 4 0
// expect final e 2 0
model ChangeChain
  Integer n(start = 0, fixed = true), c(start = 0, fixed = true), e(start = 0, fixed = true);
  Boolean odd(start = false, fixed = true);
equation
  when edge(odd) then  // @we
    e = pre(e) + 1;
  end when;
  when change(c) then  // @wo
    odd = mod(c, 2) == 1;
  end when;
  when change(n) then  // @wc
    c = pre(c) + 1;
  end when;
  when sample(0.25, 0.25) then
    n = pre(n) + 1;
  end when;
end ChangeChain;
