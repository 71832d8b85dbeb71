// A function without outputs called as a statement of an initial algorithm
// runs once at initialization, for its asserts: check(t1, t2) holds (0 < 2),
// check(t2, t3) does not (2 > 1), so the run stops at t = 0 naming the
// second call's line (24).
// expect stderr initial_algorithm_call.mo:24)
// expect exit 1
// expect stderr assertion failed: table not increasing (assert of function 'check' at line 16)
model InitialAlgorithmCall
  function check
    input Real a;
    input Real b;
  protected
    Real d;
  algorithm
    d := b - a;
    assert(d > 0, "table not increasing");
  end check;
  parameter Real t1 = 0, t2 = 2, t3 = 1;
  Real x(start = 0, fixed = true);
equation
  der(x) = 1;
initial algorithm
  check(t1, t2);
  check(t2, t3);
end InitialAlgorithmCall;
