// A Library that is nowhere (no library directory, no C sources, no
// system library) or whose name is a path, and a URI that names no package:
// located errors at the annotations, before the C compiler runs.
model ExternalMissingLibrary
  function f
    input Real x;
    output Real y;
  external "C" y = f_c(x) annotation(Library = {"m", "no_such_library", "../../x"});
  end f;
  function g
    input Real x;
    output Real y;
  external "C" y = g_c(x) annotation(IncludeDirectory = "modelica://NoSuchPackage/Resources/Include");
  end g;
  function h
    input Real x;
    output Real y;
  external "C" y = h_c(x) annotation(LibraryDirectory = "/usr/lib");
  end h;
  Real y = f(time) + g(time) + h(time);
end ExternalMissingLibrary;
