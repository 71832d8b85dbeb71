// The stream prefix declares a variable of a connector (or of a record in
// one), not of a model (spec 15.1).
model StreamOutsideConnector
  stream Real h = 1;
  Real x = 2 * h;
end StreamOutsideConnector;
