// A String input of a function is a text known at compile time, passed on
// to calls: compared or assigned it is an error; a function with a String
// output is not supported yet: its call is refused (not its declaration,
// which a library may hold unused).
model FunctionStringInput
  function pass
    input String s;
    input Real x;
    output Real y;
  algorithm
    y := x;
  end pass;
  function compare
    input String s;
    output Boolean b;
  algorithm
    b := s == "a";
  end compare;
  function text
    input Real x;
    output String s;
  algorithm
    s := "x";
  end text;
  function useText
    input Real x;
    output Real y;
  algorithm
    y := pass(text(x), x);
  end useText;
  Real y = pass("name", time);
  Real z = useText(time);
  Boolean b = compare("a");
end FunctionStringInput;
