within Grammar36;
package Units
  type Temperature = Real (final quantity="ThermodynamicTemperature", final unit="K", min=0.0, displayUnit="degC");
end Units;
