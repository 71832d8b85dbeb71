within LazyLib;
package Consts "one good constant among ill-formed ones, which nothing reads"
  constant Real good = 2.5;
  constant Real rate = 0.5;
  constant Real undefined = nowhere*2;
  constant Real circular = circular + 1;
  constant Real timed = time;
  constant Real halfTurn = 2*LazyLib.Math.arcsine(1.0) "pi, through a function of the library";
end Consts;
