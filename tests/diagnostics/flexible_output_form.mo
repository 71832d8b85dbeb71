// A function with an output of flexible size runs when the model is
// translated on numbers and vectors: a matrix in its algorithm is beyond
// what it works out there, a located error.
model FlexibleOutputForm
  function rows
    input Integer n;
    output Real y[:];
  protected
    Real m[2, 2];
  algorithm
    m := [1, 2; 3, 4];
    y := fill(m[1, 1], n);
  end rows;
  Real r[:] = rows(3);
end FlexibleOutputForm;
