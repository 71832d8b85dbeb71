// Boolean and enumeration types as array dimensions (spec 10.1): a
// dimension Boolean (or a short type of it) has two elements, subscripted by
// false and true; for-loops over Boolean, false:true, or without 'in' over
// such arrays give Boolean iterators, and over an enumeration Integer() of
// the iterator is its number.  A subscript that changes at an event picks
// the element of its current value.  In functions as well: an output
// y[Boolean] filled by a loop over Boolean, a subscript from an input
// that changes at an event.
// run --stop-time=1
// expect final w1 10 1e-12
// expect final w2 20 1e-12
// expect final n1 1 0
// expect final n2 0 0
// expect final x312 12 1e-12
// expect final x221 2 1e-12
// expect final y2 -6 1e-12
// expect final s1 1 1e-12
// expect final s2 2 1e-12
// expect at 0.4 pick 10 1e-12
// expect final pick 20 1e-12
// expect event @late 1 0.5 1e-9
// expect final g1 3 1e-12
// expect final g2 7 1e-12
// expect at 0.4 h 3 1e-12
// expect final h 7 1e-12
model ArrayBooleanDimension
  function split
    input Real u;
    output Real y[Flag];
  algorithm
    for b in Boolean loop
      y[b] := if b then 2 * u else u;
    end for;
    y[true] := y[true] + 1;
  end split;
  function choose
    input Real t[Boolean];
    input Boolean c;
    output Real v;
  algorithm
    v := t[c];
  end choose;
  type Flag = Boolean;
  type E = enumeration(one, two);
  parameter Real w[Flag] = {10, 20};
  Boolean n[Boolean];
  Real x[3, Boolean, E];
  Real y[Boolean];
  Integer s[E];
  Boolean late = time > 0.5;
  Real pick;
  Real w1 = w[false], w2 = w[true];
  Real x312 = x[3, false, E.two], x221 = x[2, true, E.one];
  Real y2 = y[true];
  Integer n1 = if n[false] then 1 else 0, n2 = if n[true] then 1 else 0;
  Real s1 = s[E.one], s2 = s[E.two];
  Real g[Boolean] = split(3);
  Real g1 = g[false], g2 = g[true];
  Real h = choose(g, late);
equation
  pick = w[late];
  for b in Boolean loop
    n[b] = not b;
  end for;
  for i, j, k loop
    x[i, j, k] = i * Integer(k) * (if j then 1 else 2);
  end for;
  for k loop
    s[k] = Integer(k);
  end for;
  when late then // @late
  end when;
algorithm
  for b in false:true loop
    y[b] := if b then -6 else 5;
  end for;
end ArrayBooleanDimension;
