// args: -m Missing
// The model asked for with -m is not in the file.
model Present
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end Present;
