// The hysteresis thermostat of shared/references.md: C der(T) = Q - h (T - Tamb),
// heater on below Tbar - 1, off above Tbar + 1.  First on 0.2554128119, first
// off 0.6790617421, period 0.5239842779.
// run --stop-time=2
// ida --rtol=1e-10 --atol=1e-10
// newmark --rtol=1e-10 --atol=1e-10
// expect event @w1 1 0.2554128119 1e-6
// expect event @w2 1 0.6790617421 1e-6
// expect event @w1 2 0.7793970898 1e-6
// expect event @w2 2 1.2030460200 1e-6
model Thermostat
  parameter Real C = 1, h = 2, Qcap = 25, Tamb = 285, Tbar = 295;
  Real T(start = 300, fixed = true);
  Boolean heating(start = false);
  Real Q;
equation
  C * der(T) = Q - h * (T - Tamb);
  Q = if heating then Qcap else 0;
  when T < Tbar - 1 then  // @w1
    heating = true;
  elsewhen T > Tbar + 1 then  // @w2
    heating = false;
  end when;
end Thermostat;
