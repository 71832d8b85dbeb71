// An array of components whose elements are conditional through the
// modifier of the array, withLoss = fill(withLoss, N + 1): each element's
// condition is the element of fill(), the Boolean parameter itself.  In
// the same class a component is named i, and the binding of rs iterates
// over i: inside {... for i in 1:N + 1} the name is the iterator's.
// rs = {0.5, 1, ..., 1, 0.5}; der(x) = -r x from 1: x(1) = e^-r, so
// s[1].x(1) = e^-0.5 = 0.60653066, s[2].x(1) = e^-1 = 0.36787944; with
// withLoss, loss = r x: b.s[1].loss(1) = 0.5 e^-0.5 = 0.30326533,
// b.s[2].loss(1) = 0.36787944; a's segments have no loss.
// expect final a.s[1].x 0.60653066 1e-6
// expect final a.s[2].x 0.36787944 1e-6
// expect final a.s[4].x 0.60653066 1e-6
// expect final a.i[2] 0.36787944 1e-6
// expect final b.s[1].loss 0.30326533 1e-6
// expect final b.s[2].loss 0.36787944 1e-6
// expect final b.s[3].x 0.60653066 1e-6
model ConditionalFillIterator
  model Seg
    parameter Boolean withLoss = false;
    parameter Real r = 1;
    Real x(start = 1, fixed = true);
    Real loss = r * x if withLoss;
  equation
    der(x) = -r * x;
  end Seg;
  model Line
    parameter Integer N = 3;
    parameter Boolean withLoss = false;
    Real i[N + 1] = s.x "named like the iterator below";
    parameter Real rs[N + 1] = {if i == 1 or i == N + 1 then 0.5 else 1.0 for i in 1:N + 1};
    Seg s[N + 1](r = rs, withLoss = fill(withLoss, N + 1));
  end Line;
  Line a;
  Line b(N = 2, withLoss = true);
end ConditionalFillIterator;
