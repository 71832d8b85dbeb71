// A unit vector q turning at rate w: q[1]^2 + q[2]^2 = 1 makes one of
// der(q[1]), der(q[2]) a dummy, chosen once at compile time.  q[1] starts
// at 0, where the derivative of the constraint, 2 q[1] der(q[1]) + ..., does
// not determine der(q[1]), and neither can the constraint q[1]: the dummy is
// der(q[2]), whose start is the larger.  The starts come from a function of
// parameters, worked out at compile time through its closed form.
//   free: no initial equation; aligned: an initial equation reads both
//   components (q parallel to q_start), as a wish for both to stay states.
// Exact: q = {sin(w t), cos(w t)}, lambda = 0 (q[2] > 0 until t = pi/2).
// run --stop-time=1
// expect at 0 free.q[1] 0 1e-6
// expect at 0 free.q[2] 1 1e-6
// expect final free.q[1] 0.841471 1e-3
// expect final free.q[2] 0.540302 1e-3
// expect final free.lambda 0 1e-3
// expect at 0 aligned.q[1] 0 1e-6
// expect at 0 aligned.q[2] 1 1e-6
// expect final aligned.q[1] 0.841471 1e-3
// expect final aligned.q[2] 0.540302 1e-3
function direction
  input Real phi;
  output Real q[2];
algorithm
  q := {sin(phi), cos(phi)};
end direction;

model Turning
  parameter Real w = 1;
  parameter Real phi0 = 0;
  parameter Real q_start[2] = direction(phi0);
  Real q[2](start = q_start);
  Real lambda;
equation
  der(q[1]) = w * q[2] + lambda * q[1];
  der(q[2]) = -w * q[1] + lambda * q[2];
  q[1] ^ 2 + q[2] ^ 2 = 1;
end Turning;

model TurningAligned
  extends Turning;
initial equation
  q[1] * q_start[2] - q[2] * q_start[1] = 0;
end TurningAligned;

model IndexStartChoice
  Turning free;
  TurningAligned aligned;
end IndexStartChoice;
