// An unknown language of an external clause: a located error naming the
// languages of spec 12.9.
model ExternalLanguage
  function f
    input Real x;
    output Real y;
  external "Pascal" y = f(x);
  end f;
  Real y = f(time);
end ExternalLanguage;
