// A partial function is a template for others (through extends): it is
// never called itself.
model PartialFunctionCall
  partial function law
    input Real u;
    output Real y;
  algorithm
    y := 2 * u;
  end law;
  Real x(start = 1, fixed = true);
equation
  der(x) = -law(x);
end PartialFunctionCall;
