// There is no function 'sine'.
model UnknownFunction
  Real x(start = 1, fixed = true);
equation
  der(x) = sine(x);
end UnknownFunction;
