// A class cannot contain a component of itself.
model Node
  Real x = 1;
  Node next;
end Node;

model oo_contains_itself
  Node n;
end oo_contains_itself;
