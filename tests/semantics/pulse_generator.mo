// A pulse: on at every whole second, off 0.3 s later (elsewhen on the same variable).
// run --stop-time=2.9 --interval=0.05
// expect at 2.2 on 1 0
// expect at 2.5 on 0 0
// expect at 0.1 on 1 0
// expect final count 3 0
model PulseGenerator
  Boolean on(start = false);
  Integer count(start = 0);
equation
  when sample(0, 1) then
    on = true;
  elsewhen sample(0.3, 1) then
    on = false;
  end when;
  when on then
    count = pre(count) + 1;
  end when;
end PulseGenerator;
