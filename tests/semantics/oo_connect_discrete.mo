// Boolean, Integer and enumeration connectors connected like Real ones
// (connector BooleanOutput = output Boolean): the connection equation
// defines the input, whichever side connect() names first, also through a
// block's own connectors (Wrapped) and with one output feeding two inputs.
// The clock's y = sample(0, 0.5) is true at t = 0, 0.5, 1, ...; each
// counter counts its rising edges: 1 after t = 0, 4 on [1.5, 2), 5 at t = 2.
// parity.s is L0 (2) for an even count, L1 (3) for an odd one; sink.level
// is Integer(s).  toReal.r = count/2, so x = integral of it is
// 0.5*(1 + 2 + 3 + 4)*0.5 = 2.5 at t = 2.
// run --stop-time=2 --interval=0.25
// expect at 0.25 counter.count 1 0
// expect at 1.75 counter.count 4 0
// expect at 1.75 wrapped.count 4 0
// expect at 1.75 wrapped.c.u 0 0
// expect at 1.75 parity.s 2 0
// expect at 1.75 sink.level 2 0
// expect at 1.75 toReal.r 2 1e-12
// expect final counter.count 5 0
// expect final wrapped.count 5 0
// expect final sink.level 3 0
// expect final x 2.5 1e-6
// expect events @count 10
type Logic = enumeration(U, L0, L1);
connector BooleanOutput = output Boolean;
connector BooleanInput = input Boolean;
connector IntegerOutput = output Integer;
connector IntegerInput = input Integer;
connector LogicOutput = output Logic;
connector LogicInput = input Logic;
connector RealOutput = output Real;

block Clock
  parameter Real period = 0.5;
  BooleanOutput y;
equation
  y = sample(0, period);
end Clock;

block Counter
  BooleanInput u;
  IntegerOutput count;
equation
  when u then  // @count
    count = pre(count) + 1;
  end when;
end Counter;

block Wrapped
  BooleanInput u;
  IntegerOutput count;
  Counter c;
equation
  connect(u, c.u);
  connect(c.count, count);
end Wrapped;

block Parity
  IntegerInput k;
  LogicOutput s;
equation
  s = if mod(k, 2) == 0 then Logic.L0 else Logic.L1;
end Parity;

block Sink
  LogicInput s;
  Integer level;
equation
  level = Integer(s);
end Sink;

block ToReal
  IntegerInput k;
  RealOutput r;
equation
  r = 0.5*k;
end ToReal;

model oo_connect_discrete
  Clock clock;
  Counter counter;
  Wrapped wrapped;
  Parity parity;
  Sink sink;
  ToReal toReal;
  Real x(start = 0, fixed = true);
equation
  connect(clock.y, counter.u);
  connect(clock.y, wrapped.u);
  connect(counter.count, parity.k);
  connect(parity.s, sink.s);
  connect(wrapped.count, toReal.k);
  der(x) = toReal.r;
end oo_connect_discrete;
