within Tri;
package Tables "truth tables over the enumeration, a dimension of each literal"
  import L = Tri.Logic;
  constant Tri.Logic And[L, L] = [L.'0', L.'0', L.'0';
                                  L.'0', L.'1', L.'X';
                                  L.'0', L.'X', L.'X'] "by [a, b]";
  constant Tri.Logic Not[L] = {L.'1', L.'0', L.'X'};
  constant Integer Delay[L, L] = [0, 1, 0;
                                  -1, 0, -1;
                                  -1, 1, 0] "by [old, new]: 1 rises, -1 falls, 0 at once";
  constant Integer Edge[L, L] = [0, 1, 0;
                                 0, 0, 0;
                                 0, 2, 0] "by [pre(clock), clock]: 1 a rising edge, 2 from unknown";
end Tables;
