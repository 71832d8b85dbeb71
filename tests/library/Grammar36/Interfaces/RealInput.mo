within Grammar36.Interfaces;
connector RealInput = input Real "a signal in"
  annotation (defaultComponentName="u",
    Icon(graphics={Polygon(lineColor={0,0,127}, fillColor={0,0,127},
      fillPattern=FillPattern.Solid, points={{-100,100},{100,0},{-100,-100}})}),
    Diagram(coordinateSystem(preserveAspectRatio=true, initialScale=0.2)));
