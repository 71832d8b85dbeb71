// Two outputs of components joined by connect() would both set one signal.
connector Out
  output Real y;
end Out;

block Source
  Out o;
equation
  o.y = 1;
end Source;

model ConnectTwoOutputs
  Source s1, s2;
equation
  connect(s1.o, s2.o);
end ConnectTwoOutputs;
