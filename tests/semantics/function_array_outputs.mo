// Several array outputs: (rows, total) = stats(A) for A = [1, 2, 3; 4, 5, 6]
// gives the row sums {6, 15} and total 21 (a protected array holds each
// row).  In a model's algorithm, (lo, hi, sorted) := minmax(v) with v =
// {3, 1, 4, 1.5}: lo = 1, hi = 4 (bindings min(x), max(x)), sorted by a
// bubble sort of nested loops: {1, 1.5, 3, 4}.  An output not taken is
// skipped: (, top) := minmax(w) with w = {2, 7 + t} gives top = 7 + t, 8 at
// t = 1.
// run --stop-time=1
// expect final rows[1] 6 0
// expect final rows[2] 15 0
// expect final total 21 0
// expect final lo 1 0
// expect final hi 4 0
// expect final sorted[1] 1 0
// expect final sorted[2] 1.5 0
// expect final sorted[4] 4 0
// expect final top 8 1e-9
// expect at 0.5 top 7.5 1e-9
function stats
  input Real A[:, :];
  output Real rows[size(A, 1)];
  output Real total = 0;
protected
  Real row[size(A, 2)];
algorithm
  for i in 1:size(A, 1) loop
    row := A[i, :];
    rows[i] := sum(row);
    total := total + rows[i];
  end for;
end stats;

function minmax
  input Real x[:];
  output Real lo = min(x);
  output Real hi = max(x);
  output Real sorted[size(x, 1)];
protected
  Real t;
algorithm
  sorted := x;
  for i in 1:size(x, 1) loop
    for j in 1:size(x, 1) - i loop
      if sorted[j] > sorted[j + 1] then
        t := sorted[j];
        sorted[j] := sorted[j + 1];
        sorted[j + 1] := t;
      end if;
    end for;
  end for;
end minmax;

model FunctionArrayOutputs
  Real x(start = 0, fixed = true);
  parameter Real v[4] = {3, 1, 4, 1.5};
  Real rows[2], total;
  Real lo, hi, sorted[4];
  Real top;
equation
  der(x) = 1;
  (rows, total) = stats([1, 2, 3; 4, 5, 6]);
algorithm
  (lo, hi, sorted) := minmax(v);
  (, top) := minmax({2, 7 + x});
end FunctionArrayOutputs;
