within LazyLib;
package Funcs "functions of one file: each class parsed when it is first used"
  function twice
    input Real u;
    output Real y;
  algorithm
    y := 2*u;
  end twice;

  package Inner "a package inside the file, its classes parsed apart too"
    function half
      input Real u;
      output Real y;
    algorithm
      y := u/2;
    end half;

    function broken "a syntax error that only its users meet"
      input Real u;
      output Real y;
    algorithm
      y := u +;
    end broken;
  end Inner;

  model BrokenToo "another one, at the level of twice"
    Real x(;
  end BrokenToo;
end Funcs;
