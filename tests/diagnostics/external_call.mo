// The C call of an external function checked against the function: the
// default call with two outputs, an output that the call does not set, a
// result that is an input, a named argument, an algorithm beside the clause.
model ExternalCall
  function two "two outputs need an explicit call"
    input Real x;
    output Real a;
    output Real b;
  external "C";
  end two;
  function unset
    input Real x;
    output Real a;
    output Real b;
  external "C" a = unset_c(x);
  end unset;
  function resultInput
    input Real x;
    output Real y;
  external "C" x = result_input(y);
  end resultInput;
  function named
    input Real x;
    output Real y;
  external "C" y = named_c(v = x);
  end named;
  function withAlgorithm
    input Real x;
    output Real y;
  algorithm
    y := x;
  external "C" y = with_algorithm(x);
  end withAlgorithm;
  Real a, b;
  Real c = unset(time);
  Real d = resultInput(time);
  Real e = named(time);
  Real f = withAlgorithm(time);
equation
  (a, b) = two(time);
end ExternalCall;
