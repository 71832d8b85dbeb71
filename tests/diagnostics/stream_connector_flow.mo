// A stream connector has exactly one scalar flow variable, which its
// stream variables go with, and its stream variables are Real (spec 15.1).
model StreamConnectorFlow
  connector NoFlow
    Real p;
    stream Real h;
  end NoFlow;
  connector TwoFlows
    Real p[2];
    flow Real m[2];
    stream Real h;
  end TwoFlows;
  connector Counted
    Real p;
    flow Real m;
    stream Integer n;
  end Counted;
  NoFlow a(p = 1, h = 2);
  TwoFlows b(p = {1, 2}, h = 3);
  Counted c(p = 1, n = 4);
end StreamConnectorFlow;
