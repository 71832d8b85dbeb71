// A model or block takes no type prefix (parameter, constant, discrete,
// input, output, flow); flow is not given to a connector component whose
// connector has flow variables, input or output not to one whose connector
// has directions already.
model ComponentPrefixes
  model Mass
    Real m = 1;
  end Mass;
  connector Flange
    Real s;
    flow Real f;
  end Flange;
  connector Pair
    input Real a;
    output Real b;
  end Pair;
  record Both
    Flange flange;
  end Both;
  parameter Mass fixedMass;
  input Mass drivenMass;
  flow Flange flange;
  flow Both both;
  output Pair pair;
end ComponentPrefixes;
