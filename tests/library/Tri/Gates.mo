within Tri;
package Gates "gates through the tables"
  import L = Tri.Logic;
  import Tri.Interfaces.*;

  block And2 "y = And[a, b], read with discrete subscripts in an equation"
    LogicInput a, b;
    LogicOutput y;
  equation
    y = Tables.And[a, b];
  end And2;

  block AndN "an AND of n inputs, n a parameter of each instance"
    parameter Integer n = 2;
    LogicInput x[n];
    LogicOutput y;
  protected
    Tri.Logic acc[n];
  equation
    acc[1] = x[1];
    for i in 2:n loop
      acc[i] = Tables.And[acc[i - 1], x[i]];
    end for;
    y = acc[n];
  end AndN;

  function countOf "how many of x are v, through a count per literal: an array over the enumeration in a function"
    input Tri.Logic x[:];
    input Tri.Logic v;
    output Integer n;
  protected
    Integer h[L];
  algorithm
    for l in L loop
      h[l] := 0;
      for i in 1:size(x, 1) loop
        if x[i] == l then
          h[l] := h[l] + 1;
        end if;
      end for;
    end for;
    n := h[v];
  end countOf;

  block Census "how many of the inputs are each value, an instance per literal"
    parameter Integer n = 3;
    LogicInput x[n];
    output Integer count[L];
  equation
    for l in L loop
      count[l] = countOf(x, l);
    end for;
  end Census;

  block Inverter "NOT with a rise delay tLH and a fall delay tHL, chosen by the Delay table in an algorithm"
    extends SISO(y(start = L.'X', fixed = true));
    parameter Real tLH = 0.1, tHL = 0.2;
  protected
    constant Integer delayTable[L, L] = Tables.Delay;
    Integer lh;
    discrete Real t_next(start = 0, fixed = true);
    Tri.Logic target(start = L.'X', fixed = true);
  algorithm
    when {initial(), change(x)} then
      target := Tables.Not[x];
      lh := delayTable[pre(y), target];
      t_next := time + (if lh > 0 then tLH elseif lh < 0 then tHL else 0);
      if lh == 0 then
        y := target;
      end if;
    elsewhen time >= t_next then
      y := target;
    end when;
  end Inverter;

  block TransportDelay "y is x delayed by d, through integer(delay()) as a subscript"
    extends SISO;
    parameter Real d = 0.25;
  protected
    constant Tri.Logic values[:] = L.'0':L.'X';
    Real xr;
  equation
    xr = Integer(pre(x));
    y = if time >= d then values[integer(delay(xr, d))] else L.'X';
  end TransportDelay;

  block DFF "a D flip-flop: q takes d at a rising clock edge, by a table over [pre(clock), clock] in an algorithm of discrete variables; E is visible only here"
    import E = Tri.Logic;
    LogicInput d, clock(start = E.'0', fixed = true);
    LogicOutput q;
    parameter Tri.Logic q0 = E.'X';
    constant Integer edgeMap[E, E] = Tables.Edge;
  protected
    Integer edge(start = 0);
    Tri.Logic state(start = q0);
  algorithm
    if change(clock) then
      if initial() then
        edge := 0;
      else
        edge := edgeMap[pre(clock), clock];
      end if;
      if edge == 1 then
        state := d;
      elseif edge == 2 then
        state := E.'X';
      end if;
    end if;
    q := state;
  end DFF;
end Gates;
