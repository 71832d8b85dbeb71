within Tri;
package Registers "blocks extending a base whose imports they do not see"
  block DFFFall "q takes d when the clock falls: the base's edge table replaced by a modifier of the extends"
    extends Tri.Gates.DFF(final edgeMap = [0, 0, 0;
                                           1, 0, 0;
                                           2, 0, 0]);
  end DFFFall;
end Registers;
