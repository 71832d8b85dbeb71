within Grammar36;
package Components "class extends of models and functions"
  extends Grammar36.Icons.Package;
  import Grammar36.Interfaces;
  import SI = Grammar36.Units "renaming import with a description";

  partial model Spring "a component whose law is replaceable"
    replaceable model Law "force of a displacement"
      parameter Real k = 2;
      input Real s;
      output Real f;
    equation
      f = k * s;
    end Law;
    Law law(s = x) annotation (Placement(transformation(extent={{-10,-10},{10,10}})));
    Real x = time;
    Real f = law.f;
  end Spring;

  model Offset "a base of a class extends of its own"
    Real offset = 7;
  end Offset;

  model StiffSpring "redeclare model extends: the inherited law, modified and added to"
    extends Spring;
    redeclare model extends Law(k = 3)
      extends Offset;
      Real extra = f + 1 "added by the class extends";
    end Law;
  end StiffSpring;

  model SoftSpring "model extends without redeclare: a Law of its own for its own components; the inherited law keeps the inherited Law"
    extends Spring;
    model extends Law(k = 0.5)
    end Law;
    Law own(s = x);
  end SoftSpring;

  partial package PartialMedium "a medium with a replaceable function"
    constant Real T0 = 300;
    replaceable partial function density
      input Real T;
      output Real d;
    end density;
  end PartialMedium;

  package Water "redeclare function extends"
    extends PartialMedium;
    redeclare function extends density "water, linear in T"
    algorithm
      d := 1000 - 0.5 * (T - T0);
    end density;
  end Water;

  package MediumAlias = PartialMedium "a short class definition between";

  package Oil "redeclare function extends, inherited through MediumAlias"
    extends MediumAlias;
    redeclare function extends density "oil"
    algorithm
      d := 800 - 0.2 * (T - T0);
    end density;
  end Oil;

  model Tank
    replaceable package Medium = PartialMedium
      constrainedby PartialMedium "the medium" annotation (choicesAllMatching=true);
    SI.Temperature T = 300 + 10 * time;
    Real d = Medium.density(T);
    Real dWater = Components.Water.density(T);
  end Tank;

  block Gain "conditional inputs declared after a binding, as MSL writes them"
    parameter Boolean useInput = true;
    parameter Real k = 2 annotation (Dialog(group="Gain", enable=not useInput));
    Interfaces.RealInput u = 4 if useInput "only when useInput";
    Interfaces.RealInput v(start = 0) = 6 if useInput "after modifiers too";
    Interfaces.RealOutput y;
  equation
    y = k * time;
  end Gain;
end Components;
