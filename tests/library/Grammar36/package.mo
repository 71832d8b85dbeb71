within;
package Grammar36 "Modelica 3.6 constructs as libraries write them, with known values"
  extends Grammar36.Icons.Package;

  constant Real g = 9.81 "gravity, read as .Grammar36.g";

  package Icons "icons, as graphics annotations"
    extends .Grammar36.Icons.Empty;
    partial package Empty
    end Empty;
    partial package Package "an icon of a package"
      annotation (Icon(coordinateSystem(preserveAspectRatio=false, extent={{-100,-100},{100,100}}),
        graphics={Rectangle(lineColor={200,200,200}, fillColor={248,248,248},
          fillPattern=FillPattern.HorizontalCylinder, extent={{-100,-100},{100,100}}, radius=25.0),
          Text(extent={{-150,110},{150,150}}, textString="%name", textColor={0,0,255}),
          Line(points={{-80,0},{80,0}}, color={0,0,127}, thickness=0.5, arrow={Arrow.None,Arrow.Filled})}),
        Documentation(info="<html>
<p>A package icon, with a long documentation string on several lines,
&quot;escaped quotes&quot; \"like this\", and unicode: µ &mu; 10 °C, ω.</p>
</html>", revisions="<html><ul><li>first</li></ul></html>"));
    end Package;
  end Icons;

  annotation (version="1.0.0", versionDate="2026-11-27",
    uses(Modelica(version="4.1.0")),
    __Vendor_flags(enabled=true, level=2),
    Documentation(info="<html><p>Test library of hysc.</p></html>"));
end Grammar36;
