within Connect;
package Interfaces "signal connectors of one variable, a pin and a heat port"
  connector RealInput = input Real;
  connector RealOutput = output Real;
  connector BooleanInput = input Boolean;
  connector BooleanOutput = output Boolean;
  connector IntegerOutput = output Integer;

  connector Pin "electrical potential and current into the component"
    Real v;
    flow Real i;
  end Pin;

  connector HeatPort "temperature and heat flow into the component"
    Real T;
    flow Real Q_flow;
  end HeatPort;

  partial model ConditionalHeatPort "a heat port that is there only when used; its variables given by modifications"
    parameter Boolean useHeatPort = true "declared true: the local balance of Resistor counts the port's bindings";
    parameter Real T = 300 "the temperature without the port";
    HeatPort heatPort(final T = T_heatPort, final Q_flow = -LossPower) if useHeatPort;
    Real LossPower "the power the component loses as heat";
    Real T_heatPort;
  equation
    if not useHeatPort then
      T_heatPort = T;
    end if;
  end ConditionalHeatPort;
end Interfaces;
