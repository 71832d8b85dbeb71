within;
package Rectifiers "A diode bridge with a sampler that only watches it"
  connector Pin
    Real v;
    flow Real i;
  end Pin;

  partial model TwoPin
    Pin p, n;
    Real v = p.v - n.v;
    Real i = p.i;
  equation
    p.i + n.i = 0;
  end TwoPin;

  model Diode "ideal switch: conducting (v = Ron*i) or blocking (i = Goff*v), s on the curve"
    extends TwoPin;
    parameter Real Ron = 1e-4;
    parameter Real Goff = 1e-4;
    Boolean off(start = true);
    Real s(start = 0);
  equation
    off = s < 0;
    v = s * (if off then 1 else Ron);
    i = s * (if off then Goff else 1);
  end Diode;

  model Resistor
    extends TwoPin;
    parameter Real R;
  equation
    v = R * i;
  end Resistor;

  model Capacitor
    extends TwoPin;
    parameter Real C;
  equation
    C * der(v) = i;
  end Capacitor;

  model Inductor
    extends TwoPin;
    parameter Real L;
  equation
    L * der(i) = v;
  end Inductor;

  model SwitchedResistor "R while on, open otherwise"
    extends TwoPin;
    parameter Real R;
    input Boolean on;
  equation
    i = if on then v / R else 0;
  end SwitchedResistor;

  model SineSource
    extends TwoPin;
    parameter Real amplitude;
    parameter Real f;
  equation
    v = amplitude * sin(2 * 3.141592653589793 * f * time);
  end SineSource;

  model Ground
    Pin p;
  equation
    p.v = 0;
  end Ground;

  block Sampler "fills buf with u at n instants from t0, period T; u is not changed"
    parameter Integer n;
    parameter Real t0;
    parameter Real T;
    input Real u;
    Real buf[n](each start = 0, each fixed = true);
    Integer k(start = 0, fixed = true);
    Real peak(start = 0, fixed = true);
  algorithm
    when sample(t0, T) then
      k := pre(k) + 1;
      if k <= n then
        buf[k] := u;
      end if;
      peak := max(pre(peak), u);
    end when;
  end Sampler;

  model Bridge "50 Hz, 10 V through a line inductance into a full bridge, C and R as load"
    SineSource source(amplitude = 10, f = 50);
    Inductor line(L = 1e-3, i(start = 0, fixed = true));
    Diode d1, d2, d3, d4;
    Capacitor c(C = 1e-3, v(start = 0, fixed = true));
    Resistor load(R = 20);
    Ground ground;
  equation
    connect(source.p, line.p);
    connect(line.n, d1.p);
    connect(line.n, d3.n);
    connect(source.n, d2.p);
    connect(source.n, d4.n);
    connect(d1.n, c.p);
    connect(d2.n, c.p);
    connect(d3.p, c.n);
    connect(d4.p, c.n);
    connect(load.p, c.p);
    connect(load.n, c.n);
    connect(c.n, ground.p);
    annotation (experiment(StopTime = 0.1, Interval = 1e-4));
  end Bridge;

  model SampledBridge "the bridge, its load voltage sampled 800 times from t = 0.02"
    extends Bridge;
    Sampler sampler(n = 800, t0 = 0.02, T = 1e-4, u = c.v);
    annotation (experiment(StopTime = 0.1, Interval = 1e-4));
  end SampledBridge;
  model SwitchedBridge "the sampler's 400th sample connects a second load"
    extends Bridge;
    Sampler sampler(n = 800, t0 = 0.02, T = 1e-4, u = c.v);
    SwitchedResistor extra(R = 10, on = sampler.k >= 400);
  equation
    connect(extra.p, c.p);
    connect(extra.n, c.n);
    annotation (experiment(StopTime = 0.1, Interval = 1e-4));
  end SwitchedBridge;

  model TimedBridge "the second load connected at the same instant, by time"
    extends Bridge;
    SwitchedResistor extra(R = 10, on = time >= 0.0599);
  equation
    connect(extra.p, c.p);
    connect(extra.n, c.n);
    annotation (experiment(StopTime = 0.1, Interval = 1e-4));
  end TimedBridge;
end Rectifiers;
