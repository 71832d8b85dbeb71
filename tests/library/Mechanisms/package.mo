within;
package Mechanisms "Drive trains with friction and clutches, and a planar linkage whose loop closes through an overdetermined orientation: the values of its examples are derived by hand"
end Mechanisms;
