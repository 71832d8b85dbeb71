within Tri;
package Interfaces "connectors of one Logic value, and a base block whose names come from its own import"
  connector LogicInput = input Tri.Logic;
  connector LogicOutput = output Tri.Logic;

  partial block SISO "one input, one output; V is visible only here, not in the blocks extending it"
    import V = Tri.Logic;
    LogicInput x(start = V.'X', fixed = true);
    LogicOutput y;
  end SISO;
end Interfaces;
