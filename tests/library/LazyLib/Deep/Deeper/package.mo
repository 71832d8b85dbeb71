within LazyLib.Deep;
package Deeper
  constant Real offset = 1 "x0 of Leaf";
end Deeper;
