within Tri;
package Sources "logic sources"
  import L = Tri.Logic;
  import Tri.Interfaces.*;

  block Table "y steps to x[i] at t[i], with asserts inside an if-statement of its algorithm"
    parameter Tri.Logic x[:] = {L.'1'};
    parameter Real t[size(x, 1)] = {1};
    parameter Tri.Logic y0 = L.'X';
    LogicOutput y;
  algorithm
    if initial() then
      assert(size(x, 1) > 0, "an empty table");
    end if;
    y := y0;
    for i in 1:size(x, 1) loop
      if time >= t[i] then
        y := x[i];
      end if;
    end for;
  end Table;

  block Pick "y = Not[k]: a table of a package read with an Integer subscript that may leave its range"
    parameter Integer k0 = 1;
    parameter Real tk = 1;
    LogicOutput y;
    Integer k(start = k0, fixed = true);
  equation
    when time >= tk then
      k = pre(k) + 2;
    end when;
    y = Tables.Not[k];
  end Pick;
end Sources;
