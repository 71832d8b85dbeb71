// A connector whose one element is 'extends' of a type is that type, as a
// short definition would be (spec 7.1.3): Out extends Signal (= output
// Real) makes y an output Real; Pin2 extends a connector with elements
// and stays that connector.  y = 2 t: at 1, 2; p.v = 3.
// run --stop-time=1
// expect final y 2 1e-12
// expect final p.v 3 1e-12
model connector_extends_type
  type Signal = output Real;
  connector Out
    extends Signal;
  end Out;
  connector Pin
    Real v;
    flow Real i;
  end Pin;
  connector Pin2
    extends Pin;
  end Pin2;
  Out y = 2*time;
  Pin2 p;
equation
  p.v = 3;
end connector_extends_type;
