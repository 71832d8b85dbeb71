within Grammar36;
package Interfaces "connectors; Bus is never used by the examples"
  extends Grammar36.Icons.Package;
end Interfaces;
