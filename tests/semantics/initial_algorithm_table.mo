// A function of an array input without outputs, called as a statement of an
// initial algorithm (the shape of a table check): the first column of the
// table must increase; 0, 1, 3, 2 does not at row 4, so the run stops at
// t = 0 with the function's message.
// expect exit 1
// expect stderr assertion failed: first column not increasing
model InitialAlgorithmTable
  function isValid
    input Real table[:, 2];
  algorithm
    for i in 2:size(table, 1) loop
      assert(table[i, 1] > table[i - 1, 1], "first column not increasing");
    end for;
  end isValid;
  parameter Real table[4, 2] = [0, 0; 1, 1; 3, 2; 2, 5];
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
initial algorithm
  isValid(table);
end InitialAlgorithmTable;
