within LazyLib;
package Units "types with attributes, as a units package declares them"
  package SI
    type Angle = Real(final quantity = "Angle", final unit = "rad", displayUnit = "deg");
    type Height = Real(final quantity = "Length", final unit = "m");
  end SI;
end Units;
