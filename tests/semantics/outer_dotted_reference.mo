// inside.root.level, read from the class that holds both the inner root
// and the component inside whose root is outer: the inner's variable
// (the outer element has none of its own), also two levels down.
// expect final h.seen 3 1e-12
// expect at 0.5 h.seen 2 1e-9
// expect final h.deep 5 1e-12
model outer_dotted_reference
  model Root
    input Real level;
  end Root;
  model Inside
    outer Root root;
  end Inside;
  model Wrap
    Inside inside;
  end Wrap;
  model Holder
    inner Root root;
    Inside inside;
    Wrap wrap;
    Real seen;
    Real deep;
  equation
    root.level = 2 * time;
    seen = inside.root.level + 1;
    deep = wrap.inside.root.level + 3;
  end Holder;
  Holder h;
end outer_dotted_reference;
