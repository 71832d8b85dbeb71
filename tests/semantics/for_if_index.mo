// In a for-equation, "if i == 1 then a else c[i-1].x" over an array of
// components c: the condition on the loop's index picks the branch when the
// loop is unrolled, so the dead branch's c[0].x, which names nothing, is
// never formed (a chain of cells, each the previous plus its index).
// expect final ch.c[1].x 2 1e-12
// expect final ch.c[2].x 4 1e-12
// expect final ch.c[3].x 7 1e-12
// expect final ch.c[4].x 11 1e-12
// expect at 0.5 ch.c[4].x 10.5 1e-9
// expect final one.c[1].x 2 1e-12
model for_if_index
  connector Cell
    output Real x;
  end Cell;
  model Chain
    parameter Integer n = 4;
    Cell c[n];
  equation
    for i in 1:n loop
      c[i].x = if i == 1 then 1 + time else c[i - 1].x + i;
    end for;
  end Chain;
  Chain ch;
  Chain one(n = 1);
end for_if_index;
