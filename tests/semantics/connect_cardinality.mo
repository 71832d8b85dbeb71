// cardinality(c): the number of connect() naming the connector c, from
// inside and from outside, also of one element of an array of structured
// connectors indexed by a for-equation; a whole-array connect() counts once
// for each element.  Unconnected inputs take defaults through if-equations
// on cardinality, as a step of a state graph does.
// expect final a.k[1] 1 0
// expect final a.k[2] 0 0
// expect final a.k[3] 2 0
// expect final a.u[1].x 3 1e-9
// expect final a.u[2].x 20 1e-9
// expect final a.u[3].x 3 1e-9
// expect final a.kw 0 0
// expect final a.w.x -1 0
// expect final c.k[1] 1 0
// expect final c.k[2] 1 0
// expect final c.u[2].x 7 1e-9
// expect final g.kw 2 0
// expect final g.node.k[1] 1 0
// expect final g.node.u[1].x 3 1e-9
model connect_cardinality
  connector In
    input Real x;
  end In;
  connector Out
    output Real x;
  end Out;
  model Node
    parameter Integer n = 0;
    In u[n];
    In w;
    Real k[n];
    Real kw = cardinality(w);
  equation
    for i in 1:n loop
      k[i] = cardinality(u[i]);
      if cardinality(u[i]) == 0 then
        u[i].x = 10 * i;
      end if;
    end for;
    if cardinality(w) == 0 then
      w.x = -1;
    end if;
  end Node;
  model Source
    parameter Real offset = 0;
    Out o;
  equation
    o.x = offset + 2 * time;
  end Source;
  model Sources
    Out o[2];
  equation
    o[1].x = 5;
    o[2].x = 7;
  end Sources;
  model Group
    In w;
    Node node(n = 1);
    Real kw = cardinality(w);
  equation
    connect(w, node.u[1]);
  end Group;
  Source s1(offset = 1);
  Node a(n = 3);
  Node c(n = 2);
  Sources s3;
  Group g;
equation
  connect(s1.o, a.u[1]);
  connect(s1.o, a.u[3]);
  connect(a.u[3], g.w);
  connect(s3.o, c.u);
end connect_cardinality;
