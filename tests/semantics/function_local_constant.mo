// A protected Integer of a function assigned once, at the top of its
// algorithm, from what the specialization knows (even := 2*div(n, 2) with
// n sizing the output) is known when the function is expanded: a loop to
// it is unrolled, so slices s[i:i+1] and s[i-2:i-1] have known ends.
// expect final p[1] 2 1e-12
// expect final p[2] 20 1e-12
// expect final p[3] 6 1e-12
// expect final p[4] 60 1e-12
// expect final p[5] -2 1e-12
// expect final q[4] 60 1e-12
// expect final f[6] 16 1e-12
// expect at 0.5 f[5] 7.5 1e-9
model function_local_constant
  function pairs
    input Integer n;
    output Real s[n];
  protected
    Integer even;
  algorithm
    even := 2 * div(n, 2);
    for i in 1:2:even loop
      s[i:i + 1] := {i, 10 * i};
    end for;
    if n > even then
      s[n] := -1;
    end if;
  end pairs;
  function fib
    input Integer n;
    output Real s[n];
  protected
    Integer m;
  algorithm
    m := n;
    s[1:2] := {1, 1};
    for i in 3:m loop
      s[i] := sum(s[i - 2:i - 1]);
    end for;
  end fib;
  Real p[5] = pairs(5) * (1 + time);
  Real q[4] = pairs(4) * (1 + time);
  Real f[6] = fib(6) * (1 + time);
end function_local_constant;
