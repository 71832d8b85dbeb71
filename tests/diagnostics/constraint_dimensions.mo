// A constraining type has as many dimensions as the type it constrains;
// the dimensions of the declaration itself do not count (spec 7.3.2).
type Pair = Real[2];
type Grid = Real[3, 2];

model ConstraintDimensions
  replaceable type Row = Pair[3] constrainedby Grid;
  replaceable Pair p[3] = {{1, 2}, {3, 4}, {5, 6}} constrainedby Grid;
  replaceable Pair q[3] = {{1, 2}, {3, 4}, {5, 6}} constrainedby Pair;
  Real x(start = 1, fixed = true);
equation
  der(x) = -x;
end ConstraintDimensions;
