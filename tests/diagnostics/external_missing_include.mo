// An Include annotation's header in no include directory: a located error
// at the annotation, before the C compiler runs (not its message).
model ExternalMissingInclude
  function f
    input Real x;
    output Real y;
  external "C" y = f_c(x) annotation(Include = "#include \"no_such_header.h\"");
  end f;
  Real y = f(time);
end ExternalMissingInclude;
