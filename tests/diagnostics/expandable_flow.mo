// An expandable connector declares no flow variable itself (a connector
// inside it may hold flows, spec 9.1.3).
model ExpandableFlow
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  expandable connector PowerBus
    Pin p;
    flow Real i;
  end PowerBus;
  PowerBus bus;
end ExpandableFlow;
