within;
package Hybrid "Parts for hybrid mechanical models: balls that bounce, a 1-D flange, springs and masses"
end Hybrid;
