// A subscript that changes during the run, inside a branch of an
// if-expression: it need be in range only while that branch is taken.  k
// goes 2, 1, 0 (t = 0.5, 1); e[k] stands under k > 0, and in the else
// branch of k == 0.  At k = 0 neither is read, and no assert fires.
// run --stop-time=1.5
// expect at 0.4 y 20 0
// expect at 0.9 y 10 0
// expect at 0.9 z 10 0
// expect final y -1 0
// expect final z 0 0
model SubscriptGuarded
  Integer k;
  Integer e[2] = {10, 20};
  Integer y, z;
equation
  k = if time < 0.5 then 2 elseif time < 1 then 1 else 0;
  y = if k > 0 then e[k] else -1;
  z = if k == 0 then 0 else e[k];
end SubscriptGuarded;
