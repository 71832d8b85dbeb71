// Strings in functions: compared only with == and <>, never assigned to a
// number (the model's own uses: diagnostics/string_model_compare).
model FunctionStringInput
  function order
    input String s;
    output Boolean b;
  algorithm
    b := s < "a";
  end order;
  function number
    input String s;
    output Real y;
  algorithm
    y := s;
  end number;
  Boolean a = order("b");
  Real y = number("name");
end FunctionStringInput;
