// A global name .A.B reaches B inside the model A only when B is
// encapsulated, as the same name without the leading dot would (spec 5.3.2).
model GlobalNameThroughModel
  model Part
    Real x = 2;
  end Part;
  .GlobalNameThroughModel.Part part;
end GlobalNameThroughModel;
