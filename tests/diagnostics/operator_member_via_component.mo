// A function inside an operator of an operator record is not found through
// a component (spec 5.3.2), not even by the path of classes below it.
operator record Pair
  Real a;
  operator '+'
    function add
      input Pair p;
      input Pair q;
      output Pair r;
    algorithm
      r := Pair(a = p.a + q.a);
    end add;
  end '+';
end Pair;

model operator_member_via_component
  Pair p(a = 1);
  Pair q(a = 2);
  Pair r = p.'+'.add(p, q);
end operator_member_via_component;
