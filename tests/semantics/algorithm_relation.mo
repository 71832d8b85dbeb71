// A relation in an algorithm sees the values the statements before it
// assigned, at initialization and when it generates events:
//   y := x - 0.5, then y > 0 on that value: it switches once, at t = 0.5,
//     though the final y (-1) would switch it back at once;
//   s: three copies of 's < 1' (the for-loop unrolled), each on the s of
//     its iteration: s = 3t before t = 0.5, 2t before t = 1, t after;
//   u := 0, then u < 1 is true although the final u is 2;
//   f = floor(w) of w = 3t, then w := 0: floor and its events follow 3t.
// run --stop-time=1.5 --interval=0.1
// expect at 0.45 y -0.1 1e-8
// expect at 0.45 s 1.2 1e-8
// expect at 0.85 y -1 1e-12
// expect at 0.85 s 1.6 1e-8
// expect final s 1.5 1e-8
// expect at 0 u 2 1e-12
// expect final u 2 1e-12
// expect at 0.45 f 1 1e-12
// expect at 0.85 f 2 1e-12
// expect final f 4 1e-12
model AlgorithmRelation
  Real x(start = 0, fixed = true);
  Real y, s, u, w, f;
equation
  der(x) = 1;
algorithm
  y := x - 0.5;
  if y > 0 then
    y := -1;
  end if;
algorithm
  s := 0;
  for i in 1:3 loop
    if s < 1 then
      s := s + x;
    end if;
  end for;
algorithm
  u := 0;
  if u < 1 then
    u := 2;
  end if;
algorithm
  w := 3 * x;
  f := floor(w);
  w := 0;
end AlgorithmRelation;
