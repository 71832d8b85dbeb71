// extends f(z = 1) in a function where f has no component z: an error.
function Shape
  input Integer x;
  output Integer y;
end Shape;

function Twice
  extends Shape(z = 10);
algorithm
  y := 2*x;
end Twice;

model function_extends_unknown_modifier
  Integer i = Twice(3);
end function_extends_unknown_modifier;
