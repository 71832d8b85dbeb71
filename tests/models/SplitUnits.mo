// Used by tests/sim/build_units.sh: n masses on springs that bounce off a
// floor at x = 0, with a function (and its assert), a continuous algorithm,
// when-clauses and Integer counters: every kind of generated function that
// is cut into chunks when a model is compiled as several units.
function springForce "The force of a spring stretched by d"
  input Real d;
  input Real k;
  output Real f;
algorithm
  assert(k > 0, "springForce needs k > 0");
  f := -k * d;
end springForce;

model SplitUnits
  parameter Integer n = 12;
  parameter Real k[n] = {10 + i for i in 1:n} "Spring constants";
  Real x[n](start = {0.1 * i for i in 1:n}, each fixed = true) "Positions";
  Real v[n](each start = 0, each fixed = true) "Velocities";
  Real energy "Kinetic energy of the first and the last mass";
  Integer hits[n](each start = 0) "Bounces of each mass";
equation
  for i in 1:n loop
    der(x[i]) = v[i];
    der(v[i]) = springForce(x[i] - 0.05, k[i]) - 0.1 * v[i];
    when x[i] < 0 then
      reinit(v[i], -0.8 * pre(v[i]));
      hits[i] = pre(hits[i]) + 1;
    end when;
  end for;
algorithm
  energy := 0.5 * v[1]^2 + 0.5 * v[n]^2;
end SplitUnits;
