within;
package LazyLib "a library read on demand: a model parses and checks only the classes it uses"
  constant Real scale = 3 "read by Reader";

  model Unchecked "never used by the models that compile: its error is found only when it is"
    Real Boolean = 1;
  end Unchecked;

  model Reader "reads a constant of a package whose other constants are ill-formed"
    Real y = scale*Consts.good;
  end Reader;
end LazyLib;
