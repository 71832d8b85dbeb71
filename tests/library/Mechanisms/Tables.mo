within Mechanisms;
package Tables "A characteristic y(u) held in C (Resources/C-Sources/MechTable.c) as an external object, read by interpolation"
  class Table1D "rows of u (ascending) and y"
    extends ExternalObject;
    function constructor
      input Real table[:, 2];
      output Table1D t;
    external "C" t = mechtab_new(table, size(table, 1), size(table, 2))
      annotation(Include = "#include \"mechtable.h\"", Library = "MechTable");
    end constructor;

    function destructor
      input Table1D t;
    external "C" mechtab_free(t) annotation(Include = "#include \"mechtable.h\"", Library = "MechTable");
    end destructor;
  end Table1D;

  function value "linear between rows, the line of the two nearest rows outside them"
    input Table1D t;
    input Real u;
    output Real y;
  external "C" y = mechtab_value(t, u) annotation(Include = "#include \"mechtable.h\"", Library = "MechTable");
  end value;
end Tables;
