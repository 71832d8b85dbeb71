// String parameters and constants computed at compile time with substring
// and length of Modelica.Utilities.Strings (a stand-in here, whose bodies
// fail if they are ever run) from another String parameter, and used to
// choose values.  group = "Dy5": c1 = "D", c2 = substring(group, 2,
// length(group) - 1) = "y", tail = substring(group, 3, 100) = "5" (the end
// index beyond the text is cut to its length), none = substring(group, 3,
// 2) = "" (end before start), substring(tail + "x", 1, 1) = "5" compared
// as it stands, early reads a parameter declared after it
// ("zi" of "zig" + "zag").  Every choice below takes its first value:
// k = 1*10*100*1000 + 7 = 1000007, so x(t) = k t, x(2) = 2000014; n = 3
// (c2 is neither "d" nor "z"), y = n t, y(2) = 6.
// run --stop-time=2
// expect final x 2000014 1e-3
// expect final y 6 1e-9
package Modelica
  package Utilities
    package Strings
      function length
        input String string;
        output Integer result;
      algorithm
        assert(false, "length was not folded");
        result := 0;
      end length;

      function substring
        input String string;
        input Integer startIndex;
        input Integer endIndex;
        output String result;
      algorithm
        assert(false, "substring was not folded");
        result := "";
      end substring;
    end Strings;
  end Utilities;
end Modelica;

model string_substring_parameter
  import Modelica.Utilities.Strings;
  parameter String early = Strings.substring(later, 1, 2);
  parameter String group = "Dy5";
  constant String c1 = Modelica.Utilities.Strings.substring(group, 1, 1);
  parameter String c2 = Strings.substring(group, 2, Strings.length(group) - 1);
  parameter String tail = Strings.substring(group, Strings.length(group), 100);
  parameter String none = Strings.substring(group, 3, 2);
  parameter String joined = c1 + c2 + tail;
  parameter String later = "zig" + "zag";
  parameter Real k = (if c1 == "D" then 1 else 3) * (if c2 == "y" then 10 else 30)
    * (if joined == group then 100 else 300) * (if early == "zi" then 1000 else 3000)
    + (if none == "" and Strings.substring(tail + "x", 1, 1) == "5" then 7 else 19);
  parameter Integer n = if c2 == "d" then 1 elseif c2 == "z" then 2 else 3;
  Real x(start = 0, fixed = true);
  Real y = n * time;
equation
  der(x) = k;
end string_substring_parameter;
