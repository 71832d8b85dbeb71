within Grammar36.Interfaces;
expandable connector Bus "a bus of signals"
  Real level "a signal of the bus";
  annotation (Icon(graphics={Rectangle(extent={{-20,2},{22,-2}}, lineColor={255,204,51}, lineThickness=0.5)}));
end Bus;
