within;
package Tri "three-valued logic ('0', '1', 'X'): enumeration-indexed constant tables read with discrete subscripts, gates with delays, a flip-flop, sources"
  type Logic = enumeration('0' "low", '1' "high", 'X' "unknown");
end Tri;
