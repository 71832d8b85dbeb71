// external "FORTRAN 77" is part of the language (spec 12.9) but not
// supported: a located error at the language, at compile time.
model ExternalFortran
  function daxpy
    input Real a;
    input Real x;
    output Real y;
  external "FORTRAN 77" y = daxpy(a, x);
  end daxpy;
  Real y = daxpy(2, time);
end ExternalFortran;
