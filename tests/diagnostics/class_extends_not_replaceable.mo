// 'model extends Law' extends the inherited Law in its place, which Law
// must allow by being replaceable (spec 7.3.1); here it is not.
model ClassExtendsNotReplaceable
  model Spring
    model Law
      parameter Real k = 2;
      Real f = k * time;
    end Law;
    Law law;
  end Spring;
  extends Spring;
  model extends Law(k = 0.5)
  end Law;
end ClassExtendsNotReplaceable;
