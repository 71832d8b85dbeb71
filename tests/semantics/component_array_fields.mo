// u.set of an array of structured components u[n] is the vector
// {u[1].set, ..., u[n].set}, empty when n = 0; in a function, "and" with
// a left side known false (and "or" with one known true) leaves out its
// right side, so max(b) of an empty b is never formed; max and min of
// Booleans are "or" and "and".
// expect at 0.4 a.any 0 0
// expect final a.any 1 0
// expect final a.all 0 0
// expect at 0.4 b.all 0 0
// expect final b.all 1 0
// expect final z.any 0 0
// expect final z.all 1 0
// expect final a.total 3 1e-12
// expect final z.total 0 0
model component_array_fields
  connector In
    input Boolean set;
    input Real x;
  end In;
  function anyOf
    input Boolean v[:];
    output Boolean r = size(v, 1) > 0 and max(v);
  end anyOf;
  function allOf
    input Boolean v[:];
    output Boolean r = size(v, 1) == 0 or min(v);
  end allOf;
  model Node
    parameter Integer n = 0;
    In u[n];
    Boolean any = anyOf(u.set);
    Boolean all = allOf(u.set);
    Real total = sum(u.x);
  end Node;
  Node a(n = 2);
  Node b(n = 2);
  Node z;
equation
  a.u[1].set = time > 0.5;
  a.u[2].set = false;
  a.u.x = {1, 2};
  b.u[1].set = time > 0.5;
  b.u[2].set = true;
  b.u.x = {0, 0};
end component_array_fields;
